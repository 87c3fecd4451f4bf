// The latest retry of each read in flight, as main reports it ('request.retrying', sent to this window only):
// a read that the API client repeats after a transient failure says so in its view. Reads are found by their
// query's key, which knows the requestId of its current request.
import type { QueryKey } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { RequestRetrying } from '@shared/ipc/request-retrying'
import { dx, hasBridge } from './bridge'
import { queryHash } from './query-hash'

const retries = new Map<string, RequestRetrying>()
/** A query key's hash → the requestId of its request in flight. */
const requestOf = new Map<string, string>()
const listeners = new Set<() => void>()
let listening = false

function changed(): void {
  for (const listener of [...listeners]) listener()
}

function listen(): void {
  if (listening || !hasBridge()) return
  listening = true
  dx().on['request.retrying']((notice) => {
    // A notice for a request already ended (or never ours) is dropped.
    if (![...requestOf.values()].includes(notice.requestId)) return
    retries.set(notice.requestId, notice)
    changed()
  })
}

/** A read of this query's key started with this requestId (the previous one of the key is over). */
export function readStarted(key: QueryKey, requestId: string): void {
  listen()
  const hash = queryHash(key)
  const previous = requestOf.get(hash)
  if (previous !== undefined) retries.delete(previous)
  requestOf.set(hash, requestId)
  changed()
}

export function readEnded(key: QueryKey, requestId: string): void {
  const hash = queryHash(key)
  if (requestOf.get(hash) === requestId) requestOf.delete(hash)
  if (retries.delete(requestId)) changed()
}

function retryOf(key: QueryKey | undefined): RequestRetrying | undefined {
  // Asked on every render of every view: with no read being repeated (nearly always) there is nothing to look up.
  if (key === undefined || retries.size === 0) return undefined
  const requestId = requestOf.get(queryHash(key))
  return requestId === undefined ? undefined : retries.get(requestId)
}

/** The latest retry of the read of this query key now in flight, if it is being repeated. */
export function useReadRetry(key: QueryKey | undefined): RequestRetrying | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => retryOf(key),
  )
}

/** The latest retry of the first of these reads that is being repeated (a view made of several reads). */
export function useReadRetries(keys: readonly QueryKey[]): RequestRetrying | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => {
      for (const key of keys) {
        const retry = retryOf(key)
        if (retry) return retry
      }
      return undefined
    },
  )
}
