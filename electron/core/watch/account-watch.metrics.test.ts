// Pushed figures under load: when main takes many pushes at once (its thread was busy or not scheduled while the
// worker kept sending), the window gets each account's newest figures once per frame, and the risk alerts still
// get every figure as it arrived.
import { afterEach, describe, expect, it } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import type { EventPayload } from '@shared/ipc/contract'
import type { DxClient } from '../api-client'
import type { PushEvent } from '../api-client/push/events'
import { silentLogger } from '../logging/app-logger'
import type { SessionManager } from '../session/session-manager'
import { createAccountWatch, type AccountWatch } from './account-watch'
import { QUOTE_FRAME_MS } from './quote-feed'

const A = 'default:5001'
const B = 'default:5002'
const C = 'default:5003'
const figures = (account: string, equity: string) => ({ account, equity }) as AccountMetrics

let watch: AccountWatch | undefined
afterEach(() => watch?.stop())

function watchWithPush() {
  const listeners: ((event: PushEvent) => void)[] = []
  // A connection whose reads never answer: only push reaches the watch here.
  const client = {
    push: {
      subscribe: (l: (event: PushEvent) => void) => (listeners.push(l), () => undefined),
      watch: () => undefined,
    },
  } as unknown as DxClient
  const sessions = {
    current: () => ({ baseUrl: 'https://broker.test/dxsca-web', username: 'support' }),
    run: async <T>(call: (c: DxClient) => Promise<T>) => call(client),
  } as unknown as SessionManager
  const sent: EventPayload<'metrics.changed'>[] = []
  const assessed: { accounts: string[]; at: number }[] = []
  watch = createAccountWatch({
    sessions,
    settings: async () => ({ cadenceMs: 3_000, notifyKinds: [], hideAmounts: false }),
    clock: { now: () => 0 },
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
    logger: silentLogger,
    emit: (event, payload) => {
      if (event === 'metrics.changed') sent.push(payload as EventPayload<'metrics.changed'>)
    },
    onMetrics: (list, at) => assessed.push({ accounts: list.map((m) => m.account), at }),
  })
  const push = (event: PushEvent) => {
    for (const l of listeners) l(event)
  }
  return { push, sent, assessed, listening: () => listeners.length > 0 }
}

const aFrame = () => new Promise((resolve) => setTimeout(resolve, QUOTE_FRAME_MS * 3))

describe('pushed figures taken many at once', () => {
  it('reach the window once, each account with its newest figures; the risk alerts get every push', async () => {
    const w = watchWithPush()
    await watch!.set([A, B], 'foreground')
    expect(w.listening()).toBe(true)

    w.push({ kind: 'metrics', metrics: [figures(A, '100'), figures(B, '200')], unchanged: [], at: 1 })
    w.push({ kind: 'metrics', metrics: [figures(A, '101'), figures(C, '300')], unchanged: [], at: 2 })
    w.push({ kind: 'metrics', metrics: [figures(A, '102')], unchanged: [], at: 3 })
    await aFrame()

    expect(w.sent).toEqual([{ metrics: [figures(A, '102'), figures(B, '200')], at: 3 }])
    expect(w.assessed).toEqual([
      { accounts: [A, B], at: 1 },
      { accounts: [A], at: 2 },
      { accounts: [A], at: 3 },
    ])

    // The next frame's push is sent on its own: nothing held back, nothing sent twice.
    w.push({ kind: 'metrics', metrics: [figures(B, '201')], unchanged: [], at: 4 })
    await aFrame()
    expect(w.sent).toHaveLength(2)
    expect(w.sent[1]).toEqual({ metrics: [figures(B, '201')], at: 4 })
  })

  it('accounts pushed again with the same figures reach the risk alerts with those figures, not the window', async () => {
    const w = watchWithPush()
    await watch!.set([A, B], 'foreground')
    w.push({ kind: 'metrics', metrics: [figures(A, '100'), figures(B, '200')], unchanged: [], at: 1 })
    await aFrame()
    expect(w.sent).toHaveLength(1)

    w.push({ kind: 'metrics', metrics: [], unchanged: [A, B], at: 2 })
    w.push({ kind: 'metrics', metrics: [figures(B, '201')], unchanged: [A], at: 3 })
    await aFrame()

    expect(w.sent.slice(1)).toEqual([{ metrics: [figures(B, '201')], at: 3 }])
    expect(w.assessed.slice(1)).toEqual([
      { accounts: [A, B], at: 2 },
      { accounts: [B, A], at: 3 },
    ])
  })
})
