import { describe, expect, it } from 'vitest'
import { countOf } from './plural'

describe('countOf', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'row')).toBe('1 row')
    expect(countOf(0, 'row')).toBe('0 rows')
    expect(countOf(12_500, 'row')).toBe('12,500 rows')
    expect(countOf(1, 'entry')).toBe('1 entry')
    expect(countOf(2, 'entry')).toBe('2 entries')
  })

  it('writes a count as formatDecimal writes every figure: grouped, with a true minus', () => {
    expect(countOf(1_234_567, 'row')).toBe('1,234,567 rows')
    expect(countOf(-3, 'order')).toBe('\u22123 orders')
  })

  it('takes a count as the grid shows it: decimals and grouping decide the form, and the text stays as given', () => {
    expect(countOf('1', 'lot')).toBe('1 lot')
    expect(countOf('0.01', 'lot')).toBe('0.01 lots')
    expect(countOf('1.0', 'lot')).toBe('1.0 lots')
    expect(countOf('1,000', 'unit')).toBe('1,000 units')
    expect(countOf('∞', 'unit')).toBe('∞ units')
    expect(countOf('-1', 'unit')).toBe('-1 unit')
  })
})
