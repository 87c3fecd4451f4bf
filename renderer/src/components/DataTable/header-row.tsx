// The grid's header row. Drag to reorder (mouse, touch and keyboard) comes from dnd-kit, 15 kB gzip that the
// first grid does not need to paint: the headers render plainly and become movable when that chunk is here.
import { Fragment, type CSSProperties, type HTMLAttributes, type JSX, type ReactNode, type Ref } from 'react'
import { lazyComponent } from '../../app/lazy-component'
import { msg } from '@shared/text/messages'

/** What makes one header cell movable: its element, its offset while it moves, and its events. */
export interface HeaderDrag {
  ref: Ref<HTMLDivElement>
  style: CSSProperties
  attributes: HTMLAttributes<HTMLDivElement>
  dragging: boolean
}

export interface HeaderRowProps {
  /** Visible columns, in order. */
  columnIds: readonly string[]
  /** The header's name for announcements ("Open price"). */
  labelOf: (columnId: string) => string
  /** Put `dragged` where `target` is (the columns between shift by one). */
  onMove: (dragged: string, target: string) => void
  renderCell: (columnId: string, index: number, drag?: HeaderDrag) => ReactNode
}

function PlainHeaderRow({ columnIds, renderCell }: HeaderRowProps): JSX.Element {
  return (
    <>
      {columnIds.map((id, index) => (
        <Fragment key={id}>{renderCell(id, index)}</Fragment>
      ))}
    </>
  )
}

export const HeaderRow = lazyComponent(() => import('./SortableHeaderRow').then((m) => m.SortableHeaderRow), {
  what: msg('shell.parts.columnReordering'),
  fallback: PlainHeaderRow,
})
