// The one author of what a person reads about a failure. Main sends facts (shared/ipc/result.ts: a closed
// `cause`, HTTP status, DX code, parameter, the server's own words cleaned and capped); this file turns them
// into a heading, one sentence saying what happened (naming the field, parameter or account) and one saying
// what to do next. Every place that shows an error goes through here, so one error reads the same
// everywhere. The server's words are always framed as the server's and rendered as text, never markup.
import type { CancelReview } from '../../../shared/domain/order-edit'
import type { ChannelOutput } from '../../../shared/ipc/contract'
import type { AppError, ErrorCause } from '../../../shared/ipc/result'
import { countOf, noun } from '../../../shared/text/plural'

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
  const parts: string[] = [`kind ${error.kind}`]
  if (error.cause) parts.push(`cause ${error.cause}`)
  if (error.httpStatus !== undefined) parts.push(`HTTP ${error.httpStatus}`)
  if (error.dxCode) parts.push(`DX code ${error.dxCode}`)
  if (error.parameter) parts.push(`parameter ${error.parameter}`)
  if (error.systemCode) parts.push(`system code ${error.systemCode}`)
  if (error.detail) parts.push(`problem: ${error.detail}`)
  if (error.description) parts.push(`server said "${error.description}"`)
  return parts.join(', ')
}

function accountsText(accounts: readonly string[] | undefined): string {
  if (!accounts || accounts.length === 0) return 'the requested account'
  if (accounts.length === 1) return `Account ${accounts[0]}`
  return `One of the accounts ${accounts.join(', ')}`
}

function where(ctx: ErrorContext): string {
  return ctx.baseUrl ? ` at ${ctx.baseUrl}` : ''
}

/** ` The server said: “…”.` — the server's words, never mistaken for the app's. */
function saidBy(error: AppError): string {
  return error.description ? ` The server said: “${error.description}”` : ''
}

/** A wait as people say it: seconds, minutes or hours. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 90) return `${seconds} s`
  const minutes = Math.round(seconds / 60)
  if (minutes < 90) return `${minutes} min`
  const hours = Math.round(minutes / 60)
  return hours >= 24 ? 'a day or more' : `about ${hours} h`
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  return mb >= 10 ? `${Math.round(mb)} MB` : `${Math.round(mb * 10) / 10} MB`
}

const STATUS_NAMES: Readonly<Record<number, string>> = { 201: 'Created', 202: 'Accepted', 204: 'No Content' }

/** Why a server could not be reached, by cause. */
const UNREACHABLE: Partial<Record<ErrorCause, string>> = {
  'connection-refused': 'it refused the connection (is the address right and the server running?)',
  'connection-cut': 'the connection was cut before the answer arrived',
  dns: 'its name could not be found (DNS)',
  unreachable: 'there is no route to it from this network',
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
      return 'unreachable'
    case 'server':
      return error.httpStatus !== undefined && error.httpStatus < 300 ? 'unreadable-answer' : 'server-failed'
    case 'cancelled':
      return 'cancelled'
    default:
      return 'internal'
  }
}

export function explainError(error: AppError, ctx: ErrorContext = {}): ErrorExplanation {
  const explained = explainCause(error, ctx)
  // Without a cause the error comes from the app's own checks in main (not connected, read-only…), whose
  // message is already the sentence; the cause its kind implies still gives the heading and the next step.
  return !error.cause && error.message ? { ...explained, sentence: error.message } : explained
}

function explainCause(error: AppError, ctx: ErrorContext): ErrorExplanation {
  const base = { details: details(error), retryable: false }
  const resource = ctx.resource ?? 'data'
  const parameter = error.parameter
  const withParameter = parameter ? { parameter } : {}
  const cause = causeOf(error)
  const unknownOutcome = error.outcomeUnknown
    ? ' The change may or may not have been applied: read the order again before trying again.'
    : ''

  switch (cause) {
    case 'invalid-input':
      return {
        ...base,
        title: 'Check your input',
        sentence: error.message,
        next: parameter
          ? `Correct "${parameter}" and try again; nothing was sent to the server.`
          : 'Correct the marked field and try again; nothing was sent to the server.',
        ...withParameter,
      }
    case 'editing-locked':
      return {
        ...base,
        title: 'Editing is locked',
        sentence: `${parameter ? `Account ${parameter}` : 'This account'} is not one of your own, or the profile opens read-only, and editing it has not been unlocked; nothing was sent.`,
        next: 'Unlock editing for this account with a reason (the unlock is recorded in the audit log), then try again.',
        ...withParameter,
      }
    case 'case-required':
      return {
        ...base,
        title: 'Open a support case first',
        sentence: `${parameter ? `Account ${parameter}` : 'This account'} is not one of your own: looking at it needs a support case with a reference and a reason; nothing was read or sent.`,
        next: 'Open a case for this client (Change accounts…), then try again.',
        ...withParameter,
      }
    case 'case-not-needed':
      return {
        ...base,
        title: 'No case needed',
        sentence: 'Every chosen account is your own: your own accounts never fall under a support case.',
        next: 'Open the accounts without a case.',
      }
    case 'unlock-one-account':
      return {
        ...base,
        title: 'Choose one account',
        sentence: 'Editing is unlocked for one client account at a time, each with its own reason.',
        next: 'Unlock the accounts one by one.',
      }
    case 'connection-changed':
      return {
        ...base,
        title: 'Connection changed',
        sentence: 'The connection changed while this change was being prepared, so nothing was sent.',
        next: 'Check which connection is active and the order, then try again.',
      }
    case 'request-not-built':
      return {
        ...base,
        title: 'Request not sent',
        sentence: 'The app could not form this request (a value in it cannot be sent), so nothing was sent.',
        next: 'Connect again; if it repeats, send the details below to support.',
      }
    case 'password-needed':
      return {
        ...base,
        title: 'Password needed',
        sentence: 'The server needs the password again, and none is kept for this connection.',
        next: 'Connect again and enter the password.',
      }
    case 'bad-credentials':
      return {
        ...base,
        title: 'Wrong username or password',
        sentence: `The server${where(ctx)} did not accept the username${ctx.username ? ` "${ctx.username}"` : ''} with this password.`,
        next: 'Check the login name, domain and password (passwords are case-sensitive), then connect again.',
      }
    case 'session-ended':
      return {
        ...base,
        title: 'Session expired',
        sentence: 'Your session with the server has ended, so the request was not answered.',
        next: 'Connect again; your filters and layout are kept.',
      }
    case 'relogin-refused':
      return {
        ...base,
        title: 'Signed out by the server',
        sentence: 'Your session ended and the server refused a new one, so the app stopped logging in by itself.',
        next: 'Connect again to sign in yourself; your filters and layout are kept.',
      }
    case 'bad-session-token':
      return {
        ...base,
        title: 'Unusable login answer',
        sentence:
          'The server accepted the login but sent a session token the app cannot send back (not plain printable text, or far too long), so the connection was not opened.',
        next: 'Report this to the broker with the details below; nothing was sent with that token.',
      }
    case 'not-visible':
      if (ctx.action === 'connect' || ctx.action === 'search-users') {
        return {
          ...base,
          title: 'API not permitted',
          sentence: `The server${where(ctx)} answered 404 "2": this user is not permitted to use the API (or the user does not exist).`,
          next: 'Ask the broker to enable API access for this login, or connect with another profile.',
        }
      }
      return {
        ...base,
        title: 'Not visible to you',
        sentence: `${accountsText(ctx.accounts)} is not visible to you or does not exist (the server answered 404 "2").`,
        next: 'Check the account code; support staff need the broker to grant access to the client’s accounts.',
      }
    case 'no-such-address':
      return {
        ...base,
        title: 'Address not found',
        sentence: `The server${where(ctx)} has no such address (HTTP 404).`,
        next: 'Check the server address of this connection; it should end in /dxsca-web.',
      }
    case 'order-refused':
      return {
        ...base,
        title: 'Request refused',
        sentence: `The server refused the change as malformed.${saidBy(error)}`,
        next: 'Correct the order fields named above and send again.',
        ...withParameter,
      }
    case 'bad-parameter':
    case 'unknown-parameter':
    case 'refused':
      return {
        ...base,
        title: parameter ? 'Filter refused by the server' : 'Request refused',
        sentence: parameter
          ? cause === 'unknown-parameter'
            ? `The server does not accept the parameter "${parameter}" for ${resource}.`
            : `The server refused the value of "${parameter}" for ${resource}.`
          : `The server refused the ${resource} request${error.httpStatus ? ` (HTTP ${error.httpStatus})` : ''}.${saidBy(error)}`,
        next: parameter
          ? `Change or clear the "${parameter}" filter, then try again.`
          : 'Reset the filters and try again.',
        ...withParameter,
      }
    case 'if-match-missing':
      return {
        ...base,
        title: 'Request not sent safely',
        sentence: 'The server requires the version the change was based on (If-Match); nothing was changed.',
        next: 'Refresh and try again; if it repeats, report it as a bug.',
      }
    case 'conflict':
      return {
        ...base,
        title: 'Refused by the server',
        sentence: `The server refused the change.${saidBy(error)}`,
        next: 'Read the reason above; reload to see the current state before trying again.',
        ...withParameter,
      }
    case 'stale-version':
      return {
        ...base,
        title: 'Changed by someone else',
        sentence: 'The account changed since it was loaded, so the server refused to apply a change made to old data.',
        next: 'Refresh to see the current state, then repeat the change if it still makes sense.',
      }
    case 'rate-limited':
      return {
        ...base,
        retryable: true,
        title: 'Server asked to wait',
        sentence:
          error.retryAfterMs !== undefined
            ? `The server is limiting how often this login may ask and asked the app to wait ${formatWait(error.retryAfterMs)}.`
            : 'The server is limiting how often this login may ask for data.',
        next:
          error.retryAfterMs !== undefined
            ? `Refresh after ${formatWait(error.retryAfterMs)}; a slower auto-refresh avoids this.`
            : 'Wait a few seconds, then refresh; consider a slower auto-refresh.',
      }
    case 'redirected':
      return {
        ...base,
        title: 'Sent elsewhere',
        sentence: `The server${where(ctx)} answered with a redirect (HTTP ${error.httpStatus ?? '3xx'}); the app does not follow redirects, so your login never travels to an address you did not choose.`,
        next: 'Check the server address of this connection.',
      }
    case 'server-failed':
      return {
        ...base,
        retryable: true,
        title: 'Server error',
        sentence: `The server failed while answering the ${resource} request (HTTP ${error.httpStatus ?? '5xx'}).${saidBy(error)}`,
        next: 'Try again in a moment; if it keeps failing, send the details below to the broker.',
      }
    case 'unreadable-answer':
      return {
        ...base,
        retryable: true,
        title: 'Unreadable answer from the server',
        sentence: `The server answered the ${resource} request, but the answer cannot be read${error.detail ? `: ${error.detail}` : ''}.`,
        next: 'Try again in a moment; if it keeps failing, send the details below to the broker.',
      }
    case 'answer-too-large':
      return {
        ...base,
        title: 'Answer too large',
        sentence: `The server's answer to the ${resource} request is larger than ${formatMegabytes(error.limitBytes ?? 0)}, so the app stopped reading it and dropped the connection.`,
        next: 'Narrow the filters or choose a smaller page size, then try again.',
      }
    case 'unexpected-status': {
      const status = error.httpStatus ?? 0
      return {
        ...base,
        title: 'Unexpected answer from the server',
        sentence: `The server answered the ${resource} request with HTTP ${status}${STATUS_NAMES[status] ? ` ${STATUS_NAMES[status]}` : ''}, which carries no ${resource}; the API answers 200 here.`,
        next: 'Try again; if it repeats, send the details below to the broker.',
      }
    }
    case 'probably-applied':
      return {
        ...base,
        title: 'Change probably applied',
        sentence:
          'The server accepted the change, but its answer could not be read, so the change was probably applied — re-reading the order.',
        next: 'Check the order as it is now before changing it again.',
      }
    case 'tls':
      return {
        ...base,
        title: 'Certificate problem',
        sentence: `The server${where(ctx)} presented a security certificate that could not be verified, so the app did not talk to it.${unknownOutcome}`,
        next: 'Check the server address; if your company uses its own certificate authority, see Troubleshooting in the README (NODE_EXTRA_CA_CERTS).',
      }
    case 'timeout':
      return {
        ...base,
        retryable: true,
        title: 'Server did not answer',
        sentence: `The server${where(ctx)} did not answer${error.limitMs ? ` within ${Math.round(error.limitMs / 100) / 10} s` : ' in time'}.${unknownOutcome}`,
        next: 'Check your network connection, then try again.',
      }
    case 'connection-refused':
    case 'connection-cut':
    case 'dns':
    case 'unreachable':
      return {
        ...base,
        retryable: true,
        title: 'Server unreachable',
        sentence: `The server${where(ctx)} could not be reached: ${UNREACHABLE[cause] ?? 'there was no answer'}.${unknownOutcome}`,
        next: 'Check the server address and your network connection, then try again.',
      }
    case 'cancelled':
      return {
        ...base,
        title: 'Cancelled',
        sentence: 'The request was cancelled before it finished.',
        next: 'Refresh to load the data again.',
      }
    case 'internal':
    default:
      return {
        ...base,
        title: 'Something went wrong in the app',
        sentence: 'Something went wrong inside the app.',
        next: 'Try again; if it repeats, send the details below and the app log to support.',
      }
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
  return { kind: 'internal', message: `The app could not load ${what} from its own files (${reason}).` }
}

/** What the summary's open-positions count is set against: the Positions table's read of the same account. */
export interface PositionsCountFacts {
  /** Open positions per the server's metrics. */
  serverCount: number
  /** This account's positions the Positions table shows. */
  readable: number
  /** Records the positions answer had that did not match the API (for every account it covered). */
  unreadable?: { count: number; total: number } | undefined
  /** How many accounts the positions answer covered. */
  accountsInRead: number
  /** Clock times of the two reads, as shown elsewhere ("12:00:01"). */
  metricsAt: string
  positionsAt: string
}

/**
 * Why the summary's "Pos" figure and the Positions table disagree, or undefined when there is nothing to say: a
 * support user comparing the two must not be left with a contradiction and no explanation.
 */
export function positionsCountNote(f: PositionsCountFacts): string | undefined {
  const { serverCount, readable, unreadable, accountsInRead } = f
  const server = `${serverCount} open per the server`
  if (unreadable && unreadable.count > 0) {
    const ofThis = accountsInRead > 1 ? ' of this account’s positions' : ''
    const scope = accountsInRead > 1 ? ' (for all the accounts on screen)' : ''
    return `${server}; the Positions table could read ${readable}${ofThis}: ${unreadable.count} of ${unreadable.total} records in its answer${scope} could not be read.`
  }
  if (readable === serverCount) return undefined
  return `${server} (metrics read at ${f.metricsAt}); the Positions table, read at ${f.positionsAt}, shows ${readable}. One read is older than the other: refresh both to compare.`
}

// ---- Notices about an answer that left something out, and other states explained on screen ----
// Each takes the facts and returns the sentence(s); the component only places them. Where a notice sets part of
// a sentence in markup (a bold phrase, a code), the parts come back separately so the words stay here.

/** Records of a list answer that did not match the API, said above the table (ResourceFrame's notice). */
export function unreadableRecordsNotice(f: { count: number; total: number; noun: string }): {
  headline: string
  explanation: string
} {
  return {
    headline: `${f.count} of ${f.total} records in ${f.noun} could not be read`,
    explanation: `— the server sent them in a shape the API does not allow. The table shows the other ${f.total - f.count}; totals and subtotals leave the unreadable ones out and are incomplete.`,
  }
}

/** The disclosure under that notice that lists where the first few records broke. */
export const UNREADABLE_SAMPLES_LABEL = 'Which records and fields'

/** After a capped list of examples: how many more there were. */
export function moreNotListed(more: number): string {
  return `…and ${more} more.`
}

/** A subtotal's tooltip: exact, or of the readable rows only when records were left out. */
export function subtotalExplanation(text: string, leftOut?: { count: number; total: number }): string {
  return leftOut
    ? `Sum of the readable rows only (${leftOut.count} of ${leftOut.total} records could not be read): ${text}`
    : `Exact sum of the rows above: ${text}`
}

/** The summary bar's badge when some accounts' metrics could not be read, and its tooltip naming where. */
export function metricsIncomplete(f: { count: number; total: number; samples: readonly string[] }): {
  badge: string
  title: string
} {
  return {
    badge: `Incomplete: ${f.count} of ${f.total} accounts could not be read`,
    title: `The server sent ${f.count} account metrics in a shape the API does not allow: ${f.samples.join('; ')}`,
  }
}

/** The summary's Live cell before the watch's first complete look at the account. */
export const LIVE_STARTING_EXPLANATION =
  'Reading the account once to compare later checks with; changes are noticed from then on'

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
    return { live: true, text: 'Live', via: 'push', title: 'The server pushes every change as it happens' }
  }
  if (source === 'reconnecting') {
    return {
      live: false,
      text: 'Reconnecting…',
      title: `Push updates were interrupted; checking for changes every ${seconds} s until they are back`,
    }
  }
  return {
    live: true,
    text: 'Live',
    via: `checking every ${seconds} s`,
    title: `This server does not push changes; the account is checked every ${seconds} s`,
  }
}

/** The summary's Live cell while the window is hidden. */
export const LIVE_PAUSED_EXPLANATION = 'The window is hidden; checks resume when it shows'

/** Above the workspace while the connection is being restored. */
export const RECONNECTING_NOTICE =
  'Connection lost; reconnecting… Data on screen is kept and marked stale if a refresh fails.'

/** Under a filter panel when the server refused one filter: the parameter goes between the two parts, as code. */
export const FILTER_REFUSED_NOTICE = {
  before: 'The server refused the filter ',
  after: '; change it in the filter panel.',
} as const

/** A filter panel's summary after Apply with invalid fields: nothing was sent, and which fields. */
export function invalidFiltersSummary(labels: readonly string[]): string {
  const which = labels.length === 1 ? 'One filter is' : `${labels.length} filters are`
  return `${which} not valid; nothing was sent: ${labels.join(', ')}.`
}

/** The profile form, when an existing profile's "Used by" is changed. */
export const KIND_CHANGE_NOTICE =
  'Changing who uses this profile forgets its saved password (enter it again to connect) and is recorded in the audit log. Whether an account may be edited is decided from the server’s list of your own accounts, not from this choice.'

/** The profile form's summary after Save with fields still wrong. */
export function profileProblemsSummary(count: number): string {
  return `${count === 1 ? 'One field needs' : `${count} fields need`} attention before the profile can be saved.`
}

/** The account picker when more accounts are chosen than can be viewed together. */
export function tooManyAccounts(max: number, selected: number): string {
  return `At most ${max} accounts can be viewed together; remove ${selected - max}.`
}

/** The account picker of a support profile: the middle part is set in bold. */
export const SUPPORT_PICKER_NOTICE = {
  before: 'Support profile: the accounts open in ',
  emphasis: 'read-only case mode',
  after: '; a banner names whose accounts they are. Editing needs an explicit unlock.',
} as const

/** History's instrument filter when the instrument list could not be read to expand it. */
export const INSTRUMENTS_SENT_AS_TYPED =
  'The instrument list could not be read, so the instruments are sent exactly as typed (letter case matters and * is not expanded).'

/** History's instrument filter after its patterns were expanded into the symbols actually sent. */
export function instrumentsExpanded(f: {
  items: readonly string[]
  symbols: readonly string[]
  unmatched: readonly string[]
}): string {
  const list = f.symbols.length > 0 ? `: ${f.symbols.join(', ')}` : ''
  const none = f.unmatched.length > 0 ? ` No instrument matches ${f.unmatched.join(', ')}.` : ''
  return `Instruments ${f.items.join(', ')} became ${countOf(f.symbols.length, noun('symbol'))}${list}.${none}`
}

/** Account charts: the ledger stopped at the server's cap before the oldest record. */
export const LEDGER_CUT_SHORT =
  'The server kept pointing to more records than this view reads at once: the oldest records are missing, so balances and the reconciliation below are incomplete.'

/** Account charts: cash transfers of the ledger that could not be read. */
export function ledgerTransfersUnreadable(count: number): string {
  return count === 1
    ? '1 cash transfer could not be read and is left out; the reconciliation shows the difference it makes.'
    : `${count} cash transfers could not be read and are left out; the reconciliation shows the difference they make.`
}

/** Account charts: history orders of the ledger that could not be read. */
export function ledgerOrdersUnreadable(count: number): string {
  return count === 1
    ? '1 history order could not be read and is left out; realised P/L and the reconciliation miss what it would add.'
    : `${count} history orders could not be read and are left out; realised P/L and the reconciliation miss what they would add.`
}

/** Account charts: no balance from the server to reconcile against. */
export function noBalanceToReconcile(account: string): string {
  return `The server reported no balance for ${account}, so its records cannot be checked against it.`
}

/**
 * A sentence whose amounts the caller sets (money in its sign colour, a bold figure): the words come from here, the
 * amounts go in as given, in order. Render each part in a keyed fragment.
 */
export type Phrase<T> = ReadonlyArray<string | T>

/** The reconciliation when the records account for the server's balance. */
export function reconciliationBalanced<T>(balance: T): Phrase<T> {
  return ['✓ Balanced to the cent: the records account for the server’s balance of ', balance, '.']
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
  const lead = ['⚠ The records and the server’s balance differ by ', f.difference, '. ']
  if (f.unlisted === 0) return [...lead, 'No record the server returned explains it.']
  const one = f.unlisted === 1
  const missing = `${countOf(f.unlisted, noun('cash transaction'))} on orders ${one ? 'is' : 'are'} missing from the transfer list and explain${one ? 's' : ''} `
  const rest = f.unexplained === undefined ? ['.'] : ['; ', f.unexplained, ' is explained by no record.']
  return [...lead, missing, f.explained, ...rest]
}

/** A price chart whose range holds no candles. */
export function noCandles(symbol: string): string {
  return `The server has no candles for ${symbol} in this range.`
}

/** The order editor's notice when its background re-read of the order failed. */
export function orderRereadFailed(error: AppError): string {
  return `The order could not be re-read. ${explainError(error).sentence}`
}

// ---- Sessions, updates, case mode ----

/** Above the Connect screen after main ended the session, when it gave no words of its own. */
export function sessionEndedNotice(state: 'expired' | 'disconnected'): string {
  return state === 'expired'
    ? 'Your session expired. Connect again to continue; your filters and layouts are kept.'
    : 'You were disconnected from the server.'
}

type RestartRefusal = Extract<ChannelOutput<'update.restart'>, { restarting: false }>['reason']

/** The update banner when main refused to restart into the downloaded update, by its reason. */
export function restartRefused(reason: RestartRefusal): string {
  switch (reason) {
    case 'edit-in-progress':
      return 'An order edit is open or still being sent. Finish or cancel it, then restart.'
    case 'no-update':
      return 'The update is no longer waiting; it will be offered again when it is downloaded.'
    case 'disabled':
      return 'Updates are switched off for this installation; ask your administrator to install the new version.'
  }
}

/** The case banner's state: whether order edits are possible on this connection. */
export function caseEditingState(unlocked: boolean, account?: string): string {
  return unlocked
    ? `Editing unlocked${account ? ` for ${account}` : ''} — recorded in the audit log.`
    : 'Read-only: order edits are disabled.'
}

/** The case banner's button for one locked client account: each unlock has its own reason and audit line. */
export function unlockAccountLabel(account: string): string {
  return `Unlock editing for ${account}…`
}

// ---- Support case ----

/** The case prompt's explanation: why it asks, what is recorded. */
export function casePromptIntro(accounts: string, who: string): string {
  return `Accounts ${accounts} of ${who} are not your own. Looking at them needs a support case: its reference and reason are recorded in the local audit log, and so is every action until the case ends.`
}

/** A case reference or reason the prompt refuses before asking main. */
export const CASE_FIELD_RULES = {
  reference: 'Give the ticket or case reference (letters, digits and . _ : # / -, up to 64 characters).',
  reason: 'Give a reason of 3 to 500 characters, on one line.',
} as const

/** The banner's line for the open case. */
export function caseBannerState(reference: string, elapsed: string): string {
  return `Case ${reference} · open for ${elapsed}`
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
    v.scope === 'complete'
      ? 'the complete log'
      : v.scope === 'filtered'
        ? `a filtered part of the log (${v.entries} of ${v.logEntries ?? '?'} entries; entries between its rows are not in the file, so their removal cannot be ruled out)`
        : 'an audit file of unknown scope'
  return v.ok
    ? `The chain is whole: ${v.entries} entries, unchanged and in order. This is ${part}.`
    : `The chain is broken in ${v.findings.length} place${v.findings.length === 1 ? '' : 's'}. This file claims to be ${part}.`
}

// ---- Cancelling an order ----

/**
 * After the account changed under a cancel (or its answer was lost), what the fresh read of the open orders
 * says about the order or group (`what`: "this order", "the OCO group"), and whether to confirm again.
 */
export function cancelReviewSentence(kind: CancelReview['kind'], what: string): { message: string; again: boolean } {
  const What = `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}`
  switch (kind) {
    case 'unchanged':
      return { message: `The account changed, ${what} did not. Nothing was cancelled; cancel it now?`, again: true }
    case 'changed':
      return { message: `${What} changed since you confirmed: check it below and confirm again.`, again: true }
    case 'partly-gone':
      return { message: `Part of ${what} is no longer working; the rest is shown below.`, again: true }
    case 'gone':
      return { message: `${What} is no longer working.`, again: false }
  }
}

/** Why the cancel dialog read the open orders again before asking once more. */
export const CANCEL_REREAD_BECAUSE = {
  accountChanged: 'The server refused the cancel because the account changed since it was read.',
  answerLost: 'The answer to the cancel was lost, so the open orders were read again.',
} as const

/** The cancel dialog when the order it was opened for is not among the open orders any more. */
export function orderNoLongerWorking(orderId: number | string): string {
  return `Order ${orderId} is no longer working.`
}

/** The cancel dialog when the open orders came without the version a safe cancel needs. */
export const CANCEL_WITHOUT_ETAG = 'The server sent no ETag with the open orders, so a cancel cannot be made safely.'

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
      return `Exported all pages: ${f.rows}.`
    case 'capped':
      return `Exported the first ${f.cap} rows: an export stops there. Narrow the filters to export the rest.`
    case 'cancelled':
      return `Export cancelled after ${f.progress}; no file written.`
    case 'failed':
      return `Export of all pages stopped after ${f.progress}; no file written. ${errorText(f.error, f.ctx)}`
  }
}

// ---- Editing an order: the dialog's own sentences (the rules' messages and the reports of what changed on the
// server come from shared/domain/order-edit, which words them from the order's fields) ----

/** Fixed sentences of the order editor: headings of its panels, its notices and its footer's state. */
export const ORDER_EDIT = {
  /** Heading when the order has ended (filled, cancelled…). */
  endedHeading: 'This order can no longer be changed',
  /** Before the live watch's headline, when it saw the order change on the server. */
  changedWhileEditing: 'Changed on the server while you edit.',
  /** Tooltip of "· watching" in the dialog's header. */
  watchingExplained: 'Open orders are re-read every 2 seconds while this dialog is open',
  conflictHeadingWatch: 'The order changed while you were editing',
  conflictHeadingServer: 'The order changed on the server',
  conflictWatch: 'Nothing has been sent yet. Compare your edit with the order as it is now, then choose.',
  conflictServer:
    'Someone else changed this order after you opened it; nothing of yours was applied. Compare, then choose.',
  resendHeading: 'The account changed, your order did not',
  notAppliedHeading: 'Your change did not arrive',
  discarded: 'Your changes were discarded; the dialog shows the order as it is now.',
  rereadUnchanged: 'Read again: the order is as you saw it.',
  rebasedNeedsFixing: 'Your changes were moved onto the current order, but it needs fixing before it can be sent.',
  versionUnknown: 'The order’s current version is not known yet: reading it again.',
  notAppliedReadAgain: 'Nothing was applied. Read the order again before another attempt.',
  nothingToApply: 'Applying would change nothing: the server already has your values.',
  endedNothingSent: 'Nothing can be sent: the order has ended.',
  notVisibleNothingSent: 'Nothing can be sent.',
  chooseAbove: 'Choose how to continue above.',
} as const

/** The editor after it took the server's current order in place of the one being edited. */
export function orderUpdatedTo(headline: string): string {
  return `Updated to the server’s current order. ${headline}`
}

/** The editor when the server refused the change outright. */
export function orderChangeRefused(error: AppError): string {
  return `Nothing was changed. ${errorText(error, { action: 'change' })}`
}

/** The editor when a 412 sent it to read the account again, and that read failed. */
export function staleRereadFailed(readError: AppError): string {
  return `The account changed, and reading it again failed. ${explainError(readError).sentence}`
}

/** The editor when a send's outcome was unknown and the read that should have told failed too. */
export function outcomeAndRereadUnknown(sendError: AppError, readError: AppError): string {
  return `${explainError(sendError, { action: 'change' }).sentence} Reading the order again failed too (${explainError(readError).sentence}): its state is unknown. Read it again before any further attempt.`
}

/** The editor when reading the order again (asked for by the trader) failed. */
export function orderReadFailed(error: AppError): string {
  return `Reading the order failed. ${errorText(error)}`
}

// ---- Explanations of a state: the audit log's integrity, password storage, empty places that say why ----

/** The audit log's integrity line: the hash chain is whole, or where and why it broke. */
export function auditIntegrity(f: { ok: boolean; entries: number; at?: number; reason?: string }): string {
  return f.ok
    ? `Hash chain intact · ${countOf(f.entries, noun('entry', 'entries'))}`
    : `Hash chain broken at line ${f.at ?? '?'}: ${f.reason ?? 'no reason given'}`
}

/** Above the audit log's integrity findings. */
export const AUDIT_FINDINGS_EXPLAINED =
  'The log file was changed outside the app at these lines: what they say, and lines that are not entries at all, cannot be trusted.'

/** Where saved passwords go (`store`: the store's name as people know it, or main's code for it), or why none are. */
export function passwordStorage(
  f: { canRemember: true; store: string } | { canRemember: false; backend: string; reason?: string | undefined },
): string {
  return f.canRemember
    ? `Saved passwords are encrypted by ${f.store} and never shown to this window.`
    : `Passwords are not saved on this computer (password store: ${f.backend}). ${f.reason ?? 'Passwords are asked for at each connect.'}`
}

/** A filter panel for an endpoint whose only parameter is the accounts. */
export const NO_FILTERS_EXPLAINED =
  'This endpoint has no filters besides the accounts, which come from the account picker.'

/** A position's details when no take-profit or stop-loss order is attached to it. */
export const NO_ATTACHED_ORDERS = 'No working take-profit or stop-loss order is attached to this position.'

/** The account picker: a login without accounts of its own, and what several chosen accounts do. */
export const ACCOUNT_PICKER = {
  ownsNone: 'This login owns no accounts.',
  noneSelected: 'No account selected yet.',
  several: 'Several accounts are read in one request and shown with an Account column and subtotals.',
} as const

/** Trades view: why a row is not an ordinary closed trade (the row shows its records). */
export const TRADE_ISSUE = {
  'settlement-without-close':
    'A realised P/L record whose closing fill is not in order history: it counts in the totals, but no trade could be paired with it.',
  'close-without-open':
    'A closing fill whose opening fills are not in order history: its realised P/L is the server’s, its open price and time are unknown.',
  'commission-without-fill': 'A trading commission on an order whose fills are not in order history.',
} as const

/** Trades view: a close the server booked no realised P/L record for (it closed at the open price). */
export const TRADE_NO_SETTLEMENT = 'The server booked no realised P/L record for this close: zero.'

/** A figure that cannot be converted to the reporting currency: shown in its own currency, never converted silently. */
export function noConversionRate(from: string, to: string): string {
  return `No ${from}→${to} rate from the server: shown in ${from}, not converted.`
}

/** An instrument's market: "Open · closes 2026-11-27 22:00", "Closed · opens …", or open without a calendar. */
export function marketStatusText(f: { open: boolean; calendar: 'none' | 'always' | 'weekly'; next?: string }): string {
  if (f.calendar === 'none') return 'Open (no trading hours given)'
  if (f.calendar === 'always') return 'Open (never closes)'
  if (f.next === undefined) return f.open ? 'Open' : 'Closed'
  return f.open ? `Open · closes ${f.next}` : `Closed · opens ${f.next}`
}

/** Said in the edit and cancel dialogs before anything is sent, when the order's market is closed now. */
export function marketClosedNotice(f: { symbol: string; opens?: string; action: 'modify' | 'cancel' }): string {
  const until = f.opens === undefined ? '' : ` until ${f.opens}`
  return f.action === 'modify'
    ? `The ${f.symbol} market is closed${until}: the server refuses a change to this order while it is closed.`
    : `The ${f.symbol} market is closed${until}. A cancel is usually accepted while it is closed; the order cannot fill before it opens.`
}

/** The margin gauge: its state in words (never colour alone) and what each level means. */
export const MARGIN_STATE_LABEL = {
  'no-margin': 'No margin in use',
  ok: 'OK',
  warning: 'Below your warning level',
  'margin-call': 'Margin call',
  'stop-out': 'Stop-out',
} as const

/** The same in a narrow window's summary bar. */
export const MARGIN_STATE_SHORT = {
  'no-margin': 'No margin',
  ok: 'OK',
  warning: 'Warning',
  'margin-call': 'Call',
  'stop-out': 'Stop-out',
} as const

export const MARGIN_LEVEL_EXPLAINED =
  'Margin level = equity ÷ maintenance margin × 100 %. At the margin-call level the broker asks for funds or ' +
  'closes positions; at the stop-out level it closes positions on its own. The levels are the broker’s, set in ' +
  'the connection profile.'

/** The distance to a level in the account currency and as the largest position's price move. */
export function marginDistanceText(f: {
  level: string
  percent: number
  equity: string
  currency: string
  move?: { symbol: string; move: string; price: string }
}): string {
  const price = f.move ? `, or ${f.move.symbol} moving ${f.move.move} to ${f.move.price}` : ''
  return f.equity.startsWith('-') || f.equity.startsWith('−')
    ? `${f.level} (${f.percent} %): already passed by ${f.equity.replace(/^[-−]/, '')} ${f.currency}`
    : `${f.level} (${f.percent} %): ${f.equity} ${f.currency} of equity away${price}`
}

/** The profile form's explanation of the broker's margin levels. */
export const PROFILE_MARGIN_LEVELS_HELP =
  'The API does not say where your broker calls margin or stops you out: copy the levels from the broker’s terms ' +
  '(often 100 % and 50 %). Margin level = equity ÷ maintenance margin × 100 %. A warning level above margin call ' +
  'raises an alert first; a daily loss limit only raises an alert, it never acts on the account.'

/** The Exposure view's lead: what net and gross mean and what the figures are in. */
export const EXPOSURE_EXPLAINED =
  'Exposure = position size × current price × contract multiplier, in the account currency; net adds longs and ' +
  'shorts, gross adds their sizes. An FX pair counts long its base currency and short its quote currency. ' +
  'Accounts in different currencies are listed apart. Largest first.'

/** The rates beside converted figures: "Converted to USD at the server's rates: EUR→USD 1.0835, read 16:20:11." */
export function ratesUsedText(
  to: string,
  rates: ReadonlyArray<{ from: string; rate: string }>,
  readAt: string,
): string {
  if (rates.length === 0) return `In ${to}; no conversion was needed (rates read ${readAt}).`
  return `Converted to ${to} at the server’s rates: ${rates.map((r) => `${r.from}→${to} ${r.rate}`).join(', ')}, read ${readAt}.`
}

/** Figures left out of a converted total because their currency has no rate. */
export function leftOutNoRate(currencies: readonly string[], to: string): string {
  return `No ${currencies.join(', ')}→${to} rate from the server: those accounts are left out of the ${to} figures, not converted.`
}

/** A summary-bar cell that has no total in the reporting currency because a part has no rate. */
export const NO_TOTAL_NO_RATE = 'no rate'

/** The Exposure view's converted section. */
export function exposureInCurrency(to: string): string {
  return `In ${to}, across the accounts on screen`
}

/** The Exposure column of the multi-account grids. */
export const EXPOSURE_COLUMN_EXPLAINED =
  'Gross exposure: the sizes of every open position at the current price, in the account currency (net in the ' +
  'tooltip). Accounts are ordered largest first.'

/** The price alerts panel. */
export const PRICE_ALERTS_EXPLAINED =
  'A price alert adds an entry to Activity (and an OS notification if chosen under “System notifications for” ' +
  'in the profile) when the bid or ask reaches its level; it fires again only after the price has gone back past ' +
  'the level. DX Desk checks the prices every 2 seconds while connected. Alerts are kept in the profile (the Demo ' +
  'profiles keep them until the app closes).'
export const PRICE_ALERTS_NONE = 'No price alerts.'
export const PRICE_ALERT_LEVEL_HINT = 'A price such as 1.0950'
