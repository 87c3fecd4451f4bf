import { describe, expect, it } from 'vitest'
import { createSharedReads, pushedReadKey } from './shared-reads'

/** A read that answers when told to, counting how often it was started and whether its signal tripped. */
function controlledRead() {
  const started: AbortSignal[] = []
  const answers: ((value: string) => void)[] = []
  const run = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      started.push(signal)
      answers.push(resolve)
      signal.addEventListener('abort', () => reject(new Error('read cancelled')))
    })
  /** Answers the read started `at` (the first by default). */
  return { run, started, answer: (value: string, at = 0) => answers[at]?.(value) }
}

const client = {}
const key = pushedReadKey('orders.open', ['A', 'B'], {}, { A: 3, B: 7 })

describe('table reads shared while one is answered', () => {
  it('callers of the same accounts at the same versions get the one answer', async () => {
    const shared = createSharedReads<string>()
    const read = controlledRead()
    const first = shared.join(client, key, new AbortController().signal, read.run)
    const second = shared.join(client, key, new AbortController().signal, read.run)
    read.answer('rows at A3 B7')
    expect(await first).toBe('rows at A3 B7')
    expect(await second).toBe('rows at A3 B7')
    expect(read.started).toHaveLength(1)
  })

  it('a version risen, another connection, or a read already answered reads again', async () => {
    const shared = createSharedReads<string>()
    const read = controlledRead()
    const first = shared.join(client, key, new AbortController().signal, read.run)
    const newer = pushedReadKey('orders.open', ['A', 'B'], {}, { A: 3, B: 8 })
    const risen = shared.join(client, newer, new AbortController().signal, read.run)
    const elsewhere = shared.join({}, key, new AbortController().signal, read.run)
    expect(read.started).toHaveLength(3)
    read.answer('at A3 B7', 0)
    read.answer('at A3 B8', 1)
    read.answer('other connection', 2)
    expect([await first, await risen, await elsewhere]).toEqual(['at A3 B7', 'at A3 B8', 'other connection'])
    const later = controlledRead()
    const again = shared.join(client, key, new AbortController().signal, later.run)
    expect(later.started).toHaveLength(1)
    later.answer('read again')
    expect(await again).toBe('read again')
  })

  it('a caller leaving keeps the others their read; the read stops once all have left', async () => {
    const shared = createSharedReads<string>()
    const read = controlledRead()
    const leaving = new AbortController()
    const left = shared.join(client, key, leaving.signal, read.run)
    const staying = new AbortController()
    const stays = shared.join(client, key, staying.signal, read.run)
    leaving.abort()
    await expect(left).rejects.toMatchObject({ appError: { kind: 'cancelled' } })
    expect(read.started[0]?.aborted).toBe(false)
    staying.abort()
    await expect(stays).rejects.toMatchObject({ appError: { kind: 'cancelled' } })
    expect(read.started[0]?.aborted).toBe(true)
    // A caller after that starts a read of its own instead of joining the cancelled one.
    const next = controlledRead()
    const fresh = shared.join(client, key, new AbortController().signal, next.run)
    next.answer('fresh')
    expect(await fresh).toBe('fresh')
  })

  it('a read the watch does not vouch for is never shared', async () => {
    const shared = createSharedReads<string>()
    const read = controlledRead()
    const unvouched = pushedReadKey('orders.open', ['A'], {}, undefined)
    expect(unvouched).toBeUndefined()
    void shared.join(client, unvouched, new AbortController().signal, read.run)
    void shared.join(client, unvouched, new AbortController().signal, read.run)
    expect(read.started).toHaveLength(2)
  })
})
