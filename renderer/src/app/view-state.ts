// Per-view UI state (filters, page, sort, panel open) that must survive switching tabs without keeping
// every hidden view mounted (and polling). A tiny external store keyed by profile and view.
import { useCallback, useSyncExternalStore } from 'react'

const values = new Map<string, unknown>()

/** Rows per page a paged view opens with. */
export const DEFAULT_PAGE_SIZE = 100

/** The key of one view's state in one profile's workspace. */
export function viewStateKey(profileId: string, viewId: string): string {
  return `${profileId}:${viewId}`
}

/** Whether a view has state kept from an earlier visit (else it opens with its defaults). */
export function hasViewState(key: string): boolean {
  return values.has(key)
}
const listeners = new Map<string, Set<() => void>>()

function subscribe(key: string, listener: () => void): () => void {
  let set = listeners.get(key)
  if (!set) {
    set = new Set()
    listeners.set(key, set)
  }
  set.add(listener)
  return () => set.delete(listener)
}

export function useViewState<T>(key: string, initial: () => T): [T, (next: T | ((prev: T) => T)) => void] {
  if (!values.has(key)) values.set(key, initial())
  const value = useSyncExternalStore(
    useCallback((l: () => void) => subscribe(key, l), [key]),
    () => values.get(key) as T,
  )
  const set = useCallback(
    (next: T | ((prev: T) => T)) => {
      const prev = values.get(key) as T
      const value = typeof next === 'function' ? (next as (p: T) => T)(prev) : next
      if (Object.is(value, prev)) return
      values.set(key, value)
      listeners.get(key)?.forEach((l) => l())
    },
    [key],
  )
  return [value, set]
}

/** Forget every view's state (on disconnect, so the next profile starts clean). */
export function clearViewState(): void {
  values.clear()
}
