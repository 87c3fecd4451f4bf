// Reference data: 29 instruments of 6 types with the tick sizes, lot sizes, size limits, margin schedules and
// weekly sessions a CFD/FX broker would configure. Values are fixed (not drawn from the seed) so that tests
// and documentation can rely on them.
import type { InstrumentSpec, MarginTierSpec, TradingSessionSpec } from '../state/types'

type Weekday = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday'
const MON_FRI: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

function at(day: Weekday, time: string, eventType: TradingSessionSpec['eventType']): TradingSessionSpec {
  return { weekDay: `${day}, ${time}:00Z`, eventType }
}

// Weekly sessions of the real markets each instrument follows, in UTC at northern-summer (daylight-saving)
// time: the CFD broker's feed for FX, the exchange futures for index, metal and oil CFDs, the cash exchange for
// shares. Simplified, as docs/api-notes.md ("Trading hours") says: one season all year (no shift when clocks
// change), no public holidays, short intraday halts left out.

/** FX: the interbank week, Sunday 17:00 to Friday 17:00 New York time. */
const FX_WEEK: TradingSessionSpec[] = [at('Sunday', '21:00', 'SESSION_OPEN'), at('Friday', '21:00', 'SESSION_CLOSE')]

/** Crypto never closes: one weekly open and no close. */
const ALWAYS_OPEN: TradingSessionSpec[] = [at('Monday', '00:00', 'SESSION_OPEN')]

function daily(open: string, close: string, days: Weekday[] = MON_FRI): TradingSessionSpec[] {
  return days.flatMap((day) => [at(day, open, 'SESSION_OPEN'), at(day, close, 'SESSION_CLOSE')])
}

const SUN_THU: Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']

/** A session that opens the evening before (UTC) and closes on the trading day, Monday's opening on Sunday. */
function overnight(open: string, close: string): TradingSessionSpec[] {
  return [
    ...SUN_THU.map((day) => at(day, open, 'SESSION_OPEN')),
    ...MON_FRI.map((day) => at(day, close, 'SESSION_CLOSE')),
  ]
}

const INF = Number.POSITIVE_INFINITY
const flat = (value: number) => ({ rateType: 'FLAT' as const, tiers: [{ endVolume: INF, value }] })
const tiered = (tiers: MarginTierSpec[]) => ({ rateType: 'TIERED' as const, tiers })
const FX_TIERS = tiered([
  { endVolume: 1_000_000, value: 0.0333 },
  { endVolume: 5_000_000, value: 0.05 },
  { endVolume: INF, value: 0.1 },
])
const CRYPTO_TIERS = tiered([
  { endVolume: 10, value: 0.5 },
  { endVolume: INF, value: 1 },
])

type Base = Omit<InstrumentSpec, 'version' | 'tradingStatus'> & { tradingStatus?: InstrumentSpec['tradingStatus'] }

function forex(symbol: string, description: string, price: number, jpy = false): Base {
  const [first, second] = symbol.split('/') as [string, string]
  return {
    symbol,
    type: 'FOREX',
    description,
    currency: second,
    firstCurrency: first,
    priceIncrement: jpy ? 0.001 : 0.00001,
    pipSize: jpy ? 0.01 : 0.0001,
    lotSize: 100_000,
    multiplier: 1,
    tradingHours: FX_WEEK,
    minOrderSize: 1000,
    maxOrderSize: { value: 50, limitType: 'LOTS' },
    minOrderSizeIncrement: 1000,
    marginRate: FX_TIERS,
    initialPrice: price,
    spreadTicks: jpy ? 12 : 8,
  }
}

function indexCfd(
  symbol: string,
  description: string,
  currency: string,
  price: number,
  increment: number,
  sessions: TradingSessionSpec[],
  product: string,
): Base {
  return {
    symbol,
    type: 'CFD',
    description,
    currency,
    product,
    underlying: product,
    priceIncrement: increment,
    pipSize: increment >= 1 ? increment : increment * 10,
    lotSize: 1,
    multiplier: 1,
    tradingHours: sessions,
    minOrderSize: 0.1,
    maxOrderSize: { value: 100, limitType: 'LOTS' },
    minOrderSizeIncrement: 0.1,
    marginRate: flat(0.05),
    initialPrice: price,
    spreadTicks: increment >= 1 ? 7 : 20,
  }
}

function share(
  symbol: string,
  type: 'CFD_STOCK' | 'STOCK' | 'ETF',
  description: string,
  currency: string,
  price: number,
  sessions: TradingSessionSpec[],
): Base {
  return {
    symbol,
    type,
    description,
    currency,
    underlying: symbol,
    priceIncrement: 0.01,
    pipSize: 0.01,
    lotSize: 1,
    multiplier: 1,
    tradingHours: sessions,
    minOrderSize: 1,
    maxOrderSize: { value: 1_000_000, limitType: 'NOTIONAL_CURRENCY' },
    minOrderSizeIncrement: 1,
    marginRate: flat(type === 'CFD_STOCK' ? 0.2 : 1),
    initialPrice: price,
    spreadTicks: 4,
  }
}

function crypto(symbol: string, description: string, price: number, increment: number, minSize: number): Base {
  const [first] = symbol.split('/') as [string]
  return {
    symbol,
    type: 'CFD',
    description,
    currency: 'USD',
    underlying: first,
    priceIncrement: increment,
    pipSize: increment * 10,
    lotSize: 1,
    multiplier: 1,
    tradingHours: ALWAYS_OPEN,
    minOrderSize: minSize,
    maxOrderSize: { value: 25, limitType: 'LOTS' },
    minOrderSizeIncrement: minSize,
    marginRate: CRYPTO_TIERS,
    initialPrice: price,
    spreadTicks: 150,
  }
}

function currency(symbol: string, description: string, currencyType: 'FIAT' | 'CRYPTO_CURRENCY'): Base {
  return {
    symbol,
    type: 'CURRENCY',
    description,
    currency: symbol,
    currencyType,
    priceIncrement: currencyType === 'FIAT' ? 0.01 : 0.00000001,
    pipSize: currencyType === 'FIAT' ? 0.01 : 0.00000001,
    lotSize: 1,
    multiplier: 1,
    tradingHours: [],
    minOrderSize: 1,
    maxOrderSize: { value: 1, limitType: 'LOTS' },
    minOrderSizeIncrement: 1,
    marginRate: flat(1),
    tradingStatus: 'NO',
    initialPrice: 1,
    spreadTicks: 0,
  }
}

/** NYSE and Nasdaq regular hours, 09:30–16:00 New York. */
const US_CASH = daily('13:30', '20:00')
/** Xetra, 09:00–17:30 Frankfurt. */
const EU_CASH = daily('07:00', '15:30')
/** CME Globex (equity index, metal and energy futures): Sunday 18:00 to Friday 17:00 New York, an hour's break daily. */
const CME_GLOBEX = overnight('22:00', '21:00')
/** Eurex DAX futures, 01:10–22:00 Frankfurt. */
const EUREX_DAX = overnight('23:10', '20:00')
/** ICE FTSE 100 futures, 01:00–21:00 London. */
const ICE_FTSE = daily('00:00', '20:00')
/** Osaka Nikkei 225 futures (Japan keeps no summer time): day 08:45–15:45 and night 17:00–06:00 Tokyo. */
const OSE_NIKKEI = [...overnight('23:45', '06:45'), ...daily('08:00', '21:00')]

const BASES: Base[] = [
  forex('EUR/USD', 'Euro vs US Dollar', 1.08542),
  forex('GBP/USD', 'British Pound vs US Dollar', 1.27315),
  forex('USD/JPY', 'US Dollar vs Japanese Yen', 151.234, true),
  forex('USD/CHF', 'US Dollar vs Swiss Franc', 0.90125),
  forex('AUD/USD', 'Australian Dollar vs US Dollar', 0.65872),
  forex('USD/CAD', 'US Dollar vs Canadian Dollar', 1.36418),
  forex('EUR/GBP', 'Euro vs British Pound', 0.85254),
  forex('EUR/JPY', 'Euro vs Japanese Yen', 164.152, true),
  {
    ...forex('XAU/USD', 'Gold vs US Dollar', 2341.55),
    type: 'CFD',
    tradingHours: CME_GLOBEX,
    firstCurrency: undefined,
    underlying: 'XAU',
    priceIncrement: 0.01,
    pipSize: 0.1,
    lotSize: 100,
    minOrderSize: 1,
    minOrderSizeIncrement: 1,
    maxOrderSize: { value: 100, limitType: 'LOTS' },
    marginRate: flat(0.05),
    spreadTicks: 30,
  },
  {
    ...forex('XAG/USD', 'Silver vs US Dollar', 27.512),
    type: 'CFD',
    tradingHours: CME_GLOBEX,
    firstCurrency: undefined,
    underlying: 'XAG',
    priceIncrement: 0.001,
    pipSize: 0.01,
    lotSize: 5000,
    minOrderSize: 50,
    minOrderSizeIncrement: 50,
    maxOrderSize: { value: 100, limitType: 'LOTS' },
    marginRate: flat(0.1),
    spreadTicks: 30,
  },
  {
    ...indexCfd('WTI', 'US Crude Oil (WTI) Cash', 'USD', 78.42, 0.01, CME_GLOBEX, 'CL'),
    pipSize: 0.01,
    spreadTicks: 3,
  },
  indexCfd('US30', 'Wall Street 30 Cash', 'USD', 39125.4, 0.1, CME_GLOBEX, 'DJIA'),
  indexCfd('SPX500', 'US 500 Cash', 'USD', 5218.3, 0.1, CME_GLOBEX, 'SPX'),
  indexCfd('NAS100', 'US Tech 100 Cash', 'USD', 18210.7, 0.1, CME_GLOBEX, 'NDX'),
  indexCfd('GER40', 'Germany 40 Cash', 'EUR', 18175.6, 0.1, EUREX_DAX, 'DAX'),
  indexCfd('UK100', 'UK 100 Cash', 'GBP', 8102.7, 0.1, ICE_FTSE, 'FTSE'),
  indexCfd('JPN225', 'Japan 225 Cash', 'JPY', 38450, 1, OSE_NIKKEI, 'N225'),
  share('AAPL', 'CFD_STOCK', 'Apple Inc. (CFD)', 'USD', 189.84, US_CASH),
  share('MSFT', 'CFD_STOCK', 'Microsoft Corp. (CFD)', 'USD', 415.26, US_CASH),
  share('TSLA', 'CFD_STOCK', 'Tesla Inc. (CFD)', 'USD', 174.6, US_CASH),
  share('SAP', 'CFD_STOCK', 'SAP SE (CFD)', 'EUR', 178.42, EU_CASH),
  share('NVDA', 'STOCK', 'NVIDIA Corp.', 'USD', 880.08, US_CASH),
  share('AMZN', 'STOCK', 'Amazon.com Inc.', 'USD', 182.15, US_CASH),
  share('SPY', 'ETF', 'SPDR S&P 500 ETF Trust', 'USD', 521.3, US_CASH),
  crypto('BTC/USD', 'Bitcoin vs US Dollar (crypto CFD)', 64210.5, 0.1, 0.01),
  crypto('ETH/USD', 'Ether vs US Dollar (crypto CFD)', 3150.25, 0.01, 0.1),
  {
    ...indexCfd('VIX', 'CBOE Volatility Index (reference only)', 'USD', 13.45, 0.01, US_CASH, 'VIX'),
    type: 'INDEX',
    tradingStatus: 'NO',
  },
  currency('USD', 'US Dollar', 'FIAT'),
  currency('EUR', 'Euro', 'FIAT'),
  currency('BTC', 'Bitcoin', 'CRYPTO_CURRENCY'),
]

export function seedInstruments(): InstrumentSpec[] {
  return BASES.map((base) => ({ ...base, version: 1, tradingStatus: base.tradingStatus ?? 'FULL' }))
}
