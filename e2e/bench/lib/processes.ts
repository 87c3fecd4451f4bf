// Servers the bench measures run in child processes, so the load generator and the server under test do
// not share one event loop (on 2 cores: one core each), and so /proc/<pid> tells the server's own memory.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../../..')

export interface ServerProcess {
  child: ChildProcess
  pid: number
  /** `http://127.0.0.1:PORT/…` exactly as the process printed it. */
  url: string
  /** Milliseconds from spawn to the printed URL line. */
  startMs: number
  stop(): Promise<void>
}

/**
 * Spawns `node --import tsx <script> …args` and resolves when a line of its stdout matches `ready`
 * (whose first group is the URL). Bounded: rejects after `timeoutMs` and kills the process. With `ipc`, the
 * child also has Node's IPC channel (`child.send`, `process.send`).
 */
export function spawnServer(
  script: string,
  args: readonly string[],
  ready: RegExp,
  timeoutMs: number,
  { ipc = false }: { ipc?: boolean } = {},
): Promise<ServerProcess> {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, script), ...args], {
    cwd: ROOT,
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(killer)
    }
  }
  return new Promise((done, fail) => {
    let out = ''
    let err = ''
    const timer = setTimeout(() => {
      void stop()
      fail(new Error(`${script} did not print its URL within ${timeoutMs} ms: ${err.slice(-500)}`))
    }, timeoutMs)
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = ready.exec(out)
      if (match?.[1] && child.pid !== undefined) {
        clearTimeout(timer)
        done({ child, pid: child.pid, url: match[1], startMs: performance.now() - started, stop })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`${script} exited (${code}) before it was ready: ${err.slice(-500)}`))
    })
  })
}

export const SANDBOX_READY = /DX sandbox listening on (http:\/\/\S+\/dxsca-web)/

export function spawnSandbox(args: readonly string[], timeoutMs = 120_000): Promise<ServerProcess> {
  return spawnServer(
    'electron/sandbox/cli.ts',
    ['--host', '127.0.0.1', '--port', '0', ...args],
    SANDBOX_READY,
    timeoutMs,
  )
}

/** Resident and peak resident memory of a process, in MB, from /proc (Linux). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
}

/** Logs in as a demo user and returns the `Authorization` header value. */
export async function demoLogin(baseUrl: string, username = 'trader'): Promise<string> {
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username, domain: 'default', password: 'demo' }),
    signal: AbortSignal.timeout(30_000),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status}`)
  const body = (await res.json()) as { sessionToken?: string }
  if (!body.sessionToken) throw new Error('login answered without a session token')
  return `DXAPI ${body.sessionToken}`
}

export const LARGE_ACCOUNT = 'default:1099'
export const historyPath = (account: string, query: string) =>
  `/accounts/${encodeURIComponent(account)}/orders/history?${query}`
