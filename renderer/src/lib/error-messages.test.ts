import { describe, expect, it } from 'vitest'
import type { AppError } from '../../../shared/ipc/result'
import { explainError } from './error-messages'

const err = (e: Partial<AppError> & Pick<AppError, 'kind'>): AppError => ({ message: 'x', ...e })

describe('error → sentence + next step', () => {
  it('wrong password at connect', () => {
    const e = explainError(
      err({ kind: 'auth', httpStatus: 401, dxCode: '3', description: 'Incorrect username or password' }),
      {
        action: 'connect',
        baseUrl: 'https://broker.example/dxsca-web',
        username: 'alice',
      },
    )
    expect(e.title).toBe('Wrong username or password')
    expect(e.sentence).toContain('"alice"')
    expect(e.sentence).toContain('https://broker.example/dxsca-web')
    expect(e.next).toMatch(/password/)
  })

  it('404 "2" at connect means the API is not permitted for this user', () => {
    const e = explainError(err({ kind: 'not-found', httpStatus: 404, dxCode: '2' }), { action: 'connect' })
    expect(e.title).toBe('API not permitted')
    expect(e.next).toMatch(/enable API access/)
  })

  it('404 "2" on a read names the account: not visible to you or does not exist', () => {
    const e = explainError(err({ kind: 'not-found', httpStatus: 404, dxCode: '2' }), {
      action: 'read',
      accounts: ['default:9999'],
    })
    expect(e.sentence).toBe(
      'Account default:9999 is not visible to you or does not exist (the server answered 404 "2").',
    )
  })

  it('server unreachable names the server and the cause', () => {
    const e = explainError(err({ kind: 'network', message: 'connect ECONNREFUSED 127.0.0.1:9' }), {
      baseUrl: 'https://127.0.0.1:9/dxsca-web',
    })
    expect(e.title).toBe('Server unreachable')
    expect(e.sentence).toContain('https://127.0.0.1:9/dxsca-web')
    expect(e.retryable).toBe(true)
    expect(explainError(err({ kind: 'network', message: 'getaddrinfo ENOTFOUND nope.example' })).sentence).toMatch(
      /could not be found/,
    )
  })

  it('reads the main process’s own network wording', () => {
    const tls = explainError(
      err({
        kind: 'network',
        message:
          'The secure connection to the server failed (DEPTH_ZERO_SELF_SIGNED_CERT): its certificate or TLS setup is not accepted.',
        description: 'DEPTH_ZERO_SELF_SIGNED_CERT',
      }),
    )
    expect(tls.title).toBe('Certificate problem')
    const refused = explainError(
      err({
        kind: 'network',
        message: 'The server refused the connection: is the address right and the server running?',
        description: 'ECONNREFUSED',
      }),
      { baseUrl: 'http://127.0.0.1:9/dxsca-web' },
    )
    expect(refused.sentence).toBe(
      'The server at http://127.0.0.1:9/dxsca-web could not be reached: it refused the connection.',
    )
    const slow = explainError(
      err({ kind: 'network', message: 'The server did not answer within 30 s.', description: 'timeout' }),
    )
    expect(slow.sentence).toMatch(/did not answer in time/)
  })

  it('certificate problems are told apart from unreachable servers', () => {
    const e = explainError(err({ kind: 'network', message: 'self-signed certificate in certificate chain' }))
    expect(e.title).toBe('Certificate problem')
    expect(e.next).toMatch(/certificate authority/)
  })

  it('a refused query parameter is named, with the filter to change', () => {
    const e = explainError(
      err({
        kind: 'bad-request',
        httpStatus: 400,
        dxCode: '32',
        description: 'Incorrect request parameters (start-from)',
      }),
      { resource: 'cash transfers' },
    )
    expect(e.parameter).toBe('start-from')
    expect(e.sentence).toContain('"start-from"')
    expect(e.sentence).toContain('cash transfers')
    expect(e.next).toContain('"start-from"')
  })

  it('validation errors say nothing was sent', () => {
    const e = explainError(
      err({ kind: 'validation', message: 'with-order-id takes at most 50 items', parameter: 'with-order-id' }),
    )
    expect(e.next).toMatch(/nothing was sent/)
    expect(e.parameter).toBe('with-order-id')
  })

  it('rate limiting says how long to wait; no kind is left without a next step', () => {
    expect(explainError(err({ kind: 'rate-limited', retryAfterMs: 2500 })).next).toBe('Wait 3 s, then refresh.')
    for (const kind of [
      'server',
      'conflict',
      'precondition-failed',
      'conditional-required',
      'cancelled',
      'internal',
    ] as const) {
      const e = explainError(err({ kind }))
      expect(e.sentence.length).toBeGreaterThan(10)
      expect(e.next.length).toBeGreaterThan(10)
    }
  })

  it('a server that answered with an unreadable body is told apart from a server that failed', () => {
    const unreadable = explainError(
      err({ kind: 'server', httpStatus: 200, message: 'The body is not valid JSON (Unexpected end of JSON input)' }),
      { resource: 'cash transfers' },
    )
    expect(unreadable.title).toBe('Unreadable answer from the server')
    expect(unreadable.sentence).toBe(
      'Reading cash transfers (HTTP 200): The body is not valid JSON (Unexpected end of JSON input)',
    )
    const failed = explainError(err({ kind: 'server', httpStatus: 503, message: 'The server failed (HTTP 503).' }))
    expect(failed.title).toBe('Server error')
    expect(failed.sentence).toBe('Reading data: The server failed (HTTP 503).')
  })

  it('session expiry outside connect asks to connect again', () => {
    expect(explainError(err({ kind: 'auth', httpStatus: 401 }), { action: 'read' }).title).toBe('Session expired')
  })
})
