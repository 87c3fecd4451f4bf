import { describe, expect, it } from 'vitest'
import {
  cancelGroupParams,
  eventsParamSpecs,
  eventsParams,
  historyParamSpecs,
  historyParams,
  instrumentsPathParams,
  instrumentsQueryParams,
  metricsParams,
  openOrdersParams,
  paramProblem,
  paramSpecsOf,
  parseQuery,
  portfolioParams,
  positionsParams,
  QueryParamError,
  toQueryString,
  transfersParams,
  usersParams,
  type AnyParamSpec,
  type HistoryParams,
  type ParamsSchema,
} from './index'
import { paramHelp, paramLabel, rangeLabel } from '../../text/param-text'

function rejects(schema: ParamsSchema, query: Record<string, string>) {
  const r = parseQuery(schema, new URLSearchParams(query))
  if (r.ok) throw new Error(`expected ${JSON.stringify(query)} to be rejected`)
  return r
}

function accepts<S extends ParamsSchema>(schema: S, query: string) {
  const r = parseQuery(schema, new URLSearchParams(query))
  if (!r.ok) throw new Error(`rejected ${r.parameter}: ${r.message}`)
  return r.value
}

describe('param specs', () => {
  const all: [string, ParamsSchema][] = [
    ['instrumentsPath', instrumentsPathParams],
    ['instrumentsQuery', instrumentsQueryParams],
    ['events', eventsParams],
    ['portfolio', portfolioParams],
    ['positions', positionsParams],
    ['openOrders', openOrdersParams],
    ['history', historyParams],
    ['metrics', metricsParams],
    ['transfers', transfersParams],
    ['users', usersParams],
  ]

  // Every entry is asked of the catalogue: a key without a message fails the test (test-support/missing-keys.ts).
  it('give every parameter a hyphenated wire name and a catalogue entry with a label and a one-sentence help', () => {
    for (const [, schema] of all) {
      for (const spec of paramSpecsOf(schema)) {
        expect(spec.name).toMatch(/^[a-z]+(-[a-z]+)*$/)
        expect(paramLabel(spec)).toMatch(/^[A-Z]/)
        expect(paramHelp(spec)).toMatch(/^[A-Z].*\.$/)
        if (spec.rangeEnd === 'from') expect(rangeLabel(spec)).toMatch(/^[A-Z]/)
      }
    }
  })

  it('word a parameter from the catalogue, a range by the name of its first end', () => {
    const [issuedFrom, issuedTo] = ['issued-from', 'issued-to'].map((name) =>
      paramSpecsOf(historyParams).find((s) => s.name === name)!,
    )
    expect([paramLabel(issuedFrom!), paramLabel(issuedTo!), rangeLabel(issuedFrom!)]).toEqual([
      'Issued from',
      'Issued to',
      'Issued',
    ])
    expect(paramHelp(issuedTo!)).toBe('Orders issued at or before this time (inclusive); alone, since the first order.')
  })

  it('list exactly the documented parameters per endpoint', () => {
    const names = (s: ParamsSchema) => paramSpecsOf(s).map((p) => p.name)
    expect(names(instrumentsPathParams)).toEqual(['limit', 'start-from'])
    expect(names(instrumentsQueryParams).sort()).toEqual(
      ['limit', 'sort-by-asc', 'sort-by-desc', 'start-from', 'symbols', 'types'].sort(),
    )
    expect(names(eventsParams).sort()).toEqual(
      [
        'accounts',
        'from-time',
        'include-offset',
        'limit',
        'of-type',
        'period',
        'start-from',
        'time-from',
        'time-to',
        'to-time',
      ].sort(),
    )
    expect(names(historyParams).sort()).toEqual(
      [
        'accounts',
        'at-least-version',
        'at-most-version',
        'completed-from',
        'completed-to',
        'for-instrument',
        'in-status',
        'include-offset',
        'issued-from',
        'issued-to',
        'limit',
        'of-type',
        'page',
        'page-size',
        'period',
        'side',
        'transaction-from',
        'transaction-to',
        'with-client-id',
        'with-order-id',
      ].sort(),
    )
    expect(names(transfersParams)).toContain('time-from')
    expect(names(transfersParams)).not.toContain('from-time')
    expect(names(usersParams).sort()).toEqual(['last-updated-from', 'last-updated-to', 'limit', 'start-from'])
    expect(names(metricsParams)).toContain('include-positions')
    expect(names(positionsParams)).toEqual(['accounts', 'include-offset'])
    expect(names(portfolioParams)).toContain('last-updated-to')
  })

  it('mark the events aliases as hidden alternatives and pair ranges', () => {
    const byName = new Map(eventsParamSpecs.map((s) => [s.name, s as AnyParamSpec]))
    expect(byName.get('time-from')).toMatchObject({ role: 'alias', alias: 'from-time' })
    expect(byName.get('from-time')).toMatchObject({ rangeWith: 'to-time', rangeEnd: 'from' })
    const history = new Map(historyParamSpecs.map((s) => [s.name, s as AnyParamSpec]))
    expect(history.get('with-client-id')?.maxItems).toBe(50)
    expect(history.get('with-order-id')?.maxItems).toBe(50)
    expect(history.get('in-status')?.values).toContain('WORKING')
    expect(history.get('at-least-version')).toMatchObject({ kind: 'version', rangeWith: 'at-most-version' })
  })
})

describe('parseQuery: every kind', () => {
  it('int: non-negative limit and start-from, from text or numbers', () => {
    expect(accepts(instrumentsPathParams, 'limit=10&start-from=100')).toEqual({ limit: 10, 'start-from': 100 })
    expect(instrumentsPathParams.parse({ limit: 10, 'start-from': '0' })).toEqual({ limit: 10, 'start-from': 0 })
    expect(rejects(transfersParams, { limit: '-1' })).toEqual({
      ok: false,
      parameter: 'limit',
      message: 'limit must be a whole number of 0 or more',
    })
    expect(rejects(transfersParams, { 'start-from': '-5' }).parameter).toBe('start-from')
    expect(rejects(transfersParams, { limit: 'ten' }).parameter).toBe('limit')
    expect(rejects(transfersParams, { limit: '1.5' }).parameter).toBe('limit')
    expect(rejects(transfersParams, { limit: '' }).parameter).toBe('limit')
  })

  it('int: page and page-size start at 1', () => {
    expect(accepts(historyParams, 'page=1&page-size=50')).toEqual({ page: 1, 'page-size': 50 })
    expect(rejects(historyParams, { page: '0' }).parameter).toBe('page')
    expect(rejects(historyParams, { 'page-size': '0' }).parameter).toBe('page-size')
  })

  it('version: at-least/at-most, inverted ranges reported on the upper bound', () => {
    expect(accepts(historyParams, 'at-least-version=1000&at-most-version=1042')).toMatchObject({
      'at-least-version': 1000,
      'at-most-version': 1042,
    })
    expect(rejects(historyParams, { 'at-least-version': '9', 'at-most-version': '3' }).parameter).toBe(
      'at-most-version',
    )
  })

  it('timestamp: canonical UTC, offsets converted, garbage rejected', () => {
    const v = accepts(historyParams, 'issued-from=2024-04-21T11%3A00%3A00%2B02%3A00&issued-to=2024-04-22T00:00:00Z')
    expect(v['issued-from']).toBe('2024-04-21T09:00:00Z')
    expect(v['issued-to']).toBe('2024-04-22T00:00:00Z')
    expect(rejects(historyParams, { 'completed-from': '2024-04-21' }).parameter).toBe('completed-from')
    expect(rejects(historyParams, { 'transaction-to': 'yesterday' }).message).toMatch(/UTC time/)
    expect(
      rejects(historyParams, { 'issued-from': '2024-04-22T00:00:00Z', 'issued-to': '2024-04-21T00:00:00Z' }),
    ).toEqual({
      ok: false,
      parameter: 'issued-to',
      message: 'issued-to must not be before issued-from',
    })
    // An unencoded `+` arrives as a space and is refused rather than guessed at.
    expect(rejects(eventsParams, { 'from-time': '2024-04-21T11:00:00 02:00' }).parameter).toBe('from-time')
  })

  it('period', () => {
    expect(accepts(transfersParams, 'period=previous-week').period).toBe('previous-week')
    expect(rejects(transfersParams, { period: 'month' }).parameter).toBe('period')
    expect(accepts(transfersParams, 'period=TODAY').period).toBe('today')
    // Period replaces its from/to pair; both together would have to be intersected or one silently ignored.
    expect(rejects(historyParams, { period: 'week', 'issued-from': '2024-01-01T00:00:00Z' }).parameter).toBe('period')
    expect(accepts(historyParams, 'period=week&completed-from=2024-01-01T00:00:00Z').period).toBe('week')
  })

  it('enum: side is BUY or SELL only, in any letter case', () => {
    expect(accepts(historyParams, 'side=SELL').side).toBe('SELL')
    expect(accepts(historyParams, 'side=sell').side).toBe('SELL')
    expect(accepts(historyParams, 'side=Buy').side).toBe('BUY')
    expect(rejects(historyParams, { side: 'LONG' }).parameter).toBe('side')
  })

  it('every enumerated filter accepts any letter case and gives the canonical spelling', () => {
    expect(accepts(historyParams, 'in-status=completed,Working')['in-status']).toEqual(['COMPLETED', 'WORKING'])
    expect(accepts(transfersParams, 'of-type=deposit')['of-type']).toEqual(['DEPOSIT'])
    expect(accepts(eventsParams, 'of-type=Margin_Call')['of-type']).toEqual(['MARGIN_CALL'])
    expect(accepts(cancelGroupParams, 'order-codes=a,b&contingency-type=if-then')['contingency-type']).toBe('IF-THEN')
    expect(accepts(instrumentsQueryParams, 'sort-by-asc=symbol')['sort-by-asc']).toEqual(['SYMBOL'])
    // Instrument types stay open: a known one is canonicalised, an unknown one kept as given.
    expect(accepts(instrumentsQueryParams, 'types=forex,MyType')['types']).toEqual(['FOREX', 'MyType'])
  })

  it('with-order-id takes order ids, which are numbers', () => {
    expect(accepts(historyParams, 'with-order-id=5501,5502')['with-order-id']).toEqual(['5501', '5502'])
    expect(rejects(historyParams, { 'with-order-id': 'abc' })).toMatchObject({
      parameter: 'with-order-id',
      message: expect.stringContaining('"abc" is not an order id'),
    })
    expect(rejects(historyParams, { 'with-order-id': '5501,x1' }).parameter).toBe('with-order-id')
  })

  it('enum-list: in-status is closed; orders of-type is case-insensitive', () => {
    expect(accepts(historyParams, 'in-status=WORKING,COMPLETED')['in-status']).toEqual(['WORKING', 'COMPLETED'])
    expect(rejects(historyParams, { 'in-status': 'WORKING,PENDING_REPLACE' })).toMatchObject({
      parameter: 'in-status',
      message: expect.stringContaining('"PENDING_REPLACE" is not one of'),
    })
    expect(accepts(historyParams, 'of-type=market,Limit,STOP')['of-type']).toEqual(['MARKET', 'LIMIT', 'STOP'])
    expect(rejects(historyParams, { 'of-type': 'iceberg' }).parameter).toBe('of-type')
  })

  it('enum-list: transfer and event types validate against the known lists', () => {
    expect(accepts(transfersParams, 'of-type=DEPOSIT,WITHDRAWAL')['of-type']).toEqual(['DEPOSIT', 'WITHDRAWAL'])
    expect(rejects(transfersParams, { 'of-type': 'NEW_THING' }).parameter).toBe('of-type')
    expect(accepts(eventsParams, 'of-type=MARGIN_CALL')['of-type']).toEqual(['MARGIN_CALL'])
    expect(rejects(eventsParams, { 'of-type': 'DEPOSIT' }).parameter).toBe('of-type')
  })

  it('enum-list: instrument types are open', () => {
    expect(accepts(instrumentsQueryParams, 'types=FOREX,CRYPTO_PERP').types).toEqual(['FOREX', 'CRYPTO_PERP'])
  })

  it('account-list, symbol-list, id-list: comma lists, trimmed, empty items refused', () => {
    expect(accepts(portfolioParams, 'accounts=default%3A1001,default%3A1002').accounts).toEqual([
      'default:1001',
      'default:1002',
    ])
    expect(accepts(portfolioParams, 'accounts=default:1001, default:1002').accounts).toEqual([
      'default:1001',
      'default:1002',
    ])
    expect(rejects(portfolioParams, { accounts: 'default:1001,,default:1002' })).toMatchObject({
      parameter: 'accounts',
      message: 'accounts has an empty item',
    })
    expect(rejects(portfolioParams, { accounts: '' }).parameter).toBe('accounts')
    expect(rejects(portfolioParams, { accounts: 'default:1001,1002' }).parameter).toBe('accounts')
    expect(accepts(instrumentsQueryParams, 'symbols=EUR%2F*,USD%2FJPY').symbols).toEqual(['EUR/*', 'USD/JPY'])
    expect(accepts(historyParams, 'for-instrument=EUR/USD')['for-instrument']).toEqual(['EUR/USD'])
  })

  it('id-list: at most 50 client or order ids', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`).join(',')
    expect(accepts(historyParams, `with-client-id=${ids(50)}`)['with-client-id']).toHaveLength(50)
    expect(rejects(historyParams, { 'with-client-id': ids(51) })).toEqual({
      ok: false,
      parameter: 'with-client-id',
      message: 'with-client-id takes at most 50 items, got 51',
    })
    expect(rejects(historyParams, { 'with-order-id': ids(51) }).parameter).toBe('with-order-id')
    expect(historyParams.safeParse({ 'with-order-id': Array.from({ length: 51 }, String) }).success).toBe(false)
  })

  it('sort: TYPE/SYMBOL lists, never both directions', () => {
    expect(accepts(instrumentsQueryParams, 'sort-by-asc=TYPE,SYMBOL')['sort-by-asc']).toEqual(['TYPE', 'SYMBOL'])
    expect(accepts(instrumentsQueryParams, 'sort-by-desc=symbol')['sort-by-desc']).toEqual(['SYMBOL'])
    expect(rejects(instrumentsQueryParams, { 'sort-by-asc': 'PRICE' }).parameter).toBe('sort-by-asc')
    expect(rejects(instrumentsQueryParams, { 'sort-by-asc': 'TYPE', 'sort-by-desc': 'SYMBOL' })).toEqual({
      ok: false,
      parameter: 'sort-by-desc',
      message: 'Give either sort-by-asc or sort-by-desc, not both',
    })
  })

  it('boolean: true/false only', () => {
    expect(accepts(metricsParams, 'include-positions=true')['include-positions']).toBe(true)
    expect(accepts(metricsParams, 'include-positions=false&include-offset=TRUE')).toEqual({
      'include-positions': false,
      'include-offset': true,
    })
    expect(rejects(metricsParams, { 'include-positions': 'yes' }).parameter).toBe('include-positions')
    expect(rejects(metricsParams, { 'include-positions': '' }).parameter).toBe('include-positions')
  })

  it('events accept time-from/time-to as aliases, but not together with the documented names', () => {
    expect(accepts(eventsParams, 'time-from=2024-04-21T00:00:00Z')['time-from']).toBe('2024-04-21T00:00:00Z')
    expect(
      rejects(eventsParams, { 'from-time': '2024-04-21T00:00:00Z', 'time-from': '2024-04-21T00:00:00Z' }).parameter,
    ).toBe('time-from')
  })

  it('names a repeated parameter and ignores unknown ones', () => {
    expect(parseQuery(historyParams, new URLSearchParams('side=BUY&side=SELL'))).toEqual({
      ok: false,
      parameter: 'side',
      message: 'side is given more than once; give one comma-separated list',
    })
    expect(parseQuery(historyParams, { 'in-status': ['WORKING', 'COMPLETED'] })).toMatchObject({
      ok: false,
      parameter: 'in-status',
    })
    const r = parseQuery(historyParams, { side: 'BUY', _: '1713692400', 'order-by-asc': 'SYMBOL' })
    expect(r).toEqual({ ok: true, value: { side: 'BUY' }, ignored: ['_', 'order-by-asc'] })
  })

  it('checks required parameters', () => {
    expect(rejects(cancelGroupParams, { 'contingency-type': 'oco' })).toMatchObject({ parameter: 'order-codes' })
    expect(accepts(cancelGroupParams, 'order-codes=a,b&contingency-type=if-then')).toEqual({
      'order-codes': ['a', 'b'],
      'contingency-type': 'IF-THEN',
    })
  })
})

describe('toQueryString', () => {
  it('encodes each item, joins lists with commas and keeps spec order', () => {
    const qs = toQueryString(historyParams, {
      'with-client-id': ['a b', 'c&d', 'e+f'],
      side: 'BUY',
      accounts: ['default:1001', 'default:1002'],
      'issued-from': '2024-04-21T11:00:00.5+02:00',
      'in-status': [],
      page: 2,
    })
    expect(qs).toBe(
      'accounts=default%3A1001,default%3A1002&side=buy&with-client-id=a%20b,c%26d,e%2Bf&issued-from=2024-04-21T09%3A00%3A00.5Z&page=2',
    )
  })

  it('sends orders of-type in lowercase, as documented', () => {
    expect(toQueryString(historyParams, { 'of-type': ['LIMIT', 'STOP'] })).toBe('of-type=limit,stop')
  })

  it('returns an empty string for no values and throws QueryParamError naming the parameter', () => {
    expect(toQueryString(historyParams, undefined)).toBe('')
    expect(toQueryString(historyParams, {})).toBe('')
    expect(() => toQueryString(historyParams, { limit: -1 })).toThrow(QueryParamError)
    try {
      toQueryString(instrumentsQueryParams, { 'sort-by-asc': ['TYPE'], 'sort-by-desc': ['SYMBOL'] })
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(QueryParamError)
      expect((e as QueryParamError).parameter).toBe('sort-by-desc')
    }
    expect(() => toQueryString(historyParams, { 'with-client-id': ['a,b'] })).toThrow(/cannot contain a comma/)
  })

  it('works from a spec list too', () => {
    expect(toQueryString(historyParamSpecs, { 'in-status': 'WORKING,COMPLETED', side: 'SELL' })).toBe(
      'in-status=WORKING,COMPLETED&side=sell',
    )
    expect(() => toQueryString(historyParamSpecs, { page: 0 })).toThrow(QueryParamError)
  })

  it('round-trips typed values through a URL', () => {
    const values: HistoryParams = {
      accounts: ['default:1001', 'clearing with space:a/b'],
      'include-offset': true,
      'in-status': ['WORKING', 'CANCELED'],
      'of-type': ['MARKET', 'STOP_LIMIT'],
      side: 'SELL',
      'for-instrument': ['EUR/USD', 'US30%'],
      'with-client-id': ['ui-7f3a', 'ü@#?'],
      'with-order-id': ['5501'],
      'issued-from': '2024-04-21T09:00:00.123456789Z',
      'issued-to': '2024-04-22T09:00:00Z',
      'transaction-from': '2024-04-21T00:00:00Z',
      'transaction-to': '2024-04-21T00:00:00.001Z',
      'completed-from': '2024-01-01T00:00:00Z',
      'at-least-version': 0,
      'at-most-version': 1042,
      page: 3,
      'page-size': 100,
      limit: 0,
    }
    const url = new URL(
      `https://broker.example/dxsca-web/accounts/orders/history?${toQueryString(historyParams, values)}`,
    )
    const back = parseQuery(historyParams, url.searchParams)
    expect(back).toEqual({ ok: true, value: values, ignored: [] })
  })

  it('round-trips every endpoint through raw text', () => {
    const cases: [ParamsSchema, string][] = [
      [instrumentsQueryParams, 'symbols=EUR%2F*&types=FOREX,CFD&limit=10&start-from=20&sort-by-desc=TYPE,SYMBOL'],
      [eventsParams, 'accounts=default%3A1001&of-type=MARGIN_CALL,LIQUIDATION&from-time=2024-04-21T00%3A00%3A00Z'],
      [transfersParams, 'of-type=DEPOSIT&time-from=2024-04-21T00%3A00%3A00Z&time-to=2024-04-22T00%3A00%3A00Z'],
      [transfersParams, 'of-type=DEPOSIT&period=week'],
      [usersParams, 'last-updated-from=2024-04-21T00%3A00%3A00.000Z&limit=5'],
      [metricsParams, 'accounts=default%3A1001&include-positions=true'],
    ]
    for (const [schema, qs] of cases) {
      const parsed = parseQuery(schema, new URLSearchParams(qs))
      if (!parsed.ok) throw new Error(parsed.message)
      expect(toQueryString(schema, parsed.value)).toBe(qs)
    }
  })
})

describe('paramProblem', () => {
  it('gives the renderer a message per field', () => {
    const [limitSpec] = paramSpecsOf(instrumentsPathParams)
    if (!limitSpec) throw new Error('no spec')
    expect(paramProblem(limitSpec, '12')).toBeNull()
    expect(paramProblem(limitSpec, undefined)).toBeNull()
    expect(paramProblem(limitSpec, '-3')).toBe('limit must be a whole number of 0 or more')
  })
})
