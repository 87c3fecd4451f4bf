// One schema per DX response record and per list envelope. Objects strip unknown fields: clients must ignore fields a
// newer server adds (docs/api-notes.md, "Reading answers"). Money, prices and quantities are canonical decimal strings
// (primitives.ts); every spelling variant goes through variants.ts. `X` is what a parser produces, `XWire` what a
// writer (the sandbox) may put on the wire.
import { z } from 'zod'
import {
  accountEventType,
  accountStatus,
  currencyType,
  instrumentType,
  limitType,
  linkType,
  marginRateType,
  optionSide,
  optionStyle,
  orderStatus,
  orderType,
  positionEffect,
  priceLink,
  sessionEvent,
  settlementType,
  side,
  tif,
  tradingStatus,
  transferType,
} from './enums'
import { accountCode, date, decimal, idString, integer, timestamp } from './primitives'
import {
  blankable,
  expireDate,
  instrumentDetailsEnvelopeFields,
  marginVariantFields,
  normaliseAccountMargins,
  normaliseInstrumentDetailsEnvelope,
  normalisePl,
  normalisePositionBased,
  normalisePositionMargins,
  normaliseWithdrawable,
  numericCode,
  plVariantFields,
  positionBasedVariantFields,
  withdrawableVariantFields,
} from './variants'

// ---------------------------------------------------------------------------------------------------
// Instruments

export const TradingSessionSchema = z.object({
  /** Week-relative UTC time such as `Monday, 23:00:00Z`; kept as text, its format is not ours to police. */
  weekDay: z.string(),
  eventType: sessionEvent,
})

// Expiration and option details are SDK-only, so every field is optional.
export const ExpirationDetailsSchema = z.object({
  maturityDate: z.string().optional(),
  lastTradeDate: date.optional(),
})

export const OptionDetailsSchema = z.object({
  strike: decimal.optional(),
  optionSide: optionSide.optional(),
  optionStyle: optionStyle.optional(),
  sharesPerContract: decimal.optional(),
})

export const InstrumentSchema = z.object({
  type: instrumentType,
  symbol: z.string(),
  version: integer,
  description: z.string(),
  priceIncrement: decimal,
  pipSize: decimal,
  currency: z.string(),
  lotSize: decimal,
  multiplier: decimal,
  underlying: z.string().optional(),
  product: z.string().optional(),
  firstCurrency: z.string().optional(),
  tradingHours: z.array(TradingSessionSchema),
  currencyType: currencyType.optional(),
  expirationDetails: ExpirationDetailsSchema.optional(),
  settlementType: settlementType.optional(),
  optionDetails: OptionDetailsSchema.optional(),
})

export const LimitValueSchema = z.object({ value: decimal, limitType })

/** `endVolume` of the open-ended (last) tier is infinite: the string "Infinity" on the wire. */
export const MarginTierSchema = z.object({ endVolume: decimal, value: decimal })

export const TraderSelectedMarginRatesSchema = z.object({
  minRate: decimal.optional(),
  maxRate: decimal.optional(),
  defaultValue: decimal.optional(),
  rateIncrement: decimal.optional(),
})

export const MarginRateSchema = z.object({
  rateType: marginRateType,
  tiers: z.array(MarginTierSchema),
  availableMarginRates: TraderSelectedMarginRatesSchema.optional(),
})

export const InstrumentDetailsSchema = z.object({
  account: accountCode,
  type: instrumentType,
  symbol: z.string(),
  tradingStatus,
  minOrderSize: decimal,
  maxOrderSize: LimitValueSchema,
  minOrderSizeIncrement: decimal,
  marginRate: MarginRateSchema,
})

// ---------------------------------------------------------------------------------------------------
// Users and accounts

export const AccountDetailsSchema = z
  .object({
    owner: z.string(),
    account: accountCode,
    version: integer,
    baseCurrency: z.string(),
    registrationTime: timestamp,
    accountStatus,
    // "R (label)" but it names a custom price stream most accounts do not have.
    pricingStream: z.string().optional(),
    ...positionBasedVariantFields,
  })
  .transform((m) => normalisePositionBased(m))

export const UserDetailsSchema = z.object({
  login: z.string(),
  domain: z.string(),
  username: z.string(),
  version: integer,
  fullName: z.string(),
  accounts: z.array(AccountDetailsSchema),
})

// ---------------------------------------------------------------------------------------------------
// Positions, orders, executions, cash

export const BalanceSchema = z.object({
  account: accountCode,
  version: integer,
  value: decimal,
  currency: z.string(),
})

export const PositionSchema = z.object({
  account: accountCode,
  version: integer,
  positionCode: idString,
  symbol: z.string(),
  /** Unsigned; `side` gives the direction. */
  quantity: decimal,
  quantityNotional: decimal,
  side,
  openTime: timestamp,
  openPrice: decimal,
  lastUpdateTime: timestamp,
  marginRate: decimal.optional(),
  takeProfitPrice: decimal.optional(),
  stopLossPrice: decimal.optional(),
})

export const OrderLegSchema = z.object({
  instrument: z.string(),
  positionEffect: positionEffect.optional(),
  positionCode: idString.optional(),
  side: side.optional(),
  // Labelled required, but a MARKET order has no limit or stop price to show here [INF].
  price: decimal.optional(),
  legRatio: decimal,
  // Absent on a closing order attached to a position: its quantity is the position's (docs/api-notes.md, "Orders").
  quantity: decimal.optional(),
  filledQuantity: decimal,
  remainingQuantity: decimal,
  averagePrice: decimal,
})

export const OrderLinkSchema = z.object({
  linkType,
  linkedOrder: idString,
  linkedClientOrderId: idString,
})

export const ExecutionSchema = z.object({
  account: accountCode,
  executionCode: numericCode,
  orderCode: idString,
  updateOrderId: integer,
  version: integer,
  clientOrderId: idString,
  actionCode: idString,
  instrument: z.string(),
  status: orderStatus,
  finalStatus: z.boolean(),
  filledQuantity: decimal,
  /** Signed: this fill's units; 0 when the execution is not a fill. */
  lastQuantity: decimal,
  remainingQuantity: decimal,
  filledQuantityNotional: decimal,
  lastQuantityNotional: decimal,
  lastPrice: decimal.optional(),
  averagePrice: decimal.optional(),
  transactionTime: timestamp,
  marginRate: decimal.optional(),
  rejectReason: z.string().optional(),
  // A code, not a quantity: kept as text like every other code.
  rejectCode: numericCode.optional(),
})

export const CashTransactionSchema = z.object({
  account: accountCode,
  transactionCode: numericCode,
  // Both labelled required, yet absent when the movement is not order-related (deposits, financing…).
  orderCode: idString.optional(),
  clientOrderId: idString.optional(),
  tradeCode: numericCode.optional(),
  version: integer,
  type: transferType,
  /** Signed: + credit, − debit. */
  value: decimal,
  currency: z.string(),
  transactionTime: timestamp,
  positionCode: idString.optional(),
})

export const OrderSchema = z.object({
  account: accountCode,
  orderId: integer,
  orderCode: idString,
  version: integer,
  clientOrderId: idString,
  actionCode: idString,
  legCount: integer,
  type: orderType,
  instrument: z.string(),
  status: orderStatus,
  finalStatus: z.boolean(),
  legs: z.array(OrderLegSchema),
  side,
  tif,
  priceOffset: decimal.optional(),
  priceLink: priceLink.optional(),
  expireDate: expireDate.optional(),
  // Labelled required but copied from Position (docs/api-notes.md, "Record spellings"): working orders have neither.
  openTime: timestamp.optional(),
  openPrice: decimal.optional(),
  marginRate: decimal.optional(),
  issueTime: timestamp,
  transactionTime: timestamp,
  links: z.array(OrderLinkSchema).optional(),
  executions: z.array(ExecutionSchema).optional(),
  cashTransactions: z.array(CashTransactionSchema).optional(),
  hedgedOrderId: integer.optional(),
  externalOrderId: z.string().optional(),
})

export const AccountPortfolioSchema = z.object({
  account: accountCode,
  version: integer,
  balances: z.array(BalanceSchema),
  positions: z.array(PositionSchema),
  orders: z.array(OrderSchema),
})

export const HistoricOrderListSchema = z.object({
  orders: z.array(OrderSchema),
  /** Set only when the server's cap cut the result: re-query with `transaction-to` = this value. */
  nextPageTransactionTime: blankable(timestamp),
})

export const CashTransferSchema = z.object({
  account: accountCode,
  version: integer,
  transferCode: idString.optional(),
  comment: z.string().optional(),
  transactionTime: timestamp,
  cashTransactions: z.array(CashTransactionSchema),
})

// ---------------------------------------------------------------------------------------------------
// Metrics

export const PositionMetricsSchema = z
  .object({
    version: integer,
    positionCode: idString,
    symbol: z.string(),
    /** Signed: negative = short. */
    quantity: decimal,
    quantityNotional: decimal,
    rate: decimal,
    fpl: decimal,
    convRate: decimal,
    bidOpen: decimal,
    askOpen: decimal,
    ...marginVariantFields,
    marginRate: decimal.optional(),
    openPrice: decimal,
    openPriceInstrumentCcy: decimal,
    fplInstrumentCcy: decimal,
    instrumentCurrency: z.string(),
    currentPriceInstrumentCcy: decimal.optional(),
  })
  .transform((m, ctx) => normalisePositionMargins(m, ctx))

export const CurrencyMetricsSchema = z
  .object({
    version: integer,
    symbol: z.string(),
    balance: decimal,
    allocatedFunds: decimal,
    availableFunds: decimal,
    ...withdrawableVariantFields,
    convRate: decimal,
    precision: integer,
  })
  .transform((m, ctx) => normaliseWithdrawable(m, ctx))

export const AccountMetricsSchema = z
  .object({
    account: accountCode,
    version: integer,
    equity: decimal,
    balance: decimal,
    availableBalance: decimal,
    availableFunds: decimal,
    allocatedFunds: decimal,
    marginFree: decimal,
    ...plVariantFields,
    ...marginVariantFields,
    credit: decimal.optional(),
    openPositionsCount: integer,
    openOrdersCount: integer,
    /** Only with `include-positions=true`. */
    positions: z.array(PositionMetricsSchema).optional(),
    balances: z.array(CurrencyMetricsSchema).optional(),
  })
  .transform((m, ctx) => normaliseAccountMargins(normalisePl(m, ctx), ctx))

// ---------------------------------------------------------------------------------------------------
// Account events

export const AccountEventSchema = z.object({
  account: accountCode,
  eventType: accountEventType,
  /** The event's time. No name is published; we chose `time`. Optional so older servers still parse. */
  time: timestamp.optional(),
  // Before DX rev 218:
  riskLevelThreshold: decimal.optional(),
  actualRiskLevel: decimal.optional(),
  // Since DX rev 218:
  reason: z.string().optional(),
})

// --------------------------------------------------------------------------------------------------- List envelopes
// (docs/api-notes.md, "Reading answers"). Single- and multi-account forms share them; each item carries its account.

export const InstrumentListSchema = z.object({ instruments: z.array(InstrumentSchema) })
export const InstrumentDetailsListSchema = z
  .object(instrumentDetailsEnvelopeFields(InstrumentDetailsSchema))
  .transform((m, ctx) => normaliseInstrumentDetailsEnvelope(m, ctx))
export const UserDetailsListSchema = z.object({ userDetails: z.array(UserDetailsSchema) })
export const PortfolioListSchema = z.object({ portfolios: z.array(AccountPortfolioSchema) })
export const PositionListSchema = z.object({ positions: z.array(PositionSchema) })
export const OrderListSchema = z.object({ orders: z.array(OrderSchema) })
export const MetricsListSchema = z.object({ metrics: z.array(AccountMetricsSchema) })
export const AccountEventListSchema = z.object({ accountEvents: z.array(AccountEventSchema) })
export const CashTransferListSchema = z.object({ cashTransfers: z.array(CashTransferSchema) })

// ---------------------------------------------------------------------------------------------------
// Types

export type TradingSession = z.output<typeof TradingSessionSchema>
export type TradingSessionWire = z.input<typeof TradingSessionSchema>
export type ExpirationDetails = z.output<typeof ExpirationDetailsSchema>
export type ExpirationDetailsWire = z.input<typeof ExpirationDetailsSchema>
export type OptionDetails = z.output<typeof OptionDetailsSchema>
export type OptionDetailsWire = z.input<typeof OptionDetailsSchema>
export type Instrument = z.output<typeof InstrumentSchema>
export type InstrumentWire = z.input<typeof InstrumentSchema>
export type LimitValue = z.output<typeof LimitValueSchema>
export type LimitValueWire = z.input<typeof LimitValueSchema>
export type MarginTier = z.output<typeof MarginTierSchema>
export type MarginTierWire = z.input<typeof MarginTierSchema>
export type TraderSelectedMarginRates = z.output<typeof TraderSelectedMarginRatesSchema>
export type TraderSelectedMarginRatesWire = z.input<typeof TraderSelectedMarginRatesSchema>
export type MarginRate = z.output<typeof MarginRateSchema>
export type MarginRateWire = z.input<typeof MarginRateSchema>
export type InstrumentDetails = z.output<typeof InstrumentDetailsSchema>
export type InstrumentDetailsWire = z.input<typeof InstrumentDetailsSchema>
export type AccountDetails = z.output<typeof AccountDetailsSchema>
export type AccountDetailsWire = z.input<typeof AccountDetailsSchema>
export type UserDetails = z.output<typeof UserDetailsSchema>
export type UserDetailsWire = z.input<typeof UserDetailsSchema>
export type Balance = z.output<typeof BalanceSchema>
export type BalanceWire = z.input<typeof BalanceSchema>
export type Position = z.output<typeof PositionSchema>
export type PositionWire = z.input<typeof PositionSchema>
export type OrderLeg = z.output<typeof OrderLegSchema>
export type OrderLegWire = z.input<typeof OrderLegSchema>
export type OrderLink = z.output<typeof OrderLinkSchema>
export type OrderLinkWire = z.input<typeof OrderLinkSchema>
export type Execution = z.output<typeof ExecutionSchema>
export type ExecutionWire = z.input<typeof ExecutionSchema>
export type CashTransaction = z.output<typeof CashTransactionSchema>
export type CashTransactionWire = z.input<typeof CashTransactionSchema>
export type Order = z.output<typeof OrderSchema>
export type OrderWire = z.input<typeof OrderSchema>
export type AccountPortfolio = z.output<typeof AccountPortfolioSchema>
export type AccountPortfolioWire = z.input<typeof AccountPortfolioSchema>
export type HistoricOrderList = z.output<typeof HistoricOrderListSchema>
export type HistoricOrderListWire = z.input<typeof HistoricOrderListSchema>
export type CashTransfer = z.output<typeof CashTransferSchema>
export type CashTransferWire = z.input<typeof CashTransferSchema>
export type PositionMetrics = z.output<typeof PositionMetricsSchema>
export type PositionMetricsWire = z.input<typeof PositionMetricsSchema>
export type CurrencyMetrics = z.output<typeof CurrencyMetricsSchema>
export type CurrencyMetricsWire = z.input<typeof CurrencyMetricsSchema>
export type AccountMetrics = z.output<typeof AccountMetricsSchema>
export type AccountMetricsWire = z.input<typeof AccountMetricsSchema>
export type AccountEvent = z.output<typeof AccountEventSchema>
export type AccountEventWire = z.input<typeof AccountEventSchema>
export type InstrumentList = z.output<typeof InstrumentListSchema>
export type InstrumentListWire = z.input<typeof InstrumentListSchema>
export type InstrumentDetailsList = z.output<typeof InstrumentDetailsListSchema>
export type InstrumentDetailsListWire = z.input<typeof InstrumentDetailsListSchema>
export type UserDetailsList = z.output<typeof UserDetailsListSchema>
export type UserDetailsListWire = z.input<typeof UserDetailsListSchema>
export type PortfolioList = z.output<typeof PortfolioListSchema>
export type PortfolioListWire = z.input<typeof PortfolioListSchema>
export type PositionList = z.output<typeof PositionListSchema>
export type PositionListWire = z.input<typeof PositionListSchema>
export type OrderList = z.output<typeof OrderListSchema>
export type OrderListWire = z.input<typeof OrderListSchema>
export type MetricsList = z.output<typeof MetricsListSchema>
export type MetricsListWire = z.input<typeof MetricsListSchema>
export type AccountEventList = z.output<typeof AccountEventListSchema>
export type AccountEventListWire = z.input<typeof AccountEventListSchema>
export type CashTransferList = z.output<typeof CashTransferListSchema>
export type CashTransferListWire = z.input<typeof CashTransferListSchema>
