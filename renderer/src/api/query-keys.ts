// The one place query keys are built. Reads of the DX server are hierarchical — `dx`, profile, resource, then
// the accounts and the rest — so a disconnect drops every profile's data, switching profile can never show
// another profile's cache, and a change of one account refreshes exactly the reads that cover it. A key whose
// fourth part is an account list is an account read (`accountsOf`); per-symbol reference reads name their
// account as a plain string instead, so an account's change leaves them alone.
import type { AuditFilter } from '@shared/ipc/audit'

export interface Scope {
  profileId: string
  accounts: readonly string[]
}

export type Params = Readonly<Record<string, unknown>>

export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  profiles: ['profiles'] as const,
  /** Main's session: the renderer's one copy of who is connected (see app/App.tsx). */
  session: ['session', 'current'] as const,
  auditList: (filter: AuditFilter) => ['audit', 'list', filter] as const,
  /** An opened snapshot file as main verified it (not a DX read: it survives a disconnect). */
  snapshot: (id: string) => ['snapshot', id] as const,

  /** Every DX read, of every profile. */
  dx: ['dx'] as const,
  profile: (profileId: string) => ['dx', profileId] as const,
  /** Every read of one resource of a profile (a prefix, to find them in the cache). */
  resourceReads: (profileId: string, resource: string) => ['dx', profileId, resource] as const,
  /** A read of one or more accounts, refreshed when one of them changes. */
  accountRead: (scope: Scope, resource: string, params: Params) =>
    ['dx', scope.profileId, resource, [...scope.accounts], params] as const,
  /** The order-edit dialog's own read of its account (open orders with their ETag), for the orders it edits. */
  editWatch: (profileId: string, account: string, orders: readonly { key: string; orderId: number }[]) =>
    ['dx', profileId, 'order-edit.watch', [account], orders] as const,

  instruments: (profileId: string, account: string, params: Params) =>
    ['dx', profileId, 'instruments.query', account, params] as const,
  instrumentDetail: (profileId: string, account: string, symbol: string) =>
    ['dx', profileId, 'instruments.bySymbol', account, symbol] as const,
  instrumentReference: (profileId: string, symbol: string) =>
    ['dx', profileId, 'instruments.reference', symbol] as const,
  users: (profileId: string, params: Params) => ['dx', profileId, 'users.list', params] as const,
  me: (profileId: string) => ['dx', profileId, 'users.me'] as const,
  /** One of the user's own accounts' status, read again whenever the live watch reports the account changed. */
  accountStatus: (profileId: string, account: string) => ['dx', profileId, 'account.status', [account]] as const,
  candles: (profileId: string, account: string | undefined, symbol: string, range: string) =>
    ['dx', profileId, 'marketData.candles', account, symbol, range] as const,
  editRules: (profileId: string, account: string, symbol: string) =>
    ['dx', profileId, 'order-edit.rules', account, symbol] as const,
  /** One account's every transfer and history order (the Balance & P/L view). */
  ledger: (profileId: string, account: string) => ['dx', profileId, 'ledger.read', account] as const,
  /** End-of-day figures of the accounts for one UTC day (the performance view's equity curve). */
  eodMetrics: (profileId: string, accounts: readonly string[], day: string) =>
    ['dx', profileId, 'books.eodMetrics', [...accounts].sort().join(','), day] as const,
  /** Every rate the server gives into one currency (the Trades view's reporting currency). */
  conversionRates: (profileId: string, toCurrency: string) =>
    ['dx', profileId, 'books.conversionRates', toCurrency] as const,
  usualSize: (profileId: string, account: string, symbol: string) =>
    ['dx', profileId, 'order-edit.usual-size', account, symbol] as const,
}

/** The parameters of an account read (undefined for every other key). */
export function paramsOf(key: readonly unknown[]): Params | undefined {
  const params = key[0] === 'dx' && Array.isArray(key[3]) ? key[4] : undefined
  return params !== null && typeof params === 'object' ? (params as Params) : undefined
}

/** The accounts an account read covers (empty for every other key). */
export function accountsOf(key: readonly unknown[]): readonly string[] {
  const accounts = key[0] === 'dx' ? key[3] : undefined
  return Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : []
}
