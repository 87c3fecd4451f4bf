// Order columns shared by open orders, order history and the portfolio's working orders.
import type { CashTransaction, Execution, Order, OrderLeg } from '@shared/api/records'
import type { ColumnSpec } from '../../components/DataTable/types'
import { codeCol, dateCol, enumCol, numberCol, sideCol, textCol, timeCol } from '../columns'
import { msg, type Words } from '@shared/text/messages'

export const leg = (o: Order) => o.legs[0]

/**
 * Orders of an OCO group that the Remaining subtotal leaves out: only one order of the group can execute, so per
 * side the group counts once (its largest remaining quantity), never once per order.
 */
export function ocoRepeats(orders: readonly Order[]): Set<string> {
  const byId = new Map(orders.map((o) => [`${o.account}|${o.orderCode}`, o]))
  const repeats = new Set<string>()
  const seen = new Set<string>()
  for (const o of orders) {
    const key = `${o.account}|${o.orderCode}`
    if (seen.has(key) || !(o.links ?? []).some((l) => l.linkType === 'OCO')) continue
    const members = [o]
    for (const l of o.links ?? []) {
      const sibling = l.linkType === 'OCO' ? byId.get(`${o.account}|${l.linkedOrder}`) : undefined
      if (sibling) members.push(sibling)
    }
    for (const m of members) seen.add(`${m.account}|${m.orderCode}`)
    for (const side of ['BUY', 'SELL']) {
      const sameSide = members.filter((m) => m.side === side)
      const remaining = (m: Order) => Number(leg(m)?.remainingQuantity ?? 0)
      const kept = sameSide.reduce<Order | undefined>((a, b) => (a && remaining(a) >= remaining(b) ? a : b), undefined)
      for (const m of sameSide) if (m !== kept) repeats.add(`${m.account}|${m.orderCode}`)
    }
  }
  return repeats
}

/** A closing order attached to a position has no quantity of its own: it acts on the whole position. */
export function quantityInWords(o: Order): string | undefined {
  const l = leg(o)
  if (!l || l.quantity !== undefined) return undefined
  if (waitsForIf(o)) return msg('tables.legQuantity.ifFill')
  return l.positionCode ? msg('tables.legQuantity.position', { code: l.positionCode }) : undefined
}

const waitsForIf = (o: Order) => o.status === 'ACCEPTED' && (o.links ?? []).some((l) => l.linkType === 'CHILD')

/** A THEN order waiting for its IF order has nothing executable yet, which is not the same as done. */
export function remainingInWords(o: Order): string | undefined {
  return waitsForIf(o) && leg(o)?.remainingQuantity === '0' ? msg('tables.legQuantity.afterIfFills') : undefined
}

/** A number column whose cell says in words what the order acts on when the number would mislead. */
function withWords(column: ColumnSpec<Order>, words: (o: Order) => string | undefined): ColumnSpec<Order> {
  const text = column.text
  return { ...column, text: (o, ctx) => words(o) ?? text?.(o, ctx) ?? '' }
}

/** What Remaining subtotals by: instrument and side, so buys are never netted against sells. */
export const instrumentSide = (o: Order) => `${o.instrument} ${o.side}`

/** Order groups: connected components of the `links` graph, per account. */
export function orderClusters(orders: readonly Order[]): Map<string, string> {
  const parent = new Map<string, string>()
  const find = (x: string): string => {
    let root = x
    while (parent.get(root) !== root && parent.has(root)) root = parent.get(root) as string
    parent.set(x, root)
    return root
  }
  const union = (a: string, b: string) => {
    if (!parent.has(a)) parent.set(a, a)
    if (!parent.has(b)) parent.set(b, b)
    const ra = find(a)
    const rb = find(b)
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb)
  }
  for (const o of orders) {
    for (const link of o.links ?? []) union(`${o.account}|${o.orderCode}`, `${o.account}|${link.linkedOrder}`)
  }
  const out = new Map<string, string>()
  for (const o of orders) {
    const key = `${o.account}|${o.orderCode}`
    if (parent.has(key)) out.set(key, find(key))
  }
  return out
}

type GroupRole = 'IF' | 'THEN' | 'OCO'
const ARROWS: Record<GroupRole, string> = { IF: '→', THEN: '←', OCO: '↔' }

/** Where an order stands in its group, in words: "OCO ↔ 100023", "IF → 100022, 100023", "THEN ← 100021". */
export function groupRelation(o: Order): {
  kind: 'OCO' | 'IF-THEN' | undefined
  text: string
  parts: ReadonlyArray<{ readonly role: GroupRole; readonly orders: readonly string[] }>
} {
  const links = o.links ?? []
  const linked = (type: string) => links.filter((l) => l.linkType === type).map((l) => l.linkedOrder)
  const parts = (
    [
      { role: 'IF', orders: linked('PARENT') },
      { role: 'THEN', orders: linked('CHILD') },
      { role: 'OCO', orders: linked('OCO') },
    ] as const
  ).filter((p) => p.orders.length > 0)
  if (parts.length === 0) return { kind: undefined, text: '', parts }
  return {
    kind: parts.some((p) => p.role !== 'OCO') ? 'IF-THEN' : 'OCO',
    text: parts.map((p) => `${p.role} ${ARROWS[p.role]} ${p.orders.join(', ')}`).join(' · '),
    parts,
  }
}

export function orderColumns(
  options: { history?: boolean; leftOutOfSubtotal?: ReadonlySet<string> } = {},
): ColumnSpec<Order>[] {
  const left = options.leftOutOfSubtotal
  const price = (get: (o: Order) => string | undefined, id: string, header: Words, hidden = false) =>
    numberCol<Order>(id, header, get, { mode: 'price', unit: (o) => o.instrument, defaultHidden: hidden })
  return [
    textCol('group', msg('columns.orders.group'), (o) => groupRelation(o).text, {
      size: 180,
      description: msg('columns.orders.groupDescription'),
      render: (o) => {
        // The role is the tag (not the group's kind next to the same word) so a two-order chain fits the column.
        const g = groupRelation(o)
        return g.kind ? (
          <span className="group-cell">
            {g.parts.map((p) => (
              <span key={p.role} className="group-cell__part">
                <span className={`tag tag--group-${p.role === 'OCO' ? 'oco' : 'if-then'}`}>{p.role}</span>{' '}
                {ARROWS[p.role]} {p.orders.join(', ')}
              </span>
            ))}
          </span>
        ) : null
      },
      defaultHidden: options.history,
    }),
    codeCol('orderId', msg('columns.orders.orderid'), (o) => o.orderId, { size: 80 }),
    textCol('instrument', msg('columns.orders.instrument'), (o) => o.instrument, { size: 90 }),
    sideCol((o) => o.side),
    enumCol('type', msg('columns.orders.type'), (o) => o.type, { size: 70 }),
    enumCol('status', msg('columns.orders.status'), (o) => o.status, { size: 90 }),
    withWords(
      numberCol('quantity', msg('columns.orders.quantity'), (o) => leg(o)?.quantity, {
        mode: 'quantity',
        unit: (o) => o.instrument,
        description: msg('columns.orders.quantityDescription'),
        size: 130,
      }),
      quantityInWords,
    ),
    price((o) => leg(o)?.price, 'price', msg('columns.orders.price')),
    numberCol('filledQuantity', msg('columns.orders.filledquantity'), (o) => leg(o)?.filledQuantity, {
      mode: 'quantity',
      unit: (o) => o.instrument,
    }),
    withWords(
      numberCol('remainingQuantity', msg('columns.orders.remainingquantity'), (o) => leg(o)?.remainingQuantity, {
        mode: 'quantity',
        unit: (o) => o.instrument,
        description: msg('columns.orders.remainingquantityDescription'),
        subtotal: {
          value: (o) => (left?.has(`${o.account}|${o.orderCode}`) ? undefined : leg(o)?.remainingQuantity),
          unit: instrumentSide,
          format: 'quantity',
        },
        size: 140,
      }),
      remainingInWords,
    ),
    price(
      (o) => (leg(o)?.averagePrice === '0' ? undefined : leg(o)?.averagePrice),
      'averagePrice',
      msg('columns.orders.averageprice'),
    ),
    codeCol('orderCode', msg('columns.orders.ordercode'), (o) => o.orderCode, { size: 90, defaultHidden: true }),
    codeCol('clientOrderId', msg('columns.orders.clientorderid'), (o) => o.clientOrderId, { size: 120 }),
    enumCol('tif', msg('columns.orders.tif'), (o) => o.tif, { size: 50 }),
    dateCol('expireDate', msg('columns.orders.expiredate'), (o) => o.expireDate, {
      size: 90,
      defaultHidden: !options.history,
    }),
    enumCol('positionEffect', msg('columns.orders.positioneffect'), (o) => leg(o)?.positionEffect, { size: 64 }),
    codeCol('positionCode', msg('columns.orders.positioncode'), (o) => leg(o)?.positionCode, { size: 80 }),
    textCol(
      'priceLink',
      msg('columns.orders.pricelink'),
      (o) => (o.priceLink ? `${o.priceLink} ${o.priceOffset ?? ''}`.trim() : ''),
      {
        defaultHidden: true,
      },
    ),
    timeCol('issueTime', msg('columns.orders.issuetime'), (o) => o.issueTime),
    timeCol('transactionTime', msg('columns.orders.transactiontime'), (o) => o.transactionTime),
    numberCol('version', msg('columns.orders.version'), (o) => String(o.version), {
      mode: 'integer',
      size: 64,
      defaultHidden: true,
    }),
    codeCol('actionCode', msg('columns.orders.actioncode'), (o) => o.actionCode, { defaultHidden: true }),
  ]
}

/** One leg of an order as the order's details list it: the grid's headers and formats, per leg. */
export function legColumns(): ColumnSpec<OrderLeg>[] {
  const qty = (id: keyof OrderLeg & string, header: Words) =>
    numberCol<OrderLeg>(id, header, (l) => l[id] as string | undefined, { mode: 'quantity', unit: (l) => l.instrument })
  return [
    textCol('instrument', msg('columns.orders.instrument'), (l) => l.instrument),
    sideCol((l) => l.side),
    qty('quantity', msg('columns.orders.quantity')),
    qty('filledQuantity', msg('columns.orders.filledquantity')),
    qty('remainingQuantity', msg('columns.orders.remainingquantity')),
    numberCol('price', msg('columns.orders.price'), (l) => l.price, { mode: 'price', unit: (l) => l.instrument }),
    numberCol(
      'averagePrice',
      msg('columns.orders.averageprice'),
      (l) => (l.averagePrice === '0' ? undefined : l.averagePrice),
      {
        mode: 'price',
        unit: (l) => l.instrument,
      },
    ),
    numberCol('legRatio', msg('columns.orders.legratio'), (l) => l.legRatio, { mode: 'integer' }),
    enumCol('positionEffect', msg('columns.orders.positioneffect'), (l) => l.positionEffect),
    codeCol('positionCode', msg('columns.orders.positioncode'), (l) => l.positionCode),
  ]
}

/** An order's executions in its details; `zone` is the display zone's short name, which the time header carries. */
export function executionColumns(zone: string): ColumnSpec<Execution>[] {
  const qty = (id: string, header: Words, get: (e: Execution) => string | undefined) => numberCol(id, header, get)
  return [
    timeCol('time', msg('labels.orders.timeZ', { z: zone }), (e) => e.transactionTime),
    textCol('status', msg('labels.orders.status'), (e) => e.status),
    qty('lastQuantity', msg('labels.orders.lastQty'), (e) => e.lastQuantity),
    qty('lastPrice', msg('labels.orders.lastPrice'), (e) => e.lastPrice),
    qty('filledQuantity', msg('labels.orders.filled'), (e) => e.filledQuantity),
    qty('remainingQuantity', msg('labels.orders.remaining'), (e) => e.remainingQuantity),
    textCol('reject', msg('labels.orders.rejectReason'), (e) =>
      e.rejectReason ? `${e.rejectReason} (${e.rejectCode ?? '?'})` : '',
    ),
  ]
}

/** The cash an order moved, in its details. */
export function orderCashColumns(zone: string): ColumnSpec<CashTransaction>[] {
  return [
    timeCol('time', msg('labels.orders.timeZ', { z: zone }), (c) => c.transactionTime),
    textCol('type', msg('labels.orders.type'), (c) => c.type),
    numberCol('amount', msg('labels.orders.amount'), (c) => c.value, { mode: 'money' }),
    codeCol('currency', msg('labels.orders.currency'), (c) => c.currency),
    codeCol('code', msg('labels.orders.code'), (c) => c.transactionCode),
  ]
}
