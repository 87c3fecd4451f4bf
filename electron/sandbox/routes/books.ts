// GET /conversionRates and GET|POST /accounts/eodmetrics/{date}: what a client needs to report amounts in one
// currency and to draw an account's end-of-day equity. Rates come from the price book (the same rates metrics use
// to convert P/L); a currency the book cannot price is left out of the answer rather than given a made-up rate.
// End-of-day figures are rebuilt from the account's own records: the balance is every cash transaction up to the
// day's end, the open positions are those the records leave open then (the shared pairing,
// shared/domain/closed-trades.ts), valued at the last hourly close of the day in the sandbox's price history.
import Big from 'big.js'
import {
  CashTransferSchema,
  ConversionRatesQuerySchema,
  ENDPOINTS,
  EodMetricsQuerySchema,
  OrderSchema,
  date as dateSchema,
  toRoutePattern,
  type ConversionRateListWire,
  type EodMetricsListWire,
  type EodMetricsWire,
} from '@shared/api'
import { pairTrades } from '@shared/domain/closed-trades'
import { firstIssueText } from '@shared/text/issue-path'
import { badParameter, badRequestBody } from '../errors'
import { authed, pathValue, type ApiContext } from '../http/handler'
import type { RouteDef } from '../http/routing'
import { requireAccounts } from '../permissions'
import type { SandboxRuntime } from '../runtime'
import { anchorsOf, PricePath } from '../state/price-history'
import type { AccountState } from '../state/world'
import { transferWire } from '../wire/activity'
import { orderWire } from '../wire/orders'

const DAY_MS = 86_400_000
/** Rates carry this many significant digits: more than any amount needs, fewer than a float's noise. */
const RATE_DIGITS = 10

/** The currencies the price book can value: the account currencies and every instrument currency it prices. */
function pricedCurrencies(ctx: ApiContext): string[] {
  const { world } = ctx
  const currencies = new Set<string>(['USD'])
  for (const account of world.accounts.values()) currencies.add(account.baseCurrency)
  for (const instrument of world.instruments) currencies.add(instrument.currency)
  return [...currencies].filter((c) => world.prices.canValue(c)).sort()
}

// Figures travel as JSON numbers, as every other answer of the sandbox writes them.
function rateNumber(value: number): number {
  return Number(value.toPrecision(RATE_DIGITS))
}

function conversionRates(ctx: ApiContext): ConversionRateListWire {
  const parsed = ConversionRatesQuerySchema.safeParse(ctx.request.query ?? {})
  if (!parsed.success) throw badParameter(String(parsed.error.issues[0]?.path[0] ?? 'toCurrency'))
  const { toCurrency, fromCurrency } = parsed.data
  const known = pricedCurrencies(ctx)
  if (!known.includes(toCurrency)) return { conversionRates: [] }
  const from = fromCurrency === undefined ? known : known.filter((c) => c === fromCurrency)
  return {
    conversionRates: from.map((c) => ({
      fromCurrency: c,
      toCurrency,
      convRate: rateNumber(ctx.world.prices.convRate(c, toCurrency)),
    })),
  }
}

/** The account's figures at `end` (epoch ms, exclusive), from its own records. */
function endOfDay(ctx: ApiContext, account: AccountState, day: string, end: number): EodMetricsWire {
  const { world, runtime, now } = ctx
  const orders = account.orders.map((o) => OrderSchema.parse(orderWire(account, o)))
  const transfers = account.transfers.map((t) => CashTransferSchema.parse(transferWire(account.code, t)))
  const seen = new Set<string>()
  let balance = new Big(0)
  const add = (code: string, value: number | string, time: string) => {
    if (seen.has(code) || Date.parse(time) >= end) return
    seen.add(code)
    balance = balance.plus(value)
  }
  for (const t of transfers) for (const c of t.cashTransactions) add(c.transactionCode, c.value, c.transactionTime)
  for (const o of orders) for (const c of o.cashTransactions ?? []) add(c.transactionCode, c.value, c.transactionTime)

  const open = pairTrades([{ orders, transfers }], { asOf: end - 1 }).filter((r) => r.kind === 'open')
  let openPl = new Big(0)
  for (const row of open) {
    const instrument = world.instrument(row.instrument)
    if (!instrument || row.openPrice === undefined || row.quantity === undefined) continue
    const path = new PricePath(runtime.options.seed, instrument, anchorsOf(world, instrument.symbol, now))
    const candles = path.candles('h', end - DAY_MS, Math.min(end, now) - 1, 24)
    const close = candles[candles.length - 1]?.close ?? world.prices.mid(instrument.symbol)
    const direction = row.side === 'SELL' ? -1 : 1
    const conv = world.prices.convRate(instrument.currency, account.baseCurrency)
    openPl = openPl.plus(
      new Big(close)
        .minus(row.openPrice)
        .times(row.quantity)
        .times(instrument.multiplier)
        .times(direction)
        .times(conv)
        .round(2),
    )
  }
  return {
    account: account.code,
    date: `${day}Z`,
    currency: account.baseCurrency,
    balance: balance.toNumber(),
    openPl: openPl.toNumber(),
    equity: balance.plus(openPl).toNumber(),
    openPositionsCount: open.length,
  }
}

function eodMetrics(ctx: ApiContext): EodMetricsListWire {
  const parsedDate = dateSchema.safeParse(pathValue(ctx.request, 'date'))
  if (!parsedDate.success) throw badParameter('date')
  const day = parsedDate.data.slice(0, 10)
  const start = Date.parse(`${day}T00:00:00.000Z`)
  if (!(start <= ctx.now)) throw badParameter('date')
  const query = ctx.request.method === 'POST' && ctx.request.body !== undefined ? ctx.request.body : ctx.request.query
  const parsed = EodMetricsQuerySchema.safeParse(query ?? {})
  if (!parsed.success) {
    if (ctx.request.method === 'POST') throw badRequestBody(firstIssueText(parsed.error))
    throw badParameter(String(parsed.error.issues[0]?.path[0] ?? 'accounts'))
  }
  const accounts = requireAccounts(ctx.world, ctx.caller.user, parsed.data.accounts)
  return { eodMetrics: accounts.map((a) => endOfDay(ctx, a, day, start + DAY_MS)) }
}

export function booksRoutes(runtime: SandboxRuntime): RouteDef[] {
  const eod = toRoutePattern(ENDPOINTS['metrics.eod'].path)
  return [
    { method: 'GET', url: toRoutePattern(ENDPOINTS.conversionRates.path), handler: authed(runtime, conversionRates) },
    { method: 'GET', url: eod, handler: authed(runtime, eodMetrics) },
    { method: 'POST', url: eod, handler: authed(runtime, eodMetrics) },
  ]
}
