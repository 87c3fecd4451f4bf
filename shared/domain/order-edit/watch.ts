// What happened to the orders being edited between the read the edit started from and a fresh open-orders
// read: nothing, a partial fill, a change made elsewhere, or the end of the order. A final order drops out of
// open orders, so absence means final; order history (looked up by order id) says which end it was.
import Big from 'big.js'
import { isFinalOrder } from '../../api/enums'
import type { Order } from '../../api/records'
import { dateInputOf, filledOf, limitPriceOf, quantityOf, stopPriceOf } from './model'
import type { EditMember, EditState } from './state'

export type ChangeKind =
  'unchanged' | 'partially-filled' | 'modified' | 'filled' | 'cancelled' | 'expired' | 'rejected' | 'final' | 'gone'

const SEVERITY: Readonly<Record<ChangeKind, number>> = {
  unchanged: 0,
  'partially-filled': 1,
  modified: 2,
  final: 3,
  filled: 3,
  cancelled: 3,
  expired: 3,
  rejected: 3,
  gone: 4,
}

export const isEnded = (kind: ChangeKind) => SEVERITY[kind] >= 3

export interface FieldChange {
  label: string
  from: string
  to: string
}

export interface MemberWatch {
  key: string
  orderId: number | undefined
  kind: ChangeKind
  message: string
  changes: FieldChange[]
  /** The order now: from open orders, or its history record once final. */
  current?: Order | undefined
}

export interface WatchReport {
  /** The most serious thing that happened to any of the orders. */
  kind: ChangeKind
  members: MemberWatch[]
  /** An order ended (or vanished): there is nothing to send any more. */
  ended: boolean
  changed: boolean
  headline: string
}

const show = (v: string | undefined) => (v === undefined || v === '' ? '—' : v)

function linkText(order: Order): string {
  return (order.links ?? [])
    .map((l) => `${l.linkType}:${l.linkedOrder}`)
    .sort()
    .join(',')
}

/** The fields a trader sees and edits, old → new, that differ between two records of one order. */
export function fieldChanges(before: Order, after: Order): FieldChange[] {
  const rows: Array<[string, string | undefined, string | undefined]> = [
    ['Quantity', quantityOf(before), quantityOf(after)],
    ['Limit price', limitPriceOf(before), limitPriceOf(after)],
    ['Stop price', stopPriceOf(before), stopPriceOf(after)],
    ['Time in force', before.tif, after.tif],
    ['Expiry date', dateInputOf(before.expireDate), dateInputOf(after.expireDate)],
    ['Filled', filledOf(before), filledOf(after)],
    ['Status', before.status, after.status],
    ['Price offset', before.priceOffset, after.priceOffset],
    ['Margin rate', before.marginRate, after.marginRate],
    ['Group', linkText(before) || 'none', linkText(after) || 'none'],
  ]
  return rows
    .filter(([, a, b]) => (a ?? '') !== (b ?? ''))
    .map(([label, a, b]) => ({ label, from: show(a), to: show(b) }))
}

function endedKind(status: string): ChangeKind {
  switch (status) {
    case 'COMPLETED':
      return 'filled'
    case 'CANCELED':
      return 'cancelled'
    case 'EXPIRED':
      return 'expired'
    case 'REJECTED':
      return 'rejected'
    default:
      return 'final'
  }
}

function endedMessage(kind: ChangeKind, order: Order): string {
  const avg = order.legs[0]?.averagePrice
  switch (kind) {
    case 'filled':
      return `Filled${avg && avg !== '0' ? ` at an average price of ${avg}` : ''}: there is nothing left to change.`
    case 'cancelled':
      return 'Cancelled: there is nothing left to change.'
    case 'expired':
      return 'Expired: there is nothing left to change.'
    case 'rejected':
      return 'Rejected by the server: there is nothing left to change.'
    default:
      return `Now ${order.status}, a final state: there is nothing left to change.`
  }
}

const GONE =
  'No longer among the open orders, and order history does not show it: it is not visible to you any more, or no longer exists.'

/**
 * One order, snapshot → now. `history` is its order-history record: undefined when not looked up, null when
 * looked up and not found.
 */
export function diffOrder(key: string, snapshot: Order, fresh: Order | undefined, history?: Order | null): MemberWatch {
  const base = { key, orderId: snapshot.orderId }
  if (fresh && isFinalOrder(fresh)) {
    const kind = endedKind(fresh.status)
    return { ...base, kind, message: endedMessage(kind, fresh), changes: fieldChanges(snapshot, fresh), current: fresh }
  }
  if (!fresh) {
    if (history === undefined) {
      return {
        ...base,
        kind: 'final',
        message: 'No longer among the open orders, so it has ended; looking up how in order history…',
        changes: [],
      }
    }
    if (history === null || !isFinalOrder(history)) return { ...base, kind: 'gone', message: GONE, changes: [] }
    const kind = endedKind(history.status)
    return {
      ...base,
      kind,
      message: endedMessage(kind, history),
      changes: fieldChanges(snapshot, history),
      current: history,
    }
  }
  const changes = fieldChanges(snapshot, fresh)
  // A new version with every visible field equal is the same order as far as the trader can tell.
  if (changes.length === 0) return { ...base, kind: 'unchanged', message: 'Unchanged.', changes, current: fresh }
  const onlyFill = changes.every((c) => c.label === 'Filled' || c.label === 'Status')
  if (onlyFill && new Big(filledOf(fresh)).gt(new Big(filledOf(snapshot)))) {
    const qty = quantityOf(fresh)
    const remaining = fresh.legs[0]?.remainingQuantity
    return {
      ...base,
      kind: 'partially-filled',
      message: `Partially filled: ${filledOf(fresh)}${qty ? ` of ${qty}` : ''} filled, ${show(remaining)} remain.`,
      changes,
      current: fresh,
    }
  }
  return {
    ...base,
    kind: 'modified',
    message: `Changed elsewhere: ${changes.map((c) => `${c.label.toLowerCase()} ${c.from} → ${c.to}`).join('; ')}.`,
    changes,
    current: fresh,
  }
}

/** The current record of a member in an open-orders read (by client order id, order code or order id). */
export function findCurrent(member: EditMember, orders: readonly Order[]): Order | undefined {
  return orders.find(isOrderOf(member.key, member.order?.orderId))
}

const isOrderOf = (key: string, id: number | undefined) => (o: Order) =>
  o.clientOrderId === key || o.orderCode === key || o.orderId === id

/** An existing order of the edit as a read looks for it: by its key, and by its order id. */
export interface WatchTarget {
  key: string
  orderId: number
}

export function watchTargets(state: EditState): WatchTarget[] {
  return state.members.flatMap((m) => (m.order ? [{ key: m.key, orderId: m.order.orderId }] : []))
}

/** Order ids of these orders that are missing from a read: their history tells how they ended. */
export function missingTargetIds(targets: readonly WatchTarget[], orders: readonly Order[]): number[] {
  return targets.filter((t) => !orders.some(isOrderOf(t.key, t.orderId))).map((t) => t.orderId)
}

/** Order ids of the edit's orders that are missing from this read: their history tells how they ended. */
export function missingOrderIds(state: EditState, orders: readonly Order[]): number[] {
  return missingTargetIds(watchTargets(state), orders)
}

function label(member: EditMember, many: boolean): string {
  return many ? `Order ${member.order?.orderId ?? member.key}: ` : ''
}

/** Every existing order of the edit, snapshot → this read; `history` by order id for the missing ones. */
export function watchEdit(
  state: EditState,
  orders: readonly Order[],
  history: ReadonlyMap<number, Order | null> = new Map(),
): WatchReport {
  const watched = state.members.filter((m) => m.order !== undefined)
  const members = watched.map((m) => {
    const snapshot = m.order as Order
    const fresh = findCurrent(m, orders)
    return diffOrder(m.key, snapshot, fresh, fresh ? undefined : history.get(snapshot.orderId))
  })
  const kind = members.reduce<ChangeKind>(
    (worst, w) => (SEVERITY[w.kind] > SEVERITY[worst] ? w.kind : worst),
    'unchanged',
  )
  const many = watched.length > 1
  const notable = members.filter((w) => w.kind !== 'unchanged')
  const headline =
    notable.length === 0
      ? 'Unchanged since you opened it.'
      : notable
          .map((w) => {
            const member = watched.find((m) => m.key === w.key)
            return `${member ? label(member, many) : ''}${w.message}`
          })
          .join(' ')
  return { kind, members, ended: isEnded(kind), changed: kind !== 'unchanged', headline }
}
