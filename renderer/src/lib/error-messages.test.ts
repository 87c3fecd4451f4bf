import { describe, expect, it } from 'vitest'
import type { AppError } from '@shared/ipc/result'
import { ERROR_CAUSES } from '@shared/ipc/result'
import {
  accountBlocksEdit,
  ACCOUNT_PICKER,
  allPagesExportEnded,
  auditIntegrity,
  CANCEL_REREAD_BECAUSE,
  cancelReviewSentence,
  caseEditingState,
  explainError,
  formatWait,
  instrumentsExpanded,
  invalidFiltersSummary,
  ledgerOrdersUnreadable,
  ledgerTransfersUnreadable,
  metricsIncomplete,
  moreNotListed,
  noBalanceToReconcile,
  noCandles,
  ORDER_EDIT,
  orderChangeRefused,
  orderNoLongerWorking,
  orderReadFailed,
  orderUpdatedTo,
  passwordStorage,
  outcomeAndRereadUnknown,
  orderRereadFailed,
  positionsSnapshotNote,
  profileProblemsSummary,
  reconciliationBalanced,
  reconciliationDifference,
  restartRefused,
  sessionEndedNotice,
  staleRereadFailed,
  subtotalExplanation,
  tooManyAccounts,
  unreadableRecordsNotice,
} from './error-messages'

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

describe('the summary count set against the positions listed with it', () => {
  it('names both figures of the one snapshot and when it was taken', () => {
    expect(positionsSnapshotNote({ serverCount: 3, listed: 2, at: '12:00:00' })).toBe(
      '3 open per the server, but the same figures (as of 12:00:00) list 2 positions. The server contradicts itself: check the Positions table and ask the broker if it persists.',
    )
  })
})

describe('notices about what an answer left out', () => {
  it('says how many records of a list could not be read and what that does to the sums', () => {
    expect(unreadableRecordsNotice({ count: 2, total: 6, noun: 'positions' })).toEqual({
      headlines: ['2 of 6 records in positions could not be read'],
      explanation:
        'The server sent them in a shape the API does not allow. The table shows the other 4; totals and subtotals leave the unreadable ones out and are incomplete.',
    })
    const accounts = [
      { account: 'default:1001', count: 2 },
      { account: 'default:1002', count: 1 },
    ]
    expect(unreadableRecordsNotice({ count: 4, total: 20, noun: 'open orders', accounts }).headlines).toEqual([
      'default:1001: 2 records could not be read',
      'default:1002: 1 record could not be read',
      '1 record naming no account could not be read',
    ])
    expect(moreNotListed(3)).toBe('…and 3 more.')
    expect(subtotalExplanation('1,250.00', { count: 2, total: 6 })).toBe(
      'Sum of the readable rows only (2 of 6 records could not be read): 1,250.00',
    )
    expect(subtotalExplanation('1,250.00')).toBe('Exact sum of the rows above: 1,250.00')
  })

  it('names the accounts whose metrics could not be read', () => {
    expect(metricsIncomplete({ count: 1, total: 3, samples: ['[1].equity: expected a decimal'] })).toEqual({
      badge: 'Incomplete: 1 of 3 accounts could not be read',
      title: 'The server sent 1 account metrics in a shape the API does not allow: [1].equity: expected a decimal',
    })
  })

  it('counts one left-out record in the singular', () => {
    expect(ledgerTransfersUnreadable(1)).toBe(
      '1 cash transfer could not be read and is left out; the reconciliation shows the difference it makes.',
    )
    expect(ledgerTransfersUnreadable(3)).toBe(
      '3 cash transfers could not be read and are left out; the reconciliation shows the difference they make.',
    )
    expect(ledgerOrdersUnreadable(1)).toMatch(
      /^1 history order could not be read and is left out;.*what it would add\.$/,
    )
    expect(ledgerOrdersUnreadable(2)).toMatch(
      /^2 history orders could not be read and are left out;.*what they would add\.$/,
    )
  })
})

describe('form summaries and other states explained on screen', () => {
  it('names the invalid filters, in one sentence', () => {
    expect(invalidFiltersSummary(['From'])).toBe('One filter is not valid; nothing was sent: From.')
    expect(invalidFiltersSummary(['From', 'Instrument'])).toBe(
      '2 filters are not valid; nothing was sent: From, Instrument.',
    )
    expect(profileProblemsSummary(1)).toBe('One field needs attention before the profile can be saved.')
    expect(profileProblemsSummary(3)).toBe('3 fields need attention before the profile can be saved.')
    expect(tooManyAccounts(10, 12)).toBe('At most 10 accounts can be viewed together; remove 2.')
  })

  it('says what an instrument pattern became, and what matched nothing', () => {
    expect(instrumentsExpanded({ items: ['eur*', 'XAU'], symbols: ['EUR/USD', 'EUR/GBP'], unmatched: [] })).toBe(
      'Instruments eur*, XAU became 2 symbols: EUR/USD, EUR/GBP.',
    )
    expect(instrumentsExpanded({ items: ['zz*'], symbols: [], unmatched: ['zz*'] })).toBe(
      'Instruments zz* became 0 symbols. No instrument matches zz*.',
    )
  })

  it('keeps the server’s reason when the order editor could not re-read', () => {
    const text = orderRereadFailed(err({ kind: 'network', cause: 'connection-refused' }))
    expect(text).toMatch(/^The order could not be re-read\. The server could not be reached: it refused the connection/)
    expect(noBalanceToReconcile('ACC-1')).toBe(
      'The server reported no balance for ACC-1, so its records cannot be checked against it.',
    )
    expect(noCandles('EUR/USD')).toBe('The server has no candles for EUR/USD in this range.')
  })
})

describe('the reconciliation’s verdict', () => {
  const text = (parts: ReadonlyArray<string>) => parts.join('')
  it('says the records balance, or by how much they differ and what explains it', () => {
    expect(text(reconciliationBalanced('1,000.00 USD'))).toBe(
      '✓ Balanced to the cent: the records account for the server’s balance of 1,000.00 USD.',
    )
    expect(
      text(reconciliationDifference({ difference: '6.00', unlisted: 1, explained: '5.00', unexplained: '1.00' })),
    ).toBe(
      '⚠ The records and the server’s balance differ by 6.00. 1 cash transaction on orders is missing from the transfer list and explains 5.00; 1.00 is explained by no record.',
    )
    expect(
      text(reconciliationDifference({ difference: '5.00', unlisted: 2, explained: '5.00', unexplained: undefined })),
    ).toBe(
      '⚠ The records and the server’s balance differ by 5.00. 2 cash transactions on orders are missing from the transfer list and explain 5.00.',
    )
    expect(
      text(reconciliationDifference({ difference: '6.00', unlisted: 0, explained: '0', unexplained: '6.00' })),
    ).toBe('⚠ The records and the server’s balance differ by 6.00. No record the server returned explains it.')
  })
  it('hands the caller’s amounts back untouched, in order', () => {
    const amount = (v: string) => ({ v })
    const parts = reconciliationDifference({
      difference: amount('d'),
      unlisted: 1,
      explained: amount('e'),
      unexplained: amount('u'),
    })
    expect(parts.filter((p) => typeof p !== 'string')).toEqual([{ v: 'd' }, { v: 'e' }, { v: 'u' }])
  })
})

describe('sessions, updates, cancels and exports', () => {
  it('says why the session ended and why a restart was refused', () => {
    expect(sessionEndedNotice('expired')).toBe(
      'Your session expired. Connect again to continue; your filters and layouts are kept.',
    )
    expect(sessionEndedNotice('disconnected')).toBe('You were disconnected from the server.')
    expect(restartRefused('edit-in-progress')).toBe(
      'An order edit is open or still being sent. Finish or cancel it, then restart.',
    )
    expect(restartRefused('disabled')).toMatch(/ask your administrator/)
    expect(caseEditingState(false)).toBe('Read-only: order edits are disabled.')
  })

  it('tells what a fresh read found after a cancel was refused, naming the order or group', () => {
    expect(cancelReviewSentence('unchanged', 'the OCO group')).toEqual({
      message: 'The account changed, the OCO group did not. Nothing was cancelled; cancel it now?',
      again: true,
    })
    expect(cancelReviewSentence('changed', 'this order').message).toBe(
      'This order changed since you confirmed: check it below and confirm again.',
    )
    expect(cancelReviewSentence('gone', 'the OCO group')).toEqual({
      message: 'The OCO group is no longer working.',
      again: false,
    })
    expect(`${CANCEL_REREAD_BECAUSE.answerLost} ${orderNoLongerWorking(100227)}`).toBe(
      'The answer to the cancel was lost, so the open orders were read again. Order 100227 is no longer working.',
    )
  })

  it('says how an export of every page ended, with the reason when it failed', () => {
    expect(allPagesExportEnded({ outcome: 'written', rows: '1,200 rows' })).toBe('Exported all pages: 1,200 rows.')
    expect(allPagesExportEnded({ outcome: 'capped', cap: '100,000' })).toBe(
      'Exported the first 100,000 rows: an export stops there. Narrow the filters to export the rest.',
    )
    expect(allPagesExportEnded({ outcome: 'cancelled', progress: '3 pages, 300 rows' })).toBe(
      'Export cancelled after 3 pages, 300 rows; no file written.',
    )
    const failed = allPagesExportEnded({
      outcome: 'failed',
      progress: '1 page, 100 rows',
      error: err({ kind: 'server', cause: 'server-failed', httpStatus: 503 }),
      ctx: { action: 'export', resource: 'order history' },
    })
    expect(failed).toMatch(
      /^Export of all pages stopped after 1 page, 100 rows; no file written\. The server failed while answering the order history request \(HTTP 503\)\./,
    )
  })
})

describe('the order editor’s sentences', () => {
  const refused = err({ kind: 'bad-request', cause: 'refused', httpStatus: 400, description: 'Market closed' })
  const cut = err({ kind: 'network', cause: 'connection-cut' })
  it('says nothing was changed, and why, in the server’s words', () => {
    expect(orderChangeRefused(refused)).toMatch(/^Nothing was changed\. The server refused .*“Market closed”/)
    expect(orderUpdatedTo('The price moved to 1.0790.')).toBe(
      'Updated to the server’s current order. The price moved to 1.0790.',
    )
  })
  it('says when a read meant to settle the outcome failed too', () => {
    expect(staleRereadFailed(cut)).toMatch(
      /^The account changed, and reading it again failed\. The server could not be reached/,
    )
    expect(outcomeAndRereadUnknown(cut, cut)).toMatch(
      /^The server could not be reached.* Reading the order again failed too \(The server could not be reached.*\): its state is unknown\. Read it again before any further attempt\.$/,
    )
    expect(orderReadFailed(cut)).toMatch(/^Reading the order failed\. The server could not be reached/)
  })
  it('keeps every fixed sentence a sentence', () => {
    for (const [key, text] of Object.entries(ORDER_EDIT)) expect(text.length, key).toBeGreaterThan(10)
  })
})

describe('explanations of a state', () => {
  it('says whether the audit log’s hash chain holds, and where it broke', () => {
    expect(auditIntegrity({ ok: true, entries: 1 })).toBe('Hash chain intact · 1 entry')
    expect(auditIntegrity({ ok: true, entries: 3 })).toBe('Hash chain intact · 3 entries')
    expect(auditIntegrity({ ok: false, entries: 3, at: 2, first: { line: 2, code: 'changed' } })).toBe(
      'Hash chain broken at line 2: this entry was changed',
    )
  })
  it('says where passwords are kept, or why they are not', () => {
    expect(passwordStorage({ canRemember: true, store: 'the macOS Keychain' })).toBe(
      'Saved passwords are encrypted by the macOS Keychain and never shown to this window.',
    )
    expect(passwordStorage({ canRemember: false, backend: 'basic_text' })).toBe(
      'Passwords are not saved on this computer (password store: basic_text). Passwords are asked for at each connect.',
    )
    expect(ACCOUNT_PICKER.ownsNone).toBe('This login owns no accounts.')
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

describe('an account whose status forbids a change', () => {
  const order = (positionEffect: 'OPEN' | 'CLOSE') =>
    ({ account: 'default:1002', legs: [{ positionEffect }] }) as unknown as Parameters<typeof accountBlocksEdit>[1]
  it('names the account and its status, and lets a closing order through a CLOSE_ONLY account', () => {
    expect(accountBlocksEdit('FULL_TRADING', order('OPEN'))).toBeUndefined()
    expect(accountBlocksEdit('CLOSE_ONLY', order('CLOSE'))).toBeUndefined()
    expect(accountBlocksEdit('CLOSE_ONLY', order('OPEN'))).toBe(
      'Account default:1002 only allows closing positions: only orders that close a position can be changed, so the server refuses a change to this one.',
    )
    expect(accountBlocksEdit('NO_TRADING', order('CLOSE'))).toBe(
      'Account default:1002 is set to “no trading”: the server refuses changes to its orders.',
    )
  })
})
