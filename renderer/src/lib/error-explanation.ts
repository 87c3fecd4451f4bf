// What a person reads about a failure, chosen from the facts. Main sends facts (shared/ipc/result.ts: a closed
// `cause`, HTTP status, DX code, parameter, the server's own words cleaned and capped); this module picks the
// catalogue's messages (shared/text/messages/, where the words are) for a heading, one sentence saying what happened
// (naming the field, parameter or account) and one saying what to do next. Every place that shows an error goes
// through here, so one error reads the same everywhere. The server's words are always framed as the server's and
// rendered as text, never markup. A feature's own sentences live beside the feature (`*-text.ts`).
import { type AppError, type ErrorCause, LINK_REFUSALS } from '@shared/ipc/result'
import { formatDuration } from '@shared/text/duration'
import { msg } from '@shared/text/messages'
import { refusalSentence, ruleSentence } from './refusal-text'
import { answerProblem } from './answer-text'

export interface ErrorContext {
  /** What the user was doing: connecting, reading a resource, searching users, saving a profile. */
  action?: 'connect' | 'read' | 'save-profile' | 'unlock' | 'search-users' | 'change' | 'export'
  /** Resource name for reads ("positions", "order history"). */
  resource?: string
  /** Accounts the read was for. */
  accounts?: readonly string[]
  /** The server address of the profile, for network problems. */
  baseUrl?: string
  /** The login name, for credential problems. */
  username?: string
}

export interface ErrorExplanation {
  /** Short heading ("Wrong password", "Server unreachable"). */
  title: string
  /** One sentence: what happened, naming the field/parameter/account. */
  sentence: string
  /** One sentence: the next step. */
  next: string
  /** The field or query parameter to mark, when the error is about one. */
  parameter?: string
  /** True when retrying unchanged may help (network, 5xx, 429). */
  retryable: boolean
  /** Raw details for support tickets (status, code, server text). */
  details: string
}

function details(error: AppError): string {
  const parts: string[] = [msg('errors.details.kind', { value: error.kind })]
  if (error.cause) parts.push(msg('errors.details.cause', { value: error.cause }))
  if (error.httpStatus !== undefined) parts.push(msg('errors.details.http', { value: error.httpStatus }))
  if (error.dxCode) parts.push(msg('errors.details.dxCode', { value: error.dxCode }))
  if (error.parameter) parts.push(msg('errors.details.parameter', { value: error.parameter }))
  if (error.systemCode) parts.push(msg('errors.details.systemCode', { value: error.systemCode }))
  // An unreadable answer's problem (also when a change's answer was unreadable: probably applied) is facts.
  const problem = answerProblem(error.facts) ?? error.detail
  if (problem) parts.push(msg('errors.details.problem', { value: problem }))
  if (error.description) parts.push(msg('errors.details.serverSaid', { value: error.description }))
  return parts.join(', ')
}

function accountsText(accounts: readonly string[] | undefined): string {
  if (!accounts || accounts.length === 0) return msg('errors.accounts.none')
  if (accounts.length === 1) return msg('errors.accounts.one', { account: accounts[0] ?? '' })
  return msg('errors.accounts.several', { accounts: accounts.join(', ') })
}

function where(ctx: ErrorContext): string {
  return ctx.baseUrl ? msg('errors.where', { baseUrl: ctx.baseUrl }) : ''
}

/** ` The server said: “…”.` — the server's words, never mistaken for the app's. */
function saidBy(error: AppError): string {
  return error.description ? msg('errors.saidBy', { description: error.description }) : ''
}

/** A wait the server asked for, never said shorter than it is. */
export function formatWait(ms: number): string {
  return formatDuration(Math.max(1000, ms), 'up')
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  return msg('errors.megabytes', { megabytes: mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10 })
}

function statusName(status: number): string {
  return status === 201 || status === 202 || status === 204 ? ` ${msg(`errors.statusNames.${status}`)}` : ''
}

function unreachableBecause(cause: ErrorCause): string {
  switch (cause) {
    case 'connection-refused':
    case 'connection-cut':
    case 'dns':
    case 'unreachable':
    case 'connection-failed':
      return msg(`errors.unreachableBecause.${cause}`)
    default:
      return msg('errors.unreachableBecause.other')
  }
}

/** The cause, or for errors from the app's own checks (no cause) the one their kind implies. */
function causeOf(error: AppError): ErrorCause {
  if (error.cause) return error.cause
  switch (error.kind) {
    case 'validation':
      return 'invalid-input'
    case 'auth':
      return error.dxCode === '3' ? 'bad-credentials' : 'session-ended'
    case 'not-found':
      return error.dxCode === '2' ? 'not-visible' : 'no-such-address'
    case 'bad-request':
      return error.dxCode === '33' ? 'order-refused' : error.parameter ? 'bad-parameter' : 'refused'
    case 'conflict':
      return 'conflict'
    case 'precondition-failed':
      return 'stale-version'
    case 'conditional-required':
      return 'if-match-missing'
    case 'rate-limited':
      return 'rate-limited'
    case 'network':
      return 'connection-failed'
    case 'server':
      return error.httpStatus !== undefined && error.httpStatus < 300 ? 'unreadable-answer' : 'server-failed'
    case 'cancelled':
      return 'cancelled'
    default:
      return 'internal'
  }
}

/** Causes of main's own refusals and faults: the catalogue's `failures` words them. */
const OWN_CHECKS = [
  'not-connected',
  'demo-not-started',
  'no-user-details',
  'caller-refused',
  'unknown-request',
  'invalid-request',
  'app-fault',
  'unexpected-output',
  'link-refused',
  'link-unknown-host',
  'audit-unavailable',
] as const satisfies readonly ErrorCause[]

type OwnCheck = (typeof OWN_CHECKS)[number]

const isOwnCheck = (cause: ErrorCause | undefined): cause is OwnCheck =>
  (OWN_CHECKS as readonly string[]).includes(cause ?? '')

/** The `detail` an own check's sentence names: a refused link's reason and a refused input's rule are codes. */
function ownCheckDetail(error: AppError): string {
  const detail = error.detail ?? ''
  if (error.cause === 'invalid-request') return ruleSentence(error.facts)
  if (error.cause !== 'link-refused') return detail
  const reason = LINK_REFUSALS.find((r) => r === detail)
  return reason
    ? msg(`failures.linkRefusedBecause.${reason}`, { protocol: error.facts?.['protocol'] ?? '' })
    : msg('failures.linkRefusedBecause.not-a-url')
}

export function explainError(error: AppError, ctx: ErrorContext = {}): ErrorExplanation {
  if (isOwnCheck(error.cause)) {
    // The heading and the next step are those of the error's kind; the sentence is the cause's own.
    const { cause, ...facts } = error
    return { ...explainCause(facts, ctx), sentence: msg(`failures.${cause}`, { detail: ownCheckDetail(error) }) }
  }
  const explained = explainCause(error, ctx)
  // Without a cause the error comes from the app's own checks in main (not connected, read-only…), whose
  // message is already the sentence; the cause its kind implies still gives the heading and the next step.
  return !error.cause && error.message ? { ...explained, sentence: error.message } : explained
}

type Section =
  | 'recordsUnreadable'
  | 'editingLocked'
  | 'caseRequired'
  | 'notHttps'
  | 'caseNotNeeded'
  | 'unlockOneAccount'
  | 'connectionChanged'
  | 'requestNotBuilt'
  | 'passwordNeeded'
  | 'badCredentials'
  | 'sessionEnded'
  | 'reloginRefused'
  | 'badSessionToken'
  | 'apiNotPermitted'
  | 'notVisible'
  | 'noSuchAddress'
  | 'orderRefused'
  | 'ifMatchMissing'
  | 'conflict'
  | 'staleVersion'
  | 'redirected'
  | 'serverFailed'
  | 'unreadableAnswer'
  | 'answerTooLarge'
  | 'unexpectedStatus'
  | 'probablyApplied'
  | 'tls'
  | 'timeout'
  | 'unreachable'
  | 'cancelled'
  | 'internal'

/** A section's heading, sentence (filled with `values`) and next step. */
function worded(section: Section, values: Record<string, string | number> = {}) {
  return {
    title: msg(`errors.${section}.title`),
    sentence: msg(`errors.${section}.sentence`, values),
    next: msg(`errors.${section}.next`),
  }
}

function explainCause(error: AppError, ctx: ErrorContext): ErrorExplanation {
  const base = { details: details(error), retryable: false }
  const resource = ctx.resource ?? msg('errors.defaultResource')
  const parameter = error.parameter
  const withParameter = parameter ? { parameter } : {}
  const cause = causeOf(error)
  const unknownOutcome = error.outcomeUnknown ? msg('errors.unknownOutcome') : ''
  const at = where(ctx)

  switch (cause) {
    case 'invalid-input':
      return {
        ...base,
        title: msg('errors.invalidInput.title'),
        // Main refuses by code: an input refusal without one names no rule, so its technical message stays out.
        sentence: refusalSentence(error.reason ?? 'request-invalid', error.facts),
        next: parameter ? msg('errors.invalidInput.nextParameter', { parameter }) : msg('errors.invalidInput.next'),
        ...withParameter,
      }
    case 'editing-locked': {
      const subject = parameter
        ? msg('errors.editingLocked.namedAccount', { account: parameter })
        : msg('errors.editingLocked.thisAccount')
      return { ...base, ...worded('editingLocked', { subject }), ...withParameter }
    }
    case 'case-required': {
      const subject = parameter
        ? msg('errors.editingLocked.namedAccount', { account: parameter })
        : msg('errors.editingLocked.thisAccount')
      return { ...base, ...worded('caseRequired', { subject }), ...withParameter }
    }
    case 'case-not-needed':
      return { ...base, ...worded('caseNotNeeded') }
    case 'unlock-one-account':
      return { ...base, ...worded('unlockOneAccount') }
    case 'connection-changed':
      return { ...base, ...worded('connectionChanged') }
    case 'request-not-built':
      return { ...base, ...worded('requestNotBuilt') }
    case 'password-needed':
      return { ...base, ...worded('passwordNeeded') }
    case 'bad-credentials': {
      const username = ctx.username ? msg('errors.username', { username: ctx.username }) : ''
      return { ...base, ...worded('badCredentials', { where: at, username }) }
    }
    case 'session-ended':
      return { ...base, ...worded('sessionEnded') }
    case 'relogin-refused':
      return { ...base, ...worded('reloginRefused') }
    case 'bad-session-token':
      return { ...base, ...worded('badSessionToken') }
    case 'not-visible':
      if (ctx.action === 'connect' || ctx.action === 'search-users') {
        return { ...base, ...worded('apiNotPermitted', { where: at }) }
      }
      return { ...base, ...worded('notVisible', { accounts: accountsText(ctx.accounts) }) }
    case 'no-such-address':
      return { ...base, ...worded('noSuchAddress', { where: at }) }
    case 'order-refused':
      return { ...base, ...worded('orderRefused', { saidBy: saidBy(error) }), ...withParameter }
    case 'bad-parameter':
    case 'unknown-parameter':
    case 'refused': {
      const status = error.httpStatus ? msg('errors.httpStatus', { status: error.httpStatus }) : ''
      return {
        ...base,
        title: parameter ? msg('errors.refused.titleFilter') : msg('errors.refused.title'),
        sentence: parameter
          ? cause === 'unknown-parameter'
            ? msg('errors.refused.unknownParameter', { parameter, resource })
            : msg('errors.refused.badParameter', { parameter, resource })
          : msg('errors.refused.sentence', { resource, status, saidBy: saidBy(error) }),
        next: parameter ? msg('errors.refused.nextParameter', { parameter }) : msg('errors.refused.next'),
        ...withParameter,
      }
    }
    case 'if-match-missing':
      return { ...base, ...worded('ifMatchMissing') }
    case 'conflict':
      return { ...base, ...worded('conflict', { saidBy: saidBy(error) }), ...withParameter }
    case 'stale-version':
      return { ...base, ...worded('staleVersion') }
    case 'rate-limited': {
      const wait = error.retryAfterMs !== undefined ? formatWait(error.retryAfterMs) : undefined
      return {
        ...base,
        retryable: true,
        title: msg('errors.rateLimited.title'),
        sentence: wait ? msg('errors.rateLimited.sentenceWait', { wait }) : msg('errors.rateLimited.sentence'),
        next: wait ? msg('errors.rateLimited.nextWait', { wait }) : msg('errors.rateLimited.next'),
      }
    }
    case 'redirected':
      return { ...base, ...worded('redirected', { where: at, status: error.httpStatus ?? '3xx' }) }
    case 'server-failed':
      return {
        ...base,
        retryable: true,
        ...worded('serverFailed', { resource, status: error.httpStatus ?? '5xx', saidBy: saidBy(error) }),
      }
    case 'unreadable-answer': {
      const problem = answerProblem(error.facts)
      const detail = problem ? msg('errors.detailSuffix', { detail: problem }) : ''
      return { ...base, retryable: true, ...worded('unreadableAnswer', { resource, detail }) }
    }
    case 'records-unreadable':
      return { ...base, retryable: true, ...worded('recordsUnreadable', { resource }) }
    case 'answer-too-large':
      return { ...base, ...worded('answerTooLarge', { resource, size: formatMegabytes(error.limitBytes ?? 0) }) }
    case 'unexpected-status': {
      const status = error.httpStatus ?? 0
      return { ...base, ...worded('unexpectedStatus', { resource, status: `${status}${statusName(status)}` }) }
    }
    case 'probably-applied':
      return { ...base, ...worded('probablyApplied') }
    case 'tls':
      return { ...base, ...worded('tls', { where: at, unknownOutcome }) }
    case 'not-https':
      return { ...base, ...worded('notHttps', { where: at, unknownOutcome }) }
    case 'timeout': {
      const within = error.limitMs
        ? msg('errors.withinSeconds', { seconds: Math.round(error.limitMs / 100) / 10 })
        : msg('errors.inTime')
      return { ...base, retryable: true, ...worded('timeout', { where: at, within, unknownOutcome }) }
    }
    case 'connection-refused':
    case 'connection-cut':
    case 'dns':
    case 'unreachable':
    case 'connection-failed':
      return {
        ...base,
        retryable: true,
        ...worded('unreachable', { where: at, because: unreachableBecause(cause), unknownOutcome }),
      }
    case 'cancelled':
      return { ...base, ...worded('cancelled') }
    case 'internal':
    default:
      return { ...base, ...worded('internal') }
  }
}

/** What happened and what to do, in one line: for banners and notices that have no room for a panel. */
export function errorText(error: AppError, ctx: ErrorContext = {}): string {
  const e = explainError(error, ctx)
  return `${e.sentence} ${e.next}`
}

/** A part of the app's own code (a view, a dialog) that could not be loaded from the app's files. */
export function codeLoadError(what: string, error: unknown): AppError {
  const reason = error instanceof Error ? error.message : String(error)
  return { kind: 'internal', message: msg('errors.codeLoad', { what, reason }) }
}
