// The last ETag and parsed data per resource, so a refresh sends If-None-Match and a 304 hands back what we
// already have. The key names the resource, the account set and the query: DX ETags are account versions,
// so page 2 of transfers carries the same ETag as page 1 and must never be answered from page 1's cache.
import { LRUCache } from 'lru-cache'

export interface CachedRead {
  etag: string
  data: unknown
  /** Length of the answer's JSON text: what the parsed data weighs, give or take a constant factor. */
  chars: number
}

/**
 * Answer text the reads kept may add up to. A count alone let a day of unique reads (pages of 500 transfers, orders
 * looked up by id) fill the API client's heap; the reads worth keeping, the screen's pages and the watch's newest
 * ones, are a small part of it. A larger answer is not kept at all.
 */
export const MAX_CACHED_CHARS = 8_000_000

export class EtagStore {
  // Least recently used reads go first: the entries read most are the ones worth keeping.
  private readonly entries: LRUCache<string, CachedRead>

  constructor(maxEntries = 500, maxChars = MAX_CACHED_CHARS) {
    this.entries = new LRUCache({
      max: Math.max(1, maxEntries),
      maxSize: Math.max(1, maxChars),
      sizeCalculation: (read) => Math.max(1, read.chars),
    })
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

  /** Answer text held now, in characters (bounded by the store's budget). */
  get chars(): number {
    return this.entries.calculatedSize
  }

  clear(): void {
    this.entries.clear()
  }
}
