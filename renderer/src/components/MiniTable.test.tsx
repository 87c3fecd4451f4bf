import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ColumnSpec } from './DataTable/types'
import { MiniTable } from './MiniTable'
import { words } from '@test-support/words'

interface Line {
  name: string
  amount: string
  note?: string
}

const columns: ColumnSpec<Line>[] = [
  { id: 'name', header: words('Name'), kind: 'text', value: (l) => l.name },
  { id: 'amount', header: words('Amount'), kind: 'number', value: (l) => l.amount, render: (l) => <b>{l.amount}</b> },
  { id: 'note', header: words('Note'), kind: 'text', value: (l) => l.note, text: (l) => (l.note ?? '').toUpperCase() },
]

describe('MiniTable', () => {
  it('shows every row through the column specs, with row headers and numbers set apart', () => {
    render(
      <MiniTable
        testId="lines"
        caption="Two lines"
        columns={columns}
        rows={[
          { name: 'first', amount: '1.50', note: 'kept' },
          { name: 'second', amount: '-2' },
        ]}
        rowKey={(l) => l.name}
        rowHeader="name"
        rowClass={(l) => (l.name === 'second' ? 'is-total' : undefined)}
        cellTestId={(l, column) => (l.name === 'second' && column === 'amount' ? 'second-amount' : undefined)}
      />,
    )
    const table = screen.getByRole('table', { name: 'Two lines' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Amount', 'Note'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(['first1.50KEPT', 'second-2'])
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('first')
    expect(rows[1]?.className).toBe('is-total')
    expect(screen.getByTestId('second-amount').className).toBe('num')
  })

  it("sets a number column's header right, over its figures", () => {
    render(
      <MiniTable caption="Lines" columns={columns} rows={[{ name: 'first', amount: '1.50' }]} rowKey={(l) => l.name} />,
    )
    const table = screen.getByRole('table', { name: 'Lines' })
    expect(within(table).getByRole('columnheader', { name: 'Amount' }).className).toBe('num')
    expect(within(table).getByRole('columnheader', { name: 'Name' }).className).toBe('')
  })

  it('keeps a totals row apart from the records, in the table foot', () => {
    render(
      <MiniTable
        testId="totals"
        columns={columns}
        rows={[{ name: 'first', amount: '1.50' }]}
        rowKey={(l) => l.name}
        foot={
          <tr>
            <th scope="row">Total</th>
            <td>1.50</td>
            <td />
          </tr>
        }
      />,
    )
    const table = screen.getByTestId('totals')
    expect(table.querySelector('caption')).toBeNull()
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(table.querySelector('tfoot')?.textContent).toBe('Total1.50')
  })
})
