// The harness's side of the app's main process run as a child of its own (app-main.ts), for the soak and bench item
// 9: builds it as the app's main is built (one bundle, its packages loaded from node_modules), starts it under plain
// Node, and gives the harness a router that forwards each window.api call over Node's IPC — for installWindowApi,
// exactly as the e2e suite hands it the in-process router — plus main's events, its heaps and its event-loop delay.
// Main's stamps (`at`) are milliseconds since the epoch: performance.timeOrigin + performance.now() of main's clock.
import { fork, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import { build } from 'vite'
import type { z } from 'zod'
import { ALIASES } from '../../build/aliases.mjs'
import { INVOKE_CHANNELS, type InvokeChannel } from '@shared/ipc/channels'
import { WatchStatusSchema, type WatchStatus } from '@shared/ipc/contract'
import { fromWire, type WireResult } from '@shared/ipc/wire'
import type { CallContext, WireRouter } from '../../electron/core/ipc/router'
import type { DxClientTuning } from '../../electron/core/session/session-manager'
import { ROOT } from '../bench/lib/processes'
import { FromMainSchema, MeasureSchema, StallSchema, type ToMain } from './app-channel'

const OUT_DIR = resolve(ROOT, 'out/app-main')
const ENTRY_NAME = 'app-main.mjs'

/** Bundles app-main.ts to out/app-main/app-main.mjs: the main-process modules built, their packages left external. */
export async function buildAppMain(): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    resolve: { alias: ALIASES },
    build: {
      ssr: resolve(ROOT, 'e2e/harness/app-main.ts'),
      outDir: OUT_DIR,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: ENTRY_NAME } },
    },
  })
  return resolve(OUT_DIR, ENTRY_NAME)
}

export interface AppMainProcess {
  pid: number
  /** window.api's calls go here: a router whose every call is answered by the child's real router. */
  router: WireRouter
  /** Every main→renderer event, in the order main sent them, with when main sent it. */
  onEvent(listener: (event: string, payload: unknown, at: number) => void): void
  /** Every call main answered, with when main had the answer. */
  onAnswered(listener: (channel: string, at: number) => void): void
  /** From now on (a session connected), each pushed version main hears, with when. */
  stampPushes(listener: (accounts: readonly string[], at: number) => void): Promise<void>
  /** Main's heap and its API client worker's, after two full collections, in MB. */
  measure(): Promise<z.infer<typeof MeasureSchema>>
  /** Main's longest event-loop delay since the last ask, and the CPU time it used meanwhile, in ms. */
  stall(): Promise<z.infer<typeof StallSchema>>
  watchStatus(): Promise<WatchStatus>
  /** Errors main left uncaught, as they arrived. */
  uncaught: string[]
  stop(): Promise<void>
}

type Request = ToMain extends infer T ? (T extends { id: number } ? Omit<T, 'id'> : never) : never

/**
 * `cpuProfileDir`: main writes a V8 CPU profile there when it ends (where its time goes, for a stall). `dxClient`:
 * the API client's tuning (the bench reads unthrottled).
 */
export async function startAppMain(
  entry: string,
  sandboxBaseUrl: string,
  cpuProfileDir?: string,
  dxClient?: DxClientTuning,
): Promise<AppMainProcess> {
  const child: ChildProcess = fork(entry, [sandboxBaseUrl, ...(dxClient ? [JSON.stringify(dxClient)] : [])], {
    cwd: ROOT,
    execArgv: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  const pending = new Map<number, (answer: { value: unknown; at: number }) => void>()
  const listeners: ((event: string, payload: unknown, at: number) => void)[] = []
  const answered: ((channel: string, at: number) => void)[] = []
  const heard: ((accounts: readonly string[], at: number) => void)[] = []
  const uncaught: string[] = []
  let nextId = 1
  let readyResolve: () => void = () => undefined
  const ready = new Promise<void>((done) => {
    readyResolve = done
  })
  child.on('message', (raw: unknown) => {
    const parsed = FromMainSchema.safeParse(raw)
    if (!parsed.success) return
    const message = parsed.data
    if (message.type === 'ready') readyResolve()
    else if (message.type === 'events') {
      for (const [event, payload] of message.events) for (const l of listeners) l(event, payload, message.at)
    } else if (message.type === 'heard') for (const l of heard) l(message.accounts, message.at)
    else if (message.type === 'uncaught') uncaught.push(message.message)
    else {
      pending.get(message.id)?.({ value: message.value, at: message.at })
      pending.delete(message.id)
    }
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const died = exited.then(() => {
    throw new Error('the app’s main process ended')
  })
  died.catch(() => undefined)

  function stamped(message: Request, onId?: (id: number) => void): Promise<{ value: unknown; at: number }> {
    const id = nextId++
    onId?.(id)
    return new Promise((done) => {
      pending.set(id, done)
      child.send({ ...message, id } as ToMain)
    })
  }
  const request = async (message: Request) => (await stamped(message)).value

  await Promise.race([ready, died])

  const invokeWire = async (channel: string, input: unknown, ctx: CallContext): Promise<WireResult> => {
    let id = 0
    const abort = () => child.send({ type: 'abort', id } satisfies ToMain)
    ctx.signal.addEventListener('abort', abort, { once: true })
    try {
      const { value, at } = await stamped({ type: 'invoke', channel, input }, (n) => (id = n))
      for (const l of answered) l(channel, at)
      return value as WireResult
    } finally {
      ctx.signal.removeEventListener('abort', abort)
    }
  }
  const router: WireRouter = {
    invokeWire,
    invoke: async (channel, input, ctx) => fromWire(await invokeWire(channel, input, ctx)),
    has: (channel: string): channel is InvokeChannel => (INVOKE_CHANNELS as readonly string[]).includes(channel),
  }
  return {
    pid: child.pid ?? 0,
    router,
    onEvent: (listener) => void listeners.push(listener),
    onAnswered: (listener) => void answered.push(listener),
    async stampPushes(listener) {
      heard.push(listener)
      if ((await request({ type: 'stamp-pushes' })) !== true) throw new Error('main has no session to stamp')
    },
    measure: async () => MeasureSchema.parse(await request({ type: 'measure' })),
    stall: async () => StallSchema.parse(await request({ type: 'stall' })),
    watchStatus: async () => WatchStatusSchema.parse(await request({ type: 'watch-status' })),
    uncaught,
    async stop() {
      // Main ends by itself once shut down (writing its CPU profile, if asked for); a signal only if it does not.
      const within = (ms: number) => new Promise((r) => setTimeout(r, ms).unref())
      if (child.connected) await Promise.race([request({ type: 'shutdown' }).then(() => exited), within(20_000)])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
