// Serialised answers of read-only queries. Turning thousands of order records into wire objects and JSON
// costs far more than sending the bytes (a page of 100 orders is ~150 kB), and a desk re-reads the same page
// on every refresh. Keys must name everything an answer depends on — for account data, each account's
// version, which every change bumps (the same invariant every ETag of the sandbox relies on).
import { LRUCache } from 'lru-cache'

export interface BodyCacheLimits {
  /** Answers kept; the least recently used is dropped first. */
  maxEntries: number
  /** Total bytes kept; a single answer larger than a quarter of it is never kept. */
  maxBytes: number
}

export const DEFAULT_BODY_CACHE_LIMITS: BodyCacheLimits = { maxEntries: 256, maxBytes: 64 * 1024 * 1024 }

export class BodyCache {
  private readonly entries: LRUCache<string, Buffer>

  constructor(limits: BodyCacheLimits = DEFAULT_BODY_CACHE_LIMITS) {
    this.entries = new LRUCache<string, Buffer>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      maxEntrySize: limits.maxBytes / 4,
      sizeCalculation: (body) => Math.max(1, body.length),
    })
  }

  get size(): number {
    return this.entries.size
  }

  get totalBytes(): number {
    return this.entries.calculatedSize
  }

  /** The cached answer, or one made now by `make` (the JSON bytes; kept when it fits). */
  answer(key: string, make: () => Buffer): Buffer {
    const hit = this.entries.get(key)
    if (hit) return hit
    const body = make()
    this.entries.set(key, body)
    return body
  }
}
