// One column header: sort button (with a marker saying whether the server or this page sorted), HTML5 drag
// to reorder, and a resize handle on its right edge (mouse, touch, or focus it and use the arrow keys).
import { useRef, type MouseEvent, type TouchEvent } from 'react'
import type { ServerSort } from './DataTable'
import type { ColumnSpec, SortEntry } from './types'

const DRAG_TYPE = 'text/x-dx-column'

interface HeaderCellProps<R> {
  spec: ColumnSpec<R>
  label: string
  colIndex: number
  width: number
  sorting: readonly SortEntry[]
  serverSort: ServerSort | undefined
  dragging: boolean
  canResize: boolean
  onSort: (multi: boolean) => void
  onDragState: (columnId: string | null) => void
  onDropColumn: (draggedId: string) => void
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
  const { spec, label, sorting, serverSort } = props
  // A drag that starts on the resize handle is a resize, not a move.
  const resizing = useRef(false)
  const sortIndex = sorting.findIndex((s) => s.id === spec.id)
  const sortEntry = sorting[sortIndex]
  const canSort = serverSort
    ? serverSort.sortableIds.includes(spec.id)
    : spec.kind !== 'action' && spec.sortable !== false
  const ariaSort = sortEntry ? (sortEntry.desc ? 'descending' : 'ascending') : canSort ? 'none' : undefined
  return (
    <div
      role="columnheader"
      aria-colindex={props.colIndex + 1}
      aria-sort={ariaSort}
      className={`data-table__cell data-table__cell--head kind-${spec.kind}${props.dragging ? ' is-dragging' : ''}`}
      style={{ width: props.width }}
      title={spec.description ? `${label}: ${spec.description}` : label}
      draggable
      data-column-id={spec.id}
      onDragStart={(e) => {
        if (resizing.current) {
          e.preventDefault()
          return
        }
        e.dataTransfer.setData(DRAG_TYPE, spec.id)
        e.dataTransfer.effectAllowed = 'move'
        props.onDragState(spec.id)
      }}
      onDragEnd={() => props.onDragState(null)}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault()
      }}
      onDrop={(e) => {
        e.preventDefault()
        const dragged = e.dataTransfer.getData(DRAG_TYPE)
        if (dragged) props.onDropColumn(dragged)
        props.onDragState(null)
      }}
    >
      {canSort ? (
        <button
          type="button"
          className="data-table__sort-button"
          onClick={(e) => props.onSort(e.shiftKey)}
          title={
            serverSort
              ? `Sort by ${spec.header} on the server (all pages); Shift+click adds a second key`
              : `Sort the rows on this page by ${spec.header}; Shift+click adds a second key`
          }
        >
          <span className="data-table__head-label">{label}</span>
          {sortEntry && (
            <span className="sort-marker" aria-hidden="true">
              {sortEntry.desc ? '▼' : '▲'}
              {sorting.length > 1 ? sortIndex + 1 : ''}
              <span className="sort-marker__scope">{serverSort ? 'server' : 'page'}</span>
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
          aria-label={`Resize ${spec.header}`}
          aria-valuenow={props.width}
          aria-valuemin={MIN_COLUMN_WIDTH}
          aria-valuemax={MAX_COLUMN_WIDTH}
          tabIndex={0}
          className="data-table__resizer"
          onMouseDown={(e) => {
            resizing.current = true
            document.addEventListener('mouseup', () => (resizing.current = false), { once: true })
            props.onResizeStart(e)
          }}
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
