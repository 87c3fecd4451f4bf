// Values rebuilt on every render, kept as the same objects where they say the same: React Query's structural
// sharing, per key. A memoised child given an unchanged key's value then sees an `Object.is`-equal prop and does
// not render again, with no comparator reading every prop of every child on every render.
import { replaceEqualDeep } from '@tanstack/react-query'
import { useState } from 'react'

/** `next`, with each key's value replaced by the one kept from the last render where the two are deeply equal. */
export function useKeptPerKey<T>(next: ReadonlyMap<string, T>): ReadonlyMap<string, T> {
  const [keep] = useState(() => {
    let kept: ReadonlyMap<string, T> = new Map()
    return (fresh: ReadonlyMap<string, T>) => {
      const shared = new Map<string, T>()
      for (const [key, value] of fresh) shared.set(key, replaceEqualDeep(kept.get(key), value))
      kept = shared
      return shared
    }
  })
  return keep(next)
}
