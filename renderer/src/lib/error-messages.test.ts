import { describe, expect, it } from 'vitest'
import type { AppError } from '../../../shared/ipc/result'
import { ERROR_CAUSES } from '../../../shared/ipc/result'
import { explainError, formatWait, positionsCountNote } from './error-messages'

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

  it('a 429 says at once that the server asked to wait, and for how long, in s, min or h', () => {
    const short = explainError(err({ kind: 'rate-limited', cause: 'rate-limited', retryAfterMs: 5000 }))
    expect(short.title).toBe('Server asked to wait')
    expect(short.sentence).toMatch(/asked the app to wait 5 s\.$/)
    expect(explainError(err({ kind: 'rate-limited', cause: 'rate-limited', retryAfterMs: 600_000 })).sentence).toMatch(
      /wait 10 min/,
    )
    expect(
      explainError(err({ kind: 'rate-limited', cause: 'rate-limited', retryAfterMs: 24 * 3600_000 })).sentence,
    ).toMatch(/wait a day or more/)
    expect(formatWait(2 * 3600_000)).toBe('about 2 h')
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
    expect(
      explainError(
        err({ kind: 'server', cause: 'unreadable-answer', httpStatus: 200, detail: 'the body could not be decoded' }),
        ctx,
      ).sentence,
    ).toBe(
      'The server answered the cash transfers request, but the answer cannot be read: the body could not be decoded.',
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

describe('the summary count set against the Positions table', () => {
  const times = { metricsAt: '12:00:00', positionsAt: '12:00:05' }
  it('names what one account could read when the answer covered several', () => {
    const note = positionsCountNote({
      serverCount: 3,
      readable: 2,
      unreadable: { count: 1, total: 5 },
      accountsInRead: 2,
      ...times,
    })
    expect(note).toBe(
      '3 open per the server; the Positions table could read 2 of this account’s positions: 1 of 5 records in its answer (for all the accounts on screen) could not be read.',
    )
  })
  it('says nothing when the two agree', () => {
    expect(positionsCountNote({ serverCount: 4, readable: 4, accountsInRead: 1, ...times })).toBeUndefined()
  })
})
