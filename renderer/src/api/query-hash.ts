// A read's key, hashed once. TanStack Query's hash sorts and serialises the whole key, and a key that names a couple
// of hundred accounts is hashed several times in each of its reads (the Refresh ask, the retry notices, the part to
// read): the same key object gives the same hash, so it is worked out the first time only.
import { hashKey, type QueryKey } from '@tanstack/react-query'

const hashes = new WeakMap<QueryKey, string>()

/** The query cache's hash of `key` (TanStack Query's own), kept per key object. */
export function queryHash(key: QueryKey): string {
  let hash = hashes.get(key)
  if (hash === undefined) {
    hash = hashKey(key)
    hashes.set(key, hash)
  }
  return hash
}
