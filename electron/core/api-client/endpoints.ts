// The client's side of the shared endpoint catalogue (shared/api/endpoints.ts): request targets built from
// the shared path templates and params schemas — with input refused before any request, naming the
// parameter — and response bodies parsed with the shared record schemas. No shape or parameter is defined
// here; this file only decides how a refusal reads and which part of a body a caller gets.
import { z } from 'zod'
import {
  ENDPOINTS,
  QueryParamError,
  accountCodeProblem,
  accountReadTarget,
  buildPath,
  paramSpecsOf,
  toQueryString,
  withQuery,
  type EndpointDef,
  type EndpointId,
  type ParamsSchema,
} from '@shared/api'
import {
  queryParamRefusal,
  refusalError,
  type AnswerFacts,
  type Facts,
  type RefusalReason,
  type RuleFacts,
} from '@shared/ipc/result'
import type { UnreadableRecords } from '@shared/ipc/contract'
import { answerMismatch, DxApiError, malformedResponse, ruleAt } from './errors'

/** The account-scoped list reads: one account → `/accounts/{account}/…`, several → `/accounts/…?accounts=`. */
export type AccountListId =
  'events' | 'portfolio' | 'positions' | 'orders.open' | 'orders.history' | 'metrics' | 'transfers'
export type InstrumentsId = 'instruments.bySymbol' | 'instruments.byType' | 'instruments.query'
export type ReadId = AccountListId | InstrumentsId | 'users.get' | 'users.list'

type Def<I extends EndpointId> = (typeof ENDPOINTS)[I]

/** What a caller passes as an endpoint's query parameters (wire names, typed or raw values). */
export type ParamsInput<I extends EndpointId> =
  Def<I> extends { params: infer P extends ParamsSchema } ? z.input<P> : never

/** Account reads take the accounts as their own argument; an `accounts` key in params is ignored. */
export type AccountParams<I extends AccountListId> = Omit<NonNullable<ParamsInput<I>>, 'accounts'>

/** What a read hands back as `data`: the envelope's list; for orders/history the whole Historic Order List. */
export type ReadData<I extends ReadId> = I extends 'orders.history'
  ? z.output<Def<I>['response']>
  : Def<I> extends { response: infer R extends z.ZodType; envelope: infer E extends string }
    ? E extends keyof z.output<R>
      ? z.output<R>[E]
      : never
    : never

/** Every read answers with its data and what the API said about freshness. */
export interface ReadResult<T> {
  data: T
  /** The response's ETag, on the endpoints that carry one. */
  etag?: string
  /** True when the server answered 304 and `data` is what we already had. */
  notModified: boolean
  /** Epoch ms when the answer (or the 304 confirming the cached data) arrived. */
  fetchedAt: number
  /** Records of a list left out because they did not match the API (absent when every record was read). */
  unreadable?: UnreadableRecords
}

export interface ReadTarget {
  id: ReadId
  /** Below the base URL, percent-encoded, with the query string. */
  target: string
  /** ETag store key: resource, account set (or user), query without `accounts`. */
  cacheKey: { resource: string; scope: string[]; query: string }
}

function refusal(reason: RefusalReason, parameter?: string, facts?: Facts): never {
  throw new DxApiError(refusalError(reason, parameter, facts))
}

/**
 * Runs a shared builder and turns its refusals into `validation` errors naming the parameter, with the rule as
 * its code and bounds (the schema's English stays here).
 */
function validated<T>(build: () => T): T {
  try {
    return build()
  } catch (e) {
    if (e instanceof DxApiError) throw e
    if (e instanceof QueryParamError) throw new DxApiError(queryParamRefusal(e.parameter || undefined, e.issue))
    refusal('request-invalid')
  }
}

/**
 * An unknown key would be dropped by the shared schema and silently filter nothing; say so instead, naming the
 * endpoint by its path (a fact of the API, not the catalogue's English summary).
 */
function refuseUnknownParams(id: EndpointId, schema: ParamsSchema, params: object | undefined): void {
  if (!params) return
  const known = new Set(paramSpecsOf(schema).map((s) => s.name))
  for (const key of Object.keys(params)) {
    if (!known.has(key)) refusal('not-a-parameter', key, { parameter: key, endpoint: ENDPOINTS[id].path })
  }
}

export function checkAccount(account: string, parameter = 'account'): string {
  if (typeof account !== 'string') refusal('account-required', parameter)
  const problem = accountCodeProblem(account)
  if (problem) refusal('value-refused', parameter, { ...problem, parameter })
  return account
}

/** 1+ distinct, well-formed account codes, in the caller's order. */
export function checkAccounts(accounts: readonly string[]): string[] {
  if (!Array.isArray(accounts) || accounts.length === 0) refusal('accounts-required', 'accounts')
  const distinct = [...new Set(accounts)]
  for (const account of distinct) checkAccount(account, 'accounts')
  return distinct
}

function withoutAccounts(params: object | undefined): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...(params as Record<string, unknown> | undefined) }
  delete copy.accounts
  return copy
}

/** Target of an account-scoped list read, with the single- or multi-account form chosen by the count. */
export function accountListTarget<I extends AccountListId>(
  id: I,
  accounts: readonly string[],
  params?: AccountParams<I>,
): ReadTarget {
  const def: Def<AccountListId> = ENDPOINTS[id]
  const list = checkAccounts(accounts)
  const rest = withoutAccounts(params)
  refuseUnknownParams(id, def.params, rest)
  if (list.length === 1 && rest['include-offset'] !== undefined) {
    // The single-account path has no such parameter (the server answers 400 "31").
    refusal('include-offset-single', 'include-offset')
  }
  const target = validated(() => accountReadTarget(id, list, rest as never))
  const query = validated(() => toQueryString(def.params, rest as never))
  return { id, target, cacheKey: { resource: id, scope: list, query } }
}

/**
 * The request target of a catalogue endpoint: its path template filled (each missing or unusable value refused by
 * its own name, an account code checked as such) and its query string, both from shared/api.
 */
export function endpointTarget<I extends EndpointId>(
  id: I,
  values: Readonly<Record<string, string>>,
  params?: ParamsInput<I>,
): string {
  const def: EndpointDef = ENDPOINTS[id]
  for (const [, name = ''] of def.path.matchAll(/\{([^}]+)\}/g)) {
    const value = values[name]
    if (name === 'account') checkAccount(value as string)
    else if (typeof value !== 'string' || value.trim() === '') refusal('value-required', name, { parameter: name })
  }
  const path = validated(() => buildPath(def.path, values))
  if (!def.params || params === undefined) return path
  const schema = def.params
  refuseUnknownParams(id, schema, params)
  return withQuery(
    path,
    validated(() => toQueryString(schema, params as never)),
  )
}

export function instrumentsTarget<I extends InstrumentsId>(
  id: I,
  values: Readonly<Record<string, string>>,
  params?: ParamsInput<I>,
): ReadTarget {
  const def: Def<InstrumentsId> = ENDPOINTS[id]
  const target = endpointTarget(id, values, params ?? ({} as ParamsInput<I>))
  const query = validated(() => toQueryString(def.params, params as never))
  const scope = [values.account ?? '']
  const extra = values.symbol ?? values.type
  return {
    id,
    target,
    cacheKey: { resource: extra === undefined ? id : `${id}:${extra}`, scope, query },
  }
}

export function userTarget(username: string): ReadTarget {
  const path = endpointTarget('users.get', { username })
  return { id: 'users.get', target: path, cacheKey: { resource: 'users.get', scope: [username], query: '' } }
}

export function usersListTarget(params?: ParamsInput<'users.list'>): ReadTarget {
  const def = ENDPOINTS['users.list']
  refuseUnknownParams('users.list', def.params, params)
  const query = validated(() => toQueryString(def.params, params))
  return {
    id: 'users.list',
    target: withQuery(def.path, query),
    cacheKey: { resource: 'users.list', scope: [], query },
  }
}

/** How many problems of one answer are spelled out; the rest are counted. */
const SHOWN_ISSUES = 3
/**
 * Records a list may have left out before the whole answer is called unreadable. Each refusal costs zod an
 * issue report; past this many the list is not "a few odd records" and checking stops, so a hostile list
 * of a million broken records costs as much as a hundred.
 */
export const MAX_UNREADABLE_RECORDS = 100

function parseJson(what: string, status: number, text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new DxApiError(malformedResponse(what, { answer: 'not-json' }, status))
  }
}

function parseValue<S extends z.ZodType>(schema: S, what: string, status: number, json: unknown): z.output<S> {
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new DxApiError(malformedResponse(what, answerMismatch(parsed.error.issues), status))
  return parsed.data
}

/**
 * A 2xx body parsed with the endpoint's shared schema. Invalid JSON or a mismatch is a `server` error that
 * says where (`orders[3].legs[0].price: expected a number…`), never an exception from deep inside zod.
 */
export function parseBody<S extends z.ZodType>(schema: S, what: string, status: number, text: string): z.output<S> {
  return parseValue(schema, what, status, parseJson(what, status, text))
}

/** What a read hands back: the data, and the records left out because they did not match the API. */
export interface ReadBody<T> {
  data: T
  unreadable?: UnreadableRecords
}

interface ListParts {
  envelope: string
  /**
   * The list's record schema from shared/api, compiled by zod (`z.compile`): the same schema, checked by generated
   * code instead of zod's general interpreter (a 10,000-order page is most of a read's time). A record the
   * compiled code does not accept goes through zod's own parser, so a refusal names the field zod's parser names.
   */
  record: z.ZodType
}

const compiledLists = new Map<ReadId, ListParts | null>()

/** The envelope object and its list's record schema, for the plain `{ <envelope>: [records] , … }` answers. */
function listParts(id: ReadId): ListParts | undefined {
  let parts = compiledLists.get(id)
  if (parts === undefined) {
    const def: Def<ReadId> = ENDPOINTS[id]
    const response: z.ZodType = def.response
    const list: unknown =
      response instanceof z.ZodObject ? (response.shape as Record<string, unknown>)[def.envelope] : null
    parts = list instanceof z.ZodArray ? { envelope: def.envelope, record: z.compile(list.element as z.ZodType) } : null
    compiledLists.set(id, parts)
  }
  return parts ?? undefined
}

/**
 * A list answer keeps every record that matches the API; the others are counted and the first few named,
 * so one odd record does not take the whole table down. An envelope that is itself wrong is still an error.
 */
function parseList<I extends ReadId>(id: I, parts: ListParts, status: number, json: unknown): ReadBody<ReadData<I>> {
  const def: Def<ReadId> = ENDPOINTS[id]
  const raw = typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[parts.envelope] : undefined
  if (!Array.isArray(raw)) {
    throw new DxApiError(malformedResponse(def.summary, { answer: 'not-a-list', parameter: parts.envelope }, status))
  }
  const envelope = parseValue(def.response, def.summary, status, {
    ...(json as object),
    [parts.envelope]: [],
  }) as Record<string, unknown>
  const records: unknown[] = []
  const samples: AnswerFacts[] = []
  let firstRule: RuleFacts | undefined
  const byAccount = new Map<string, number>()
  let count = 0
  for (let i = 0; i < raw.length; i++) {
    const parsed = parts.record.safeParse(raw[i])
    if (parsed.success) {
      records.push(parsed.data)
      continue
    }
    count++
    const account = accountOf(raw[i])
    if (account !== undefined) byAccount.set(account, (byAccount.get(account) ?? 0) + 1)
    if (parsed.error.issues[0]) firstRule ??= ruleAt(parsed.error.issues[0], [parts.envelope, i])
    if (samples.length < SHOWN_ISSUES) {
      samples.push(answerMismatch(parsed.error.issues, [parts.envelope, i]))
    }
    if (count >= MAX_UNREADABLE_RECORDS) {
      const facts = { ...firstRule, answer: 'too-many-unreadable', count, checked: i + 1, total: raw.length } as const
      throw new DxApiError(malformedResponse(def.summary, facts, status))
    }
  }
  envelope[parts.envelope] = records
  const data = (id === 'orders.history' ? envelope : records) as ReadData<I>
  if (count === 0) return { data }
  const accounts = [...byAccount].map(([account, n]) => ({ account, count: n }))
  return { data, unreadable: { count, total: raw.length, samples, ...(accounts.length ? { accounts } : {}) } }
}

/** The account a refused record still names, if it names one in a readable shape. */
function accountOf(record: unknown): string | undefined {
  const account: unknown =
    typeof record === 'object' && record !== null ? (record as Record<string, unknown>).account : undefined
  return typeof account === 'string' && account.length > 0 && account.length <= 64 ? account : undefined
}

/** The part of a read's body a caller gets as `data`. */
export function readData<I extends ReadId>(id: I, status: number, text: string): ReadBody<ReadData<I>> {
  const def: Def<ReadId> = ENDPOINTS[id]
  const json = parseJson(def.summary, status, text)
  const parts = listParts(id)
  if (parts) return parseList(id, parts, status, json)
  const body = parseValue(def.response, def.summary, status, json) as Record<string, unknown>
  return { data: (id === 'orders.history' ? body : body[def.envelope]) as ReadData<I> }
}
