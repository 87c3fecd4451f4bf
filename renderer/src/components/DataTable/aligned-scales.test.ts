import { describe, expect, it } from 'vitest'
import { alignedScales } from './aligned-scales'
import type { ColumnSpec } from './types'
import { words } from '@test-support/words'

interface Fill {
  symbol: string
  price?: string
  quantity: string
  note: string
}

const COLUMNS: ColumnSpec<Fill>[] = [
  { id: 'note', header: words('Note'), kind: 'text', value: (f) => f.note },
  { id: 'price', header: words('Price'), kind: 'number', value: (f) => f.price, alignUnit: (f) => f.symbol },
  { id: 'quantity', header: words('Quantity'), kind: 'number', value: (f) => f.quantity, alignUnit: () => undefined },
  // A number column that is not aligned (money in its own currency's decimals).
  { id: 'value', header: words('Value'), kind: 'number', value: (f) => f.quantity },
]

describe('alignedScales', () => {
  it('gives each aligned column, per unit, the most decimals any row of that unit carries', () => {
    const rows: Fill[] = [
      { symbol: 'EUR/USD', price: '1.0825', quantity: '1000', note: '1.123456' },
      { symbol: 'GER40', price: '18321', quantity: '0.5', note: 'x' },
      { symbol: 'EUR/USD', price: '1.08', quantity: '2000.25', note: 'y' },
      { symbol: 'GER40', price: '18321.50', quantity: '-3', note: 'z' },
      // No price (a market order not yet filled) and a value that is not a decimal: neither counts.
      { symbol: 'AAPL', quantity: 'n/a', note: 'w' },
    ]
    const scales = alignedScales(COLUMNS, rows)
    expect([...scales.keys()]).toEqual(['price', 'quantity'])
    expect(scales.get('price')).toEqual(
      new Map([
        ['EUR/USD', 4],
        ['GER40', 1],
      ]),
    )
    expect(scales.get('quantity')).toEqual(new Map([[undefined, 2]]))
  })

  it('keeps a column whose rows are all whole numbers at 0 decimals, and one with no rows empty', () => {
    expect(alignedScales(COLUMNS, [{ symbol: 'US30', price: '39000', quantity: '1', note: '' }]).get('price')).toEqual(
      new Map([['US30', 0]]),
    )
    expect(alignedScales(COLUMNS, []).get('quantity')).toEqual(new Map())
  })
})
