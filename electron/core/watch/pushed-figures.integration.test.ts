// Pushed figures reach the window only when they change. Against the real Demo sandbox over real sockets: the
// server pushes every watched account again on its interval, mostly with the same figures; the window hears an
// account's figures once when they change and not again while they stay the same, and what it heard equals the
// server's own figures.
import { afterEach, describe, expect, it } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import type { EventPayload } from '@shared/ipc/contract'
import { eventually } from '@test-support/eventually'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import type { PushEvent } from '../api-client/push/events'

const A = 'default:1001'
const B = 'default:1002'

let h: ServicesHarness
let sent: Array<EventPayload<'metrics.changed'>>
/** The metrics pushes as the watch takes them from the client (what the server pushed, told apart). */
let pushes: Array<Extract<PushEvent, { kind: 'metrics' }>>

afterEach(async () => {
  await h.close()
})

/** Pushed figures arrive on the sandbox's metrics timer, a few of them in a row. */
const WITHIN = { timeoutMs: 10_000 }

const sentFor = (account: string) => sent.flatMap((e) => e.metrics.filter((m) => m.account === account))
/** Pushes since `from` that named `account` as pushed again with the same figures. */
const pushedAgain = (account: string, from: number) =>
  pushes.slice(from).filter((p) => p.unchanged.includes(account)).length

async function watching(): Promise<void> {
  h = await createServicesHarness({ sandbox: { push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } } })
  sent = []
  pushes = []
  h.services.on('metrics.changed', (e) => sent.push(e))
  await h.value('session.connect', { profileId: 'demo-trader' })
  await h.services.sessions.run(async (client) => {
    client.push.subscribe((event) => {
      if (event.kind === 'metrics') pushes.push(event)
    })
  })
  await h.value('watch.set', { accounts: [A, B], visibility: 'foreground' })
  await eventually(() => sentFor(A).length > 0 && sentFor(B).length > 0, 'the first figures of both accounts', WITHIN)
}

describe('pushed figures, told only when they change', () => {
  it('an account pushed again with the same figures is not sent to the window again', async () => {
    await watching()
    const before = sent.length
    const from = pushes.length
    h.sandbox().control.push.metricsEvery(50)
    await eventually(
      () => pushedAgain(A, from) >= 3 && pushedAgain(B, from) >= 3,
      'three pushes of the same figures',
      WITHIN,
    )

    expect(sent.slice(before)).toEqual([])
  })

  it('a changed account is sent once, alone, with the figures the server reads', async () => {
    await watching()
    h.sandbox().control.push.metricsEvery(50)
    const before = sent.length
    const equityBefore = sentFor(A).at(-1)?.equity
    h.sandbox().control.transfer(A, { type: 'DEPOSIT', value: 250 })
    await eventually(() => sentFor(A).at(-1)?.equity !== equityBefore, 'the deposit in the pushed figures', WITHIN)
    const from = pushes.length
    await eventually(() => pushedAgain(A, from) >= 3, 'three more pushes of the same figures', WITHIN)

    const told = sent.slice(before).flatMap((e) => e.metrics)
    expect(told.map((m) => m.account)).toEqual([A])
    const read = await h.value<{ data: AccountMetrics[] }>('metrics.list', {
      accounts: [A],
      params: { 'include-positions': true },
    })
    expect(told[0]).toEqual(read.data[0])
  })
})
