// Test support: a tiny purpose-built node:http server on 127.0.0.1:0, so the client's unit tests go over
// real HTTP (headers, framing, resets, timeouts) without the sandbox. Each test scripts the answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StubRequest {
  method: string
  /** Path and query as sent (still percent-encoded). */
  url: string
  headers: IncomingMessage['headers']
  body: string
}

export type StubHandler = (request: StubRequest, res: ServerResponse, raw: IncomingMessage) => void | Promise<void>

export interface StubServer {
  origin: string
  /** `origin + /dxsca-web` */
  baseUrl: string
  port: number
  /** Every request that arrived, in order. */
  requests: StubRequest[]
  handle(handler: StubHandler): void
  close(): Promise<void>
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(text)
}

export async function startStub(handler: StubHandler = (_, res) => sendJson(res, 200, {})): Promise<StubServer> {
  let current = handler
  const requests: StubRequest[] = []
  const server = createServer((raw, res) => {
    // Recorded on arrival, before the body: a request the client gave up on mid-body still counts as sent.
    const request: StubRequest = { method: raw.method ?? 'GET', url: raw.url ?? '/', headers: raw.headers, body: '' }
    requests.push(request)
    const chunks: Buffer[] = []
    raw.on('data', (chunk: Buffer) => chunks.push(chunk))
    raw.on('end', () => {
      request.body = Buffer.concat(chunks).toString('utf8')
      Promise.resolve(current(request, res, raw)).catch((e: unknown) => {
        if (!res.headersSent) sendJson(res, 599, { description: String(e) })
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    baseUrl: `${origin}/dxsca-web`,
    port,
    requests,
    handle(next) {
      current = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Time that only moves when a test sleeps: backoff and throttle waits are recorded, not waited. */
export class FakeTime {
  current = 1_700_000_000_000
  readonly sleeps: number[] = []

  now = (): number => this.current

  sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) throw signal.reason
    this.sleeps.push(ms)
    this.current += ms
  }
}

/** Keep-alive timers a test fires by hand. */
export class ManualTimers {
  private next = 1
  readonly pending = new Map<number, { fn: () => void; ms: number }>()

  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = this.next++
    this.pending.set(id, { fn, ms })
    return id
  }

  clearTimeout = (handle: unknown): void => {
    this.pending.delete(handle as number)
  }

  /** Delays of the timers now pending. */
  get delays(): number[] {
    return [...this.pending.values()].map((t) => t.ms)
  }

  /** Runs every pending timer once. */
  fireAll(): void {
    const due = [...this.pending.entries()]
    this.pending.clear()
    for (const [, timer] of due) timer.fn()
  }
}

/** A logger that keeps every entry, to prove nothing secret is ever logged. */
export function captureLogger() {
  const entries: Array<{ level: string; obj: object; msg: string }> = []
  const at = (level: string) => (obj: object, msg: string) => entries.push({ level, obj, msg })
  return { entries, logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } }
}
