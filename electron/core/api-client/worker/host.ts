// The main thread's side of the API client's worker: one worker thread per app (started on the first connect),
// hosting one client per connection. Each client here is a proxy with the same functions as the client itself;
// a call posts one message and waits for one answer. Reads come back as SerializedRead (JSON text forwarded to
// the renderer unparsed), so the main thread never parses, validates or clones a large answer. Passwords are
// supplied from here on the worker's request, exactly when the client would have asked for one.
import { systemClock, type Clock } from '@shared/domain/clock'
import { Worker } from 'node:worker_threads'
import type { DxClientOptions } from '../client'
import { DxApiError, cancelledError } from '../errors'
import { normaliseBaseUrl } from '../transport'
import type { DxClientPort } from '../port'
import type { PushEvent, PushPort } from '../push/events'
import {
  FromWorkerSchema,
  LOG_LEVELS,
  WORKER_METHODS,
  type ClientSettings,
  type ToWorker,
  type WorkerMethod,
} from './protocol'
import { SerializedLedger, SerializedRead } from './serialized-read'
import type { JsonAnswer, ListPieces } from '@shared/ipc/wire'
import type { RetryNotice } from '@shared/ipc/request-retrying'

/** The JSON answer a read or ledger message carries. */
function answerOf(message: { json: string; lists?: ListPieces[] | undefined }): JsonAnswer {
  return message.lists ? { json: message.json, lists: message.lists } : { json: message.json }
}

/** Starts the worker thread: the built file in the app, the TypeScript source under plain Node (tests, bench). */
export type ClientWorkerSpawner = () => Worker

interface Pending {
  resolve(value: unknown): void
  reject(error: unknown): void
  /** The connection's clock (the services' clock; a test's manual one). */
  clock: Clock | undefined
  /** The caller's listener for the call's retries (it stays on this thread). */
  onRetry: ((notice: RetryNotice) => void) | undefined
}

/**
 * A small answer main itself reads (a watch probe) carries `fetchedAt` by the connection's clock at arrival, as
 * the client on this thread would stamp it — the watch schedules by that clock.
 */
function stamped(value: unknown, clock: Clock | undefined): unknown {
  if (clock === undefined || typeof value !== 'object' || value === null || !('fetchedAt' in value)) return value
  return { ...value, fetchedAt: clock.now() }
}

interface Hosted {
  options: DxClientOptions
  pushListeners: Set<(event: PushEvent) => void>
  /** What push was last asked to watch, to ask a new worker the same. */
  watching?: { accounts: string[]; symbols: string[] }
}

export interface ClientWorkerHost {
  /** A client running on the worker thread; `options` as for createDxClient (functions stay on this thread). */
  createClient(options: DxClientOptions): DxClientPort
  /** Starts the worker thread now, so that loading its modules overlaps start-up instead of the first connect. */
  warm(): void
  /** Ends the worker thread (after the connections logged out); calls still waiting fail as cancelled. */
  close(): Promise<void>
}

/** Push's state while a worker that ended is replaced: not live, so the watch reads for itself meanwhile. */
const reconnecting = (clock: Clock): PushEvent => ({
  kind: 'status',
  state: 'reconnecting',
  since: clock.now(),
  reason: 'client worker ended',
})

/** The settings that cross to the worker: data only. Test seams (fetch, sleeper, timers) cannot. */
function settingsOf(options: DxClientOptions): ClientSettings {
  return {
    baseUrl: options.baseUrl,
    auth: { scheme: options.auth.scheme, username: options.auth.username, domain: options.auth.domain },
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxBodyBytes !== undefined ? { maxBodyBytes: options.maxBodyBytes } : {}),
    ...(options.maxCachedReads !== undefined ? { maxCachedReads: options.maxCachedReads } : {}),
    ...(options.retry !== undefined ? { retry: options.retry } : {}),
    ...(options.throttle !== undefined ? { throttle: options.throttle } : {}),
    ...(options.pushLimits !== undefined ? { pushLimits: options.pushLimits } : {}),
    logLevels: LOG_LEVELS.filter((level) => options.logger?.isLevelEnabled?.(level) ?? options.logger !== undefined),
  }
}

export function createClientWorkerHost(spawn: ClientWorkerSpawner): ClientWorkerHost {
  let worker: Worker | null = null
  const pending = new Map<number, Pending>()
  const hosted = new Map<number, Hosted>()
  let nextCall = 0
  let nextClient = 0

  function failAll(error: DxApiError): void {
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }

  /**
   * The running worker, or a new one. A worker that ended on its own (at its heap's ceiling, or by an error) is
   * replaced on the next call with the same connections: each client is made again there and logs in again when
   * it next needs a session; push watches what it watched.
   */
  function started(): Worker {
    if (worker) return worker
    const thread = spawn()
    thread.unref()
    thread.on('message', (raw: unknown) => onMessage(raw))
    thread.on('error', () => undefined)
    thread.on('exit', () => {
      if (worker !== thread) return
      worker = null
      failAll(new DxApiError({ kind: 'internal', cause: 'internal', message: 'the DX client worker stopped' }))
      // The watch reads for itself until push is live again, and its next read starts the new worker.
      for (const client of hosted.values())
        for (const listener of client.pushListeners) listener(reconnecting(client.options.clock ?? systemClock))
    })
    worker = thread
    for (const [id, client] of hosted) {
      thread.postMessage({ type: 'create', client: id, settings: settingsOf(client.options) } satisfies ToWorker)
      if (client.watching) thread.postMessage({ type: 'push.watch', client: id, ...client.watching } satisfies ToWorker)
    }
    return thread
  }

  function post(message: ToWorker): void {
    started().postMessage(message)
  }

  function settle(id: number, outcome: (waiting: Pending) => void): void {
    const waiting = pending.get(id)
    if (!waiting) return
    pending.delete(id)
    // While calls wait, the worker keeps the process alive; idle, it never holds it open.
    if (pending.size === 0) worker?.unref()
    outcome(waiting)
  }

  function onMessage(raw: unknown): void {
    const parsed = FromWorkerSchema.safeParse(raw)
    if (!parsed.success) return
    const message = parsed.data
    switch (message.type) {
      case 'read':
        settle(message.id, (w) => w.resolve(new SerializedRead(message.envelope, answerOf(message))))
        return
      case 'ledger':
        settle(message.id, (w) => w.resolve(new SerializedLedger(message.envelope, answerOf(message))))
        return
      case 'value':
        settle(message.id, (w) => w.resolve(stamped(message.value, w.clock)))
        return
      case 'error':
        settle(message.id, (w) => w.reject(new DxApiError(message.error)))
        return
      case 'retrying':
        pending.get(message.id)?.onRetry?.(message.notice)
        return
      case 'password?': {
        const client = hosted.get(message.client)
        const answer = (password: string | null) => post({ type: 'password', id: message.id, password })
        if (!client) return answer(null)
        client.options.auth.getPassword().then(answer, () => answer(null))
        return
      }
      case 'session': {
        const options = hosted.get(message.client)?.options
        if (message.event === 'expired') options?.onSessionExpired?.()
        else options?.onSessionRenewed?.()
        return
      }
      case 'push': {
        for (const listener of hosted.get(message.client)?.pushListeners ?? []) listener(message.event)
        return
      }
      case 'log': {
        const logger = hosted.get(message.client)?.options.logger
        logger?.[message.level](message.fields, message.message)
        return
      }
    }
  }

  function call(client: number, method: WorkerMethod, args: unknown[], caller: CallerHooks) {
    const { signal, onRetry } = caller
    if (signal?.aborted) return Promise.reject(new DxApiError(cancelledError()))
    const id = nextCall++
    const clock = hosted.get(client)?.options.clock
    return new Promise<unknown>((resolve, reject) => {
      const onAbort = () => {
        post({ type: 'abort', id })
        settle(id, (w) => w.reject(new DxApiError(cancelledError())))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      const done = () => signal?.removeEventListener('abort', onAbort)
      pending.set(id, {
        clock,
        onRetry,
        resolve: (value) => {
          done()
          resolve(value)
        },
        reject: (error) => {
          done()
          reject(error)
        },
      })
      post({ type: 'call', id, client, method, args })
      if (pending.size === 1) worker?.ref()
    })
  }

  return {
    createClient(options) {
      // The same refusal, on this thread, as the client's own constructor: a bad address never reaches a worker.
      const baseUrl = normaliseBaseUrl(options.baseUrl)
      const id = nextClient++
      const pushListeners = new Set<(event: PushEvent) => void>()
      const client: Hosted = { options, pushListeners }
      // Started before the client is hosted: a new worker makes the clients already hosted, this one is made here.
      started()
      hosted.set(id, client)
      post({ type: 'create', client: id, settings: settingsOf(options) })
      const push: PushPort = {
        watch: (accounts, symbols = []) => {
          client.watching = { accounts: [...accounts], symbols: [...symbols] }
          post({ type: 'push.watch', client: id, ...client.watching })
        },
        subscribe(listener) {
          pushListeners.add(listener)
          return () => pushListeners.delete(listener)
        },
        stop: () => {
          delete client.watching
          if (worker) post({ type: 'push.stop', client: id })
        },
      }
      return proxyFor(id, baseUrl, call, push, () => {
        hosted.delete(id)
        if (worker) post({ type: 'dispose', client: id })
      })
    },
    warm() {
      started()
    },
    async close() {
      const thread = worker
      worker = null
      hosted.clear()
      failAll(new DxApiError(cancelledError()))
      await thread?.terminate()
    },
  }
}

/** What stays on this thread of a call's options: its signal and its retry listener. */
interface CallerHooks {
  signal?: AbortSignal | undefined
  onRetry?: ((notice: RetryNotice) => void) | undefined
}
type Call = (client: number, method: WorkerMethod, args: unknown[], caller: CallerHooks) => Promise<unknown>
type AnyCall = (...args: unknown[]) => Promise<unknown>

/** Strips the signal and the retry listener from a call's options (they cannot cross); the worker puts its own. */
function withoutHooks<O extends CallerHooks>(options: O | undefined): Omit<O, keyof CallerHooks> {
  const { signal: _signal, onRetry: _onRetry, ...rest } = options ?? ({} as O)
  return rest
}

function proxyFor(id: number, baseUrl: string, call: Call, push: PushPort, dispose: () => void): DxClientPort {
  // Strip the signal and retry listener before the arguments are cloned; the call forwards an abort, and retries back.
  // (A bare AbortSignal in the options' place is the login's older form.)
  const caller =
    (method: WorkerMethod): AnyCall =>
    (...args) => {
      const at: number = WORKER_METHODS[method].optionsAt
      const sent = [...args]
      let hooks: CallerHooks = {}
      if (at >= 0 && at < sent.length) {
        const given = sent[at] as CallerHooks | AbortSignal | undefined
        hooks = given instanceof AbortSignal ? { signal: given } : { signal: given?.signal, onRetry: given?.onRetry }
        sent[at] = given instanceof AbortSignal ? {} : withoutHooks(given)
      }
      return call(id, method, sent, hooks)
    }
  const calls = {} as Record<WorkerMethod, AnyCall>
  for (const method of Object.keys(WORKER_METHODS) as WorkerMethod[]) calls[method] = caller(method)
  const { quotes, candles, logout, startKeepAlive, stopKeepAlive, ...rest } = calls
  const fireAndForget = (send: AnyCall) => () => {
    send().catch(() => undefined)
  }
  const session = { startKeepAlive: fireAndForget(startKeepAlive), stopKeepAlive: fireAndForget(stopKeepAlive) }
  // Every function of the port is in WORKER_METHODS (protocol.ts checks that at compile time).
  const port: Record<keyof DxClientPort, unknown> = {
    ...rest,
    baseUrl,
    session,
    startKeepAlive: session.startKeepAlive,
    stopKeepAlive: session.stopKeepAlive,
    async logout() {
      try {
        await logout()
      } finally {
        dispose()
      }
    },
    marketData: { quotes, candles },
    push,
  }
  return port as DxClientPort
}
