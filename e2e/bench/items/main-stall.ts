// 7. Main never blocks: the longest stall of the main process's main thread (perf_hooks event-loop delay, max)
// while it serves what the app asks of it — 10,000 orders in one read, 100 pages of 100, and a hostile answer
// past the client's byte cap (64 MiB, streamed by a proxy in its own process) that must be refused. Main's work
// per call is what Electron's main does: the router (here, invokeWire) and serialising the answer for the IPC hop
// (v8.serialize); parsing on the renderer's side is another process's work and is not measured here. Beside each
// figure, the same load with the client on the main thread (as before the worker), measured in the same run.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { serialize } from 'node:v8'
import { DEFAULT_MAX_BODY_BYTES } from '../../../electron/core/api-client/transport'
import { startServices, type Harness } from '../lib/app-harness'
import type { BenchContext, BenchItem } from '../lib/item'
import { LARGE_ACCOUNT, spawnSandbox, spawnServer, type ServerProcess } from '../lib/processes'
import { figure, type Figure } from '../lib/report'

const BIG_PAGE = 10_000
const PAGES = 100
const PAGE = 100
const OVERSIZED_BYTES = DEFAULT_MAX_BODY_BYTES + 1024 * 1024
const PROXY_READY = /oversized proxy listening on (http:\/\/\S+\/dxsca-web)/

/** The longest event-loop delay while `run` works, in ms (10 ms resolution, so short stalls read as ~10 ms). */
async function longestStall(run: () => Promise<void>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  try {
    await run()
  } finally {
    delay.disable()
  }
  return delay.max / 1e6
}

/** One call as the IPC bridge makes it: the router, then the answer serialised for Electron's IPC hop. */
async function ipcCall(app: Harness, channel: string, input: unknown, expectOk: boolean): Promise<void> {
  const wire = await app.invokeWire(channel, input)
  serialize(wire)
  if (wire.ok !== expectOk) {
    throw new Error(`${channel}: ${wire.ok ? 'answered' : `${wire.error.kind} ${wire.error.cause ?? ''}`}`)
  }
}

async function connected(url: string, inThread: boolean): Promise<Harness> {
  // A fetch passed in keeps the client on the calling thread (services.ts): the "before the worker" reference.
  const app = await startServices(url, { throttle: false, ...(inThread ? { fetch: (u, i) => fetch(u, i) } : {}) })
  const session = await app.invoke('session.connect', { profileId: 'demo-trader' })
  if (!session.ok) throw new Error(`connect failed: ${session.error.message}`)
  return app
}

interface Loads {
  big: number[]
  pages: number[]
  oversized: number[]
}

const IDLE_MS = 3_000

/** The machine's floor: the longest event-loop delay of a main thread that does nothing at all. */
async function idleStalls(runs: number): Promise<number[]> {
  const stalls: number[] = []
  for (let run = 0; run < runs; run++) {
    stalls.push(await longestStall(() => new Promise((resolve) => setTimeout(resolve, IDLE_MS))))
  }
  return stalls
}

async function measure(
  sandboxUrl: string,
  proxyUrl: string,
  inThread: boolean,
  runs: number,
  log: BenchContext['log'],
) {
  const loads: Loads = { big: [], pages: [], oversized: [] }
  const app = await connected(sandboxUrl, inThread)
  const hostile = await connected(proxyUrl, inThread)
  try {
    const history = (page: number, size: number) => ({
      accounts: [LARGE_ACCOUNT],
      params: { page, 'page-size': size },
    })
    // Warm-up (JIT, sockets, the worker's first compile), not counted.
    await ipcCall(app, 'orders.history', history(1, BIG_PAGE), true)
    for (let run = 0; run < runs; run++) {
      loads.big.push(await longestStall(() => ipcCall(app, 'orders.history', history(1, BIG_PAGE), true)))
      loads.pages.push(
        await longestStall(async () => {
          for (let page = 1; page <= PAGES; page++) await ipcCall(app, 'orders.history', history(page, PAGE), true)
        }),
      )
      loads.oversized.push(
        await longestStall(() => ipcCall(hostile, 'orders.history', { accounts: ['default:1001'] }, false)),
      )
      log(
        `  run ${run + 1} (${inThread ? 'client on main' : 'client on its worker'}): longest stall ` +
          `${loads.big.at(-1)?.toFixed(0)} / ${loads.pages.at(-1)?.toFixed(0)} / ${loads.oversized.at(-1)?.toFixed(0)} ms`,
      )
    }
  } finally {
    await hostile.close()
    await app.close()
  }
  return loads
}

const IDLE_NAME = '7. main-thread stall of an idle process (this machine’s floor)'

const NAMES = {
  big: '7. main-thread stall while 10,000 orders load',
  pages: '7. main-thread stall while 100 pages of 100 load',
  oversized: '7. main-thread stall while a 65 MiB answer is refused',
} as const

export const mainStall: BenchItem = {
  id: 7,
  title: 'Main never blocks: longest main-thread stall (event-loop delay) while the client works',
  expects: [
    ...Object.values(NAMES).map((name) => ({ name, unit: 'ms' })),
    ...Object.values(NAMES).map((name) => ({ name: `${name}, client on main (before)`, unit: 'ms' })),
    { name: IDLE_NAME, unit: 'ms' },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    let sandbox: ServerProcess | undefined
    let proxy: ServerProcess | undefined
    try {
      sandbox = await spawnSandbox(['--large-account-orders', String(BIG_PAGE), '--history-cap', String(BIG_PAGE)])
      proxy = await spawnServer(
        'e2e/bench/servers/oversized-proxy.ts',
        [sandbox.url, String(OVERSIZED_BYTES)],
        PROXY_READY,
        60_000,
      )
      const worker = await measure(sandbox.url, proxy.url, false, ctx.runs, ctx.log)
      const before = await measure(sandbox.url, proxy.url, true, ctx.runs, ctx.log)
      const idle = await idleStalls(ctx.runs)
      const goal = { kind: 'value-max', max: 50 } as const
      const note = {
        big: 'orders.history, one page of 10,000, router + v8.serialize of the answer',
        pages: '100 sequential orders.history pages of 100',
        oversized: 'a proxy streams 65 MiB of JSON for orders/history; the client stops at its 64 MiB cap',
      }
      return [
        ...(['big', 'pages', 'oversized'] as const).map((k) =>
          figure({ name: NAMES[k], unit: 'ms', samples: worker[k], goal, note: note[k] }),
        ),
        ...(['big', 'pages', 'oversized'] as const).map((k) =>
          figure({ name: `${NAMES[k]}, client on main (before)`, unit: 'ms', samples: before[k] }),
        ),
        figure({
          name: IDLE_NAME,
          unit: 'ms',
          samples: idle,
          note: `${IDLE_MS / 1000} s of doing nothing: what the OS scheduler alone costs a thread on this machine`,
        }),
      ]
    } finally {
      await proxy?.stop()
      await sandbox?.stop()
    }
  },
}
