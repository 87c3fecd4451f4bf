// The grid's header cells: sort, resize and move. Memoised on what they show (the columns, their widths and names,
// the sort), so a table's every answer — a fill on one of 200 accounts — does not draw every header again.
import { memo, type ReactElement } from 'react'
import type { RowData } from '@tanstack/react-table'
import { HeaderCell, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './HeaderCell'
import { HeaderRow } from './header-row'
import type { ServerSort } from './props'
import type { TableModel } from './useTableModel'

type TableHeadProps<R extends RowData> = Pick<
  TableModel<R>,
  | 'headers'
  | 'headerIds'
  | 'headerLabel'
  | 'moveColumn'
  | 'specById'
  | 'sizes'
  | 'activeSorting'
  | 'toggleSort'
  | 'onSizingChange'
> & { serverSort: ServerSort | undefined }

function TableHeadView<R extends RowData>(props: TableHeadProps<R>) {
  const { headers, specById, headerLabel } = props
  return (
    <HeaderRow
      columnIds={props.headerIds}
      labelOf={headerLabel}
      onMove={props.moveColumn}
      renderCell={(columnId, colIndex, drag) => {
        const header = headers.find((h) => h.column.id === columnId)
        const spec = specById.get(columnId)
        if (!header || !spec) return null
        return (
          <HeaderCell
            spec={spec}
            label={headerLabel(columnId)}
            colIndex={colIndex}
            width={props.sizes[colIndex] ?? header.getSize()}
            sorting={props.activeSorting}
            serverSort={props.serverSort}
            drag={drag}
            canResize={header.column.getCanResize()}
            onSort={(multi) => props.toggleSort(spec.id, multi)}
            onResizeStart={header.getResizeHandler()}
            onResizeReset={() => header.column.resetSize()}
            onResizeBy={(delta) =>
              props.onSizingChange((sizes) => ({
                ...sizes,
                [header.column.id]: Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, header.getSize() + delta)),
              }))
            }
          />
        )
      }}
    />
  )
}

export const TableHead = memo(TableHeadView) as <R extends RowData>(props: TableHeadProps<R>) => ReactElement
