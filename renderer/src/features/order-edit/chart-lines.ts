// The prices the edit dialog's chart draws: the order's price as read and as proposed, the other orders of its
// group (a take-profit, a stop-loss, the IF order, an OCO sibling) at the price they will have, the market's bid
// and ask now, and the position's entry. Which draft field a line stands for is said here once, for the drag.
import type { Order } from '@shared/api/records'
import { roleIn, type EditMember, type EditState } from '@shared/domain/order-edit'
import type { PriceLine } from '../charts/PriceChart'
import { msg } from '@shared/text/messages'

/** The price field of an order of this type: a limit's limit price, any stop's stop price. */
export function priceFieldOf(type: string): 'limitPrice' | 'stopPrice' {
  return type === 'LIMIT' ? 'limitPrice' : 'stopPrice'
}

const valid = (text: string | undefined): text is string =>
  text !== undefined && text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) > 0

/** The member the dialog was opened on (the first when the order is not among them). */
export function openedMember(state: EditState | null, order: Order): EditMember | undefined {
  return state?.members.find((m) => m.order?.orderId === order.orderId) ?? state?.members[0]
}

function groupLabel(state: EditState, m: EditMember): string {
  const role = roleIn(state, m)
  const id = m.order ? m.order.orderId : ''
  const key =
    role === 'then' ? (m.base.type === 'LIMIT' ? 'takeProfit' : 'stopLoss') : role === 'if' ? 'ifOrder' : 'oco'
  // A new order has no id yet: its line is named by its role alone.
  return msg(`orderEdit.chartLine.${key}`, { id }).trim()
}

export function editChartLines(
  order: Order,
  state: EditState | null,
  quote: { bid: string; ask: string } | undefined,
): PriceLine[] {
  const lines: PriceLine[] = []
  const current = order.legs[0]?.price
  if (current !== undefined) lines.push({ price: current, label: msg('labels.orderEdit.orderNow'), kind: 'current' })
  const own = openedMember(state, order)
  const typed = own?.draft[priceFieldOf(order.type)]?.trim()
  if (valid(typed) && Number(typed) !== Number(current))
    lines.push({ price: typed, label: msg('labels.orderEdit.proposed'), kind: 'proposed' })
  for (const m of state?.members ?? []) {
    if (m === own || !m.included) continue
    const price = m.draft[priceFieldOf(m.base.type)]?.trim()
    if (valid(price) && state) lines.push({ price, label: groupLabel(state, m), kind: 'group' })
  }
  if (quote && valid(quote.bid)) lines.push({ price: quote.bid, label: msg('labels.orderEdit.bid'), kind: 'bid' })
  if (quote && valid(quote.ask)) lines.push({ price: quote.ask, label: msg('labels.orderEdit.ask'), kind: 'ask' })
  if (order.openPrice !== undefined)
    lines.push({ price: order.openPrice, label: msg('labels.orderEdit.entry'), kind: 'entry' })
  return lines
}
