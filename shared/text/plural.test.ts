import { describe, expect, it } from 'vitest'
import { countOf, noun } from './plural'

describe('countOf', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(countOf(1, noun('row'))).toBe('1 row')
    expect(countOf(0, noun('row'))).toBe('0 rows')
    expect(countOf(12_500, noun('row'))).toBe('12,500 rows')
    expect(countOf(1, noun('entry'))).toBe('1 entry')
    expect(countOf(2, noun('entry'))).toBe('2 entries')
  })

  it('writes a count as formatDecimal writes every figure: grouped, with a true minus', () => {
    expect(countOf(1_234_567, noun('row'))).toBe('1,234,567 rows')
    expect(countOf(-3, noun('order'))).toBe('\u22123 orders')
  })

  it('takes a count as the grid shows it: decimals and grouping decide the form, and the text stays as given', () => {
    expect(countOf('1', noun('lot'))).toBe('1 lot')
    expect(countOf('0.01', noun('lot'))).toBe('0.01 lots')
    expect(countOf('1.0', noun('lot'))).toBe('1.0 lots')
    expect(countOf('1,000', noun('unit'))).toBe('1,000 units')
    expect(countOf('∞', noun('unit'))).toBe('∞ units')
    expect(countOf('-1', noun('unit'))).toBe('-1 unit')
  })
})
