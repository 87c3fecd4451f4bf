// 4. Sandbox scale: `npm run sandbox -- --large-account-orders 1000000` as a real process — time from spawn
// to the URL line, resident memory after start and after queries (and the peak, VmHWM), and the latency of a
// filtered history query over the million orders.
import type { BenchContext, BenchItem } from '../lib/item'
import { LARGE_ACCOUNT, demoLogin, historyPath, memoryOf, spawnSandbox } from '../lib/processes'
import { figure, summarize, type Figure } from '../lib/report'

const ORDERS = 1_000_000
const FILTERED = 'in-status=COMPLETED&side=BUY&page-size=100'
/** Queries per start: the first is cold; the median of the rest is the steady latency. */
const QUERIES = 11

export const scale: BenchItem = {
  id: 4,
  title: `Sandbox with a ${ORDERS.toLocaleString('en')}-order account`,
  expects: [
    { name: '4. sandbox 1M orders: start-up to URL line', unit: 's' },
    { name: '4. sandbox 1M orders: RSS after start', unit: 'MB' },
    { name: '4. sandbox 1M orders: RSS after queries', unit: 'MB' },
    { name: '4. sandbox 1M orders: peak RSS', unit: 'MB' },
    { name: '4. filtered history query (first)', unit: 'ms' },
    { name: '4. filtered history query (steady)', unit: 'ms' },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    const start: number[] = []
    const rssStart: number[] = []
    const rssAfter: number[] = []
    const peak: number[] = []
    const first: number[] = []
    const steady: number[] = []
    let matched = 0
    for (let run = 0; run < ctx.runs; run++) {
      const server = await spawnSandbox(['--large-account-orders', String(ORDERS)], 90_000)
      try {
        start.push(server.startMs / 1000)
        rssStart.push(memoryOf(server.pid).rssMb)
        const headers = { authorization: await demoLogin(server.url), accept: 'application/json' }
        const times: number[] = []
        for (let q = 0; q < QUERIES; q++) {
          const t0 = performance.now()
          const res = await fetch(`${server.url}${historyPath(LARGE_ACCOUNT, FILTERED)}`, {
            headers,
            signal: AbortSignal.timeout(30_000),
          })
          const body = (await res.json()) as { orders?: unknown[] }
          times.push(performance.now() - t0)
          if (!res.ok) throw new Error(`filtered query answered HTTP ${res.status}`)
          matched = body.orders?.length ?? 0
        }
        first.push(times[0] as number)
        steady.push(summarize(times.slice(1)).median)
        const memory = memoryOf(server.pid)
        rssAfter.push(memory.rssMb)
        peak.push(memory.peakMb)
        ctx.log(
          `  run ${run + 1}: ready in ${(server.startMs / 1000).toFixed(1)} s, RSS ${rssStart[run]?.toFixed(0)} → ` +
            `${memory.rssMb.toFixed(0)} MB (peak ${memory.peakMb.toFixed(0)}), query ${times[0]?.toFixed(1)} ms cold`,
        )
      } finally {
        await server.stop()
      }
    }
    const gb = { kind: 'value-max', max: 1024 } as const
    return [
      figure({
        name: '4. sandbox 1M orders: start-up to URL line',
        unit: 's',
        samples: start,
        goal: { kind: 'value-max', max: 30 },
        note: 'spawn of `node --import tsx electron/sandbox/cli.ts` (what `npm run sandbox` runs) to its URL line',
      }),
      figure({ name: '4. sandbox 1M orders: RSS after start', unit: 'MB', samples: rssStart, goal: gb }),
      figure({ name: '4. sandbox 1M orders: RSS after queries', unit: 'MB', samples: rssAfter, goal: gb }),
      figure({ name: '4. sandbox 1M orders: peak RSS', unit: 'MB', samples: peak, goal: gb }),
      figure({
        name: '4. filtered history query (first)',
        unit: 'ms',
        samples: first,
        note: `${FILTERED} → ${matched} orders; round trip from this process incl. JSON parse`,
      }),
      figure({ name: '4. filtered history query (steady)', unit: 'ms', samples: steady }),
    ]
  },
}
