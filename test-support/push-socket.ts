// A raw Push API socket for the sandbox's contract tests: sends envelopes as a client would and waits for the
// server's messages, so tests read the wire exactly (no client library between them and the sandbox).
import { WebSocket } from 'ws'
import type { Sandbox } from '../electron/sandbox'

export interface PushMessage {
  type: string
  requestId?: string
  inReplyTo?: string
  session?: string
  timestamp?: string
  payload?: Record<string, unknown>
  [key: string]: unknown
}

export interface TestPushSocket {
  /** Every message received, in order. */
  messages: PushMessage[]
  send(message: Record<string, unknown>): void
  sendText(text: string): void
  /** The first message not yet returned by `next` that matches (already received, or the next to arrive). */
  next(match: (m: PushMessage) => boolean, timeoutMs?: number): Promise<PushMessage>
  /** Resolves with the close code when the socket closes. */
  closed: Promise<number>
  close(): void
}

export function pushSocketUrl(sandbox: Pick<Sandbox, 'origin'>, path = '/dxsca-web/?format=JSON'): string {
  return `${sandbox.origin.replace(/^http/, 'ws')}${path}`
}

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
export function openPushSocket(sandbox: Pick<Sandbox, 'origin'>, path?: string): Promise<TestPushSocket> {
  const ws = new WebSocket(pushSocketUrl(sandbox, path))
  const messages: PushMessage[] = []
  let waiters: { match: (m: PushMessage) => boolean; resolve: (m: PushMessage) => void }[] = []
  const returned = new Set<PushMessage>()
  ws.on('message', (data) => {
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : String(data)
    const message = JSON.parse(text) as PushMessage
    messages.push(message)
    waiters = waiters.filter((w) => {
      if (!w.match(message)) return true
      w.resolve(message)
      return false
    })
  })
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)))
    ws.on('error', reject)
    ws.on('open', () =>
      resolve({
        messages,
        send: (message) => ws.send(JSON.stringify(message)),
        sendText: (text) => ws.send(text),
        next(match, timeoutMs = 5000) {
          const found = messages.find((m) => !returned.has(m) && match(m))
          if (found) {
            returned.add(found)
            return Promise.resolve(found)
          }
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error('no matching push message')), timeoutMs)
            waiters.push({
              match,
              resolve: (m) => {
                clearTimeout(timer)
                returned.add(m)
                res(m)
              },
            })
          })
        },
        closed,
        close: () => ws.close(1000),
      }),
    )
  })
}

/** The session token of a logged-in sandbox user. */
export async function sessionToken(sandbox: Pick<Sandbox, 'baseUrl'>, username: string): Promise<string> {
  const res = await fetch(`${sandbox.baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, domain: 'default', password: 'demo' }),
  })
  const body = (await res.json()) as { sessionToken: string }
  return body.sessionToken
}
