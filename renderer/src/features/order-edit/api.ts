// The dialog's calls through window.api. Its reads are its own (one account, unfiltered), so the ETag it
// sends as If-Match always belongs to exactly the account being edited, whatever the table was showing.
import { queryOptions } from '@tanstack/react-query'
import type { Instrument, InstrumentDetails, Order } from '@shared/api/records'
// The modules, not the barrel: the workspace imports this file, and the build groups its chunks by what the
// first screen imports (build/chunk-groups.ts), so the barrel would pull the whole dialog logic into it.
import type { FreshRead } from '@shared/domain/order-edit/triage'
import { missingTargetIds, type WatchTarget } from '@shared/domain/order-edit/watch'
import { dx, hasBridge, unwrap } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'
import { readOpenOrders } from '../../api/fresh-read'
import type { Decimal } from '@shared/api/primitives'
import { usualQuantity } from '@shared/domain/order-sanity'

/** Order history by order id: how orders that left the open orders ended (null = not found). */
export async function lookupHistory(account: string, ids: readonly number[]): Promise<Map<number, Order | null>> {
  const found = new Map<number, Order | null>()
  if (ids.length === 0) return found
  const r = await unwrap(
    dx().orders.history({ accounts: [account], params: { 'with-order-id': ids.map(String).join(',') } }),
  )
  for (const id of ids) found.set(id, r.data.orders.find((o) => o.orderId === id) ?? null)
  return found
}

/** One read of the account for the dialog: its open orders, and how the watched orders that left them ended. */
export interface AccountRead {
  fresh: FreshRead
  history: Map<number, Order | null>
}

export async function readAccount(account: string, targets: readonly WatchTarget[]): Promise<AccountRead> {
  const fresh = await readOpenOrders(account)
  const history = await lookupHistory(account, missingTargetIds(targets, fresh.orders))
  return { fresh, history }
}

/**
 * The dialog's watch: its read of the account, on opening and whenever main's account watch says the account
 * changed (the `account.changed` it sends invalidates every account read, this one too). No clock of its own: one
 * owner of freshness, so the dialog, the tables and activity hear the same change once.
 */
export const editWatchQuery = (profileId: string, account: string, targets: readonly WatchTarget[]) =>
  queryOptions({
    queryKey: queryKeys.editWatch(profileId, account, targets),
    queryFn: () => readAccount(account, targets),
    staleTime: 0,
    gcTime: 0,
  })

export interface TradingRules {
  details?: InstrumentDetails | undefined
  instrument?: Instrument | undefined
}

export const rulesQuery = (profileId: string, account: string, symbol: string) =>
  queryOptions({
    queryKey: queryKeys.editRules(profileId, account, symbol),
    queryFn: async (): Promise<TradingRules> => {
      const [details, reference] = await Promise.allSettled([
        unwrap(dx().instruments.bySymbol({ account, symbol })),
        unwrap(dx().instruments.reference({ symbol })),
      ])
      return {
        details: details.status === 'fulfilled' ? details.value.data.find((d) => d.symbol === symbol) : undefined,
        instrument:
          reference.status === 'fulfilled' ? reference.value.data.find((i) => i.symbol === symbol) : undefined,
      }
    },
    staleTime: 5 * 60_000,
  })

/** How many recent orders of the instrument set the account's usual size. */
const USUAL_SIZE_SAMPLE = 100

/** The account's usual order size for an instrument: the median quantity of its recent orders. */
export const usualSizeQuery = (profileId: string, account: string, symbol: string) =>
  queryOptions({
    queryKey: queryKeys.usualSize(profileId, account, symbol),
    queryFn: async (): Promise<Decimal | null> => {
      const r = await unwrap(
        dx().orders.history({
          accounts: [account],
          params: { 'for-instrument': [symbol], 'page-size': USUAL_SIZE_SAMPLE },
        }),
      )
      const sizes = r.data.orders.flatMap((o) => (o.legs[0]?.quantity ? [o.legs[0].quantity] : []))
      return usualQuantity(sizes) ?? null
    },
    staleTime: 5 * 60_000,
    retry: false,
  })

/**
 * Tells main whether an edit is open or still being sent: a restart into a downloaded update waits until it
 * is not. Best effort: without a bridge (a bare page) there is no updater to hold back.
 */
export function reportEditing(active: boolean): void {
  if (hasBridge())
    void dx()
      .update.editing({ active })
      .catch(() => undefined)
}

export type { Attempt, ModifyInput, ModifyOutcome } from '../../api/order-writes'
export { sendModify } from '../../api/order-writes'
