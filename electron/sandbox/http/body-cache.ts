// Serialised answers of read-only queries. Turning thousands of order records into JSON costs far more than
// sending the bytes (a page of 100 orders is ~150 kB), and a desk re-reads the same page on every refresh.
// Keys must name everything an answer depends on — for account data, each account's version, which every
// change bumps (the same invariant every ETag of the sandbox relies on).
//
// An answer is kept from the second time its key is asked for: a query asked once (a page nobody had asked
// for, a filter being typed) is written into memory that is reused for the next answer as soon as this one
// has been sent, instead of into fresh memory that the cache would hold until 256 newer answers pushed it
// out. Fresh memory is what made such answers expensive: on the project's VM the first touch of a new page
// of memory costs more than writing the JSON into it (docs/performance.md, "Sandbox: cached and uncached pages").
import { LRUCache } from 'lru-cache'

export interface BodyCacheLimits {
  /** Answers kept; the least recently used is dropped first. */
  maxEntries: number
  /** Total bytes kept; a single answer larger than a quarter of it is never kept. */
  maxBytes: number
}

export const DEFAULT_BODY_CACHE_LIMITS: BodyCacheLimits = { maxEntries: 256, maxBytes: 64 * 1024 * 1024 }

/** Bytes written into a buffer that may have grown on the way: `buffer` holds them from 0 to `length`. */
export interface WrittenBytes {
  buffer: Buffer
  length: number
}

/** Writes an answer into `into`, or into a larger buffer when it does not fit. */
export type AnswerWriter = (into: Buffer) => WrittenBytes

export interface Answer {
  body: Buffer
  /**
   * Call once the body has been sent (the response's 'finish'): its memory is then reused. Undefined when the
   * body is kept by the cache. Never called, the memory is simply left to the garbage collector.
   */
  sent?: () => void
}

/** Keys remembered as asked once; older ones are forgotten first. */
const ASKED_KEYS = 4096
/** A reusable buffer's first size: a page of 100 orders fits. */
const SEND_BUFFER_BYTES = 256 * 1024
/** Reusable buffers kept idle (one per answer being sent at the same time), and the largest kept. */
const IDLE_SEND_BUFFERS = 8
const KEPT_SEND_BUFFER_BYTES = 8 * 1024 * 1024

export class BodyCache {
  private readonly entries: LRUCache<string, Buffer>
  private readonly asked = new LRUCache<string, true>({ max: ASKED_KEYS })
  private readonly idle: Buffer[] = []

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

  /** The kept answer, or one written now by `write` (kept when its key was asked for before and it fits). */
  answer(key: string, write: AnswerWriter): Answer {
    const hit = this.entries.get(key)
    if (hit) return { body: hit }
    const written = write(this.idle.pop() ?? Buffer.allocUnsafeSlow(SEND_BUFFER_BYTES))
    if (this.asked.has(key)) {
      this.asked.delete(key)
      const body = Buffer.allocUnsafeSlow(written.length)
      written.buffer.copy(body, 0, 0, written.length)
      this.reuse(written.buffer)
      this.entries.set(key, body)
      return { body }
    }
    this.asked.set(key, true)
    return { body: written.buffer.subarray(0, written.length), sent: () => this.reuse(written.buffer) }
  }

  private reuse(buffer: Buffer): void {
    if (this.idle.length < IDLE_SEND_BUFFERS && buffer.length <= KEPT_SEND_BUFFER_BYTES) this.idle.push(buffer)
  }
}
