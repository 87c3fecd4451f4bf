// Every DX enumeration. Response-side schemas are open where a newer server may add values
// (docs/api-notes.md, "Reading answers": adding values is not a breaking change, so an unknown one must not make a list
// unreadable); request-side schemas are closed because the server validates them and so does the sandbox.
import { z } from 'zod'
import { caseInsensitiveEnum, openEnum, type OpenEnum } from './primitives'

// Order statuses. Only the SDKs list these; other statuses may exist, hence open.
export const ORDER_STATUSES = ['ACCEPTED', 'WORKING', 'COMPLETED', 'CANCELED', 'EXPIRED', 'REJECTED'] as const
export type KnownOrderStatus = (typeof ORDER_STATUSES)[number]
export type OrderStatus = OpenEnum<KnownOrderStatus>
export const FINAL_ORDER_STATUSES = [
  'COMPLETED',
  'CANCELED',
  'EXPIRED',
  'REJECTED',
] as const satisfies readonly KnownOrderStatus[]
export const orderStatus = openEnum(ORDER_STATUSES)

/**
 * The server's `finalStatus` flag is the truth; the status name is only a fallback, and an unknown
 * status counts as not final.
 */
export function isFinalOrder(order: { status: string; finalStatus?: boolean | undefined }): boolean {
  if (order.finalStatus !== undefined) return order.finalStatus
  return (FINAL_ORDER_STATUSES as readonly string[]).includes(order.status)
}

// Order types. STOP_LIMIT (rev 212) and TRAILING_STOP (rev 218) arrived after the public mirror; more may follow.
export const ORDER_TYPES = ['MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT', 'TRAILING_STOP'] as const
export type KnownOrderType = (typeof ORDER_TYPES)[number]
export type OrderType = OpenEnum<KnownOrderType>
export const orderType = openEnum(ORDER_TYPES)
export const orderTypeRequest = z.enum(ORDER_TYPES)

// Time in force.
export const TIFS = ['GTC', 'DAY', 'GTD', 'IOC', 'FOK'] as const
export type KnownTif = (typeof TIFS)[number]
export type Tif = OpenEnum<KnownTif>
export const tif = openEnum(TIFS)
export const tifRequest = z.enum(TIFS)

// Sides: two-valued by nature, the same on both sides.
export const SIDES = ['BUY', 'SELL'] as const
export type Side = (typeof SIDES)[number]
export const side = z.enum(SIDES)

export const POSITION_EFFECTS = ['OPEN', 'CLOSE'] as const
export type PositionEffect = (typeof POSITION_EFFECTS)[number]
export const positionEffect = z.enum(POSITION_EFFECTS)

export const PRICE_LINKS = ['TRIGGERED_STOP', 'TRIGGERED_LIMIT'] as const
export type KnownPriceLink = (typeof PRICE_LINKS)[number]
export const priceLink = openEnum(PRICE_LINKS)
export const priceLinkRequest = z.enum(PRICE_LINKS)

export const LINK_TYPES = ['PARENT', 'CHILD', 'OCO'] as const
export type KnownLinkType = (typeof LINK_TYPES)[number]
export const linkType = openEnum(LINK_TYPES)

// Case-insensitive (docs/api-notes.md, "Orders"); `PNC` is the pre-rev-13.13 name of IF-THEN. `PNCOCO` was dropped and
// is refused.
export const CONTINGENCY_TYPES = ['OCO', 'IF-THEN'] as const
export type ContingencyType = (typeof CONTINGENCY_TYPES)[number]
export const contingencyType = caseInsensitiveEnum(CONTINGENCY_TYPES, { PNC: 'IF-THEN' })

// Account statuses.
export const ACCOUNT_STATUSES = ['FULL_TRADING', 'CLOSE_ONLY', 'NO_TRADING', 'TERMINATED', 'EXPIRED'] as const
export type KnownAccountStatus = (typeof ACCOUNT_STATUSES)[number]
export const accountStatus = openEnum(ACCOUNT_STATUSES)

export const TRADING_STATUSES = ['FULL', 'CLOSE_ONLY', 'NO'] as const
export type KnownTradingStatus = (typeof TRADING_STATUSES)[number]
export const tradingStatus = openEnum(TRADING_STATUSES)

// TRADER_SELECTED is SDK-only, which shows this list grows.
export const MARGIN_RATE_TYPES = ['FLAT', 'TIERED', 'TRADER_SELECTED'] as const
export type KnownMarginRateType = (typeof MARGIN_RATE_TYPES)[number]
export const marginRateType = openEnum(MARGIN_RATE_TYPES)

export const LIMIT_TYPES = ['LOTS', 'NOTIONAL_CURRENCY'] as const
export type KnownLimitType = (typeof LIMIT_TYPES)[number]
export const limitType = openEnum(LIMIT_TYPES)

export const CURRENCY_TYPES = ['FIAT', 'CRYPTO_CURRENCY', 'CRYPTO_TOKEN'] as const
export type KnownCurrencyType = (typeof CURRENCY_TYPES)[number]
export const currencyType = openEnum(CURRENCY_TYPES)

export const SESSION_EVENTS = ['SESSION_OPEN', 'SESSION_CLOSE'] as const
export type SessionEvent = (typeof SESSION_EVENTS)[number]
export const sessionEvent = z.enum(SESSION_EVENTS)

export const SETTLEMENT_TYPES = ['CASH', 'PHYSICAL'] as const
export const settlementType = openEnum(SETTLEMENT_TYPES)
export const OPTION_SIDES = ['CALL', 'PUT'] as const
export const optionSide = openEnum(OPTION_SIDES)
export const OPTION_STYLES = ['AMERICAN', 'EUROPEAN'] as const
export const optionStyle = openEnum(OPTION_STYLES)

// Transfer types: the published list, rev 216/217 additions and the SDKs' ADJUSTMENT. Grew twice in 2023, hence open.
export const TRANSFER_TYPES = [
  'COMMISSION',
  'FINANCING',
  'DEPOSIT',
  'WITHDRAWAL',
  'COST',
  'SETTLEMENT',
  'ADJUSTMENT',
  'EX_DIVIDEND',
  'REBATE',
  'NEGATIVE_BALANCE_CORRECTION',
  'BUST',
  'SERVICE_CHARGE',
  'DIVIDEND',
  'EXPIRATION',
  'DELISTING',
  'SPIN_OFF',
  'RENAME',
  'MERGER_ACQUISITION',
  'SPLIT',
  'EXERCISE',
  'POSITION_UPDATE',
] as const
export type KnownTransferType = (typeof TRANSFER_TYPES)[number]
export type TransferType = OpenEnum<KnownTransferType>
export const transferType = openEnum(TRANSFER_TYPES)

// Account event types.
export const ACCOUNT_EVENT_TYPES = ['MARGIN_CALL', 'LIQUIDATION'] as const
export type KnownAccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number]
export const accountEventType = openEnum(ACCOUNT_EVENT_TYPES)

// Period shortcuts: request-only.
export const PERIODS = ['today', 'previous-day', 'week', 'previous-week'] as const
export type Period = (typeof PERIODS)[number]

// Instrument types, "as configured on the platform"; the SDKs' list is the best available, never exhaustive.
export const INSTRUMENT_TYPES = [
  'CURRENCY',
  'STOCK',
  'FOREX',
  'FUTURES',
  'PRODUCT',
  'INDEX',
  'CFD',
  'OPTION',
  'SPREAD_BET',
  'CFD_FUTURES',
  'SB_FUTURES',
  'FX_OPTION',
  'FX_FORWARD',
  'CFD_OPTION',
  'SB_OPTION',
  'CFD_STOCK',
  'SB_STOCK',
  'CFD_FOREX',
  'SB_FOREX',
  'SPREAD',
  'WARRANT',
  'ETF',
] as const
export type KnownInstrumentType = (typeof INSTRUMENT_TYPES)[number]
export type InstrumentType = OpenEnum<KnownInstrumentType>
export const instrumentType = openEnum(INSTRUMENT_TYPES)

// Instruments sort by these two criteria only (docs/api-notes.md, "Paging").
export const SORT_CRITERIA = ['TYPE', 'SYMBOL'] as const
export type SortCriterion = (typeof SORT_CRITERIA)[number]
