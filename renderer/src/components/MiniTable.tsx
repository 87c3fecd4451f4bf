// A small static table (a chart's numbers, a statement, a trade's records): every row painted, no sorting, paging or keyboard
// model, on the same column specs as the grids (DataTable), so a cell reads as the grid's would: the column's
// render() or text(), its cellClass, and numbers set right with tabular digits (.mini-table .num).
import type { ReactNode } from 'react'
import { cellText } from './DataTable/cells'
import { useFormatContext } from './DataTable/format-context'
import type { ColumnSpec } from './DataTable/types'

/** The class that sets a number right, with tabular digits. */
const NUMBER_CELL = 'num'

export interface MiniTableProps<R> {
  columns: readonly ColumnSpec<R>[]
  rows: readonly R[]
  rowKey: (row: R) => string
  /** Absent where a heading above the table already names it. */
  caption?: ReactNode
  className?: string | undefined
  testId?: string | undefined
  /** The column whose cell names its row: a row header (th scope="row") instead of a data cell. */
  rowHeader?: string | undefined
  rowClass?: ((row: R) => string | undefined) | undefined
  /** A test id on one cell (a figure a test reads on its own). */
  cellTestId?: ((row: R, columnId: string) => string | undefined) | undefined
  /** Rows under the records (a totals row), in the table's foot. */
  foot?: ReactNode
}

export function MiniTable<R>(props: MiniTableProps<R>) {
  const { columns, rows, rowKey, rowHeader, rowClass, cellTestId } = props
  const ctx = useFormatContext()
  return (
    <table className={`mini-table${props.className ? ` ${props.className}` : ''}`} data-testid={props.testId}>
      {props.caption !== undefined && <caption>{props.caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.id} scope="col" className={c.kind === 'number' ? NUMBER_CELL : undefined}>
              {/* Buttons explain themselves on screen; their column is named for screen readers only. */}
              {c.kind === 'action' ? <span className="sr-only">{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClass?.(row)}>
            {columns.map((c) => {
              const content = c.render ? c.render(row, ctx) : cellText(c, row, ctx)
              if (c.id === rowHeader)
                return (
                  <th key={c.id} scope="row">
                    {content}
                  </th>
                )
              const classes = [c.kind === 'number' ? NUMBER_CELL : undefined, c.cellClass?.(row)].filter(Boolean)
              return (
                <td
                  key={c.id}
                  className={classes.length > 0 ? classes.join(' ') : undefined}
                  data-testid={cellTestId?.(row, c.id)}
                >
                  {content}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
      {props.foot && <tfoot>{props.foot}</tfoot>}
    </table>
  )
}
