// Conversion rates and end-of-day figures over HTTP, read with the shared schemas: a rate lies within the bid
// and ask of the pair that prices it, a currency the sandbox cannot price gets no rate (never a made-up 1), and
// the end-of-day balance of a past day is the sum of the account's cash records up to that day's end, while
// today's is the balance and position count the account reports now.
import Big from 'big.js'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  AccountMetricsSchema,
  CashTransferListSchema,
  ConversionRateListSchema,
  EodMetricsListSchema,
  PositionListSchema,
  QuoteSchema,
} from '@shared/api'
import { enc, expectError, login, startSandbox, type TestClient } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

let trader: TestClient
const sandbox = useTestSandbox(startSandbox)
beforeEach(async () => {
  trader = await login(sandbox, 'trader')
})

describe('GET /conversionRates', () => {
  it('gives every priced currency into the one asked for; EUR→USD lies within the EUR/USD quote', async () => {
    const res = await trader.get('/conversionRates?toCurrency=USD')
    expect(res.status, res.text).toBe(200)
    const rates = ConversionRateListSchema.parse(res.body).conversionRates
    expect(rates.map((r) => r.fromCurrency)).toEqual(expect.arrayContaining(['EUR', 'USD', 'JPY']))
    expect(rates.find((r) => r.fromCurrency === 'USD')?.convRate).toBe('1')
    const md = await trader.post<{ events: unknown[] }>('/marketdata', {
      symbols: ['EUR/USD'],
      eventTypes: [{ type: 'Quote' }],
    })
    const quote = QuoteSchema.parse(md.body.events[0])
    const eur = new Big(rates.find((r) => r.fromCurrency === 'EUR')?.convRate ?? 'NaN')
    expect(eur.gte(quote.bid) && eur.lte(quote.ask)).toBe(true)
  })

  it('one currency with fromCurrency; none for a currency it cannot price; 400 without toCurrency', async () => {
    const one = ConversionRateListSchema.parse(
      (await trader.get('/conversionRates?toCurrency=EUR&fromCurrency=USD')).body,
    )
    expect(one.conversionRates).toHaveLength(1)
    expect(one.conversionRates[0]).toMatchObject({ fromCurrency: 'USD', toCurrency: 'EUR' })
    const none = ConversionRateListSchema.parse((await trader.get('/conversionRates?toCurrency=SEK')).body)
    expect(none.conversionRates).toEqual([])
    const unknownFrom = ConversionRateListSchema.parse(
      (await trader.get('/conversionRates?toCurrency=USD&fromCurrency=SEK')).body,
    )
    expect(unknownFrom.conversionRates).toEqual([])
    expectError(await trader.get('/conversionRates'), 400, '32', 'toCurrency')
  })
})

describe('/accounts/eodmetrics/{date}', () => {
  const A = 'default:1001'

  it('today: the balance and open positions the account reports now', async () => {
    const today = new Date(sandbox.clock.now()).toISOString().slice(0, 10)
    const res = await trader.get(`/accounts/eodmetrics/${today}?accounts=${enc(A)}`)
    expect(res.status, res.text).toBe(200)
    const [eod] = EodMetricsListSchema.parse(res.body).eodMetrics
    const metrics = AccountMetricsSchema.parse(
      (await trader.get<{ metrics: unknown[] }>(`/accounts/${enc(A)}/metrics`)).body.metrics[0],
    )
    const positions = PositionListSchema.parse((await trader.get(`/accounts/${enc(A)}/positions`)).body).positions
    expect(eod).toMatchObject({ account: A, date: `${today}Z`, currency: 'USD', balance: metrics.balance })
    expect(eod?.openPositionsCount).toBe(positions.length)
    expect(new Big(eod?.equity ?? 'NaN').toFixed()).toBe(new Big(eod?.balance ?? 0).plus(eod?.openPl ?? 0).toFixed())
  })

  it('a past day: the sum of every cash record up to its end; also as POST', async () => {
    const day = new Date(sandbox.clock.now() - 10 * 86_400_000).toISOString().slice(0, 10)
    const end = Date.parse(`${day}T00:00:00.000Z`) + 86_400_000
    const transfers = CashTransferListSchema.parse(
      (await trader.get(`/accounts/${enc(A)}/transfers?limit=1000`)).body,
    ).cashTransfers
    const expected = transfers
      .flatMap((t) => t.cashTransactions)
      .filter((t) => Date.parse(t.transactionTime) < end)
      .reduce((s, t) => s.plus(t.value), new Big(0))
      .toFixed()
    const get = EodMetricsListSchema.parse((await trader.get(`/accounts/eodmetrics/${day}?accounts=${enc(A)}`)).body)
    expect(get.eodMetrics[0]?.balance).toBe(expected)
    const post = EodMetricsListSchema.parse((await trader.post(`/accounts/eodmetrics/${day}`, { accounts: A })).body)
    expect(post.eodMetrics[0]?.balance).toBe(expected)
  })

  it('refuses a day in the future, a malformed day and an account the caller cannot see', async () => {
    const future = new Date(sandbox.clock.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    expectError(await trader.get(`/accounts/eodmetrics/${future}?accounts=${enc(A)}`), 400, '32', 'date')
    expectError(await trader.get(`/accounts/eodmetrics/yesterday?accounts=${enc(A)}`), 400, '32', 'date')
    expectError(await trader.get(`/accounts/eodmetrics/2026-01-01?accounts=${enc('default:2001')}`), 404, '2')
  })
})
