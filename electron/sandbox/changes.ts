// What the scenario controls changed, counted by kind and account: the sandbox's own account of a run, for a soak
// or chaos test to hold the client's activity feed against. Counted from the account's state before and after each
// control (not from what the control meant to do), so a fill that also cancels an OCO sibling or closes a position
// counts each of those too. The kinds that a trader is told about carry the activity feed's names.
import { ACTIVITY_KINDS, type ActivityKind } from '@shared/domain/activity/model'
import type { AccountState } from './state/world'

/** The activity feed's kinds only the client works out (a gap in its reads, its own risk alerts). */
const CLIENT_ONLY_KINDS = [
  'gap',
  'margin-level',
  'loss-limit',
  'price-alert',
] as const satisfies readonly ActivityKind[]
type ToldKind = Exclude<ActivityKind, (typeof CLIENT_ONLY_KINDS)[number]>
export type ChangeKind = ToldKind | 'placed' | 'price' | 'other'

/** What a control can change: the feed's kinds a trader is told of, then those the sandbox counts on its own. */
export const CHANGE_KINDS: readonly ChangeKind[] = [
  ...ACTIVITY_KINDS.filter((kind): kind is ToldKind => !(CLIENT_ONLY_KINDS as readonly string[]).includes(kind)),
  'placed',
  'price',
  'other',
]

export type ChangeCounts = Partial<Record<ChangeKind, number>>

export interface ChangeReport {
  /** Every change the controls made since the last reset, by kind. */
  total: ChangeCounts
  /** The same, per account (price moves belong to no account). */
  byAccount: Record<string, ChangeCounts>
}

interface OrderLook {
  status: string
  filled: number
  terms: string
}

interface AccountLook {
  version: number
  orders: Map<number, OrderLook>
  positions: Map<string, { quantity: number; side: string }>
  transfers: number
  events: number
}

const isOpen = (status: string): boolean => status === 'WORKING' || status === 'ACCEPTED'

function look(account: AccountState): AccountLook {
  const orders = new Map<number, OrderLook>()
  for (const o of account.orders) {
    if (!isOpen(o.status)) continue
    const terms = JSON.stringify([o.quantity, o.limitPrice, o.stopPrice, o.tif, o.expireDate, o.type, o.group?.groupId])
    orders.set(o.orderId, { status: o.status, filled: o.filledQuantity, terms })
  }
  const positions = new Map([...account.positions].map(([code, p]) => [code, { quantity: p.quantity, side: p.side }]))
  return {
    version: account.version,
    orders,
    positions,
    transfers: account.transfers.filter((t) => t.transferCode !== undefined).length,
    events: account.events.length,
  }
}

const FINAL_KIND: Record<string, ChangeKind> = {
  COMPLETED: 'filled',
  CANCELED: 'cancelled',
  EXPIRED: 'expired',
  REJECTED: 'rejected',
}

function differences(before: AccountLook, account: AccountState): ChangeKind[] {
  const after = look(account)
  const out: ChangeKind[] = []
  for (const [id, was] of before.orders) {
    const is = after.orders.get(id)
    if (!is) {
      out.push(FINAL_KIND[account.ordersById.get(id)?.status ?? ''] ?? 'cancelled')
    } else if (is.filled > was.filled) out.push('partly-filled')
    else if (is.terms !== was.terms) out.push('modified')
  }
  for (const id of after.orders.keys()) if (!before.orders.has(id)) out.push('placed')
  for (const [code, p] of after.positions) {
    const was = before.positions.get(code)
    if (!was) out.push('position-opened')
    else if (was.quantity !== p.quantity || was.side !== p.side) out.push('position-changed')
  }
  for (const code of before.positions.keys()) if (!after.positions.has(code)) out.push('position-closed')
  for (let i = before.transfers; i < after.transfers; i++) out.push('transfer')
  for (const e of account.events.slice(before.events)) {
    out.push(e.eventType === 'LIQUIDATION' ? 'liquidation' : 'margin-call')
  }
  if (out.length === 0 && after.version !== before.version) out.push('other')
  return out
}

export class ChangeTally {
  private total: ChangeCounts = {}
  private byAccount = new Map<string, ChangeCounts>()

  /** Runs `change` on the account and counts what it changed there. */
  on<T>(account: AccountState, change: () => T): T {
    const before = look(account)
    const result = change()
    const counts = this.byAccount.get(account.code) ?? {}
    this.byAccount.set(account.code, counts)
    for (const kind of differences(before, account)) {
      counts[kind] = (counts[kind] ?? 0) + 1
      this.total[kind] = (this.total[kind] ?? 0) + 1
    }
    return result
  }

  /** A change that belongs to no account (a price move). */
  add(kind: ChangeKind): void {
    this.total[kind] = (this.total[kind] ?? 0) + 1
  }

  report(): ChangeReport {
    return {
      total: { ...this.total },
      byAccount: Object.fromEntries([...this.byAccount].map(([code, counts]) => [code, { ...counts }])),
    }
  }

  clear(): void {
    this.total = {}
    this.byAccount = new Map()
  }
}
