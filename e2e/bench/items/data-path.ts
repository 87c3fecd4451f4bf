// 2. Data path: orders from the sandbox through everything the app does with them — the real DX client on its
// worker thread (fetch, schema validation, normalisation, then JSON text), the real IPC router (input check; a
// worker's read is forwarded unparsed), a structured clone standing in for Electron's IPC hop, the preload's
// fromWire (JSON.parse on the renderer's side), and the renderer's own query options into the
// renderer's own QueryClient (TanStack Query core, running here in Node rather than in a page) — against
// a raw `fetch` + `JSON.parse` of the very same URL. The sandbox runs in a child process for both sides.
// Both sides ask for compression (the client's Accept-Encoding, fetch's default), as against a real broker; the
// 10,000-order page is measured again against a sandbox started with `--compression off`, to show what
// compressing and inflating cost on this loopback path, and its size on the wire is reported both ways.
import { request as httpRequest } from 'node:http'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { QueryClient } from '@tanstack/react-query'
import { createQueryClient } from '../../../renderer/src/app/query-client'
import { historyQuery } from '../../../renderer/src/api/queries'
import { nodeWindowApi, startServices, type Harness } from '../lib/app-harness'
import type { BenchContext, BenchItem } from '../lib/item'
import { LARGE_ACCOUNT, demoLogin, historyPath, spawnSandbox, type ServerProcess } from '../lib/processes'
import { figure, type Figure } from '../lib/report'

const BIG_PAGE = 10_000
const PAGES = 100
const PAGE = 100
const scope = { profileId: 'demo-trader', accounts: [LARGE_ACCOUNT] }

// Each side pays for its own garbage: a timed read ends with a full collection of what it left on this thread.
// Without it the next read paid for the previous one's, and which side that was depended on the order they run
// in (the raw reads have measured ~100 ms slower beside a data path that leaves more garbage behind). The
// client's worker collects its own garbage on its own thread, in parallel, as in the app.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

async function timed(run: () => Promise<unknown>): Promise<number> {
  collectGarbage()
  const t0 = performance.now()
  await run()
  collectGarbage()
  return performance.now() - t0
}

/** The renderer's query for one page, into a fresh cache (so nothing is served from an earlier run). */
async function throughApp(client: QueryClient, page: number, pageSize: number): Promise<number> {
  const data = await client.fetchQuery(historyQuery(scope, { page, 'page-size': pageSize }))
  return data.data.orders.length
}

async function raw(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) })
  const body = JSON.parse(await res.text()) as { orders: unknown[] }
  return body.orders.length
}

/** Bytes on the wire of one answer, with or without asking for gzip (node:http never inflates by itself). */
function wireBytes(url: string, headers: Record<string, string>, gzip: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { ...headers, 'accept-encoding': gzip ? 'gzip' : 'identity' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength))
      res.on('end', () => resolve(bytes))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

interface Samples {
  oursBig: number[]
  refBig: number[]
  oursPages: number[]
  refPages: number[]
  wireGzip: number
  wirePlain: number
}

/** The app's path and the raw reference against one sandbox; the 100 pages only when `pages` is set. */
async function measure(ctx: BenchContext, sandboxArgs: string[], pages: boolean): Promise<Samples> {
  let sandbox: ServerProcess | undefined
  let app: Harness | undefined
  const hadWindow = Object.hasOwn(globalThis, 'window')
  try {
    sandbox = await spawnSandbox([
      '--large-account-orders',
      String(BIG_PAGE),
      '--history-cap',
      String(BIG_PAGE),
      ...sandboxArgs,
    ])
    // The client's throttle (25 reads/s after a burst of 50) is a courtesy to the broker, not a cost of the
    // pipeline: off here, so 100 sequential pages measure the work done per page, not the waiting.
    app = await startServices(sandbox.url, { throttle: false })
    const connected = await app.invoke('session.connect', { profileId: 'demo-trader' })
    if (!connected.ok) throw new Error(`connect failed: ${connected.error.message}`)
    Object.defineProperty(globalThis, 'window', { value: { api: nodeWindowApi(app.invokeWire) }, configurable: true })

    const headers = { authorization: await demoLogin(sandbox.url), accept: 'application/json' }
    const url = (page: number, size: number) =>
      `${sandbox?.url}${historyPath(LARGE_ACCOUNT, `page=${page}&page-size=${size}`)}`

    // Warm-up of both paths (JIT, keep-alive sockets, schema compilation), not counted.
    const n = await throughApp(createQueryClient(), 1, BIG_PAGE)
    const m = await raw(url(1, BIG_PAGE), headers)
    if (n !== BIG_PAGE || m !== BIG_PAGE) throw new Error(`expected ${BIG_PAGE} orders, got ${n} and ${m}`)

    const samples: Samples = {
      oursBig: [],
      refBig: [],
      oursPages: [],
      refPages: [],
      wireGzip: await wireBytes(url(1, BIG_PAGE), headers, true),
      wirePlain: await wireBytes(url(1, BIG_PAGE), headers, false),
    }
    for (let run = 0; run < ctx.runs; run++) {
      samples.oursBig.push(await timed(() => throughApp(createQueryClient(), 1, BIG_PAGE)))
      samples.refBig.push(await timed(() => raw(url(1, BIG_PAGE), headers)))
      let line = `10,000 → ${samples.oursBig[run]?.toFixed(0)} vs ${samples.refBig[run]?.toFixed(0)} ms`
      if (pages) {
        const client = createQueryClient()
        samples.oursPages.push(
          await timed(async () => {
            for (let page = 1; page <= PAGES; page++) await throughApp(client, page, PAGE)
          }),
        )
        samples.refPages.push(
          await timed(async () => {
            for (let page = 1; page <= PAGES; page++) await raw(url(page, PAGE), headers)
          }),
        )
        line += `; 100×100 → ${samples.oursPages[run]?.toFixed(0)} vs ${samples.refPages[run]?.toFixed(0)} ms`
      }
      ctx.log(`  run ${run + 1}${sandboxArgs.length ? ` (${sandboxArgs.join(' ')})` : ''}: ${line}`)
    }
    return samples
  } finally {
    if (!hadWindow) Reflect.deleteProperty(globalThis, 'window')
    await app?.close()
    await sandbox?.stop()
  }
}

const kb = (bytes: number) => Math.round(bytes / 1024)

export const dataPath: BenchItem = {
  id: 2,
  title: 'Data path: sandbox → client → router → query cache, vs raw fetch + JSON.parse',
  expects: [
    { name: '2. 10,000 orders through the app', unit: 'ms' },
    { name: '2. 10,000 orders raw fetch + JSON.parse', unit: 'ms' },
    { name: '2. 100 pages of 100 through the app', unit: 'ms' },
    { name: '2. 100 pages of 100 raw fetch + JSON.parse', unit: 'ms' },
    { name: '2. 10,000 orders through the app, uncompressed', unit: 'ms' },
    { name: '2. 10,000 orders raw fetch + JSON.parse, uncompressed', unit: 'ms' },
    { name: '2. 10,000-order page on the wire, gzip', unit: 'KB' },
    { name: '2. 10,000-order page on the wire, uncompressed', unit: 'KB' },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    const compressed = await measure(ctx, [], true)
    const plain = await measure(ctx, ['--compression', 'off'], false)
    const goal = { kind: 'ratio-max', max: 3, reference: 'raw fetch+parse' } as const
    return [
      figure({
        name: '2. 10,000 orders through the app',
        unit: 'ms',
        samples: compressed.oursBig,
        reference: compressed.refBig,
        goal,
        note: 'DX client on its worker thread + router + V8 structured clone + fromWire + renderer historyQuery into its QueryClient (query-core in Node); client throttle off; gzip on both sides',
      }),
      figure({ name: '2. 10,000 orders raw fetch + JSON.parse', unit: 'ms', samples: compressed.refBig }),
      figure({
        name: '2. 100 pages of 100 through the app',
        unit: 'ms',
        samples: compressed.oursPages,
        reference: compressed.refPages,
        goal,
      }),
      figure({ name: '2. 100 pages of 100 raw fetch + JSON.parse', unit: 'ms', samples: compressed.refPages }),
      figure({
        name: '2. 10,000 orders through the app, uncompressed',
        unit: 'ms',
        samples: plain.oursBig,
        reference: plain.refBig,
        goal,
        note: 'the same against a sandbox started with --compression off',
      }),
      figure({ name: '2. 10,000 orders raw fetch + JSON.parse, uncompressed', unit: 'ms', samples: plain.refBig }),
      figure({ name: '2. 10,000-order page on the wire, gzip', unit: 'KB', samples: [kb(compressed.wireGzip)] }),
      figure({ name: '2. 10,000-order page on the wire, uncompressed', unit: 'KB', samples: [kb(plain.wirePlain)] }),
    ]
  },
}
