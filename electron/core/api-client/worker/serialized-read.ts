// Answers of the API client's worker that cross the main thread as JSON text: their records were parsed with the
// shared schemas there, where they entered, and the whole answer is JSON text built from them (a long list in
// pieces beside it, shared/ipc/wire.ts). The main thread
// forwards that text to the renderer as it is (the IPC router recognises SerializedAnswer and skips its output
// check, which would only parse the same records again); records are parsed here only if main-process code
// itself looks at them.
import { parseJsonAnswer, type JsonAnswer } from '@shared/ipc/wire'
import type { ReadResult } from '../endpoints'
import type { LedgerRead } from '../ledger-walk'
import type { LedgerEnvelope, ReadEnvelope } from './protocol'

export abstract class SerializedAnswer {
  readonly #answer: JsonAnswer

  constructor(answer: JsonAnswer) {
    this.#answer = answer
  }

  /** The whole answer as the renderer receives it, as JSON text. */
  get answer(): JsonAnswer {
    return this.#answer
  }

  /** The answer's value, parsed here (only main-process code that looks at the records asks for it). */
  protected parsed(): unknown {
    return parseJsonAnswer(this.#answer)
  }
}

/** A read (`{ data, etag, notModified, fetchedAt, unreadable }`); its envelope crossed checked beside the text. */
export class SerializedRead<T> extends SerializedAnswer implements ReadResult<T> {
  readonly notModified: boolean
  readonly fetchedAt: number
  readonly etag?: string
  readonly unreadable?: ReadEnvelope['unreadable']
  #data: { value: T } | undefined

  constructor(envelope: ReadEnvelope, answer: JsonAnswer) {
    super(answer)
    this.notModified = envelope.notModified
    this.fetchedAt = envelope.fetchedAt
    if (envelope.etag !== undefined) this.etag = envelope.etag
    if (envelope.unreadable !== undefined) this.unreadable = envelope.unreadable
  }

  /** The records, parsed on first use (main-process readers: the watch, users/me). */
  get data(): T {
    this.#data ??= { value: (this.parsed() as { data: T }).data }
    return this.#data.value
  }
}

/** An account's ledger walked in the worker; main only forwards it (its records parse on first use, if ever). */
export class SerializedLedger extends SerializedAnswer implements LedgerRead {
  readonly fetchedAt: number
  readonly complete: boolean
  readonly unreadable?: LedgerEnvelope['unreadable']
  readonly unreadableOrders?: LedgerEnvelope['unreadableOrders']
  #records: Pick<LedgerRead, 'transfers' | 'orders'> | undefined

  constructor(envelope: LedgerEnvelope, answer: JsonAnswer) {
    super(answer)
    this.fetchedAt = envelope.fetchedAt
    this.complete = envelope.complete
    if (envelope.unreadable !== undefined) this.unreadable = envelope.unreadable
    if (envelope.unreadableOrders !== undefined) this.unreadableOrders = envelope.unreadableOrders
  }

  get transfers(): LedgerRead['transfers'] {
    return this.records().transfers
  }

  get orders(): LedgerRead['orders'] {
    return this.records().orders
  }

  private records(): Pick<LedgerRead, 'transfers' | 'orders'> {
    this.#records ??= this.parsed() as Pick<LedgerRead, 'transfers' | 'orders'>
    return this.#records
  }
}
