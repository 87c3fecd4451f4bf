// One column header: sort button (with a marker saying whether the server or this page sorted), movable
// once its row is sortable (header-row.tsx), and a resize handle on its right edge (mouse, touch, or focus it
// and use the arrow keys).
import type { MouseEvent, TouchEvent } from 'react'
import type { ServerSort } from './DataTable'
import type { HeaderDrag } from './header-row'
import type { ColumnSpec, SortEntry } from './types'
import { msg } from '@shared/text/messages'

interface HeaderCellProps<R> {
  spec: ColumnSpec<R>
  label: string
  colIndex: number
  width: number
  sorting: readonly SortEntry[]
  serverSort: ServerSort | undefined
  /** Present once the row's drag to reorder is loaded. */
  drag?: HeaderDrag | undefined
  canResize: boolean
  onSort: (multi: boolean) => void
  onResizeStart: (event: MouseEvent | TouchEvent) => void
  onResizeReset: () => void
  /** Keyboard resize: widen (positive) or narrow (negative) by this many pixels. */
  onResizeBy: (delta: number) => void
}

export const MIN_COLUMN_WIDTH = 40
export const MAX_COLUMN_WIDTH = 1200
/** Arrow keys move a column edge by one step, Shift+arrow by five; Enter or Delete restores the default. */
const RESIZE_STEP = 10

export function HeaderCell<R>(props: HeaderCellProps<R>) {
  const { spec, label, sorting, serverSort, drag } = props
  const sortIndex = sorting.findIndex((s) => s.id === spec.id)
  const sortEntry = sorting[sortIndex]
  const canSort = serverSort
    ? serverSort.sortableIds.includes(spec.id)
    : spec.kind !== 'action' && spec.sortable !== false
  const ariaSort = sortEntry ? (sortEntry.desc ? 'descending' : 'ascending') : canSort ? 'none' : undefined
  return (
    <div
      role="columnheader"
      {...drag?.attributes}
      ref={drag?.ref}
      aria-colindex={props.colIndex + 1}
      aria-sort={ariaSort}
      className={`data-table__cell data-table__cell--head kind-${spec.kind}${drag?.dragging ? ' is-dragging' : ''}`}
      style={{ ...drag?.style, width: props.width }}
      title={spec.description ? `${label}: ${spec.description}` : label}
      data-column-id={spec.id}
    >
      {canSort ? (
        <button
          type="button"
          className="data-table__sort-button"
          onClick={(e) => props.onSort(e.shiftKey)}
          title={
            serverSort
              ? msg('tables.labels.sortServer', { header: spec.header })
              : msg('tables.labels.sortPage', { header: spec.header })
          }
        >
          <span className="data-table__head-label">{label}</span>
          {sortEntry && (
            <span className="sort-marker" aria-hidden="true">
              {sortEntry.desc ? '▼' : '▲'}
              {sorting.length > 1 ? sortIndex + 1 : ''}
              <span className="sort-marker__scope">
                {serverSort ? msg('labels.dataTable.server') : msg('labels.dataTable.page')}
              </span>
            </span>
          )}
        </button>
      ) : (
        <span className="data-table__head-label">{label}</span>
      )}
      {props.canResize && (
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={msg('labels.dataTable.resizeHeader', { header: spec.header })}
          aria-valuenow={props.width}
          aria-valuemin={MIN_COLUMN_WIDTH}
          aria-valuemax={MAX_COLUMN_WIDTH}
          tabIndex={0}
          className="data-table__resizer"
          onMouseDown={props.onResizeStart}
          // A drag that starts on the edge is a resize, not a move.
          onPointerDown={(e) => e.stopPropagation()}
          onTouchStart={props.onResizeStart}
          onDoubleClick={props.onResizeReset}
          onKeyDown={(e) => {
            const step = e.shiftKey ? RESIZE_STEP * 5 : RESIZE_STEP
            if (e.key === 'ArrowRight') props.onResizeBy(step)
            else if (e.key === 'ArrowLeft') props.onResizeBy(-step)
            else if (e.key === 'Enter' || e.key === 'Delete') props.onResizeReset()
            else return
            // The grid's own arrow keys move the active row; here they only move this edge.
            e.preventDefault()
            e.stopPropagation()
          }}
          onClick={(e) => e.stopPropagation()}
        />
      )}
    </div>
  )
}
