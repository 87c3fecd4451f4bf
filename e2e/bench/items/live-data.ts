// 9. Live data: push against polling, in the same run, to the painted row. A sandbox with 200 client accounts
// delegated to Demo support (`--support-clients 200`) runs in a process of its own (servers/live-sandbox.ts): it
// counts the REST requests it receives, is driven over IPC, and its work stays off the event loop whose stalls are
// measured here. The app's main process — its real services (the API client on its worker, the account watch, the
// router), built as the app's main is — runs as a child process of its own (e2e/harness/app-main.ts, as `npm run
// soak` runs it), window.api wired to it over Node's IPC with structured clone, as Electron's IPC: its stalls,
// busy share and stamps are the app's own, not shared with Playwright or this harness. Beside each stall, an idle
// Node process's longest stall in the same seconds says what the machine alone did to a thread. Twice per mode:
//
// - Alone, watching all 200 accounts under a case: REST requests a minute while
//   idle, and with push, every account's figures (AccountMetrics) pushed once a second: main's longest stall, its
//   main thread's busy share and the process's CPU; then the burst below, main's stall with no renderer on the cores.
// - With the built renderer in Chromium, window.api wired to main as `npm run soak` wires it,
//   signed in through the screens with 200 accounts open (the app's most) in a 1920 × 1200 window: a fill at the
//   sandbox → its new position's row painted in Positions, and → the filled order's row gone from Open orders,
//   painted; the same fills → the watch's `account.changed` in main (main's share); REST requests a minute idle.
//   With push, a burst of 1,000 account changes in one second: main's longest stall, the renderer's frame p95
//   beside its p95 with no burst just before, changes lost, and the tables on screen against the sandbox's own
//   answers afterwards.
//
// Clocks. "Painted" is stamped in the page as item 8 stamps it: the first frame whose grid shows the change, after
// that frame (requestAnimationFrame, then a task), read with the page's performance.now(). The start is the page's
// performance.now() too, read by a page.evaluate round trip that ends right before the fill is sent, so both ends
// are on one clock; the figure includes that round trip's return leg and the IPC hop to the sandbox (the round
// trip is printed with the figures). Main's stamps (`account.changed`, a pushed version heard, a read answered) are
// taken in main as milliseconds since the epoch (performance.timeOrigin + now), against this process's start
// stamp on the same scale.
import { loadavg } from 'node:os'
import { performance as perf } from 'node:perf_hooks'
import type { Browser, Page } from '@playwright/test'
import type { ActivityEvent } from '@shared/domain/activity'
import { EVENT_CHANNELS, type EventChannel } from '@shared/ipc/channels'
import { events, WatchStatusSchema } from '@shared/ipc/contract'
import { MAX_OPEN_ACCOUNTS } from '@shared/ipc/open-accounts'
import { supportClientAccount } from '../../../electron/sandbox/seed/support-clients'
import { startRendererServer } from '../../fixtures/renderer-server'
import { installWindowApi } from '../../harness/window-api'
import { buildAppMain, startAppMain, type AppMainProcess } from '../../harness/app-process'
import { WorkspacePage } from '../../pages/WorkspacePage'
import { compareTables } from '../../soak/checks'
import { openAccounts } from '../../soak/faults'
import { FRAME_RECORDER, startIdleProbe, takeFrames } from '../../harness/probes'
import { launchChromium, newBenchContext } from '../lib/browser'
import type { BenchContext, BenchItem, ExpectedFigure } from '../lib/item'
import { profileFile, profilePage } from '../lib/page-profile'
import { traceFile, tracePage } from '../lib/page-trace'
import { spawnServer, type ServerProcess } from '../lib/processes'
import { figure, percentile, type Figure, type Goal } from '../lib/report'
import { LIVE_SANDBOX_READY, LiveSandboxAnswerSchema, type LiveSandboxAsk } from '../servers/live-sandbox-protocol'

const CLIENTS = 200
/** The most accounts the app opens at once (the account picker and the reads' contract). */
const ON_SCREEN = MAX_OPEN_ACCOUNTS
const IDLE_MS = 60_000
const BURST = 1_000
const METRICS_MS = 20_000
const QUIET_MS = 3_000
/** A desktop monitor's window, as a support desk with every client open uses it. */
const WINDOW = { width: 1920, height: 1200 }
const accounts = Array.from({ length: CLIENTS }, (_, i) => supportClientAccount(i + 1))
const shown = accounts.slice(0, ON_SCREEN)
const deskOrder = (account: string) => `desk-${Number(account.split(':')[1]) - 5000}`

type Table = 'orders' | 'positions'
type Mode = 'push' | 'polling'
const SEEN: Record<Table, string> = {
  orders: 'fill → Open orders row gone',
  positions: 'fill → Positions row shown',
}
const PAINT_GOAL: Goal = { kind: 'value-max', max: 100 }
const RATIO_GOAL: Goal = { kind: 'value-max', max: 0.05 }
const STALL_GOAL: Goal = { kind: 'value-max', max: 50 }

const N = {
  painted: (t: Table, m: Mode, p: 50 | 95) => `9. ${SEEN[t]}, painted, ${m} (p${p})`,
  ratio: (t: Table) => `9. ${SEEN[t]}: push p95 ÷ polling p95`,
  changed: (m: Mode, p: 50 | 95) => `9. fill → account.changed in main, ${m} (p${p})`,
  idle: (m: Mode) => `9. REST requests/min, ${ON_SCREEN} accounts on screen, idle, ${m}`,
  idleMain: (m: Mode) => `9. REST requests/min, ${CLIENTS} accounts watched by main, idle, ${m}`,
  quietStall: '9. main-thread stall, no burst (this machine’s floor)',
  burstStall: `9. burst of ${BURST} changes in 1 s: longest main stall (push)`,
  burstMachine: `9. burst of ${BURST} changes in 1 s: an idle Node process’s longest stall, same seconds`,
  burstStallAlone: `9. burst of ${BURST} changes in 1 s: longest main stall, main’s services without a window`,
  burstMachineAlone: `9. burst of ${BURST} changes in 1 s, no window: an idle Node process’s longest stall`,
  quietFrames: '9. renderer frame p95, no burst',
  burstFrames: `9. burst of ${BURST} changes in 1 s: renderer frame p95`,
  lost: `9. burst of ${BURST} changes in 1 s: changes lost (push)`,
  stale: `9. after the burst: rows on screen unlike the sandbox`,
  metricsStall: `9. figures pushed to ${CLIENTS} accounts at 1/s: longest main stall`,
  metricsMachine: `9. figures pushed to ${CLIENTS} accounts at 1/s: an idle Node process’s longest stall`,
  metricsBusy: `9. figures pushed to ${CLIENTS} accounts at 1/s: main thread busy`,
  metricsCpu: `9. figures pushed to ${CLIENTS} accounts at 1/s: process CPU`,
  metricsTold: `9. figures pushed to ${CLIENTS} accounts at 1/s: metrics.changed told`,
} as const

const EXPECTS: ExpectedFigure[] = [
  ...(['orders', 'positions'] as const).flatMap((t) => [
    { name: N.painted(t, 'push', 50), unit: 'ms' },
    { name: N.painted(t, 'push', 95), unit: 'ms', goal: PAINT_GOAL },
    { name: N.painted(t, 'polling', 50), unit: 'ms' },
    { name: N.painted(t, 'polling', 95), unit: 'ms' },
    { name: N.ratio(t), unit: '×', goal: RATIO_GOAL },
  ]),
  { name: N.changed('push', 50), unit: 'ms' },
  { name: N.changed('push', 95), unit: 'ms' },
  { name: N.changed('polling', 50), unit: 'ms' },
  { name: N.changed('polling', 95), unit: 'ms' },
  { name: N.idle('push'), unit: 'req/min', goal: { kind: 'value-max', max: 5 } },
  { name: N.idle('polling'), unit: 'req/min' },
  { name: N.idleMain('push'), unit: 'req/min', goal: { kind: 'value-max', max: 5 } },
  { name: N.idleMain('polling'), unit: 'req/min' },
  { name: N.quietStall, unit: 'ms' },
  { name: N.burstStall, unit: 'ms', goal: STALL_GOAL },
  { name: N.burstMachine, unit: 'ms' },
  { name: N.burstStallAlone, unit: 'ms' },
  { name: N.burstMachineAlone, unit: 'ms' },
  { name: N.quietFrames, unit: 'ms' },
  { name: N.burstFrames, unit: 'ms', goal: { kind: 'ratio-max', max: 2, reference: N.quietFrames } },
  { name: N.lost, unit: 'changes', goal: { kind: 'value-max', max: 0 } },
  { name: N.stale, unit: 'rows', goal: { kind: 'value-max', max: 0 } },
  { name: N.metricsStall, unit: 'ms', goal: STALL_GOAL },
  { name: N.metricsMachine, unit: 'ms' },
  { name: N.metricsBusy, unit: '%' },
  { name: N.metricsCpu, unit: '% of a core' },
  { name: N.metricsTold, unit: 'events/s' },
]

declare global {
  interface Window {
    /**
     * Resolves with the page's performance.now() after the first frame in which the table shows the change: no row
     * of `account` any more (`gone`), or a row of it (`shown`). NaN when the table already looked so when armed.
     */
    __liveStamp?: (table: string, account: string, want: 'gone' | 'shown') => Promise<PageStamps>
  }
}

/**
 * The page's side of one fill, each on the page's clock: `account.changed` reached it, the page asked the table's
 * read after that (`api ask …`, marked by the harness's window.api), had its answer (the call's promise resolved),
 * the DOM showed the change (the React commit, seen by a MutationObserver at the end of its task), and the frame
 * that showed it was painted.
 */
interface PageStamps {
  received: number
  asked: number
  has: number
  committed: number
  painted: number
}

/** Installed before the renderer loads: one stamp at a time, armed right before its fill. */
function installStamp(): void {
  window.__liveStamp = (table, account, want) =>
    new Promise((done) => {
      const selector = `[data-table-id="${table}"] [data-row-id^="${account}|"]`
      const channel = table === 'orders' ? 'orders.open' : 'positions.list'
      const holds = () => (document.querySelector(selector) === null) === (want === 'gone')
      if (holds()) {
        done({ received: NaN, asked: NaN, has: NaN, committed: NaN, painted: NaN })
        return
      }
      performance.clearMarks()
      // window.api exists by now (the harness defines it after this script, before the renderer runs).
      let received = Number.NaN
      const api = (
        window as unknown as { api: { on: Record<string, (l: (e: { account: string }) => void) => () => void> } }
      ).api
      const off = api.on['account.changed']?.((e) => {
        if (e.account === account && Number.isNaN(received)) received = performance.now()
      })
      const firstMark = (name: string, from: number) =>
        performance.getEntriesByName(name, 'mark').find((m) => m.startTime >= from)?.startTime ?? Number.NaN
      const observer = new MutationObserver(() => {
        if (!holds()) return
        const committed = performance.now()
        observer.disconnect()
        off?.()
        // The app's listener ran before this one, in the same event: its read is asked from the event's mark on.
        const events = performance.getEntriesByName('api event account.changed', 'mark')
        const emitted = events.findLast((m) => m.startTime <= received)?.startTime ?? received
        const asked = firstMark(`api ask ${channel}`, emitted)
        const has = firstMark(`api has ${channel}`, asked)
        requestAnimationFrame(() => {
          const port = new MessageChannel()
          port.port1.onmessage = () => done({ received, asked, has, committed, painted: performance.now() })
          port.port2.postMessage(0)
        })
      })
      observer.observe(document, { childList: true, subtree: true, attributes: true })
    })
}

/**
 * The client accounts whose Open orders rows are painted inside the grid's visible area now, the grid scrolled into
 * the window first.
 */
function visibleOrderAccounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const grid = document.querySelector('[data-table-id="orders"] [role="grid"]')
    if (!grid) return []
    grid.scrollIntoView({ block: 'center' })
    const box = grid.getBoundingClientRect()
    return [...document.querySelectorAll('[data-table-id="orders"] [data-row-id]')]
      .filter((row) => {
        const r = row.getBoundingClientRect()
        return r.height > 0 && r.top >= box.top && r.bottom <= Math.min(box.bottom, innerHeight)
      })
      .map((row) => (row.getAttribute('data-row-id') ?? '').split('|')[0] ?? '')
  })
}

interface LiveSandbox {
  server: ServerProcess
  ask(ask: LiveSandboxAsk): Promise<number>
}

async function startLiveSandbox(push: boolean): Promise<LiveSandbox> {
  const server = await spawnServer(
    'e2e/bench/servers/live-sandbox.ts',
    [String(CLIENTS), push ? 'on' : 'off'],
    LIVE_SANDBOX_READY,
    120_000,
    { ipc: true },
  )
  const waiting = new Map<number, { done: (n: number) => void; fail: (e: Error) => void }>()
  server.child.on('message', (message: unknown) => {
    const answer = LiveSandboxAnswerSchema.parse(message)
    const pending = waiting.get(answer.id)
    waiting.delete(answer.id)
    if (answer.error !== undefined) pending?.fail(new Error(answer.error))
    else pending?.done(answer.value)
  })
  let next = 0
  return {
    server,
    ask: (ask) =>
      new Promise((done, fail) => {
        const id = ++next
        waiting.set(id, { done, fail })
        server.child.send({ id, ask })
      }),
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = perf.now() + timeoutMs
  while (!(await check())) {
    if (perf.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/** Milliseconds since the epoch, as main stamps: one scale for both processes. */
const now = () => perf.timeOrigin + perf.now()

/** The app's main process, built once per run, started per measure. */
const startMain = (entry: string, sandbox: LiveSandbox, profileDir?: string) =>
  startAppMain(entry, sandbox.server.url, profileDir, { throttle: false })

/** Calls main as the window does; throws on an error result. */
async function call(main: AppMainProcess, channel: string, input: unknown): Promise<void> {
  const answer = await main.router.invoke(channel, input, { signal: new AbortController().signal, caller: 'bench' })
  if (!answer.ok) throw new Error(`${channel}: ${answer.error.message}`)
}

const isEvent = (event: string): event is EventChannel => (EVENT_CHANNELS as readonly string[]).includes(event)

/** Every one of `count` accounts watched, by push or by polling as `mode` says. */
function watching(main: AppMainProcess, count: number, mode: Mode): Promise<void> {
  return until(
    async () => {
      const s = WatchStatusSchema.parse(await main.watchStatus())
      return s.accounts.length === count && s.accounts.every((a) => a.state === 'watching') && s.source === mode
    },
    180_000,
    `the watch on ${count} accounts (${mode})`,
  )
}

interface Live {
  mode: Mode
  sandbox: LiveSandbox
  main: AppMainProcess
  page: Page
  changed: { account: string; at: number }[]
  /** When main heard each pushed version (the client's worker → the watch), by push only. */
  heard: { account: string; at: number }[]
  /** When main answered each Open orders or Positions read of the window. */
  answered: { channel: string; at: number }[]
  told: ActivityEvent[]
  used: Set<string>
  close(): Promise<void>
}

async function open(
  mode: Mode,
  sandbox: LiveSandbox,
  mainEntry: string,
  browser: Browser,
  rendererOrigin: string,
  log: BenchContext['log'],
  profileDir?: string,
): Promise<Live> {
  const main = await startMain(mainEntry, sandbox, profileDir)
  const context = await newBenchContext(browser, WINDOW)
  const close = async () => {
    await context.close()
    await main.stop()
  }
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: FRAME_RECORDER })
    await page.addInitScript(installStamp)
    const answered: Live['answered'] = []
    main.onAnswered((channel, at) => {
      if (channel === 'orders.open' || channel === 'positions.list') answered.push({ channel, at })
    })
    const api = await installWindowApi(page, main.router, { markCalls: true })
    const live: Live = { mode, sandbox, main, page, changed: [], heard: [], answered, told: [], used: new Set(), close }
    main.onEvent((event, payload, at) => {
      if (!isEvent(event)) return
      void api.emit(event, payload).catch(() => undefined)
      if (event === 'account.changed') live.changed.push({ account: events[event].parse(payload).account, at })
      else if (event === 'activity.added') live.told.push(...events[event].parse(payload).events)
    })
    const started = perf.now()
    await page.goto(rendererOrigin)
    await openAccounts(page, shown)
    await main.stampPushes((list, at) => {
      for (const account of list) live.heard.push({ account, at })
    })
    await watching(main, ON_SCREEN, mode)
    await (await new WorkspacePage(page).open('orders')).ready()
    log(`  ${mode}: ${ON_SCREEN} accounts on screen and watched in ${((perf.now() - started) / 1000).toFixed(1)} s`)
    return live
  } catch (error) {
    await close()
    throw error
  }
}

/** One fill's stamps, each from the fill: page stamps on the page's clock, main's on main's. */
interface Sample {
  paintedMs: number
  changedMs: number
  startLegMs: number
  /** Main heard the pushed version (NaN by polling). */
  heardMs: number
  /** The page received `account.changed`. */
  receivedMs: number
  /** The page asked the table's read, after it received the change. */
  askedMs: number
  /** Main answered the table's read made after it. */
  answeredMs: number
  /** The page had the answer (the call's promise resolved). */
  hasMs: number
  /** The DOM showed the change (React's commit). */
  committedMs: number
}

const TABLE_CHANNEL: Record<Table, string> = { orders: 'orders.open', positions: 'positions.list' }

/** One measure of the fills at percentile `p`. */
const sampleAt = (samples: readonly Sample[], key: keyof Sample, p: 50 | 95): number =>
  percentile(
    samples.map((x) => x[key]),
    p,
  )

/** One fill, timed to the painted table and to main's `account.changed`. */
async function timeFill(l: Live, table: Table, account: string): Promise<Sample> {
  l.used.add(account)
  const want = table === 'orders' ? 'gone' : 'shown'
  const painted = l.page.evaluate(
    ([t, a, w]) =>
      window.__liveStamp?.(t, a, w) ?? { received: NaN, asked: NaN, has: NaN, committed: NaN, painted: NaN },
    [table, account, want] as const,
  )
  const seen = l.changed.length
  const heardFrom = l.heard.length
  const answeredFrom = l.answered.length
  const asked = perf.now()
  const start = await l.page.evaluate(() => performance.now())
  const startLegMs = perf.now() - asked
  const nodeStart = now()
  await l.sandbox.ask({ op: 'fill', account, order: deskOrder(account) })
  const timeout = new Promise<never>((_, fail) =>
    setTimeout(() => fail(new Error(`${table}: ${account} not ${want} within 30 s`)), 30_000).unref(),
  )
  const page = await Promise.race([painted, timeout])
  if (Number.isNaN(page.painted)) throw new Error(`${table}: ${account} was already ${want} before its fill`)
  await until(() => l.changed.slice(seen).some((c) => c.account === account), 30_000, `account.changed ${account}`)
  const changedAt = l.changed.slice(seen).find((c) => c.account === account)?.at ?? Number.NaN
  const heardAt = l.heard.slice(heardFrom).find((h) => h.account === account)?.at ?? Number.NaN
  const answeredAt =
    l.answered.slice(answeredFrom).find((a) => a.channel === TABLE_CHANNEL[table] && a.at >= changedAt)?.at ??
    Number.NaN
  return {
    paintedMs: page.painted - start,
    changedMs: changedAt - nodeStart,
    startLegMs,
    heardMs: heardAt - nodeStart,
    receivedMs: page.received - start,
    askedMs: page.asked - start,
    answeredMs: answeredAt - nodeStart,
    hasMs: page.has - start,
    committedMs: page.committed - start,
  }
}

/** Fills one client order at a time, apart (so polling's phase is random against the fill). */
async function fills(l: Live, samples: number, log: BenchContext['log']): Promise<Record<Table, Sample[]>> {
  const out: Record<Table, Sample[]> = { orders: [], positions: [] }
  const workspace = new WorkspacePage(l.page)
  // Positions first, on an empty table, from the samples-th account down to the first: the table lists accounts in
  // the order they are open, so each new position's group is the table's first, in view.
  await (await workspace.open('positions')).ready()
  await l.page.evaluate(() =>
    document.querySelector('[data-table-id="positions"] [role="grid"]')?.scrollIntoView({ block: 'center' }),
  )
  for (const account of shown.slice(0, samples).reverse()) {
    out.positions.push(await timeFill(l, 'positions', account))
    await pause(200 + Math.random() * 300)
  }
  await (await workspace.open('orders')).ready()
  for (let i = 0; i < samples; i++) {
    const account = (await visibleOrderAccounts(l.page)).find((a) => a !== '' && !l.used.has(a))
    if (!account) throw new Error('no unfilled order row in view on Open orders')
    out.orders.push(await timeFill(l, 'orders', account))
    await pause(200 + Math.random() * 300)
  }
  const ms = (s: Sample[], k: keyof Sample) => sampleAt(s, k, 50).toFixed(0)
  log(
    `  ${l.mode}: painted p50 orders ${ms(out.orders, 'paintedMs')} ms, positions ${ms(out.positions, 'paintedMs')} ms; ` +
      `account.changed p50 ${ms([...out.orders, ...out.positions], 'changedMs')} ms`,
  )
  // The chain, stamp by stamp (p50 from the fill): main hears the push, tells account.changed, the page receives it,
  // the page asks the table's read, main answers it, the page has the answer, React commits the change, the page
  // paints.
  for (const t of ['orders', 'positions'] as const) {
    const legs = (
      ['heardMs', 'changedMs', 'receivedMs', 'askedMs', 'answeredMs', 'hasMs', 'committedMs', 'paintedMs'] as const
    )
      .map((k) => `${k.replace('Ms', '')} ${ms(out[t], k)}`)
      .join(', ')
    log(`  ${l.mode}: ${t} chain p50 (ms from the fill): ${legs}`)
  }
  log(`  ${l.mode}: ${await bridgeRoundTrips(l.page, shown)}`)
  return out
}

/**
 * What the harness's bridge costs a call, measured from the page while nothing changes: the round trip of a call
 * whose answer is a few bytes (`app.info`), and of the Open orders read of every account on screen (answered from
 * push), with the size of its answer. The difference is what an answer's size costs crossing Playwright's binding.
 */
async function bridgeRoundTrips(page: Page, accountsOnScreen: readonly string[]): Promise<string> {
  const r = await page.evaluate(async (list) => {
    const api = (
      window as unknown as {
        api: { app: { info: (i: object) => Promise<unknown> }; orders: { open: (i: object) => Promise<unknown> } }
      }
    ).api
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN
    const echo: number[] = []
    for (let i = 0; i < 20; i++) {
      const t = performance.now()
      await api.app.info({})
      echo.push(performance.now() - t)
    }
    const read: number[] = []
    let chars = 0
    for (let i = 0; i < 10; i++) {
      const t = performance.now()
      const answer = await api.orders.open({ accounts: list, params: {} })
      read.push(performance.now() - t)
      chars = JSON.stringify(answer).length
    }
    return { echo: median(echo), read: median(read), chars }
  }, accountsOnScreen)
  return (
    `bridge round trip p50: app.info ${r.echo.toFixed(1)} ms; orders.open of ${accountsOnScreen.length} accounts ` +
    `${r.read.toFixed(1)} ms (${(r.chars / 1024).toFixed(0)} KB as JSON)`
  )
}

interface Span {
  restPerMin: number
  stallMs: number
  /** An idle Node process's longest stall in the same seconds: the machine's share. */
  machineStallMs: number
  busyPct: number
  cpuPct: number
}

type IdleProbe = ReturnType<typeof startIdleProbe>

/** Main's longest stall, busy share and CPU (all its threads) over `during`, measured in main; the probe's beside. */
async function mainSpan(
  main: AppMainProcess,
  probe: IdleProbe,
  during: () => Promise<void>,
): Promise<Omit<Span, 'restPerMin'>> {
  await Promise.all([main.stall(), probe.stallMs()])
  await during()
  const [stall, machineStallMs] = await Promise.all([main.stall(), probe.stallMs()])
  return {
    stallMs: stall.maxMs,
    machineStallMs,
    busyPct: stall.busy * 100,
    cpuPct: (stall.cpuMs / Math.max(1, stall.wallMs)) * 100,
  }
}

/** REST requests, main's longest stall, main thread's busy share and main's CPU over `ms`. */
async function measureWindow(sandbox: LiveSandbox, main: AppMainProcess, probe: IdleProbe, ms: number): Promise<Span> {
  const restBefore = await sandbox.ask({ op: 'rest-requests' })
  const started = perf.now()
  const span = await mainSpan(main, probe, () => pause(ms))
  const wall = perf.now() - started
  const restAfter = await sandbox.ask({ op: 'rest-requests' })
  return { restPerMin: ((restAfter - restBefore) * 60_000) / wall, ...span }
}

interface Burst {
  quietStallMs: number
  burstStallMs: number
  burstMachineStallMs: number
  quietFrames: number[]
  burstFrames: number[]
  lost: number
  stale: number
}

/**
 * 1,000 transfers over one second, 50 at a time, on the accounts on screen; resolves once `told()` (the transfers
 * main told since the start) reaches them all, plus half a second, with how long the telling took after the last.
 */
async function sendBurst(sandbox: LiveSandbox, told: () => number): Promise<number> {
  for (let batch = 0; batch < 20; batch++) {
    const batchAccounts = Array.from({ length: BURST / 20 }, (_, i) => shown[(batch * 50 + i) % ON_SCREEN] ?? '')
    void sandbox.ask({ op: 'touch', accounts: batchAccounts })
    await pause(50)
  }
  const burstStart = perf.now()
  await until(() => told() >= BURST, 60_000, 'the burst told').catch(() => undefined)
  const tellMs = perf.now() - burstStart
  await pause(500)
  return tellMs
}

/** Frames and stalls with no burst, then 1,000 transfers over one second on the accounts on screen. */
async function burst(l: Live, probe: IdleProbe, log: BenchContext['log'], browser: Browser): Promise<Burst> {
  const transfers = () => l.told.filter((e) => e.kind === 'transfer').length
  await takeFrames(l.page)
  const quiet = await mainSpan(l.main, probe, () => pause(QUIET_MS))
  const quietFrames = await takeFrames(l.page)

  const before = transfers()
  const told = () => transfers() - before
  const restBefore = await l.sandbox.ask({ op: 'rest-requests' })
  let tellMs = Number.NaN
  const timedBurst = () =>
    mainSpan(l.main, probe, async () => {
      tellMs = await sendBurst(l.sandbox, told)
    })
  // DX_BENCH_TRACE=burst: a trace and a CPU profile of the page over the burst alone (not the check after it).
  const trace = traceFile(9, 'burst')
  const during = trace
    ? await tracePage(browser, l.page, trace, () =>
        profilePage(l.page, trace.replace(/\.json$/, '.cpuprofile'), timedBurst),
      ).then(({ result: { result, summary: profiled }, summary }) => {
        log(`  push: trace and CPU profile of the burst in ${trace}`)
        for (const line of [...summary, ...profiled]) log(`  ${line}`)
        return result
      })
    : await timedBurst()
  const gaps = l.told.filter((e) => e.kind === 'gap').length
  const rest = (await l.sandbox.ask({ op: 'rest-requests' })) - restBefore
  log(
    `  push: burst: ${told()} of ${BURST} transfers told in ${(tellMs / 1000).toFixed(1)} s with ${rest} REST ` +
      `requests; gap entries ${gaps}; ` +
      `main's longest stall ${during.stallMs.toFixed(0)} ms, an idle process's ${during.machineStallMs.toFixed(0)} ms`,
  )
  const burstFrames = await takeFrames(l.page)
  const over = (ms: number, frames: number[]) => frames.filter((f) => f > ms).length
  log(
    `  push: frames over 33 / 50 / 100 ms: burst ${over(33.4, burstFrames)} / ${over(50, burstFrames)} / ` +
      `${over(100, burstFrames)} of ${burstFrames.length}; quiet ${over(33.4, quietFrames)} / ` +
      `${over(50, quietFrames)} / ${over(100, quietFrames)} of ${quietFrames.length}; p95 burst ` +
      `${percentile(burstFrames, 95).toFixed(1)} ms, quiet ${percentile(quietFrames, 95).toFixed(1)} ms`,
  )

  let stale = Number.NaN
  for (let attempt = 0; attempt < 5 && !(stale === 0); attempt++) {
    const tables = await compareTables(l.page, l.sandbox.server.url, shown)
    stale = tables.reduce((n, t) => n + t.stale.length, 0)
    if (stale > 0) await pause(2_000)
  }
  return {
    quietStallMs: quiet.stallMs,
    burstStallMs: during.stallMs,
    burstMachineStallMs: during.machineStallMs,
    quietFrames,
    burstFrames,
    lost: BURST - told(),
    stale,
  }
}

interface MainOnly {
  idle: Span
  metrics?: Span & { toldPerSecond: number }
  /** The same burst as the window's, its stall main's own work with no renderer beside it on the cores. */
  burst?: Omit<Span, 'restPerMin'> & { lost: number }
}

/**
 * All 200 accounts watched by main's services alone, no window: idle, then, with push, every account's figures
 * pushed once a second, then the burst of 1,000 changes.
 */
async function mainOnly(
  mode: Mode,
  sandbox: LiveSandbox,
  mainEntry: string,
  probe: IdleProbe,
  log: BenchContext['log'],
): Promise<MainOnly> {
  const main = await startMain(mainEntry, sandbox)
  try {
    let metricsTold = 0
    let transfersTold = 0
    main.onEvent((event, payload) => {
      if (event === 'metrics.changed') metricsTold += 1
      else if (event === 'activity.added')
        transfersTold += events[event].parse(payload).events.filter((e) => e.kind === 'transfer').length
    })
    await call(main, 'session.connect', { profileId: 'demo-support' })
    await call(main, 'case.open', { reference: 'BENCH-9', reason: 'Live data bench on the client accounts', accounts })
    await call(main, 'watch.set', { accounts, visibility: 'foreground' })
    await watching(main, CLIENTS, mode)
    log(`  ${mode}: ${CLIENTS} accounts watched by main; idle ${IDLE_MS / 1000} s`)
    const idle = await measureWindow(sandbox, main, probe, IDLE_MS)
    if (mode === 'polling') return { idle }
    log(`  ${mode}: figures pushed at 1/s for ${METRICS_MS / 1000} s`)
    await sandbox.ask({ op: 'metrics-every', ms: 1_000 })
    await pause(2_000)
    const toldBefore = metricsTold
    const span = await measureWindow(sandbox, main, probe, METRICS_MS)
    await sandbox.ask({ op: 'metrics-every', ms: 0 })
    const metrics = { ...span, toldPerSecond: ((metricsTold - toldBefore) * 1_000) / METRICS_MS }
    await pause(QUIET_MS)
    const before = transfersTold
    const told = () => transfersTold - before
    const burstSpan = await mainSpan(main, probe, async () => {
      await sendBurst(sandbox, told)
    })
    log(
      `  ${mode}: burst without a window: ${told()} of ${BURST} transfers told; main's longest stall ` +
        `${burstSpan.stallMs.toFixed(0)} ms, an idle process's ${burstSpan.machineStallMs.toFixed(0)} ms`,
    )
    return { idle, metrics, burst: { ...burstSpan, lost: BURST - told() } }
  } finally {
    if (main.uncaught.length > 0) log(`  main left uncaught: ${main.uncaught.slice(0, 3).join('; ')}`)
    await main.stop()
  }
}

export const liveData: BenchItem = {
  id: 9,
  title: `Live data to the painted row: push vs polling, support connection on ${CLIENTS} client accounts`,
  expects: EXPECTS,
  async run(ctx: BenchContext): Promise<Figure[]> {
    // Forty fills a table, so a p95 is the second-slowest fill rather than one slow fill of ten.
    const samples = Math.max(40, ctx.runs * 8)
    const mainEntry = await buildAppMain()
    const renderer = await startRendererServer()
    const browser = await launchChromium()
    const probe = startIdleProbe()
    const load = () => `load average ${loadavg()[0]?.toFixed(1)}`
    try {
      const measure = async (mode: Mode) => {
        ctx.log(`  ${mode}: sandbox with ${CLIENTS} client accounts (${load()})`)
        const sandbox = await startLiveSandbox(mode === 'push')
        try {
          const main = await mainOnly(mode, sandbox, mainEntry, probe, ctx.log)
          ctx.log(`  ${mode}: opening ${ON_SCREEN} accounts in the window (${load()})`)
          const profileDir = mode === 'push' ? ctx.profileMainDir : undefined
          const l = await open(mode, sandbox, mainEntry, browser, renderer.origin, ctx.log, profileDir)
          try {
            const trace = mode === 'push' ? traceFile(9) : undefined
            const timed = trace
              ? await tracePage(browser, l.page, trace, () => fills(l, samples, ctx.log)).then(
                  ({ result, summary }) => {
                    ctx.log(`  push: trace of the fills in ${trace}`)
                    for (const line of summary) ctx.log(`  ${line}`)
                    return result
                  },
                )
              : await fills(l, samples, ctx.log)
            ctx.log(`  ${mode}: idle ${IDLE_MS / 1000} s with ${ON_SCREEN} accounts on screen`)
            const idle = await measureWindow(sandbox, l.main, probe, IDLE_MS)
            const burstResult = mode === 'push' ? await burst(l, probe, ctx.log, browser) : undefined
            if (burstResult) ctx.log(`  ${mode}: burst done (${load()})`)
            return { main, timed, idle, burst: burstResult }
          } finally {
            await l.close()
          }
        } finally {
          await sandbox.server.stop()
        }
      }
      const profile = profileFile(9)
      if (profile) {
        // A profiling run: the push fills only, profiled; its figures are not the bench's.
        const sandbox = await startLiveSandbox(true)
        try {
          const l = await open('push', sandbox, mainEntry, browser, renderer.origin, ctx.log)
          try {
            // With DX_BENCH_TRACE too, a trace of the same fills instead (its marks place each call among the tasks).
            const trace = traceFile(9)
            const { summary } = trace
              ? await tracePage(browser, l.page, trace, () => fills(l, samples, ctx.log))
              : await profilePage(l.page, profile, () => fills(l, samples, ctx.log))
            ctx.log(`  push: ${trace ? 'trace' : 'CPU profile'} of the fills in ${trace ?? profile}`)
            for (const line of summary) ctx.log(`  ${line}`)
          } finally {
            await l.close()
          }
        } finally {
          await sandbox.server.stop()
        }
        return []
      }
      const push = await measure('push')
      const poll = await measure('polling')
      if (!push.burst || !push.main.metrics || !push.main.burst) {
        throw new Error('the push run measured no burst or figures')
      }
      return figures({
        samples,
        push: push.timed,
        poll: poll.timed,
        pushIdle: push.idle,
        pollIdle: poll.idle,
        pushMainIdle: push.main.idle,
        pollMainIdle: poll.main.idle,
        pushBurst: push.burst,
        metrics: push.main.metrics,
        mainBurst: push.main.burst,
      })
    } finally {
      probe.stop()
      await browser.close()
      await renderer.close()
    }
  },
}

function figures(r: {
  samples: number
  push: Record<Table, Sample[]>
  poll: Record<Table, Sample[]>
  pushIdle: Span
  pollIdle: Span
  pushMainIdle: Span
  pollMainIdle: Span
  pushBurst: Burst
  metrics: Span & { toldPerSecond: number }
  mainBurst: NonNullable<MainOnly['burst']>
}): Figure[] {
  const startLeg = sampleAt(
    [...r.push.orders, ...r.push.positions, ...r.poll.orders, ...r.poll.positions],
    'startLegMs',
    50,
  )
  const paintNote = `${r.samples} fills each; start stamp's round trip ${startLeg.toFixed(1)} ms (p50), included`
  const out: Figure[] = []
  for (const t of ['orders', 'positions'] as const) {
    out.push(
      figure({
        name: N.painted(t, 'push', 50),
        unit: 'ms',
        samples: [sampleAt(r.push[t], 'paintedMs', 50)],
        note: paintNote,
      }),
      figure({
        name: N.painted(t, 'push', 95),
        unit: 'ms',
        samples: [sampleAt(r.push[t], 'paintedMs', 95)],
        goal: PAINT_GOAL,
      }),
      figure({ name: N.painted(t, 'polling', 50), unit: 'ms', samples: [sampleAt(r.poll[t], 'paintedMs', 50)] }),
      figure({ name: N.painted(t, 'polling', 95), unit: 'ms', samples: [sampleAt(r.poll[t], 'paintedMs', 95)] }),
      figure({
        name: N.ratio(t),
        unit: '×',
        samples: [sampleAt(r.push[t], 'paintedMs', 95) / sampleAt(r.poll[t], 'paintedMs', 95)],
        goal: RATIO_GOAL,
      }),
    )
  }
  const all = (s: Record<Table, Sample[]>) => [...s.orders, ...s.positions]
  out.push(
    figure({
      name: N.changed('push', 50),
      unit: 'ms',
      samples: [sampleAt(all(r.push), 'changedMs', 50)],
      note: 'main’s share of the painted figures',
    }),
    figure({ name: N.changed('push', 95), unit: 'ms', samples: [sampleAt(all(r.push), 'changedMs', 95)] }),
    figure({ name: N.changed('polling', 50), unit: 'ms', samples: [sampleAt(all(r.poll), 'changedMs', 50)] }),
    figure({ name: N.changed('polling', 95), unit: 'ms', samples: [sampleAt(all(r.poll), 'changedMs', 95)] }),
    figure({
      name: N.idle('push'),
      unit: 'req/min',
      samples: [r.pushIdle.restPerMin],
      reference: [r.pollIdle.restPerMin],
      goal: { kind: 'value-max', max: 5 },
      note: `over ${IDLE_MS / 1000} s, Open orders view; ratio to polling`,
    }),
    figure({ name: N.idle('polling'), unit: 'req/min', samples: [r.pollIdle.restPerMin] }),
    figure({
      name: N.idleMain('push'),
      unit: 'req/min',
      samples: [r.pushMainIdle.restPerMin],
      reference: [r.pollMainIdle.restPerMin],
      goal: { kind: 'value-max', max: 5 },
      note: `over ${IDLE_MS / 1000} s, main’s services without a window`,
    }),
    figure({ name: N.idleMain('polling'), unit: 'req/min', samples: [r.pollMainIdle.restPerMin] }),
    figure({
      name: N.quietStall,
      unit: 'ms',
      samples: [r.pushBurst.quietStallMs],
      note: `${QUIET_MS / 1000} s before the burst, push live, nothing changing`,
    }),
    figure({
      name: N.burstStall,
      unit: 'ms',
      samples: [r.pushBurst.burstStallMs],
      goal: STALL_GOAL,
      note: `from the first change until every transfer was told, +0.5 s, measured in main (a process of its own); quiet just before: ${r.pushBurst.quietStallMs.toFixed(0)} ms`,
    }),
    figure({
      name: N.burstMachine,
      unit: 'ms',
      samples: [r.pushBurst.burstMachineStallMs],
      note: 'a Node process doing nothing, in the same seconds: what the machine alone did to a thread',
    }),
    figure({
      name: N.burstStallAlone,
      unit: 'ms',
      samples: [r.mainBurst.stallMs],
      note: `main’s own work in the burst, no renderer on the cores; ${r.mainBurst.lost} changes lost`,
    }),
    figure({
      name: N.burstMachineAlone,
      unit: 'ms',
      samples: [r.mainBurst.machineStallMs],
      note: 'a Node process doing nothing, in the same seconds',
    }),
    figure({ name: N.quietFrames, unit: 'ms', samples: [percentile(r.pushBurst.quietFrames, 95)] }),
    figure({
      name: N.burstFrames,
      unit: 'ms',
      samples: [percentile(r.pushBurst.burstFrames, 95)],
      reference: [percentile(r.pushBurst.quietFrames, 95)],
      goal: { kind: 'ratio-max', max: 2, reference: N.quietFrames },
      note: `${r.pushBurst.burstFrames.length} frames during, ${r.pushBurst.quietFrames.length} before`,
    }),
    figure({
      name: N.lost,
      unit: 'changes',
      samples: [r.pushBurst.lost],
      goal: { kind: 'value-max', max: 0 },
      note: 'transfers booked minus transfers told in activity',
    }),
    figure({
      name: N.stale,
      unit: 'rows',
      samples: [r.pushBurst.stale],
      goal: { kind: 'value-max', max: 0 },
      note: 'Positions, Open orders and the summary’s Pos / Ord, against the sandbox read over a session of its own',
    }),
    figure({
      name: N.metricsStall,
      unit: 'ms',
      samples: [r.metrics.stallMs],
      goal: STALL_GOAL,
      note: `over ${METRICS_MS / 1000} s, main’s services without a window; idle: ${r.pushMainIdle.stallMs.toFixed(0)} ms`,
    }),
    figure({
      name: N.metricsMachine,
      unit: 'ms',
      samples: [r.metrics.machineStallMs],
      note: 'a Node process doing nothing, in the same seconds',
    }),
    figure({
      name: N.metricsBusy,
      unit: '%',
      samples: [r.metrics.busyPct],
      reference: [r.pushMainIdle.busyPct],
      note: 'event-loop utilisation of main’s thread; ratio to idle with push',
    }),
    figure({
      name: N.metricsCpu,
      unit: '% of a core',
      samples: [r.metrics.cpuPct],
      reference: [r.pushMainIdle.cpuPct],
      note: 'all threads of main’s process (main and the client worker); ratio to the same services idle',
    }),
    figure({ name: N.metricsTold, unit: 'events/s', samples: [r.metrics.toldPerSecond] }),
  )
  return out
}
