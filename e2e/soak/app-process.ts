// The harness's side of the app's main process run as a child of its own (app-main.ts): builds it as the app's main
// is built (one bundle, its packages loaded from node_modules), starts it under plain Node, and gives the harness a
// router that forwards each window.api call over Node's IPC — for installWindowApi, exactly as the e2e suite hands
// it the in-process router — plus main's events, its heaps and its event-loop delay.
import { fork, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import { build } from 'vite'
import type { z } from 'zod'
import { ALIASES } from '../../build/aliases.mjs'
import { INVOKE_CHANNELS, type InvokeChannel } from '@shared/ipc/channels'
import { WatchStatusSchema, type WatchStatus } from '@shared/ipc/contract'
import { fromWire, type WireResult } from '@shared/ipc/wire'
import type { CallContext, WireRouter } from '../../electron/core/ipc/router'
import { ROOT } from '../bench/lib/processes'
import { FromMainSchema, MeasureSchema, StallSchema, type ToMain } from './app-channel'

const OUT_DIR = resolve(ROOT, 'out/soak')
const ENTRY_NAME = 'app-main.mjs'

/** Bundles app-main.ts to out/soak/app-main.mjs: the main-process modules built, their packages left external. */
export async function buildAppMain(): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    resolve: { alias: ALIASES },
    build: {
      ssr: resolve(ROOT, 'e2e/soak/app-main.ts'),
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
  /** Every main→renderer event, in the order main sent them. */
  onEvent(listener: (event: string, payload: unknown) => void): void
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

/** `cpuProfileDir`: main writes a V8 CPU profile there when it ends (where its time goes, for a stall). */
export async function startAppMain(
  entry: string,
  sandboxBaseUrl: string,
  cpuProfileDir?: string,
): Promise<AppMainProcess> {
  const child: ChildProcess = fork(entry, [sandboxBaseUrl], {
    cwd: ROOT,
    execArgv: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  const pending = new Map<number, (value: unknown) => void>()
  const listeners: ((event: string, payload: unknown) => void)[] = []
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
    else if (message.type === 'event') for (const l of listeners) l(message.event, message.payload)
    else if (message.type === 'uncaught') uncaught.push(message.message)
    else {
      pending.get(message.id)?.(message.value)
      pending.delete(message.id)
    }
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const died = exited.then(() => {
    throw new Error('the app’s main process ended')
  })
  died.catch(() => undefined)

  function request(message: Request, onId?: (id: number) => void): Promise<unknown> {
    const id = nextId++
    onId?.(id)
    return new Promise((done) => {
      pending.set(id, done)
      child.send({ ...message, id } as ToMain)
    })
  }

  await Promise.race([ready, died])

  const invokeWire = async (channel: string, input: unknown, ctx: CallContext): Promise<WireResult> => {
    let id = 0
    const abort = () => child.send({ type: 'abort', id } satisfies ToMain)
    ctx.signal.addEventListener('abort', abort, { once: true })
    try {
      return (await request({ type: 'invoke', channel, input }, (n) => (id = n))) as WireResult
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
