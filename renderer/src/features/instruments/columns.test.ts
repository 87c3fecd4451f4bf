// An instrument whose minimum is one unit, or whose maximum is one lot, read "1 units" and
// "1 lots" in the grid, the drawer and the editor's hint.
import { describe, expect, it } from 'vitest'
import { eurusdDetails } from '@test-support/order-fixtures'
import { instrumentColumns, sizeText, stepText } from './columns'

describe('instrument sizes', () => {
  it('say one unit or lot in the singular, every other size in the plural', () => {
    expect(sizeText({ value: '1', unit: 'units' })).toBe('1 unit')
    expect(sizeText({ value: '1', unit: 'lots' })).toBe('1 lot')
    expect(sizeText({ value: '0.01', unit: 'lots' })).toBe('0.01 lots')
    expect(sizeText({ value: '1000', unit: 'units' })).toBe('1,000 units')
  })

  it('show a one-unit minimum of a row in the grid as "1 unit"', () => {
    const row = { ...eurusdDetails(), minOrderSize: '1', lotSize: '100000' }
    const min = instrumentColumns('units').find((c) => c.id === 'minOrderSize')
    expect(min?.text?.(row, { zone: 'UTC', precisionOf: () => undefined })).toBe('1 unit')
  })
})

describe('instrument ticks', () => {
  // The sandbox's ticks: EUR/USD 0.00001, GER40 0.1 (shown in the instrument drawer's reference).
  it('say how many decimals a tick allows, one decimal in the singular', () => {
    expect(stepText('0.00001')).toBe('0.00001 (5 decimals)')
    expect(stepText('0.1')).toBe('0.1 (1 decimal)')
    expect(stepText('0')).toBe('0 (? decimals)')
  })
})
