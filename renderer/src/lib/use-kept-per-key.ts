// A component's values rebuilt on every render, kept per key (`keptPerKey`) from one render to the next. A memoised
// child given an unchanged key's value then sees an `Object.is`-equal prop and does not render again, with no
// comparator reading every prop of every child on every render.
import { useMemo, useState } from 'react'
import { keptPerKey } from './kept-per-key'

/**
 * `next`, with each key's value replaced by the one kept from the last render where the two are deeply equal. Compared
 * again only when `next` is a new map: a memoised one costs a render that changed none of its sources nothing.
 */
export function useKeptPerKey<T>(next: ReadonlyMap<string, T>): ReadonlyMap<string, T> {
  const [kept] = useState(() => keptPerKey<readonly [string, T]>())
  // Each entry is kept whole: its value is the kept one where it is equal, as the entry's key always is.
  return useMemo(() => new Map(kept.keep([...next], ([key]) => key)), [kept, next])
}
