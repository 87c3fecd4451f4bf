import { describe, expect, it } from 'vitest'
import type { AppError } from '@shared/ipc/result'
import { ERROR_CAUSES } from '@shared/ipc/result'
import { explainError, formatWait } from './error-explanation'

const err = (e: Partial<AppError> & Pick<AppError, 'kind'>): AppError => ({ message: '', ...e })

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

  it('server unreachable names the server and the cause, once (a dead port does not say it twice)', () => {
    const e = explainError(
      err({
        kind: 'network',
        cause: 'connection-refused',
        systemCode: 'ECONNREFUSED',
        message: 'no answer (ECONNREFUSED)',
      }),
      { baseUrl: 'http://127.0.0.1:9/dxsca-web' },
    )
    expect(e.title).toBe('Server unreachable')
    expect(e.sentence).toBe(
      'The server at http://127.0.0.1:9/dxsca-web could not be reached: it refused the connection (is the address right and the server running?).',
    )
    expect(e.sentence.match(/could not be reached/g)).toHaveLength(1)
    expect(e.retryable).toBe(true)
    expect(explainError(err({ kind: 'network', cause: 'dns' })).sentence).toMatch(/could not be found/)
    expect(explainError(err({ kind: 'network', cause: 'timeout', limitMs: 30_000 })).sentence).toMatch(
      /did not answer within 30 s/,
    )
  })

  it('certificate problems are told apart from unreachable servers, and say how a company CA is trusted', () => {
    const e = explainError(err({ kind: 'network', cause: 'tls', systemCode: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))
    expect(e.title).toBe('Certificate problem')
    expect(e.next).toMatch(/NODE_EXTRA_CA_CERTS/)
  })

  it('https to a plain-http server says so instead of blaming a certificate', () => {
    const e = explainError(err({ kind: 'network', cause: 'not-https', systemCode: 'ERR_SSL_WRONG_VERSION_NUMBER' }), {
      baseUrl: 'https://127.0.0.1:8300/dxsca-web',
    })
    expect(e.title).toBe('Server does not use HTTPS')
    expect(e.sentence).toMatch(/answered in plain HTTP, not HTTPS/)
    expect(e.sentence).not.toMatch(/certificate/i)
  })

  it('a network failure without a known reason names none', () => {
    const e = explainError(err({ kind: 'network', cause: 'connection-failed' }))
    expect(e.sentence).toMatch(/could not be reached: the connection failed\./)
    expect(e.sentence).not.toMatch(/no route/)
  })

  it('never re-reads main’s English: the same message text with another cause reads by the cause', () => {
    const e = explainError(
      err({ kind: 'server', cause: 'server-failed', httpStatus: 503, message: 'certificate timed out ECONNREFUSED' }),
    )
    expect(e.title).toBe('Server error')
  })

  it('a refused query parameter is named, with the filter to change', () => {
    const e = explainError(
      err({
        kind: 'bad-request',
        cause: 'bad-parameter',
        httpStatus: 400,
        dxCode: '32',
        parameter: 'start-from',
        description: 'Incorrect request parameters (start-from)',
      }),
      { resource: 'cash transfers' },
    )
    expect(e.parameter).toBe('start-from')
    expect(e.sentence).toBe('The server refused the value of "start-from" for cash transfers.')
    expect(e.next).toContain('"start-from"')
  })

  it('validation errors say nothing was sent', () => {
    const e = explainError(
      err({ kind: 'validation', message: 'with-order-id takes at most 50 items', parameter: 'with-order-id' }),
    )
    expect(e.sentence).toBe('with-order-id takes at most 50 items')
    expect(e.next).toMatch(/nothing was sent/)
    expect(e.parameter).toBe('with-order-id')
  })

  it('a refused link says why, from the reason main sends as a code', () => {
    const refused = (detail: string, protocol?: string) =>
      explainError(
        err({
          kind: 'validation',
          cause: 'link-refused',
          message: 'link refused',
          detail,
          parameter: 'url',
          ...(protocol ? { facts: { protocol } } : {}),
        }),
      ).sentence
    expect(refused('not-https', 'ftp:')).toBe('This link was not opened: only https:// links are opened (got ftp:).')
    expect(refused('credentials')).toBe('This link was not opened: links with a user name or password are not opened.')
    expect(refused('unsafe-characters')).toBe(
      'This link was not opened: the link contains spaces, control characters or backslashes.',
    )
    expect(refused('too-long')).toBe('This link was not opened: the link is too long.')
  })

  it('a write the audit log could not record says nothing was sent, and what to check', () => {
    const e = explainError(err({ kind: 'internal', cause: 'audit-unavailable', message: 'audit log not writable' }))
    expect(e.sentence).toBe(
      'Nothing was sent: the audit log could not be written. Check that the app’s data folder is writable and has free space, then try again.',
    )
  })

  it('a 429 says at once that the server asked to wait, and for how long, in s, min or h', () => {
    const short = explainError(err({ kind: 'rate-limited', cause: 'rate-limited', retryAfterMs: 5000 }))
    expect(short.title).toBe('Server asked to wait')
    expect(short.sentence).toMatch(/asked the app to wait 5 s\.$/)
    expect(explainError(err({ kind: 'rate-limited', cause: 'rate-limited', retryAfterMs: 600_000 })).sentence).toMatch(
      /wait 10 min/,
    )
    expect(
      explainError(err({ kind: 'rate-limited', cause: 'rate-limited', retryAfterMs: 24 * 3600_000 })).sentence,
    ).toMatch(/wait 1 d/)
    expect(formatWait(2 * 3600_000)).toBe('2 h')
  })

  it('the server’s words are framed as the server’s, never as the app’s own', () => {
    const e = explainError(
      err({ kind: 'conflict', cause: 'conflict', httpStatus: 409, description: '<b>Market closed</b> (limitPrice)' }),
    )
    expect(e.sentence).toBe('The server refused the change. The server said: “<b>Market closed</b> (limitPrice)”')
  })

  it('every cause has a sentence and a next step', () => {
    for (const cause of ERROR_CAUSES) {
      const e = explainError(err({ kind: 'server', cause, message: 'A rule that was broken.' }))
      expect(e.sentence.length, cause).toBeGreaterThan(10)
      expect(e.next.length, cause).toBeGreaterThan(10)
    }
  })

  it('what each broken answer looks like', () => {
    const ctx = { resource: 'cash transfers' }
    const unreadable = (facts: AppError['facts']) =>
      explainError(err({ kind: 'server', cause: 'unreadable-answer', httpStatus: 200, facts }), ctx)
    expect(unreadable({ answer: 'undecodable' }).sentence).toBe(
      'The server answered the cash transfers request, but the answer cannot be read: the body could not be decoded.',
    )
    // Main sends where and which rule; the catalogue words it, in the sentence and in the support details.
    const mismatch = unreadable({
      answer: 'mismatch',
      rule: 'invalid_value',
      options: 'BUY, SELL',
      parameter: 'transfers[3].side',
      more: 2,
    })
    expect(mismatch.sentence).toBe(
      'The server answered the cash transfers request, but the answer cannot be read: “transfers[3].side” takes one of BUY, SELL (and 2 more problems).',
    )
    expect(mismatch.details).toContain('problem: “transfers[3].side” takes one of BUY, SELL (and 2 more problems)')
    // A change whose answer could not be read keeps the answer's facts for support.
    const applied = explainError(
      err({
        kind: 'server',
        cause: 'probably-applied',
        facts: { answer: 'mismatch', rule: 'invalid_type', expected: 'int', parameter: 'orderId' },
      }),
    )
    expect(applied.details).toContain('problem: “orderId” takes a whole number')
    expect(unreadable({ answer: 'not-a-list', parameter: 'transfers' }).sentence).toMatch(
      /cannot be read: “transfers” is not a list\.$/,
    )
    expect(
      unreadable({
        answer: 'too-many-unreadable',
        count: 100,
        checked: 100,
        total: 200000,
        rule: 'invalid_type',
        expected: 'string',
        parameter: 'transfers[0].account',
      }).sentence,
    ).toMatch(
      /: 100 of the first 100 of 200000 records do not match the API; checking stopped there\. First: “transfers\[0\]\.account” takes text\.$/,
    )
    expect(
      explainError(
        err({ kind: 'server', cause: 'answer-too-large', httpStatus: 200, limitBytes: 64 * 1024 * 1024 }),
        ctx,
      ).sentence,
    ).toBe(
      "The server's answer to the cash transfers request is larger than 64 MB, so the app stopped reading it and dropped the connection.",
    )
    expect(explainError(err({ kind: 'server', cause: 'unexpected-status', httpStatus: 204 }), ctx).sentence).toMatch(
      /HTTP 204 No Content/,
    )
    expect(explainError(err({ kind: 'server', cause: 'probably-applied', outcomeUnknown: true })).sentence).toMatch(
      /probably applied — re-reading the order/,
    )
    expect(explainError(err({ kind: 'auth', cause: 'relogin-refused' })).next).toMatch(/Connect again/)
    const failed = explainError(err({ kind: 'server', cause: 'server-failed', httpStatus: 503 }))
    expect(failed.title).toBe('Server error')
    expect(failed.sentence).toBe('The server failed while answering the data request (HTTP 503).')
  })

  it('401 code 3 outside the login reads as an ended session', () => {
    expect(explainError(err({ kind: 'auth', cause: 'session-ended', dxCode: '3' }), { action: 'read' }).title).toBe(
      'Session expired',
    )
  })
})

describe("main's own refusals, sent as causes", () => {
  it('words each from its cause, with the heading and next step of its kind', () => {
    const notConnected = explainError({ kind: 'auth', cause: 'not-connected', message: 'not connected' })
    expect(notConnected.sentence).toBe('Not connected: choose a profile and connect first.')
    expect(notConnected.title).toBe('Session expired')
    expect(explainError({ kind: 'server', cause: 'no-user-details', message: 'x' }).sentence).toBe(
      'The server did not return your user details.',
    )
    expect(
      explainError({ kind: 'validation', cause: 'unknown-request', message: 'x', detail: 'orders.wipe' }).sentence,
    ).toBe('Unknown request "orders.wipe"')
    const fault = explainError({ kind: 'internal', cause: 'app-fault', message: 'handler failed' })
    expect(fault).toMatchObject({
      title: 'Something went wrong in the app',
      sentence: 'Something went wrong inside the app; see the log.',
      retryable: false,
    })
  })
})
