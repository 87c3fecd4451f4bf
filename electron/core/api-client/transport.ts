// One HTTP exchange with the DX server, as the rest of the client sees it: throttled, bounded by a timeout,
// cancellable by the caller, repeated with backoff when (and only when) the request is a read. Any HTTP
// status comes back as a response (the session needs 401, reads need 304); only "no answer at all" and
// cancellation throw.
import { API_PREFIX, type HttpMethod } from '../../../shared/api'
import { DxApiError, cancelledError, networkCode, networkError, parseRetryAfter, validationError } from './errors'
import { resolveRetryPolicy, retryDelay, type AttemptOutcome, type RetryPolicy } from './retry'
import { Throttle, realSleeper, type Sleeper, type ThrottleCategory, type ThrottleConfig } from './throttle'

/** The logger port (pino-shaped). Nothing the client logs contains a password, a token or a header. */
export interface DxLogger {
  debug(obj: object, msg: string): void
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface TransportOptions {
  /** `https://host/dxsca-web`; a base without the API prefix gets it appended. */
  baseUrl: string
  /** Default: the global fetch (Node 20). */
  fetch?: typeof fetch
  /** Per attempt, from sending to the last byte of the body. Default 20 s. */
  timeoutMs?: number
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
  method: HttpMethod
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
  /** Endpoint id, for logs. */
  label: string
}

export interface HttpResponse {
  status: number
  headers: Headers
  text: string
}

export const DEFAULT_TIMEOUT_MS = 20_000

export function normaliseBaseUrl(baseUrl: string): string {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new DxApiError(validationError('baseUrl', `“${baseUrl}” is not a web address.`))
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new DxApiError(validationError('baseUrl', 'The server address must start with https://.'))
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new DxApiError(validationError('baseUrl', 'The server address must not carry a query, fragment or login.'))
  }
  const trimmed = url.href.replace(/\/+$/, '')
  return trimmed.endsWith(API_PREFIX) ? trimmed : trimmed + API_PREFIX
}

/** Logs keep the path only: query strings are long and say nothing about a failure's cause. */
export function pathOnly(path: string): string {
  const q = path.indexOf('?')
  return q < 0 ? path : path.slice(0, q)
}

type Attempt = { kind: 'response'; response: HttpResponse } | { kind: 'network'; error: unknown; timedOut: boolean }

export class Transport {
  readonly baseUrl: string
  readonly sleeper: Sleeper
  private readonly fetchImpl: typeof fetch
  private readonly timeoutMs: number
  private readonly retry: RetryPolicy
  private readonly throttle: Throttle
  private readonly random: () => number
  private readonly logger: DxLogger | undefined

  constructor(options: TransportOptions) {
    this.baseUrl = normaliseBaseUrl(options.baseUrl)
    this.fetchImpl = options.fetch ?? globalThis.fetch
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.retry = resolveRetryPolicy(options.retry)
    this.sleeper = options.sleeper ?? realSleeper
    this.throttle = new Throttle(options.throttle, this.sleeper)
    this.random = options.random ?? Math.random
    this.logger = options.logger
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    const attempts = request.retry ? this.retry.attempts : 1
    const policy = { ...this.retry, attempts }
    for (let attempt = 1; ; attempt++) {
      const result = await this.attempt(request, attempt)
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
      try {
        await this.sleeper.sleep(delay, request.signal)
      } catch {
        throw new DxApiError(cancelledError())
      }
    }
  }

  private async attempt(request: HttpRequest, attempt: number): Promise<Attempt> {
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
    try {
      const res = await this.fetchImpl(this.baseUrl + request.path, {
        method: request.method,
        headers: { Accept: 'application/json', ...request.headers },
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal,
        // A redirect is reported, never followed: following one could carry the Authorization header to
        // an address the person never chose.
        redirect: 'manual',
      })
      const text = await res.text()
      this.logger?.debug(
        {
          endpoint: request.label,
          method: request.method,
          path: pathOnly(request.path),
          status: res.status,
          ms: this.sleeper.now() - started,
          attempt,
        },
        'DX request',
      )
      return { kind: 'response', response: { status: res.status, headers: res.headers, text } }
    } catch (e) {
      if (request.signal?.aborted) throw new DxApiError(cancelledError())
      this.logger?.warn(
        {
          endpoint: request.label,
          method: request.method,
          path: pathOnly(request.path),
          attempt,
          timedOut: timeout.signal.aborted,
          code: networkCode(e),
        },
        'DX request got no answer',
      )
      return { kind: 'network', error: e, timedOut: timeout.signal.aborted }
    } finally {
      clearTimeout(timer)
    }
  }
}

function retryAfterOf(response: HttpResponse, now: number): { retryAfterMs?: number } {
  if (response.status !== 429) return {}
  const ms = parseRetryAfter(response.headers.get('retry-after'), now)
  return ms === undefined ? {} : { retryAfterMs: ms }
}
