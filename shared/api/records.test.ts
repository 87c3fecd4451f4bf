import { describe, expect, it } from 'vitest'
import {
  AccountEventListSchema,
  AccountMetricsSchema,
  CashTransferListSchema,
  CurrencyMetricsSchema,
  HistoricOrderListSchema,
  InstrumentDetailsListSchema,
  InstrumentListSchema,
  MetricsListSchema,
  OrderListSchema,
  OrderSchema,
  PortfolioListSchema,
  PositionListSchema,
  PositionMetricsSchema,
  UserDetailsListSchema,
  type AccountMetricsWire,
  type OrderWire,
} from './records'
import {
  ErrorBodySchema,
  LoginRequestSchema,
  OrderGroupRequestSchema,
  OrderRequestSchema,
  OrderResultSchema,
  SessionTokenSchema,
  SingleOrderRequestSchema,
  SsoLoginRequestSchema,
  toWireRequest,
} from './requests'

// Realistic payloads, written by us in the shapes a DX server or our sandbox sends.

type ExecutionWire = NonNullable<OrderWire['executions']>[number]
type OrderIdentity = Pick<OrderWire, 'account' | 'orderCode' | 'clientOrderId' | 'instrument'>

/** An execution report of a still-working order, nothing filled, as a server sends it. */
function workingExecution(
  order: OrderIdentity,
  report: Pick<ExecutionWire, 'executionCode' | 'updateOrderId' | 'version' | 'actionCode' | 'transactionTime'>,
): ExecutionWire {
  return {
    ...order,
    status: 'WORKING',
    finalStatus: false,
    filledQuantity: 0,
    lastQuantity: 0,
    remainingQuantity: 10000,
    filledQuantityNotional: 0,
    lastQuantityNotional: 0,
    ...report,
  }
}

const OPEN_ORDER: OrderIdentity = {
  account: 'default:1001',
  orderCode: '5501',
  clientOrderId: 'ui-7f3a',
  instrument: 'EUR/USD',
}

const openOrder: OrderWire = {
  ...OPEN_ORDER,
  orderId: 5501,
  version: 1042,
  actionCode: '5501-2',
  legCount: 1,
  type: 'LIMIT',
  status: 'WORKING',
  finalStatus: false,
  side: 'BUY',
  tif: 'GTC',
  legs: [
    {
      instrument: 'EUR/USD',
      positionEffect: 'OPEN',
      positionCode: '5501',
      price: 1.08,
      legRatio: 1.0,
      quantity: 10000,
      filledQuantity: 0.0,
      remainingQuantity: 10000,
      averagePrice: 0.0,
    },
  ],
  links: [{ linkType: 'PARENT', linkedOrder: '5502', linkedClientOrderId: 'ui-7f3b' }],
  executions: [
    // The code as a string once and as a number once: servers send both.
    workingExecution(OPEN_ORDER, {
      executionCode: '90261',
      updateOrderId: 5501,
      version: 1040,
      actionCode: '5501-1',
      transactionTime: '2024-04-21T09:30:15.123Z',
    }),
    workingExecution(OPEN_ORDER, {
      executionCode: 90262,
      updateOrderId: 5503,
      version: 1042,
      actionCode: '5501-2',
      transactionTime: '2024-04-21T09:31:02.007Z',
    }),
  ],
  issueTime: '2024-04-21T09:30:15.123Z',
  transactionTime: '2024-04-21T09:31:02.007Z',
}

const takeProfit: OrderWire = {
  account: 'default:1001',
  orderId: 5502,
  orderCode: '5502',
  version: 1042,
  clientOrderId: 'ui-7f3b',
  actionCode: '5502-1',
  legCount: 1,
  type: 'LIMIT',
  instrument: 'EUR/USD',
  status: 'ACCEPTED',
  finalStatus: false,
  side: 'SELL',
  tif: 'GTD',
  expireDate: '2024-05-01Z',
  priceOffset: 0.005,
  priceLink: 'TRIGGERED_LIMIT',
  legs: [
    {
      instrument: 'EUR/USD',
      positionEffect: 'CLOSE',
      positionCode: '5501',
      price: 1.085,
      legRatio: 1,
      filledQuantity: 0,
      remainingQuantity: 0,
      averagePrice: 0,
    },
  ],
  links: [{ linkType: 'CHILD', linkedOrder: '5501', linkedClientOrderId: 'ui-7f3a' }],
  issueTime: '2024-04-21T09:30:15.123Z',
  transactionTime: '2024-04-21T09:30:15.123Z',
}

const filledOrder: OrderWire = {
  account: 'default:1001',
  orderId: 5400,
  orderCode: '5400',
  version: 1001,
  clientOrderId: 'ui-1',
  actionCode: '5400-1',
  legCount: 1,
  type: 'MARKET',
  instrument: 'USD/JPY',
  status: 'COMPLETED',
  finalStatus: true,
  side: 'SELL',
  tif: 'GTC',
  legs: [
    {
      instrument: 'USD/JPY',
      positionEffect: 'OPEN',
      legRatio: 1,
      quantity: 20000,
      filledQuantity: 20000,
      remainingQuantity: 0,
      averagePrice: 154.321,
    },
  ],
  executions: [
    {
      account: 'default:1001',
      executionCode: '90100',
      orderCode: '5400',
      updateOrderId: 5400,
      version: 1001,
      clientOrderId: 'ui-1',
      actionCode: '5400-1',
      instrument: 'USD/JPY',
      status: 'COMPLETED',
      finalStatus: true,
      filledQuantity: 20000,
      lastQuantity: -20000,
      remainingQuantity: 0,
      filledQuantityNotional: 3086420,
      lastQuantityNotional: -3086420,
      lastPrice: 154.321,
      averagePrice: 154.321,
      transactionTime: '2024-04-20T14:00:00.001Z',
    },
  ],
  cashTransactions: [
    {
      account: 'default:1001',
      transactionCode: 'default:70001',
      orderCode: '5400',
      tradeCode: '90100',
      version: 1001,
      clientOrderId: 'ui-1',
      type: 'COMMISSION',
      value: -2.5,
      currency: 'USD',
      transactionTime: '2024-04-20T14:00:00.001Z',
    },
  ],
  issueTime: '2024-04-20T14:00:00.000Z',
  transactionTime: '2024-04-20T14:00:00.001Z',
}

describe('orders', () => {
  it('parses an open order with legs, links and executions', () => {
    const { orders } = OrderListSchema.parse({ orders: [openOrder, takeProfit] })
    const [order, tp] = orders
    expect(order).toMatchObject({
      account: 'default:1001',
      orderId: 5501,
      version: 1042,
      status: 'WORKING',
      legs: [{ price: '1.08', legRatio: '1', quantity: '10000', filledQuantity: '0', averagePrice: '0' }],
      links: [{ linkType: 'PARENT', linkedOrder: '5502' }],
    })
    expect(order?.executions?.map((e) => e.executionCode)).toEqual(['90261', '90262'])
    expect(order?.openTime).toBeUndefined()
    expect(tp?.legs[0]?.quantity).toBeUndefined()
    expect(tp?.expireDate).toBe('2024-05-01Z')
    expect(tp?.priceOffset).toBe('0.005')
  })

  it('parses history with executions, cash transactions and the continuation time', () => {
    const history = HistoricOrderListSchema.parse({
      orders: [filledOrder],
      nextPageTransactionTime: '2024-04-19T23:59:59.999+00:00',
    })
    expect(history.nextPageTransactionTime).toBe('2024-04-19T23:59:59.999Z')
    const order = history.orders[0]
    expect(order?.executions?.[0]).toMatchObject({ lastQuantity: '-20000', lastPrice: '154.321' })
    expect(order?.cashTransactions?.[0]).toMatchObject({ transactionCode: 'default:70001', value: '-2.5' })
    expect(order?.legs[0]?.price).toBeUndefined()
  })

  it('treats an empty or missing continuation time as none', () => {
    expect(HistoricOrderListSchema.parse({ orders: [] }).nextPageTransactionTime).toBeUndefined()
    expect(HistoricOrderListSchema.parse({ orders: [], nextPageTransactionTime: '' }).nextPageTransactionTime).toBe(
      undefined,
    )
    expect(HistoricOrderListSchema.parse({ orders: [], nextPageTransactionTime: null }).nextPageTransactionTime).toBe(
      undefined,
    )
    expect(HistoricOrderListSchema.safeParse({ orders: [], nextPageTransactionTime: 'later' }).success).toBe(false)
  })

  it('keeps unknown statuses and types, and ignores unknown fields', () => {
    const order = OrderSchema.parse({
      ...openOrder,
      status: 'PENDING_REPLACE',
      type: 'TRAILING_STOP',
      tif: 'GTT',
      trailingDistance: 0.001,
      legs: [{ ...openOrder.legs[0], brandNewLegField: true }],
    })
    expect(order.status).toBe('PENDING_REPLACE')
    expect(order.type).toBe('TRAILING_STOP')
    expect(order.tif).toBe('GTT')
    expect(order).not.toHaveProperty('trailingDistance')
    expect(order.legs[0]).not.toHaveProperty('brandNewLegField')
  })

  it('accepts the variant spellings of order fields', () => {
    const order = OrderSchema.parse({
      ...takeProfit,
      account: { clearing: 'default', account: '1001' },
      orderId: '5502',
      version: '1042',
      expireDate: '2024-05-01T00:00:00.000Z',
      openTime: '2024-04-21T09:30:15Z',
      openPrice: '1.0800',
      legs: [{ ...takeProfit.legs[0], price: '1.085', positionCode: 5501 }],
    })
    expect(order.account).toBe('default:1001')
    expect(order.orderId).toBe(5502)
    expect(order.version).toBe(1042)
    expect(order.expireDate).toBe('2024-05-01Z')
    expect(order.openPrice).toBe('1.08')
    expect(order.legs[0]?.positionCode).toBe('5501')
  })

  it('names the failing field', () => {
    const r = OrderSchema.safeParse({ ...openOrder, issueTime: 'yesterday' })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.path).toEqual(['issueTime'])
    const missing = OrderSchema.safeParse({ ...openOrder, side: undefined })
    expect(missing.error?.issues[0]?.path).toEqual(['side'])
  })
})

describe('portfolio and positions', () => {
  const position = {
    account: 'default:1001',
    version: 1001,
    positionCode: '5400',
    symbol: 'USD/JPY',
    quantity: 20000,
    quantityNotional: 3086420,
    side: 'SELL',
    openTime: '2024-04-20T14:00:00.001Z',
    openPrice: 154.321,
    lastUpdateTime: '2024-04-20T14:00:00.001Z',
    stopLossPrice: 155.5,
  }

  it('parses a portfolio of balances, positions and working orders', () => {
    const { portfolios } = PortfolioListSchema.parse({
      portfolios: [
        {
          account: 'default:1001',
          version: 1042,
          balances: [{ account: 'default:1001', version: 1042, value: 10234.56, currency: 'USD' }],
          positions: [position],
          orders: [openOrder, takeProfit],
        },
      ],
    })
    expect(portfolios[0]?.balances[0]?.value).toBe('10234.56')
    expect(portfolios[0]?.positions[0]).toMatchObject({ quantity: '20000', side: 'SELL', stopLossPrice: '155.5' })
    expect(portfolios[0]?.orders).toHaveLength(2)
  })

  it('refuses a position with a side other than BUY/SELL', () => {
    expect(PositionListSchema.safeParse({ positions: [{ ...position, side: 'LONG' }] }).success).toBe(false)
    expect(PositionListSchema.parse({ positions: [position] }).positions[0]?.positionCode).toBe('5400')
  })
})

describe('metrics', () => {
  const positionMetrics = {
    version: 1042,
    positionCode: '5400',
    symbol: 'USD/JPY',
    quantity: -20000,
    quantityNotional: -3086420,
    rate: 0.00649,
    fpl: 12.34,
    convRate: 0.006478,
    bidOpen: 154.318,
    askOpen: 154.321,
    initialMargin: 617.28,
    maintenanceMargin: 308.64,
    openPrice: 154.321,
    openPriceInstrumentCcy: 154.321,
    fplInstrumentCcy: 1905.1,
    instrumentCurrency: 'JPY',
  }
  const currencyMetrics = {
    version: 1042,
    symbol: 'USD',
    balance: 10234.56,
    allocatedFunds: 617.28,
    availableFunds: 9617.28,
    withdrawableBalance: 9617.28,
    convRate: 1,
    precision: 2,
  }
  const metrics: AccountMetricsWire = {
    account: 'default:1001',
    version: 1042,
    equity: 10246.9,
    balance: 10234.56,
    availableBalance: 9617.28,
    availableFunds: 9629.62,
    allocatedFunds: 617.28,
    marginFree: 9629.62,
    openPL: 12.34,
    totalPL: 9.84,
    margin: 617.28,
    initialMargin: 617.28,
    maintenanceMargin: 617.28,
    openPositionsCount: 1,
    openOrdersCount: 2,
    positions: [positionMetrics],
    balances: [currencyMetrics],
  }

  it('parses metrics with include-positions and currency metrics', () => {
    const { metrics: list } = MetricsListSchema.parse({ metrics: [metrics] })
    const m = list[0]
    expect(m).toMatchObject({ openPl: '12.34', totalPl: '9.84', margin: '617.28', equity: '10246.9' })
    expect(m).not.toHaveProperty('openPL')
    expect(m).not.toHaveProperty('totalPL')
    expect(m?.positions?.[0]).toMatchObject({
      quantity: '-20000',
      initialMargin: '617.28',
      maintenanceMargin: '308.64',
      margin: '617.28',
    })
    expect(m?.balances?.[0]?.withdrawableBalance).toBe('9617.28')
  })

  it('accepts openPl/totalPl as well as openPL/totalPL; the documented spelling wins when both come', () => {
    const { openPL: _o, totalPL: _t, ...rest } = metrics
    expect(AccountMetricsSchema.parse({ ...rest, openPl: '1.5', totalPl: -2 })).toMatchObject({
      openPl: '1.5',
      totalPl: '-2',
    })
    expect(AccountMetricsSchema.parse({ ...metrics, openPl: 7 }).openPl).toBe('7')
  })

  it('reports a missing P/L under its normalised name', () => {
    const { openPL: _o, ...rest } = metrics
    const r = AccountMetricsSchema.safeParse(rest)
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.path).toEqual(['openPl'])
    expect(r.error?.issues[0]?.message).toBe('Missing openPl (also accepted as openPL)')
  })

  it('maps the pre-rev-57 account margin onto maintenance (and initial) margin', () => {
    const { initialMargin: _i, maintenanceMargin: _m, ...old } = metrics
    expect(AccountMetricsSchema.parse({ ...old, margin: 500 })).toMatchObject({
      margin: '500',
      maintenanceMargin: '500',
      initialMargin: '500',
    })
  })

  it('fills margin from maintenance margin when a new server leaves it out', () => {
    const { margin: _m, ...modern } = metrics
    expect(AccountMetricsSchema.parse({ ...modern, initialMargin: 800, maintenanceMargin: 400 })).toMatchObject({
      margin: '400',
      maintenanceMargin: '400',
      initialMargin: '800',
    })
    const { initialMargin: _i, maintenanceMargin: _mm, ...none } = modern
    expect(AccountMetricsSchema.safeParse(none).error?.issues[0]?.path).toEqual(['maintenanceMargin'])
  })

  it('maps the pre-rev-57 position margin onto initial margin', () => {
    const { initialMargin: _i, maintenanceMargin: _m, ...old } = positionMetrics
    expect(PositionMetricsSchema.parse({ ...old, margin: '617.28' })).toMatchObject({
      initialMargin: '617.28',
      maintenanceMargin: '617.28',
      margin: '617.28',
    })
  })

  it('accepts availableBalanceForWithdrawal for withdrawableBalance', () => {
    const { withdrawableBalance: _w, ...rest } = currencyMetrics
    const parsed = CurrencyMetricsSchema.parse({ ...rest, availableBalanceForWithdrawal: '100.5' })
    expect(parsed.withdrawableBalance).toBe('100.5')
    expect(parsed).not.toHaveProperty('availableBalanceForWithdrawal')
    expect(CurrencyMetricsSchema.safeParse(rest).error?.issues[0]?.path).toEqual(['withdrawableBalance'])
  })

  it('reads numbers sent as text', () => {
    const asText = Object.fromEntries(
      Object.entries(metrics).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]),
    ) as AccountMetricsWire
    const parsed = AccountMetricsSchema.parse(asText)
    expect(parsed.version).toBe(1042)
    expect(parsed.equity).toBe('10246.9')
    expect(parsed.openOrdersCount).toBe(2)
  })
})

describe('cash transfers', () => {
  it('parses transfers with their cash transactions and keeps unknown types', () => {
    const { cashTransfers } = CashTransferListSchema.parse({
      cashTransfers: [
        {
          account: 'default:1001',
          version: 990,
          transferCode: 'T-17',
          comment: 'Wire in',
          transactionTime: '2024-04-19T08:00:00.000Z',
          cashTransactions: [
            {
              account: 'default:1001',
              transactionCode: 70000,
              version: 990,
              type: 'DEPOSIT',
              value: 10000,
              currency: 'USD',
              transactionTime: '2024-04-19T08:00:00.000Z',
            },
          ],
        },
        {
          account: 'default:1001',
          version: 1001,
          transactionTime: '2024-04-20T14:00:00.001Z',
          cashTransactions: [
            {
              account: 'default:1001',
              transactionCode: 'default:70001',
              orderCode: '5400',
              tradeCode: 90100,
              clientOrderId: 'ui-1',
              version: 1001,
              type: 'NEW_THING',
              value: '-2.50',
              currency: 'USD',
              transactionTime: '2024-04-20T14:00:00.001Z',
              positionCode: '5400',
            },
          ],
        },
      ],
    })
    expect(cashTransfers[0]?.cashTransactions[0]).toMatchObject({ transactionCode: '70000', value: '10000' })
    expect(cashTransfers[1]?.transferCode).toBeUndefined()
    expect(cashTransfers[1]?.cashTransactions[0]).toMatchObject({
      type: 'NEW_THING',
      value: '-2.5',
      tradeCode: '90100',
    })
  })
})

describe('account events', () => {
  it('reads the old (risk levels) and new (reason) shapes', () => {
    const { accountEvents } = AccountEventListSchema.parse({
      accountEvents: [
        {
          account: 'default:1001',
          eventType: 'MARGIN_CALL',
          riskLevelThreshold: 0.5,
          actualRiskLevel: '0.47',
          time: '2022-06-01T10:00:00.000Z',
        },
        { account: 'default:1001', eventType: 'LIQUIDATION', reason: 'Stop out level reached' },
        { account: 'default:1001', eventType: 'MARGIN_WARNING', time: '2024-04-21T09:00:00+01:00' },
      ],
    })
    expect(accountEvents[0]).toMatchObject({ riskLevelThreshold: '0.5', actualRiskLevel: '0.47' })
    expect(accountEvents[1]).toMatchObject({ reason: 'Stop out level reached' })
    expect(accountEvents[1]?.time).toBeUndefined()
    expect(accountEvents[2]).toMatchObject({ eventType: 'MARGIN_WARNING', time: '2024-04-21T08:00:00Z' })
  })
})

describe('instruments', () => {
  const details = {
    account: 'default:1001',
    type: 'FOREX',
    symbol: 'EUR/USD',
    tradingStatus: 'FULL',
    minOrderSize: 1000,
    maxOrderSize: { value: 100, limitType: 'LOTS' },
    minOrderSizeIncrement: 1000,
    marginRate: {
      rateType: 'TIERED',
      tiers: [
        { endVolume: 1000000, value: 0.02 },
        { endVolume: 5000000, value: 0.05 },
        { endVolume: 'Infinity', value: 0.1 },
      ],
    },
  }

  it('parses tiered margin including the infinite last tier', () => {
    const list = InstrumentDetailsListSchema.parse({ instrumentDetails: [details] })
    const tiers = list.instrumentDetails[0]?.marginRate.tiers
    expect(tiers?.map((t) => t.endVolume)).toEqual(['1000000', '5000000', 'Infinity'])
    expect(tiers?.[2]?.value).toBe('0.1')
    const plusInf = InstrumentDetailsListSchema.parse({
      instrumentDetails: [
        { ...details, marginRate: { rateType: 'FLAT', tiers: [{ endVolume: '+INF', value: '5E-2' }] } },
      ],
    })
    expect(plusInf.instrumentDetails[0]?.marginRate.tiers[0]).toEqual({ endVolume: 'Infinity', value: '0.05' })
  })

  it('accepts the `instruments` envelope for instrument details and normalises it', () => {
    const list = InstrumentDetailsListSchema.parse({ instruments: [details] })
    expect(list.instrumentDetails).toHaveLength(1)
    expect(list).not.toHaveProperty('instruments')
    expect(InstrumentDetailsListSchema.safeParse({}).error?.issues[0]?.path).toEqual(['instrumentDetails'])
  })

  it('parses trader-selected margin rates and unknown instrument types', () => {
    const parsed = InstrumentDetailsListSchema.parse({
      instrumentDetails: [
        {
          ...details,
          type: 'CRYPTO_PERP',
          maxOrderSize: { value: 5000000, limitType: 'NOTIONAL_CURRENCY' },
          marginRate: {
            rateType: 'TRADER_SELECTED',
            tiers: [{ endVolume: 'Infinity', value: 0.01 }],
            availableMarginRates: { minRate: 0.01, maxRate: 0.5, defaultValue: 0.05, rateIncrement: 0.01 },
          },
        },
      ],
    })
    expect(parsed.instrumentDetails[0]?.type).toBe('CRYPTO_PERP')
    expect(parsed.instrumentDetails[0]?.marginRate.availableMarginRates?.maxRate).toBe('0.5')
  })

  it('parses global instruments with trading hours and optional details', () => {
    const { instruments } = InstrumentListSchema.parse({
      instruments: [
        {
          type: 'FOREX',
          symbol: 'EUR/USD',
          version: 12,
          description: 'Euro vs US Dollar',
          priceIncrement: 0.00001,
          pipSize: 0.0001,
          currency: 'USD',
          lotSize: 100000,
          multiplier: 1,
          firstCurrency: 'EUR',
          tradingHours: [
            { weekDay: 'Sunday, 22:00:00Z', eventType: 'SESSION_OPEN' },
            { weekDay: 'Friday, 22:00:00Z', eventType: 'SESSION_CLOSE' },
          ],
        },
        {
          type: 'OPTION',
          symbol: 'AAPL 240621C200',
          version: 3,
          description: 'Apple call',
          priceIncrement: '0.01',
          pipSize: '0.01',
          currency: 'USD',
          lotSize: 1,
          multiplier: 100,
          underlying: 'AAPL',
          tradingHours: [],
          expirationDetails: { maturityDate: '2024-06-21', lastTradeDate: '2024-06-21Z' },
          settlementType: 'PHYSICAL',
          optionDetails: { strike: 200, optionSide: 'CALL', optionStyle: 'AMERICAN', sharesPerContract: 100 },
        },
      ],
    })
    expect(instruments[0]?.priceIncrement).toBe('0.00001')
    expect(instruments[0]?.tradingHours).toHaveLength(2)
    expect(instruments[1]?.optionDetails?.strike).toBe('200')
    expect(instruments[1]?.expirationDetails?.lastTradeDate).toBe('2024-06-21Z')
  })
})

describe('users', () => {
  const user = {
    login: 'alice',
    domain: 'default',
    username: 'alice@default',
    version: 7,
    fullName: 'Alice Trader',
    accounts: [
      {
        owner: 'alice@default',
        account: 'default:1001',
        version: 1042,
        baseCurrency: 'USD',
        registrationTime: '2023-01-05T10:00:00.000Z',
        accountStatus: 'FULL_TRADING',
        pricingStream: 'standard',
        positionBased: true,
      },
      {
        owner: 'alice@default',
        account: { clearing: 'default', account: '1002' },
        version: 77,
        baseCurrency: 'EUR',
        registrationTime: '2023-02-01T00:00:00Z',
        accountStatus: 'CLOSE_ONLY',
        isPositionBased: true,
      },
      {
        owner: 'alice@default',
        account: 'default:1003',
        version: 1,
        baseCurrency: 'USD',
        registrationTime: '2023-03-01T00:00:00Z',
        accountStatus: 'SUSPENDED',
      },
    ],
  }

  it('parses users with accounts and every positionBased spelling', () => {
    const { userDetails } = UserDetailsListSchema.parse({ userDetails: [user] })
    const accounts = userDetails[0]?.accounts ?? []
    expect(accounts.map((a) => a.account)).toEqual(['default:1001', 'default:1002', 'default:1003'])
    expect(accounts.map((a) => a.positionBased)).toEqual([true, true, false])
    expect(accounts[1]).not.toHaveProperty('isPositionBased')
    expect(accounts[2]?.accountStatus).toBe('SUSPENDED')
  })
})

describe('requests and small responses', () => {
  it('accepts numbers and numeric text in an order request', () => {
    const fromText = SingleOrderRequestSchema.parse({
      orderCode: 'ui-7f3a',
      type: 'LIMIT',
      instrument: 'EUR/USD',
      quantity: '10000',
      positionEffect: 'OPEN',
      side: 'BUY',
      limitPrice: '1.0795',
      tif: 'GTC',
    })
    const fromNumbers = SingleOrderRequestSchema.parse({ ...fromText, quantity: 10000, limitPrice: 1.0795 })
    expect(fromText).toEqual(fromNumbers)
    expect(fromText.limitPrice).toBe('1.0795')
  })

  it('refuses unknown request enum values (the server validates them)', () => {
    const base = { orderCode: 'a', instrument: 'EUR/USD', side: 'BUY', quantity: 1 }
    expect(SingleOrderRequestSchema.safeParse({ ...base, side: 'LONG' }).success).toBe(false)
    expect(SingleOrderRequestSchema.safeParse({ ...base, positionEffect: 'REDUCE' }).success).toBe(false)
    expect(SingleOrderRequestSchema.safeParse({ ...base, type: 'ICEBERG' }).success).toBe(false)
    expect(SingleOrderRequestSchema.safeParse({ ...base, tif: 'GTT' }).success).toBe(false)
  })

  it('reads a group with a case-insensitive or historic contingency type', () => {
    const group = OrderGroupRequestSchema.parse({
      contingencyType: 'pnc',
      orders: [
        { orderCode: 'if', type: 'LIMIT', instrument: 'EUR/USD', quantity: 10000, side: 'BUY', limitPrice: 1.07 },
        { orderCode: 'then', type: 'LIMIT', instrument: 'EUR/USD', side: 'SELL', limitPrice: 1.09 },
      ],
    })
    expect(group.contingencyType).toBe('IF-THEN')
    expect(OrderGroupRequestSchema.safeParse({ ...group, contingencyType: 'PNCOCO' }).success).toBe(false)
  })

  it('dispatches a body to the single or group schema and keeps the issue paths', () => {
    const single = OrderRequestSchema.parse({ orderCode: 'a', instrument: 'EUR/USD', side: 'SELL', quantity: '5' })
    expect('orders' in single).toBe(false)
    const bad = OrderRequestSchema.safeParse({
      contingencyType: 'OCO',
      orders: [{ orderCode: 'a', instrument: 'EUR/USD', side: 'SELL', quantity: 'lots' }],
    })
    expect(bad.error?.issues[0]?.path).toEqual(['orders', 0, 'quantity'])
    expect(OrderRequestSchema.safeParse([]).success).toBe(false)
  })

  it('writes requests with JSON numbers', () => {
    const req = SingleOrderRequestSchema.parse({
      account: { clearing: 'default', account: '1001' },
      orderCode: 'ui-7f3a',
      type: 'LIMIT',
      instrument: 'EUR/USD',
      quantity: '10000',
      side: 'BUY',
      limitPrice: '1.0795',
      expireDate: '2024-05-01T00:00:00Z',
      tif: 'GTD',
    })
    expect(toWireRequest(req)).toEqual({
      account: 'default:1001',
      orderCode: 'ui-7f3a',
      type: 'LIMIT',
      instrument: 'EUR/USD',
      quantity: 10000,
      side: 'BUY',
      limitPrice: 1.0795,
      expireDate: '2024-05-01Z',
      tif: 'GTD',
    })
    expect(SingleOrderRequestSchema.parse(toWireRequest(req))).toEqual(req)
  })

  it('normalises single and group order results to one list shape', () => {
    expect(OrderResultSchema.parse({ orderId: 5501, updateOrderId: '5503' })).toEqual({
      orderResponses: [{ orderId: 5501, updateOrderId: 5503 }],
    })
    expect(
      OrderResultSchema.parse({
        orderResponses: [
          { orderId: 1, updateOrderId: 2 },
          { orderId: 3, updateOrderId: 4 },
        ],
      }).orderResponses,
    ).toHaveLength(2)
    expect(OrderResultSchema.safeParse({ orderId: 'x', updateOrderId: 1 }).error?.issues[0]?.path).toEqual(['orderId'])
  })

  it('parses login bodies and session tokens with every timeout form', () => {
    expect(LoginRequestSchema.parse({ username: 'alice', domain: 'default', password: 'secret' }).domain).toBe(
      'default',
    )
    expect(LoginRequestSchema.safeParse({ username: '', domain: 'default', password: 'x' }).success).toBe(false)
    expect(SsoLoginRequestSchema.parse({ username: 'alice', domain: 'default', token: 't' }).token).toBe('t')
    expect(SessionTokenSchema.parse({ sessionToken: '6f1c0b2e7d', timeout: '00:30:00' }).timeout).toBe(1800000)
    expect(SessionTokenSchema.parse({ sessionToken: '6f1c0b2e7d', timeout: 1800000 }).timeout).toBe(1800000)
    expect(SessionTokenSchema.parse({ sessionToken: '6f1c0b2e7d', timeout: '1800000' }).timeout).toBe(1800000)
    expect(SessionTokenSchema.parse({ sessionToken: '6f1c0b2e7d' }).timeout).toBeUndefined()
  })

  it('parses error bodies with a string, numeric or missing errorCode', () => {
    expect(ErrorBodySchema.parse({ errorCode: '32', description: 'Incorrect request parameters (limit)' })).toEqual({
      errorCode: '32',
      description: 'Incorrect request parameters (limit)',
    })
    expect(ErrorBodySchema.parse({ errorCode: 2, description: 'Entity not found at server' }).errorCode).toBe('2')
    expect(ErrorBodySchema.parse({ description: 'Not Acceptable' }).errorCode).toBeUndefined()
  })
})

describe('parsed records parse again to themselves', () => {
  // The IPC router re-validates handler output with these schemas, so output must be valid input.
  it('holds for every record shape', () => {
    const cases: [{ parse(v: unknown): unknown }, unknown][] = [
      [OrderListSchema, { orders: [openOrder, takeProfit, filledOrder] }],
      [HistoricOrderListSchema, { orders: [filledOrder], nextPageTransactionTime: '2024-04-19T23:59:59.999+00:00' }],
      [
        AccountMetricsSchema,
        {
          account: { clearing: 'default', account: '1001' },
          version: '3',
          equity: '1E4',
          balance: 10000,
          availableBalance: 1,
          availableFunds: 1,
          allocatedFunds: 1,
          marginFree: 1,
          openPL: 0,
          totalPL: 0,
          margin: 2,
          openPositionsCount: 0,
          openOrdersCount: 0,
          balances: [
            {
              version: 3,
              symbol: 'USD',
              balance: 1,
              allocatedFunds: 0,
              availableFunds: 1,
              availableBalanceForWithdrawal: 1,
              convRate: 1,
              precision: 2,
            },
          ],
        },
      ],
      [
        InstrumentDetailsListSchema,
        {
          instruments: [
            {
              account: 'default:1001',
              type: 'FOREX',
              symbol: 'EUR/USD',
              tradingStatus: 'FULL',
              minOrderSize: 1000,
              maxOrderSize: { value: 100, limitType: 'LOTS' },
              minOrderSizeIncrement: 1000,
              marginRate: { rateType: 'FLAT', tiers: [{ endVolume: '+INF', value: 0.02 }] },
            },
          ],
        },
      ],
      [OrderResultSchema, { orderId: 1, updateOrderId: 2 }],
      [SessionTokenSchema, { sessionToken: 't', timeout: '00:30:00' }],
      [ErrorBodySchema, { errorCode: 32, description: 'Incorrect request parameters (limit)' }],
    ]
    for (const [schema, wire] of cases) {
      const once = schema.parse(wire)
      expect(schema.parse(once)).toEqual(once)
    }
  })
})
