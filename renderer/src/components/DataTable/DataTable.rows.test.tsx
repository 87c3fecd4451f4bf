// A change to one row draws that row only: the others keep their DOM nodes and their cells are not worked out
// again, even when the answer arrives as new objects (a read parsed again) and a row above them went away. The
// header and the column chooser, which do not change with the rows, are not drawn again either.
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DataTable } from './DataTable'
import { FormatContextProvider } from './format-context'
import type { ColumnSpec } from './types'
import { words } from '@test-support/words'

/** Each header cell drawn, and each drawing of the column chooser: the real components, counted. */
const headerCellsDrawn = vi.hoisted(() => ({ cells: 0, chooser: 0 }))
vi.mock('./HeaderCell', async (actual) => {
  const real = await actual<typeof import('./HeaderCell')>()
  return {
    ...real,
    HeaderCell: (props: Parameters<typeof real.HeaderCell>[0]) => {
      headerCellsDrawn.cells += 1
      return real.HeaderCell(props)
    },
  }
})
vi.mock('../Popover', async (actual) => {
  const real = await actual<typeof import('../Popover')>()
  return {
    ...real,
    Popover: (props: Parameters<typeof real.Popover>[0]) => {
      headerCellsDrawn.chooser += 1
      return real.Popover(props)
    },
  }
})

interface Order {
  id: string
  symbol: string
  price: string
  legs: Array<{ quantity: string }>
}

const ORDERS: Order[] = Array.from({ length: 12 }, (_, i) => ({
  id: `o${i + 1}`,
  symbol: i % 2 ? 'EUR/USD' : 'AAPL',
  price: `1.${i % 10}0`,
  legs: [{ quantity: String(1000 + i) }],
}))

/** How often each row's cells were worked out (the price column's text, once per drawing of the row). */
let drawn: Map<string, number>
const COLUMNS: ColumnSpec<Order>[] = [
  { id: 'id', header: words('Order'), kind: 'code', value: (o) => o.id },
  { id: 'symbol', header: words('Symbol'), kind: 'text', value: (o) => o.symbol },
  {
    id: 'price',
    header: words('Price'),
    kind: 'number',
    value: (o) => o.price,
    alignUnit: (o) => o.symbol,
    text: (o, ctx) => {
      drawn.set(o.id, (drawn.get(o.id) ?? 0) + 1)
      const scale = ctx.alignedScale?.('price', o.symbol) ?? 0
      const [whole, fraction = ''] = o.price.split('.')
      return `${whole}.${fraction.padEnd(scale, '0')}`
    },
  },
  { id: 'quantity', header: words('Quantity'), kind: 'number', value: (o) => o.legs[0]?.quantity },
]
const FORMAT = { zone: 'UTC', precisionOf: () => undefined }

function Table({ rows }: { rows: readonly Order[] }) {
  return (
    <FormatContextProvider.Provider value={FORMAT}>
      <DataTable tableId="rows" label="Orders" columns={COLUMNS} rows={rows} getRowId={(o) => o.id} />
    </FormatContextProvider.Provider>
  )
}

// jsdom lays nothing out; the grid's scroll box is given a browser's size so the virtualiser paints its rows.
const sized = ['clientHeight', 'clientWidth'] as const
beforeEach(() => {
  localStorage.clear()
  drawn = new Map()
  for (const name of sized)
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('data-table__scroll') ? (name === 'clientHeight' ? 600 : 1200) : 0
      },
    })
})
afterEach(() => {
  for (const name of sized) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
})

const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-row-id="${id}"]`)
const cellOf = (id: string, column: string) => rowOf(id)?.querySelector(`[data-column-id="${column}"]`)?.textContent

describe('DataTable: only changed rows are drawn', () => {
  it('an answer read again with one order gone and one changed draws the changed one and no other', () => {
    const { rerender } = render(<Table rows={ORDERS} />)
    expect(screen.getByRole('grid', { name: 'Orders' })).toBeInTheDocument()
    expect(rowOf('o12')).not.toBeNull()
    const before = new Map(ORDERS.map((o) => [o.id, rowOf(o.id)]))
    const counts = new Map(drawn)

    // The same orders parsed again (new objects, equal content), o3 filled and gone, o7's quantity changed.
    const next: Order[] = structuredClone(ORDERS)
      .filter((o) => o.id !== 'o3')
      .map((o) => (o.id === 'o7' ? { ...o, legs: [{ quantity: '5' }] } : o))
    const header = { ...headerCellsDrawn }
    rerender(<Table rows={next} />)

    expect(headerCellsDrawn).toEqual(header)
    expect(rowOf('o3')).toBeNull()
    expect(cellOf('o7', 'quantity')).toBe('5')
    expect(drawn.get('o7')).toBe((counts.get('o7') ?? 0) + 1)
    for (const o of next.filter((o) => o.id !== 'o7')) {
      expect(rowOf(o.id), `${o.id} keeps its DOM node`).toBe(before.get(o.id))
      expect(drawn.get(o.id), `${o.id} is not drawn again`).toBe(counts.get(o.id))
      expect(cellOf(o.id, 'quantity')).toBe(o.legs[0]?.quantity)
      expect(cellOf(o.id, 'price')).toBe(o.price)
    }
  })

  it('a price with more decimals redraws the rows aligned with it: none keeps its old padding', () => {
    const { rerender } = render(<Table rows={ORDERS} />)
    expect(cellOf('o4', 'price')).toBe('1.30')
    const next = ORDERS.map((o) => (o.id === 'o2' ? { ...o, price: '1.105' } : o))
    rerender(<Table rows={next} />)
    expect(cellOf('o2', 'price')).toBe('1.105')
    // o4 is EUR/USD too: padded to the column's new three decimals. AAPL's rows keep two.
    expect(cellOf('o4', 'price')).toBe('1.300')
    expect(cellOf('o1', 'price')).toBe('1.00')
  })
})
