// 9. Live data: push against today's polling, in the same run. The main process's services (the API client on its
// worker, the account watch) on a support connection delegated to 200 client accounts (`--support-clients 200`),
// against a sandbox in this process (so its requests can be counted where they arrive; its own work shares this
// event loop, which makes the stall figure an upper bound). Figures: a fill at the sandbox → the watch's
// `account.changed` in main (p50, p95; the renderer's repaint is not included), REST requests a minute with 200
// idle accounts on screen, and a burst of 1,000 account changes in one second (longest main-thread stall, and
// changes lost: transfers booked minus transfers told).
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { ActivityEvent } from '@shared/domain/activity'
import { supportClientAccount } from '../../../electron/sandbox/seed/support-clients'
import { startTestSandbox, type TestSandbox } from '@test-support/sandbox'
import { startServices, type Harness } from '../lib/app-harness'
import type { BenchContext, BenchItem } from '../lib/item'
import { figure, percentile, type Figure } from '../lib/report'

const CLIENTS = 200
const IDLE_MS = 20_000
const BURST = 1_000
const accounts = Array.from({ length: CLIENTS }, (_, i) => supportClientAccount(i + 1))

interface Live {
  sandbox: TestSandbox
  app: Harness
  changed: { account: string; at: number }[]
  told: ActivityEvent[]
}

async function live(push: boolean): Promise<Live> {
  const sandbox = await startTestSandbox({ supportClients: CLIENTS, push: push ? { metricsIntervalMs: 0 } : false })
  const app = await startServices(sandbox.baseUrl, { throttle: false })
  const state: Live = { sandbox, app, changed: [], told: [] }
  app.services.on('account.changed', (e) => state.changed.push({ account: e.account, at: performance.now() }))
  app.services.on('activity.added', (e) => state.told.push(...e.events))
  const session = await app.invoke('session.connect', { profileId: 'demo-support' })
  if (!session.ok) throw new Error(`connect failed: ${session.error.message}`)
  const set = await app.invoke('watch.set', { accounts, visibility: 'foreground' })
  if (!set.ok) throw new Error(`watch.set failed: ${set.error.message}`)
  await until(() => {
    const s = app.services.watch.status()
    return s.accounts.every((a) => a.state === 'watching') && (!push || s.source === 'push')
  }, 120_000)
  return state
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!check()) {
    if (performance.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 5))
  }
}

async function close(l: Live): Promise<void> {
  await l.app.close()
  await l.sandbox.close()
}

/** Fills one client order at a time and times it to the watch's `account.changed` for that account. */
async function fillLatencies(l: Live, samples: number): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < samples; i++) {
    const account = accounts[i] ?? ''
    const seen = l.changed.length
    const start = performance.now()
    l.sandbox.control.fill(account, `desk-${i + 1}`, { quantity: 1_000 })
    await until(() => l.changed.slice(seen).some((c) => c.account === account), 30_000)
    out.push((l.changed.slice(seen).find((c) => c.account === account)?.at ?? start) - start)
    // Apart, so each fill is its own change (and polling's phase is random against the fill).
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 300))
  }
  return out
}

async function idleRequestsPerMinute(l: Live): Promise<number> {
  const before = l.sandbox.seen.length
  await new Promise((r) => setTimeout(r, IDLE_MS))
  return ((l.sandbox.seen.length - before) * 60_000) / IDLE_MS
}

/** 1,000 transfers over one second on the 200 accounts: the longest stall, and how many were never told. */
async function burst(l: Live): Promise<{ stallMs: number; lost: number }> {
  const toldBefore = l.told.filter((e) => e.kind === 'transfer').length
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  for (let batch = 0; batch < 20; batch++) {
    for (let i = 0; i < BURST / 20; i++) l.sandbox.control.touch(accounts[(batch * 50 + i) % CLIENTS] ?? '')
    await new Promise((r) => setTimeout(r, 50))
  }
  const told = () => l.told.filter((e) => e.kind === 'transfer').length - toldBefore
  await until(() => told() >= BURST, 60_000).catch(() => undefined)
  await new Promise((r) => setTimeout(r, 500))
  delay.disable()
  return { stallMs: delay.max / 1e6, lost: BURST - told() }
}

export const liveData: BenchItem = {
  id: 9,
  title: `Live data: push vs polling, support connection on ${CLIENTS} client accounts`,
  expects: [
    { name: '9. fill → account.changed, push (p50)', unit: 'ms' },
    { name: '9. fill → account.changed, push (p95)', unit: 'ms', goal: { kind: 'value-max', max: 100 } },
    { name: '9. fill → account.changed, polling (p50)', unit: 'ms' },
    { name: '9. fill → account.changed, polling (p95)', unit: 'ms' },
    { name: '9. push p95 ÷ polling p95', unit: '×', goal: { kind: 'value-max', max: 0.05 } },
    {
      name: `9. REST requests/min, ${CLIENTS} idle accounts, push`,
      unit: 'req/min',
      goal: { kind: 'value-max', max: 5 },
    },
    { name: `9. REST requests/min, ${CLIENTS} idle accounts, polling`, unit: 'req/min' },
    {
      name: `9. burst of ${BURST} changes in 1 s: longest main stall (push)`,
      unit: 'ms',
      goal: { kind: 'value-max', max: 50 },
    },
    {
      name: `9. burst of ${BURST} changes in 1 s: changes lost (push)`,
      unit: 'changes',
      goal: { kind: 'value-max', max: 0 },
    },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    const samples = Math.max(10, ctx.runs * 2)
    ctx.log('  push: connecting 200 accounts')
    const pushed = await live(true)
    let push: number[]
    let pushIdle: number
    let burstResult: { stallMs: number; lost: number }
    try {
      push = await fillLatencies(pushed, samples)
      ctx.log(`  push: idle ${IDLE_MS / 1000} s`)
      pushIdle = await idleRequestsPerMinute(pushed)
      ctx.log('  push: burst')
      burstResult = await burst(pushed)
    } finally {
      await close(pushed)
    }
    ctx.log('  polling: connecting 200 accounts')
    const polled = await live(false)
    let poll: number[]
    let pollIdle: number
    try {
      poll = await fillLatencies(polled, samples)
      ctx.log(`  polling: idle ${IDLE_MS / 1000} s`)
      pollIdle = await idleRequestsPerMinute(polled)
    } finally {
      await close(polled)
    }
    const p95 = (s: number[]) => percentile(s, 95)
    const p50 = (s: number[]) => percentile(s, 50)
    const note = `${samples} fills; the watch's account.changed in main, not the repaint`
    return [
      figure({ name: '9. fill → account.changed, push (p50)', unit: 'ms', samples: [p50(push)], note }),
      figure({
        name: '9. fill → account.changed, push (p95)',
        unit: 'ms',
        samples: [p95(push)],
        goal: { kind: 'value-max', max: 100 },
      }),
      figure({ name: '9. fill → account.changed, polling (p50)', unit: 'ms', samples: [p50(poll)] }),
      figure({ name: '9. fill → account.changed, polling (p95)', unit: 'ms', samples: [p95(poll)] }),
      figure({
        name: '9. push p95 ÷ polling p95',
        unit: '×',
        samples: [p95(push) / p95(poll)],
        goal: { kind: 'value-max', max: 0.05 },
      }),
      figure({
        name: `9. REST requests/min, ${CLIENTS} idle accounts, push`,
        unit: 'req/min',
        samples: [pushIdle],
        reference: [pollIdle],
        goal: { kind: 'value-max', max: 5 },
        note: `measured over ${IDLE_MS / 1000} s; ratio to polling`,
      }),
      figure({ name: `9. REST requests/min, ${CLIENTS} idle accounts, polling`, unit: 'req/min', samples: [pollIdle] }),
      figure({
        name: `9. burst of ${BURST} changes in 1 s: longest main stall (push)`,
        unit: 'ms',
        samples: [burstResult.stallMs],
        goal: { kind: 'value-max', max: 50 },
        note: 'the in-process sandbox shares this event loop: an upper bound',
      }),
      figure({
        name: `9. burst of ${BURST} changes in 1 s: changes lost (push)`,
        unit: 'changes',
        samples: [burstResult.lost],
        goal: { kind: 'value-max', max: 0 },
      }),
    ]
  },
}
