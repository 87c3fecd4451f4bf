// In-memory state of the sandbox. These are storage shapes (numbers for times, Maps for lookups), not wire
// shapes: every response is built from them by electron/sandbox/wire/*, typed with the shared/api schemas.

import type {
  ContingencyType,
  KnownAccountEventType,
  KnownAccountStatus,
  KnownCurrencyType,
  KnownLimitType,
  KnownOrderStatus,
  KnownOrderType,
  KnownPriceLink,
  KnownTif,
  KnownTradingStatus,
  KnownTransferType,
  PositionEffect,
  SessionEvent,
  Side,
} from '@shared/api'
import { FINAL_ORDER_STATUSES } from '@shared/api'

export type { ContingencyType, PositionEffect, Side }
export type OrderStatus = KnownOrderStatus
/** The order types the sandbox executes (STOP_LIMIT and TRAILING_STOP are not simulated). */
export type OrderType = Extract<KnownOrderType, 'MARKET' | 'LIMIT' | 'STOP'>
export type Tif = KnownTif
export type PriceLink = KnownPriceLink
export type AccountStatus = KnownAccountStatus
export type TradingStatus = KnownTradingStatus
export type AccountEventType = KnownAccountEventType
export type LimitType = KnownLimitType
export type CashTransactionType = KnownTransferType

const FINAL: ReadonlySet<string> = new Set(FINAL_ORDER_STATUSES)

export function isFinal(status: OrderStatus): boolean {
  return FINAL.has(status)
}

export interface TradingSessionSpec {
  weekDay: string
  eventType: SessionEvent
}

export interface MarginTierSpec {
  /** Infinity for the open-ended tier; emitted as the string "Infinity". */
  endVolume: number
  value: number
}

export interface InstrumentSpec {
  symbol: string
  type: string
  description: string
  version: number
  currency: string
  firstCurrency?: string
  underlying?: string
  product?: string
  currencyType?: KnownCurrencyType
  priceIncrement: number
  pipSize: number
  lotSize: number
  multiplier: number
  tradingHours: TradingSessionSpec[]
  minOrderSize: number
  maxOrderSize: { value: number; limitType: LimitType }
  minOrderSizeIncrement: number
  marginRate: { rateType: 'FLAT' | 'TIERED'; tiers: MarginTierSpec[] }
  /** Default tradingStatus for every account; accounts may override. */
  tradingStatus: TradingStatus
  initialPrice: number
  /** Bid/ask spread in price increments. */
  spreadTicks: number
}

export interface UserState {
  login: string
  domain: string
  username: string
  fullName: string
  password: string
  /** false → every authenticated call answers 404 "2" (API not permitted for the user). */
  apiEnabled: boolean
  /** Owners (usernames) whose accounts this user may read and whose orders it may modify. */
  delegatedOwners: string[]
  registrationTime: number
}

export interface ExecutionState {
  executionCode: string
  orderCode: string
  updateOrderId: number
  version: number
  clientOrderId: string
  actionCode: string
  instrument: string
  status: OrderStatus
  finalStatus: boolean
  filledQuantity: number
  /** Signed: + for buys, − for sells; 0 when the execution is not a fill. */
  lastQuantity: number
  remainingQuantity: number
  filledQuantityNotional: number
  lastQuantityNotional: number
  lastPrice?: number
  averagePrice?: number
  transactionTime: number
  marginRate?: number
  rejectReason?: string
  rejectCode?: number
}

export interface CashTransactionState {
  transactionCode: string
  orderCode?: string
  tradeCode?: string
  version: number
  clientOrderId?: string
  type: CashTransactionType
  value: number
  currency: string
  transactionTime: number
  positionCode?: string
}

export interface CashTransferState {
  /** Absent for transfers caused by a trade. */
  transferCode?: string
  comment?: string
  transactionTime: number
  version: number
  cashTransactions: CashTransactionState[]
}

export interface AccountEventState {
  eventType: AccountEventType
  time: number
  reason: string
  version: number
}

export interface GroupMembership {
  groupId: number
  contingencyType: ContingencyType
}

export interface OrderState {
  account: string
  orderId: number
  orderCode: string
  clientOrderId: string
  actionCode: string
  /** Latest updateOrderId (the id of the current order version). */
  updateOrderId: number
  /** Number of versions of this order; the action code is `<orderId>-<revision>`. */
  revision: number
  version: number
  type: OrderType
  instrument: string
  side: Side
  status: OrderStatus
  tif: Tif
  /** Midnight UTC of the expiry date (GTD only). */
  expireDate?: number
  limitPrice?: number
  stopPrice?: number
  /** Reference price of a MARKET order (the market price when it was issued). */
  marketPrice?: number
  /** Absent for a position-attached closing order (its size is the position's). */
  quantity?: number
  filledQuantity: number
  averagePrice: number
  positionEffect?: PositionEffect
  positionCode?: string
  priceOffset?: number
  priceLink?: PriceLink
  marginRate?: number
  issueTime: number
  transactionTime: number
  /** When the order reached its final status (for completed-from / completed-to). */
  completedTime?: number
  group?: GroupMembership
  executions: ExecutionState[]
  cashTransactions: CashTransactionState[]
}

export interface PositionState {
  positionCode: string
  symbol: string
  side: Side
  /** Unsigned units. */
  quantity: number
  openPrice: number
  openTime: number
  lastUpdateTime: number
  version: number
  bidOpen: number
  askOpen: number
  marginRate?: number
}

export interface BalanceState {
  currency: string
  value: number
  version: number
}

export interface OrderGroupState {
  groupId: number
  contingencyType: ContingencyType
  /** In group order: for IF-THEN the parent first. */
  orderIds: number[]
}
