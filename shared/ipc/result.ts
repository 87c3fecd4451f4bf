// Errors cross IPC as data: ipcMain.handle rejections keep only `message`, so everything a user or the
// order-edit dialog needs travels here as facts — a closed `cause`, the HTTP status, DX code, offending
// parameter, the server's own words (cleaned and capped), a wait the server asked for. Main never writes the
// sentence a person reads: the renderer words it from `cause` and the facts with the message catalogue
// (shared/text/messages/, through renderer/src/lib/error-explanation.ts).
import { z } from 'zod'

export const ERROR_KINDS = [
  'validation', // input refused before any request (names the field or parameter)
  'auth', // 401: not logged in, session expired, wrong credentials
  'not-found', // 404 (DX code "2": not visible to you, or does not exist)
  'bad-request', // 400 "31" / "32" / "33" from the server
  'conflict', // 409: the server understood and refused (business rules, final order, immutable field)
  'precondition-failed', // 412: stale ETag, someone changed the account since we read it
  'conditional-required', // 403 "99": If-Match missing (a client bug; nothing was changed)
  'rate-limited', // 429
  'network', // connection refused/reset, DNS, TLS, timeout: the outcome of a write is unknown
  'server', // 5xx, or a response that is not what the API promises (malformed JSON, schema mismatch)
  'cancelled', // the caller aborted (a filter change replaced the request)
  'internal', // a bug on our side
] as const
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** What happened, finer than `kind`: each cause has one wording in the renderer. */
export const ERROR_CAUSES = [
  'invalid-input', // refused before sending; `reason` and `facts` say which rule was broken
  'editing-locked', // a write to an account that is not the user's own (or a read-only profile's) without its unlock; `parameter` names it
  'case-required', // a read or write of an account that is not the user's own with no support case open; `parameter` names it
  'case-not-needed', // a case opened for accounts that are all the user's own
  'unlock-one-account', // an unlock without an account while several locked accounts are on screen
  'connection-changed', // the connection a write was checked on ended or was replaced before it was sent
  'request-not-built', // our own request could not be formed (e.g. a header value): nothing was sent
  'password-needed',
  'bad-credentials', // 401 "3" answering POST /login
  'session-ended', // 401 on any other call
  'relogin-refused', // the session ended and the automatic re-login failed or was refused again
  'bad-session-token', // the login answered a token that cannot be sent back (not printable text, too long)
  'not-visible', // 404 "2": not visible to you, or does not exist
  'no-such-address', // another 404
  'bad-parameter', // 400 "32"
  'unknown-parameter', // 400 "31"
  'order-refused', // 400 "33"
  'refused', // another 4xx
  'if-match-missing', // 403 "99"
  'conflict', // 409
  'stale-version', // 412
  'rate-limited', // 429
  'redirected', // 3xx: reported, never followed
  'server-failed', // 5xx
  'unreadable-answer', // a 2xx whose body is not decodable, not JSON or not the API's shape
  'records-unreadable', // a list some of whose records do not match the API, where every record is needed
  'answer-too-large', // the body passed the byte cap; the connection was dropped
  'unexpected-status', // a 2xx other than 200 where the API answers 200 (201, 204 on a read)
  'probably-applied', // a change answered 2xx but the answer could not be read
  'connection-refused',
  'connection-cut',
  'dns',
  'timeout',
  'tls', // the server's certificate could not be verified
  'not-https', // https was asked of a server that answered plain http
  'unreachable', // no route to the host or its network
  'connection-failed', // the connection failed and the system gave no reason the app knows
  'cancelled',
  'internal',
  // Refusals and faults of main's own checks: the kind gives the heading and the next step, the cause the sentence.
  'not-connected', // a call that needs a connection, made without one
  'demo-not-started', // the bundled Demo server did not start
  'no-user-details', // the login's own user record was missing from the server's answer
  'caller-refused', // a call from a frame or page that is not the app's own window
  'unknown-request', // a call on a channel the contract does not have; `detail` names it
  'invalid-request', // a call whose payload main refused before its schema was read; `detail` says where
  'app-fault', // a handler failed in a way it did not describe (logged)
  'unexpected-output', // a handler's answer was outside the contract (logged)
  'link-refused', // a link that is not a plain https URL; `detail` is its LinkRefusal code
  'audit-unavailable', // a write not sent: its attempt line could not be written to the audit log
  'link-unknown-host', // a link to a host none of the person's profiles uses, not confirmed; `detail` names it
] as const
export type ErrorCause = (typeof ERROR_CAUSES)[number]

/**
 * Main's own refusals of what a person asked (a profile, a password, a parameter), by code: the renderer words
 * each through the catalogue with the error's `facts`; `kind` and `cause` still give the heading and next step.
 */
export const REFUSAL_REASONS = [
  'demo-profile-fixed', // a save over a built-in Demo profile
  'demo-profile-kept', // a removal of a built-in Demo profile
  'profile-limit', // facts.max: the most profiles that can be saved
  'no-such-profile', // facts.profileId
  'password-missing', // facts.profile: a connect with no password typed and none saved
  'password-refused', // the server refused the password typed for a re-login
  'password-store-refused', // facts.store: why this computer cannot keep passwords (a SecretStoreReason)
  'password-store-changed', // facts.was, facts.now: the password stores the saved file and this session use
  'password-undecryptable', // the saved password could not be decrypted (keyring reset)
  'password-damaged', // the saved password's record is damaged
  'password-other-server', // the saved password was for another server or login
  'price-alert-limit', // facts.max: the most price alerts a profile keeps
  'account-required', // a read or write of one account without its code
  'other-account-in-body', // a write whose body names another account than the one it is sent to
  'accounts-required', // a read of accounts with none chosen
  'currency-required', // facts.example: a conversion without its currency
  'day-required', // facts.example: a read for a day without the day
  'order-not-named', // a cancel without the order's code
  'group-not-named', // a group cancel without every order's code
  'version-unread', // a change of an order whose version (ETag) was never read
  'include-offset-single', // include-offset asked of a read of one account
  'not-a-parameter', // facts.parameter, facts.endpoint: a filter the endpoint does not have
  'value-refused', // RuleFacts: the rule a request schema (shared/api) found broken, as a code with its bounds
  'value-required', // facts.parameter: a value the request's address needs, left blank
  'request-invalid', // a request the schemas refused without saying which rule
  'symbol-required', // an instrument's reference asked for without naming the instrument
  'login-incomplete', // a login the schema refused without saying which rule
  'address-unreadable', // facts.address: a server address that is not a web address
  'address-not-https', // a server address of another scheme than https (or http)
  'address-extras', // a server address with a query, fragment or login
] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

/** Why a link was not handed to the OS browser (`detail` of link-refused; `facts.protocol` with not-https). */
export const LINK_REFUSALS = [
  'not-a-url',
  'too-long',
  'unsafe-characters',
  'not-https',
  'credentials',
  'no-host',
] as const
export type LinkRefusal = (typeof LINK_REFUSALS)[number]

/** Why this computer cannot keep passwords: no encryption offered, Linux's built-in key only, store not named. */
export const SECRET_STORE_REASONS = ['unavailable', 'basic-text', 'unknown'] as const
export type SecretStoreReason = (typeof SECRET_STORE_REASONS)[number]

/** The facts a message is filled with: names, codes and figures already formatted as the screen shows them. */
export const FactsSchema = z
  .record(z.string().max(40), z.union([z.string().max(400), z.number()]))
  .refine((facts) => Object.keys(facts).length <= 12, { message: 'at most 12 facts' })
export type Facts = z.infer<typeof FactsSchema>

/**
 * Which rule an input broke, as a code: a schema's finding (zod's issue codes) or the structural check main makes
 * before any schema (`payload_*`). The renderer words each; main never says it in English.
 */
export const INPUT_RULES = [
  'invalid_type', // facts.expected: the kind of value the field takes
  'too_big', // facts.maximum, facts.origin (string: characters, array: items, number: the value)
  'too_small', // facts.minimum, facts.origin
  'invalid_format', // facts.format (regex, email, url…)
  'invalid_value', // facts.options: the values it takes
  'not_multiple_of', // facts.divisor
  'unrecognized_keys', // facts.keys: the fields it does not take
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'custom', // a refinement that named no rule of its own
  // shared/api's and the profile schema's own refinements name their rule on the issue (`params.rule`, read by ruleFactsOf):
  'required', // a parameter the request needs, not given
  'exclusive_with', // facts.other: one of the two may be given, not both
  'conflicts_with', // facts.other: the parameters this one replaces (`a/b`)
  'alias_of', // facts.other: the parameter this one is another spelling of
  'range_inverted', // facts.other: the start of the range; facts.origin: number or timestamp
  'range_after_end', // facts.other: the end of the range the start is after
  // shared/ipc/profiles.ts's rule between two fields of a profile:
  'must_be_below', // facts.other: the field this one must be below
  'must_be_above', // facts.other: the field this one must be above
  'list_item_comma', // an item of a list holding a comma
  'list_item_empty', // a list with an empty item
  'list_item_too_long', // facts.maximum: the characters an item takes
  'payload_too_many_values',
  'payload_too_large',
  'payload_too_deep',
  'payload_not_plain_data',
  'payload_symbol_key',
  'payload_forbidden_key', // facts.key
  'payload_overlong_key',
] as const
export type InputRule = (typeof INPUT_RULES)[number]

/** The rules a custom issue may name in `params.rule`: zod's codes said by a refinement, and shared/api's own. */
const ISSUE_RULES: ReadonlySet<string> = new Set<InputRule>(INPUT_RULES.filter((r) => !r.startsWith('payload_')))

/** The facts of a refused input: the rule's code and its bounds, and where (`parameter`), as FactsSchema holds them. */
export const RuleFactsSchema = z.strictObject({
  rule: z.enum(INPUT_RULES),
  parameter: z.string().max(200).optional(),
  expected: z.string().max(40).optional(),
  origin: z.string().max(40).optional(),
  maximum: z.number().optional(),
  minimum: z.number().optional(),
  format: z.string().max(40).optional(),
  options: z.string().max(400).optional(),
  divisor: z.number().optional(),
  keys: z.string().max(400).optional(),
  key: z.string().max(128).optional(),
  /** The other parameter a cross-parameter rule names (or several, `a/b`). */
  other: z.string().max(200).optional(),
})
export type RuleFacts = z.infer<typeof RuleFactsSchema>

/** Why a 2xx answer could not be read (`facts.answer` of `unreadable-answer`); the renderer words each. */
export const ANSWER_PROBLEMS = [
  'undecodable', // the body's encoding could not be decoded
  'not-json', // the body is not JSON
  'not-a-list', // facts.parameter: the field that should hold the list
  'mismatch', // RuleFacts, `parameter` the path: the first rule the answer broke; facts.more: how many more
  'too-many-unreadable', // facts.count of the first facts.checked of facts.total records, and the first's RuleFacts
  'not-modified-unasked', // a 304 to a request that named no version
] as const
export type AnswerProblem = (typeof ANSWER_PROBLEMS)[number]

/** The facts of an unreadable answer: what was wrong, where, and the rule broken, as codes and bounds. */
export const AnswerFactsSchema = z.strictObject({
  ...RuleFactsSchema.partial().shape,
  answer: z.enum(ANSWER_PROBLEMS),
  more: z.number().int().nonnegative().optional(),
  count: z.number().int().nonnegative().optional(),
  checked: z.number().int().nonnegative().optional(),
  total: z.number().int().nonnegative().optional(),
})
export type AnswerFacts = z.infer<typeof AnswerFactsSchema>

/** The same facts with anything else an issue's params hold left out. */
const RuleFactsKept = z.object(RuleFactsSchema.shape)

/** A list of names as one fact, capped to what a fact holds. */
const listFact = (items: readonly unknown[]) => items.map(String).join(', ').slice(0, 400)

/** What a schema found wrong with an input, as facts (never the schema's English `message`). */
export function ruleFactsOf(issue: z.core.$ZodIssue, parameter?: string): RuleFacts {
  const where = parameter ? { parameter } : {}
  switch (issue.code) {
    case 'invalid_type':
      return { rule: issue.code, expected: String(issue.expected), ...where }
    case 'too_big':
      return { rule: issue.code, maximum: Number(issue.maximum), origin: issue.origin, ...where }
    case 'too_small':
      return { rule: issue.code, minimum: Number(issue.minimum), origin: issue.origin, ...where }
    case 'invalid_format':
      return { rule: issue.code, format: issue.format.slice(0, 40), ...where }
    case 'invalid_value':
      return { rule: issue.code, options: listFact(issue.values), ...where }
    case 'not_multiple_of':
      return { rule: issue.code, divisor: Number(issue.divisor), ...where }
    case 'unrecognized_keys':
      return { rule: issue.code, keys: listFact(issue.keys), ...where }
    case 'custom':
      return customRuleFacts(issue.params, where)
    default:
      return { rule: issue.code, ...where }
  }
}

/**
 * A refinement's rule, as it named it on the issue (`params: { rule: 'invalid_format', format: 'timestamp' }`),
 * kept only when it is one the window words; otherwise the generic `custom`.
 */
function customRuleFacts(params: unknown, where: { parameter?: string }): RuleFacts {
  const rule = typeof params === 'object' && params !== null ? (params as { rule?: unknown }).rule : undefined
  if (typeof rule !== 'string' || !ISSUE_RULES.has(rule)) return { rule: 'custom', ...where }
  const parsed = RuleFactsKept.safeParse({ ...(params as object), ...where })
  return parsed.success ? parsed.data : { rule: rule as InputRule, ...where }
}

/** Longest server text an error carries: enough for a reason, too short to flood a banner. */
export const SERVER_TEXT_MAX = 200

/** The server's words as safe plain text: control characters (CR/LF, escapes, bidi overrides) gone, capped. */
export function cleanServerText(text: string, max = SERVER_TEXT_MAX): string {
  const flat = text
    .slice(0, max * 4)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat
}

export const AppErrorSchema = z
  .object({
    kind: z.enum(ERROR_KINDS),
    cause: z.enum(ERROR_CAUSES).optional(),
    /**
     * Not for people: a short technical summary for logs and support details. The renderer words an error from
     * `kind`, `cause`, `reason` and the facts.
     */
    message: z.string(),
    httpStatus: z.number().int().optional(),
    /** DX error code from the response body (`"2"`, `"32"`, `"33"`, `"99"`…). */
    dxCode: z.string().max(64).optional(),
    /** The server's own words, cleaned and capped (cleanServerText): shown framed as the server's, as text. */
    description: z.string().max(SERVER_TEXT_MAX).optional(),
    /** Offending query parameter or body field, when known (`limit`, `limitPrice`, `orders[1].quantity`). */
    parameter: z.string().max(200).optional(),
    /** Where an answer broke the API's promise (`orders[3].side: …`), with the count of further problems. */
    detail: z.string().max(400).optional(),
    /** The socket or TLS error code of a failed connection (`ECONNREFUSED`, `CERT_HAS_EXPIRED`). */
    systemCode: z.string().max(64).optional(),
    /** Milliseconds the server asked us to wait (429 Retry-After), clamped to a day. */
    retryAfterMs: z.number().int().nonnegative().optional(),
    /** Our time limit that passed (timeouts), or the size limit of an answer (too large). */
    limitMs: z.number().int().nonnegative().optional(),
    limitBytes: z.number().int().nonnegative().optional(),
    /** For network failures on writes: the request may or may not have been applied. */
    outcomeUnknown: z.boolean().optional(),
    /** Which of main's own refusals this is; the renderer words it with `facts`. */
    reason: z.enum(REFUSAL_REASONS).optional(),
    facts: FactsSchema.optional(),
  })
  // A refused input's facts are a rule's code and bounds: checked here, so no English rides along as a "rule".
  .refine((e) => e.cause !== 'invalid-request' || e.facts === undefined || RuleFactsSchema.safeParse(e.facts).success, {
    path: ['facts'],
  })
export type AppError = z.infer<typeof AppErrorSchema>

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError }

export function resultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: AppErrorSchema }),
  ])
}

/** The AppError of a refusal; `message` is the code, for logs and support details. */
export function refusalError(reason: RefusalReason, parameter?: string, facts?: Facts): AppError {
  return {
    kind: 'validation',
    cause: 'invalid-input',
    reason,
    message: `refused: ${reason}`,
    ...(parameter ? { parameter } : {}),
    ...(facts ? { facts } : {}),
  }
}

/**
 * A query parameter or path value a shared builder refused: `value-required` for one not given, otherwise
 * `value-refused` with the rule's code and bounds.
 */
export function queryParamRefusal(parameter: string | undefined, issue: z.core.$ZodIssue): AppError {
  const facts = ruleFactsOf(issue, parameter)
  return facts.rule === 'required' && parameter
    ? refusalError('value-required', parameter, { parameter })
    : refusalError('value-refused', parameter, facts)
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = (error: AppError): Result<never> => ({ ok: false, error })

/** The structured error something thrown carries (the API client's, the shell's and the renderer's errors do). */
export function appErrorOf(thrown: unknown): AppError | undefined {
  if (typeof thrown !== 'object' || thrown === null || !('appError' in thrown)) return undefined
  const carried = (thrown as { appError: unknown }).appError
  return typeof carried === 'object' && carried !== null ? (carried as AppError) : undefined
}

/**
 * Whatever was thrown, as an AppError: main's router and shell and the renderer's queries call this at their
 * borders. An unexpected exception's own text stays out (it may hold a path or a secret): it is logged where it
 * was caught.
 */
export function toAppError(thrown: unknown): AppError {
  const carried = appErrorOf(thrown)
  if (carried) return carried
  // Read by its name, not instanceof: importing shared/api's query module would put it on the first screen.
  // Its rule crosses as facts (the issue's code and bounds); the schema's English stays behind.
  if (thrown instanceof Error && thrown.name === 'QueryParamError' && 'parameter' in thrown && 'issue' in thrown) {
    const { parameter, issue } = thrown as { parameter: unknown; issue: z.core.$ZodIssue }
    if (typeof parameter === 'string') return queryParamRefusal(parameter || undefined, issue)
  }
  if (typeof thrown === 'object' && thrown !== null && (thrown as { name?: unknown }).name === 'AbortError') {
    return { kind: 'cancelled', cause: 'cancelled', message: 'cancelled' }
  }
  return { kind: 'internal', cause: 'internal', message: 'unexpected failure inside the app' }
}
