// GET|POST orders/history, single- and multi-account (docs/api-notes.md, "Paging").
//
// Paging: `page` (1-based) × `page-size` slice the matched orders, newest first by last transaction time.
// The server cap (`historyCap`, default 1000) bounds the matched set one request can reach: when more orders
// match, `nextPageTransactionTime` is the transactionTime of the first order beyond the cap (on every page
// of that query), and the client continues with `transaction-to` = that value. `page-size` above the cap is
// replaced by the cap; `limit` (PHP SDK alias) further caps the page size. The POST form takes the same
// parameters as a query string, a form-urlencoded body or a JSON object; a name given twice, in
// the URL and the body, is 400 "32".
import type { FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { ENDPOINTS, historyParams, toRoutePattern } from '@shared/api'
import { badParameter } from '../errors'
import { BodyCache } from '../http/body-cache'
import { type ApiContext, authed, pathValue } from '../http/handler'
import { readParams, timeRange } from '../http/params'
import type { RawQuery } from '../http/query'
import type { RouteDef, RouteMethod } from '../http/routing'
import { requireAccount, requireAccounts } from '../permissions'
import type { SandboxRuntime } from '../runtime'
import { type HistoryFilter, queryHistory } from '../state/history-query'
import type { AccountState, SandboxWorld } from '../state/world'
import { writeHistoryPage } from '../wire/order-json'

type HistoryParams = ReturnType<typeof parseHistoryParams>

/** A JSON body's values as query text: numbers and booleans as text, arrays as comma lists. */
function jsonBodyAsQuery(body: Record<string, unknown>): RawQuery {
  const out: RawQuery = {}
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out[key] = value
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value)
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
      out[key] = value.map(String).join(',')
    } else throw badParameter(key)
  }
  return out
}

function requestQuery(request: FastifyRequest): RawQuery {
  const query = { ...((request.query ?? {}) as RawQuery) }
  if (request.method !== 'POST' || request.body === undefined || request.body === null) return query
  if (typeof request.body !== 'object' || Array.isArray(request.body)) throw badParameter('body')
  // A form body is already RawQuery (parsed by the form parser); a JSON object needs its values as text.
  const body = request.headers['content-type']?.includes('json')
    ? jsonBodyAsQuery(request.body as Record<string, unknown>)
    : (request.body as RawQuery)
  for (const [key, value] of Object.entries(body)) {
    if (key in query) throw badParameter(key)
    query[key] = value
  }
  return query
}

function parseHistoryParams(request: FastifyRequest, single: boolean) {
  return readParams(historyParams, requestQuery(request), { notHere: single ? ['accounts', 'include-offset'] : [] })
}

type HistoryParamsCache = LRUCache<string, HistoryParams>

/**
 * The validated parameters of a GET, kept by its query text: a desk refreshing a page asks the same query
 * again and again, and validating it took a tenth of a cached answer's time (docs/performance.md, "Sandbox: cached and uncached pages").
 * Only valid queries are kept; a refused one is validated (and refused) again. The values are read, never
 * changed, by the handler.
 */
function readHistoryParams(request: FastifyRequest, single: boolean, cache: HistoryParamsCache): HistoryParams {
  if (request.method !== 'GET') return parseHistoryParams(request, single)
  const url = request.url
  const at = url.indexOf('?')
  const key = `${single ? 1 : 0}${at < 0 ? '' : url.slice(at + 1)}`
  const kept = cache.get(key)
  if (kept) return kept
  const params = parseHistoryParams(request, single)
  cache.set(key, params)
  return params
}

function filterOf(p: HistoryParams, now: number): HistoryFilter {
  const filter: HistoryFilter = {}
  if (p['in-status']) filter.statuses = new Set(p['in-status'])
  if (p['of-type']) filter.types = new Set(p['of-type'])
  if (p.side) filter.side = p.side
  if (p['for-instrument']) filter.instruments = new Set(p['for-instrument'])
  if (p['with-client-id']) filter.clientOrderIds = new Set(p['with-client-id'])
  if (p['with-order-id']) filter.orderIds = new Set(p['with-order-id'].map(Number))
  const issued = timeRange(now, p['issued-from'], p['issued-to'], p.period)
  if (issued) filter.issued = issued
  const transaction = timeRange(now, p['transaction-from'], p['transaction-to'])
  if (transaction) filter.transaction = transaction
  const completed = timeRange(now, p['completed-from'], p['completed-to'])
  if (completed) filter.completed = completed
  if (p['at-least-version'] !== undefined) filter.minVersion = p['at-least-version']
  if (p['at-most-version'] !== undefined) filter.maxVersion = p['at-most-version']
  return filter
}

/** Sets as sorted lists, so equal filters give equal keys whatever order their values came in. */
function filterKey(filter: HistoryFilter): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(filter)) {
    out[name] = value instanceof Set ? [...(value as Set<string | number>)].map(String).sort() : value
  }
  return out
}

/**
 * The answer as JSON bytes, served from the cache when nothing it depends on changed: the world (a reset
 * replaces it), each account's version, the filter with its time ranges already resolved against `now` (so
 * `period=today` moves with the clock), the page and the cap.
 */
function historyAnswer(ctx: ApiContext, bodies: BodyCache, accounts: AccountState[], p: HistoryParams): Buffer {
  const filter = filterOf(p, ctx.now)
  const cap = ctx.runtime.options.historyCap
  const pageSize = Math.min(p['page-size'] ?? cap, cap, p.limit ?? Number.POSITIVE_INFINITY)
  const page = p.page ?? 1
  const key = JSON.stringify([accounts.map((a) => [a.code, a.version]), filterKey(filter), page, pageSize, cap])
  const answer = bodies.answer(key, (into) => {
    const result = queryHistory(accounts, filter, cap, { start: (page - 1) * pageSize, size: pageSize })
    return writeHistoryPage(into, result.hits, result.nextPageTransactionTime)
  })
  if (answer.sent) ctx.reply.raw.once('finish', answer.sent)
  ctx.reply.type('application/json; charset=utf-8')
  return answer.body
}

export function historyRoutes(runtime: SandboxRuntime): RouteDef[] {
  // One cache per world: a reset replaces the world, and with it every answer.
  let cache: { world: SandboxWorld; bodies: BodyCache } | undefined
  const bodiesOf = (world: SandboxWorld): BodyCache => {
    if (cache?.world !== world) cache = { world, bodies: new BodyCache() }
    return cache.bodies
  }
  const params: HistoryParamsCache = new LRUCache({ max: 1024 })
  const methods: RouteMethod[] = ['GET', 'POST']
  return methods.flatMap((method): RouteDef[] => [
    {
      method,
      url: toRoutePattern(ENDPOINTS['orders.history'].path),
      acceptsForm: true,
      handler: authed(runtime, (ctx) => {
        const account = requireAccount(ctx.world, ctx.caller.user, pathValue(ctx.request, 'account'))
        return historyAnswer(ctx, bodiesOf(ctx.world), [account], readHistoryParams(ctx.request, true, params))
      }),
    },
    {
      method,
      url: ENDPOINTS['orders.history'].multiAccountPath,
      acceptsForm: true,
      handler: authed(runtime, (ctx) => {
        const p = readHistoryParams(ctx.request, false, params)
        const accounts = requireAccounts(ctx.world, ctx.caller.user, p.accounts)
        return historyAnswer(ctx, bodiesOf(ctx.world), accounts, p)
      }),
    },
  ])
}
