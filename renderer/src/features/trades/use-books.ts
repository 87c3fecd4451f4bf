// The records every figure of the Trades view, the performance figures and the statement come from: each account's
// whole ledger (every cash transfer and history order, the same read as the Balance & P/L tab, shared through
// its query key), paired once into trade rows (shared/domain/closed-trades.ts).
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import { pairTrades, type TradeRow } from '@shared/domain/closed-trades'
import type { ChannelOutput } from '@shared/ipc/contract'
import { ledgerQuery, metricsQuery } from '../../api/queries'

export type Ledger = ChannelOutput<'ledger.read'>

export interface AccountBooks {
  account: string
  ledger: Ledger | undefined
  error: Error | null
  pending: boolean
  fetching: boolean
}

/** Every account's ledger and the trade rows paired from them (all accounts, all time). */
export function useBooks(profileId: string, accounts: readonly string[]) {
  const combined = useQueries({
    queries: accounts.map((a) => ledgerQuery(profileId, a)),
    combine: combineLedgers,
  })
  const { ledgers } = combined
  // Structurally shared by the query client: a new array only when a ledger was read again.
  const rows: TradeRow[] = useMemo(() => pairTrades(ledgers.filter((l) => l !== undefined)), [ledgers])
  const books: AccountBooks[] = accounts.map((account, i) => ({
    account,
    ledger: ledgers[i],
    error: combined.errors[i] ?? null,
    pending: combined.pending[i] ?? true,
    fetching: combined.fetching[i] ?? false,
  }))
  return { books, rows, refetch: combined.refetch }
}

function combineLedgers(results: ReadonlyArray<UseQueryResult<Ledger>>) {
  return {
    ledgers: results.map((r) => r.data),
    errors: results.map((r) => r.error),
    pending: results.map((r) => r.isPending),
    fetching: results.map((r) => r.isFetching),
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  }
}

export function useMetrics(profileId: string, accounts: readonly string[]) {
  return useQuery(metricsQuery({ profileId, accounts: [...accounts] }, {}))
}
