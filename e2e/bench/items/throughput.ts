// 3. Sandbox throughput, against plain node:http sending pre-serialised bytes of the same size, twice:
//   cached   — the same order-history page of 100 again and again (what the sandbox's answer cache serves);
//   uncached — every request a different page or filter of the 10,000-order account (`transaction-to`
//              differs on every request, so no answer is ever in the cache): the cost of a page nobody asked
//              for before.
// The sandbox and both raw servers run as child processes on loopback, loaded by autocannon from this process
// with the same connections and duration; each run measures all four in turn so drift hits them alike.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import type { BenchContext, BenchItem, ExpectedFigure } from '../lib/item'
import { LARGE_ACCOUNT, demoLogin, historyPath, spawnServer, spawnSandbox, type ServerProcess } from '../lib/processes'
import { figure, type Figure, type Goal } from '../lib/report'

const DURATION_S = 5
const CONNECTIONS = 10
const PAGE_SIZE = 100
/** The seeded trader account: ~240 orders of every status, so a page of 100 is full. */
const CACHED_ACCOUNT = 'default:1001'
const CACHED_QUERY = `page=1&page-size=${PAGE_SIZE}`
const LARGE_ORDERS = 10_000
/**
 * Filters that each keep at least a third of the orders, with `transaction-to` in the newest 40 % of the
 * history: at least ~2,400 matches, so the server cap (1,000) cuts and pages 1–10 are all full pages of 100.
 */
const FILTERS = [
  '',
  '&side=BUY',
  '&side=SELL',
  '&in-status=COMPLETED',
  '&of-type=MARKET',
  '&of-type=LIMIT,STOP',
  '&in-status=CANCELED,EXPIRED,REJECTED',
  '&for-instrument=EUR/USD,USD/JPY,GBP/USD,XAU/USD,US30',
]
const PAGES = 10

const NAMES = {
  uncached: `3. sandbox uncached page of ${PAGE_SIZE} (${LARGE_ORDERS.toLocaleString('en')}-order account): req/s`,
  uncachedP99: '3. sandbox uncached: p99 latency',
  rawUncached: '3. raw node:http, bytes of an uncached page: req/s',
  rawUncachedP99: '3. raw node:http, bytes of an uncached page: p99 latency',
  cached: `3. sandbox cached page of ${PAGE_SIZE} (same page each time): req/s`,
  cachedP99: '3. sandbox cached: p99 latency',
  rawCached: '3. raw node:http, bytes of the cached page: req/s',
  rawCachedP99: '3. raw node:http, bytes of the cached page: p99 latency',
} as const

const GOALS = {
  uncached: { kind: 'ratio-min', min: 0.25, reference: 'raw node:http' },
  uncachedP99: { kind: 'value-max', max: 10 },
  cached: { kind: 'ratio-min', min: 0.8, reference: 'raw node:http' },
} as const satisfies Record<string, Goal>

interface Load {
  reqPerSec: number
  p99Ms: number
}

interface Target {
  url: string
  /** Path (with query) of each request in turn; the URL's own path when absent. */
  nextPath?: () => string
}

const HEADERS = { accept: 'application/json' }

async function load(target: Target, authorization: string, duration: number): Promise<Load> {
  const { nextPath } = target
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    timeout: 10,
    headers: { ...HEADERS, authorization },
    ...(nextPath
      ? { requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }] }
      : {}),
  })
  const failed = result.errors + result.timeouts + result.non2xx
  if (failed > 0) throw new Error(`${target.url}: ${failed} failed requests of ${result['2xx'] + failed}`)
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99 }
}

/**
 * An endless sequence of history queries that never repeats within a bench: page × filter × a
 * `transaction-to` stepping through the newest 40 % of the history by a prime number of milliseconds.
 */
function uncachedPaths(pathOf: (query: string) => string, oldestMs: number, newestMs: number): () => string {
  const window = Math.floor((newestMs - oldestMs) * 0.4)
  let i = 0
  return () => {
    i += 1
    const to = new Date(newestMs - ((i * 104_729) % window)).toISOString()
    const page = 1 + (i % PAGES)
    const filter = FILTERS[i % FILTERS.length] ?? ''
    return pathOf(`page=${page}&page-size=${PAGE_SIZE}&transaction-to=${to}${filter}`)
  }
}

async function getJson(url: string, authorization: string): Promise<{ bytes: Buffer; contentType: string }> {
  const res = await fetch(url, { headers: { ...HEADERS, authorization }, signal: AbortSignal.timeout(30_000) })
  const bytes = Buffer.from(await res.arrayBuffer())
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return { bytes, contentType: res.headers.get('content-type') ?? 'application/json' }
}

function ordersIn(bytes: Buffer): Array<{ transactionTime: string }> {
  return (JSON.parse(bytes.toString('utf8')) as { orders: Array<{ transactionTime: string }> }).orders
}

const summary = (name: string, unit: string, samples: number[], extra: Partial<Parameters<typeof figure>[0]> = {}) =>
  figure({ name, unit, samples, ...extra })

export const throughput: BenchItem = {
  id: 3,
  title: 'Sandbox throughput, cached and uncached pages, vs raw node:http',
  expects: [
    { name: NAMES.uncached, unit: 'req/s', goal: GOALS.uncached },
    { name: NAMES.uncachedP99, unit: 'ms', goal: GOALS.uncachedP99 },
    { name: NAMES.rawUncached, unit: 'req/s' },
    { name: NAMES.rawUncachedP99, unit: 'ms' },
    { name: NAMES.cached, unit: 'req/s', goal: GOALS.cached },
    { name: NAMES.cachedP99, unit: 'ms' },
    { name: NAMES.rawCached, unit: 'req/s' },
    { name: NAMES.rawCachedP99, unit: 'ms' },
  ] satisfies ExpectedFigure[],
  async run(ctx: BenchContext): Promise<Figure[]> {
    const dir = mkdtempSync(join(tmpdir(), 'dx-bench-raw-'))
    const servers: ServerProcess[] = []
    const rawServer = async (name: string, body: { bytes: Buffer; contentType: string }) => {
      const file = join(dir, name)
      writeFileSync(file, body.bytes)
      const server = await spawnServer(
        'e2e/bench/servers/raw-http.ts',
        [file, body.contentType],
        /(http:\/\/\S+\/)/,
        30_000,
      )
      servers.push(server)
      return server
    }
    try {
      const sandbox = await spawnSandbox(['--large-account-orders', String(LARGE_ORDERS)])
      servers.push(sandbox)
      const auth = await demoLogin(sandbox.url)
      const basePath = new URL(sandbox.url).pathname

      // Cached: one page, as today.
      const cachedUrl = `${sandbox.url}${historyPath(CACHED_ACCOUNT, CACHED_QUERY)}`
      const cachedBody = await getJson(cachedUrl, auth)
      if (ordersIn(cachedBody.bytes).length !== PAGE_SIZE) throw new Error(`${CACHED_ACCOUNT} has no full page`)

      // Uncached: the large account's time span, then a check that the generated queries give full pages.
      const all = ordersIn((await getJson(`${sandbox.url}${historyPath(LARGE_ACCOUNT, 'page-size=1')}`, auth)).bytes)
      const newest = Date.parse(all[0]?.transactionTime ?? '')
      // The seed spreads the account's orders over its last 30 days.
      const newPaths = () =>
        uncachedPaths((query) => `${basePath}${historyPath(LARGE_ACCOUNT, query)}`, newest - 30 * 86_400_000, newest)
      const paths = newPaths()
      const origin = new URL(sandbox.url).origin
      let uncachedBody: { bytes: Buffer; contentType: string } | undefined
      for (let i = 0; i < 2 * FILTERS.length; i++) {
        const body = await getJson(`${origin}${paths()}`, auth)
        const n = ordersIn(body.bytes).length
        if (n !== PAGE_SIZE) throw new Error(`an uncached query answered ${n} orders, not ${PAGE_SIZE}`)
        uncachedBody ??= body
      }
      if (!uncachedBody) throw new Error('no uncached page')

      const rawCached = await rawServer('cached.json', cachedBody)
      const rawUncached = await rawServer('uncached.json', uncachedBody)
      const targets = {
        cached: { url: cachedUrl },
        rawCached: { url: rawCached.url },
        uncached: { url: sandbox.url, nextPath: paths },
        // The same sequence of request paths (which the raw server ignores): equal work for the load generator.
        rawUncached: { url: rawUncached.url, nextPath: newPaths() },
      } satisfies Record<string, Target>
      ctx.log(
        `  cached: ${CACHED_ACCOUNT} ${CACHED_QUERY}, ${cachedBody.bytes.length} B; uncached: ${LARGE_ACCOUNT}, ` +
          `pages 1–${PAGES} × ${FILTERS.length} filters × a new transaction-to each, ~${uncachedBody.bytes.length} B; ` +
          `${CONNECTIONS} connections × ${DURATION_S} s`,
      )
      // Warm-up: JIT and keep-alive sockets, not counted.
      for (const target of Object.values(targets)) await load(target, auth, 1)
      const samples = {
        cached: [] as Load[],
        rawCached: [] as Load[],
        uncached: [] as Load[],
        rawUncached: [] as Load[],
      }
      for (let run = 0; run < ctx.runs; run++) {
        for (const key of ['uncached', 'rawUncached', 'cached', 'rawCached'] as const) {
          samples[key].push(await load(targets[key], auth, DURATION_S))
        }
        const last = (key: keyof typeof samples) => samples[key][run]?.reqPerSec.toFixed(0)
        ctx.log(
          `  run ${run + 1}: uncached ${last('uncached')} vs raw ${last('rawUncached')} req/s; ` +
            `cached ${last('cached')} vs raw ${last('rawCached')} req/s`,
        )
      }
      const rps = (key: keyof typeof samples) => samples[key].map((l) => l.reqPerSec)
      const p99 = (key: keyof typeof samples) => samples[key].map((l) => l.p99Ms)
      return [
        summary(NAMES.uncached, 'req/s', rps('uncached'), {
          reference: rps('rawUncached'),
          goal: GOALS.uncached,
          note: `each request a page (1–${PAGES}) or filter never asked before; the answer cache never hits`,
        }),
        summary(NAMES.uncachedP99, 'ms', p99('uncached'), { reference: p99('rawUncached'), goal: GOALS.uncachedP99 }),
        summary(NAMES.rawUncached, 'req/s', rps('rawUncached')),
        summary(NAMES.rawUncachedP99, 'ms', p99('rawUncached')),
        summary(NAMES.cached, 'req/s', rps('cached'), { reference: rps('rawCached'), goal: GOALS.cached }),
        summary(NAMES.cachedP99, 'ms', p99('cached'), { reference: p99('rawCached') }),
        summary(NAMES.rawCached, 'req/s', rps('rawCached')),
        summary(NAMES.rawCachedP99, 'ms', p99('rawCached')),
      ]
    } finally {
      for (const server of servers.reverse()) await server.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
