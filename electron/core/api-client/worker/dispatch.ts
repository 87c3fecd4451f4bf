// One call of the worker's protocol run against the client on the worker's own thread. The caller's options
// cross without their AbortSignal (a signal cannot be cloned); the worker puts its own in their place, which
// the main thread trips with an `abort` message. A read's answer leaves as JSON text of records the client has
// just parsed with the shared schemas, its record lists (where the method table declares them) in pieces beside
// it; its envelope is checked against the contract's bounds first. Likewise a listener for the call's retries
// cannot cross: the worker puts its own there, which tells the main thread.
import { toJsonAnswer } from '@shared/ipc/wire'
import type { DxClient } from '../client'
import { DxApiError } from '../errors'
import type { RetryNotice } from '@shared/ipc/request-retrying'
import {
  LedgerEnvelopeSchema,
  ReadEnvelopeSchema,
  WORKER_METHODS,
  type FromWorker,
  type ToWorker,
  type WorkerMethod,
} from './protocol'

type AnyCall = (...args: unknown[]) => Promise<unknown>

function target(client: DxClient, method: WorkerMethod): AnyCall {
  if (method === 'quotes') return client.marketData.quotes as AnyCall
  if (method === 'candles') return client.marketData.candles as AnyCall
  return client[method] as AnyCall
}

export async function handleCall(
  client: DxClient,
  message: Extract<ToWorker, { type: 'call' }>,
  signal: AbortSignal,
  onRetry?: (notice: RetryNotice) => void,
): Promise<FromWorker> {
  const args = [...message.args]
  const spec = WORKER_METHODS[message.method]
  const at: number = spec.optionsAt
  if (at >= 0) {
    while (args.length < at) args.push(undefined)
    const given = args[at]
    args[at] = {
      ...(typeof given === 'object' && given !== null ? given : {}),
      signal,
      ...(onRetry ? { onRetry } : {}),
    }
  }
  const result = await target(client, message.method)(...args)
  if (spec.answer === 'value') return { type: 'value', id: message.id, value: result }
  // The envelope schemas are plain objects: they read their own keys and leave the records to the client's parse.
  if (spec.answer === 'ledger') {
    const envelope = LedgerEnvelopeSchema.safeParse(result)
    if (!envelope.success) throw outsideContract()
    return { type: 'ledger', id: message.id, envelope: envelope.data, ...toJsonAnswer(result, spec.lists) }
  }
  const envelope = ReadEnvelopeSchema.safeParse(result)
  if (!envelope.success) throw outsideContract()
  return { type: 'read', id: message.id, envelope: envelope.data, ...toJsonAnswer(result, spec.lists) }
}

function outsideContract(): DxApiError {
  return new DxApiError({
    kind: 'internal',
    cause: 'internal',
    message: 'the answer’s envelope is outside the contract',
  })
}
