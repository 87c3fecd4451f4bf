// The catalogue of endpoints (account reads, instruments, auth, users and order writes): method, path templates,
// params/body/response schemas, envelope key and whether the response carries an ETag. ETag decisions
// (docs/api-notes.md, "ETags"): yes for events, portfolio, positions, open orders, transfers, modify and the
// single-user GET; no for metrics (documented), history and instruments (assumed: SDKs never send If-None-Match there),
// the user list (a collection) and cancel (documented).
import { z } from 'zod'
import {
  cancelGroupParams,
  eventsParams,
  historyParams,
  instrumentsPathParams,
  instrumentsQueryParams,
  metricsParams,
  openOrdersParams,
  portfolioParams,
  positionsParams,
  QueryParamError,
  toQueryString,
  transfersParams,
  usersParams,
  type ParamsSchema,
} from './params'
import {
  AccountEventListSchema,
  CashTransferListSchema,
  HistoricOrderListSchema,
  InstrumentDetailsListSchema,
  InstrumentListSchema,
  MetricsListSchema,
  OrderListSchema,
  PortfolioListSchema,
  PositionListSchema,
  UserDetailsListSchema,
} from './records'
import { MarketDataListSchema, MarketDataRequestSchema } from './market-data'
import { ConversionRateListSchema, EodMetricsListSchema } from './books'
import {
  LoginRequestSchema,
  OrderRequestSchema,
  OrderResultSchema,
  SessionTokenSchema,
  SsoLoginRequestSchema,
} from './requests'

/** Every path below is relative to `https://{host}/dxsca-web`; the sandbox mounts its routes here. */
export const API_PREFIX = '/dxsca-web'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface EndpointDef {
  readonly id: string
  readonly summary: string
  /** The first method is the one our client uses. */
  readonly methods: readonly HttpMethod[]
  /** Single-account (or only) form. */
  readonly path: string
  /** `?accounts=` form, where the endpoint has one. */
  readonly multiAccountPath?: string
  readonly params?: ParamsSchema
  readonly body?: z.ZodType
  /** The whole response body (the envelope for lists). */
  readonly response: z.ZodType
  /** The key of the envelope's list. */
  readonly envelope?: string
  readonly etag: boolean
  /** PUT/DELETE must carry `If-Match` (403 "99" without, 412 when stale). */
  readonly ifMatch: boolean
  /** False only for the login calls. */
  readonly authenticated: boolean
}

const NoBody = z.unknown()

/** One symbol's or one type's account-specific instrument details: the same read, two paths. */
const instrumentDetailsRead = {
  params: instrumentsPathParams,
  response: InstrumentDetailsListSchema,
  envelope: 'instrumentDetails',
  etag: false,
  ifMatch: false,
  authenticated: true,
} as const

export const ENDPOINTS = {
  'auth.login': {
    id: 'auth.login',
    summary: 'Create a session token from username, domain and password',
    methods: ['POST'],
    path: '/login',
    body: LoginRequestSchema,
    response: SessionTokenSchema,
    etag: false,
    ifMatch: false,
    authenticated: false,
  },
  'auth.loginByToken': {
    id: 'auth.loginByToken',
    summary: 'Create a session token from a single-sign-on token',
    methods: ['POST'],
    path: '/loginByToken',
    body: SsoLoginRequestSchema,
    response: SessionTokenSchema,
    etag: false,
    ifMatch: false,
    authenticated: false,
  },
  'auth.ping': {
    id: 'auth.ping',
    summary: 'Keep the session alive',
    methods: ['POST'],
    path: '/ping',
    response: SessionTokenSchema,
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
  'auth.logout': {
    id: 'auth.logout',
    summary: 'End the session',
    methods: ['POST'],
    path: '/logout',
    // No documented body; clients ignore whatever comes back.
    response: NoBody,
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
  'users.get': {
    id: 'users.get',
    summary: 'One user and their accounts',
    methods: ['GET'],
    path: '/users/{username}',
    response: UserDetailsListSchema,
    envelope: 'userDetails',
    etag: true,
    ifMatch: false,
    authenticated: true,
  },
  'users.list': {
    id: 'users.list',
    summary: 'Users visible to the caller',
    methods: ['GET'],
    path: '/users',
    params: usersParams,
    response: UserDetailsListSchema,
    envelope: 'userDetails',
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
  'instruments.bySymbol': {
    id: 'instruments.bySymbol',
    summary: 'Account-specific details of one symbol',
    methods: ['GET'],
    path: '/accounts/{account}/instruments/{symbol}',
    ...instrumentDetailsRead,
  },
  'instruments.byType': {
    id: 'instruments.byType',
    summary: 'Account-specific details of every instrument of a type',
    methods: ['GET'],
    path: '/accounts/{account}/instruments/type/{type}',
    ...instrumentDetailsRead,
  },
  'instruments.query': {
    id: 'instruments.query',
    summary: 'Search instruments by symbol and type',
    methods: ['GET'],
    path: '/accounts/{account}/instruments/query',
    params: instrumentsQueryParams,
    response: InstrumentDetailsListSchema,
    envelope: 'instrumentDetails',
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
  'instruments.reference': {
    id: 'instruments.reference',
    summary: 'Reference data of one symbol, outside any account',
    methods: ['GET'],
    path: '/instruments/{symbol}',
    params: instrumentsPathParams,
    response: InstrumentListSchema,
    envelope: 'instruments',
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
  events: {
    id: 'events',
    summary: 'Margin calls and liquidations',
    methods: ['GET'],
    path: '/accounts/{account}/events',
    multiAccountPath: '/accounts/events',
    params: eventsParams,
    response: AccountEventListSchema,
    envelope: 'accountEvents',
    etag: true,
    ifMatch: false,
    authenticated: true,
  },
  portfolio: {
    id: 'portfolio',
    summary: 'Balances, open positions and working orders',
    methods: ['GET'],
    path: '/accounts/{account}/portfolio',
    multiAccountPath: '/accounts/portfolio',
    params: portfolioParams,
    response: PortfolioListSchema,
    envelope: 'portfolios',
    etag: true,
    ifMatch: false,
    authenticated: true,
  },
  positions: {
    id: 'positions',
    summary: 'Open positions',
    methods: ['GET'],
    path: '/accounts/{account}/positions',
    multiAccountPath: '/accounts/positions',
    params: positionsParams,
    response: PositionListSchema,
    envelope: 'positions',
    etag: true,
    ifMatch: false,
    authenticated: true,
  },
  'orders.open': {
    id: 'orders.open',
    summary: 'Working orders, with group links; its ETag is what a modify or cancel sends as If-Match',
    methods: ['GET'],
    path: '/accounts/{account}/orders',
    multiAccountPath: '/accounts/orders',
    params: openOrdersParams,
    response: OrderListSchema,
    envelope: 'orders',
    etag: true,
    ifMatch: false,
    authenticated: true,
  },
  'orders.history': {
    id: 'orders.history',
    summary: 'Orders in any state',
    // POST carries the same parameters form-encoded, for filters too long for a URL (docs/api-notes.md, "Paging").
    methods: ['GET', 'POST'],
    path: '/accounts/{account}/orders/history',
    multiAccountPath: '/accounts/orders/history',
    params: historyParams,
    response: HistoricOrderListSchema,
    envelope: 'orders',
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
  metrics: {
    id: 'metrics',
    summary: 'Equity, margin and profit/loss now',
    methods: ['GET'],
    path: '/accounts/{account}/metrics',
    multiAccountPath: '/accounts/metrics',
    params: metricsParams,
    response: MetricsListSchema,
    envelope: 'metrics',
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
  transfers: {
    id: 'transfers',
    summary: 'Deposits, withdrawals, commissions and other cash movements',
    methods: ['GET'],
    path: '/accounts/{account}/transfers',
    multiAccountPath: '/accounts/transfers',
    params: transfersParams,
    response: CashTransferListSchema,
    envelope: 'cashTransfers',
    etag: true,
    ifMatch: false,
    authenticated: true,
  },
  'orders.place': {
    id: 'orders.place',
    summary: 'Place an order or an order group',
    methods: ['POST'],
    path: '/accounts/{account}/orders',
    body: OrderRequestSchema,
    response: OrderResultSchema,
    envelope: 'orderResponses',
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
  'orders.modify': {
    id: 'orders.modify',
    summary: 'Replace an order or an order group (the whole request, not a patch)',
    methods: ['PUT'],
    path: '/accounts/{account}/orders',
    body: OrderRequestSchema,
    response: OrderResultSchema,
    envelope: 'orderResponses',
    etag: true,
    ifMatch: true,
    authenticated: true,
  },
  'orders.cancel': {
    id: 'orders.cancel',
    summary: 'Cancel one order by client order id or action code',
    methods: ['DELETE'],
    path: '/accounts/{account}/orders/{orderCode}',
    response: OrderResultSchema,
    envelope: 'orderResponses',
    etag: false,
    ifMatch: true,
    authenticated: true,
  },
  'orders.cancelGroup': {
    id: 'orders.cancelGroup',
    summary: 'Cancel an order group',
    methods: ['DELETE'],
    path: '/accounts/{account}/orders/group',
    params: cancelGroupParams,
    response: OrderResultSchema,
    envelope: 'orderResponses',
    etag: false,
    ifMatch: true,
    authenticated: true,
  },
  marketData: {
    id: 'marketData',
    summary: 'Quote snapshots or historical candles for symbols',
    methods: ['POST'],
    path: '/marketdata',
    body: MarketDataRequestSchema,
    response: MarketDataListSchema,
    envelope: 'events',
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
  conversionRates: {
    id: 'conversionRates',
    summary: 'Currency conversion rates into one currency',
    methods: ['GET'],
    path: '/conversionRates',
    response: ConversionRateListSchema,
    envelope: 'conversionRates',
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
  'metrics.eod': {
    id: 'metrics.eod',
    summary: 'Balance, open P/L and equity of accounts at the end of a UTC day',
    methods: ['GET', 'POST'],
    path: '/accounts/eodmetrics/{date}',
    response: EodMetricsListSchema,
    envelope: 'eodMetrics',
    etag: false,
    ifMatch: false,
    authenticated: true,
  },
} as const satisfies Record<string, EndpointDef>

export type EndpointId = keyof typeof ENDPOINTS
export type Endpoint<I extends EndpointId> = (typeof ENDPOINTS)[I]

// ---------------------------------------------------------------------------------------------------
// Paths

/** The `{names}` of a path template, as a union type. */
export type PathParamNames<T extends string> = T extends `${string}{${infer P}}${infer Rest}`
  ? P | PathParamNames<Rest>
  : never

export type PathValues<T extends string> = { readonly [K in PathParamNames<T>]: string }

/**
 * Percent-encodes one path value: `default:1001` → `default%3A1001`, `EUR/USD` → `EUR%2FUSD`,
 * `trader@default` → `trader%40default`. `.` and `..` are refused: URL parsers resolve them away even
 * percent-encoded (`%2E%2E` is a double-dot segment per the WHATWG URL standard), so no encoding is safe.
 */
export function encodePathSegment(value: string): string {
  if (value === '.' || value === '..') throw new Error(`${JSON.stringify(value)} cannot be sent as a path segment`)
  return encodeURIComponent(value)
}

/**
 * Fills a template such as `/accounts/{account}/orders`; every value must be present and not blank. A value that
 * cannot be sent throws a QueryParamError naming it.
 */
export function buildPath<T extends string>(template: T, values: PathValues<T>): string {
  const lookup = values as Readonly<Record<string, string | undefined>>
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = lookup[name]
    if (typeof value !== 'string' || value.trim() === '') {
      throw new QueryParamError(name, {
        code: 'custom',
        path: [name],
        params: { rule: 'required' },
        message: `${name} is required`,
        input: value,
      })
    }
    try {
      return encodePathSegment(value)
    } catch (e) {
      throw new QueryParamError(name, {
        code: 'invalid_format',
        format: 'path-segment',
        path: [name],
        message: e instanceof Error ? e.message : `${name} cannot be sent in a path`,
        input: value,
      })
    }
  })
}

/** A template as a fastify/find-my-way route: `/accounts/{account}/orders` → `/accounts/:account/orders`. */
export function toRoutePattern(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ':$1')
}

/** Path plus query string (with `?` only when there is a query). */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path
}

type ParamsOf<D> = D extends { params: infer P extends ParamsSchema } ? z.input<P> : never

/**
 * The request target of an account-scoped list read: one account → the single-account path (without an
 * `accounts` parameter); several → the multi-account path with `accounts` in the query.
 */
export function accountReadTarget<I extends EndpointId>(
  id: I,
  accounts: readonly string[],
  params?: ParamsOf<Endpoint<I>>,
): string {
  const def: EndpointDef = ENDPOINTS[id]
  if (!def.params) throw new Error(`${id} takes no query parameters`)
  const values: Record<string, unknown> = { ...(params as Record<string, unknown> | undefined) }
  const [only] = accounts
  if (accounts.length === 1 && only !== undefined && def.path.includes('{account}')) {
    delete values.accounts
    return withQuery(buildPath(def.path, { account: only }), toQueryString(def.params, values))
  }
  if (!def.multiAccountPath) throw new Error(`${id} has no multi-account form`)
  if (accounts.length > 0) values.accounts = [...accounts]
  return withQuery(def.multiAccountPath, toQueryString(def.params, values))
}
