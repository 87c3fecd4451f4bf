// The end-of-day equity curve: one /accounts/eodmetrics/{date} read per UTC day of the period (every account in
// one request), the last EOD_DAYS days at most, summed per currency by day. Days already closed do not change,
// so they are read once per session.
import { useQueries } from '@tanstack/react-query'
import Big from 'big.js'
import { useMemo } from 'react'
import type { EodMetrics } from '@shared/api/books'
import type { Period } from '@shared/domain/account-ledger'
import { cancellable, dx } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'

/** At most this many days are read: a month's curve, one request a day. */
export const EOD_DAYS = 31
const DAY_MS = 86_400_000

export interface EodPoint {
  day: string
  equity: string
  balance: string
  accounts: number
}

/** The UTC days of the period that have begun, the latest EOD_DAYS of them. */
export function eodDays(period: Period, now: number): string[] {
  const end = Math.min(period.to, now)
  const first = Math.max(period.from, end - (EOD_DAYS - 1) * DAY_MS)
  const days: string[] = []
  for (let t = Date.UTC(...ymd(first)); t <= end; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10))
  return days.slice(-EOD_DAYS)
}

function ymd(ms: number): [number, number, number] {
  const d = new Date(ms)
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()]
}

export function useEodCurve(profileId: string, accounts: readonly string[], period: Period, now: number) {
  const days = useMemo(() => eodDays(period, now), [period, now])
  const results = useQueries({
    queries: days.map((day) => ({
      queryKey: queryKeys.eodMetrics(profileId, accounts, day),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        cancellable(signal, (requestId) => dx().books.eodMetrics({ date: day, accounts: [...accounts], requestId })),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      enabled: accounts.length > 0,
    })),
    combine: (rs) => ({
      data: rs.map((r) => r.data?.data),
      pending: rs.some((r) => r.isPending),
      error: rs.find((r) => r.error)?.error ?? null,
    }),
  })
  const curves = useMemo(() => {
    const byCurrency = new Map<string, EodPoint[]>()
    days.forEach((day, i) => {
      const rows: readonly EodMetrics[] = results.data[i] ?? []
      const groups = new Map<string, EodMetrics[]>()
      for (const r of rows) groups.set(r.currency, [...(groups.get(r.currency) ?? []), r])
      for (const [currency, group] of groups) {
        const sum = (key: 'equity' | 'balance') => group.reduce((s, r) => s.plus(r[key]), new Big(0)).toFixed()
        byCurrency.set(currency, [
          ...(byCurrency.get(currency) ?? []),
          { day, equity: sum('equity'), balance: sum('balance'), accounts: group.length },
        ])
      }
    })
    return byCurrency
  }, [days, results.data])
  return { curves, pending: results.pending, error: results.error, days: days.length }
}
