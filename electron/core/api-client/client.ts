// The DX REST client the main process uses: one typed function per endpoint. Input is refused before any
// request (validation errors name the parameter), answers are parsed with the shared schemas, refreshes
// are conditional (If-None-Match), and every failure is a DxApiError carrying one AppError.
import { systemClock, type Clock, type Timers } from '@shared/domain/clock'
import {
  ENDPOINTS,
  InstrumentListSchema,
  OrderRequestSchema,
  OrderResultSchema,
  toWireRequest,
  type OrderGroupRequest,
  type AccountPortfolio,
  type Order,
  type OrderResponse,
  type SingleOrderRequest,
} from '@shared/api'
import {
  accountListTarget,
  endpointTarget,
  instrumentsTarget,
  parseBody,
  readData,
  userTarget,
  usersListTarget,
  type AccountListId,
  type AccountParams,
  type ParamsInput,
  type ReadData,
  type ReadId,
  type ReadResult,
  type ReadTarget,
} from './endpoints'
import {
  DxApiError,
  httpError,
  malformedResponse,
  probablyApplied,
  recordsUnreadable,
  schemaRefusal,
  toAppError,
} from './errors'
import { EtagStore } from './etag-store'
import { LastReadOrders, ordersNamed } from './last-read-orders'
import { walkLedger, type LedgerRead } from './ledger-walk'
import { createBooksReads } from './books-reads'
import { readOptional } from './optional-read'
import { createMarketData } from './market-data'
import type { ChannelLimits } from './push/channel'
import { createPushClient } from './push/push-client'
import type { PushPort } from './push/events'
import { etagAtVersion, lookAt, openPositions, ordersWithLinks, workingOrders } from './pushed-portfolio'
import { LookBasisSchema, type LookBasis, type PushedLook } from '@shared/api/pushed-look'
import { DxSession, type DxAuth } from './session'
import { Transport, type HttpResponse, type TransportOptions } from './transport'
import { refusalError, type AppError } from '@shared/ipc/result'
import type { RetryNotice } from '@shared/ipc/request-retrying'
import type { z } from 'zod'

export interface CallOptions {
  /** Aborting it cancels the request (and any wait for a retry or a throttle slot): a `cancelled` error. */
  signal?: AbortSignal
  /** Told each time a read is repeated after a transient failure (attempt, cause, when the next one starts). */
  onRetry?: ((notice: RetryNotice) => void) | undefined
  /**
   * Open orders and positions only: the version of each account's picture the account watch vouches for (push live,
   * no gap). The read is answered from the portfolio pushed at exactly that version where it maps faithfully
   * (pushed-portfolio.ts), and from the server otherwise.
   */
  pushed?: Readonly<Record<string, number>> | undefined
}

export interface DxClientOptions extends TransportOptions {
  auth: DxAuth
  /** Source of `fetchedAt` (epoch ms). Default Date. */
  clock?: Clock
  /** Keep-alive timers. Default: real, unref'd timers. */
  timers?: Timers
  /** A call found the session ended; the client is logging in again. */
  onSessionExpired?: () => void
  /** The re-login after an expiry succeeded. */
  onSessionRenewed?: () => void
  /** Reads remembered for If-None-Match (default 500; least recently used dropped first). */
  maxCachedReads?: number
  /** The push sockets' bounds and reconnect backoff (tests shorten them). */
  pushLimits?: Partial<ChannelLimits>
}

export interface ModifyOptions extends CallOptions {
  /** The ETag of the open-orders read the edit started from. Required: a modify never happens without one. */
  ifMatch: string
}

export interface ModifyResult {
  /** One per order, in request order (a single order gives one). */
  responses: OrderResponse[]
  /** The account's new ETag: good as the If-Match of a following modify. */
  etag?: string
}

export interface CancelOptions extends CallOptions {
  /** The account's open-orders ETag the cancel was decided on. Required, as for a modify. */
  ifMatch: string
}

/** A watch probe: the account's version now, and its open orders when the version moved. */
export type WatchProbe =
  | { notModified: true; etag: string; fetchedAt: number }
  | {
      notModified: false
      etag: string | undefined
      orders: ReadData<'orders.open'>
      fetchedAt: number
      /** Some records did not match the API: `orders` are the readable ones, and this says why the rest are not. */
      unreadable?: AppError
    }

type AccountReader<I extends AccountListId> = (
  accounts: readonly string[],
  params?: AccountParams<I>,
  options?: CallOptions,
) => Promise<ReadResult<ReadData<I>>>

/** The transport gave up on an answer that did arrive with a success status (too large, undecodable). */
function answeredSuccess(error: AppError): boolean {
  return error.httpStatus !== undefined && error.httpStatus >= 200 && error.httpStatus < 300
}

export function createDxClient(options: DxClientOptions) {
  const transport = new Transport(options)
  const session = new DxSession(transport, options.auth, {
    ...(options.timers ? { timers: options.timers } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.onSessionExpired ? { onSessionExpired: options.onSessionExpired } : {}),
    ...(options.onSessionRenewed ? { onSessionRenewed: options.onSessionRenewed } : {}),
  })
  const etags = new EtagStore(options.maxCachedReads)
  const clock = options.clock ?? systemClock
  const push = createPushClient({
    baseUrl: transport.baseUrl,
    tokens: { current: () => session.pushToken(), renew: (stale) => session.renewPushToken(stale) },
    clock,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.pushLimits ? { limits: options.pushLimits } : {}),
  })

  /** A GET, conditional where the endpoint carries an ETag. */
  async function read<I extends ReadId>(
    request: ReadTarget & { id: I },
    call: CallOptions,
  ): Promise<ReadResult<ReadData<I>>> {
    const def = ENDPOINTS[request.id]
    const key = EtagStore.key(request.cacheKey.resource, request.cacheKey.scope, request.cacheKey.query)
    const cached = def.etag ? etags.get(key) : undefined
    const res = await session.send({
      method: 'GET',
      path: request.target,
      headers: cached ? { 'If-None-Match': cached.etag } : {},
      category: 'data',
      retry: true,
      write: false,
      label: request.id,
      ...(call.signal ? { signal: call.signal } : {}),
      ...(call.onRetry ? { onRetry: call.onRetry } : {}),
    })
    if (res.status === 304 && cached) {
      const etag = res.headers.get('etag') ?? cached.etag
      return { data: cached.data as ReadData<I>, etag, notModified: true, fetchedAt: clock.now() }
    }
    if (res.status === 304) {
      // Only possible if the server ignored that we sent no If-None-Match (or forgot our ETag): no data to show.
      throw new DxApiError(malformedResponse(def.summary, { answer: 'not-modified-unasked' }, 304))
    }
    if (res.status !== 200) throw new DxApiError(httpError(res.status, res.text, res.headers, { now: clock.now() }))
    const { data, unreadable } = contractChecked(request.id, () => readData(request.id, res.status, res.text))
    if (unreadable) {
      options.logger?.error(
        { endpoint: request.id, unreadable: unreadable.count, total: unreadable.total, samples: unreadable.samples },
        'DX list has records that do not match the API',
      )
    }
    // A list with records left out is not remembered for If-None-Match: a 304 would hide that it is partial.
    // Its ETag still names the account's version, good as the If-Match of an edit of a readable order.
    const etag = def.etag ? (res.headers.get('etag') ?? undefined) : undefined
    if (etag !== undefined && !unreadable) etags.set(key, { etag, data, chars: res.text.length })
    return {
      data,
      ...(etag !== undefined ? { etag } : {}),
      notModified: false,
      fetchedAt: clock.now(),
      ...(unreadable ? { unreadable } : {}),
    }
  }

  /** A 2xx answer outside the API's promises is the server's bug, worth an error line for support. */
  function contractChecked<T>(endpoint: string, parse: () => T): T {
    try {
      return parse()
    } catch (e) {
      if (e instanceof DxApiError) {
        options.logger?.error({ endpoint, problem: e.appError.description }, 'DX answer does not match the API')
      }
      throw e
    }
  }

  /** Validation errors are thrown synchronously by the builders; as rejections they reach every caller alike. */
  async function build<T>(make: () => T): Promise<T> {
    return make()
  }

  function accountReader<I extends AccountListId>(id: I): AccountReader<I> {
    return async (accounts, params, call = {}) =>
      read((await build(() => accountListTarget(id, accounts, params))) as ReadTarget & { id: I }, call)
  }

  const lastRead = new LastReadOrders()
  /** Each account's open orders as last answered (read or pushed), and its last one-account ETag: links come from here. */
  const lastOpen = new Map<string, { orders: Order[]; etag: string | undefined }>()
  function noteOpen(accounts: readonly string[], orders: readonly Order[], etag: string | undefined): void {
    const by = new Map<string, Order[]>(accounts.map((a) => [a, []]))
    for (const o of orders) by.get(o.account)?.push(o)
    for (const [account, list] of by) {
      const single = accounts.length === 1 ? etag : undefined
      lastOpen.set(account, { orders: list, etag: single ?? lastOpen.get(account)?.etag })
    }
  }
  const readOpenOrders = accountReader('orders.open')
  const readPositions = accountReader('positions')

  /** The portfolios pushed at exactly the vouched versions, or null where one is not held. */
  function pushedAt(accounts: readonly string[], pushed: CallOptions['pushed']) {
    if (!pushed || accounts.length === 0) return null
    const out = []
    for (const account of accounts) {
      const portfolio = push.portfolio(account)
      if (!portfolio || portfolio.version !== pushed[account]) return null
      out.push(portfolio)
    }
    return out
  }

  /** A read with a filter the pushed portfolio cannot answer faithfully (`include-offset`); unset names do not count. */
  const filtered = (params: object | undefined) =>
    params !== undefined && Object.values(params).some((value) => value !== undefined)

  /** An answer from push: a one-account answer carries the ETag the server gives that version. */
  function pushedAnswer<T>(accounts: readonly string[], data: T, version: number): ReadResult<T> {
    const etag = accounts.length === 1 ? etagAtVersion(lastOpen.get(accounts[0] ?? '')?.etag, version) : undefined
    return { data, ...(etag !== undefined ? { etag } : {}), notModified: false, fetchedAt: clock.now() }
  }

  /** Open orders, remembered as read: the audit's "old" side of a later write (lastReadOrders). */
  const openOrders: AccountReader<'orders.open'> = async (accounts, params, call) => {
    const portfolios = filtered(params) ? null : pushedAt(accounts, call?.pushed)
    if (portfolios) {
      const mapped = portfolios.map((p) => ordersWithLinks(workingOrders(p), lastOpen.get(p.account)?.orders ?? []))
      if (mapped.every((m) => m !== null)) {
        const data = mapped.flat()
        const result = pushedAnswer(accounts, data, portfolios[0]?.version ?? 0)
        lastRead.note(data)
        noteOpen(accounts, data, result.etag)
        return result
      }
    }
    const result = await readOpenOrders(accounts, params, call)
    lastRead.note(result.data)
    noteOpen(accounts, result.data, result.etag)
    return result
  }
  const positions: AccountReader<'positions'> = async (accounts, params, call) => {
    const portfolios = filtered(params) ? null : pushedAt(accounts, call?.pushed)
    if (portfolios) return pushedAnswer(accounts, portfolios.flatMap(openPositions), portfolios[0]?.version ?? 0)
    return readPositions(accounts, params, call)
  }
  const history = accountReader('orders.history')

  function requireIfMatch(ifMatch: string | undefined): void {
    if (typeof ifMatch !== 'string' || ifMatch.trim() === '') {
      throw new DxApiError(refusalError('version-unread', 'ifMatch'))
    }
  }

  /**
   * One order write (a PUT of a modify, a DELETE of a cancel): conditional on the account version the trader
   * decided on, never retried — if the connection fails after the server applied it, a repeat would be a
   * second change. The session may send it once more only after a 401, which proves the first was not applied.
   */
  async function sendOrderWrite(
    label: 'orders.modify' | 'orders.cancel' | 'orders.cancelGroup',
    write: { method: 'PUT' | 'DELETE'; path: string; body?: string },
    options: { ifMatch: string; signal?: AbortSignal | undefined },
  ): Promise<ModifyResult> {
    let res: HttpResponse
    try {
      res = await session.send({
        method: write.method,
        path: write.path,
        headers: {
          'If-Match': options.ifMatch,
          ...(write.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(write.body !== undefined ? { body: write.body } : {}),
        category: 'trading',
        retry: false,
        write: true,
        label,
        ...(options.signal ? { signal: options.signal } : {}),
      })
    } catch (e) {
      throw answeredSuccess(toAppError(e)) ? new DxApiError(probablyApplied(toAppError(e))) : e
    }
    if (res.status < 200 || res.status >= 300) {
      throw new DxApiError(httpError(res.status, res.text, res.headers, { now: clock.now() }))
    }
    // A 2xx the API does not describe, or one whose body cannot be read: the server accepted something,
    // so the change was most likely applied — the order must be re-read, exactly as after a lost connection.
    if (res.status !== 200) {
      throw new DxApiError(probablyApplied(httpError(res.status, res.text, res.headers, { now: clock.now() })))
    }
    let result: { orderResponses: OrderResponse[] }
    try {
      result = contractChecked(label, () =>
        parseBody(OrderResultSchema, ENDPOINTS[label].summary, res.status, res.text),
      )
    } catch (e) {
      throw new DxApiError(probablyApplied(toAppError(e)))
    }
    const etag = res.headers.get('etag') ?? undefined
    return { responses: result.orderResponses, ...(etag !== undefined ? { etag } : {}) }
  }

  async function modifyOrder(
    account: string,
    request: SingleOrderRequest | OrderGroupRequest,
    modify: ModifyOptions,
  ): Promise<ModifyResult> {
    const { path, body } = await build(() => {
      requireIfMatch(modify?.ifMatch)
      const target = endpointTarget('orders.modify', { account })
      const wire = toWireRequest(request)
      // The body must be one the server can accept; checking it here keeps a typo from costing a round trip.
      const checked = OrderRequestSchema.safeParse(wire)
      if (!checked.success) {
        throw new DxApiError(schemaRefusal(checked.error.issues[0]))
      }
      return { path: target, body: JSON.stringify(wire) }
    })
    return sendOrderWrite('orders.modify', { method: 'PUT', path, body }, modify)
  }

  async function cancelOrder(account: string, orderCode: string, cancel: CancelOptions): Promise<ModifyResult> {
    const path = await build(() => {
      requireIfMatch(cancel?.ifMatch)
      if (typeof orderCode !== 'string' || orderCode.trim() === '') {
        throw new DxApiError(refusalError('order-not-named', 'orderCode'))
      }
      return endpointTarget('orders.cancel', { account, orderCode })
    })
    return sendOrderWrite('orders.cancel', { method: 'DELETE', path }, cancel)
  }

  async function cancelGroup(
    account: string,
    orderCodes: readonly string[],
    cancel: CancelOptions & { contingencyType?: 'OCO' | 'IF-THEN' },
  ): Promise<ModifyResult> {
    const path = await build(() => {
      requireIfMatch(cancel?.ifMatch)
      const codes = orderCodes.filter((c) => typeof c === 'string' && c.trim() !== '')
      if (codes.length === 0 || codes.length !== orderCodes.length) {
        throw new DxApiError(refusalError('group-not-named', 'order-codes'))
      }
      // The codes as one comma list, in group order (parent first): a literal comma between them, as every list
      // parameter is sent.
      return endpointTarget(
        'orders.cancelGroup',
        { account },
        { 'order-codes': codes, ...(cancel.contingencyType ? { 'contingency-type': cancel.contingencyType } : {}) },
      )
    })
    return sendOrderWrite('orders.cancelGroup', { method: 'DELETE', path }, cancel)
  }

  /**
   * The watch's probe of one account: open orders, conditional on the version the watch last saw (its own,
   * not the shared read cache — a table's read must not hide a change from the watch). Not retried here:
   * the watch has its own schedule and backs off on 429 by the server's Retry-After.
   */
  async function probeAccount(
    account: string,
    ifNoneMatch: string | undefined,
    call: CallOptions = {},
  ): Promise<WatchProbe> {
    const request = (await build(() => accountListTarget('orders.open', [account]))) as ReadTarget & {
      id: 'orders.open'
    }
    const res = await session.send({
      method: 'GET',
      path: request.target,
      headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {},
      category: 'data',
      retry: false,
      write: false,
      label: 'orders.open',
      ...(call.signal ? { signal: call.signal } : {}),
      ...(call.onRetry ? { onRetry: call.onRetry } : {}),
    })
    if (res.status === 304 && ifNoneMatch) {
      return { notModified: true, etag: res.headers.get('etag') ?? ifNoneMatch, fetchedAt: clock.now() }
    }
    if (res.status !== 200) throw new DxApiError(httpError(res.status, res.text, res.headers, { now: clock.now() }))
    // A list with unreadable records still gives the watch its readable orders: changes to those, and to the
    // account's events and transfers, are still told; the unreadable ones are said to be so.
    const { data: orders, unreadable } = contractChecked('orders.open', () =>
      readData('orders.open', res.status, res.text),
    )
    const etag = res.headers.get('etag') ?? undefined
    if (unreadable) {
      const partly = recordsUnreadable(ENDPOINTS['orders.open'].summary, unreadable.count, unreadable.total)
      return { notModified: false, etag, orders, fetchedAt: clock.now(), unreadable: partly }
    }
    noteOpen([account], orders, etag)
    return { notModified: false, etag, orders, fetchedAt: clock.now() }
  }

  /**
   * The watch's look at an account from push: the portfolio last pushed for it, and the orders pushed in a final
   * state since its last look (each told once). Undefined while none is held (push not live, not subscribed yet).
   */
  async function pushedPortfolio(
    account: string,
    _call: CallOptions = {},
  ): Promise<{ portfolio: AccountPortfolio; ended: Order[] } | undefined> {
    const portfolio = push.portfolio(account)
    if (!portfolio) return undefined
    return { portfolio, ended: push.takeEnded(account) }
  }

  /**
   * The watch's look at an account from push, answered here beside the held portfolio: what changed against the
   * picture `basis` names (worker/protocol.ts carries only that to main), the orders pushed in a final state since
   * the last look taken with it (each told once). Null: nothing held, nothing new, or read instead (`lookAt`).
   */
  async function pushedLook(account: string, basis: LookBasis, _call: CallOptions = {}): Promise<PushedLook | null> {
    const portfolio = push.portfolio(account)
    if (!portfolio) return null
    const ended = push.takeEnded(account)
    // A picture beyond the schema's bounds is read instead, as one that does not follow on.
    const named = LookBasisSchema.safeParse(basis)
    return named.success ? lookAt(portfolio, ended, named.data) : null
  }

  return {
    /** The session, for the shell's keep-alive and state (the token itself is never exposed). */
    session,
    baseUrl: transport.baseUrl,

    /** Logs in now (lazily done by the first call otherwise). Takes `{ signal }`, or a bare signal as connecting passes it. */
    login: (call: CallOptions | AbortSignal = {}): Promise<void> =>
      session.login(call instanceof AbortSignal ? call : call.signal),
    ping: (call: CallOptions = {}): Promise<{ timeoutMs?: number }> => session.ping(call.signal),
    /** Ends the session on the server (best effort, never throws) and forgets cached reads. */
    async logout(): Promise<void> {
      push.stop()
      await session.logout()
      etags.clear()
      lastRead.clear()
      lastOpen.clear()
    },
    startKeepAlive: (): void => session.startKeepAlive(),
    stopKeepAlive: (): void => session.stopKeepAlive(),
    /** The Push API beside REST: which accounts to keep subscribed, and what the sockets say. */
    push: push as PushPort,
    pushedPortfolio,
    pushedLook,

    /** `users/{me}`: the user (`login@domain`, or a bare login) and their accounts. */
    async getUser(username: string, call: CallOptions = {}): Promise<ReadResult<ReadData<'users.get'>>> {
      return read((await build(() => userTarget(username))) as ReadTarget & { id: 'users.get' }, call)
    },
    async listUsers(
      params?: ParamsInput<'users.list'>,
      call: CallOptions = {},
    ): Promise<ReadResult<ReadData<'users.list'>>> {
      return read((await build(() => usersListTarget(params))) as ReadTarget & { id: 'users.list' }, call)
    },

    async instrumentsBySymbol(
      account: string,
      symbol: string,
      params?: ParamsInput<'instruments.bySymbol'>,
      call: CallOptions = {},
    ): Promise<ReadResult<ReadData<'instruments.bySymbol'>>> {
      const target = await build(() => instrumentsTarget('instruments.bySymbol', { account, symbol }, params))
      return read(target as ReadTarget & { id: 'instruments.bySymbol' }, call)
    },
    async instrumentsByType(
      account: string,
      type: string,
      params?: ParamsInput<'instruments.byType'>,
      call: CallOptions = {},
    ): Promise<ReadResult<ReadData<'instruments.byType'>>> {
      const target = await build(() => instrumentsTarget('instruments.byType', { account, type }, params))
      return read(target as ReadTarget & { id: 'instruments.byType' }, call)
    },
    async instrumentsQuery(
      account: string,
      params?: ParamsInput<'instruments.query'>,
      call: CallOptions = {},
    ): Promise<ReadResult<ReadData<'instruments.query'>>> {
      const target = await build(() => instrumentsTarget('instruments.query', { account }, params))
      return read(target as ReadTarget & { id: 'instruments.query' }, call)
    },

    /**
     * The global instrument reference of one symbol (price increment, lot size, multiplier), outside the
     * account-scoped catalogue. A server without the endpoint (404) yields an empty list: the order dialog then
     * says the price grid could not be checked and the server decides.
     */
    async instrumentReference(
      symbol: string,
      call: CallOptions = {},
    ): Promise<ReadResult<z.output<typeof InstrumentListSchema>['instruments']>> {
      const path = await build(() => {
        if (typeof symbol !== 'string' || symbol.trim() === '') {
          throw new DxApiError(refusalError('symbol-required', 'symbol'))
        }
        return endpointTarget('instruments.reference', { symbol })
      })
      const { text, status, fetchedAt } = await readOptional(
        session,
        clock,
        { path, label: 'instruments.reference' },
        call,
      )
      if (text === undefined) return { data: [], notModified: false, fetchedAt }
      const body = contractChecked('instruments.reference', () =>
        parseBody(InstrumentListSchema, 'the instrument reference', status, text),
      )
      return { data: body.instruments, notModified: false, fetchedAt }
    },

    events: accountReader('events'),
    portfolio: accountReader('portfolio'),
    positions,
    openOrders,
    history,
    metrics: accountReader('metrics'),
    transfers: accountReader('transfers'),

    modifyOrder,
    cancelOrder,
    cancelGroup,
    probeAccount,

    /** Every transfer and every history order of one account, walked here page by page (ledger-walk.ts). */
    ledger: (account: string, call: CallOptions = {}): Promise<LedgerRead> =>
      walkLedger({ transfers: accountReader('transfers'), history }, account, call.signal, call.onRetry),

    /**
     * The orders of one account a write names (by order code or client order id), as open-orders reads of this
     * client last showed them; an order never read is absent. A few records, whatever the size of the reads.
     */
    async lastReadOrders(account: string, codes: readonly string[]): Promise<Order[]> {
      return codes.flatMap((code) => {
        const order = lastRead.find(account, code)
        return order ? [order] : []
      })
    },
    /**
     * A fresh read of one account's open orders (remembered as any read is), answering only with the orders the
     * codes name: what a write whose answer never came left open, and as what.
     */
    async rereadOrders(account: string, codes: readonly string[], call: CallOptions = {}): Promise<Order[]> {
      const fresh = await openOrders([account], undefined, call)
      return ordersNamed(fresh.data, codes)
    },

    /** POST /marketdata: `quotes(symbols)` and `candles({ symbol, candleType, fromTime, toTime })`. */
    marketData: createMarketData(session, clock),
    /** GET /conversionRates and /accounts/eodmetrics/{date}. */
    ...createBooksReads(session, clock),
  }
}

export type DxClient = ReturnType<typeof createDxClient>
