// The worker splits the record lists its method table declares, wherever they sit and however long the answer's
// other lists are: the list that reaches the renderer in pieces is the method's own, never a guess by length.
import { describe, expect, it } from 'vitest'
import { parseJsonAnswer } from '@shared/ipc/wire'
import type { DxClient } from '../client'
import { handleCall } from './dispatch'
import { WORKER_METHODS, type WorkerMethod } from './protocol'

const records = (n: number, kind: string) =>
  Array.from({ length: n }, (_, i) => ({ id: i, kind, note: 'x'.repeat(60) }))

function clientAnswering(method: WorkerMethod, answer: unknown): DxClient {
  return { [method]: async () => answer } as unknown as DxClient
}

async function call(method: WorkerMethod, answer: unknown) {
  const message = { type: 'call' as const, id: 1, client: 0, method, args: [] }
  const reply = await handleCall(clientAnswering(method, answer), message, new AbortController().signal)
  if (reply.type !== 'read' && reply.type !== 'ledger') throw new Error(`expected a read, got ${reply.type}`)
  return reply
}

const envelope = { notModified: false, fetchedAt: 1 }

describe('the lists a worker answer splits', () => {
  it('history splits data.orders even when another list in its data is longer', async () => {
    const read = { ...envelope, data: { orders: records(1_000, 'order'), other: records(3_000, 'other') } }
    const reply = await call('history', read)
    expect(WORKER_METHODS.history.lists).toEqual([['data', 'orders']])
    expect(reply.lists?.map((l) => l.at)).toEqual([['data', 'orders']])
    expect(JSON.parse(reply.json)).toMatchObject({ data: { orders: [], other: { length: 3_000 } } })
    expect(parseJsonAnswer(reply)).toEqual(read)
  })

  it('a read whose data is the list splits data', async () => {
    const read = { ...envelope, data: records(2_000, 'position') }
    const reply = await call('positions', read)
    expect(reply.lists?.map((l) => l.at)).toEqual([['data']])
    expect(parseJsonAnswer(reply)).toEqual(read)
  })

  it('a ledger splits both its transfers and its orders, not only the longer', async () => {
    const ledger = {
      fetchedAt: 1,
      complete: true,
      transfers: records(1_000, 'transfer'),
      orders: records(3_000, 'order'),
    }
    const reply = await call('ledger', ledger)
    expect(reply.lists?.map((l) => l.at)).toEqual([['transfers'], ['orders']])
    expect(JSON.parse(reply.json)).toMatchObject({ transfers: [], orders: [] })
    expect(parseJsonAnswer(reply)).toEqual(ledger)
  })
})
