// One HTTP exchange with the DX server, as the rest of the client sees it: throttled, bounded by a timeout and
// a byte cap, cancellable by the caller, repeated with backoff when (and only when) the request is a read.
// Any HTTP status comes back as a response (the session needs 401, reads need 304); "no answer at all",
// an answer that cannot be read, a request that could not be formed and cancellation throw.
import { Headers, fetch as undiciFetch, type Dispatcher } from 'undici'
import { API_PREFIX, type HttpMethod } from '@shared/api'
import { cleanServerText, refusalError } from '@shared/ipc/result'
import { createBrokerDispatcher } from './broker-dispatcher'
import {
  DxApiError,
  cancelledError,
  malformedResponse,
  networkCode,
  networkError,
  parseRetryAfter,
  requestNotBuilt,
  tooLargeResponse,
} from './errors'
import { resolveRetryPolicy, retryDelay, type AttemptOutcome, type RetryPolicy } from './retry'
import type { RetryCause, RetryNotice } from '@shared/ipc/request-retrying'
import { Throttle, realSleeper, type Sleeper, type ThrottleCategory, type ThrottleConfig } from './throttle'

/** The logger port (pino-shaped). Nothing the client logs contains a password, a token or a header. */
export interface DxLogger {
  debug(obj: object, msg: string): void
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
  /** pino's: whether a line of this level would be recorded at all (absent: every level is). */
  isLevelEnabled?(level: string): boolean
}

export interface TransportOptions {
  /** `https://host/dxsca-web`; a base without the API prefix gets it appended. */
  baseUrl: string
  /** Test seam. Default: undici's fetch over the client's own pool, with certificate checks always on. */
  fetch?: FetchLike
  /** Per attempt, from sending to the last byte of the body. Default 20 s. */
  timeoutMs?: number
  /**
   * Largest body read from one answer, counted after inflating a compressed one; beyond it the connection is
   * dropped. A declared Content-Length (bytes on the wire) over it is refused before reading. Default 64 MiB.
   */
  maxBodyBytes?: number
  retry?: Partial<RetryPolicy>
  /** Default: DEFAULT_THROTTLE (generous); `false` turns throttling off. */
  throttle?: ThrottleConfig | false
  /** Time for backoff and the throttle; injectable so tests run without real waiting. */
  sleeper?: Sleeper
  /** Jitter source. */
  random?: () => number
  logger?: DxLogger
}

export interface HttpRequest {
  /** HEAD: the headers a GET would answer with, and no body. */
  method: HttpMethod | 'HEAD'
  /** Below the base URL, already percent-encoded, with its query string. */
  path: string
  headers?: Readonly<Record<string, string>>
  body?: string
  category: ThrottleCategory
  /** May be repeated on network errors, 5xx and 429: GETs and the read-only POST of orders/history. */
  retry: boolean
  /** A write: after a network failure its outcome is unknown (it may have been applied). */
  write: boolean
  signal?: AbortSignal
  /** Told before each repeat: which attempt comes next, why, and when it starts. */
  onRetry?: (notice: RetryNotice) => void
  /** Endpoint id, for logs. */
  label: string
}

/** What the transport hands a fetch: headers already checked, redirects reported not followed. */
export interface FetchInit {
  method: string
  headers: Record<string, string>
  body?: string
  signal: AbortSignal
  redirect: 'manual'
}

/** The parts of a fetch response the transport reads. */
export interface FetchResponse {
  status: number
  headers: ResponseHeaders
  body: ReadableStream<Uint8Array> | null
}

export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>

/** What the client reads from response headers. */
export interface ResponseHeaders {
  get(name: string): string | null
}

export interface HttpResponse {
  status: number
  headers: ResponseHeaders
  text: string
}

export const DEFAULT_TIMEOUT_MS = 20_000
/**
 * JSON, compressed if the server will: DX hosts negotiate gzip and deflate. Asked for here, not left to the
 * fetch implementation; undici's fetch inflates the body as it streams, so the byte cap below counts the
 * inflated bytes and a small answer that inflates past it is refused like any oversized one.
 */
const ANSWER_HEADERS = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate' } as const
/** A real page of a busy account is a few MB of JSON; 64 MiB is generous and still bounded. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024

export function normaliseBaseUrl(baseUrl: string): string {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new DxApiError(refusalError('address-unreadable', 'baseUrl', { address: cleanServerText(baseUrl) }))
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new DxApiError(refusalError('address-not-https', 'baseUrl'))
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new DxApiError(refusalError('address-extras', 'baseUrl'))
  }
  const trimmed = url.href.replace(/\/+$/, '')
  return trimmed.endsWith(API_PREFIX) ? trimmed : trimmed + API_PREFIX
}

/** Logs keep the path only: query strings are long and say nothing about a failure's cause. */
export function pathOnly(path: string): string {
  const q = path.indexOf('?')
  return q < 0 ? path : path.slice(0, q)
}

type Attempt =
  | { kind: 'response'; response: HttpResponse }
  | { kind: 'network'; error: unknown; timedOut: boolean }
  /** An answer arrived but cannot be used (too large, undecodable): repeating it will not help. */
  | { kind: 'unusable'; error: DxApiError }

let sharedDispatcher: Dispatcher | undefined
/** undici's fetch over one pool for every client of the process (created on first use), never the global one. */
const brokerFetch: FetchLike = async (url, init) => {
  sharedDispatcher ??= createBrokerDispatcher()
  const res = await undiciFetch(url, { ...init, dispatcher: sharedDispatcher })
  return { status: res.status, headers: res.headers, body: res.body as ReadableStream<Uint8Array> | null }
}

class BodyTooLarge extends Error {}

/** Reads a body up to `limit` bytes; past it, cancels the stream so the connection is dropped unread. */
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (body === null) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/** The body stream failed because its encoding is broken (bad gzip/deflate/brotli), not the connection. */
function isDecodingFailure(e: unknown): boolean {
  const code = networkCode(e)
  return (
    code !== undefined &&
    (code.startsWith('Z_') || code.startsWith('ERR_BROTLI') || code === 'ERR__ERROR_FORMAT_PADDING_1')
  )
}

export class Transport {
  readonly baseUrl: string
  readonly sleeper: Sleeper
  private readonly fetchImpl: FetchLike
  private readonly timeoutMs: number
  private readonly maxBodyBytes: number
  private readonly retry: RetryPolicy
  private readonly throttle: Throttle
  private readonly random: () => number
  private readonly logger: DxLogger | undefined

  constructor(options: TransportOptions) {
    this.baseUrl = normaliseBaseUrl(options.baseUrl)
    this.fetchImpl = options.fetch ?? brokerFetch
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.maxBodyBytes = Math.max(1, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)
    this.retry = resolveRetryPolicy(options.retry)
    this.sleeper = options.sleeper ?? realSleeper
    this.throttle = new Throttle(options.throttle, this.sleeper)
    this.random = options.random ?? Math.random
    this.logger = options.logger
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    const headers = this.buildHeaders(request)
    const attempts = request.retry ? this.retry.attempts : 1
    const policy = { ...this.retry, attempts }
    for (let attempt = 1; ; attempt++) {
      const result = await this.attempt(request, headers, attempt)
      if (result.kind === 'unusable') throw result.error
      const outcome: AttemptOutcome =
        result.kind === 'network'
          ? { kind: 'network', timedOut: result.timedOut }
          : {
              kind: 'response',
              status: result.response.status,
              ...retryAfterOf(result.response, this.sleeper.now()),
            }
      const delay = retryDelay(attempt, outcome, policy, this.random)
      if (delay === null) {
        if (result.kind === 'response') return result.response
        throw new DxApiError(
          networkError(result.error, {
            timedOut: result.timedOut,
            timeoutMs: this.timeoutMs,
            outcomeUnknown: request.write,
          }),
        )
      }
      this.logger?.info(
        {
          endpoint: request.label,
          method: request.method,
          path: pathOnly(request.path),
          attempt,
          delayMs: delay,
          ...(result.kind === 'response' ? { status: result.response.status } : { network: true }),
        },
        'DX request failed transiently; retrying',
      )
      request.onRetry?.({
        attempt: attempt + 1,
        attempts,
        cause: retryCause(outcome),
        ...(outcome.kind === 'response' ? { status: outcome.status } : {}),
        nextAttemptAt: this.sleeper.now() + delay,
      })
      try {
        await this.sleeper.sleep(delay, request.signal)
      } catch {
        throw new DxApiError(cancelledError())
      }
    }
  }

  /**
   * The headers, checked before anything is sent: a value that cannot go on the wire (CR/LF, non-Latin-1)
   * is our own failure to build the request — never a network failure, never repeated.
   */
  private buildHeaders(request: HttpRequest): Record<string, string> {
    try {
      return Object.fromEntries(new Headers({ ...ANSWER_HEADERS, ...request.headers }))
    } catch {
      this.logger?.error({ endpoint: request.label, method: request.method }, 'DX request not built: bad header value')
      throw new DxApiError(requestNotBuilt('a header value cannot be sent'))
    }
  }

  private async attempt(request: HttpRequest, headers: Record<string, string>, attempt: number): Promise<Attempt> {
    if (request.signal?.aborted) throw new DxApiError(cancelledError())
    try {
      await this.throttle.take(request.category, request.signal)
    } catch {
      throw new DxApiError(cancelledError())
    }
    const timeout = new AbortController()
    const timer = setTimeout(() => timeout.abort(new Error('timeout')), this.timeoutMs)
    const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal
    const started = this.sleeper.now()
    const log = { endpoint: request.label, method: request.method, path: pathOnly(request.path), attempt }
    let status: number | undefined
    try {
      const res = await this.fetchImpl(this.baseUrl + request.path, {
        method: request.method,
        headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal,
        // A redirect is reported, never followed: following one could carry the Authorization header to
        // an address the person never chose.
        redirect: 'manual',
      })
      status = res.status
      const declared = Number(res.headers.get('content-length') ?? '')
      if (Number.isFinite(declared) && declared > this.maxBodyBytes) {
        timeout.abort(new Error('too large'))
        throw new BodyTooLarge()
      }
      const bytes = await readCapped(res.body, this.maxBodyBytes)
      const ok = res.status >= 200 && res.status < 300
      // A 2xx body must be real UTF-8 JSON; an error page in another charset still tells us its status.
      const text = new TextDecoder('utf-8', { fatal: ok }).decode(bytes)
      this.logger?.debug(
        { ...log, status: res.status, bytes: bytes.byteLength, ms: this.sleeper.now() - started },
        'DX request',
      )
      return { kind: 'response', response: { status: res.status, headers: res.headers, text } }
    } catch (e) {
      if (request.signal?.aborted) throw new DxApiError(cancelledError())
      if (e instanceof BodyTooLarge && status !== undefined) {
        this.logger?.warn({ ...log, status, limitBytes: this.maxBodyBytes }, 'DX answer over the size limit; dropped')
        return { kind: 'unusable', error: new DxApiError(tooLargeResponse(this.maxBodyBytes, status)) }
      }
      if (
        status !== undefined &&
        !timeout.signal.aborted &&
        (isDecodingFailure(e) ||
          (e instanceof TypeError && (e as { code?: unknown }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA'))
      ) {
        this.logger?.warn({ ...log, status, code: networkCode(e) }, 'DX answer could not be decoded')
        return {
          kind: 'unusable',
          error: new DxApiError(malformedResponse(request.label, { answer: 'undecodable' }, status)),
        }
      }
      this.logger?.warn({ ...log, timedOut: timeout.signal.aborted, code: networkCode(e) }, 'DX request got no answer')
      return { kind: 'network', error: e, timedOut: timeout.signal.aborted }
    } finally {
      clearTimeout(timer)
    }
  }
}

function retryCause(outcome: AttemptOutcome): RetryCause {
  if (outcome.kind === 'network') return outcome.timedOut ? 'timeout' : 'network'
  return outcome.status === 429 ? 'rate-limited' : 'server-error'
}

function retryAfterOf(response: HttpResponse, now: number): { retryAfterMs?: number } {
  if (response.status !== 429) return {}
  const ms = parseRetryAfter(response.headers.get('retry-after'), now)
  return ms === undefined ? {} : { retryAfterMs: ms }
}
