// `npm run soak`: a compressed trading day without a restart. The app's main process — the real main-process services
// (router, API client on its worker thread, account watch), built as the app's main is — runs as a child process of
// its own (app-main.ts), the built renderer in Chromium with window.api wired to it over Node's IPC (structured clone,
// as Electron's IPC), on a sandbox child process with 20 client accounts under a support case. This process is only
// the harness: Playwright, the scenario (scenario.ts), which changes the accounts in bursts, on push and then on
// polling, with a fault every few minutes, and the tally. Every minute, after a full collection: heap of main, the
// client worker and the renderer, and resident memory of main and the renderer. Each second: main's longest
// event-loop delay, measured in main. At the end: activity told against the sandbox's own count of changes, by kind,
// and every table on screen against the sandbox. Prints each figure beside its target and writes reports/soak.json.
// Nothing is asserted: it is a measurement, as `npm run bench` is.
//
//   npm run soak -- --minutes 20          a day in 20 minutes (default), 54,000 told account changes
//   npm run soak -- --minutes 5 --push off
//   npm run soak -- --minutes 2 --profile-main /tmp/prof   main's V8 CPU profile, written when it ends
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { EVENT_CHANNELS, type EventChannel } from '@shared/ipc/channels'
import { events, type WatchStatus } from '@shared/ipc/contract'
import { installWindowApi } from '../harness/window-api'
import { startRendererServer } from '../fixtures/renderer-server'
import { launchChromium, newBenchContext } from '../bench/lib/browser'
import { ROOT, spawnSandbox } from '../bench/lib/processes'
import { percentile } from '../bench/lib/report'
import {
  caughtUp,
  ActivityTally,
  compareTables,
  sandboxChanges,
  untoldTransfers,
  versionOf,
  type ActivityComparison,
  type TableComparison,
} from './checks'
import { clearFaults, FAULTS, injectFault, openAccounts, stopPush, type FaultName } from './faults'
import { buildAppMain, startAppMain } from '../harness/app-process'
import {
  chromiumOthersMb,
  FRAME_RECORDER,
  privateMb,
  pssMb,
  rendererHeapMb,
  rendererRssMb,
  rssMb,
  slope,
  startIdleProbe,
  takeFrames,
} from '../harness/probes'
import { Scenario } from './scenario'
import { RENDERER_JS_FLAGS } from '../../electron/core/memory-limits'

const log = (message: string) => process.stdout.write(`${message}\n`)
function fail(message: string): never {
  process.stderr.write(`soak: ${message}\n`)
  process.exit(2)
}

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    minutes: { type: 'string', default: '20' },
    push: { type: 'string', default: 'on' },
    accounts: { type: 'string', default: '20' },
    // Told changes (placements and price moves apart): a busy account's day on 20 accounts, ≥ 50,000 with a margin.
    'changes-per-minute': { type: 'string', default: '2700' },
    seed: { type: 'string', default: '1' },
    'profile-main': { type: 'string' },
  },
})
const minutes = Number(values.minutes)
const clients = Number(values.accounts)
const changesPerMinute = Number(values['changes-per-minute'])
if (!(minutes >= 1)) fail('--minutes must be a number ≥ 1')
if (!(clients >= 1 && clients <= 999)) fail('--accounts must be 1–999')
if (!(changesPerMinute > 0)) fail('--changes-per-minute must be above 0')
if (values.push !== 'on' && values.push !== 'off') fail('--push must be on or off')
const pushFirst = values.push === 'on'

const RUN_MS = minutes * 60_000
/** A day (24 h) compressed into the run: one simulated hour in real milliseconds. */
const SIMULATED_HOUR_MS = RUN_MS / 24
const WARM_UP_MS = Math.max(60_000, RUN_MS * 0.2)
/** Bursts and quiet spells: 10 s of changes at three times the rate, then 20 s without, so the mean is the rate. */
const CYCLE_MS = 30_000
const BURST_MS = 10_000
const FAULT_EVERY_MS = Math.max(20_000, RUN_MS / 12)
const accounts = Array.from({ length: clients }, (_, i) => `default:${5001 + i}`)

interface Sample {
  atMs: number
  mainHeapMb: number
  workerHeapMb: number | undefined
  /** The worker's committed heap (heapTotal), in MB. */
  workerHeapTotalMb: number | undefined
  rendererHeapMb: number | undefined
  mainRssMb: number | undefined
  rendererRssMb: number | undefined
  /** This process (Playwright's client, the scenario, the tally): not the app, for comparison. */
  harnessRssMb: number | undefined
  /** Where main's memory goes besides the heap in use (process.memoryUsage), in MB. */
  mainHeapTotalMb: number
  mainExternalMb: number
  mainArrayBuffersMb: number
  /** Memory main and the renderer hold without sharing it (smaps_rollup's private pages), in MB. */
  mainPrivateMb: number | undefined
  rendererPrivateMb: number | undefined
  /** Proportional set size (smaps_rollup's Pss): each shared page split among the processes mapping it, in MB. */
  mainPssMb: number | undefined
  rendererPssMb: number | undefined
  /** Headless Chromium's browser, GPU and utility processes (Electron's share in the app), PSS in MB. */
  chromiumOthersPssMb: number | undefined
}

const started = performance.now()
const elapsed = () => performance.now() - started
const clock = () => `${(elapsed() / 60_000).toFixed(1).padStart(5)} min`

const loadStart = loadavg()
log(`DX Desk soak: ${minutes} min, ${clients} accounts, ~${changesPerMinute} changes/min in bursts, `)
log(
  `  push ${pushFirst ? 'then polling' : 'off (polling throughout)'}; ${availableParallelism()} CPUs, load ${loadavg()[0]?.toFixed(1)}`,
)

const mainEntry = await buildAppMain()
const sandbox = await spawnSandbox(['--support-clients', String(clients), '--trading-hours', 'off'])
const baseUrl = sandbox.url
// However the run ends (a failed sign-in exits early), the sandbox child ends with it.
process.on('exit', () => sandbox.child.kill())
const controlUrl = `${new URL(baseUrl).origin}/sandbox`
if (!pushFirst)
  await fetch(`${controlUrl}/push/refuse-upgrades`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })

const main = await startAppMain(mainEntry, baseUrl, values['profile-main'])
process.on('exit', () => void main.stop())
const uncaught = main.uncaught
const harnessErrors: string[] = []

const renderer = await startRendererServer()
// The renderer's V8 flags, as the app's main sets them for its window.
const browser = await launchChromium([`--js-flags=${RENDERER_JS_FLAGS}`])
const context = await newBenchContext(browser)
const page = await context.newPage()
page.on('pageerror', (e) => uncaught.push(`renderer: ${e.message}`))
page.on('console', (m) => {
  if (m.type() === 'error') uncaught.push(`renderer console: ${m.text().slice(0, 300)}`)
})
await page.addInitScript({ content: FRAME_RECORDER })
const api = await installWindowApi(page, main.router)
const told = new ActivityTally()
let watchStatus: WatchStatus | undefined
const isEvent = (event: string): event is EventChannel => (EVENT_CHANNELS as readonly string[]).includes(event)
/** Main→window events by channel: how many, and the characters of their JSON in every tenth (where IPC goes). */
const sent = new Map<string, { count: number; sampledChars: number; sampled: number }>()
main.onEvent((event, payload) => {
  const tally = sent.get(event) ?? { count: 0, sampledChars: 0, sampled: 0 }
  sent.set(event, tally)
  if (tally.count++ % 10 === 0) {
    tally.sampled += 1
    tally.sampledChars += JSON.stringify(payload)?.length ?? 0
  }
  if (!isEvent(event)) return
  void api.emit(event, payload).catch(() => undefined)
  if (event === 'activity.added') told.add(events['activity.added'].parse(payload).events)
  else if (event === 'watch.status') watchStatus = events['watch.status'].parse(payload)
})
// What main last told the window it had seen of each account: main's own status events, in their order, so an
// account's version is known here only after the activity its read found.
const seen = (account: string) => versionOf(watchStatus?.accounts.find((s) => s.account === account)?.version)
const watching = async () => (await main.watchStatus()).accounts.filter((a) => a.state === 'watching').length

await page.goto(renderer.origin)
await openAccounts(page, accounts).catch(async (error: unknown) => {
  const details = await page
    .locator('main')
    .innerText()
    .catch(() => '')
  fail(`could not open the accounts: ${String(error).split('\n')[0]} ${details ?? ''} ${uncaught.join(' | ')}`)
})
while ((await watching()) < clients) {
  if (elapsed() > 120_000) fail('the watch did not start on every account within 2 minutes')
  await new Promise((r) => setTimeout(r, 250))
}
// From here on an error the harness leaves uncaught is reported, not the end of the run (main's are the app's).
process.on('uncaughtException', (e) => harnessErrors.push(e.message))
process.on('unhandledRejection', (e) => harnessErrors.push(e instanceof Error ? e.message : String(e)))
log(`[${clock()}] signed in; watching ${clients} accounts (${(await main.watchStatus()).source})`)

const samples: Sample[] = []
async function sample(atMs: number): Promise<void> {
  const heaps = await main.measure()
  samples.push({
    atMs,
    mainHeapMb: heaps.heapMb,
    workerHeapMb: heaps.workerHeapMb,
    workerHeapTotalMb: heaps.workerHeapTotalMb,
    rendererHeapMb: await rendererHeapMb(page).catch(() => undefined),
    mainRssMb: rssMb(main.pid),
    rendererRssMb: await rendererRssMb(browser).catch(() => undefined),
    harnessRssMb: rssMb(process.pid),
    mainHeapTotalMb: heaps.heapTotalMb,
    mainExternalMb: heaps.externalMb,
    mainArrayBuffersMb: heaps.arrayBuffersMb,
    mainPrivateMb: privateMb(main.pid),
    rendererPrivateMb: await rendererRssMb(browser, privateMb).catch(() => undefined),
    mainPssMb: pssMb(main.pid),
    rendererPssMb: await rendererRssMb(browser, pssMb).catch(() => undefined),
    chromiumOthersPssMb: await chromiumOthersMb(browser, pssMb).catch(() => undefined),
  })
  const s = samples[samples.length - 1]
  const mb = (n: number | undefined) => (n === undefined ? '?' : n.toFixed(1))
  log(
    `[${clock()}] heap main ${mb(s?.mainHeapMb)} · worker ${mb(s?.workerHeapMb)} · renderer ${mb(s?.rendererHeapMb)} MB; ` +
      `PSS main ${mb(s?.mainPssMb)} · renderer ${mb(s?.rendererPssMb)} MB; RSS main ${mb(s?.mainRssMb)} · ` +
      `renderer ${mb(s?.rendererRssMb)} (harness ${mb(s?.harnessRssMb)}) MB; ` +
      `activity ${told.count}`,
  )
}

const scenario = new Scenario({
  controlUrl,
  accounts,
  changesPerMinute,
  pricesPerMinute: 600,
  seed: Number(values.seed),
  seenVersion: seen,
})
await scenario.open()
const inBurst = (ms: number) => ms % CYCLE_MS < BURST_MS
const stop = new AbortController()
const dayStarted = performance.now()
const dayMs = () => performance.now() - dayStarted
// Told changes due by a time: each cycle's share of the rate, all of it in the cycle's burst.
const perCycle = (changesPerMinute * CYCLE_MS) / 60_000
const dueBy = (ms: number) =>
  Math.floor(ms / CYCLE_MS) * perCycle + (Math.min(ms % CYCLE_MS, BURST_MS) / BURST_MS) * perCycle
const running = scenario.run(stop.signal, dueBy)

// Main's longest event-loop delay each second, measured in main; a fault's seconds (a reload, sessions ended) are
// filed apart, and the minute's full collections are not watched (main stops watching while it collects).
// Beside it, an idle Node process's own delay in the same seconds: the machine's share of main's.
const machine = startIdleProbe()
await main.stall()
await machine.stallMs()
const stallsMs = { burst: [] as number[], idle: [] as number[], fault: [] as number[] }
const machineStallsMs = { burst: [] as number[], idle: [] as number[] }
/** Main's CPU time per second of wall time, in % of one core. */
const mainCpu = { burst: [] as number[], idle: [] as number[] }
const frames = { burst: [] as number[], idle: [] as number[] }
const faultsDone: { atMin: number; fault: FaultName | 'polling' }[] = []
let nextSample = 60_000
let nextFault = FAULT_EVERY_MS
let faultIndex = 0
let polling = !pushFirst
const ctx = { controlUrl, page, reopen: () => openAccounts(page, accounts), hiddenMs: 10_000 }

while (dayMs() < RUN_MS) {
  await new Promise((r) => setTimeout(r, 1_000))
  const at = dayMs()
  const phase = inBurst(at - 1_000) ? 'burst' : 'idle'
  const [stall, machineStall] = await Promise.all([main.stall(), machine.stallMs()])
  stallsMs[phase].push(stall.maxMs)
  machineStallsMs[phase].push(machineStall)
  mainCpu[phase].push((100 * stall.cpuMs) / Math.max(1, stall.wallMs))
  frames[phase].push(...(await takeFrames(page)))
  if (pushFirst && !polling && at >= RUN_MS / 2) {
    polling = true
    await stopPush(controlUrl)
    faultsDone.push({ atMin: at / 60_000, fault: 'polling' })
    log(`[${clock()}] push refused and dropped: the watch polls from here on`)
  }
  if (at >= nextFault) {
    nextFault += FAULT_EVERY_MS
    const fault = FAULTS[faultIndex++ % FAULTS.length] ?? 'push-dropped'
    log(`[${clock()}] fault: ${fault}`)
    await injectFault(fault, ctx).catch((e: unknown) => harnessErrors.push(`${fault}: ${String(e)}`))
    faultsDone.push({ atMin: at / 60_000, fault })
    await takeFrames(page)
    stallsMs.fault.push((await main.stall()).maxMs)
    await machine.stallMs()
  }
  if (at >= nextSample) {
    nextSample += 60_000
    await sample(at)
    await takeFrames(page)
  }
}
stop.abort()
await running
machine.stop()
await clearFaults(controlUrl)
log(`[${clock()}] day over; waiting for the watch to catch up`)
const catchUpStart = performance.now()
while (!(await caughtUp(controlUrl, seen, accounts))) {
  if (performance.now() - catchUpStart > 120_000) break
  await new Promise((r) => setTimeout(r, 500))
}
await sample(dayMs())

const changes = await sandboxChanges(controlUrl)
const activity: ActivityComparison = told.compare(changes)
let tables: TableComparison[] = []
for (let attempt = 0; attempt < 10; attempt++) {
  tables = await compareTables(page, baseUrl, accounts).catch((e: unknown) => [
    { table: 'all', rowsOnScreen: 0, rowsAtSandbox: 0, stale: [`could not read: ${String(e)}`] },
  ])
  if (tables.every((t) => t.stale.length === 0)) break
  await new Promise((r) => setTimeout(r, 2_000))
}
const figures = scenario.report()
// Where a transfer count differs, which transfers went untold, and when (the first three such accounts).
const untold: Record<string, Awaited<ReturnType<typeof untoldTransfers>>> = {}
for (const account of Object.keys(activity.accountsDiffering).slice(0, 3)) {
  if (activity.accountsDiffering[account]?.some((d) => d.kind === 'transfer')) {
    untold[account] = await untoldTransfers(baseUrl, account, (id) => told.told(id)).catch(() => ({
      listed: 0,
      untold: [],
    }))
  }
}

// --- figures and targets
interface Row {
  name: string
  value: number | null
  unit: string
  target: string
  meets: boolean | null
}
const rows: Row[] = []
const add = (name: string, value: number | undefined, unit: string, target: string, max?: number) =>
  rows.push({
    name,
    value: value === undefined || Number.isNaN(value) ? null : Number(value.toFixed(2)),
    unit,
    target,
    meets: max === undefined || value === undefined || Number.isNaN(value) ? null : value <= max,
  })

const warm = samples.filter((s) => s.atMs >= WARM_UP_MS)
const perSimHour = (pick: (s: Sample) => number | undefined) => {
  const points = warm.flatMap((s) => {
    const y = pick(s)
    return y === undefined ? [] : [{ x: s.atMs / SIMULATED_HOUR_MS, y }]
  })
  return slope(points)
}
add(
  'heap growth after warm-up: main',
  perSimHour((s) => s.mainHeapMb),
  'MB/sim h',
  '≤ 5',
  5,
)
add(
  'heap growth after warm-up: client worker',
  perSimHour((s) => s.workerHeapMb),
  'MB/sim h',
  '≤ 5',
  5,
)
add(
  'heap growth after warm-up: renderer',
  perSimHour((s) => s.rendererHeapMb),
  'MB/sim h',
  '≤ 5',
  5,
)
const last = samples[samples.length - 1]
// The app's memory is held to its target as PSS: summed RSS would count the Node and Chromium executables and
// libraries once per process that maps them (docs/performance.md, "Soak"); RSS and private memory are printed beside.
const peak = (pick: (s: Sample) => number | undefined) => Math.max(...samples.map((s) => pick(s) ?? 0))
const appPss = (s: Sample | undefined) => (s?.mainPssMb ?? 0) + (s?.rendererPssMb ?? 0)
add('memory of the app, PSS (main with its worker + renderer), peak', peak(appPss), 'MB', '≤ 600', 600)
add('memory of the app, PSS, at the end', appPss(last), 'MB', '≤ 600', 600)
add(
  'PSS of main with its worker, peak',
  peak((s) => s.mainPssMb),
  'MB',
  '—',
)
add(
  'PSS of the renderer, peak',
  peak((s) => s.rendererPssMb),
  'MB',
  '—',
)
add(
  'RSS of the app (main with its worker + renderer; shared pages counted per process), peak',
  peak((s) => (s.mainRssMb ?? 0) + (s.rendererRssMb ?? 0)),
  'MB',
  '—',
)
add(
  'RSS of main with its worker, peak',
  peak((s) => s.mainRssMb),
  'MB',
  '—',
)
add(
  'RSS of the renderer, peak',
  peak((s) => s.rendererRssMb),
  'MB',
  '—',
)
add(
  'private memory of the app (main + renderer, not shared), peak',
  peak((s) => (s.mainPrivateMb ?? 0) + (s.rendererPrivateMb ?? 0)),
  'MB',
  '—',
)
add(
  'Chromium’s browser, GPU and utility processes, PSS, peak',
  peak((s) => s.chromiumOthersPssMb),
  'MB',
  '—',
)
add(
  'main heap committed (heapTotal), peak',
  peak((s) => s.mainHeapTotalMb),
  'MB',
  '—',
)
add(
  'client worker heap committed (heapTotal), peak',
  peak((s) => s.workerHeapTotalMb),
  'MB',
  '—',
)
const madeTotal = activity.rows.reduce((n, r) => n + r.sandbox, 0)
add(
  'account changes the sandbox made (told kinds)',
  madeTotal,
  'changes',
  `≥ ${Math.ceil((50_000 * minutes) / 20).toLocaleString('en')} in ${minutes} min`,
  undefined,
)
{
  const row = rows[rows.length - 1]
  if (row) row.meets = madeTotal >= (50_000 * minutes) / 20
}
add('told changes still due at the end (the driver behind)', figures.behindAtEnd, 'changes', '—')
add('catch-up changes (transfers, account events beyond one per account)', figures.catchUp, 'changes', '—')
add('price moves', changes.total.price ?? 0, 'moves', '—')
for (const r of activity.rows) {
  add(`activity told − sandbox changes: ${r.kind} (${r.sandbox} made)`, r.told - r.sandbox, 'entries', '= 0')
  const row = rows[rows.length - 1]
  if (row) row.meets = r.told === r.sandbox
}
add('entries told twice', activity.toldTwice, 'entries', '= 0', 0)
add('gap entries (push lost, caught up)', activity.gaps, 'entries', '—')
const stale = tables.reduce((n, t) => n + t.stale.length, 0)
add('stale rows at the end (Positions, Open orders, summary)', stale, 'rows', '= 0', 0)
add('uncaught errors', uncaught.length, 'errors', '= 0', 0)
const p95 = (xs: number[]) => percentile(xs, 95)
const mean = (xs: number[]) => (xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length)
add('renderer frame p95, idle', p95(frames.idle), 'ms', '—')
add(
  'renderer frame p95, bursts',
  p95(frames.burst),
  'ms',
  `≤ 2 × idle (${(2 * p95(frames.idle)).toFixed(1)})`,
  2 * p95(frames.idle),
)
add('main-thread stall, longest, bursts', Math.max(0, ...stallsMs.burst), 'ms', '≤ 50', 50)
add('main-thread stall p95 of seconds, bursts', p95(stallsMs.burst), 'ms', '≤ 50', 50)
add('main-thread stall, longest, idle', Math.max(0, ...stallsMs.idle), 'ms', '≤ 50', 50)
add('main-thread stall p95 of seconds, idle', p95(stallsMs.idle), 'ms', '≤ 50', 50)
add('main-thread stall, longest, during a fault', Math.max(0, ...stallsMs.fault), 'ms', '—')
add('idle Node process beside it: stall p95 of seconds, bursts', p95(machineStallsMs.burst), 'ms', '—')
add('idle Node process beside it: stall p95 of seconds, idle', p95(machineStallsMs.idle), 'ms', '—')
add(
  'idle Node process beside it: stall, longest',
  Math.max(0, ...machineStallsMs.burst, ...machineStallsMs.idle),
  'ms',
  '—',
)
// Second by second, how much longer main stalled than the idle process in the same second: the part of main's delay
// the machine alone does not explain (its own work, or work queued behind a core it waited for).
const beyondMachine = (phase: 'burst' | 'idle') =>
  stallsMs[phase].map((ms, i) => Math.max(0, ms - (machineStallsMs[phase][i] ?? Number.POSITIVE_INFINITY)))
add('main stall beyond the idle process’s, p95 of seconds, bursts', p95(beyondMachine('burst')), 'ms', '—')
add('main stall beyond the idle process’s, p95 of seconds, idle', p95(beyondMachine('idle')), 'ms', '—')
add('main CPU, mean of seconds, bursts', mean(mainCpu.burst), '% core', '—')
add('main CPU, mean of seconds, idle', mean(mainCpu.idle), '% core', '—')

const width = Math.max(...rows.map((r) => r.name.length))
log('')
log(`${'figure'.padEnd(width)}  ${'value'.padStart(10)}  unit        target`)
for (const r of rows) {
  const mark = r.meets === null ? ' ' : r.meets ? '✓' : '✗'
  log(`${r.name.padEnd(width)}  ${String(r.value ?? '?').padStart(10)}  ${r.unit.padEnd(10)}  ${r.target} ${mark}`)
}
log('')
for (const [event, t] of [...sent].sort((a, b) => b[1].count - a[1].count)) {
  const meanChars = t.sampled === 0 ? 0 : t.sampledChars / t.sampled
  log(`main→window ${event}: ${t.count} events, ~${((meanChars * t.count) / 1e6).toFixed(1)} M characters`)
}
for (const t of tables) if (t.stale.length) log(`${t.table}: ${t.stale.slice(0, 10).join('; ')}`)
for (const [account, differing] of Object.entries(activity.accountsDiffering).slice(0, 5)) {
  log(`${account}: ${differing.map((d) => `${d.kind} told ${d.told} of ${d.sandbox}`).join(', ')}`)
}
for (const [account, { listed, untold: missed }] of Object.entries(untold)) {
  const shown = missed.slice(0, 8).map((m) => `${m.code} ${m.time} #${m.index}`)
  log(`${account}: ${missed.length} of ${listed} listed transfers untold, e.g. ${shown.join(', ')}`)
}
for (const e of uncaught.slice(0, 10)) log(`uncaught: ${e}`)
for (const e of harnessErrors.slice(0, 10)) log(`harness: ${e}`)
if (figures.refused.length) log(`controls refused: ${figures.refused.slice(0, 5).join(' | ')}`)

const reportPath = resolve(ROOT, 'reports/soak.json')
mkdirSync(resolve(ROOT, 'reports'), { recursive: true })
writeFileSync(
  reportPath,
  `${JSON.stringify(
    {
      minutes,
      accounts: clients,
      cpus: availableParallelism(),
      push: pushFirst ? 'push, then polling' : 'polling',
      changesPerMinute,
      results: rows,
      samples,
      activity,
      sandboxChanges: changes,
      tables,
      scenario: figures,
      faults: faultsDone,
      untoldTransfers: untold,
      uncaught,
      harnessErrors,
      stallsMs,
      machineStallsMs,
      mainEvents: Object.fromEntries(sent),
      mainCpu,
      loadAverage: { start: loadStart, end: loadavg() },
    },
    null,
    2,
  )}\n`,
)
log(
  `\nWritten to ${reportPath} in ${(elapsed() / 60_000).toFixed(1)} min; load ${loadStart[0]?.toFixed(1)} at the start, ${loadavg()[0]?.toFixed(1)} at the end.`,
)

await browser.close()
await renderer.close()
await main.stop()
await sandbox.stop()
process.exit(0)
