import type { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { QueryParamError } from '@shared/api'
import { DxApiError, formatIssuePath, httpError, networkError, parseRetryAfter, toAppError } from './errors'

const none = new Headers()
const body = (errorCode: string | number | undefined, description: string) =>
  JSON.stringify(errorCode === undefined ? { description } : { errorCode, description })

describe('an HTTP error answer becomes one structured error', () => {
  it('401 is auth; wrong credentials say so', () => {
    expect(httpError(401, body(undefined, 'Session expired'), none)).toMatchObject({ kind: 'auth', httpStatus: 401 })
    const wrong = httpError(401, body('3', 'Incorrect username or password'), none)
    expect(wrong).toMatchObject({ kind: 'auth', cause: 'session-ended', dxCode: '3' })
    const atLogin = httpError(401, body('3', 'Incorrect username or password'), none, { login: true })
    expect(atLogin).toMatchObject({
      kind: 'auth',
      cause: 'bad-credentials',
      description: 'Incorrect username or password',
    })
  })

  it('404 "2" says "not visible to you, or does not exist" — never "forbidden"', () => {
    const e = httpError(404, body('2', 'Entity not found at server'), none)
    expect(e).toMatchObject({ kind: 'not-found', cause: 'not-visible', httpStatus: 404, dxCode: '2' })
  })

  it('a plain 404 (no DX body) is not-found with a different sentence', () => {
    const e = httpError(404, '<html>nope</html>', none)
    expect(e.kind).toBe('not-found')
    expect(e.dxCode).toBeUndefined()
    expect(e.cause).toBe('no-such-address')
  })

  it('400 "32" names the parameter from "Incorrect request parameters (<name>)"', () => {
    const e = httpError(400, body('32', 'Incorrect request parameters (start-from)'), none)
    expect(e).toMatchObject({ kind: 'bad-request', dxCode: '32', parameter: 'start-from' })
    expect(e.cause).toBe('bad-parameter')
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
    expect(e).toMatchObject({
      cause: 'order-refused',
      description: expect.stringContaining('required for LIMIT orders'),
    })
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
    expect(e).toMatchObject({ kind: 'conflict', cause: 'conflict', dxCode: '203', description })
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
    const e = httpError(429, '', new Headers({ 'retry-after': 'Mon, 23 Nov 2026 10:00:05 GMT' }), { now })
    expect(e.retryAfterMs).toBe(5000)
    expect(httpError(429, '', none).retryAfterMs).toBeUndefined()
  })

  it.each([500, 502, 503, 504])('%i is server', (status) => {
    expect(httpError(status, '<html>gateway</html>', none)).toMatchObject({ kind: 'server', httpStatus: status })
  })

  it('a redirect is reported as one, without repeating where it pointed', () => {
    const e = httpError(301, '', new Headers({ location: 'https://elsewhere.example/dxsca-web' }))
    expect(e).toMatchObject({ kind: 'server', cause: 'redirected', httpStatus: 301 })
    expect(JSON.stringify(e)).not.toContain('elsewhere')
  })

  it('server text is cleaned and capped: no control characters, at most 200 characters', () => {
    const long = 'x'.repeat(5_000)
    const e = httpError(409, body('205', `Broken\r\nSet-Cookie: a=b\u001b[31m <b>bold</b> ${long}`), none)
    expect(e.description).toMatch(/^Broken Set-Cookie: a=b \[31m <b>bold<\/b> x+…$/)
    expect(e.description!.length).toBeLessThanOrEqual(200)
    // A 2 MB error body is not even parsed: the status alone speaks.
    const huge = httpError(500, body('500', 'y'.repeat(2_000_000)), none)
    expect(huge).toMatchObject({ cause: 'server-failed', httpStatus: 500 })
    expect(huge.description).toBeUndefined()
  })

  it('an absurd Retry-After is clamped to a day', () => {
    expect(httpError(429, '', new Headers({ 'retry-after': '2300787443' })).retryAfterMs).toBe(24 * 3600_000)
  })

  it('201 and 204 are what they are, not refusals', () => {
    expect(httpError(204, '', none)).toMatchObject({ kind: 'server', cause: 'unexpected-status', httpStatus: 204 })
    expect(httpError(201, '{}', none)).toMatchObject({ cause: 'unexpected-status', httpStatus: 201 })
  })
})

describe('no answer at all', () => {
  const failure = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } })

  it.each([
    ['ECONNREFUSED', 'connection-refused'],
    ['ECONNRESET', 'connection-cut'],
    ['UND_ERR_SOCKET', 'connection-cut'],
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'not-https'],
    ['ERR_SSL_PACKET_LENGTH_TOO_LONG', 'not-https'],
    ['CERT_HAS_EXPIRED', 'tls'],
  ])('%s is network: %s', (code, cause) => {
    const e = networkError(failure(code), { timedOut: false, outcomeUnknown: false })
    expect(e).toMatchObject({ kind: 'network', cause, systemCode: code })
    expect(e.outcomeUnknown).toBeUndefined()
  })

  it('every address of a name refused (IPv6 then IPv4): refused, not "no route"', () => {
    const attempts = ['::1', '127.0.0.1'].map((address) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}:9`), { code: 'ECONNREFUSED' }),
    )
    const e = networkError(Object.assign(new TypeError('fetch failed'), { cause: new AggregateError(attempts) }), {
      timedOut: false,
      outcomeUnknown: false,
    })
    expect(e).toMatchObject({ kind: 'network', cause: 'connection-refused', systemCode: 'ECONNREFUSED' })
  })

  it('an EPROTO with OpenSSL’s text for a plain-http answer: not https', () => {
    const socket = Object.assign(new Error('ssl3_get_record:wrong version number'), { code: 'EPROTO' })
    expect(networkError(socket, { timedOut: false, outcomeUnknown: false }).cause).toBe('not-https')
  })

  it('a failure the system gives no reason for claims none', () => {
    const e = networkError(new TypeError('fetch failed'), { timedOut: false, outcomeUnknown: false })
    expect(e).toMatchObject({ kind: 'network', cause: 'connection-failed' })
  })

  it('a timeout says how long we waited', () => {
    const e = networkError(new Error('aborted'), { timedOut: true, timeoutMs: 2500, outcomeUnknown: false })
    expect(e).toMatchObject({ kind: 'network', cause: 'timeout', limitMs: 2500 })
  })

  it('for a write, says the outcome is unknown', () => {
    const e = networkError(failure('ECONNRESET'), { timedOut: false, outcomeUnknown: true })
    expect(e).toMatchObject({ kind: 'network', outcomeUnknown: true })
  })
})

describe('toAppError', () => {
  it('unwraps DxApiError and anything carrying an appError', () => {
    const appError = { kind: 'conflict' as const, message: 'no' }
    expect(toAppError(new DxApiError(appError))).toBe(appError)
    expect(toAppError({ appError })).toBe(appError)
  })

  it('turns a parameter refusal into validation, an abort into cancelled, anything else into internal', () => {
    const issue: z.core.$ZodIssue = {
      code: 'too_small',
      minimum: 0,
      origin: 'number',
      path: ['limit'],
      message: 'limit must be ≥ 0',
      input: -1,
    }
    expect(toAppError(new QueryParamError('limit', issue))).toMatchObject({
      kind: 'validation',
      parameter: 'limit',
      facts: { rule: 'too_small', minimum: 0 },
    })
    expect(toAppError(new DOMException('stop', 'AbortError'))).toMatchObject({ kind: 'cancelled' })
    const internal = toAppError(new Error('secret detail'))
    expect(internal.kind).toBe('internal')
    expect(internal.message).not.toContain('secret detail')
  })
})

describe('error predicates', () => {
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
