// One queryOptions factory per resource; their keys come from ./query-keys. The previous page stays on screen
// while the next one loads.
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'
import type { ChannelOutput, ChannelRequest } from '@shared/ipc/contract'
import type { InvokeChannel } from '@shared/ipc/channels'
import type { Result } from '@shared/ipc/result'
import type { Order, Position } from '@shared/api/records'
import { cancellable, dx, type RequestHooks } from './bridge'
import { partReader, type PartReader } from './changed-accounts'
import { queryKeys, type Scope } from './query-keys'
import { readEnded, readStarted } from './read-retries'
import { takeServerAsk } from './server-asks'

export type { Params, Scope } from './query-keys'

/**
 * The query parameters a channel accepts, typed from the endpoint's schema in shared/api: a misspelt name or a
 * value of the wrong type does not compile.
 */
export type ParamsOf<C extends InvokeChannel> = ChannelRequest<C> extends { params?: infer P } ? NonNullable<P> : never

export interface ReadOptions {
  refetchInterval?: number | false
}

type AccountReadChannel =
  | 'positions.list'
  | 'orders.open'
  | 'orders.history'
  | 'portfolio.list'
  | 'metrics.list'
  | 'transfers.list'
  | 'events.list'

/** The reads main may answer from push; the others always read the server. */
const PUSHABLE: ReadonlySet<AccountReadChannel> = new Set(['positions.list', 'orders.open'])

const retryHooks = (queryKey: QueryKey): RequestHooks => ({
  started: (requestId) => readStarted(queryKey, requestId),
  ended: (requestId) => readEnded(queryKey, requestId),
})

function accountRead<C extends AccountReadChannel>(
  channel: C,
  call: (input: ChannelRequest<C>) => Promise<Result<ChannelOutput<C>>>,
  inPart?: PartReader<ChannelOutput<C>>,
) {
  return (scope: Scope, params: ParamsOf<C>, options: ReadOptions = {}) =>
    queryOptions({
      queryKey: queryKeys.accountRead(scope, channel, params),
      queryFn: async ({ signal, queryKey, client }) => {
        const fromServer = takeServerAsk(queryKey) && PUSHABLE.has(channel)
        const read = (accounts: readonly string[]) =>
          cancellable(
            signal,
            (requestId) =>
              // Every account read takes the same envelope; only its params differ, and those are typed above.
              call({
                accounts: [...accounts],
                params,
                requestId,
                ...(fromServer ? { fromServer: true } : {}),
              } as ChannelRequest<C>),
            retryHooks(queryKey),
          )
        const part = fromServer ? undefined : inPart?.take(client, queryKey, scope.accounts)
        if (!part) return read(scope.accounts)
        try {
          return part.merge(await read(part.accounts))
        } catch (error) {
          part.unread()
          throw error
        }
      },
      placeholderData: keepPreviousData,
      refetchInterval: options.refetchInterval ?? false,
      enabled: scope.accounts.length > 0,
    })
}

// After an account's change, the tables push keeps current read that account's rows alone (./changed-accounts).
export const positionsQuery = accountRead('positions.list', (i) => dx().positions.list(i), partReader<Position>())
export const openOrdersQuery = accountRead('orders.open', (i) => dx().orders.open(i), partReader<Order>())
export const historyQuery = accountRead('orders.history', (i) => dx().orders.history(i))
export const portfolioQuery = accountRead('portfolio.list', (i) => dx().portfolio.list(i))
/** The summary bar's and the exposure view's metrics read: with positions, one cache entry for both. */
export const SUMMARY_PARAMS = { 'include-positions': true }
export const metricsQuery = accountRead('metrics.list', (i) => dx().metrics.list(i))
export const transfersQuery = accountRead('transfers.list', (i) => dx().transfers.list(i))
export const eventsQuery = accountRead('events.list', (i) => dx().events.list(i))

export const instrumentsQuery = (
  scope: { profileId: string; account: string },
  params: ParamsOf<'instruments.query'>,
  options: ReadOptions & { enabled?: boolean } = {},
) =>
  queryOptions({
    queryKey: queryKeys.instruments(scope.profileId, scope.account, params),
    queryFn: ({ signal }) =>
      cancellable(signal, (requestId) => dx().instruments.query({ account: scope.account, params, requestId })),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
  })

export const instrumentDetailQuery = (scope: { profileId: string; account: string }, symbol: string) =>
  queryOptions({
    queryKey: queryKeys.instrumentDetail(scope.profileId, scope.account, symbol),
    queryFn: ({ signal }) =>
      cancellable(signal, (requestId) => dx().instruments.bySymbol({ account: scope.account, symbol, requestId })),
    staleTime: 60_000,
  })

export const usersQuery = (profileId: string, params: ParamsOf<'users.list'>, enabled = true) =>
  queryOptions({
    queryKey: queryKeys.users(profileId, params),
    queryFn: ({ signal }) => cancellable(signal, (requestId) => dx().users.list({ params, requestId })),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  })

export const meQuery = (profileId: string) =>
  queryOptions({
    queryKey: queryKeys.me(profileId),
    queryFn: () => cancellable(undefined, () => dx().users.me({})),
    staleTime: 60_000,
  })

/**
 * The global instrument reference (price increment, pip size, lot size, trading hours). `*` asks for every
 * instrument; it changes rarely, so it is kept for the session. A server without the endpoint answers empty.
 */
export const instrumentReferenceQuery = (profileId: string, symbol = '*') =>
  queryOptions({
    queryKey: queryKeys.instrumentReference(profileId, symbol),
    queryFn: ({ signal }) => cancellable(signal, (requestId) => dx().instruments.reference({ symbol, requestId })),
    staleTime: 30 * 60_000,
    retry: false,
  })

/**
 * One account's whole ledger (every transfer and history order), for Trades and Balance & P/L: one key, so both views
 * share the read, and its repeats after a transient failure are told like every account read's.
 */
export function ledgerQuery(profileId: string, account: string) {
  return queryOptions({
    queryKey: queryKeys.ledger(profileId, account),
    queryFn: ({ signal, queryKey }) =>
      cancellable(signal, (requestId) => dx().ledger.read({ account, requestId }), retryHooks(queryKey)),
    staleTime: 60_000,
    retry: false,
  })
}
