import { describe, expect, it } from 'vitest'
import { QueryParamError } from '../../../shared/api'
import {
  DxApiError,
  NOT_VISIBLE_MESSAGE,
  formatIssuePath,
  httpError,
  networkError,
  parseRetryAfter,
  toAppError,
} from './errors'

const none = new Headers()
const body = (errorCode: string | number | undefined, description: string) =>
  JSON.stringify(errorCode === undefined ? { description } : { errorCode, description })

describe('an HTTP error answer becomes one structured error', () => {
  it('401 is auth; wrong credentials say so', () => {
    expect(httpError(401, body(undefined, 'Session expired'), none)).toMatchObject({ kind: 'auth', httpStatus: 401 })
    const wrong = httpError(401, body('3', 'Incorrect username or password'), none)
    expect(wrong).toMatchObject({ kind: 'auth', dxCode: '3', description: 'Incorrect username or password' })
    expect(wrong.message).toMatch(/username or password/)
  })

  it('404 "2" says "not visible to you, or does not exist" — never "forbidden"', () => {
    const e = httpError(404, body('2', 'Entity not found at server'), none)
    expect(e).toMatchObject({ kind: 'not-found', httpStatus: 404, dxCode: '2', message: NOT_VISIBLE_MESSAGE })
  })

  it('a plain 404 (no DX body) is not-found with a different sentence', () => {
    const e = httpError(404, '<html>nope</html>', none)
    expect(e.kind).toBe('not-found')
    expect(e.dxCode).toBeUndefined()
    expect(e.message).not.toBe(NOT_VISIBLE_MESSAGE)
  })

  it('400 "32" names the parameter from "Incorrect request parameters (<name>)"', () => {
    const e = httpError(400, body('32', 'Incorrect request parameters (start-from)'), none)
    expect(e).toMatchObject({ kind: 'bad-request', dxCode: '32', parameter: 'start-from' })
    expect(e.message).toContain('start-from')
  })

  it('400 "31" names the parameter the server did not accept, when it says one', () => {
    expect(httpError(400, body('31', 'Malformed query URI (accounts)'), none)).toMatchObject({
      kind: 'bad-request',
      dxCode: '31',
      parameter: 'accounts',
    })
    expect(httpError(400, body('31', 'Malformed query URI'), none).parameter).toBeUndefined()
  })

  it('400 "33" keeps the detail and names the field it starts with', () => {
    const e = httpError(400, body('33', 'Incorrect request (orders[1].limitPrice: required for LIMIT orders)'), none)
    expect(e).toMatchObject({ kind: 'bad-request', dxCode: '33', parameter: 'orders[1].limitPrice' })
    expect(e.message).toContain('required for LIMIT orders')
  })

  it('an error code sent as a JSON number is read as text', () => {
    expect(httpError(400, body(32, 'Incorrect request parameters (limit)'), none).dxCode).toBe('32')
  })

  it('403 "99" is conditional-required', () => {
    const e = httpError(403, body('99', 'Conditional request header If-Match is required'), none)
    expect(e).toMatchObject({ kind: 'conditional-required', httpStatus: 403, dxCode: '99' })
  })

  it('409 keeps the server description as the message', () => {
    const description = 'Price 1.07953 is not a multiple of the tick 0.0001 (limitPrice)'
    const e = httpError(409, body('203', description), none)
    expect(e).toMatchObject({ kind: 'conflict', dxCode: '203', description, message: description })
    expect(e.parameter).toBe('limitPrice')
  })

  it('412 is precondition-failed, with or without a code', () => {
    const e = httpError(412, JSON.stringify({ description: 'changed' }), none)
    expect(e).toMatchObject({ kind: 'precondition-failed', httpStatus: 412 })
    expect(e.dxCode).toBeUndefined()
  })

  it('429 carries retryAfterMs from seconds or from an HTTP date', () => {
    expect(httpError(429, '', new Headers({ 'retry-after': '3' }))).toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 3000,
    })
    const now = Date.parse('2026-11-23T10:00:00Z')
    const e = httpError(429, '', new Headers({ 'retry-after': 'Mon, 23 Nov 2026 10:00:05 GMT' }), now)
    expect(e.retryAfterMs).toBe(5000)
    expect(e.message).toMatch(/5 s/)
    expect(httpError(429, '', none).retryAfterMs).toBeUndefined()
  })

  it.each([500, 502, 503, 504])('%i is server', (status) => {
    expect(httpError(status, '<html>gateway</html>', none)).toMatchObject({ kind: 'server', httpStatus: status })
  })

  it('a redirect is reported with its target, never followed silently', () => {
    const e = httpError(301, '', new Headers({ location: 'https://elsewhere.example/dxsca-web' }))
    expect(e.message).toContain('https://elsewhere.example/dxsca-web')
  })
})

describe('no answer at all', () => {
  const failure = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } })

  it.each([
    ['ECONNREFUSED', /refused the connection/],
    ['ECONNRESET', /cut/],
    ['UND_ERR_SOCKET', /cut/],
    ['ENOTFOUND', /DNS/],
    ['EAI_AGAIN', /DNS/],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', /certificate or TLS/],
    ['ERR_SSL_WRONG_VERSION_NUMBER', /certificate or TLS/],
  ])('%s is network: %s', (code, message) => {
    const e = networkError(failure(code), { timedOut: false, outcomeUnknown: false })
    expect(e).toMatchObject({ kind: 'network', description: code })
    expect(e.message).toMatch(message)
    expect(e.outcomeUnknown).toBeUndefined()
  })

  it('a timeout says how long we waited', () => {
    const e = networkError(new Error('aborted'), { timedOut: true, timeoutMs: 2500, outcomeUnknown: false })
    expect(e).toMatchObject({ kind: 'network', description: 'timeout' })
    expect(e.message).toMatch(/2\.5 s/)
  })

  it('for a write, says the outcome is unknown', () => {
    const e = networkError(failure('ECONNRESET'), { timedOut: false, outcomeUnknown: true })
    expect(e).toMatchObject({ kind: 'network', outcomeUnknown: true })
    expect(e.message).toMatch(/may or may not have been applied/)
  })
})

describe('toAppError', () => {
  it('unwraps DxApiError and anything carrying an appError', () => {
    const appError = { kind: 'conflict' as const, message: 'no' }
    expect(toAppError(new DxApiError(appError))).toBe(appError)
    expect(toAppError({ appError })).toBe(appError)
  })

  it('turns a parameter refusal into validation, an abort into cancelled, anything else into internal', () => {
    expect(toAppError(new QueryParamError('limit', 'limit must be ≥ 0'))).toMatchObject({
      kind: 'validation',
      parameter: 'limit',
    })
    expect(toAppError(new DOMException('stop', 'AbortError'))).toMatchObject({ kind: 'cancelled' })
    const internal = toAppError(new Error('secret detail'))
    expect(internal.kind).toBe('internal')
    expect(internal.message).not.toContain('secret detail')
  })
})

describe('helpers', () => {
  it('parses Retry-After forms', () => {
    expect(parseRetryAfter('0', 0)).toBe(0)
    expect(parseRetryAfter('1.5', 0)).toBe(1500)
    expect(parseRetryAfter('soon', 0)).toBeUndefined()
    expect(parseRetryAfter(null, 0)).toBeUndefined()
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:02 GMT', 5_000)).toBe(0)
  })

  it('names fields the way people read them', () => {
    expect(formatIssuePath(['orders', 3, 'legs', 0, 'price'])).toBe('orders[3].legs[0].price')
  })
})
