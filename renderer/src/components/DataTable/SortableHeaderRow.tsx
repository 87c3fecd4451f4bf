// Headers as a dnd-kit sortable list: drag one with the mouse or a finger, or focus it and press Space, move it
// with ← and →, drop it with Space (Escape puts it back). Screen readers hear what happens, in our words.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useCallback, useMemo, useRef, type JSX } from 'react'
import type { HeaderRowProps } from './header-row'
import { msg } from '@shared/text/messages'

/** A header moves along the row only. */
const alongTheRow: Modifier = ({ transform }) => ({ ...transform, y: 0 })

const INSTRUCTIONS = msg('tables.moveColumn.instructions')

function useAnnouncements({ columnIds, labelOf }: HeaderRowProps): Announcements {
  // dnd-kit reports the place a move starts from as its first "over": that would talk over the pick-up.
  const lastPlace = useRef<UniqueIdentifier | undefined>(undefined)
  return useMemo(() => {
    const name = (id: UniqueIdentifier) => labelOf(String(id))
    const place = (id: UniqueIdentifier | undefined) =>
      msg('tables.moveColumn.place', { index: columnIds.indexOf(String(id)) + 1, total: columnIds.length })
    return {
      onDragStart: ({ active }) => {
        lastPlace.current = active.id
        return msg('tables.moveColumn.pickedUp', { column: name(active.id), place: place(active.id) })
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastPlace.current) return undefined
        lastPlace.current = over.id
        return msg('tables.moveColumn.over', { column: name(active.id), place: place(over.id) })
      },
      onDragEnd: ({ active, over }) =>
        over
          ? msg('tables.moveColumn.dropped', { column: name(active.id), place: place(over.id) })
          : msg('tables.moveColumn.notMoved', { column: name(active.id) }),
      onDragCancel: ({ active }) =>
        msg('tables.moveColumn.cancelled', { column: name(active.id), place: place(active.id) }),
    }
  }, [columnIds, labelOf])
}

function SortableHeader({ id, index, renderCell }: { id: string; index: number } & Pick<HeaderRowProps, 'renderCell'>) {
  const { setNodeRef, setActivatorNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id,
    // Keeps the cell a column header for assistive technology; its description says how to move it.
    attributes: { role: 'columnheader', roleDescription: msg('tables.moveColumn.roleDescription') },
  })
  // The whole cell is the handle, so Space on its sort button or resize edge stays theirs.
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setNodeRef(node)
      setActivatorNodeRef(node)
    },
    [setNodeRef, setActivatorNodeRef],
  )
  return renderCell(id, index, {
    ref,
    style: { transform: CSS.Translate.toString(transform), transition },
    attributes: { ...attributes, ...listeners },
    dragging: isDragging,
  })
}

export function SortableHeaderRow(props: HeaderRowProps): JSX.Element {
  const { columnIds, onMove, renderCell } = props
  const sensors = useSensors(
    // A click on the sort button is not a drag: moving starts after a few pixels.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const announcements = useAnnouncements(props)
  const items = useMemo(() => [...columnIds], [columnIds])
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheRow]}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: INSTRUCTIONS },
        // Outside the header row, whose children must all be column headers.
        container: document.body,
      }}
      onDragEnd={({ active, over }) => {
        if (over && over.id !== active.id) onMove(String(active.id), String(over.id))
      }}
    >
      <SortableContext items={items} strategy={horizontalListSortingStrategy}>
        {columnIds.map((id, index) => (
          <SortableHeader key={id} id={id} index={index} renderCell={renderCell} />
        ))}
      </SortableContext>
    </DndContext>
  )
}
