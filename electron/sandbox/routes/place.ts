// POST /accounts/{account}/orders: place an order or an order group (docs/api-notes.md, "Orders").
// Not conditional (POST); the client order id is the idempotency key: invalid → 400 "101", already used on
// the account → 409 "100". MARKET orders fill at once at the current ask (buy) or bid (sell); LIMIT and STOP
// orders work until filled or cancelled through the scenario controls (or `--market`). Outside the
// instrument's trading session the order is refused (409 "207", market closed).
import {
  DX_ERROR,
  dxError,
  ENDPOINTS,
  isOrderGroupRequest,
  type OrderResponseListWire,
  type OrderResponseWire,
  type SingleOrderRequest,
  toRoutePattern,
} from '@shared/api'
import { clientOrderIdProblem, requestShapeProblems } from '@shared/domain/order-rules'
import { ruleProblemText } from '@shared/text/rule-text'
import { badRequestBody, REJECTION, rejected, SandboxError } from '../errors'
import { authed, pathValue } from '../http/handler'
import { noParams } from '../http/params'
import type { RouteDef } from '../http/routing'
import { requireAccount } from '../permissions'
import type { SandboxRuntime } from '../runtime'
import { beginChange, fillOrder, placeOrders, remainingQuantity } from '../state/engine'
import { checkMarketOpen } from '../state/trading-hours'
import type { AccountState } from '../state/world'
import {
  checkAccountTrading,
  checkInstrumentRules,
  checkSimulatedType,
  orderRequestOf,
  specFromRequest,
} from './order-checks'

function checkNewOrder(account: AccountState, o: SingleOrderRequest, at: string, thenOrder: boolean): void {
  if (clientOrderIdProblem(o.orderCode)) throw SandboxError.from(dxError(DX_ERROR.BAD_CLIENT_ID))
  const used =
    account.ordersByClientId.has(o.orderCode) || (account.largeHistory?.rowOfClientOrderId(o.orderCode) ?? -1) >= 0
  if (used) throw SandboxError.from(dxError(DX_ERROR.DUPLICATE_CLIENT_ID, o.orderCode))
  if (!account.positionBased) return
  if (o.positionEffect === undefined) {
    throw badRequestBody(`${at}positionEffect: required on a position-based account (OPEN or CLOSE)`)
  }
  if (o.positionEffect === 'CLOSE' && !thenOrder) {
    const position = account.positions.get(o.positionCode ?? '')
    if (!position) throw rejected(REJECTION.STATE_CONFLICT, `No open position ${o.positionCode} (${at}positionCode)`)
    if (position.side === o.side) {
      throw rejected(
        REJECTION.STATE_CONFLICT,
        `A closing order must be on the side opposite to the position (${at}side)`,
      )
    }
  }
}

export function placeRoutes(runtime: SandboxRuntime): RouteDef[] {
  return [
    {
      method: 'POST',
      url: toRoutePattern(ENDPOINTS['orders.place'].path),
      handler: authed(runtime, (ctx) => {
        const { world } = ctx
        const account = requireAccount(world, ctx.caller.user, pathValue(ctx.request, 'account'))
        noParams(ctx.request.query)
        const req = orderRequestOf(ctx.request.body, account)
        const group = isOrderGroupRequest(req)
        const singles = group ? req.orders : [req]
        const [shape] = requestShapeProblems(req, { mode: 'place' })
        if (shape) throw badRequestBody(`${shape.field}: ${ruleProblemText(shape)}`)
        if (group && !account.positionBased) {
          throw rejected(
            REJECTION.GROUP_RULE,
            `Order groups need a position-based account; ${account.code} is net-based (contingencyType)`,
          )
        }
        const thenOrder = (i: number) => group && req.contingencyType === 'IF-THEN' && i > 0
        singles.forEach((o, i) => {
          const at = group ? `orders[${i}].` : ''
          checkSimulatedType(o.type, at)
          checkNewOrder(account, o, at, thenOrder(i))
          checkAccountTrading(account, o)
          checkMarketOpen(ctx.runtime, o.instrument, at)
          checkInstrumentRules(world, account, o, at)
        })

        const change = beginChange(world, account, ctx.now)
        const specs = singles.map((o, i) => specFromRequest(o, undefined, thenOrder(i)))
        const orders = placeOrders(change, specs, group ? req.contingencyType : undefined)
        for (const order of orders) {
          if (order.type !== 'MARKET' || order.status !== 'WORKING') continue
          const quote = world.prices.quote(order.instrument)
          fillOrder(change, order, remainingQuantity(account, order), order.side === 'BUY' ? quote.ask : quote.bid)
        }
        const responses: OrderResponseWire[] = orders.map((o) => ({
          orderId: o.orderId,
          updateOrderId: o.updateOrderId,
        }))
        if (!group) return responses[0]
        const body: OrderResponseListWire = { orderResponses: responses }
        return body
      }),
    },
  ]
}
