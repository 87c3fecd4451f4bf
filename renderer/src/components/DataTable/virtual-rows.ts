// TanStack Virtual paints only the rows in view (a 10,000-row page stays smooth).
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, type RefObject } from 'react'
import type { DisplayItem } from './display-rows'

export const ROW_HEIGHT = 24

/** Every row is one line: a subtotal writes its units side by side (DisplayRow). */
function itemHeight<R>(_item: DisplayItem<R> | undefined): number {
  return ROW_HEIGHT
}

export function useRowVirtualizer<R>(items: readonly DisplayItem<R>[], scrollRef: RefObject<HTMLDivElement | null>) {
  // Stable per items: a new getItemKey makes the virtualizer re-measure every item, which on every scroll
  // frame of a 100,000-row page would cost more than painting the rows in view.
  const estimateSize = useCallback((index: number) => itemHeight(items[index]), [items])
  const getItemKey = useCallback((index: number) => items[index]?.id ?? index, [items])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is used as documented.
  return useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 12,
  })
}

export type RowVirtualizer = ReturnType<typeof useRowVirtualizer>
