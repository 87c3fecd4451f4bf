// Pieces every resource view uses: the account grouping of multi-account mode, the Account column, and
// the details drawer formatting.
import { useMemo } from 'react'
import { countOf } from '@shared/text/plural'
import type { CountedThing } from '@shared/text/messages'
import { useSession, type SelectedAccount } from '../app/session'
import type { ColumnSpec, GroupSpec } from '../components/DataTable/types'
import { formatTimestamp } from '../lib/format'
import { zoneShortLabel } from '../lib/time-zones'
import { accountCol } from './columns'
import { msg } from '@shared/text/messages'

export function accountLabel(code: string, accounts: readonly SelectedAccount[]): string {
  const a = accounts.find((x) => x.account === code)
  const owner = a?.ownerName ?? a?.owner
  return owner ? `${code} — ${owner}${a?.baseCurrency ? ` · ${a.baseCurrency}` : ''}` : code
}

/** Group by account in multi-account mode (when the user has not switched grouping off). */
export function useAccountGroup<R>(
  getAccount: ((row: R) => string) | undefined,
  enabled: boolean,
): GroupSpec<R> | undefined {
  const { accounts } = useSession()
  return useMemo(
    () =>
      enabled && getAccount ? { key: getAccount, label: (key: string) => accountLabel(key, accounts) } : undefined,
    [enabled, getAccount, accounts],
  )
}

/** The Account column is part of the table only when several accounts are on screen. */
export function withAccountColumn<R>(
  columns: readonly ColumnSpec<R>[],
  getAccount: ((row: R) => string) | undefined,
  multi: boolean,
): readonly ColumnSpec<R>[] {
  return multi && getAccount ? [accountCol(getAccount), ...columns] : columns
}

const ISO_TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

export function useFieldFormatter() {
  const { zone } = useSession()
  return (_key: string, value: unknown): string | undefined => {
    if (typeof value === 'string' && ISO_TS.test(value))
      return `${formatTimestamp(value, zone)} ${zoneShortLabel(zone)}`
    return undefined
  }
}

export function rowCountCaption(count: number, rows: CountedThing, extra?: string): string {
  return `${countOf(count, rows)}${extra ? ` · ${extra}` : ''}`
}

/** The parts every table of positions shares: a row per account and position code, counted as positions. */
export const POSITION_ROWS = {
  rowId: (p: { account: string; positionCode: string }) => `${p.account}|${p.positionCode}`,
  account: (p: { account: string }) => p.account,
  caption: (positions: readonly unknown[]) => rowCountCaption(positions.length, 'position'),
  empty: msg('columns.shared.tsx.noOpenPositions'),
}
