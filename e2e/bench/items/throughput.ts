// 3. Sandbox throughput: an order-history page of 100 from the sandbox, against plain node:http sending the
// very bytes the sandbox sent for it. Both servers run as child processes on loopback, loaded by autocannon
// from this process with the same connections and duration; runs alternate so drift hits both alike.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import type { BenchContext, BenchItem } from '../lib/item'
import { demoLogin, historyPath, spawnServer, spawnSandbox, type ServerProcess } from '../lib/processes'
import { figure, type Figure } from '../lib/report'

const DURATION_S = 5
const CONNECTIONS = 10
/** The seeded trader account: ~240 orders of every status, so a page of 100 is full. */
const ACCOUNT = 'default:1001'
const QUERY = 'page=1&page-size=100'

interface Load {
  reqPerSec: number
  p99Ms: number
}

async function load(url: string, headers: Record<string, string>, duration: number): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, timeout: 10, headers })
  const failed = result.errors + result.timeouts + result.non2xx
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests of ${result['2xx'] + failed}`)
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99 }
}

export const throughput: BenchItem = {
  id: 3,
  title: 'Sandbox throughput vs raw node:http',
  expects: [
    { name: '3. sandbox history page of 100: req/s', unit: 'req/s' },
    { name: '3. raw node:http same bytes: req/s', unit: 'req/s' },
    { name: '3. sandbox history page of 100: p99 latency', unit: 'ms' },
    { name: '3. raw node:http same bytes: p99 latency', unit: 'ms' },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    const dir = mkdtempSync(join(tmpdir(), 'dx-bench-raw-'))
    let sandbox: ServerProcess | undefined
    let raw: ServerProcess | undefined
    try {
      sandbox = await spawnSandbox([])
      const auth = await demoLogin(sandbox.url)
      const url = `${sandbox.url}${historyPath(ACCOUNT, QUERY)}`
      const headers = { authorization: auth, accept: 'application/json' }
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) })
      const bytes = Buffer.from(await res.arrayBuffer())
      const orders = (JSON.parse(bytes.toString('utf8')) as { orders: unknown[] }).orders.length
      if (!res.ok || orders !== 100) throw new Error(`the page has ${orders} orders (HTTP ${res.status}), not 100`)
      const bodyFile = join(dir, 'page.json')
      writeFileSync(bodyFile, bytes)
      raw = await spawnServer(
        'e2e/bench/servers/raw-http.ts',
        [bodyFile, res.headers.get('content-type') ?? 'application/json'],
        /(http:\/\/127\.0\.0\.1:\d+\/)/,
        30_000,
      )
      const rawUrl = raw.url
      ctx.log(`  ${orders} orders, ${bytes.length} bytes per response; ${CONNECTIONS} connections × ${DURATION_S} s`)
      // Warm-up: JIT and keep-alive sockets, not counted.
      await load(url, headers, 1)
      await load(rawUrl, headers, 1)
      const ours: Load[] = []
      const ref: Load[] = []
      for (let run = 0; run < ctx.runs; run++) {
        ours.push(await load(url, headers, DURATION_S))
        ref.push(await load(rawUrl, headers, DURATION_S))
        const o = ours[run] as Load
        const r = ref[run] as Load
        ctx.log(`  run ${run + 1}: sandbox ${o.reqPerSec.toFixed(0)} req/s, raw ${r.reqPerSec.toFixed(0)} req/s`)
      }
      const note = `${ACCOUNT} ${QUERY}, ${bytes.length} B, ${CONNECTIONS} connections, ${DURATION_S} s per run`
      return [
        figure({
          name: '3. sandbox history page of 100: req/s',
          unit: 'req/s',
          samples: ours.map((l) => l.reqPerSec),
          reference: ref.map((l) => l.reqPerSec),
          goal: { kind: 'ratio-min', min: 0.5, reference: 'raw node:http' },
          note,
        }),
        figure({ name: '3. raw node:http same bytes: req/s', unit: 'req/s', samples: ref.map((l) => l.reqPerSec) }),
        figure({
          name: '3. sandbox history page of 100: p99 latency',
          unit: 'ms',
          samples: ours.map((l) => l.p99Ms),
          reference: ref.map((l) => l.p99Ms),
        }),
        figure({ name: '3. raw node:http same bytes: p99 latency', unit: 'ms', samples: ref.map((l) => l.p99Ms) }),
      ]
    } finally {
      await raw?.stop()
      await sandbox?.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
