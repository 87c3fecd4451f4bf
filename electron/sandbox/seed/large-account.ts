// The benchmark account's N historic orders, written straight into typed-array columns (no engine replay,
// no per-order objects): 1,000,000 orders seed in well under a second and take ~60 MB.
// These orders are all final and carry no cash transactions, so they do not move the account's balance;
// its metrics stay consistent (no positions, balance = the initial deposit). An order that may have filled is
// on an instrument whose market is open at its transaction time (weekends are crypto's).
import { roundToStep } from '../decimal'
import type { Random } from '../random'
import { COLUMN_STATUSES, ColumnarOrderHistory } from '../state/order-columns'
import { WeeklyCalendar } from '../state/trading-hours'
import type { AccountState, SandboxWorld } from '../state/world'
import { DAY_MS, MINUTE_MS, startOfUtcDay } from '../time'

const SYMBOLS = ['EUR/USD', 'USD/JPY', 'GBP/USD', 'XAU/USD', 'US30', 'SPX500', 'AAPL', 'TSLA', 'BTC/USD', 'ETH/USD']
const STATUS_WEIGHTS: [number, number][] = [
  [COLUMN_STATUSES.indexOf('COMPLETED'), 0.6],
  [COLUMN_STATUSES.indexOf('CANCELED'), 0.22],
  [COLUMN_STATUSES.indexOf('EXPIRED'), 0.1],
  [COLUMN_STATUSES.indexOf('REJECTED'), 0.08],
]

export function seedLargeHistory(
  world: SandboxWorld,
  account: AccountState,
  count: number,
  rng: Random,
  now: number,
): ColumnarOrderHistory {
  const symbols = SYMBOLS.filter((s) => world.instrument(s))
  const firstOrderId = world.reserveOrderIds(count)
  const firstExecution = Number(world.allocateExecutionCode()) + 1_000_000_000
  const history = new ColumnarOrderHistory(account.code, count, symbols, firstOrderId, 'bench-', firstExecution)
  const start = startOfUtcDay(now) - 29 * DAY_MS
  const span = now - MINUTE_MS - start
  // Strictly increasing, distinct transaction times: continuation by `transaction-to` never meets ties.
  const step = span / (count + 1)
  const statusTable = STATUS_WEIGHTS
  const quantities = symbols.map((symbol) => {
    const instrument = world.instrument(symbol)
    const min = instrument?.minOrderSize ?? 1
    return [1, 2, 5, 10, 20].map((k) => k * min * (min >= 1000 ? 5 : 10))
  })
  const increments = symbols.map((symbol) => world.instrument(symbol)?.priceIncrement ?? 0.01)
  const sizeSteps = symbols.map((symbol) => world.instrument(symbol)?.minOrderSizeIncrement ?? 1)
  const mids = symbols.map((symbol) => world.prices.mid(symbol))
  const calendars = symbols.map((symbol) => new WeeklyCalendar(world.instrument(symbol)?.tradingHours ?? []))
  const completedStatus = COLUMN_STATUSES.indexOf('COMPLETED')
  const canceledStatus = COLUMN_STATUSES.indexOf('CANCELED')
  /** The drawn instrument if its market is open then, else the next one in the list that is. */
  const openInstrument = (drawn: number, at: number): number => {
    for (let k = 0; k < symbols.length; k++) {
      const candidate = (drawn + k) % symbols.length
      if (calendars[candidate]?.isOpen(at)) return candidate
    }
    return drawn
  }
  const baseVersion = account.version
  for (let row = 0; row < count; row++) {
    let instrument = rng.int(0, symbols.length - 1)
    const transactionTime = Math.floor(start + step * (row + 1))
    history.instrument[row] = instrument
    history.side[row] = rng.chance(0.5) ? 0 : 1
    const type = rng.weighted<number>([
      [0, 5],
      [1, 3.5],
      [2, 1.5],
    ])
    history.type[row] = type
    const status = rng.weighted(statusTable)
    history.status[row] = status
    // Completed orders filled, and a cancelled one may have partly filled: both need the market open.
    if (status === completedStatus || status === canceledStatus) {
      instrument = openInstrument(instrument, transactionTime)
      history.instrument[row] = instrument
    }
    history.tif[row] = type === 0 ? 0 : rng.int(0, 2)
    const quantity = rng.pick(quantities[instrument] ?? [1])
    history.quantity[row] = quantity
    const price = roundToStep((mids[instrument] ?? 1) * (1 + rng.float(-0.03, 0.03)), increments[instrument] ?? 0.01)
    history.price[row] = price
    const completed = COLUMN_STATUSES[status] === 'COMPLETED'
    const partial = COLUMN_STATUSES[status] === 'CANCELED' && rng.chance(0.1)
    history.filled[row] = completed ? quantity : partial ? roundToStep(quantity / 2, sizeSteps[instrument] ?? 1) : 0
    history.averagePrice[row] = completed || partial ? price : 0
    history.issueTime[row] = Math.max(start, transactionTime - rng.int(50, 4 * 3_600_000))
    history.transactionTime[row] = transactionTime
    history.version[row] = baseVersion + row + 1
  }
  account.version = baseVersion + count
  history.indexListColumns()
  return history
}
