// Memory of the app's three JavaScript heaps after a full collection, and the resident memory of its processes:
// main (this process), the API client's worker thread (a probe port beside the client's own protocol) and the
// renderer (Chromium's DevTools protocol). Linux /proc gives resident memory.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads'
import type { Browser, Page } from '@playwright/test'
import { z } from 'zod'
import { CLIENT_WORKER_LIMITS } from '../../electron/core/memory-limits'

const MB = 1024 * 1024

/** V8's gc(), without starting Node with --expose-gc. */
export function collector(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

const WorkerHeapAnswerSchema = z.object({ heapUsed: z.number(), heapTotal: z.number() })

const BUILT_CLIENT_WORKER = join(import.meta.dirname, '..', '..', 'out', 'main', 'dx-client-worker.js')

/**
 * The built client worker, as the app starts it, with a probe port: on a message it collects its garbage and
 * answers its heap. The port is unreferenced, so it never keeps the worker alive.
 */
/** The worker's heap after a full collection: in use, and committed (what its isolate holds of the process's memory). */
export interface WorkerHeap {
  usedMb: number
  totalMb: number
}

export function probedClientWorker(): { spawn: () => Worker; heap: () => Promise<WorkerHeap | undefined> } {
  let port: MessagePort | undefined
  const spawn = () => {
    const channel = new MessageChannel()
    port = channel.port1
    port.unref()
    const bootstrap = `
      const { workerData } = require('node:worker_threads')
      require('node:v8').setFlagsFromString('--expose-gc')
      const collectGarbage = require('node:vm').runInNewContext('gc')
      workerData.probe.on('message', () => {
        collectGarbage()
        const { heapUsed, heapTotal } = process.memoryUsage()
        workerData.probe.postMessage({ heapUsed, heapTotal })
      })
      workerData.probe.unref()
      import(${JSON.stringify(pathToFileURL(BUILT_CLIENT_WORKER).href)})`
    const w = new Worker(bootstrap, {
      eval: true,
      name: 'dx-client',
      // As the app starts it (electron/main): the same bounds on its heap.
      resourceLimits: CLIENT_WORKER_LIMITS,
      workerData: { probe: channel.port2 },
      transferList: [channel.port2],
    })
    return w
  }
  const heap = () =>
    new Promise<WorkerHeap | undefined>((resolve) => {
      const current = port
      if (!current) return resolve(undefined)
      const timer = setTimeout(() => resolve(undefined), 10_000)
      current.once('message', (answer: unknown) => {
        clearTimeout(timer)
        const parsed = WorkerHeapAnswerSchema.safeParse(answer)
        resolve(parsed.success ? { usedMb: parsed.data.heapUsed / MB, totalMb: parsed.data.heapTotal / MB } : undefined)
      })
      current.postMessage('measure')
    })
  return { spawn, heap }
}

/** Resident memory of a process in MB (Linux), undefined where /proc cannot tell. */
export function rssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]
    return kb === undefined ? undefined : Number(kb) / 1024
  } catch {
    return undefined
  }
}

function rollupMb(pid: number, fields: readonly string[]): number | undefined {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? Number.NaN)
    const total = fields.reduce((sum, field) => sum + kb(field), 0) / 1024
    return Number.isFinite(total) ? total : undefined
  } catch {
    return undefined
  }
}

/**
 * Memory only this process holds (Private_Clean + Private_Dirty of /proc/PID/smaps_rollup), in MB: its resident
 * memory without the pages it shares with others (the executable's and libraries' code, shared memory). Linux only.
 */
export function privateMb(pid: number): number | undefined {
  return rollupMb(pid, ['Private_Clean', 'Private_Dirty'])
}

/**
 * Proportional set size (Pss of smaps_rollup), in MB: its private pages plus its share of each shared page (a page
 * four processes map counts a quarter here). Summed over processes it counts every page once, where summed RSS
 * counts a shared library once per process that maps it. Linux only.
 */
export function pssMb(pid: number): number | undefined {
  return rollupMb(pid, ['Pss'])
}

/** The renderer's used JS heap after two full collections, in MB. */
export async function rendererHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize / MB
  } finally {
    await cdp.detach()
  }
}

const ProcessInfoSchema = z.object({ processInfo: z.array(z.object({ type: z.string(), id: z.number() })) })

/**
 * Resident memory of Chromium's renderer processes (the page's, in a browser with one page), in MB; with
 * `memoryOf`, another measure of them (privateMb, pssMb).
 */
export async function rendererRssMb(
  browser: Browser,
  memoryOf: (pid: number) => number | undefined = rssMb,
): Promise<number | undefined> {
  return chromiumMb(browser, (type) => type === 'renderer', memoryOf)
}

/**
 * Chromium's processes other than the renderer (browser, GPU, utility), in MB of `memoryOf`: Electron's own share of
 * a window, reported apart from the app's (in Electron the browser process is the main process itself).
 */
export async function chromiumOthersMb(
  browser: Browser,
  memoryOf: (pid: number) => number | undefined,
): Promise<number | undefined> {
  return chromiumMb(browser, (type) => type !== 'renderer', memoryOf)
}

async function chromiumMb(
  browser: Browser,
  chosen: (type: string) => boolean,
  memoryOf: (pid: number) => number | undefined,
): Promise<number | undefined> {
  const cdp = await browser.newBrowserCDPSession()
  try {
    const { processInfo } = ProcessInfoSchema.parse(await cdp.send('SystemInfo.getProcessInfo'))
    const measured = processInfo.filter((p) => chosen(p.type)).map((p) => memoryOf(p.id))
    if (measured.some((r) => r === undefined)) return undefined
    return measured.reduce<number>((sum, r) => sum + (r ?? 0), 0)
  } finally {
    await cdp.detach()
  }
}

/** Frame times of the page, recorded by a requestAnimationFrame loop the harness installs before load. */
export const FRAME_RECORDER = `(() => {
  const frames = []
  let last = 0
  const tick = (t) => { if (last) frames.push(t - last); last = t; requestAnimationFrame(tick) }
  requestAnimationFrame(tick)
  Object.defineProperty(window, '__soakFrames', { value: () => frames.splice(0, frames.length) })
})()`

export async function takeFrames(page: Page): Promise<number[]> {
  const frames = await page.evaluate('window.__soakFrames ? window.__soakFrames() : []').catch(() => [])
  return z.array(z.number()).catch([]).parse(frames)
}

/** Least-squares slope of y over x. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length
  if (n < 2) return Number.NaN
  const mx = points.reduce((s, p) => s + p.x, 0) / n
  const my = points.reduce((s, p) => s + p.y, 0) / n
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0)
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0)
  return sxx === 0 ? Number.NaN : sxy / sxx
}

const IDLE_PROBE = `
const { monitorEventLoopDelay } = require('node:perf_hooks')
const delay = monitorEventLoopDelay({ resolution: 10 })
delay.enable()
process.on('message', () => { process.send(delay.max / 1e6); delay.reset() })`

/**
 * A Node process that does nothing but measure its own event-loop delay: what the machine alone does to a thread
 * (its load, the scheduler) in the same seconds main is measured, so main's stall can be read against it.
 */
export function startIdleProbe(): { stallMs(): Promise<number>; stop(): void } {
  const child = spawn(process.execPath, ['-e', IDLE_PROBE], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  return {
    stallMs: () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(Number.NaN), 10_000)
        child.once('message', (ms: unknown) => {
          clearTimeout(timer)
          resolve(typeof ms === 'number' ? ms : Number.NaN)
        })
        child.send('ask')
      }),
    stop: () => void child.kill(),
  }
}
