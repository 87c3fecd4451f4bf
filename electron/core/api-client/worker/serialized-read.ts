// A read answered by the API client's worker: its records were parsed with the shared schemas there, where they
// entered, and the whole answer is JSON text built from them. The main thread forwards that text to the
// renderer as it is (the IPC router recognises this class and skips its output check, which would only parse the
// same records again); `data` is parsed here only if main-process code itself looks at the records.
import type { ReadResult } from '../endpoints'
import type { ReadEnvelope } from './protocol'

export class SerializedRead<T> implements ReadResult<T> {
  readonly notModified: boolean
  readonly fetchedAt: number
  readonly etag?: string
  readonly unreadable?: ReadEnvelope['unreadable']
  readonly #json: string
  #data: { value: T } | undefined

  constructor(envelope: ReadEnvelope, json: string) {
    this.notModified = envelope.notModified
    this.fetchedAt = envelope.fetchedAt
    if (envelope.etag !== undefined) this.etag = envelope.etag
    if (envelope.unreadable !== undefined) this.unreadable = envelope.unreadable
    this.#json = json
  }

  /** The records, parsed on first use (main-process readers: the watch, the audit's last read, users/me). */
  get data(): T {
    this.#data ??= { value: (JSON.parse(this.#json) as { data: T }).data }
    return this.#data.value
  }

  /** The whole read as the renderer receives it, as JSON text. */
  get json(): string {
    return this.#json
  }
}
