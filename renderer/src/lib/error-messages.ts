// Turns the structured AppError from the result envelope into what a trader or support agent can act on:
// one sentence saying what happened (naming the field, parameter or account) and one saying what to do next.
import type { AppError } from '../../../shared/ipc/result'

export interface ErrorContext {
  /** What the user was doing: connecting, reading a resource, searching users, saving a profile. */
  action?: 'connect' | 'read' | 'save-profile' | 'unlock' | 'search-users'
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

const CERTIFICATE = /certificate|CERT_|self[- ]signed|SSL|TLS|UNABLE_TO_VERIFY|ERR_TLS|DEPTH_ZERO/i
const TIMEOUT = /timed? ?out|ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|did not answer/i
const REFUSED = /ECONNREFUSED|refused the connection/i
const DNS = /ENOTFOUND|EAI_AGAIN|getaddrinfo|could not resolve/i

function details(error: AppError): string {
  const parts: string[] = [`kind ${error.kind}`]
  if (error.httpStatus !== undefined) parts.push(`HTTP ${error.httpStatus}`)
  if (error.dxCode) parts.push(`DX code ${error.dxCode}`)
  if (error.parameter) parts.push(`parameter ${error.parameter}`)
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

/** A parameter named inside the server's description, e.g. "Incorrect request parameters (start-from)". */
function parameterOf(error: AppError): string | undefined {
  if (error.parameter) return error.parameter
  const m = /\(([^()]+)\)\s*$/.exec(error.description ?? '')
  return m?.[1]
}

export function explainError(error: AppError, ctx: ErrorContext = {}): ErrorExplanation {
  const base = { details: details(error), retryable: false }
  const text = `${error.message} ${error.description ?? ''}`
  const resource = ctx.resource ?? 'data'

  switch (error.kind) {
    case 'validation': {
      const parameter = parameterOf(error)
      return {
        ...base,
        title: 'Check your input',
        sentence: error.message,
        next: parameter
          ? `Correct "${parameter}" and try again; nothing was sent to the server.`
          : 'Correct the marked field and try again; nothing was sent to the server.',
        ...(parameter ? { parameter } : {}),
      }
    }
    case 'auth': {
      if (error.dxCode === '3' || ctx.action === 'connect') {
        return {
          ...base,
          title: 'Wrong username or password',
          sentence: `The server${where(ctx)} did not accept the username${ctx.username ? ` "${ctx.username}"` : ''} with this password.`,
          next: 'Check the login name, domain and password (passwords are case-sensitive), then connect again.',
        }
      }
      return {
        ...base,
        title: 'Session expired',
        sentence: 'Your session with the server has ended, so the request was not answered.',
        next: 'Connect again; your filters and layout are kept.',
      }
    }
    case 'not-found': {
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
    }
    case 'bad-request': {
      const parameter = parameterOf(error)
      if (error.dxCode === '33') {
        return {
          ...base,
          title: 'Request refused',
          sentence: `The server refused the request: ${error.description ?? error.message}.`,
          next: 'Correct the order fields named above and send again.',
          ...(parameter ? { parameter } : {}),
        }
      }
      return {
        ...base,
        title: 'Filter refused by the server',
        sentence: parameter
          ? `The server refused the value of "${parameter}" for ${resource} (${error.description ?? error.message}).`
          : `The server could not understand the ${resource} request (${error.description ?? error.message}).`,
        next: parameter
          ? `Change or clear the "${parameter}" filter, then try again.`
          : 'Reset the filters and try again.',
        ...(parameter ? { parameter } : {}),
      }
    }
    case 'network': {
      if (CERTIFICATE.test(text)) {
        return {
          ...base,
          title: 'Certificate problem',
          sentence: `The server${where(ctx)} presented a security certificate that could not be verified, so the app did not talk to it.`,
          next: 'Check the server address; if your broker uses a private certificate authority, ask your IT team to install it on this computer.',
        }
      }
      const cause = DNS.test(text)
        ? 'its name could not be found'
        : TIMEOUT.test(text)
          ? 'it did not answer in time'
          : REFUSED.test(text)
            ? 'it refused the connection'
            : undefined
      return {
        ...base,
        retryable: true,
        title: 'Server unreachable',
        sentence: cause
          ? `The server${where(ctx)} could not be reached: ${cause}.`
          : `The server${where(ctx)} could not be reached. ${error.message}`,
        next: 'Check the server address and your network connection, then try again.',
      }
    }
    case 'rate-limited': {
      const seconds = error.retryAfterMs !== undefined ? Math.ceil(error.retryAfterMs / 1000) : undefined
      return {
        ...base,
        retryable: true,
        title: 'Too many requests',
        sentence: 'The server is limiting how often this login may ask for data.',
        next: seconds
          ? `Wait ${seconds} s, then refresh.`
          : 'Wait a few seconds, then refresh; consider a slower auto-refresh.',
      }
    }
    case 'server': {
      // A 2xx here means the server answered, but with a body the API does not allow (main says what was wrong).
      const answered = error.httpStatus !== undefined && error.httpStatus < 300
      return {
        ...base,
        retryable: true,
        title: answered ? 'Unreadable answer from the server' : 'Server error',
        sentence: `Reading ${resource}${error.httpStatus && !error.message.includes('HTTP') ? ` (HTTP ${error.httpStatus})` : ''}: ${error.message}`,
        next: 'Try again in a moment; if it keeps failing, send the details below to the broker.',
      }
    }
    case 'conflict':
      return {
        ...base,
        title: 'Refused by the server',
        sentence: `The server understood the request but refused it: ${error.description ?? error.message}.`,
        next: 'Read the reason above; reload to see the current state before trying again.',
      }
    case 'precondition-failed':
      return {
        ...base,
        title: 'Changed by someone else',
        sentence: 'The account changed since it was loaded, so the server refused to apply a change made to old data.',
        next: 'Refresh to see the current state, then repeat the change if it still makes sense.',
      }
    case 'conditional-required':
      return {
        ...base,
        title: 'Request not sent safely',
        sentence: 'The server requires the version the change was based on (If-Match); nothing was changed.',
        next: 'Refresh and try again; if it repeats, report it as a bug.',
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
        sentence: error.message
          ? `Something went wrong inside the app: ${error.message}`
          : 'Something went wrong inside the app.',
        next: 'Try again; if it repeats, send the details below and the app log to support.',
      }
  }
}
