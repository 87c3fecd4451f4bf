// The grid's keyboard model: one active row, kept by id so it survives refreshes and re-sorts; arrows, Page
// Up/Down, Home and End move it, Enter runs the row's action, Ctrl+C copies it; focus makes the first row active.
// The row's own actions answer their hotkeys (Delete, Alt+Enter…), Shift+F10 or the menu key opens their menu,
// and Tab goes to the active row's buttons (Shift+Tab from the first of them comes back to the grid).
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { exportCellText } from './cells'
import type { DisplayItem } from './display-rows'
import { actionForKey, type RowAction } from './row-actions'
import type { ColumnSpec, FormatContext } from './types'
import { ROW_HEIGHT, type RowVirtualizer } from './virtual-rows'

export interface RowNavigationOptions<R> {
  items: readonly DisplayItem<R>[]
  virtualizer: RowVirtualizer
  scrollRef: RefObject<HTMLDivElement | null>
  /** The columns shown, in order: what Ctrl+C copies. */
  visibleSpecs: readonly ColumnSpec<R>[]
  ctx: FormatContext
  onRowActivate?: ((row: R) => void) | undefined
  rowActions?: ((row: R) => readonly RowAction[]) | undefined
  /** Opens the active row's menu under it. */
  onOpenMenu?: ((id: string) => void) | undefined
  /** The DOM element of a painted data row. */
  rowElement: (id: string) => HTMLElement | null
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex="0"]'

export function useRowNavigation<R>({
  items,
  virtualizer,
  scrollRef,
  visibleSpecs,
  ctx,
  onRowActivate,
  rowActions,
  onOpenMenu,
  rowElement,
}: RowNavigationOptions<R>) {
  const [activeId, setActiveId] = useState<string | null>(null)
  // One callback for every row (they are memoised) that opens a row with the caller's latest handler.
  const activateRef = useRef(onRowActivate)
  useEffect(() => {
    activateRef.current = onRowActivate
  }, [onRowActivate])
  const activateRow = useCallback((row: R) => activateRef.current?.(row), [])
  const activeIndex = useMemo(() => {
    if (activeId === null) return -1
    return items.findIndex((it) => it.type === 'row' && it.id === activeId)
  }, [items, activeId])

  const moveActive = useCallback(
    (delta: number | 'first' | 'last') => {
      const rowIndexes = items.flatMap((it, i) => (it.type === 'row' ? [i] : []))
      if (rowIndexes.length === 0) return
      const current = rowIndexes.indexOf(activeIndex)
      let next: number
      if (delta === 'first') next = 0
      else if (delta === 'last') next = rowIndexes.length - 1
      else if (current < 0) next = delta > 0 ? 0 : rowIndexes.length - 1
      else next = Math.min(rowIndexes.length - 1, Math.max(0, current + delta))
      const itemIndex = rowIndexes[next]
      if (itemIndex === undefined) return
      const item = items[itemIndex]
      if (item?.type === 'row') setActiveId(item.id)
      virtualizer.scrollToIndex(itemIndex, { align: 'auto' })
    },
    [items, activeIndex, virtualizer],
  )

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) {
      onKeyInRow(e)
      return
    }
    const active = items[activeIndex]
    if (active?.type === 'row') {
      if (e.key === 'Tab' && !e.shiftKey) {
        const first = rowElement(active.id)?.querySelector<HTMLElement>(FOCUSABLE)
        if (first) {
          e.preventDefault()
          first.focus()
        }
        return
      }
      if (onOpenMenu && (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10'))) {
        e.preventDefault()
        onOpenMenu(active.id)
        return
      }
      const action = rowActions && actionForKey(rowActions(active.row), e)
      if (action) {
        e.preventDefault()
        action.run()
        return
      }
    }
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 240) / ROW_HEIGHT) - 2)
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveActive(1),
      ArrowUp: () => moveActive(-1),
      PageDown: () => moveActive(page),
      PageUp: () => moveActive(-page),
      Home: () => moveActive('first'),
      End: () => moveActive('last'),
      Enter: () => {
        const item = items[activeIndex]
        if (item?.type === 'row') onRowActivate?.(item.row)
      },
    }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'c') {
      const item = items[activeIndex]
      if (item?.type !== 'row') return
      // Copy the active row as tab-separated text (what spreadsheets paste as cells), with full values.
      const line = visibleSpecs.filter((c) => !c.noExport).map((c) => exportCellText(c, item.row, ctx))
      void navigator.clipboard?.writeText(line.join('\t')).catch(() => undefined)
      e.preventDefault()
      return
    }
    const action = keys[e.key]
    if (action) {
      e.preventDefault()
      action()
    }
  }

  // Inside a data row (not the header row, whose keys move columns): Shift+Tab from its first control and
  // Escape go back to the grid.
  const onKeyInRow = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement
    const row = target.closest<HTMLElement>('[role="row"][data-row-id]')
    if (!row || !e.currentTarget.contains(row)) return
    const first = row.querySelector<HTMLElement>(FOCUSABLE)
    if ((e.key === 'Tab' && e.shiftKey && target === first) || e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      e.currentTarget.focus()
    }
  }

  const onFocus = () => {
    if (activeId !== null) return
    const first = items.find((it) => it.type === 'row')
    if (first) setActiveId(first.id)
  }

  return {
    activeId,
    setActiveId,
    activeItem: activeIndex >= 0 ? items[activeIndex] : undefined,
    activateRow,
    onKeyDown,
    onFocus,
  }
}
