// What a failed modify means for the trader, decided from the structured error alone (shared/ipc/result.ts),
// and where a server's words about a field belong in the dialog.
import { errorDetail } from '../../api/errors'
import { EDIT_FIELDS, type EditField } from './model'
import { locateField, type EditMessage } from './validation'

/** The parts of an AppError this decision needs (kept structural so shared/domain needs no IPC import). */
export interface SendError {
  kind: string
  message: string
  httpStatus?: number | undefined
  dxCode?: string | undefined
  description?: string | undefined
  parameter?: string | undefined
  outcomeUnknown?: boolean | undefined
}

export type SendErrorClass =
  /** 412: the account changed since our read; nothing was applied → re-read and triage. */
  | 'stale'
  /** 409: the server refused the change (business rule); input kept. */
  | 'rejected'
  /** 400 (e.g. "33"): the body was wrong; input kept, field marked. */
  | 'bad-request'
  /** 404 "2": the order or account is not visible (or gone). */
  | 'not-visible'
  /** 403 "99": we sent no If-Match. A bug on our side; nothing was changed. */
  | 'client-bug'
  /** Connection cut, timeout, 5xx, an unreadable answer: it may or may not have been applied. */
  | 'unknown-outcome'
  /** Refused before it reached the server (read-only connection, not logged in, rate limit): nothing changed. */
  | 'not-sent'

export function classifySendError(e: SendError): SendErrorClass {
  if (e.outcomeUnknown) return 'unknown-outcome'
  switch (e.kind) {
    case 'precondition-failed':
      return 'stale'
    case 'conflict':
      return 'rejected'
    case 'bad-request':
      return 'bad-request'
    case 'not-found':
      return 'not-visible'
    case 'conditional-required':
      return 'client-bug'
    case 'validation':
    case 'auth':
    case 'rate-limited':
      return 'not-sent'
    // A 5xx or a malformed answer to a PUT says nothing about whether it was applied; neither does an abort
    // after the request left, nor a failure inside main after sending.
    default:
      return 'unknown-outcome'
  }
}

/** Whether the trader must see a fresh read before any further attempt. Always true when the outcome is unknown. */
export function mustRereadBeforeNextAttempt(c: SendErrorClass): boolean {
  return c === 'unknown-outcome' || c === 'stale' || c === 'not-visible'
}

const FIELD_HINTS: ReadonlyArray<[RegExp, EditField]> = [
  [/limit\s*price/i, 'limitPrice'],
  [/stop\s*price/i, 'stopPrice'],
  [/quantity|size/i, 'quantity'],
  [/expir/i, 'expireDate'],
  [/time in force|\btif\b/i, 'tif'],
]

/**
 * The server's description, placed next to the field it concerns when it names one: the sandbox and DX put
 * the field in the description's last parentheses (`… (orders[1].limitPrice)`, `Incorrect request
 * (limitPrice: …)`); other servers are searched for a field's name; otherwise it goes to the top.
 */
export function placeServerError(e: SendError, memberKeys: readonly string[]): EditMessage {
  const description = e.description ?? e.message
  const detail = errorDetail(description)
  let path = e.parameter
  if (!path && detail) path = detail.includes(': ') ? detail.slice(0, detail.indexOf(': ')) : detail
  let place = path ? locateField(path, memberKeys) : { memberKey: null, field: null }
  const memberKey = place.memberKey ?? (memberKeys.length === 1 ? (memberKeys[0] ?? null) : null)
  if (place.field === null && memberKey !== null) {
    // Without an order to attach it to, a field name alone would mark that field on every order of a group.
    const named = EDIT_FIELDS.find((f) => new RegExp(`\\b${f}\\b`).test(description))
    const hinted = named ?? FIELD_HINTS.find(([re]) => re.test(description))?.[1]
    if (hinted) place = { memberKey, field: hinted }
  }
  const status = e.httpStatus ?? (e.kind === 'conflict' ? 409 : 400)
  return {
    memberKey: place.memberKey,
    field: place.field,
    rule: 'server',
    problem: { kind: 'server', status, dxCode: e.dxCode, description },
    source: 'server',
  }
}
