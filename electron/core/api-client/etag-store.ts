// The last ETag and parsed data per resource, so a refresh sends If-None-Match and a 304 hands back what we
// already have. The key names the resource, the account set and the query: DX ETags are account versions,
// so page 2 of transfers carries the same ETag as page 1 and must never be answered from page 1's cache.
// Separately, the latest open-orders ETag per account: what a modify sends as If-Match.

export interface CachedRead {
  etag: string
  data: unknown
}

export class EtagStore {
  private readonly entries = new Map<string, CachedRead>()
  private readonly openOrders = new Map<string, string>()

  constructor(private readonly maxEntries = 500) {}

  /**
   * `orders.open|default:1001`, `transfers|default:1001,default:1002|limit=50&start-from=50`. Accounts are a
   * set (sorted): DX's multi-account ETag is computed over the sorted account=version pairs.
   */
  static key(resource: string, scope: readonly string[], query = ''): string {
    const set = [...new Set(scope)].sort().join(',')
    return query ? `${resource}|${set}|${query}` : `${resource}|${set}`
  }

  get(key: string): CachedRead | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      // Refresh recency: the entries read most are the ones worth keeping.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(key: string, value: CachedRead): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  get size(): number {
    return this.entries.size
  }

  /** Records the account's current open-orders ETag (from a read of its open orders or a modify answer). */
  noteOpenOrdersEtag(account: string, etag: string): void {
    this.openOrders.set(account, etag)
  }

  openOrdersEtag(account: string): string | undefined {
    return this.openOrders.get(account)
  }

  clear(): void {
    this.entries.clear()
    this.openOrders.clear()
  }
}
