// The API client's worker thread: the network, the byte-capped body read, JSON parsing and schema validation of
// every DX answer happen here, off the main process's main thread, so a large or hostile answer never stalls
// windows, IPC or the keep-alive. The session token lives in this thread's memory (still the main process);
// a password is asked of the main thread each time one is needed and dropped once the request is built.
import { parentPort } from 'node:worker_threads'
import { createDxClient, type DxClient } from '../client'
import { DxApiError, cancelledError, toAppError } from '../errors'
import type { DxLogger } from '../transport'
import { transferablesOf } from '@shared/ipc/wire'
import type { RetryNotice } from '@shared/ipc/request-retrying'
import { handleCall } from './dispatch'
import { FromWorkerSchema, LOG_LEVELS, ToWorkerSchema, type FromWorker, type ToWorker } from './protocol'

const port = parentPort
if (!port) throw new Error('the DX client worker must run as a worker thread')

const clients = new Map<number, DxClient>()
const running = new Map<number, AbortController>()
const passwords = new Map<number, (password: string | null) => void>()
let nextPasswordId = 0

function post(message: FromWorker): void {
  // A read's list pieces move to main rather than being copied: this thread never touches them again.
  port?.postMessage(message, message.type === 'read' || message.type === 'ledger' ? transferablesOf(message) : [])
}

function loggerFor(client: number, levels: ReadonlySet<string>): DxLogger {
  const line =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (fields: object, message: string): void => {
      if (!levels.has(level)) return
      // Log fields are plain facts (endpoint, status, codes); anything else is dropped rather than cloned.
      const plain = FromWorkerSchema.safeParse({
        type: 'log',
        client,
        level,
        fields: JSON.parse(JSON.stringify(fields)) as unknown,
        message,
      })
      if (plain.success) post(plain.data)
    }
  return {
    debug: line('debug'),
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
    isLevelEnabled: (level) => levels.has(level),
  }
}

function askPassword(client: number): Promise<string | null> {
  const id = nextPasswordId++
  return new Promise((resolve) => {
    passwords.set(id, resolve)
    post({ type: 'password?', id, client })
  })
}

async function call(message: Extract<ToWorker, { type: 'call' }>): Promise<void> {
  const client = clients.get(message.client)
  const controller = new AbortController()
  running.set(message.id, controller)
  try {
    if (!client) throw new DxApiError({ kind: 'internal', cause: 'internal', message: 'the connection has ended' })
    const onRetry = (notice: RetryNotice) => post({ type: 'retrying', id: message.id, notice })
    post(await handleCall(client, message, controller.signal, onRetry))
  } catch (e) {
    post({ type: 'error', id: message.id, error: controller.signal.aborted ? cancelledError() : toAppError(e) })
  } finally {
    running.delete(message.id)
  }
}

port.on('message', (raw: unknown) => {
  const parsed = ToWorkerSchema.safeParse(raw)
  if (!parsed.success) return
  const message = parsed.data
  switch (message.type) {
    case 'create': {
      const id = message.client
      const { baseUrl, auth, logLevels = LOG_LEVELS, ...tuning } = message.settings
      const client = createDxClient({
        ...tuning,
        baseUrl,
        auth: { ...auth, getPassword: () => askPassword(id) },
        logger: loggerFor(id, new Set(logLevels)),
        onSessionExpired: () => post({ type: 'session', client: id, event: 'expired' }),
        onSessionRenewed: () => post({ type: 'session', client: id, event: 'renewed' }),
      })
      client.push.subscribe((event) => post({ type: 'push', client: id, event }))
      clients.set(id, client)
      return
    }
    case 'dispose':
      clients.get(message.client)?.stopKeepAlive()
      clients.get(message.client)?.push.stop()
      clients.delete(message.client)
      return
    case 'call':
      void call(message)
      return
    case 'push.watch':
      clients.get(message.client)?.push.watch(message.accounts, message.symbols)
      return
    case 'push.stop':
      clients.get(message.client)?.push.stop()
      return
    case 'abort':
      running.get(message.id)?.abort()
      return
    case 'password': {
      const resolve = passwords.get(message.id)
      passwords.delete(message.id)
      resolve?.(message.password)
      return
    }
  }
})
