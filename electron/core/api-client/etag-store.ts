// The last ETag and parsed data per resource, so a refresh sends If-None-Match and a 304 hands back what we
// already have. The key names the resource, the account set and the query: DX ETags are account versions,
// so page 2 of transfers carries the same ETag as page 1 and must never be answered from page 1's cache.
import { LRUCache } from 'lru-cache'

export interface CachedRead {
  etag: string
  data: unknown
}

export class EtagStore {
  // Least recently used reads go first: the entries read most are the ones worth keeping.
  private readonly entries: LRUCache<string, CachedRead>

  constructor(maxEntries = 500) {
    this.entries = new LRUCache({ max: Math.max(1, maxEntries) })
  }

  /**
   * `orders.open|default:1001`, `transfers|default:1001,default:1002|limit=50&start-from=50`. Accounts are a
   * set (sorted): DX's multi-account ETag is computed over the sorted account=version pairs.
   */
  static key(resource: string, scope: readonly string[], query = ''): string {
    const set = [...new Set(scope)].sort().join(',')
    return query ? `${resource}|${set}|${query}` : `${resource}|${set}`
  }

  get(key: string): CachedRead | undefined {
    return this.entries.get(key)
  }

  set(key: string, value: CachedRead): void {
    this.entries.set(key, value)
  }

  get size(): number {
    return this.entries.size
  }

  clear(): void {
    this.entries.clear()
  }
}
