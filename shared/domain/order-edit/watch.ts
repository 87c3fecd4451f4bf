// What happened to the orders being edited between the read the edit started from and a fresh open-orders
// read: nothing, a partial fill, a change made elsewhere, or the end of the order. A final order drops out of
// open orders, so absence means final; order history (looked up by order id) says which end it was.
import Big from 'big.js'
import { isFinalOrder } from '../../api/enums'
import type { Order } from '../../api/records'
import { dateInputOf, filledOf, limitPriceOf, quantityOf, stopPriceOf, type EditField } from './model'
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

/** The fields of an order a trader sees change: the edited ones and what the server moves. */
export type WatchField = EditField | 'filled' | 'status' | 'priceOffset' | 'marginRate' | 'group'

export interface FieldChange {
  field: WatchField
  /** As shown; `—` when empty. For `group`, the links (`OCO:7002`), '' when the order is in no group. */
  from: string
  to: string
}

/** What happened to one order, with the facts its note names; worded by the dialog. */
export type WatchNote =
  | { code: 'unchanged' }
  | { code: 'partially-filled'; filled: string; quantity: string | undefined; remaining: string }
  /** Changed elsewhere: the changes are the member's `changes`. */
  | { code: 'modified' }
  | { code: 'filled'; averagePrice: string | undefined }
  | { code: 'cancelled' | 'expired' | 'rejected' }
  /** Final in some other state. */
  | { code: 'final'; status: string }
  /** Gone from open orders, so ended; order history not read yet. */
  | { code: 'looking-up' }
  /** Gone from open orders and not in order history either. */
  | { code: 'gone' }

export interface MemberWatch {
  key: string
  orderId: number | undefined
  kind: ChangeKind
  note: WatchNote
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
  const rows: Array<[WatchField, string | undefined, string | undefined]> = [
    ['quantity', quantityOf(before), quantityOf(after)],
    ['limitPrice', limitPriceOf(before), limitPriceOf(after)],
    ['stopPrice', stopPriceOf(before), stopPriceOf(after)],
    ['tif', before.tif, after.tif],
    ['expireDate', dateInputOf(before.expireDate), dateInputOf(after.expireDate)],
    ['filled', filledOf(before), filledOf(after)],
    ['status', before.status, after.status],
    ['priceOffset', before.priceOffset, after.priceOffset],
    ['marginRate', before.marginRate, after.marginRate],
  ]
  const changes = rows
    .filter(([, a, b]) => (a ?? '') !== (b ?? ''))
    .map(([field, a, b]): FieldChange => ({ field, from: show(a), to: show(b) }))
  const [groupBefore, groupAfter] = [linkText(before), linkText(after)]
  return groupBefore === groupAfter ? changes : [...changes, { field: 'group', from: groupBefore, to: groupAfter }]
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

function endedNote(kind: ChangeKind, order: Order): WatchNote {
  switch (kind) {
    case 'filled': {
      const avg = order.legs[0]?.averagePrice
      return { code: 'filled', averagePrice: avg && avg !== '0' ? avg : undefined }
    }
    case 'cancelled':
    case 'expired':
    case 'rejected':
      return { code: kind }
    default:
      return { code: 'final', status: order.status }
  }
}

/**
 * One order, snapshot → now. `history` is its order-history record: undefined when not looked up, null when
 * looked up and not found.
 */
export function diffOrder(key: string, snapshot: Order, fresh: Order | undefined, history?: Order | null): MemberWatch {
  const base = { key, orderId: snapshot.orderId }
  if (fresh && isFinalOrder(fresh)) {
    const kind = endedKind(fresh.status)
    return { ...base, kind, note: endedNote(kind, fresh), changes: fieldChanges(snapshot, fresh), current: fresh }
  }
  if (!fresh) {
    if (history === undefined) {
      return { ...base, kind: 'final', note: { code: 'looking-up' }, changes: [] }
    }
    if (history === null || !isFinalOrder(history))
      return { ...base, kind: 'gone', note: { code: 'gone' }, changes: [] }
    const kind = endedKind(history.status)
    return {
      ...base,
      kind,
      note: endedNote(kind, history),
      changes: fieldChanges(snapshot, history),
      current: history,
    }
  }
  const changes = fieldChanges(snapshot, fresh)
  // A new version with every visible field equal is the same order as far as the trader can tell.
  if (changes.length === 0) return { ...base, kind: 'unchanged', note: { code: 'unchanged' }, changes, current: fresh }
  const onlyFill = changes.every((c) => c.field === 'filled' || c.field === 'status')
  if (onlyFill && new Big(filledOf(fresh)).gt(new Big(filledOf(snapshot)))) {
    const note: WatchNote = {
      code: 'partially-filled',
      filled: filledOf(fresh),
      quantity: quantityOf(fresh) || undefined,
      remaining: show(fresh.legs[0]?.remainingQuantity),
    }
    return { ...base, kind: 'partially-filled', note, changes, current: fresh }
  }
  return { ...base, kind: 'modified', note: { code: 'modified' }, changes, current: fresh }
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
  return { kind, members, ended: isEnded(kind), changed: kind !== 'unchanged' }
}
