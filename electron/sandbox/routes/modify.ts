// PUT /accounts/{account}/orders: replace an order or an order group (docs/api-notes.md, "Orders" and "ETags").
//
// Checks, in the order of docs/api-notes.md: caller (401) → account visible (404 "2") → If-Match present
// (403 "99") → the request on its own: no query, body parses as a Single Order Request or Order Group
// Request, its account is the path's, its shape and group rules hold (400 "33") → If-Match equals the
// account's current ETag (412) → every orderCode found (404 "2") → rules that need the stored order: the
// shape again with the stored type filled in (400 "33"), the group as a whole (contingency type, adding and
// removing at once), then per order: not final, immutable fields unchanged, account trading, market open,
// instrument rules, quantity above what is filled (409).
// Only then is anything changed, as one account version; the response carries the new ETag.
//
// Groups: a Single Order Request for a member of a group replaces that order and takes it out of its
// group (the group "turned into a single order"; an IF order leaving dissolves its group; a THEN order whose
// IF order already filled stays, as the protection of the position). A group request
// over stand-alone orders forms a group; over a group's members it may drop members or add members (existing
// stand-alone orders, or new orders whose orderCode is unknown and which carry a type) — not both at once.
import {
  DX_ERROR,
  dxError,
  isOrderGroupRequest,
  type OrderGroupRequest,
  type OrderResponseListWire,
  type OrderResponseWire,
  type SingleOrderRequest,
} from '@shared/api'
import { clientOrderIdProblem, requestShapeProblems } from '@shared/domain/order-rules'
import { ruleProblemText } from '@shared/text/rule-text'
import { badRequestBody, notFound, REJECTION, rejected, SandboxError } from '../errors'
import { accountsEtag } from '../http/etag'
import type { ApiContext } from '../http/handler'
import { noParams } from '../http/params'
import type { RouteDef } from '../http/routing'
import type { SandboxRuntime } from '../runtime'
import {
  beginChange,
  type Change,
  formGroup,
  type OrderReplacement,
  placeOrders,
  removeFromGroup,
  replaceOrder,
} from '../state/engine'
import type { OrderState } from '../state/types'
import { isFinal } from '../state/types'
import { checkMarketOpen } from '../state/trading-hours'
import type { AccountState } from '../state/world'
import { startOfUtcDay } from '../time'
import {
  checkAccountTrading,
  orderRequestOf,
  checkIfMatch,
  checkInstrumentRules,
  checkSimulatedType,
  conditionalWrite,
  findOrder,
  specFromRequest,
} from './order-checks'

function rawOrderAt(raw: unknown, index: number | undefined): Record<string, unknown> {
  const body = (raw ?? {}) as Record<string, unknown>
  if (index === undefined) return body
  const orders = body.orders
  return Array.isArray(orders) ? ((orders[index] ?? {}) as Record<string, unknown>) : {}
}

function checkModifiable(order: OrderState, req: SingleOrderRequest, raw: Record<string, unknown>, at: string): void {
  if (isFinal(order.status)) {
    throw rejected(
      REJECTION.ORDER_FINAL,
      `Order ${req.orderCode} is already final (${order.status}) and cannot be modified (${at}orderCode)`,
    )
  }
  const immutable = (field: string, from: unknown, to: unknown) => {
    throw rejected(REJECTION.IMMUTABLE_FIELD, `${field} cannot change from ${from} to ${to} (${at}${field})`)
  }
  if (raw.orderId !== undefined && String(raw.orderId) !== String(order.orderId)) {
    immutable('orderId', order.orderId, raw.orderId)
  }
  if (req.type !== undefined && req.type !== order.type) immutable('type', order.type, req.type)
  if (req.instrument !== order.instrument) immutable('instrument', order.instrument, req.instrument)
  if (req.side !== order.side) immutable('side', order.side, req.side)
  if (
    req.positionEffect !== undefined &&
    order.positionEffect !== undefined &&
    req.positionEffect !== order.positionEffect
  ) {
    immutable('positionEffect', order.positionEffect, req.positionEffect)
  }
  if (req.positionCode !== undefined && order.positionCode !== undefined && req.positionCode !== order.positionCode) {
    immutable('positionCode', order.positionCode, req.positionCode)
  }
}

function checkQuantityAndExpiry(order: OrderState, req: SingleOrderRequest, at: string, now: number): void {
  if (req.quantity !== undefined && order.filledQuantity > 0 && Number(req.quantity) <= order.filledQuantity) {
    throw rejected(
      REJECTION.STATE_CONFLICT,
      `quantity ${req.quantity} must be above the ${order.filledQuantity} already filled (${at}quantity)`,
    )
  }
  if (req.expireDate !== undefined && Date.parse(req.expireDate.slice(0, 10)) < startOfUtcDay(now)) {
    throw rejected(REJECTION.STATE_CONFLICT, `expireDate ${req.expireDate} is in the past (${at}expireDate)`)
  }
}

function replacementOf(order: OrderState, req: SingleOrderRequest): OrderReplacement {
  const r: OrderReplacement = {}
  // A position-attached closing order keeps taking its size from the position.
  const attached = order.positionEffect === 'CLOSE' && order.quantity === undefined
  if (req.quantity !== undefined && !attached && Number(req.quantity) > 0) r.quantity = Number(req.quantity)
  if (req.limitPrice !== undefined) r.limitPrice = Number(req.limitPrice)
  if (req.stopPrice !== undefined) r.stopPrice = Number(req.stopPrice)
  if (req.tif !== undefined) r.tif = req.tif
  // The request is the whole new state: optional fields it leaves out are removed.
  r.expireDate = req.expireDate === undefined ? null : Date.parse(req.expireDate.slice(0, 10))
  r.priceOffset = req.priceOffset === undefined ? null : Number(req.priceOffset)
  r.priceLink = req.priceLink ?? null
  if (req.marginRate !== undefined) r.marginRate = Number(req.marginRate)
  return r
}

function shapeCheck(req: SingleOrderRequest | OrderGroupRequest): void {
  const [problem] = requestShapeProblems(req, { mode: 'modify' })
  if (problem) throw badRequestBody(`${problem.field}: ${ruleProblemText(problem)}`)
}

function dissolveGroup(account: AccountState, groupId: number): void {
  const group = account.groups.get(groupId)
  if (!group) return
  for (const id of group.orderIds) {
    const member = account.ordersById.get(id)
    if (member) delete member.group
  }
  account.groups.delete(groupId)
}

/**
 * A Single Order Request for a group member turns it into a single order. Except a THEN order whose IF
 * order has already filled: the group is then just the protection of a position, and adjusting a stop-loss
 * or take-profit is an ordinary replace.
 */
function leaveGroup(account: AccountState, order: OrderState): void {
  if (!order.group) return
  const group = account.groups.get(order.group.groupId)
  if (!group) return
  const parentId = group.orderIds[0]
  if (group.contingencyType === 'IF-THEN') {
    if (parentId === order.orderId) return dissolveGroup(account, group.groupId)
    const parent = parentId === undefined ? undefined : account.ordersById.get(parentId)
    if (parent && isFinal(parent.status)) return
  }
  removeFromGroup(account, order)
}

/** The IF order of the order's IF-THEN group while it has not filled (its THEN orders have no size yet). */
function waitingParent(account: AccountState, order: OrderState): OrderState | undefined {
  if (order.group?.contingencyType !== 'IF-THEN') return undefined
  const parentId = account.groups.get(order.group.groupId)?.orderIds[0]
  const parent = parentId === undefined ? undefined : account.ordersById.get(parentId)
  return parent && !isFinal(parent.status) ? parent : undefined
}

/**
 * Before its IF order fills, a THEN order works on a position that does not exist yet: on its own it would be a
 * closing order without a size (docs/api-notes.md, "Orders"). So neither it nor its IF order may leave the group
 * by a replace; cancelling it (or the whole group) is the way to end it.
 */
function refuseOrphan(order: OrderState, parent: OrderState, at: string): never {
  throw rejected(
    REJECTION.GROUP_RULE,
    order === parent
      ? `The IF order ${order.orderCode} cannot leave its group while its THEN orders wait for it: they would stay behind without a size; cancel them first (${at})`
      : `THEN order ${order.orderCode} cannot leave its group before IF order ${parent.orderCode} fills: it has no size of its own; cancel it instead (${at})`,
  )
}

function response(order: OrderState): OrderResponseWire {
  return { orderId: order.orderId, updateOrderId: order.updateOrderId }
}

function modifySingle(
  ctx: ApiContext,
  account: AccountState,
  req: SingleOrderRequest,
  raw: unknown,
): OrderResponseWire {
  const order = findOrder(account, req.orderCode)
  if (!order) throw notFound(`order ${req.orderCode} on ${account.code}`)
  const full: SingleOrderRequest = { ...req, type: req.type ?? order.type }
  shapeCheck(full)
  checkModifiable(order, req, rawOrderAt(raw, undefined), '')
  checkAccountTrading(account, order)
  checkMarketOpen(ctx.runtime, order.instrument, '')
  checkInstrumentRules(ctx.world, account, full, '')
  checkQuantityAndExpiry(order, full, '', ctx.now)
  const parent = waitingParent(account, order)
  if (parent) refuseOrphan(order, parent, 'orderCode')
  const change = beginChange(ctx.world, account, ctx.now)
  leaveGroup(account, order)
  replaceOrder(change, order, replacementOf(order, full))
  return response(order)
}

interface GroupEntry {
  req: SingleOrderRequest
  order: OrderState | undefined
  at: string
}

function checkMembership(account: AccountState, req: OrderGroupRequest, entries: GroupEntry[]): number | undefined {
  const groupIds = new Set(entries.flatMap((e) => (e.order?.group ? [e.order.group.groupId] : [])))
  if (groupIds.size > 1) {
    throw rejected(REJECTION.GROUP_RULE, 'These orders belong to different groups; change one group at a time (orders)')
  }
  const [groupId] = groupIds
  const group = groupId === undefined ? undefined : account.groups.get(groupId)
  if (!group) return undefined
  if (group.contingencyType !== req.contingencyType) {
    throw rejected(
      REJECTION.GROUP_RULE,
      `contingencyType cannot change from ${group.contingencyType} to ${req.contingencyType} (contingencyType)`,
    )
  }
  const requested = new Set(entries.flatMap((e) => (e.order ? [e.order.orderId] : [])))
  const live = group.orderIds.filter((id) => {
    const member = account.ordersById.get(id)
    return member !== undefined && !isFinal(member.status)
  })
  const removes = live.some((id) => !requested.has(id))
  const head = account.ordersById.get(group.orderIds[0] ?? -1)
  const waiting = head && waitingParent(account, head)
  const leaving = waiting ? live.find((id) => !requested.has(id)) : undefined
  const orphan = leaving === undefined ? undefined : account.ordersById.get(leaving)
  if (waiting && orphan) refuseOrphan(orphan, waiting, 'orders')
  const adds = entries.some((e) => !e.order || !group.orderIds.includes(e.order.orderId))
  if (removes && adds) {
    throw badRequestBody('orders: one request cannot both add and remove orders of a group; remove first, then add')
  }
  const parent = group.orderIds[0]
  if (group.contingencyType === 'IF-THEN' && requested.has(parent ?? -1) && entries[0]?.order?.orderId !== parent) {
    throw badRequestBody('orders[0]: the IF order of an IF-THEN group must stay first')
  }
  return group.groupId
}

function modifyGroup(ctx: ApiContext, account: AccountState, req: OrderGroupRequest, raw: unknown) {
  const entries: GroupEntry[] = req.orders.map((o, i) => ({
    req: o,
    order: findOrder(account, o.orderCode),
    at: `orders[${i}].`,
  }))
  if (entries.every((e) => !e.order)) {
    throw notFound(`orders ${req.orders.map((o) => o.orderCode).join(', ')} on ${account.code}`)
  }
  for (const e of entries) {
    if (e.order) continue
    if (e.req.type === undefined) {
      throw badRequestBody(`${e.at}type: type is required for a new order (MARKET, LIMIT, STOP…)`)
    }
    if (clientOrderIdProblem(e.req.orderCode)) throw SandboxError.from(dxError(DX_ERROR.BAD_CLIENT_ID))
  }
  const full: OrderGroupRequest = {
    ...req,
    orders: entries.map((e) => ({ ...e.req, type: e.req.type ?? e.order?.type })),
  }
  shapeCheck(full)
  if (!account.positionBased) {
    throw rejected(
      REJECTION.GROUP_RULE,
      `Order groups need a position-based account; ${account.code} is net-based (contingencyType)`,
    )
  }
  const currentGroup = checkMembership(account, req, entries)
  entries.forEach((e, i) => {
    if (e.order) checkModifiable(e.order, e.req, rawOrderAt(raw, i), e.at)
    else checkSimulatedType(e.req.type, e.at)
  })
  full.orders.forEach((o, i) => {
    const entry = entries[i]
    checkAccountTrading(account, o)
    checkMarketOpen(ctx.runtime, o.instrument, entry?.at ?? '')
    checkInstrumentRules(ctx.world, account, o, entry?.at ?? '')
    if (entry?.order) checkQuantityAndExpiry(entry.order, o, entry.at, ctx.now)
  })

  const change: Change = beginChange(ctx.world, account, ctx.now)
  if (currentGroup !== undefined) dissolveGroup(account, currentGroup)
  const orders: OrderState[] = []
  full.orders.forEach((o, i) => {
    const entry = entries[i]
    if (!entry) return
    if (entry.order) {
      leaveGroup(account, entry.order)
      replaceOrder(change, entry.order, replacementOf(entry.order, o))
      orders.push(entry.order)
    } else {
      const thenOrder = req.contingencyType === 'IF-THEN' && i > 0
      const [created] = placeOrders(change, [specFromRequest(o, orders[0], thenOrder)])
      if (created) orders.push(created)
    }
  })
  formGroup(account, ctx.world, orders, req.contingencyType)
  const body: OrderResponseListWire = { orderResponses: orders.map(response) }
  return body
}

export function modifyRoutes(runtime: SandboxRuntime): RouteDef[] {
  return [
    conditionalWrite(runtime, 'orders.modify', (ctx, account, ifMatch) => {
      noParams(ctx.request.query)
      const raw: unknown = ctx.request.body
      const req = orderRequestOf(raw, account)
      // The request on its own terms (a single order's type may still come from the stored order).
      shapeCheck(req)
      checkIfMatch(ifMatch, account)
      const body = isOrderGroupRequest(req) ? modifyGroup(ctx, account, req, raw) : modifySingle(ctx, account, req, raw)
      ctx.reply.header('ETag', accountsEtag([account]))
      return body
    }),
  ]
}
