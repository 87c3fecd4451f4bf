// Values rebuilt from scratch (a read parsed again, rows joined with quotes, a row's facts gathered on each
// render) kept as the same objects where they say the same, matched by key rather than by position: React Query's
// structural sharing, per key. Whatever is memoised on a kept value (a table row, a summary row) is then not
// computed or drawn again, and nothing has to compare every prop of every child to find that out.
import { replaceEqualDeep } from '@tanstack/react-query'

export interface KeptPerKey<T> {
  /**
   * Each value, replaced by the one the last call kept under the same key where the two are deeply equal (and,
   * where they differ, sharing their equal parts); what this call hands back is what the next compares with.
   */
  keep<V extends T>(values: readonly V[], keyOf: (value: V) => string): V[]
  /** Forgets what was kept: the next call keeps nothing. */
  forget(): void
}

export function keptPerKey<T>(): KeptPerKey<T> {
  let kept = new Map<string, T>()
  return {
    keep<V extends T>(values: readonly V[], keyOf: (value: V) => string): V[] {
      const next = new Map<string, T>()
      const out = values.map((value) => {
        const key = keyOf(value)
        const shared = replaceEqualDeep(kept.get(key) as V | undefined, value)
        next.set(key, shared)
        return shared
      })
      kept = next
      return out
    },
    forget() {
      kept = new Map()
    },
  }
}
