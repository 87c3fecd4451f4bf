// Brings an asked-for row (an activity entry was clicked) into view and makes it active, once per token.
import { useLayoutEffect, useRef } from 'react'
import type { DisplayItem } from './display-rows'
import type { RowVirtualizer } from './virtual-rows'

export interface Reveal<R> {
  token: number
  match: (row: R) => boolean
}

export function useReveal<R>(
  reveal: Reveal<R> | undefined,
  items: readonly DisplayItem<R>[],
  virtualizer: RowVirtualizer,
  setActiveId: (id: string) => void,
): void {
  const revealed = useRef(0)
  // Before the paint: the asked-for row is painted in view and active in the same frame (no jump from the old
  // position), and a key pressed straight after moves from it.
  useLayoutEffect(() => {
    if (!reveal || revealed.current === reveal.token) return
    const index = items.findIndex((it) => it.type === 'row' && reveal.match(it.row))
    const item = items[index]
    if (item?.type !== 'row') return
    revealed.current = reveal.token
    setActiveId(item.id)
    virtualizer.scrollToIndex(index, { align: 'center' })
  }, [reveal, items, virtualizer, setActiveId])
}
