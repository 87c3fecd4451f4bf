// DELETE /accounts/{account}/orders/{orderCode} and DELETE /accounts/{account}/orders/group.
// Conditional like PUT (403 "99", 412); the response is an Order Response without an ETag (docs/api-notes.md, "ETags").
import { cancelGroupParams, type OrderResponseListWire, type OrderResponseWire } from '@shared/api'
import { notFound, REJECTION, rejected } from '../errors'
import { type ApiContext, pathValue } from '../http/handler'
import { noParams, readParams } from '../http/params'
import type { RouteDef } from '../http/routing'
import type { SandboxRuntime } from '../runtime'
import { beginChange, finishOrder, newOrderVersion } from '../state/engine'
import type { OrderState } from '../state/types'
import { isFinal } from '../state/types'
import type { AccountState } from '../state/world'
import { checkIfMatch, conditionalWrite, findOrder } from './order-checks'

function liveOrder(account: AccountState, code: string, at: string): OrderState {
  const order = findOrder(account, code)
  if (!order) throw notFound(`order ${code} on ${account.code}`)
  if (isFinal(order.status)) {
    throw rejected(REJECTION.ORDER_FINAL, `Order ${code} is already final (${order.status}) (${at})`)
  }
  return order
}

function cancel(ctx: ApiContext, account: AccountState, orders: OrderState[]): OrderResponseWire[] {
  const change = beginChange(ctx.world, account, ctx.now)
  // New order versions first: cancelling one OCO order also cancels its siblings.
  for (const order of orders) newOrderVersion(change, order)
  for (const order of orders) if (!isFinal(order.status)) finishOrder(change, order, 'CANCELED')
  return orders.map((o) => ({ orderId: o.orderId, updateOrderId: o.updateOrderId }))
}

export function cancelRoutes(runtime: SandboxRuntime): RouteDef[] {
  return [
    conditionalWrite(runtime, 'orders.cancelGroup', (ctx, account, ifMatch) => {
      const params = readParams(cancelGroupParams, ctx.request.query)
      checkIfMatch(ifMatch, account)
      const codes = params['order-codes'] ?? []
      const orders = codes.map((code) => liveOrder(account, code, 'order-codes'))
      const groupIds = new Set(orders.map((o) => o.group?.groupId))
      const [groupId] = groupIds
      const group = groupId === undefined ? undefined : account.groups.get(groupId)
      if (groupIds.size !== 1 || !group) {
        throw rejected(REJECTION.GROUP_RULE, 'These orders are not the orders of one group (order-codes)')
      }
      const type = params['contingency-type']
      if (type !== undefined && type !== group.contingencyType) {
        throw rejected(REJECTION.GROUP_RULE, `The group is ${group.contingencyType}, not ${type} (contingency-type)`)
      }
      const body: OrderResponseListWire = { orderResponses: cancel(ctx, account, orders) }
      return body
    }),
    conditionalWrite(runtime, 'orders.cancel', (ctx, account, ifMatch) => {
      noParams(ctx.request.query)
      checkIfMatch(ifMatch, account)
      const order = liveOrder(account, pathValue(ctx.request, 'orderCode'), 'orderCode')
      const [response] = cancel(ctx, account, [order])
      return response
    }),
  ]
}
