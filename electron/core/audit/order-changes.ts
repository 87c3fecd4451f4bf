// What an order write changes, old → new, as main records it: the old values come from the order as main
// last read it from the server, the new ones from the request main is about to send. Nothing here comes from
// the page, so a renderer cannot make the log say something other than what was sent.
import type { Order } from '@shared/api/records'
import type { SingleOrderRequest, OrderRequest } from '@shared/api/requests'
import { canonical, draftFromOrder, EDIT_FIELDS, type EditField } from '@shared/domain/order-edit/model'
import type { AuditChange } from '@shared/ipc/audit'
import { parseDecimalText } from '@shared/api/primitives'

/** Fields a replace removes when the request leaves them out (quantity and time in force are never dropped). */
const REMOVABLE: ReadonlySet<EditField> = new Set(['limitPrice', 'stopPrice', 'expireDate'])

/**
 * Every other field a request can carry and the server applies, with where the last-read order keeps it.
 * `orderCode` names the order and `account` must equal the path's (checked before anything is written).
 */
const OTHER_FIELDS = {
  type: (o: Order) => o.type,
  instrument: (o: Order) => o.instrument,
  side: (o: Order) => o.side,
  positionEffect: (o: Order) => o.legs[0]?.positionEffect,
  positionCode: (o: Order) => o.legs[0]?.positionCode,
  priceOffset: (o: Order) => o.priceOffset,
  priceLink: (o: Order) => o.priceLink,
  marginRate: (o: Order) => o.marginRate,
} as const satisfies Partial<Record<keyof SingleOrderRequest, (o: Order) => unknown>>

const textOf = (value: unknown): string | null => (value === undefined || value === null ? null : String(value))

/** Decimal text compared by value (`0.50` equals `0.5`); other text as is. */
function sameText(a: string, b: string): boolean {
  const x = parseDecimalText(a)
  const y = parseDecimalText(b)
  return typeof x === 'string' && typeof y === 'string' ? x === y : a === b
}

/** The group's contingency as the last-read orders' links show it: OCO links, or parent/child (IF-THEN). */
function contingencyOf(orders: ReadonlyArray<Order | undefined>): string | null {
  const links = orders.flatMap((o) => o?.links ?? [])
  if (links.some((l) => l.linkType === 'OCO')) return 'OCO'
  if (links.some((l) => l.linkType === 'PARENT' || l.linkType === 'CHILD')) return 'IF-THEN'
  return null
}

/** The request's value of an editable field as text, or null when the request leaves it out. */
function requested(request: SingleOrderRequest, field: EditField): string | null {
  const value = request[field]
  return value === undefined ? null : String(value)
}

export function ordersOf(request: OrderRequest): SingleOrderRequest[] {
  return 'orders' in request ? request.orders : [request]
}

/** The order codes a request names, comma-separated: the audit entry's `order`. */
export function orderCodesOf(request: OrderRequest): string {
  return ordersOf(request)
    .map((o) => o.orderCode)
    .join(',')
}

/**
 * The changes of one request against the orders as last read (`lastRead` finds one by the code the request
 * uses). An order main has not read is recorded as new; a group's rows name their order.
 */
export function orderChanges(request: OrderRequest, lastRead: (code: string) => Order | undefined): AuditChange[] {
  const orders = ordersOf(request)
  const named = orders.length > 1
  const changes: AuditChange[] = []
  for (const single of orders) {
    const tag = named ? { order: single.orderCode } : {}
    const before = lastRead(single.orderCode)
    if (!before) {
      const price = single.limitPrice ?? single.stopPrice
      const to = [single.type ?? 'order', single.side, price === undefined ? '' : `at ${price}`].join(' ').trim()
      changes.push({ ...tag, field: 'order', from: null, to: to.slice(0, 256) })
      continue
    }
    const draft = draftFromOrder(before)
    for (const field of EDIT_FIELDS) {
      const to = requested(single, field)
      const from = draft[field] === '' ? null : draft[field]
      if (to === null && !(REMOVABLE.has(field) && from !== null)) continue
      const same = to !== null && from !== null && canonical(field, from) === canonical(field, to)
      if (!same) changes.push({ ...tag, field, from, to })
    }
    for (const [field, readOf] of Object.entries(OTHER_FIELDS)) {
      const to = textOf(single[field as keyof typeof OTHER_FIELDS])
      if (to === null) continue
      const from = textOf(readOf(before))
      if (from === null || !sameText(from, to)) changes.push({ ...tag, field, from, to: to.slice(0, 256) })
    }
  }
  if ('orders' in request) {
    const from = contingencyOf(orders.map((o) => lastRead(o.orderCode)))
    const to = String(request.contingencyType)
    if (from !== to) changes.push({ field: 'contingencyType', from, to })
  }
  return changes.map((c) => ({ ...c, from: c.from === null ? null : c.from.slice(0, 256) }))
}
