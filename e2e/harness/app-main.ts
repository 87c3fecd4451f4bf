// The app's main process for the soak run and bench item 9, as a process of its own: the real main-process services
// (router, API client on its worker thread, account watch) under plain Node, built like the app's main
// (app-process.ts bundles this file to out/app-main/), with the channel Electron's IPC would be replaced by Node's
// IPC to the harness (app-channel.ts). Nothing of the harness — Playwright, the scenario, the tally — runs here, so
// this process's heap, resident memory, event-loop delay and timings are the app's own.
// Arguments: the sandbox URL, then optionally the API client's tuning as JSON (the bench reads unthrottled).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay, performance as perf } from 'node:perf_hooks'
import { eventsPerTurn } from '../../electron/core/ipc/events-per-turn'
import { createMainServices } from '../../electron/core/services'
import type { DxClientTuning } from '../../electron/core/session/session-manager'
import { createFakeCipher } from '@test-support/fake-cipher'
import { ToMainSchema, type FromMain } from './app-channel'
import { collector, probedClientWorker } from './probes'

const baseUrl = process.argv[2]
if (!baseUrl || !process.send) {
  process.stderr.write('app-main: run by a harness with the sandbox URL, over IPC\n')
  process.exit(2)
}
const tuning = process.argv[3] ? (JSON.parse(process.argv[3]) as DxClientTuning) : undefined
const send = (message: FromMain) => process.send?.(message)
/** Milliseconds since the epoch at sub-millisecond resolution: the harness and the page stamp on the same scale. */
const now = () => perf.timeOrigin + perf.now()

process.on('uncaughtException', (e) => send({ type: 'uncaught', message: `main: ${e.message}` }))
process.on('unhandledRejection', (e) =>
  send({ type: 'uncaught', message: `main: ${e instanceof Error ? e.message : String(e)}` }),
)

const gc = collector()
const userDataDir = mkdtempSync(join(tmpdir(), 'dx-app-main-'))
const worker = probedClientWorker()
const services = await createMainServices({
  userDataDir,
  cipher: createFakeCipher({ backend: 'test_keychain' }),
  // The sandbox runs beside the app (a child of the harness), as the app's Demo server runs beside main.
  sandboxLauncher: { start: async () => ({ baseUrl }), stop: async () => undefined },
  appInfo: { name: 'DX Desk', version: '0.1.0', platform: process.platform },
  openExternal: async () => undefined,
  dxClientWorker: worker.spawn,
  ...(tuning ? { dxClient: tuning } : {}),
})
// As main's IPC bridge does: every main→renderer event goes to the window, a turn's events in one message.
const toWindow = eventsPerTurn((events) => send({ type: 'events', events, at: now() }))
services.subscribe((event, payload) => toWindow.post(event, payload))

const delay = monitorEventLoopDelay({ resolution: 10 })
delay.enable()
const calls = new Map<number, AbortController>()
let lastCpu = process.cpuUsage()
let lastAsk = performance.now()
let lastElu = perf.eventLoopUtilization()

process.on('message', (raw: unknown) => {
  const parsed = ToMainSchema.safeParse(raw)
  if (!parsed.success) return
  const message = parsed.data
  const answer = (value: unknown) => send({ type: 'answer', id: message.id, value, at: now() })
  switch (message.type) {
    case 'invoke': {
      const controller = new AbortController()
      calls.set(message.id, controller)
      void services.router
        .invokeWire(message.channel, message.input, { signal: controller.signal, caller: 'window 1' })
        .then(answer)
        .finally(() => calls.delete(message.id))
      return
    }
    case 'abort':
      calls.get(message.id)?.abort()
      return
    case 'measure':
      // The collections are the harness's doing, not a stall of the app's: the delay is not watched meanwhile.
      delay.disable()
      gc()
      gc()
      void worker.heap().then((workerHeap) => {
        const memory = process.memoryUsage()
        const mb = (bytes: number) => bytes / (1024 * 1024)
        answer({
          heapMb: mb(memory.heapUsed),
          ...(workerHeap === undefined
            ? {}
            : { workerHeapMb: workerHeap.usedMb, workerHeapTotalMb: workerHeap.totalMb }),
          heapTotalMb: mb(memory.heapTotal),
          externalMb: mb(memory.external),
          arrayBuffersMb: mb(memory.arrayBuffers),
        })
        delay.reset()
        delay.enable()
      })
      return
    case 'stall': {
      const cpu = process.cpuUsage()
      const wall = performance.now()
      const elu = perf.eventLoopUtilization()
      answer({
        maxMs: delay.max / 1e6,
        cpuMs: (cpu.user + cpu.system - (lastCpu.user + lastCpu.system)) / 1000,
        wallMs: wall - lastAsk,
        busy: perf.eventLoopUtilization(elu, lastElu).utilization,
      })
      lastCpu = cpu
      lastAsk = wall
      lastElu = elu
      delay.reset()
      return
    }
    case 'watch-status':
      answer(services.watch.status())
      return
    case 'stamp-pushes':
      // The client exists once connected: from here on, when main hears each pushed version.
      void services.sessions
        .run(async (client) => {
          client.push.subscribe((e) => {
            if (e.kind === 'versions') send({ type: 'heard', accounts: e.versions.map((v) => v.account), at: now() })
          })
        })
        .then(
          () => answer(true),
          () => answer(false),
        )
      return
    case 'shutdown':
      void services.shutdown().finally(() => {
        rmSync(userDataDir, { recursive: true, force: true })
        // Ends once the answer is out, as the app's main quits (a CPU profile, if asked for, is written then).
        process.send?.({ type: 'answer', id: message.id, value: null, at: now() } satisfies FromMain, () =>
          process.exit(0),
        )
      })
      return
  }
})
send({ type: 'ready' })
