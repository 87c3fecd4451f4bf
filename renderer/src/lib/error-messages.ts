// What a person reads about a failure, and the renderer's other explained states, chosen from the facts. Main
// sends facts (shared/ipc/result.ts: a closed `cause`, HTTP status, DX code, parameter, the server's own words
// cleaned and capped); this file picks the catalogue's messages (shared/text/messages/, where the words are) for
// a heading, one sentence saying what happened (naming the field, parameter or account) and one saying what to
// do next. Every place that shows an error goes through here, so one error reads the same everywhere. The
// server's words are always framed as the server's and rendered as text, never markup.
import { accountBlock } from '@shared/domain/account-trading'
import type { Order } from '@shared/api/records'
import type { CancelReview } from '@shared/domain/order-edit'
import type { ChannelOutput, SessionChangeReason, SessionInfo } from '@shared/ipc/contract'
import { LINK_REFUSALS, type AppError, type ErrorCause, type SecretStoreReason } from '@shared/ipc/result'
import { msg, type Words } from '@shared/text/messages'
import { formatDuration } from '@shared/text/duration'
import { auditFindingText } from '@shared/text/audit-text'
import type { AuditFinding } from '@shared/ipc/audit'
import { refusalSentence, secretStoreSentence } from './refusal-text'

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
  if (error.detail) parts.push(msg('errors.details.problem', { value: error.detail }))
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

/** The `detail` an own check's sentence names: a refused link's reason is a code, worded here. */
function ownCheckDetail(error: AppError): string {
  const detail = error.detail ?? ''
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
        sentence: error.reason ? refusalSentence(error.reason, error.facts) : error.message,
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
      const detail = error.detail ? msg('errors.detailSuffix', { detail: error.detail }) : ''
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

/**
 * Why the summary's "Pos" figure is marked: the server's count and the positions listed in the same figures
 * disagree. A support user comparing the two must not be left with a contradiction and no explanation.
 */
export function positionsSnapshotNote(f: { serverCount: number; listed: number; at: string }): string {
  return msg('tables.positionsCount.snapshot', { count: f.serverCount, listed: f.listed, at: f.at })
}

/** The "≈" beside equity and margin level where figures are not pushed. */
export function figuresEstimateExplained(figuresAt: string): string {
  return msg('tables.figuresEstimate', { at: figuresAt })
}

// ---- Notices about an answer that left something out, and other states explained on screen ----
// Each takes the facts and returns the sentence(s); the component only places them. Where a notice sets part of
// a sentence in markup (a bold phrase, a code), the parts come back separately so the words stay together.

/**
 * Records of a list answer that did not match the API, said above the table (ResourceFrame's notice): one short
 * line per account whose records they were, where the records still named it (else one line for the list), and
 * what that does to the table, for the details.
 */
export function unreadableRecordsNotice(f: {
  count: number
  total: number
  noun: string
  accounts?: readonly { account: string; count: number }[] | undefined
}): {
  headlines: string[]
  explanation: string
} {
  const named = f.accounts ?? []
  const unnamed = f.count - named.reduce((sum, a) => sum + a.count, 0)
  const headlines = named.length
    ? [
        ...named.map((a) =>
          msg('tables.unreadableRecords.ofAccount', { account: a.account, count: a.count, records: a.count }),
        ),
        ...(unnamed > 0 ? [msg('tables.unreadableRecords.others', { count: unnamed })] : []),
      ]
    : [msg('tables.unreadableRecords.headline', { count: f.count, total: f.total, noun: f.noun })]
  return { headlines, explanation: msg('tables.unreadableRecords.explanation', { rest: f.total - f.count }) }
}

/** The disclosure under that notice that lists where the first few records broke. */
export const UNREADABLE_SAMPLES_LABEL = msg('tables.unreadableRecords.samplesLabel')

/** After a capped list of examples: how many more there were. */
export function moreNotListed(more: number): string {
  return msg('tables.moreNotListed', { more })
}

/** A subtotal's tooltip: exact, or of the readable rows only when records were left out. */
export function subtotalExplanation(text: string, leftOut?: { count: number; total: number }): string {
  return leftOut ? msg('tables.subtotal.readableOnly', { ...leftOut, text }) : msg('tables.subtotal.exact', { text })
}

/** The summary bar's badge when some accounts' metrics could not be read, and its tooltip naming where. */
export function metricsIncomplete(f: { count: number; total: number; samples: readonly string[] }): {
  badge: string
  title: string
} {
  return {
    badge: msg('tables.metricsIncomplete.badge', { count: f.count, total: f.total }),
    title: msg('tables.metricsIncomplete.title', { count: f.count, samples: f.samples.join('; ') }),
  }
}

/** The summary's Live cell before the watch's first complete look at the account. */
export const LIVE_STARTING_EXPLANATION = msg('connect.live.starting')

/**
 * The summary's Live cell while the account is watched: how its changes reach the screen (`via`, left out of narrow
 * windows, where the tooltip still says it), and its tooltip.
 */
export function liveSource(
  source: 'push' | 'polling' | 'reconnecting' | undefined,
  intervalMs: number,
): { live: boolean; text: string; via?: string; title: string } {
  const seconds = Math.round(intervalMs / 100) / 10
  if (source === 'push') {
    return {
      live: true,
      text: msg('labels.lib.liveWord'),
      via: msg('labels.lib.viaPush'),
      title: msg('labels.lib.theServerPushesEveryChange'),
    }
  }
  if (source === 'reconnecting') {
    return {
      live: false,
      text: msg('labels.lib.reconnectingWord'),
      title: msg('labels.lib.pushUpdatesWereInterruptedChecking', { seconds }),
    }
  }
  return {
    live: true,
    text: msg('labels.lib.liveWord'),
    via: msg('labels.lib.viaChecking', { seconds }),
    title: msg('labels.lib.thisServerDoesNotPush', { seconds }),
  }
}

/** The summary's Live cell while the window is hidden. */
export const LIVE_PAUSED_EXPLANATION = msg('connect.live.paused')

/** Above the workspace while the connection is being restored. */
export const RECONNECTING_NOTICE = msg('connect.reconnecting')

/** Under a filter panel when the server refused one filter: the parameter goes between the two parts, as code. */
export const FILTER_REFUSED_NOTICE = {
  before: msg('tables.filterRefused.before'),
  after: msg('tables.filterRefused.after'),
} as const

/** A filter panel's summary after Apply with invalid fields: nothing was sent, and which fields. */
export function invalidFiltersSummary(labels: readonly string[]): string {
  const which = msg('tables.invalidFilters.which', { count: labels.length })
  return msg('tables.invalidFilters.summary', { which, labels: labels.join(', ') })
}

/** The profile form, when an existing profile's "Used by" is changed. */
export const KIND_CHANGE_NOTICE = msg('connect.kindChange')

/** The profile form's summary after Save with fields still wrong. */
export function profileProblemsSummary(count: number): string {
  return msg('connect.profileProblems.summary', { which: msg('connect.profileProblems.which', { count }) })
}

/** The account picker when more accounts are chosen than can be viewed together. */
export function tooManyAccounts(max: number, selected: number): string {
  return msg('connect.tooManyAccounts', { max, remove: selected - max })
}

/** The account picker of a support profile: the middle part is set in bold. */
export const SUPPORT_PICKER_NOTICE = {
  before: msg('connect.supportPicker.before'),
  emphasis: msg('connect.supportPicker.emphasis'),
  after: msg('connect.supportPicker.after'),
} as const

/** History's instrument filter when the instrument list could not be read to expand it. */
export const INSTRUMENTS_SENT_AS_TYPED = msg('tables.instrumentsSentAsTyped')

/** A count as the grid shows it ("1,000"), with the catalogue's noun for it chosen by the count. */
function counted(
  key: 'tables.instrumentsExpanded.symbols' | 'ledger.difference.transactions' | 'audit.entries',
  count: number,
): string {
  return msg(key, { count, shown: count.toLocaleString('en-US') })
}

/** History's instrument filter after its patterns were expanded into the symbols actually sent. */
export function instrumentsExpanded(f: {
  items: readonly string[]
  symbols: readonly string[]
  unmatched: readonly string[]
}): string {
  return msg('tables.instrumentsExpanded.sentence', {
    items: f.items.join(', '),
    symbols: counted('tables.instrumentsExpanded.symbols', f.symbols.length),
    list: f.symbols.length > 0 ? msg('tables.instrumentsExpanded.list', { symbols: f.symbols.join(', ') }) : '',
    none: f.unmatched.length > 0 ? msg('tables.instrumentsExpanded.none', { unmatched: f.unmatched.join(', ') }) : '',
  })
}

/** Account charts: the ledger stopped at the server's cap before the oldest record. */
export const LEDGER_CUT_SHORT = msg('ledger.cutShort')

/** Account charts: cash transfers of the ledger that could not be read. */
export function ledgerTransfersUnreadable(count: number): string {
  return msg('ledger.transfersUnreadable', { count })
}

/** Account charts: history orders of the ledger that could not be read. */
export function ledgerOrdersUnreadable(count: number): string {
  return msg('ledger.ordersUnreadable', { count })
}

/** Account charts: no balance from the server to reconcile against. */
export function noBalanceToReconcile(account: string): string {
  return msg('ledger.noBalance', { account })
}

/**
 * A sentence whose amounts the caller sets (money in its sign colour, a bold figure): the words come from the
 * catalogue, the amounts go in as given, in order. Render each part in a keyed fragment.
 */
export type Phrase<T> = ReadonlyArray<string | T>

/** The reconciliation when the records account for the server's balance. */
export function reconciliationBalanced<T>(balance: T): Phrase<T> {
  return [msg('ledger.balanced.before'), balance, msg('ledger.balanced.after')]
}

/**
 * The reconciliation when they do not: by how much, then what the cash transactions on orders missing from the
 * transfer list explain, and what no record explains (`unexplained` undefined when that is 0).
 */
export function reconciliationDifference<T>(f: {
  difference: T
  unlisted: number
  explained: T
  unexplained: T | undefined
}): Phrase<T> {
  const lead = [msg('ledger.difference.before'), f.difference, msg('ledger.difference.after')]
  if (f.unlisted === 0) return [...lead, msg('ledger.difference.noRecord')]
  const transactions = counted('ledger.difference.transactions', f.unlisted)
  const missing = msg('ledger.difference.missing', { count: f.unlisted, transactions })
  const rest =
    f.unexplained === undefined
      ? [msg('ledger.difference.end')]
      : [msg('ledger.difference.unexplainedBefore'), f.unexplained, msg('ledger.difference.unexplainedAfter')]
  return [...lead, missing, f.explained, ...rest]
}

/** A price chart whose range holds no candles. */
export function noCandles(symbol: string): string {
  return msg('ledger.noCandles', { symbol })
}

/** The order editor's notice when its background re-read of the order failed. */
export function orderRereadFailed(error: AppError): string {
  return msg('orderEdit.rereadFailed', { reason: explainError(error).sentence })
}

// ---- Sessions, updates, case mode ----

/** Above the Connect screen after main ended the session: its reason when it gave one, else the state's words. */
export function sessionEndedNotice(state: 'expired' | 'disconnected', reason?: SessionChangeReason): string {
  return reason ? msg(`session.changed.${reason}`) : msg(`connect.sessionEnded.${state}`)
}

/** Why the re-login dialog opened (or opened again), from main's reason. */
export function reloginPrompt(reason: SessionChangeReason | undefined): string | undefined {
  return reason ? msg(`session.changed.${reason}`) : undefined
}

/** Shown once after a connect whose password the person asked to save was not saved. */
export function passwordNotSavedNotice(notSaved: SessionInfo['notRemembered']): string | undefined {
  if (!notSaved) return undefined
  if (!notSaved.reason) return msg('session.passwordNotSavedLog')
  return msg('session.notRemembered', { reason: refusalSentence(notSaved.reason, notSaved.facts) })
}

type RestartRefusal = Extract<ChannelOutput<'update.restart'>, { restarting: false }>['reason']

/** The update banner when main refused to restart into the downloaded update, by its reason. */
export function restartRefused(reason: RestartRefusal): string {
  return msg(`connect.restartRefused.${reason}`)
}

/** The case banner's state: whether order edits are possible on this connection. */
export function caseEditingState(unlocked: boolean, account?: string): string {
  if (!unlocked) return msg('connect.caseMode.readOnly')
  return account ? msg('connect.caseMode.unlockedFor', { account }) : msg('connect.caseMode.unlocked')
}

/** The case banner's one control for many read-only accounts (it opens the list of their unlock buttons). */
export function lockedAccountsLabel(count: number): string {
  return msg('connect.caseMode.lockedCount', { count })
}

/** Accounts named in the banner: all of a few, or the first few and how many more. */
export function someAccounts(accounts: readonly string[], shown: number): string {
  if (accounts.length <= shown) return accounts.join(', ')
  const rest = accounts.length - shown
  return `${accounts.slice(0, shown).join(', ')} ${msg('connect.caseMode.moreAccounts', { count: rest })}`
}

/** The case banner's button for one locked client account: each unlock has its own reason and audit line. */
export function unlockAccountLabel(account: string): string {
  return msg('connect.caseMode.unlockAccount', { account })
}

// ---- Support case ----

/** The case prompt's explanation: why it asks, what is recorded. */
export function casePromptIntro(accounts: string, who: string): string {
  return msg('support.caseIntro', { accounts, who })
}

/** A case reference or reason the prompt refuses before asking main. */
export const CASE_FIELD_RULES = {
  reference: msg('support.caseRules.reference'),
  reason: msg('support.caseRules.reason'),
} as const

/** The banner's line for the open case. */
export function caseBannerState(reference: string, elapsed: string): string {
  return msg('support.caseOpenFor', { reference, elapsed })
}

/** How long a case has been open: `4:07` or `1:02:09`. */
export function caseElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** What the audit file check found, in one sentence. */
export function auditFileVerdict(v: {
  ok: boolean
  scope: 'complete' | 'filtered' | 'unknown'
  entries: number
  logEntries?: number | undefined
  findings: ReadonlyArray<unknown>
}): string {
  const part =
    v.scope === 'filtered'
      ? msg('support.auditFile.filtered', { entries: v.entries, logEntries: v.logEntries ?? '?' })
      : msg(`support.auditFile.${v.scope}`)
  return v.ok
    ? msg('support.auditFile.whole', { entries: v.entries, part })
    : msg('support.auditFile.broken', { count: v.findings.length, part })
}

// ---- Snapshots ("Share what I see", "Open snapshot…") ----

export function shareViewSaved(f: {
  saved: boolean
  path?: string | undefined
  accountCodes: 'pseudonyms' | 'kept'
}): string {
  if (!f.saved) return msg('support.share.notSaved')
  const path = f.path ?? ''
  return f.accountCodes === 'kept'
    ? msg('support.share.savedKept', { path })
    : msg('support.share.savedPseudonyms', { path })
}

/** What the signature check says about an opened snapshot. */
export function snapshotVerdict(verdict: 'valid' | 'unknown-signer' | 'altered', signer: string): string {
  return msg(`support.snapshot.verdict.${verdict}`, { signer })
}

/** Why a chosen file could not be shown as a snapshot. */
export function snapshotProblem(
  problem: 'too-large' | 'malformed' | 'wrong-format' | 'wrong-version' | 'unreadable',
  detail?: string,
): string {
  if (problem === 'malformed' && detail) return msg('support.snapshot.problem.malformedDetail', { detail })
  return msg(`support.snapshot.problem.${problem}`, { detail: detail ?? '?' })
}

/** What a snapshot says it masked, in one line. */
export function snapshotMasked(m: {
  names: boolean
  emails: boolean
  comments: boolean
  accountCodes: string
}): string {
  const parts = [
    m.names && msg('support.snapshot.maskedNames'),
    m.emails && msg('support.snapshot.maskedEmails'),
    m.comments && msg('support.snapshot.maskedComments'),
  ].filter((p): p is Words => typeof p === 'string')
  const masked = parts.length ? parts.join(', ') : msg('support.snapshot.maskedNothing')
  return m.accountCodes === 'kept'
    ? msg('support.snapshot.maskedSummaryKept', { masked })
    : msg('support.snapshot.maskedSummaryPseudonyms', { masked })
}

// ---- Cancelling an order ----

/**
 * After the account changed under a cancel (or its answer was lost), what the fresh read of the open orders
 * says about the order or group (`what`: "this order", "the OCO group"), and whether to confirm again.
 */
export function cancelReviewSentence(kind: CancelReview['kind'], what: string): { message: string; again: boolean } {
  const What = `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}`
  return { message: msg(`cancel.review.${kind}`, { what, What }), again: kind !== 'gone' }
}

/** Why the cancel dialog read the open orders again before asking once more. */
export const CANCEL_REREAD_BECAUSE = {
  accountChanged: msg('cancel.rereadBecause.accountChanged'),
  answerLost: msg('cancel.rereadBecause.answerLost'),
} as const

/** The cancel dialog when the order it was opened for is not among the open orders any more. */
export function orderNoLongerWorking(orderId: number | string): string {
  return msg('cancel.noLongerWorking', { orderId })
}

/** The cancel dialog when the open orders came without the version a safe cancel needs. */
export const CANCEL_WITHOUT_ETAG = msg('cancel.withoutEtag')

// ---- Exporting every page ----

/** How an export of every page ended; `progress` is what was read, as shown ("3 pages, 300 rows"). */
export function allPagesExportEnded(
  f:
    | { outcome: 'written'; rows: string }
    | { outcome: 'capped'; cap: string }
    | { outcome: 'cancelled'; progress: string }
    | { outcome: 'failed'; progress: string; error: AppError; ctx: ErrorContext },
): string {
  switch (f.outcome) {
    case 'written':
      return msg('exports.written', { rows: f.rows })
    case 'capped':
      return msg('exports.capped', { cap: f.cap })
    case 'cancelled':
      return msg('exports.cancelled', { progress: f.progress })
    case 'failed':
      return msg('exports.failed', { progress: f.progress, error: errorText(f.error, f.ctx) })
  }
}

// ---- Editing an order: the dialog's own sentences (the rules' messages and the reports of what changed on the
// server come from shared/domain/order-edit, which words them from the order's fields) ----

const ORDER_EDIT_KEYS = [
  'endedHeading',
  'changedWhileEditing',
  'watchingExplained',
  'conflictHeadingWatch',
  'conflictHeadingServer',
  'conflictWatch',
  'conflictServer',
  'resendHeading',
  'notAppliedHeading',
  'discarded',
  'rereadUnchanged',
  'rebasedNeedsFixing',
  'versionUnknown',
  'notAppliedReadAgain',
  'nothingToApply',
  'endedNothingSent',
  'notVisibleNothingSent',
  'chooseAbove',
  'statusSeeAbove',
  'statusChangedHeading',
  'refusedFixAbove',
  'pendingTitle',
  'unknownTitle',
] as const

/** Fixed sentences of the order editor: headings of its panels, its notices and its footer's state. */
export const ORDER_EDIT = Object.fromEntries(ORDER_EDIT_KEYS.map((key) => [key, msg(`orderEdit.${key}`)])) as {
  readonly [K in (typeof ORDER_EDIT_KEYS)[number]]: Words
}

const ACCOUNT_STATUSES = ['FULL_TRADING', 'CLOSE_ONLY', 'NO_TRADING', 'TERMINATED', 'EXPIRED'] as const
const PERIODS = ['today', 'previous-day', 'week', 'previous-week'] as const

/** An account's status in words ("close only"); a status the catalogue does not know, lower-cased words. */
export function accountStatusWords(status: string): string {
  return (ACCOUNT_STATUSES as readonly string[]).includes(status)
    ? msg(`tables.accountStatus.${status as (typeof ACCOUNT_STATUSES)[number]}`)
    : status.replace(/_/g, ' ').toLowerCase()
}

/** A `period` filter choice in words ("Previous day"). */
export function periodWords(period: string): string {
  return (PERIODS as readonly string[]).includes(period)
    ? msg(`tables.period.${period as (typeof PERIODS)[number]}`)
    : period
}

/** Why this account's status forbids changing this order, or undefined when it may be changed. */
export function accountBlocksEdit(accountStatus: string | undefined, order: Order): string | undefined {
  const block = accountBlock(accountStatus, order)
  if (!block) return undefined
  return block.closeOnly
    ? msg('orderEdit.accountCloseOnly', { account: block.account })
    : msg('orderEdit.accountBlocked', { account: block.account, status: accountStatusWords(block.status) })
}

/** The editor when the account's status now forbids changing this order (it did not when the edit began). */
export function accountNowBlocks(status: string, account: string): string {
  return status === 'CLOSE_ONLY'
    ? msg('orderEdit.nowCloseOnly', { account })
    : msg('orderEdit.nowBlocked', { account, status })
}

/** The Open orders row while a change is pending: which values are on their way, and from what. */
export function pendingChange(rows: readonly { label: string; from: string; to: string }[]): string {
  return rows.map((r) => msg('orderEdit.pendingChange', { label: r.label, from: r.from, to: r.to })).join(', ')
}

/** The review step: the change goes as the whole order, applied only if the account is as it was read. */
export function sentOnlyIfUnchanged(readAt: string): string {
  return msg('orderEdit.sentOnlyIfUnchanged', { readAt })
}

/** The editor after it took the server's current order in place of the one being edited. */
export function orderUpdatedTo(headline: string): string {
  return msg('orderEdit.updatedTo', { headline })
}

/** The editor when the server refused the change outright. */
export function orderChangeRefused(error: AppError): string {
  return msg('orderEdit.changeRefused', { reason: errorText(error, { action: 'change' }) })
}

/** The editor when a 412 sent it to read the account again, and that read failed. */
export function staleRereadFailed(readError: AppError): string {
  return msg('orderEdit.staleRereadFailed', { reason: explainError(readError).sentence })
}

/** The editor when a send's outcome was unknown and the read that should have told failed too. */
export function outcomeAndRereadUnknown(sendError: AppError, readError: AppError): string {
  return msg('orderEdit.outcomeAndRereadUnknown', {
    send: explainError(sendError, { action: 'change' }).sentence,
    read: explainError(readError).sentence,
  })
}

/** The editor when reading the order again (asked for by the trader) failed. */
export function orderReadFailed(error: AppError): string {
  return msg('orderEdit.readFailed', { reason: errorText(error) })
}

// ---- Explanations of a state: the audit log's integrity, password storage, empty places that say why ----

/** The audit log's integrity line: the hash chain is whole, or where and why it broke. */
export function auditIntegrity(f: { ok: boolean; entries: number; at?: number; first?: AuditFinding }): string {
  return f.ok
    ? msg('audit.intact', { entries: counted('audit.entries', f.entries) })
    : msg('audit.broken', {
        at: f.at ?? msg('audit.unknownLine'),
        reason: f.first ? auditFindingText(f.first) : msg('audit.noReason'),
      })
}

/** Above the audit log's integrity findings. */
export const AUDIT_FINDINGS_EXPLAINED = msg('audit.findingsExplained')

/** Where saved passwords go (`store`: the store's name as people know it, or main's code for it), or why none are. */
export function passwordStorage(
  f:
    | { canRemember: true; store: string }
    | { canRemember: false; backend: string; reason?: SecretStoreReason | undefined },
): string {
  return f.canRemember
    ? msg('connect.passwordStorage.encrypted', { store: f.store })
    : msg('connect.passwordStorage.notSaved', {
        backend: f.backend,
        reason: f.reason ? secretStoreSentence(f.reason) : msg('connect.passwordStorage.askedEachConnect'),
      })
}

/** A filter panel for an endpoint whose only parameter is the accounts. */
export const NO_FILTERS_EXPLAINED = msg('tables.noFilters')

/** A position's details when no take-profit or stop-loss order is attached to it. */
export const NO_ATTACHED_ORDERS = msg('tables.noAttachedOrders')

/** The account picker: a login without accounts of its own, and what several chosen accounts do. */
export const ACCOUNT_PICKER = {
  ownsNone: msg('connect.picker.ownsNone'),
  noneSelected: msg('connect.picker.noneSelected'),
  several: msg('connect.picker.several'),
} as const

/** Trades view: why a row is not an ordinary closed trade (the row shows its records). */
export const TRADE_ISSUE = {
  'settlement-without-close': msg('books.issue.settlement-without-close'),
  'close-without-open': msg('books.issue.close-without-open'),
  'commission-without-fill': msg('books.issue.commission-without-fill'),
} as const

/** Trades view: a close the server booked no realised P/L record for (it closed at the open price). */
export const TRADE_NO_SETTLEMENT = msg('books.noSettlement')

/** A figure that cannot be converted to the reporting currency: shown in its own currency, never converted silently. */
export function noConversionRate(from: string, to: string): string {
  return msg('risk.noConversionRate', { from, to })
}

/** An instrument's market: "Open · closes 2026-11-27 22:00", "Closed · opens …", or open without a calendar. */
export function marketStatusText(f: { open: boolean; calendar: 'none' | 'always' | 'weekly'; next?: string }): string {
  if (f.calendar === 'none') return msg('tables.market.openNoHours')
  if (f.calendar === 'always') return msg('tables.market.openAlways')
  if (f.next === undefined) return msg(f.open ? 'tables.market.open' : 'tables.market.closed')
  return msg(f.open ? 'tables.market.openCloses' : 'tables.market.closedOpens', { next: f.next })
}

/** Said in the edit and cancel dialogs before anything is sent, when the order's market is closed now. */
export function marketClosedNotice(f: { symbol: string; opens?: string; action: 'modify' | 'cancel' }): string {
  const until = f.opens === undefined ? '' : msg('tables.market.until', { opens: f.opens })
  return msg(f.action === 'modify' ? 'tables.market.closedModify' : 'tables.market.closedCancel', {
    symbol: f.symbol,
    until,
  })
}

const MARGIN_STATES = ['no-margin', 'ok', 'warning', 'margin-call', 'stop-out'] as const
type MarginStateId = (typeof MARGIN_STATES)[number]

/** The margin gauge: its state in words (never colour alone) and what each level means. */
export const MARGIN_STATE_LABEL = Object.fromEntries(
  MARGIN_STATES.map((state) => [state, msg(`risk.margin.state.${state}`)]),
) as Record<MarginStateId, Words>

/** The same in a narrow window's summary bar. */
export const MARGIN_STATE_SHORT = Object.fromEntries(
  MARGIN_STATES.map((state) => [state, msg(`risk.margin.short.${state}`)]),
) as Record<MarginStateId, Words>

export const MARGIN_LEVEL_EXPLAINED = msg('risk.margin.explained')

/** A level's name in the gauge's tooltip. */
export function marginLevelName(level: 'margin-call' | 'stop-out' | 'warning'): string {
  return msg(`risk.margin.levelName.${level}`)
}

/** The distance to a level in the account currency and as the largest position's price move. */
export function marginDistanceText(f: {
  level: string
  percent: number
  equity: string
  currency: string
  move?: { symbol: string; move: string; price: string }
}): string {
  const move = f.move ? msg('risk.margin.move', f.move) : ''
  const { level, percent, currency } = f
  return f.equity.startsWith('-') || f.equity.startsWith('−')
    ? msg('risk.margin.passed', { level, percent, currency, equity: f.equity.replace(/^[-−]/, '') })
    : msg('risk.margin.away', { level, percent, currency, equity: f.equity, move })
}

/** The profile form's explanation of the broker's margin levels. */
export const PROFILE_MARGIN_LEVELS_HELP = msg('risk.margin.profileHelp')

/** The Exposure view's lead: what net and gross mean and what the figures are in. */
export const EXPOSURE_EXPLAINED = msg('risk.exposureExplained')

// ---- Cancelling one order of a group: what the group's rules allow, in the trader's words ----

/** What a trader calls an order of a group: the entry (IF), a take-profit or a stop-loss (THEN), or an order. */
export function groupLegName(type: string, role: 'if' | 'then' | 'oco' | 'single'): string {
  if (role === 'if') return msg('cancel.leg.entry')
  if (role !== 'then') return msg('cancel.leg.order')
  return type === 'LIMIT' ? msg('cancel.leg.takeProfit') : msg('cancel.leg.stopLoss')
}

/** The cancel button for the whole group. */
export function cancelAllLabel(count: number): string {
  return count === 2 ? msg('cancel.cancelBoth') : msg('cancel.cancelAll', { count })
}

/** The cancel button for the order the dialog was opened on, alone. */
export function cancelAloneLabel(leg: string): string {
  return msg('cancel.cancelAlone', { leg })
}

/** Above the list of a group's orders: which choice the group's rules leave, and why. */
export function cancelGroupSentence(
  choice: { role: 'if' | 'then' | 'oco' | 'single' },
  leg: string,
  others: readonly string[],
  count: number,
): string {
  const names = others.join(` ${msg('cancel.and')} `)
  if (choice.role === 'then') {
    const stay = others.length === 0 ? msg('cancel.entryStays') : msg('cancel.entryAndOthersStay', { others: names })
    return msg('cancel.thenAlone', { leg, stay, count })
  }
  if (choice.role === 'if') return msg('cancel.ifCarriesThen', { others: names, count })
  return msg('cancel.ocoEndsBoth')
}

/** The rates beside converted figures: "Converted to USD at the server's rates: EUR→USD 1.0835, read 16:20:11." */
export function ratesUsedText(
  to: string,
  rates: ReadonlyArray<{ from: string; rate: string }>,
  readAt: string,
): string {
  if (rates.length === 0) return msg('risk.ratesNone', { to, readAt })
  return msg('risk.ratesUsed', { to, readAt, rates: rates.map((r) => `${r.from}→${to} ${r.rate}`).join(', ') })
}

/** Figures left out of a converted total because their currency has no rate. */
export function leftOutNoRate(currencies: readonly string[], to: string): string {
  return msg('risk.leftOutNoRate', { currencies: currencies.join(', '), to })
}
