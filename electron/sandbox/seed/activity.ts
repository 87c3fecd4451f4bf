// The seeded history of one trading account, written as a script of timed steps (place, fill, cancel,
// expire, reject, transfer, event) and replayed in time order through state/engine.ts. Because the engine
// derives positions, balances, cash transactions and versions from the steps, the seed is consistent by
// construction: equity = balance + Σ fpl, counts match, versions grow with time. What goes to a market
// (placing and filling) happens inside the instrument's trading session, as the API itself requires
// (state/trading-hours.ts); cancels, expiries, cash and events happen at any hour.
import { roundToStep } from '../decimal'
import type { Random } from '../random'
import {
  addAccountEvent,
  addCashTransfer,
  beginChange,
  type Change,
  fillOrder,
  finishOrder,
  type NewOrderSpec,
  placeOrders,
  rejectOrder,
} from '../state/engine'
import { REJECT_REASONS } from '../state/order-columns'
import { WeeklyCalendar } from '../state/trading-hours'
import type { InstrumentSpec, OrderState, OrderType, Side, Tif } from '../state/types'
import type { AccountState, SandboxWorld } from '../state/world'
import { DAY_MS, HOUR_MS, MINUTE_MS, startOfUtcDay } from '../time'
import type { AccountSeed } from './users'

interface Step {
  at: number
  seq: number
  apply: (change: Change) => void
}

const ROUND_TRIPS = 72
const CANCELED_ORDERS = 36
const EXPIRED_ORDERS = 20
const REJECTED_ORDERS = 16

const opposite = (side: Side): Side => (side === 'BUY' ? 'SELL' : 'BUY')

class AccountScript {
  private readonly steps: Step[] = []
  private readonly calendars = new Map<string, WeeklyCalendar>()
  private seq = 0
  private clientSeq = 0
  readonly start: number
  readonly end: number
  readonly today: number

  constructor(
    private readonly world: SandboxWorld,
    readonly account: AccountState,
    readonly seed: AccountSeed,
    readonly rng: Random,
    readonly now: number,
  ) {
    this.today = startOfUtcDay(now)
    // The last 30 days including today (UTC).
    this.start = this.today - 29 * DAY_MS
    this.end = now - MINUTE_MS
  }

  at(time: number, apply: (change: Change) => void): void {
    const at = Math.min(this.end, Math.max(this.start, Math.round(time)))
    this.steps.push({ at, seq: this.seq++, apply })
  }

  run(): void {
    this.steps.sort((a, b) => a.at - b.at || a.seq - b.seq)
    for (const step of this.steps) step.apply(beginChange(this.world, this.account, step.at))
  }

  /** Always one draw, even for an empty range, so the rest of the seed does not shift with the time of day. */
  time(from: number, to: number): number {
    const lo = Math.max(this.start, from)
    const hi = Math.min(this.end, to)
    const draw = this.rng.next()
    return hi <= lo ? lo : lo + Math.floor(draw * (hi - lo + 1))
  }

  todayTime(): number {
    return this.time(this.today, this.end)
  }

  /**
   * `time` moved into the symbol's trading session, within [lo, hi]: itself when the market is open, else the
   * next opening, else (when that is past `hi`) the last open moment before it.
   */
  inSession(symbol: string, time: number, lo = this.start, hi = this.end): number {
    let calendar = this.calendars.get(symbol)
    if (!calendar) {
      calendar = new WeeklyCalendar(this.instrument(symbol).tradingHours)
      this.calendars.set(symbol, calendar)
    }
    const t = Math.min(hi, Math.max(lo, Math.round(time)))
    const later = calendar.openAtOrAfter(t)
    if (later <= hi) return later
    const earlier = calendar.openAtOrBefore(t)
    if (earlier >= lo) return earlier
    return calendar.isOpen(lo) ? lo : t
  }

  clientOrderId(): string {
    this.clientSeq += 1
    const channel = this.rng.weighted([
      ['web', 6],
      ['mob', 3],
      ['api', 1],
    ] as const)
    return `${channel}-${this.seed.code.slice(this.seed.code.indexOf(':') + 1)}-${String(this.clientSeq).padStart(4, '0')}`
  }

  instrument(symbol: string): InstrumentSpec {
    const instrument = this.world.instrument(symbol)
    if (!instrument) throw new Error(`seed uses unknown instrument ${symbol}`)
    return instrument
  }

  priceNear(symbol: string, spread: number, base?: number): number {
    const instrument = this.instrument(symbol)
    const reference = base ?? this.world.prices.mid(symbol)
    return roundToStep(reference * (1 + this.rng.float(-spread, spread)), instrument.priceIncrement)
  }

  /** A price `fraction` away from the reference in the given direction (+1 above, −1 below). */
  priceAway(symbol: string, direction: 1 | -1, fraction: number, base?: number): number {
    const instrument = this.instrument(symbol)
    const reference = base ?? this.world.prices.mid(symbol)
    return roundToStep(reference * (1 + direction * fraction), instrument.priceIncrement)
  }

  size(symbol: string): number {
    const instrument = this.instrument(symbol)
    const choices: Record<string, number[]> = {
      FOREX: [5000, 10_000, 20_000, 25_000, 50_000, 100_000],
      CFD_STOCK: [10, 20, 25, 50, 100],
      STOCK: [5, 10, 15, 20],
      ETF: [5, 10, 20],
    }
    let options = choices[instrument.type]
    if (!options) {
      const min = instrument.minOrderSize
      options = [1, 2, 3, 5, 10].map((k) => k * min * (min < 1 ? 10 : 1))
    }
    return roundToStep(this.rng.pick(options), instrument.minOrderSizeIncrement)
  }

  spec(
    symbol: string,
    side: Side,
    type: OrderType,
    quantity: number | undefined,
    price: number,
    tif: Tif = 'GTC',
  ): NewOrderSpec {
    const spec: NewOrderSpec = { clientOrderId: this.clientOrderId(), type, instrument: symbol, side, tif }
    if (quantity !== undefined) spec.quantity = quantity
    if (type === 'LIMIT') spec.limitPrice = price
    if (type === 'STOP') spec.stopPrice = price
    if (type === 'MARKET') spec.marketPrice = price
    if (this.account.positionBased) spec.positionEffect = 'OPEN'
    return spec
  }

  /** Spec of an order that closes (part of) the position opened by `openClientId`. */
  closingSpec(
    openClientId: string,
    symbol: string,
    openSide: Side,
    type: OrderType,
    quantity: number | undefined,
    price: number,
  ): (change: Change) => NewOrderSpec {
    const base = this.spec(symbol, opposite(openSide), type, quantity, price)
    return (change) => {
      if (!this.account.positionBased) return base
      const opener = order(change, openClientId)
      return { ...base, positionEffect: 'CLOSE', positionCode: opener.positionCode ?? String(opener.orderId) }
    }
  }
}

function order(change: Change, clientOrderId: string): OrderState {
  const found = change.account.ordersByClientId.get(clientOrderId)
  if (!found) throw new Error(`seed script refers to unknown order ${clientOrderId}`)
  return found
}

function roundTrips(s: AccountScript): void {
  for (let k = 0; k < ROUND_TRIPS; k++) {
    const symbol = s.rng.pick(s.seed.symbols)
    const instrument = s.instrument(symbol)
    const side: Side = s.rng.chance(0.55) ? 'BUY' : 'SELL'
    const quantity = s.size(symbol)
    const type = s.rng.weighted<OrderType>([
      ['MARKET', 5],
      ['LIMIT', 3.5],
      ['STOP', 1.5],
    ])
    const partialThenCancel = type === 'LIMIT' && s.rng.chance(0.15)
    const drawnFill = s.time(s.start + 2 * HOUR_MS, s.end - 4 * HOUR_MS)
    const lead = type === 'MARKET' ? s.rng.int(40, 900) : s.rng.int(MINUTE_MS, 6 * HOUR_MS)
    const placedAt = s.inSession(symbol, drawnFill - lead)
    // Never before the placing: a fill drawn after the close moves back to a minute before it, which is earlier
    // than an order placed in that last minute.
    const filledAt = s.inSession(
      symbol,
      Math.max(drawnFill, placedAt + (type === 'MARKET' ? lead : MINUTE_MS)),
      placedAt,
    )
    const openPrice = s.priceNear(symbol, 0.02)
    const openSpec = s.spec(
      symbol,
      side,
      type,
      quantity,
      openPrice,
      type === 'MARKET' ? 'GTC' : s.rng.pick(['GTC', 'DAY'] as const),
    )
    const filled = partialThenCancel
      ? Math.max(
          instrument.minOrderSizeIncrement,
          roundToStep(quantity * s.rng.float(0.3, 0.7), instrument.minOrderSizeIncrement),
        )
      : quantity
    s.at(placedAt, (c) => placeOrders(c, [openSpec]))
    s.at(filledAt, (c) => fillOrder(c, order(c, openSpec.clientOrderId), filled, openPrice))
    let closeAfter = filledAt + s.rng.int(10 * MINUTE_MS, 3 * DAY_MS)
    // A size of one increment cannot be partly filled: the "partial" fill completed it, so nothing is left to cancel.
    if (partialThenCancel && filled < quantity) {
      const canceledAt = filledAt + s.rng.int(MINUTE_MS, 2 * HOUR_MS)
      s.at(canceledAt, (c) => finishOrder(c, order(c, openSpec.clientOrderId), 'CANCELED'))
      closeAfter = Math.max(closeAfter, canceledAt + 30 * MINUTE_MS)
    }
    const closeDrawn = Math.min(closeAfter, s.end - MINUTE_MS)
    const closeType = s.rng.weighted<OrderType>([
      ['MARKET', 6],
      ['LIMIT', 3],
      ['STOP', 1],
    ])
    const closePrice = roundToStep(openPrice * (1 + s.rng.float(-0.012, 0.012)), instrument.priceIncrement)
    const closeSpec = s.closingSpec(openSpec.clientOrderId, symbol, side, closeType, filled, closePrice)
    let closeClientId = ''
    const closeLead = closeType === 'MARKET' ? s.rng.int(40, 900) : s.rng.int(MINUTE_MS, HOUR_MS)
    const closePlacedAt = s.inSession(symbol, Math.max(closeDrawn - closeLead, filledAt + 1), filledAt + 1)
    const closedAt = s.inSession(symbol, Math.max(closeDrawn, closePlacedAt + 1), closePlacedAt)
    s.at(closePlacedAt, (c) => {
      const spec = closeSpec(c)
      closeClientId = spec.clientOrderId
      placeOrders(c, [spec])
    })
    s.at(closedAt, (c) => fillOrder(c, order(c, closeClientId), filled, closePrice))
  }
}

function unfilledOrders(s: AccountScript): void {
  const restingSpec = (symbol: string, tif: Tif) => {
    const side: Side = s.rng.chance(0.5) ? 'BUY' : 'SELL'
    const type: OrderType = s.rng.chance(0.6) ? 'LIMIT' : 'STOP'
    // Resting orders sit away from the market: buy limits below, buy stops above, and the reverse.
    const direction = (side === 'BUY') === (type === 'LIMIT') ? -1 : 1
    const price = s.priceAway(symbol, direction, s.rng.float(0.01, 0.04))
    return s.spec(symbol, side, type, s.size(symbol), price, tif)
  }
  for (let k = 0; k < CANCELED_ORDERS; k++) {
    const spec = restingSpec(s.rng.pick(s.seed.symbols), s.rng.pick(['GTC', 'GTC', 'DAY'] as const))
    const placedAt = s.inSession(spec.instrument, s.time(s.start + HOUR_MS, s.end - 3 * HOUR_MS))
    s.at(placedAt, (c) => placeOrders(c, [spec]))
    // A market that opened in the last minute places the order after that minute began: cancelled just after it.
    const canceledAt = Math.max(
      placedAt + 1,
      Math.min(placedAt + s.rng.int(5 * MINUTE_MS, 2 * DAY_MS), s.end - MINUTE_MS),
    )
    s.at(canceledAt, (c) => finishOrder(c, order(c, spec.clientOrderId), 'CANCELED'))
  }
  for (let k = 0; k < EXPIRED_ORDERS; k++) {
    // Drawn up to 25 days in, so that the next session (at most ~3 days away) still opens before yesterday.
    const drawnDay = s.start + s.rng.int(0, 25) * DAY_MS
    const gtd = s.rng.chance(0.4)
    const spec = restingSpec(s.rng.pick(s.seed.symbols), gtd ? 'GTD' : 'DAY')
    const placedAt = s.inSession(spec.instrument, s.time(drawnDay + HOUR_MS, drawnDay + 20 * HOUR_MS))
    const day = startOfUtcDay(placedAt)
    const expiryDay = gtd ? Math.min(day + s.rng.int(1, 2) * DAY_MS, s.today - DAY_MS) : day
    if (gtd) spec.expireDate = expiryDay
    s.at(placedAt, (c) => placeOrders(c, [spec]))
    s.at(Math.min(expiryDay + DAY_MS - 1, s.today - 1), (c) => finishOrder(c, order(c, spec.clientOrderId), 'EXPIRED'))
  }
  for (let k = 0; k < REJECTED_ORDERS; k++) {
    const symbol = s.rng.pick(s.seed.symbols)
    const market = s.rng.chance(0.5)
    const spec = market
      ? s.spec(symbol, s.rng.chance(0.5) ? 'BUY' : 'SELL', 'MARKET', s.size(symbol), s.priceNear(symbol, 0.02))
      : restingSpec(symbol, 'GTC')
    const placedAt = s.inSession(symbol, s.time(s.start + HOUR_MS, s.end - HOUR_MS))
    const reject = s.rng.pick(REJECT_REASONS)
    s.at(placedAt, (c) => placeOrders(c, [spec]))
    s.at(placedAt + s.rng.int(3, 400), (c) => rejectOrder(c, order(c, spec.clientOrderId), reject.reason, reject.code))
  }
}

/** Positions that are still open now, opened over the last 20 days; on hedging accounts one is partly closed. */
function openPositions(s: AccountScript): string[] {
  const openers: string[] = []
  const seen = new Map<string, Side>()
  s.seed.positionSymbols.forEach((symbol, index) => {
    // A second position on the same symbol takes the other side: hedging on a position-based account.
    const side: Side = seen.has(symbol) ? opposite(seen.get(symbol) ?? 'BUY') : index % 3 === 1 ? 'SELL' : 'BUY'
    seen.set(symbol, side)
    const quantity = s.size(symbol) * 2
    const price = s.priceNear(symbol, 0.012)
    const spec = s.spec(symbol, side, 'MARKET', quantity, price)
    const openFrom = s.now - 20 * DAY_MS
    const openTo = s.now - 2 * HOUR_MS
    const drawn = s.time(openFrom, openTo)
    const lead = s.rng.int(50, 600)
    const placedAt = s.inSession(symbol, drawn - lead, openFrom, openTo)
    const filledAt = s.inSession(symbol, placedAt + lead, placedAt, openTo)
    s.at(placedAt, (c) => placeOrders(c, [spec]))
    s.at(filledAt, (c) => fillOrder(c, order(c, spec.clientOrderId), quantity, price))
    openers.push(spec.clientOrderId)
    if (index === 0 && s.account.positionBased) {
      const instrument = s.instrument(symbol)
      const half = roundToStep(quantity / 2, instrument.minOrderSizeIncrement)
      const closePrice = s.priceNear(symbol, 0.004, price)
      const close = s.closingSpec(spec.clientOrderId, symbol, side, 'MARKET', half, closePrice)
      let closeId = ''
      const closePlacedAt = s.inSession(symbol, s.time(filledAt + HOUR_MS, s.now - HOUR_MS) - 200, filledAt + 1)
      const closedAt = s.inSession(symbol, closePlacedAt + 200, closePlacedAt)
      s.at(closePlacedAt, (c) => {
        const closing = close(c)
        closeId = closing.clientOrderId
        placeOrders(c, [closing])
      })
      s.at(closedAt, (c) => fillOrder(c, order(c, closeId), half, closePrice))
    }
  })
  return openers
}

/** Working orders now: LIMIT and STOP on both sides, DAY/GTD/GTC, one partly filled, one not live yet. */
function workingOrders(s: AccountScript, openers: string[]): void {
  const [a = 'EUR/USD', b = a, c = b] = s.seed.symbols
  const recent = () => s.time(s.now - 3 * DAY_MS, s.now - HOUR_MS)
  const place = (at: number, spec: NewOrderSpec) =>
    s.at(s.inSession(spec.instrument, at), (ch) => placeOrders(ch, [spec]))

  place(recent(), s.spec(a, 'BUY', 'LIMIT', s.size(a), s.priceAway(a, -1, 0.006)))
  const gtd = s.spec(b, 'SELL', 'LIMIT', s.size(b), s.priceAway(b, 1, 0.008), 'GTD')
  gtd.expireDate = s.today + 7 * DAY_MS
  place(recent(), gtd)
  place(s.todayTime(), s.spec(a, 'SELL', 'STOP', s.size(a), s.priceAway(a, -1, 0.01), 'DAY'))
  place(recent(), s.spec(c, 'BUY', 'STOP', s.size(c), s.priceAway(c, 1, 0.012)))

  // Partly filled and still working.
  const partialSymbol = s.instrument(b)
  const partialSize = s.size(b) * 4
  const partialPrice = s.priceAway(b, -1, 0.003)
  const partial = s.spec(b, 'BUY', 'LIMIT', partialSize, partialPrice)
  const partialPlaced = s.inSession(b, s.time(s.now - 2 * DAY_MS, s.now - DAY_MS))
  place(partialPlaced, partial)
  const firstFill = roundToStep(partialSize / 4, partialSymbol.minOrderSizeIncrement)
  s.at(s.inSession(b, partialPlaced + s.rng.int(MINUTE_MS, 6 * HOUR_MS), partialPlaced), (ch) =>
    fillOrder(ch, order(ch, partial.clientOrderId), firstFill, partialPrice),
  )

  // Accepted but not working: placed while its market was closed, waiting for the session to open.
  const stock = s.seed.symbols.find((sym) => ['CFD_STOCK', 'STOCK'].includes(s.instrument(sym).type)) ?? c
  const accepted = s.spec(stock, 'BUY', 'STOP', s.size(stock), s.priceAway(stock, 1, 0.02))
  accepted.initialStatus = 'ACCEPTED'
  // Not moved into a session: it is the order that waits for one.
  s.at(s.todayTime(), (ch) => placeOrders(ch, [accepted]))

  if (!s.account.positionBased) return

  // A take-profit attached to an open position: no quantity of its own.
  const firstOpener = openers[1] ?? openers[0]
  if (firstOpener) {
    // After every seeded opening fill (those end two hours ago, or at the last open moment before that).
    const symbol = s.seed.positionSymbols[openers.indexOf(firstOpener)] ?? a
    s.at(s.inSession(symbol, s.now - 30 * MINUTE_MS), (ch) => {
      const opener = order(ch, firstOpener)
      const position = ch.account.positions.get(opener.positionCode ?? '')
      if (!position) return
      const tp = s.spec(position.symbol, opposite(position.side), 'LIMIT', undefined, 0)
      tp.limitPrice = s.priceAway(position.symbol, position.side === 'BUY' ? 1 : -1, 0.015)
      placeOrders(ch, [{ ...tp, positionEffect: 'CLOSE', positionCode: position.positionCode }])
    })
  }

  // OCO: a buy limit below and a buy stop above (pull-back or break-out entry), same size.
  const ocoSize = s.size(a)
  place2(s, recent(), 'OCO', [
    s.spec(a, 'BUY', 'LIMIT', ocoSize, s.priceAway(a, -1, 0.005)),
    s.spec(a, 'BUY', 'STOP', ocoSize, s.priceAway(a, 1, 0.005)),
  ])
  // OCO straddle: stops on both sides.
  const straddleSize = s.size(c)
  place2(s, recent(), 'OCO', [
    s.spec(c, 'BUY', 'STOP', straddleSize, s.priceAway(c, 1, 0.01)),
    s.spec(c, 'SELL', 'STOP', straddleSize, s.priceAway(c, -1, 0.01)),
  ])
  // IF-THEN: entry limit with a take-profit and a stop-loss that activate once it fills.
  const entry = s.priceAway(b, -1, 0.004)
  place2(s, recent(), 'IF-THEN', [
    s.spec(b, 'BUY', 'LIMIT', s.size(b), entry),
    s.spec(b, 'SELL', 'LIMIT', undefined, s.priceAway(b, 1, 0.01, entry)),
    s.spec(b, 'SELL', 'STOP', undefined, s.priceAway(b, -1, 0.008, entry)),
  ])
  // IF-THEN on the short side with a single stop-loss.
  const shortEntry = s.priceAway(a, 1, 0.007)
  place2(s, s.todayTime(), 'IF-THEN', [
    s.spec(a, 'SELL', 'STOP', s.size(a), s.priceAway(a, -1, 0.007)),
    s.spec(a, 'BUY', 'STOP', undefined, shortEntry),
  ])
}

function place2(s: AccountScript, at: number, type: 'OCO' | 'IF-THEN', specs: NewOrderSpec[]): void {
  s.at(s.inSession(specs[0]?.instrument ?? '', at), (ch) => placeOrders(ch, specs, type))
}

function transfers(s: AccountScript): void {
  const base = s.seed.baseCurrency === 'EUR' ? 80_000 : 100_000
  s.at(s.start + HOUR_MS, (c) => addCashTransfer(c, 'DEPOSIT', base, 'Initial deposit (bank transfer)'))
  for (let k = 0; k < 2; k++) {
    const amount = s.rng.int(50, 200) * 100
    s.at(s.time(s.start + DAY_MS, s.end), (c) => addCashTransfer(c, 'DEPOSIT', amount, 'Card deposit'))
  }
  for (let k = 0; k < 3; k++) {
    const amount = -s.rng.int(10, 50) * 100
    s.at(s.time(s.start + 2 * DAY_MS, s.end), (c) => addCashTransfer(c, 'WITHDRAWAL', amount, 'Withdrawal to bank'))
  }
  // Overnight financing, charged at 22:00 UTC on every past day.
  for (let day = s.start; day < s.today; day += DAY_MS) {
    const value = -s.rng.float(0.5, 18) + (s.rng.chance(0.15) ? 20 : 0)
    s.at(day + 22 * HOUR_MS, (c) => addCashTransfer(c, 'FINANCING', value, 'Overnight financing (swap)'))
  }
  s.at(s.time(s.start, s.end), (c) => addCashTransfer(c, 'ADJUSTMENT', 25, 'Goodwill adjustment'))
  for (let k = 0; k < 2; k++) {
    const value = s.rng.float(4, 30)
    s.at(s.time(s.start, s.end), (c) => addCashTransfer(c, 'REBATE', value, 'Volume rebate'))
  }
  s.at(s.time(s.start, s.end), (c) => addCashTransfer(c, 'SERVICE_CHARGE', -10, 'Monthly platform fee'))
  s.at(s.todayTime(), (c) => addCashTransfer(c, 'COMMISSION', -s.rng.float(1, 5), 'Market data fee'))
  s.at(s.time(s.start, s.end), (c) => addCashTransfer(c, 'DIVIDEND', s.rng.float(5, 40), 'Cash dividend'))
}

function events(s: AccountScript): void {
  const marginCalls = [
    'Margin level fell to 48% (margin call level 50%)',
    'Margin level fell to 45% (margin call level 50%)',
    'Margin level fell to 49% after a price gap (margin call level 50%)',
  ]
  for (const reason of marginCalls) {
    s.at(s.time(s.start, s.end), (c) => addAccountEvent(c, 'MARGIN_CALL', reason))
  }
  s.at(s.time(s.start, s.end), (c) =>
    addAccountEvent(c, 'LIQUIDATION', 'Stop out: margin level fell to 18% (stop-out level 20%)'),
  )
  s.at(s.todayTime(), (c) => addAccountEvent(c, 'MARGIN_CALL', 'Margin level fell to 47% (margin call level 50%)'))
}

export function seedAccountActivity(
  world: SandboxWorld,
  account: AccountState,
  seed: AccountSeed,
  rng: Random,
  now: number,
): void {
  const script = new AccountScript(world, account, seed, rng, now)
  transfers(script)
  events(script)
  roundTrips(script)
  unfilledOrders(script)
  const openers = openPositions(script)
  workingOrders(script, openers)
  script.run()
}
