// The account-scoped reads, each in the single-account path form
// (`/accounts/{account}/x`) and the multi-account form (`/accounts/x?accounts=a,b`; no `accounts` = every
// account the caller may see). Lists that are histories (events, transfers) are newest first; lists that are
// current state (portfolios, positions, open orders, metrics) follow account code, then opening order.
import type { z } from 'zod'
import {
  ENDPOINTS,
  toRoutePattern,
  type AccountEventListWire,
  type CashTransferListWire,
  eventsParams,
  type MetricsListWire,
  metricsParams,
  type OrderListWire,
  openOrdersParams,
  type ParamsSchema,
  type PortfolioListWire,
  portfolioParams,
  type PositionListWire,
  positionsParams,
  timestampToEpochMs,
  transfersParams,
} from '@shared/api'
import { accountsEtag } from '../http/etag'
import { type ApiContext, authed, pathValue, withEtag } from '../http/handler'
import { pageOf, readParams, timeRange } from '../http/params'
import type { RouteDef } from '../http/routing'
import { requireAccount, requireAccounts } from '../permissions'
import type { SandboxRuntime } from '../runtime'
import { accountMetrics } from '../state/metrics'
import { isFinal } from '../state/types'
import type { AccountState } from '../state/world'
import { compareText } from '../text'
import { balancesWire, portfolioWire, positionWire } from '../wire/accounts'
import { eventWire, transferWire } from '../wire/activity'
import { metricsWire } from '../wire/metrics'
import { orderWire } from '../wire/orders'

/** Parameters that only make sense without an account in the path. */
const MULTI_ONLY = ['accounts', 'include-offset']

interface ListSpec<S extends ParamsSchema> {
  /** The catalogue entry: its path templates give both URI forms. */
  endpoint: 'events' | 'portfolio' | 'positions' | 'orders.open' | 'metrics' | 'transfers'
  params: S
  etag: boolean
  build(ctx: ApiContext, accounts: AccountState[], params: z.output<S>): unknown
}

/** Both URI forms of one list endpoint. */
export function accountListRoutes<S extends ParamsSchema>(runtime: SandboxRuntime, spec: ListSpec<S>): RouteDef[] {
  const respond = (ctx: ApiContext, accounts: AccountState[], params: z.output<S>) => {
    const body = spec.build(ctx, accounts, params)
    return spec.etag ? withEtag(ctx, accountsEtag(accounts), body) : body
  }
  const def = ENDPOINTS[spec.endpoint]
  return [
    {
      method: 'GET',
      url: toRoutePattern(def.path),
      handler: authed(runtime, (ctx) => {
        const account = requireAccount(ctx.world, ctx.caller.user, pathValue(ctx.request, 'account'))
        const params = readParams(spec.params, ctx.request.query, { notHere: MULTI_ONLY })
        return respond(ctx, [account], params)
      }),
    },
    {
      method: 'GET',
      url: def.multiAccountPath,
      handler: authed(runtime, (ctx) => {
        const params = readParams(spec.params, ctx.request.query)
        const codes = (params as { accounts?: string[] }).accounts
        return respond(ctx, requireAccounts(ctx.world, ctx.caller.user, codes), params)
      }),
    },
  ]
}

const newestFirst = <T extends { time: number; account: string }>(a: T, b: T) =>
  b.time - a.time || compareText(a.account, b.account)

export function accountListsRoutes(runtime: SandboxRuntime): RouteDef[] {
  const max = runtime.options.maxLimit
  return [
    ...accountListRoutes(runtime, {
      endpoint: 'events',
      params: eventsParams,
      etag: true,
      build: ({ now }, accounts, p): AccountEventListWire => {
        const range = timeRange(now, p['from-time'] ?? p['time-from'], p['to-time'] ?? p['time-to'], p.period)
        const types = p['of-type'] && new Set<string>(p['of-type'])
        const items = accounts
          .flatMap((a) => a.events.map((e) => ({ account: a.code, time: e.time, event: e })))
          .filter(({ event }) => !types || types.has(event.eventType))
          .filter(({ time }) => !range || (time >= range.from && time <= range.to))
          .sort(newestFirst)
        return { accountEvents: pageOf(items, p['start-from'], p.limit, max).map((i) => eventWire(i.account, i.event)) }
      },
    }),
    ...accountListRoutes(runtime, {
      endpoint: 'portfolio',
      params: portfolioParams,
      etag: true,
      build: ({ world, now }, accounts, p): PortfolioListWire => {
        const from = p['last-updated-from']
        const to = p['last-updated-to']
        const lo = from === undefined ? Number.NEGATIVE_INFINITY : timestampToEpochMs(from)
        const hi = to === undefined ? now : timestampToEpochMs(to)
        const filtered = from !== undefined || to !== undefined
        const inRange = (time: number) => !filtered || (time >= lo && time <= hi)
        const portfolios = pageOf(accounts, p['start-from'], p.limit, max).map((account) =>
          portfolioWire(
            account,
            balancesWire(account),
            [...account.positions.values()]
              .filter((pos) => inRange(pos.lastUpdateTime))
              .map((pos) => positionWire(world, account, pos)),
            account.orders
              .filter((o) => !isFinal(o.status) && inRange(o.transactionTime))
              .map((o) => orderWire(account, o)),
          ),
        )
        return { portfolios }
      },
    }),
    ...accountListRoutes(runtime, {
      endpoint: 'positions',
      params: positionsParams,
      etag: true,
      build: ({ world }, accounts): PositionListWire => ({
        positions: accounts.flatMap((a) => [...a.positions.values()].map((pos) => positionWire(world, a, pos))),
      }),
    }),
    ...accountListRoutes(runtime, {
      endpoint: 'orders.open',
      params: openOrdersParams,
      etag: true,
      build: (_ctx, accounts): OrderListWire => ({
        orders: accounts.flatMap((a) => a.orders.filter((o) => !isFinal(o.status)).map((o) => orderWire(a, o, true))),
      }),
    }),
    ...accountListRoutes(runtime, {
      endpoint: 'metrics',
      params: metricsParams,
      etag: false,
      build: ({ world }, accounts, p): MetricsListWire => ({
        metrics: accounts.map((a) => metricsWire(accountMetrics(world, a), p['include-positions'] === true)),
      }),
    }),
    ...accountListRoutes(runtime, {
      endpoint: 'transfers',
      params: transfersParams,
      etag: true,
      build: ({ now }, accounts, p): CashTransferListWire => {
        const range = timeRange(now, p['time-from'], p['time-to'], p.period)
        const types = p['of-type'] && new Set<string>(p['of-type'])
        const items = accounts
          .flatMap((a) => a.transfers.map((t) => ({ account: a.code, time: t.transactionTime, transfer: t })))
          .filter(({ transfer }) => !types || transfer.cashTransactions.some((c) => types.has(c.type)))
          .filter(({ time }) => !range || (time >= range.from && time <= range.to))
          .sort(newestFirst)
        return {
          cashTransfers: pageOf(items, p['start-from'], p.limit, max).map((i) => transferWire(i.account, i.transfer)),
        }
      },
    }),
  ]
}
