// Every failure of a DX call becomes one AppError (shared/ipc/result.ts): facts, never a sentence for people.
// The router passes it to the renderer as data; the renderer's error-explanation.ts words it from `cause`, and
// the order dialog reacts to kind, HTTP status, DX code and offending parameter without parsing text.
// `message` here is a short technical summary for logs and support details.
import { systemClock } from '@shared/domain/clock'
import { DX_ERROR, ErrorBodySchema, errorDetail } from '@shared/api'
import { issuePath } from '@shared/text/issue-path'
import type { z } from 'zod'
import {
  cleanServerText,
  refusalError,
  ruleFactsOf,
  type AnswerFacts,
  type AppError,
  type RuleFacts,
  type ErrorCause,
  type ErrorKind,
} from '@shared/ipc/result'

export class DxApiError extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message)
    this.name = 'DxApiError'
  }
}

/** Longest wait a Retry-After can ask for: beyond it a value is nonsense, and a day is already "later". */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110, section 10.2.3); clamped to [0, a day]. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined
  const text = value.trim()
  let ms: number
  if (/^\d+(\.\d+)?$/.test(text)) ms = Number(text) * 1000
  else {
    const date = Date.parse(text)
    if (Number.isNaN(date)) return undefined
    ms = date - now
  }
  return Math.round(Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms)))
}

// A 33 detail such as `orders[1].limitPrice: required for LIMIT orders` starts with the field it is about.
const FIELD_PREFIX = /^([A-Za-z_][\w-]*(?:\[\d+\]|\.[A-Za-z_][\w-]*)*)\s*:/
// A 409 description ends with the field or rule in parentheses, like the documented codes.
const FIELD_NAME = /^[A-Za-z_][\w-]*(?:\[\d+\]|\.[A-Za-z_][\w-]*)*$/
/** Error bodies worth reading are small; a bigger one is not parsed at all (the status still decides). */
const ERROR_BODY_MAX_CHARS = 64 * 1024

function readErrorBody(text: string): { dxCode?: string; description?: string } {
  if (text.length > ERROR_BODY_MAX_CHARS) return {}
  try {
    const body = ErrorBodySchema.safeParse(JSON.parse(text))
    if (body.success) {
      const code = body.data.errorCode ? cleanServerText(body.data.errorCode, 64) : ''
      const description = cleanServerText(body.data.description)
      return { ...(code ? { dxCode: code } : {}), ...(description ? { description } : {}) }
    }
  } catch {
    // Proxies and plain HTTP errors answer with HTML or nothing: the status alone decides.
  }
  return {}
}

function fact(kind: ErrorKind, cause: ErrorCause, summary: string, extra: Partial<AppError> = {}): AppError {
  return { kind, cause, message: summary, ...extra }
}

export interface HttpErrorContext {
  /** The call was POST /login: 401 "3" means wrong credentials only there. */
  login?: boolean
  now?: number
}

/** Maps a non-2xx answer (status, body text, headers) to a structured error. */
export function httpError(
  status: number,
  bodyText: string,
  headers: { get(name: string): string | null },
  context: HttpErrorContext = {},
): AppError {
  const { dxCode, description } = readErrorBody(bodyText)
  const detail = description !== undefined ? errorDetail(description) : undefined
  const summary = `HTTP ${status}${dxCode !== undefined ? ` code ${dxCode}` : ''}`
  const base: Partial<AppError> = {
    httpStatus: status,
    ...(dxCode !== undefined ? { dxCode } : {}),
    ...(description !== undefined ? { description } : {}),
  }
  const named = (parameter: string | undefined) => (parameter ? { ...base, parameter } : base)
  switch (status) {
    case 401:
      return context.login === true && dxCode === DX_ERROR.BAD_CREDENTIALS
        ? fact('auth', 'bad-credentials', summary, base)
        : fact('auth', 'session-ended', summary, base)
    case 404:
      return dxCode === DX_ERROR.NOT_FOUND
        ? fact('not-found', 'not-visible', summary, base)
        : fact('not-found', 'no-such-address', summary, base)
    case 400:
      if (dxCode === DX_ERROR.BAD_PARAMETER && detail)
        return fact('bad-request', 'bad-parameter', summary, named(detail))
      if (dxCode === DX_ERROR.MALFORMED_URI) return fact('bad-request', 'unknown-parameter', summary, named(detail))
      if (dxCode === DX_ERROR.BAD_REQUEST_BODY) {
        return fact('bad-request', 'order-refused', summary, named(detail ? FIELD_PREFIX.exec(detail)?.[1] : undefined))
      }
      return fact('bad-request', 'refused', summary, base)
    case 403:
      return dxCode === DX_ERROR.CONDITIONAL_REQUIRED
        ? fact('conditional-required', 'if-match-missing', summary, base)
        : fact('bad-request', 'refused', summary, base)
    case 409:
      return fact('conflict', 'conflict', summary, named(detail && FIELD_NAME.test(detail) ? detail : undefined))
    case 412:
      return fact('precondition-failed', 'stale-version', summary, base)
    case 429: {
      const retryAfterMs = parseRetryAfter(headers.get('retry-after'), context.now ?? systemClock.now())
      return fact('rate-limited', 'rate-limited', summary, {
        ...base,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      })
    }
    default:
      // Where a redirect pointed is not repeated: it is the server's text and could be anything.
      if (status >= 300 && status < 400) return fact('server', 'redirected', summary, base)
      if (status >= 500) return fact('server', 'server-failed', summary, base)
      if (status >= 200 && status < 300) return fact('server', 'unexpected-status', summary, base)
      return fact('bad-request', 'refused', summary, base)
  }
}

const NETWORK_CAUSES: Readonly<Record<string, ErrorCause>> = {
  ECONNREFUSED: 'connection-refused',
  ECONNRESET: 'connection-cut',
  EPIPE: 'connection-cut',
  UND_ERR_SOCKET: 'connection-cut',
  UND_ERR_CLOSED: 'connection-cut',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
}

// A server that answers plain http to a TLS hello: OpenSSL and BoringSSL read its text as a bad record.
const NOT_TLS_CODE = /WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG|HTTP_REQUEST|RECORD_TOO_LARGE/
const NOT_TLS_TEXT = /wrong version number|packet length too long|http request|record too large/i
const TLS_CODE = /CERT|SELF_SIGNED|TLS|SSL|EPROTO|UNABLE_TO_VERIFY|HOSTNAME|ALTNAME/

interface CodedError {
  code?: unknown
  message?: unknown
  cause?: unknown
  errors?: unknown
}

/**
 * The socket errors along an error's cause chain (fetch wraps the socket error in a TypeError), outermost first;
 * an AggregateError (every address of a name tried, IPv6 and IPv4) gives each attempt's error.
 */
function socketErrors(e: unknown): CodedError[] {
  const found: CodedError[] = []
  const visit = (current: unknown, depth: number) => {
    if (depth > 5 || typeof current !== 'object' || current === null) return
    const coded = current as CodedError
    found.push(coded)
    if (Array.isArray(coded.errors)) for (const inner of coded.errors) visit(inner, depth + 1)
    visit(coded.cause, depth + 1)
  }
  visit(e, 0)
  return found
}

/** The first `code` along an error's cause chain, or of the attempts an AggregateError holds. */
export function networkCode(e: unknown): string | undefined {
  for (const coded of socketErrors(e)) if (typeof coded.code === 'string' && coded.code !== '') return coded.code
  return undefined
}

function causeOfCode(e: unknown, code: string | undefined): ErrorCause {
  const known = code !== undefined ? NETWORK_CAUSES[code] : undefined
  if (known) return known
  const texts = socketErrors(e).map((c) => (typeof c.message === 'string' ? c.message : ''))
  if ((code !== undefined && NOT_TLS_CODE.test(code)) || texts.some((t) => NOT_TLS_TEXT.test(t))) return 'not-https'
  if (code !== undefined && TLS_CODE.test(code)) return 'tls'
  // Nothing says why: claiming "no route" or a refusal would send the user after the wrong problem.
  return 'connection-failed'
}

export interface NetworkContext {
  /** Our own timer fired: the server did not answer within timeoutMs. */
  timedOut: boolean
  timeoutMs?: number
  /** A write (PUT) may have reached the server and been applied before the connection failed. */
  outcomeUnknown: boolean
}

/** A fetch that threw: no HTTP answer at all. */
export function networkError(e: unknown, context: NetworkContext): AppError {
  const code = networkCode(e)
  const cause: ErrorCause = context.timedOut ? 'timeout' : causeOfCode(e, code)
  return fact('network', cause, `no answer (${context.timedOut ? 'timeout' : (code ?? 'network error')})`, {
    ...(code !== undefined ? { systemCode: cleanServerText(code, 64) } : {}),
    ...(context.timedOut && context.timeoutMs !== undefined ? { limitMs: Math.round(context.timeoutMs) } : {}),
    ...(context.outcomeUnknown ? { outcomeUnknown: true } : {}),
  })
}

/** The client's modules name fields the way the rest of the app does (the one formatter lives in shared). */
export { issuePath as formatIssuePath } from '@shared/text/issue-path'

/**
 * A 2xx answer that is not what the API promises: undecodable, invalid JSON or a schema mismatch. What was wrong
 * and where travel as facts (the rule's code and bounds, never the schema's English); the window words them.
 */
export function malformedResponse(what: string, facts: AnswerFacts, status?: number): AppError {
  const where = facts.parameter ? ` at ${facts.parameter}` : ''
  return fact('server', 'unreadable-answer', `unreadable answer to ${what}: ${facts.answer}${where}`, {
    facts,
    ...(status !== undefined ? { httpStatus: status } : {}),
  })
}

/** The first rule an answer broke, where (the path, after `prefix`), and how many more problems it had. */
export function answerMismatch(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): AnswerFacts {
  const first = issues[0]
  if (!first) return { answer: 'mismatch' }
  return { answer: 'mismatch', ...ruleAt(first, prefix), ...(issues.length > 1 ? { more: issues.length - 1 } : {}) }
}

/** The rule an issue of an answer names, with its path (after `prefix`) as the field. */
export function ruleAt(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[] = []): RuleFacts {
  const path = issuePath([...prefix, ...issue.path]).slice(0, 200)
  return ruleFactsOf(issue, path || undefined)
}

/**
 * A list with records that do not match the API, where a caller needs every record (the account watch compares
 * whole lists): not the whole answer unreadable, but not usable as it is either.
 */
export function recordsUnreadable(what: string, count: number, total: number): AppError {
  return fact('server', 'records-unreadable', `${count} of ${total} records of ${what} do not match the API`, {
    httpStatus: 200,
  })
}

/** The body passed the transport's byte cap; the connection was dropped without reading the rest. */
export function tooLargeResponse(limitBytes: number, status: number): AppError {
  return fact('server', 'answer-too-large', `answer over ${limitBytes} bytes`, { limitBytes, httpStatus: status })
}

/** A change answered 2xx whose answer cannot be read: it was most likely applied, so it must be re-read. */
export function probablyApplied(error: AppError): AppError {
  return { ...error, cause: 'probably-applied', outcomeUnknown: true }
}

export const cancelledError = (): AppError => fact('cancelled', 'cancelled', 'cancelled')

/**
 * A request body a shared schema refused, before sending: the field it names and the rule it broke, as the rule's
 * code and bounds (`value-refused`), or `request-invalid` when the schema found nothing to name.
 */
export function schemaRefusal(issue: z.core.$ZodIssue | undefined): AppError {
  if (!issue) return refusalError('request-invalid')
  if (issue.path.length === 0) return refusalError('value-refused', undefined, ruleFactsOf(issue))
  const parameter = issuePath(issue.path).slice(0, 200)
  return refusalError('value-refused', parameter, ruleFactsOf(issue, parameter))
}

/** Our own request could not be formed (a header value, an address): nothing was sent, a repeat won't help. */
export function requestNotBuilt(what: string): AppError {
  return fact('internal', 'request-not-built', `request not built: ${what}`)
}

export { toAppError } from '@shared/ipc/result'
