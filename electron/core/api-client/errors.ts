// Every failure of a DX call becomes one AppError (shared/ipc/result.ts): the router passes it to the
// renderer as data, and the order dialog reacts to kind, HTTP status, DX code and offending parameter
// without parsing text. Messages are one plain sentence for people; `description` keeps the server's words.
import { DX_ERROR, ErrorBodySchema, QueryParamError, errorDetail } from '../../../shared/api'
import type { AppError } from '../../../shared/ipc/result'

export class DxApiError extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message)
    this.name = 'DxApiError'
  }
}

/** Permission failures look exactly like absence on DX (reference §1.10), so the sentence covers both. */
export const NOT_VISIBLE_MESSAGE = 'This account or item is not visible to you, or does not exist.'

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined
  const text = value.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

// A 33 detail such as `orders[1].limitPrice: required for LIMIT orders` starts with the field it is about.
const FIELD_PREFIX = /^([A-Za-z_][\w-]*(?:\[\d+\]|\.[A-Za-z_][\w-]*)*)\s*:/
// A 409 description ends with the field or rule in parentheses, like the documented codes.
const FIELD_NAME = /^[A-Za-z_][\w-]*(?:\[\d+\]|\.[A-Za-z_][\w-]*)*$/

function readErrorBody(text: string): { dxCode?: string; description?: string } {
  try {
    const body = ErrorBodySchema.safeParse(JSON.parse(text))
    if (body.success) {
      return { ...(body.data.errorCode ? { dxCode: body.data.errorCode } : {}), description: body.data.description }
    }
  } catch {
    // Proxies and plain HTTP errors answer with HTML or nothing: the status alone decides.
  }
  return {}
}

/** Maps a non-2xx answer (status, body text, headers) to a structured error. */
export function httpError(status: number, bodyText: string, headers: Headers, now = Date.now()): AppError {
  const { dxCode, description } = readErrorBody(bodyText)
  const detail = description !== undefined ? errorDetail(description) : undefined
  const base: AppError = {
    kind: 'server',
    message: '',
    httpStatus: status,
    ...(dxCode !== undefined ? { dxCode } : {}),
    ...(description !== undefined ? { description } : {}),
  }
  const said = description ? ` The server said: “${description}”` : ''
  switch (status) {
    case 401:
      return {
        ...base,
        kind: 'auth',
        message:
          dxCode === DX_ERROR.BAD_CREDENTIALS
            ? 'The username or password is not right.'
            : 'You are not logged in, or your session has ended.',
      }
    case 404:
      return {
        ...base,
        kind: 'not-found',
        message: dxCode === DX_ERROR.NOT_FOUND ? NOT_VISIBLE_MESSAGE : 'The server has no such address (404).',
      }
    case 400: {
      if (dxCode === DX_ERROR.BAD_PARAMETER && detail) {
        return {
          ...base,
          kind: 'bad-request',
          parameter: detail,
          message: `The server refused the value of “${detail}”.`,
        }
      }
      if (dxCode === DX_ERROR.MALFORMED_URI) {
        return {
          ...base,
          kind: 'bad-request',
          ...(detail ? { parameter: detail } : {}),
          message: detail
            ? `The server does not accept the parameter “${detail}” here.`
            : 'The server did not understand the request address.',
        }
      }
      if (dxCode === DX_ERROR.BAD_REQUEST_BODY) {
        const field = detail ? FIELD_PREFIX.exec(detail)?.[1] : undefined
        return {
          ...base,
          kind: 'bad-request',
          ...(field ? { parameter: field } : {}),
          message: detail ? `The server refused the order: ${detail}.` : 'The server refused the order as malformed.',
        }
      }
      return { ...base, kind: 'bad-request', message: 'The server refused the request (400).' + said }
    }
    case 403:
      if (dxCode === DX_ERROR.CONDITIONAL_REQUIRED) {
        return {
          ...base,
          kind: 'conditional-required',
          message: 'Nothing was changed: the server needs the version you edited (If-Match) and it was missing.',
        }
      }
      return { ...base, kind: 'bad-request', message: 'The server refused the request (403).' + said }
    case 409: {
      const field = detail && FIELD_NAME.test(detail) ? detail : undefined
      return {
        ...base,
        kind: 'conflict',
        ...(field ? { parameter: field } : {}),
        message: description ?? 'The server refused the change (409).',
      }
    }
    case 412:
      return {
        ...base,
        kind: 'precondition-failed',
        message: 'Someone changed this account since you read it, so nothing was applied. Reload and try again.',
      }
    case 429: {
      const retryAfterMs = parseRetryAfter(headers.get('retry-after'), now)
      const wait = retryAfterMs !== undefined ? ` Try again in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s.` : ''
      return {
        ...base,
        kind: 'rate-limited',
        message: 'The server says we are sending too many requests.' + wait,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      }
    }
    default:
      if (status >= 300 && status < 400) {
        const location = headers.get('location')
        return {
          ...base,
          kind: 'server',
          message: `The server sent us to another address (HTTP ${status}${location ? ` → ${location}` : ''}); check the server address of this connection.`,
        }
      }
      if (status >= 500) return { ...base, kind: 'server', message: `The server failed (HTTP ${status}).` + said }
      return { ...base, kind: 'bad-request', message: `The server refused the request (HTTP ${status}).` + said }
  }
}

const NETWORK_MESSAGES: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'The server refused the connection: is the address right and the server running?',
  ECONNRESET: 'The connection was cut before the answer arrived.',
  EPIPE: 'The connection was cut before the answer arrived.',
  UND_ERR_SOCKET: 'The connection was cut before the answer arrived.',
  ENOTFOUND: 'The server name could not be found (DNS).',
  EAI_AGAIN: 'The server name could not be looked up right now (DNS).',
  ETIMEDOUT: 'The connection timed out.',
  UND_ERR_CONNECT_TIMEOUT: 'The connection timed out.',
  EHOSTUNREACH: 'The server cannot be reached from this network.',
  ENETUNREACH: 'The server cannot be reached from this network.',
}

const TLS_CODE = /CERT|SELF_SIGNED|TLS|SSL|EPROTO|UNABLE_TO_VERIFY|HOSTNAME|ALTNAME/

/** The first `code` along an error's cause chain (fetch wraps the socket error in a TypeError). */
export function networkCode(e: unknown): string | undefined {
  let current: unknown = e
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && code !== '') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
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
  let message: string
  if (context.timedOut) {
    message =
      context.timeoutMs !== undefined
        ? `The server did not answer within ${Math.round(context.timeoutMs / 100) / 10} s.`
        : 'The server did not answer in time.'
  } else if (code !== undefined && TLS_CODE.test(code)) {
    message = `The secure connection to the server failed (${code}): its certificate or TLS setup is not accepted.`
  } else {
    message = (code !== undefined ? NETWORK_MESSAGES[code] : undefined) ?? 'The server could not be reached.'
  }
  return {
    kind: 'network',
    message: context.outcomeUnknown
      ? `${message} The change may or may not have been applied: reload before trying again.`
      : message,
    ...(code !== undefined ? { description: code } : context.timedOut ? { description: 'timeout' } : {}),
    ...(context.outcomeUnknown ? { outcomeUnknown: true } : {}),
  }
}

/** `orders[3].legs[0].price`, the way a person (and the IPC router) names a field. */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('')
}

/** A 2xx answer that is not what the API promises: invalid JSON or a schema mismatch. */
export function malformedResponse(what: string, detail: string, status?: number): AppError {
  return {
    kind: 'server',
    message: `The server's answer to “${what}” is not what the API promises: ${detail}`,
    description: detail,
    ...(status !== undefined ? { httpStatus: status } : {}),
  }
}

export const cancelledError = (): AppError => ({ kind: 'cancelled', message: 'The request was cancelled.' })

export function validationError(parameter: string | undefined, message: string): AppError {
  return { kind: 'validation', message, ...(parameter ? { parameter } : {}) }
}

function isAbort(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError'
}

/** Whatever was thrown, as an AppError: the router and the shell call this at their borders. */
export function toAppError(e: unknown): AppError {
  if (e instanceof DxApiError) return e.appError
  if (
    typeof e === 'object' &&
    e !== null &&
    'appError' in e &&
    typeof (e as { appError: unknown }).appError === 'object'
  ) {
    return (e as { appError: AppError }).appError
  }
  if (e instanceof QueryParamError) return validationError(e.parameter, e.message)
  if (isAbort(e)) return cancelledError()
  return { kind: 'internal', message: 'Something went wrong inside the app; see the log.' }
}
