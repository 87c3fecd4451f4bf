// TanStack Virtual paints only the rows in view (a 10,000-row page stays smooth).
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, type RefObject } from 'react'
import type { DisplayItem } from './display-rows'

export const ROW_HEIGHT = 24
const SUBTOTAL_LINE = 17

/** Subtotal rows grow to show one line per unit (currency, instrument); every other row is one line. */
function itemHeight<R>(item: DisplayItem<R> | undefined): number {
  if (item?.type !== 'subtotal') return ROW_HEIGHT
  const lines = Math.max(1, ...Object.values(item.totals).map((t) => t.parts.length))
  return Math.max(ROW_HEIGHT, lines * SUBTOTAL_LINE + 7)
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
