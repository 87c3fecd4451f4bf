// Orders (with legs, links, executions and cash transactions) on the wire.
import {
  type CashTransactionWire,
  type ExecutionWire,
  formatDate,
  formatWireTimestamp,
  type OrderLinkWire,
  type OrderWire,
} from '@shared/api'
import { groupMembers, orderPrice, orderSize, remainingQuantity } from '../state/engine'
import type { CashTransactionState, ExecutionState, OrderState } from '../state/types'
import { isFinal } from '../state/types'
import type { AccountState } from '../state/world'

export function executionWire(account: string, e: ExecutionState): ExecutionWire {
  const wire: ExecutionWire = {
    account,
    executionCode: e.executionCode,
    orderCode: e.orderCode,
    updateOrderId: e.updateOrderId,
    version: e.version,
    clientOrderId: e.clientOrderId,
    actionCode: e.actionCode,
    instrument: e.instrument,
    status: e.status,
    finalStatus: e.finalStatus,
    filledQuantity: e.filledQuantity,
    lastQuantity: e.lastQuantity,
    remainingQuantity: e.remainingQuantity,
    filledQuantityNotional: e.filledQuantityNotional,
    lastQuantityNotional: e.lastQuantityNotional,
    transactionTime: formatWireTimestamp(e.transactionTime),
  }
  if (e.lastPrice !== undefined) wire.lastPrice = e.lastPrice
  if (e.averagePrice !== undefined) wire.averagePrice = e.averagePrice
  if (e.marginRate !== undefined) wire.marginRate = e.marginRate
  if (e.rejectReason !== undefined) wire.rejectReason = e.rejectReason
  if (e.rejectCode !== undefined) wire.rejectCode = e.rejectCode
  return wire
}

export function cashTransactionWire(account: string, c: CashTransactionState): CashTransactionWire {
  const wire: CashTransactionWire = {
    account,
    transactionCode: c.transactionCode,
    version: c.version,
    type: c.type,
    value: c.value,
    currency: c.currency,
    transactionTime: formatWireTimestamp(c.transactionTime),
  }
  if (c.orderCode !== undefined) wire.orderCode = c.orderCode
  if (c.clientOrderId !== undefined) wire.clientOrderId = c.clientOrderId
  if (c.tradeCode !== undefined) wire.tradeCode = c.tradeCode
  if (c.positionCode !== undefined) wire.positionCode = c.positionCode
  return wire
}

/** Links to the other members of the order's group; only the open-orders listing has them. */
export function orderLinks(account: AccountState, order: OrderState): OrderLinkWire[] | undefined {
  if (!order.group) return undefined
  const group = account.groups.get(order.group.groupId)
  if (!group) return undefined
  const parentId = group.orderIds[0]
  const links: OrderLinkWire[] = []
  for (const other of groupMembers(account, order)) {
    if (other === order) continue
    // A THEN order cancelled on its own has left the group; a filled IF order still carries its THEN orders.
    if (isFinal(other.status) && other.orderId !== parentId) continue
    let linkType: OrderLinkWire['linkType'] = 'OCO'
    if (group.contingencyType === 'IF-THEN') {
      // PARENT: "this order is the parent of the linked order"; CHILD: "this order is a child of it".
      if (order.orderId === parentId) linkType = 'PARENT'
      else if (other.orderId === parentId) linkType = 'CHILD'
      else continue
    }
    links.push({ linkType, linkedOrder: other.orderCode, linkedClientOrderId: other.clientOrderId })
  }
  return links.length > 0 ? links : undefined
}

export function orderWire(account: AccountState | undefined, order: OrderState, withLinks = false): OrderWire {
  const code = order.account
  // Columnar benchmark orders have no account object behind them; they are final and never attached.
  const remaining = account ? remainingQuantity(account, order) : isFinal(order.status) ? 0 : (order.quantity ?? 0)
  const leg: OrderWire['legs'][number] = {
    instrument: order.instrument,
    side: order.side,
    price: order.type === 'MARKET' && order.filledQuantity > 0 ? order.averagePrice : orderPrice(order),
    legRatio: 1,
    filledQuantity: order.filledQuantity,
    remainingQuantity: remaining,
    averagePrice: order.averagePrice,
  }
  if (order.positionEffect !== undefined) leg.positionEffect = order.positionEffect
  if (order.positionCode !== undefined) leg.positionCode = order.positionCode
  if (order.quantity !== undefined) leg.quantity = order.quantity
  else if (account && order.positionEffect !== 'CLOSE') leg.quantity = orderSize(account, order)
  const wire: OrderWire = {
    account: code,
    orderId: order.orderId,
    orderCode: order.orderCode,
    version: order.version,
    clientOrderId: order.clientOrderId,
    actionCode: order.actionCode,
    legCount: 1,
    type: order.type,
    instrument: order.instrument,
    status: order.status,
    finalStatus: isFinal(order.status),
    legs: [leg],
    side: order.side,
    tif: order.tif,
    issueTime: formatWireTimestamp(order.issueTime),
    transactionTime: formatWireTimestamp(order.transactionTime),
    executions: order.executions.map((e) => executionWire(code, e)),
    cashTransactions: order.cashTransactions.map((c) => cashTransactionWire(code, c)),
  }
  if (order.priceOffset !== undefined) wire.priceOffset = order.priceOffset
  if (order.priceLink !== undefined) wire.priceLink = order.priceLink
  if (order.expireDate !== undefined) wire.expireDate = formatDate(order.expireDate)
  if (order.marginRate !== undefined) wire.marginRate = order.marginRate
  if (withLinks && account) {
    const links = orderLinks(account, order)
    if (links) wire.links = links
  }
  return wire
}
