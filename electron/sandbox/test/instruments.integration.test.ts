import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareText } from '../text'
import { enc, expectError, login, startSandbox, type TestClient, type ClockedSandbox } from '@test-support/sandbox-http'

interface Details {
  account: string
  symbol: string
  type: string
  tradingStatus: string
  minOrderSize: number
  minOrderSizeIncrement: number
  maxOrderSize: { value: number; limitType: string }
  marginRate: { rateType: string; tiers: { endVolume: number | string; value: number }[] }
}
type DetailsList = { instrumentDetails: Details[] }
type InstrumentList = {
  instruments: { symbol: string; type: string; priceIncrement: number; tradingHours: unknown[] }[]
}

let sandbox: ClockedSandbox
let trader: TestClient
let all: Details[]
const A = `/accounts/${enc('default:1001')}`

beforeAll(async () => {
  sandbox = await startSandbox({ maxLimit: 25 })
  trader = await login(sandbox, 'trader')
  // maxLimit is 25 here; read everything in two pages.
  const first = await trader.get<DetailsList>(`${A}/instruments/query?limit=25`)
  const second = await trader.get<DetailsList>(`${A}/instruments/query?start-from=25&limit=25`)
  all = [...first.body.instrumentDetails, ...second.body.instrumentDetails]
})
afterAll(() => sandbox.close())

const symbols = (list: Details[] | undefined) => (list ?? []).map((d) => d.symbol)

describe('instruments by symbol', () => {
  it('finds EUR/USD with the slash percent-encoded, with its account-specific details', async () => {
    const res = await trader.get<DetailsList>(`${A}/instruments/EUR%2FUSD`)
    expect(res.status).toBe(200)
    expect(res.body.instrumentDetails).toHaveLength(1)
    const d = res.body.instrumentDetails[0]
    expect(d).toMatchObject({ account: 'default:1001', symbol: 'EUR/USD', type: 'FOREX', tradingStatus: 'FULL' })
    expect(d?.marginRate.tiers.at(-1)?.endVolume).toBe('Infinity')
    expect(res.headers.get('etag')).toBeNull()
  })

  it('answers an unknown symbol with 200 and an empty list', async () => {
    const res = await trader.get<DetailsList>(`${A}/instruments/NOPE%2FXXX`)
    expect(res.status).toBe(200)
    expect(res.body.instrumentDetails).toEqual([])
  })

  it('answers an account the caller cannot see with 404 "2"', async () => {
    expectError(await trader.get(`/accounts/${enc('default:2001')}/instruments/EUR%2FUSD`), 404, '2')
  })

  it('shows per-account trading status', async () => {
    const res = await trader.get<DetailsList>(`/accounts/${enc('default:1002')}/instruments/JPN225`)
    expect(res.body.instrumentDetails[0]?.tradingStatus).toBe('CLOSE_ONLY')
  })
})

describe('instruments by type', () => {
  it('returns exactly the instruments of that type', async () => {
    for (const type of new Set(all.map((d) => d.type))) {
      const res = await trader.get<DetailsList>(`${A}/instruments/type/${enc(type)}`)
      expect(symbols(res.body.instrumentDetails)).toEqual(symbols(all.filter((d) => d.type === type)))
    }
    const none = await trader.get<DetailsList>(`${A}/instruments/type/WARRANT`)
    expect(none.body.instrumentDetails).toEqual([])
  })
})

describe('instruments query', () => {
  it('has ≥ 20 instruments of ≥ 3 types, sorted by symbol by default', () => {
    expect(all.length).toBeGreaterThanOrEqual(20)
    expect(new Set(all.map((d) => d.type)).size).toBeGreaterThanOrEqual(3)
    expect(symbols(all)).toEqual([...symbols(all)].sort(compareText))
  })

  it.each([
    ['USD', (s: string) => s.toLowerCase().includes('usd')],
    ['eur', (s: string) => s.toLowerCase().includes('eur')],
    ['EUR*', (s: string) => s.startsWith('EUR')],
    ['*/JPY', (s: string) => s.endsWith('/JPY')],
    ['EUR*,*JPY', (s: string) => s.startsWith('EUR') || s.endsWith('JPY')],
    ['GBP,AAPL', (s: string) => s.includes('GBP') || s.includes('AAPL')],
  ])('symbols=%s selects the matching subset', async (query, match) => {
    const res = await trader.get<DetailsList>(`${A}/instruments/query?symbols=${enc(query)}&limit=25`)
    const expected = symbols(all.filter((d) => match(d.symbol)))
    expect(expected.length).toBeGreaterThan(0)
    expect(symbols(res.body.instrumentDetails)).toEqual(expected)
  })

  it('types= is a comma list, ORed, and combines with symbols', async () => {
    const res = await trader.get<DetailsList>(`${A}/instruments/query?types=CFD_STOCK,STOCK&limit=25`)
    expect(symbols(res.body.instrumentDetails)).toEqual(
      symbols(all.filter((d) => d.type === 'CFD_STOCK' || d.type === 'STOCK')),
    )
    const both = await trader.get<DetailsList>(`${A}/instruments/query?types=FOREX&symbols=USD`)
    expect(symbols(both.body.instrumentDetails)).toEqual(
      symbols(all.filter((d) => d.type === 'FOREX' && d.symbol.includes('USD'))),
    )
  })

  it('sorts by TYPE and SYMBOL ascending or descending', async () => {
    const asc = await trader.get<DetailsList>(`${A}/instruments/query?sort-by-asc=TYPE,SYMBOL&limit=25`)
    const byTypeThenSymbol = [...all].sort((a, b) => compareText(a.type, b.type) || compareText(a.symbol, b.symbol))
    expect(symbols(asc.body.instrumentDetails)).toEqual(symbols(byTypeThenSymbol.slice(0, 25)))
    const desc = await trader.get<DetailsList>(`${A}/instruments/query?sort-by-desc=SYMBOL&limit=25`)
    expect(symbols(desc.body.instrumentDetails)).toEqual(symbols([...all].reverse().slice(0, 25)))
    const typeDesc = await trader.get<DetailsList>(`${A}/instruments/query?sort-by-desc=type&limit=25`)
    const types = typeDesc.body.instrumentDetails.map((d) => d.type)
    expect(types).toEqual([...types].sort(compareText).reverse())
  })

  it('refuses sort-by-asc together with sort-by-desc, and unknown criteria, with 400 "32"', async () => {
    expectError(
      await trader.get(`${A}/instruments/query?sort-by-asc=TYPE&sort-by-desc=SYMBOL`),
      400,
      '32',
      'sort-by-desc',
    )
    expectError(await trader.get(`${A}/instruments/query?sort-by-asc=PRICE`), 400, '32', 'sort-by-asc')
  })

  it('pages with start-from and limit as exact slices; limit above the maximum becomes the maximum', async () => {
    const page = await trader.get<DetailsList>(`${A}/instruments/query?start-from=3&limit=4`)
    expect(symbols(page.body.instrumentDetails)).toEqual(symbols(all.slice(3, 7)))
    const capped = await trader.get<DetailsList>(`${A}/instruments/query?limit=1000`)
    expect(symbols(capped.body.instrumentDetails)).toEqual(symbols(all.slice(0, 25)))
    const typePage = await trader.get<DetailsList>(`${A}/instruments/type/FOREX?start-from=1&limit=2`)
    expect(symbols(typePage.body.instrumentDetails)).toEqual(symbols(all.filter((d) => d.type === 'FOREX').slice(1, 3)))
  })

  it.each([
    ['limit=-1', 'limit'],
    ['start-from=-5', 'start-from'],
    ['limit=ten', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=1&limit=2', 'limit'],
  ])('refuses %s with 400 "32" naming the parameter', async (query, name) => {
    expectError(await trader.get(`${A}/instruments/query?${query}`), 400, '32', `(${name})`)
    expectError(await trader.get(`${A}/instruments/EUR%2FUSD?${query}`), 400, '32', `(${name})`)
  })

  it('refuses an unknown parameter with 400 "31" naming it', async () => {
    expectError(await trader.get(`${A}/instruments/query?symbol=EUR`), 400, '31', 'Malformed query URI (symbol)')
  })
})

describe('global instruments', () => {
  it('serve the reference data in the three forms', async () => {
    const one = await trader.get<InstrumentList>('/instruments/USD%2FJPY')
    expect(one.body.instruments).toMatchObject([{ symbol: 'USD/JPY', type: 'FOREX', priceIncrement: 0.001 }])
    expect(one.body.instruments[0]?.tradingHours.length).toBeGreaterThan(0)
    const byType = await trader.get<InstrumentList>('/instruments/type/CFD_STOCK')
    expect(byType.body.instruments.map((i) => i.symbol)).toEqual(symbols(all.filter((d) => d.type === 'CFD_STOCK')))
    const query = await trader.get<InstrumentList>('/instruments/query?symbols=BTC&sort-by-desc=SYMBOL')
    expect(query.body.instruments.map((i) => i.symbol)).toEqual(['BTC/USD', 'BTC'])
  })
})
