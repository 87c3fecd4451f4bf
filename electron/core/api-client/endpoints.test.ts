import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppErrorSchema, RuleFactsSchema, type AppError } from '@shared/ipc/result'
import {
  accountListTarget,
  endpointTarget,
  instrumentsTarget,
  parseBody,
  readData,
  userTarget,
  usersListTarget,
} from './endpoints'
import { DxApiError } from './errors'
import { EtagStore } from './etag-store'
import { ENDPOINTS, MetricsListSchema } from '@shared/api'

function refusal(build: () => unknown): AppError {
  try {
    build()
  } catch (e) {
    if (e instanceof DxApiError) return e.appError
    throw e
  }
  throw new Error('expected a refusal')
}

describe('request targets from the shared catalogue', () => {
  it('one account → the single-account path, account percent-encoded, no accounts parameter', () => {
    const t = accountListTarget('transfers', ['default:1001'], { limit: 50, 'start-from': 100 })
    expect(t.target).toBe('/accounts/default%3A1001/transfers?limit=50&start-from=100')
  })

  it('several accounts → the multi-account path with ?accounts=a,b', () => {
    const t = accountListTarget('positions', ['default:1001', 'default:1002'])
    expect(t.target).toBe('/accounts/positions?accounts=default%3A1001,default%3A1002')
  })

  it('the same account twice is one account', () => {
    expect(accountListTarget('positions', ['default:1001', 'default:1001']).target).toBe(
      '/accounts/default%3A1001/positions',
    )
  })

  it('an accounts key inside params never overrides the accounts argument', () => {
    const t = accountListTarget('events', ['default:1001'], { accounts: ['default:9'] } as never)
    expect(t.target).toBe('/accounts/default%3A1001/events')
  })

  it('percent-encodes symbols and usernames in paths', () => {
    expect(instrumentsTarget('instruments.bySymbol', { account: 'default:1001', symbol: 'EUR/USD' }).target).toBe(
      '/accounts/default%3A1001/instruments/EUR%2FUSD',
    )
    expect(instrumentsTarget('instruments.byType', { account: 'default:1001', type: 'CFD_STOCK' }).target).toBe(
      '/accounts/default%3A1001/instruments/type/CFD_STOCK',
    )
    expect(userTarget('trader@default').target).toBe('/users/trader%40default')
  })

  it('builds list queries in the shared order, lists comma-separated, enum case as the spec sends it', () => {
    const t = accountListTarget('orders.history', ['default:1001'], {
      'in-status': ['WORKING', 'COMPLETED'],
      'of-type': ['LIMIT'],
      page: 2,
      'page-size': 50,
    })
    expect(t.target).toBe(
      '/accounts/default%3A1001/orders/history?in-status=WORKING,COMPLETED&of-type=limit&page=2&page-size=50',
    )
    expect(
      instrumentsTarget(
        'instruments.query',
        { account: 'default:1001' },
        { symbols: ['EUR/*'], 'sort-by-desc': ['SYMBOL'] },
      ).target,
    ).toBe('/accounts/default%3A1001/instruments/query?symbols=EUR%2F*&sort-by-desc=SYMBOL')
    expect(usersListTarget({ limit: 10 }).target).toBe('/users?limit=10')
  })

  it('order writes and the global instrument reference come from the catalogue too', () => {
    // A group's codes are one comma list with a literal comma between them, each code percent-encoded (a code
    // holding a comma could not be told apart, and is refused below).
    expect(
      endpointTarget(
        'orders.cancelGroup',
        { account: 'default:1001' },
        { 'order-codes': ['OCO-1', 'OCO 2'], 'contingency-type': 'OCO' },
      ),
    ).toBe('/accounts/default%3A1001/orders/group?order-codes=OCO-1,OCO%202&contingency-type=OCO')
    expect(endpointTarget('orders.cancel', { account: 'default:1001', orderCode: 'a/b' })).toBe(
      '/accounts/default%3A1001/orders/a%2Fb',
    )
    expect(endpointTarget('instruments.reference', { symbol: 'EUR/USD' })).toBe('/instruments/EUR%2FUSD')
  })

  it('refuses a path value it cannot send, by its name', () => {
    expect(refusal(() => endpointTarget('instruments.reference', { symbol: ' ' }))).toMatchObject({
      parameter: 'symbol',
    })
    expect(refusal(() => endpointTarget('orders.cancel', { account: 'default:1001', orderCode: '..' }))).toMatchObject({
      parameter: 'orderCode',
    })
    expect(refusal(() => endpointTarget('orders.cancel', { account: 'nope', orderCode: 'A' }))).toMatchObject({
      parameter: 'account',
    })
    const group = { 'order-codes': ['A,B'] }
    expect(refusal(() => endpointTarget('orders.cancelGroup', { account: 'default:1001' }, group))).toMatchObject({
      parameter: 'order-codes',
    })
  })

  it('cache keys name resource, account set and query (not the accounts order)', () => {
    const a = accountListTarget('transfers', ['default:1002', 'default:1001'], { limit: 5 }).cacheKey
    const b = accountListTarget('transfers', ['default:1001', 'default:1002'], { limit: 5 }).cacheKey
    expect(EtagStore.key(a.resource, a.scope, a.query)).toBe(EtagStore.key(b.resource, b.scope, b.query))
    expect(EtagStore.key(a.resource, a.scope, a.query)).toBe('transfers|default:1001,default:1002|limit=5')
    const open = accountListTarget('orders.open', ['default:1001']).cacheKey
    expect(EtagStore.key(open.resource, open.scope, open.query)).toBe('orders.open|default:1001')
  })
})

describe('input refused before any request, naming the parameter', () => {
  it.each([
    [() => accountListTarget('transfers', ['default:1001'], { limit: -1 }), 'limit'],
    [() => accountListTarget('events', ['default:1001'], { 'of-type': ['MARGIN_CAL'] }), 'of-type'],
    [() => accountListTarget('events', ['default:1001'], { 'from-time': 'yesterday' }), 'from-time'],
    [
      () =>
        accountListTarget('orders.history', ['default:1001'], {
          'with-order-id': Array.from({ length: 51 }, (_, i) => String(i)),
        }),
      'with-order-id',
    ],
    [
      () =>
        accountListTarget('orders.history', ['default:1001'], {
          'issued-from': '2026-03-02T00:00:00Z',
          'issued-to': '2026-03-01T00:00:00Z',
        }),
      'issued-to',
    ],
    [
      () =>
        instrumentsTarget(
          'instruments.query',
          { account: 'default:1001' },
          { 'sort-by-asc': ['TYPE'], 'sort-by-desc': ['SYMBOL'] },
        ),
      'sort-by-desc',
    ],
    [() => accountListTarget('metrics', ['default:1001'], { 'include-positions': 'maybe' }), 'include-positions'],
    [() => accountListTarget('positions', []), 'accounts'],
    [() => accountListTarget('positions', ['1001']), 'accounts'],
    [() => accountListTarget('positions', ['default:1001'], { 'include-offset': true }), 'include-offset'],
    [() => accountListTarget('transfers', ['default:1001'], { limt: 5 } as never), 'limt'],
    [() => instrumentsTarget('instruments.bySymbol', { account: 'default:1001', symbol: '' }), 'symbol'],
    [() => instrumentsTarget('instruments.bySymbol', { account: 'default:1001', symbol: '..' }), 'symbol'],
    [() => instrumentsTarget('instruments.byType', { account: 'nocolon', type: 'FOREX' }), 'account'],
    [() => userTarget(''), 'username'],
  ])('%#: refuses with parameter %s', (build, parameter) => {
    const e = refusal(build)
    expect(e).toMatchObject({ kind: 'validation', parameter })
    expect(e.message.length).toBeGreaterThan(5)
  })

  // What crosses IPC is the rule as a code and its bounds, never a schema's English: the window words it.
  it.each([
    [
      () => accountListTarget('transfers', ['default:1001'], { limit: -1 }),
      { rule: 'too_small', minimum: 0, origin: 'number' },
    ],
    [
      () => accountListTarget('events', ['default:1001'], { 'from-time': 'yesterday' }),
      { rule: 'invalid_format', format: 'timestamp' },
    ],
    [
      () =>
        accountListTarget('orders.history', ['default:1001'], {
          'with-order-id': Array.from({ length: 51 }, (_, i) => String(i)),
        }),
      { rule: 'too_big', maximum: 50, origin: 'array' },
    ],
    [
      () =>
        accountListTarget('orders.history', ['default:1001'], {
          'issued-from': '2026-03-02T00:00:00Z',
          'issued-to': '2026-03-01T00:00:00Z',
        }),
      { rule: 'range_inverted', other: 'issued-from', origin: 'timestamp' },
    ],
    [
      () =>
        instrumentsTarget(
          'instruments.query',
          { account: 'default:1001' },
          { 'sort-by-asc': ['TYPE'], 'sort-by-desc': ['SYMBOL'] },
        ),
      { rule: 'exclusive_with', other: 'sort-by-asc' },
    ],
    [
      () => accountListTarget('metrics', ['default:1001'], { 'include-positions': 'maybe' }),
      { rule: 'invalid_type', expected: 'boolean' },
    ],
    [() => accountListTarget('positions', ['1001']), { rule: 'invalid_format', format: 'account-code' }],
    [
      () => accountListTarget('positions', [`default:${'9'.repeat(300)}`]),
      { rule: 'too_big', maximum: 256, origin: 'string' },
    ],
    [
      () => instrumentsTarget('instruments.byType', { account: 'nocolon', type: 'FOREX' }),
      { rule: 'invalid_format', format: 'account-code' },
    ],
    [
      () => instrumentsTarget('instruments.bySymbol', { account: 'default:1001', symbol: '..' }),
      { rule: 'invalid_format', format: 'path-segment' },
    ],
  ])('%#: refuses with the rule %j as a code and its bounds, no words', (build, rule) => {
    const sent = AppErrorSchema.parse(JSON.parse(JSON.stringify(refusal(build))))
    expect(sent.reason).toBe('value-refused')
    expect(sent.facts).toEqual({ ...rule, parameter: sent.parameter })
    expect(RuleFactsSchema.safeParse(sent.facts).success).toBe(true)
  })

  it('a parameter the endpoint does not have names the endpoint by its path', () => {
    const e = refusal(() => accountListTarget('transfers', ['default:1001'], { limt: 5 } as never))
    expect(e).toMatchObject({
      reason: 'not-a-parameter',
      facts: { parameter: 'limt', endpoint: ENDPOINTS.transfers.path },
    })
    expect(ENDPOINTS.transfers.path).toMatch(/^\/accounts\//)
  })

  it('a value left blank is required, by name', () => {
    expect(refusal(() => endpointTarget('instruments.reference', { symbol: ' ' }))).toMatchObject({
      reason: 'value-required',
      facts: { parameter: 'symbol' },
    })
    expect(refusal(() => userTarget(''))).toMatchObject({ reason: 'value-required', facts: { parameter: 'username' } })
  })

  it('include-offset is fine on the multi-account form', () => {
    expect(
      accountListTarget('positions', ['default:1001', 'default:1002'], { 'include-offset': true }).target,
    ).toContain('include-offset=true')
  })
})

describe('response bodies parsed with the shared schemas', () => {
  it('invalid JSON is a server error that says so', () => {
    const e = refusal(() => readData('positions', 200, '{"positions":[{"account":'))
    expect(e).toMatchObject({ kind: 'server', httpStatus: 200, facts: { answer: 'not-json' } })
  })

  it('a schema mismatch names the field path and what was wrong', () => {
    const order = {
      account: 'default:1001',
      orderId: 1,
      orderCode: '1',
      version: 1,
      clientOrderId: 'c1',
      actionCode: 'a1',
      legCount: 1,
      type: 'LIMIT',
      instrument: 'EUR/USD',
      status: 'WORKING',
      finalStatus: false,
      side: 'BUY',
      tif: 'GTC',
      issueTime: '2026-03-18T10:00:00.000Z',
      transactionTime: '2026-03-18T10:00:00.000Z',
      legs: [
        {
          instrument: 'EUR/USD',
          price: 1.08,
          legRatio: 1,
          quantity: 1000,
          filledQuantity: 0,
          remainingQuantity: 1000,
          averagePrice: 0,
        },
      ],
    }
    const ok = readData('orders.open', 200, JSON.stringify({ orders: [order, order] }))
    expect(ok.data).toHaveLength(2)
    expect(ok.unreadable).toBeUndefined()
    // One broken record is left out and named; the readable ones are kept.
    const broken = { ...order, legs: [{ ...order.legs[0], price: true }] }
    const partial = readData('orders.open', 200, JSON.stringify({ orders: [order, broken] }))
    expect(partial.data).toHaveLength(1)
    expect(partial.unreadable).toEqual({
      count: 1,
      total: 2,
      samples: [{ answer: 'mismatch', parameter: 'orders[1].legs[0].price', rule: 'invalid_type', expected: 'number' }],
      // Whose record it was, where the record still names its account.
      accounts: [{ account: 'default:1001', count: 1 }],
    })
    // An envelope that is itself wrong is still an error.
    const e = refusal(() => readData('orders.open', 200, JSON.stringify({ orders: 'none' })))
    expect(e).toMatchObject({
      kind: 'server',
      cause: 'unreadable-answer',
      facts: { answer: 'not-a-list', parameter: 'orders' },
    })
  })

  it('an answer of the wrong shape names where and the rule broken, as codes and bounds, not the schema’s words', () => {
    const schema = z.object({ side: z.enum(['BUY', 'SELL']), price: z.number() })
    const e = refusal(() => parseBody(schema, 'quotes', 200, '{"side":"UP","price":"1.2"}'))
    expect(e).toMatchObject({ kind: 'server', cause: 'unreadable-answer', httpStatus: 200 })
    expect(e.facts).toEqual({
      answer: 'mismatch',
      rule: 'invalid_value',
      options: 'BUY, SELL',
      parameter: 'side',
      more: 1,
    })
    expect(e.detail).toBeUndefined()
  })

  it('ignores unknown fields and normalises spelling variants', () => {
    const metrics = {
      account: 'default:1001',
      version: 3,
      equity: 10,
      balance: 10,
      availableBalance: 10,
      availableFunds: 10,
      allocatedFunds: 0,
      marginFree: 10,
      openPL: 0,
      totalPL: 1.5,
      margin: 0,
      openPositionsCount: 0,
      openOrdersCount: 0,
      brandNewField: { anything: true },
    }
    const [m] = parseBody(MetricsListSchema, 'metrics', 200, JSON.stringify({ metrics: [metrics] })).metrics
    expect(m?.totalPl).toBe('1.5')
    expect(m && 'brandNewField' in m).toBe(false)
  })

  it('hands back the envelope content, and the whole Historic Order List for history', () => {
    expect(readData('positions', 200, '{"positions":[]}').data).toEqual([])
    expect(
      readData('orders.history', 200, '{"orders":[],"nextPageTransactionTime":"2026-03-18T10:00:00Z"}').data,
    ).toEqual({
      orders: [],
      nextPageTransactionTime: '2026-03-18T10:00:00Z',
    })
  })
})
