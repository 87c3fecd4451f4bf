// Every state change goes through here: the seed replays its scripted history with these functions, and the
// API and scenario controls use them at run time, so positions, balances, executions and versions can never
// disagree with each other.
import Big from 'big.js'
import { decimalsOfStep } from '@shared/domain/decimal'
import { money, roundTo } from '../decimal'
import { DX_ERROR, dxError } from '@shared/api'
import { REJECTION, rejected, SandboxError } from '../errors'
import type { AccountState, SandboxWorld } from './world'
import type {
  AccountEventType,
  CashTransactionState,
  CashTransactionType,
  CashTransferState,
  ContingencyType,
  ExecutionState,
  InstrumentSpec,
  OrderState,
  OrderStatus,
  OrderType,
  PositionEffect,
  PositionState,
  PriceLink,
  Side,
  Tif,
} from './types'
import { isFinal } from './types'

/** One change to one account: bumps its version once; every record touched carries that version. */
export class Change {
  readonly version: number

  constructor(
    readonly world: SandboxWorld,
    readonly account: AccountState,
    readonly now: number,
  ) {
    account.version += 1
    account.updatedAt = now
    this.version = account.version
    world.noteChange(account)
  }
}

export function beginChange(world: SandboxWorld, account: AccountState, now: number): Change {
  return new Change(world, account, now)
}

export interface NewOrderSpec {
  clientOrderId: string
  type: OrderType
  instrument: string
  side: Side
  quantity?: number
  limitPrice?: number
  stopPrice?: number
  tif: Tif
  expireDate?: number
  positionEffect?: PositionEffect
  positionCode?: string
  priceOffset?: number
  priceLink?: PriceLink
  marginRate?: number
  /** Reference price of a MARKET order; defaults to the current mid. */
  marketPrice?: number
  /** ACCEPTED for orders that are not live yet (market closed, waiting for an IF parent). */
  initialStatus?: 'WORKING' | 'ACCEPTED'
}

const COMMISSION_RATE_FX = 0.00002
const COMMISSION_RATE_OTHER = 0.0001

function instrumentOf(world: SandboxWorld, symbol: string): InstrumentSpec {
  const instrument = world.instrument(symbol)
  if (!instrument) throw rejected(REJECTION.INSTRUMENT_RULE, `Unknown instrument (${symbol})`)
  return instrument
}

/** The size an order works on: its own quantity, or the position's for a position-attached closing order. */
export function orderSize(account: AccountState, order: OrderState): number {
  if (order.quantity !== undefined) return order.quantity
  if (order.positionCode !== undefined) return account.positions.get(order.positionCode)?.quantity ?? 0
  return 0
}

export function remainingQuantity(account: AccountState, order: OrderState): number {
  if (isFinal(order.status)) return 0
  return Math.max(0, Number(new Big(orderSize(account, order)).minus(order.filledQuantity)))
}

/** Limit price, stop price, or the reference price of a market order: the Order Leg `price`. */
export function orderPrice(order: OrderState): number {
  return order.limitPrice ?? order.stopPrice ?? order.marketPrice ?? 0
}

function recordExecution(
  change: Change,
  order: OrderState,
  fill?: { lastQuantity: number; lastPrice: number },
  reject?: { reason: string; code: number },
): ExecutionState {
  const { world, account } = change
  const instrument = instrumentOf(world, order.instrument)
  const lastQuantity = fill?.lastQuantity ?? 0
  const execution: ExecutionState = {
    executionCode: world.allocateExecutionCode(),
    orderCode: order.orderCode,
    updateOrderId: order.updateOrderId,
    version: change.version,
    clientOrderId: order.clientOrderId,
    actionCode: order.actionCode,
    instrument: order.instrument,
    status: order.status,
    finalStatus: isFinal(order.status),
    filledQuantity: order.filledQuantity,
    lastQuantity,
    remainingQuantity: remainingQuantity(account, order),
    filledQuantityNotional: money(order.filledQuantity * order.averagePrice * instrument.multiplier),
    lastQuantityNotional: fill ? money(lastQuantity * fill.lastPrice * instrument.multiplier) : 0,
    transactionTime: change.now,
  }
  if (fill) execution.lastPrice = fill.lastPrice
  if (order.filledQuantity > 0) execution.averagePrice = order.averagePrice
  if (order.marginRate !== undefined) execution.marginRate = order.marginRate
  if (reject) {
    execution.rejectReason = reject.reason
    execution.rejectCode = reject.code
  }
  order.executions.push(execution)
  order.version = change.version
  order.transactionTime = change.now
  return execution
}

function indexOrder(account: AccountState, order: OrderState): void {
  account.orders.push(order)
  account.ordersById.set(order.orderId, order)
  account.ordersByClientId.set(order.clientOrderId, order)
}

function createOrder(change: Change, spec: NewOrderSpec): OrderState {
  const { world, account, now } = change
  const instrument = instrumentOf(world, spec.instrument)
  if (account.ordersByClientId.has(spec.clientOrderId)) {
    throw SandboxError.from(dxError(DX_ERROR.DUPLICATE_CLIENT_ID, spec.clientOrderId))
  }
  const orderId = world.allocateOrderId()
  const order: OrderState = {
    account: account.code,
    orderId,
    orderCode: String(orderId),
    clientOrderId: spec.clientOrderId,
    actionCode: `${orderId}-1`,
    updateOrderId: orderId,
    revision: 1,
    version: change.version,
    type: spec.type,
    instrument: spec.instrument,
    side: spec.side,
    status: spec.initialStatus ?? 'WORKING',
    tif: spec.tif,
    filledQuantity: 0,
    averagePrice: 0,
    issueTime: now,
    transactionTime: now,
    executions: [],
    cashTransactions: [],
  }
  if (spec.expireDate !== undefined) order.expireDate = spec.expireDate
  if (spec.limitPrice !== undefined) order.limitPrice = spec.limitPrice
  if (spec.stopPrice !== undefined) order.stopPrice = spec.stopPrice
  if (spec.type === 'MARKET') order.marketPrice = spec.marketPrice ?? world.prices.mid(instrument.symbol)
  if (spec.quantity !== undefined && spec.quantity > 0) order.quantity = spec.quantity
  if (spec.positionEffect !== undefined) order.positionEffect = spec.positionEffect
  // Position-based accounts: an OPEN leg carries the code of the position it will open, its own order id
  // (what public clients rely on).
  if (spec.positionCode !== undefined) order.positionCode = spec.positionCode
  else if (account.positionBased && spec.positionEffect === 'OPEN') order.positionCode = String(orderId)
  if (spec.priceOffset !== undefined) order.priceOffset = spec.priceOffset
  if (spec.priceLink !== undefined) order.priceLink = spec.priceLink
  if (spec.marginRate !== undefined) order.marginRate = spec.marginRate
  indexOrder(account, order)
  recordExecution(change, order)
  return order
}

/** Place one order, or a group (OCO / IF-THEN; for IF-THEN the first spec is the parent). */
export function placeOrders(change: Change, specs: NewOrderSpec[], contingencyType?: ContingencyType): OrderState[] {
  if (!contingencyType) return specs.map((spec) => createOrder(change, spec))
  const groupId = change.world.allocateGroupId()
  const orders: OrderState[] = []
  specs.forEach((spec, index) => {
    const parent = orders[0]
    const isThen = contingencyType === 'IF-THEN' && index > 0
    const order = createOrder(
      change,
      isThen && parent
        ? { ...spec, initialStatus: 'ACCEPTED', positionEffect: 'CLOSE', positionCode: parent.positionCode }
        : spec,
    )
    order.group = { groupId, contingencyType }
    orders.push(order)
  })
  change.account.groups.set(groupId, { groupId, contingencyType, orderIds: orders.map((o) => o.orderId) })
  return orders
}

export function groupMembers(account: AccountState, order: OrderState): OrderState[] {
  if (!order.group) return []
  const group = account.groups.get(order.group.groupId)
  if (!group) return []
  return group.orderIds.flatMap((id) => {
    const member = account.ordersById.get(id)
    return member ? [member] : []
  })
}

export function removeFromGroup(account: AccountState, order: OrderState): void {
  if (!order.group) return
  const group = account.groups.get(order.group.groupId)
  delete order.group
  if (!group) return
  group.orderIds = group.orderIds.filter((id) => id !== order.orderId)
  if (group.orderIds.length <= 1) {
    for (const id of group.orderIds) {
      const last = account.ordersById.get(id)
      if (last) delete last.group
    }
    account.groups.delete(group.groupId)
  }
}

export function formGroup(account: AccountState, world: SandboxWorld, orders: OrderState[], type: ContingencyType) {
  for (const order of orders) removeFromGroup(account, order)
  const groupId = world.allocateGroupId()
  for (const order of orders) order.group = { groupId, contingencyType: type }
  account.groups.set(groupId, { groupId, contingencyType: type, orderIds: orders.map((o) => o.orderId) })
}

function commissionRate(instrument: InstrumentSpec): number {
  return instrument.type === 'FOREX' ? COMMISSION_RATE_FX : COMMISSION_RATE_OTHER
}

function adjustBalance(change: Change, currency: string, delta: number): void {
  const { account } = change
  const balance = account.balances.get(currency) ?? { currency, value: 0, version: change.version }
  balance.value = Number(new Big(balance.value).plus(delta))
  balance.version = change.version
  account.balances.set(currency, balance)
}

function newCashTransaction(
  change: Change,
  type: CashTransactionType,
  value: number,
  order?: OrderState,
  extra: { tradeCode?: string; positionCode?: string } = {},
): CashTransactionState {
  const transaction: CashTransactionState = {
    transactionCode: change.world.allocateTransactionCode(change.account.clearing),
    version: change.version,
    type,
    value,
    currency: change.account.baseCurrency,
    transactionTime: change.now,
  }
  if (order) {
    transaction.orderCode = order.orderCode
    transaction.clientOrderId = order.clientOrderId
  }
  if (extra.tradeCode !== undefined) transaction.tradeCode = extra.tradeCode
  if (extra.positionCode !== undefined) transaction.positionCode = extra.positionCode
  adjustBalance(change, transaction.currency, value)
  return transaction
}

/** A transfer not caused by a trade: deposit, withdrawal, financing, adjustment… (has a transferCode). */
export function addCashTransfer(
  change: Change,
  type: CashTransactionType,
  value: number,
  comment?: string,
  positionCode?: string,
): CashTransferState {
  const extra = positionCode === undefined ? {} : { positionCode }
  const transfer: CashTransferState = {
    transferCode: change.world.allocateTransferCode(),
    transactionTime: change.now,
    version: change.version,
    cashTransactions: [newCashTransaction(change, type, money(value), undefined, extra)],
  }
  if (comment !== undefined) transfer.comment = comment
  change.account.transfers.push(transfer)
  return transfer
}

/**
 * A cash movement booked to the balance but left out of the transfer list (scenario control): on an order's
 * own cash transactions when one is named, else on no record at all. What a back-office correction that
 * never reached the transfer feed looks like to a client reconciling the account.
 */
export function bookUnlistedCash(change: Change, type: CashTransactionType, value: number, order?: OrderState) {
  const transaction = newCashTransaction(change, type, money(value), order)
  order?.cashTransactions.push(transaction)
  return transaction
}

export function addAccountEvent(change: Change, eventType: AccountEventType, reason: string): void {
  change.account.events.push({ eventType, reason, time: change.now, version: change.version })
}

function bidAskAround(instrument: InstrumentSpec, price: number): { bid: number; ask: number } {
  const half = (instrument.spreadTicks * instrument.priceIncrement) / 2
  const decimals = (decimalsOfStep(instrument.priceIncrement) ?? 0) + 1
  return { bid: roundTo(price - half, decimals), ask: roundTo(price + half, decimals) }
}

function openPosition(change: Change, code: string, order: OrderState, quantity: number, price: number) {
  const instrument = instrumentOf(change.world, order.instrument)
  const { bid, ask } = bidAskAround(instrument, price)
  const position: PositionState = {
    positionCode: code,
    symbol: order.instrument,
    side: order.side,
    quantity,
    openPrice: price,
    openTime: change.now,
    lastUpdateTime: change.now,
    version: change.version,
    bidOpen: bid,
    askOpen: ask,
  }
  if (order.marginRate !== undefined) position.marginRate = order.marginRate
  change.account.positions.set(code, position)
}

function increasePosition(change: Change, position: PositionState, quantity: number, price: number) {
  const instrument = instrumentOf(change.world, position.symbol)
  const total = Number(new Big(position.quantity).plus(quantity))
  const average = (position.openPrice * position.quantity + price * quantity) / total
  position.openPrice = roundTo(average, (decimalsOfStep(instrument.priceIncrement) ?? 0) + 2)
  position.quantity = total
  position.lastUpdateTime = change.now
  position.version = change.version
}

/** Reduce a position; returns the realised P/L in the instrument's currency. */
function reducePosition(change: Change, position: PositionState, quantity: number, price: number): number {
  const instrument = instrumentOf(change.world, position.symbol)
  const direction = position.side === 'BUY' ? 1 : -1
  const realised = (price - position.openPrice) * quantity * instrument.multiplier * direction
  position.quantity = Number(new Big(position.quantity).minus(quantity))
  position.lastUpdateTime = change.now
  position.version = change.version
  if (position.quantity <= 0) {
    change.account.positions.delete(position.positionCode)
    cancelOrdersAttachedTo(change, position.positionCode)
  }
  return realised
}

/** A position is gone: its working closing orders have nothing left to close. */
function cancelOrdersAttachedTo(change: Change, positionCode: string): void {
  for (const order of change.account.orders) {
    if (order.status === 'WORKING' && order.positionEffect === 'CLOSE' && order.positionCode === positionCode) {
      finishOrder(change, order, 'CANCELED')
    }
  }
}

/** Apply a fill to positions; returns the realised P/L in instrument currency. */
function applyFillToPositions(change: Change, order: OrderState, quantity: number, price: number): number {
  const { account } = change
  if (account.positionBased) {
    const code = order.positionCode ?? String(order.orderId)
    const position = account.positions.get(code)
    if (order.positionEffect === 'CLOSE') {
      if (!position) throw rejected(REJECTION.STATE_CONFLICT, `Position not found (positionCode ${code})`)
      if (quantity > position.quantity) {
        throw rejected(
          REJECTION.STATE_CONFLICT,
          `quantity ${quantity} exceeds the position size ${position.quantity} (quantity)`,
        )
      }
      return reducePosition(change, position, quantity, price)
    }
    if (position) increasePosition(change, position, quantity, price)
    else openPosition(change, code, order, quantity, price)
    return 0
  }
  // Net-based: one position per instrument; an opposite fill reduces it and may flip it.
  const position = [...account.positions.values()].find((p) => p.symbol === order.instrument)
  if (!position) {
    openPosition(change, String(order.orderId), order, quantity, price)
    return 0
  }
  if (position.side === order.side) {
    increasePosition(change, position, quantity, price)
    return 0
  }
  const closing = Math.min(quantity, position.quantity)
  const realised = reducePosition(change, position, closing, price)
  const flip = Number(new Big(quantity).minus(closing))
  if (flip > 0) openPosition(change, String(order.orderId), order, flip, price)
  return realised
}

/** Fill (part of) a working order at `price`. */
export function fillOrder(change: Change, order: OrderState, quantity: number, price: number): ExecutionState {
  const { world, account } = change
  if (isFinal(order.status)) {
    throw rejected(REJECTION.ORDER_FINAL, `Order ${order.orderCode} is already final (${order.status})`)
  }
  if (order.status !== 'WORKING') {
    throw rejected(REJECTION.STATE_CONFLICT, `Order ${order.orderCode} is not working yet (${order.status})`)
  }
  const remaining = remainingQuantity(account, order)
  if (!(quantity > 0) || quantity > remaining) {
    throw rejected(
      REJECTION.STATE_CONFLICT,
      `quantity must be above 0 and at most the remaining ${remaining} (quantity)`,
    )
  }
  const instrument = instrumentOf(world, order.instrument)
  const size = orderSize(account, order)
  const filled = Number(new Big(order.filledQuantity).plus(quantity))
  const average = (order.averagePrice * order.filledQuantity + price * quantity) / filled
  order.averagePrice = roundTo(average, (decimalsOfStep(instrument.priceIncrement) ?? 0) + 2)
  order.filledQuantity = filled
  const completes = filled >= size
  if (completes) {
    order.status = 'COMPLETED'
    order.completedTime = change.now
  }
  const signed = order.side === 'BUY' ? quantity : -quantity
  const execution = recordExecution(change, order, { lastQuantity: signed, lastPrice: price })
  const positionCode = order.positionCode ?? (account.positionBased ? String(order.orderId) : undefined)
  const realised = applyFillToPositions(change, order, quantity, price)

  const conv = world.prices.convRate(instrument.currency, account.baseCurrency)
  const notionalBase = quantity * price * instrument.multiplier * conv
  const extra = positionCode === undefined ? {} : { positionCode }
  const transactions = [
    newCashTransaction(change, 'COMMISSION', -Math.max(0.01, money(notionalBase * commissionRate(instrument))), order, {
      tradeCode: execution.executionCode,
      ...extra,
    }),
  ]
  if (realised !== 0) {
    transactions.push(
      newCashTransaction(change, 'SETTLEMENT', money(realised * conv), order, {
        tradeCode: execution.executionCode,
        ...extra,
      }),
    )
  }
  order.cashTransactions.push(...transactions)
  account.transfers.push({
    transactionTime: change.now,
    version: change.version,
    comment: `Trade ${execution.executionCode} ${order.side} ${quantity} ${order.instrument} @ ${price}`,
    cashTransactions: transactions,
  })
  if (completes) afterCompletion(change, order)
  return execution
}

/** OCO siblings are cancelled; an IF parent's THEN orders come alive with the filled size. */
function afterCompletion(change: Change, order: OrderState): void {
  const members = otherMembersAfterOco(change, order)
  if (!members || !order.group) return
  const isParent = change.account.groups.get(order.group.groupId)?.orderIds[0] === order.orderId
  if (isParent) activateChildren(change, order, members)
}

/** An order that ended takes its OCO siblings with it; of another group, the members left to settle (else null). */
function otherMembersAfterOco(change: Change, order: OrderState): OrderState[] | null {
  if (!order.group) return null
  const members = groupMembers(change.account, order).filter((m) => m !== order)
  if (order.group.contingencyType !== 'OCO') return members
  for (const sibling of members) if (!isFinal(sibling.status)) finishOrder(change, sibling, 'CANCELED')
  return null
}

function activateChildren(change: Change, parent: OrderState, children: OrderState[]): void {
  for (const child of children) {
    if (child.status !== 'ACCEPTED') continue
    // A THEN order keeps no quantity of its own: it works on the position the IF order opened.
    child.status = 'WORKING'
    if (parent.positionCode !== undefined) child.positionCode = parent.positionCode
    recordExecution(change, child)
  }
}

/** Cancel or expire a non-final order, with the group consequences. */
export function finishOrder(change: Change, order: OrderState, status: 'CANCELED' | 'EXPIRED'): void {
  if (isFinal(order.status)) {
    throw rejected(REJECTION.ORDER_FINAL, `Order ${order.orderCode} is already final (${order.status})`)
  }
  order.status = status
  order.completedTime = change.now
  recordExecution(change, order)
  const { account } = change
  const members = otherMembersAfterOco(change, order)
  if (!members || !order.group) return
  const group = account.groups.get(order.group.groupId)
  if (group?.orderIds[0] !== order.orderId) return
  // The IF order ended without a full fill. What it did fill is a position, and the THEN orders protect
  // it; with no fill at all they stay behind without a size (docs/api-notes.md, "Orders") and leave the group.
  if (order.filledQuantity > 0) activateChildren(change, order, members)
  else for (const child of members) removeFromGroup(account, child)
}

export function rejectOrder(change: Change, order: OrderState, reason: string, code: number): void {
  order.status = 'REJECTED'
  order.completedTime = change.now
  recordExecution(change, order, undefined, { reason, code })
}

export interface OrderReplacement {
  quantity?: number
  limitPrice?: number
  stopPrice?: number
  tif?: Tif
  /** null removes it (tif no longer GTD). */
  expireDate?: number | null
  priceOffset?: number | null
  priceLink?: PriceLink | null
  marginRate?: number
}

/** Replace a working order's mutable fields: a new order version (updateOrderId, action code). */
export function replaceOrder(change: Change, order: OrderState, replacement: OrderReplacement): ExecutionState {
  if (isFinal(order.status)) {
    throw rejected(REJECTION.ORDER_FINAL, `Order ${order.orderCode} is already final (${order.status})`)
  }
  if (replacement.quantity !== undefined) order.quantity = replacement.quantity
  if (replacement.limitPrice !== undefined) order.limitPrice = replacement.limitPrice
  if (replacement.stopPrice !== undefined) order.stopPrice = replacement.stopPrice
  if (replacement.tif !== undefined) order.tif = replacement.tif
  if (replacement.expireDate === null) delete order.expireDate
  else if (replacement.expireDate !== undefined) order.expireDate = replacement.expireDate
  if (replacement.priceOffset === null) delete order.priceOffset
  else if (replacement.priceOffset !== undefined) order.priceOffset = replacement.priceOffset
  if (replacement.priceLink === null) delete order.priceLink
  else if (replacement.priceLink !== undefined) order.priceLink = replacement.priceLink
  if (replacement.marginRate !== undefined) order.marginRate = replacement.marginRate
  newOrderVersion(change, order)
  return recordExecution(change, order)
}

/** A request that changes an order chain creates a new order version: new updateOrderId and action code. */
export function newOrderVersion(change: Change, order: OrderState): void {
  order.updateOrderId = change.world.allocateOrderId()
  order.revision += 1
  order.actionCode = `${order.orderId}-${order.revision}`
}

/** A status-only change (e.g. ACCEPTED → WORKING when a market opens). */
export function setOrderStatus(change: Change, order: OrderState, status: OrderStatus): void {
  order.status = status
  if (isFinal(status)) order.completedTime = change.now
  recordExecution(change, order)
}
