// Every response body of every endpoint the sandbox serves must pass the shared client schemas: a sandbox
// that emits what the client rejects is a bug. Records are also checked for the canonical spellings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { ENDPOINTS, type EndpointId, ErrorBodySchema } from '@shared/api'
import {
  basic,
  controls,
  enc,
  login,
  type Res,
  startSandbox,
  TestClient,
  type ClockedSandbox,
} from '@test-support/sandbox-http'

let sandbox: ClockedSandbox
let support: TestClient
let trader: TestClient

beforeAll(async () => {
  sandbox = await startSandbox({ historyCap: 5000, largeAccountOrders: 300, maxLimit: 5000 })
  support = await login(sandbox, 'support')
  trader = await login(sandbox, 'trader')
})
afterAll(() => sandbox.close())

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const DATE = /^\d{4}-\d{2}-\d{2}Z$/
const TIME_KEYS = /(Time|^time)$/
const DECIMAL_KEYS = new Set([
  'price',
  'quantity',
  'filledQuantity',
  'remainingQuantity',
  'averagePrice',
  'lastPrice',
  'lastQuantity',
  'value',
  'balance',
  'equity',
  'margin',
  'initialMargin',
  'maintenanceMargin',
  'openPL',
  'totalPL',
  'fpl',
  'openPrice',
  'priceIncrement',
  'pipSize',
  'lotSize',
  'minOrderSize',
  'minOrderSizeIncrement',
])

/** Canonical spellings: 3-digit-millisecond UTC timestamps, `YYYY-MM-DDZ` dates, numbers as JSON numbers. */
function spellingProblems(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => spellingProblems(v, `${path}[${i}]`))
  if (value === null || typeof value !== 'object') return []
  const problems: string[] = []
  for (const [key, v] of Object.entries(value)) {
    const at = `${path}.${key}`
    if (TIME_KEYS.test(key) && typeof v === 'string' && !TIMESTAMP.test(v)) problems.push(`${at}: ${v}`)
    if (key === 'expireDate' && !(typeof v === 'string' && DATE.test(v))) problems.push(`${at}: ${String(v)}`)
    if (DECIMAL_KEYS.has(key) && typeof v !== 'number') problems.push(`${at} is not a JSON number`)
    if (key === 'endVolume' && !(typeof v === 'number' || v === 'Infinity')) problems.push(`${at}: ${String(v)}`)
    if (key === 'timeout' && !(typeof v === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(v)))
      problems.push(`${at}: ${String(v)}`)
    problems.push(...spellingProblems(v, at))
  }
  return problems
}

function check(schema: z.ZodType, res: Res, label: string): void {
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBeLessThan(300)
  const parsed = schema.safeParse(res.body)
  if (!parsed.success) throw new Error(`${label} fails its schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`)
  expect(spellingProblems(res.body), label).toEqual([])
}

const SINGLE = ['default:1001', 'default:1002', 'default:2001', 'default:1099']

/** Requests per endpoint: both URI forms and the interesting parameters. */
const READS: Partial<Record<EndpointId, string[]>> = {
  'users.get': ['/users/support%40default', '/users/trader%40default', '/users/trader2'],
  'users.list': ['/users', '/users?limit=1&start-from=1'],
  'instruments.bySymbol': SINGLE.flatMap((a) => [
    `/accounts/${enc(a)}/instruments/EUR%2FUSD`,
    `/accounts/${enc(a)}/instruments/USD`,
  ]),
  'instruments.byType': SINGLE.flatMap((a) =>
    ['FOREX', 'CFD', 'CFD_STOCK', 'STOCK', 'ETF', 'INDEX', 'CURRENCY'].map(
      (t) => `/accounts/${enc(a)}/instruments/type/${t}`,
    ),
  ),
  'instruments.query': [
    `/accounts/${enc('default:1002')}/instruments/query`,
    `/accounts/${enc('default:2001')}/instruments/query?sort-by-desc=TYPE`,
  ],
  events: ['/accounts/events', ...SINGLE.map((a) => `/accounts/${enc(a)}/events`)],
  portfolio: ['/accounts/portfolio', ...SINGLE.map((a) => `/accounts/${enc(a)}/portfolio`)],
  positions: ['/accounts/positions', ...SINGLE.map((a) => `/accounts/${enc(a)}/positions`)],
  'orders.open': ['/accounts/orders', ...SINGLE.map((a) => `/accounts/${enc(a)}/orders`)],
  'orders.history': ['/accounts/orders/history', ...SINGLE.map((a) => `/accounts/${enc(a)}/orders/history`)],
  metrics: [
    '/accounts/metrics',
    '/accounts/metrics?include-positions=true',
    ...SINGLE.map((a) => `/accounts/${enc(a)}/metrics?include-positions=true`),
  ],
  transfers: ['/accounts/transfers', ...SINGLE.map((a) => `/accounts/${enc(a)}/transfers`)],
}

describe('every response passes the shared schemas', () => {
  it.each(Object.entries(READS))('%s', async (id, paths) => {
    const def = ENDPOINTS[id as EndpointId]
    for (const path of paths ?? []) check(def.response, await support.get(path), `GET ${path}`)
  })

  it('orders.history with a cut result (nextPageTransactionTime)', async () => {
    const capped = await startSandbox({ historyCap: 20 })
    try {
      const client = await login(capped, 'trader')
      const res = await client.get('/accounts/orders/history')
      check(ENDPOINTS['orders.history'].response, res, 'capped history')
      expect((res.body as { nextPageTransactionTime?: string }).nextPageTransactionTime).toMatch(TIMESTAMP)
    } finally {
      await capped.close()
    }
  })

  it('auth.login, auth.ping and auth.logout', async () => {
    const anonymous = new TestClient(sandbox.baseUrl)
    const loginRes = await anonymous.post('/login', { username: 'trader', domain: 'default', password: 'demo' })
    check(ENDPOINTS['auth.login'].response, loginRes, 'login')
    const client = new TestClient(sandbox.baseUrl, `DXAPI ${(loginRes.body as { sessionToken: string }).sessionToken}`)
    check(ENDPOINTS['auth.ping'].response, await client.post('/ping'), 'ping')
    check(ENDPOINTS['auth.logout'].response, await client.post('/logout'), 'logout')
  })

  it('orders.modify (single and group), and the state after fills and cancels', async () => {
    const control = controls(sandbox)
    const A = `/accounts/${enc('default:1001')}`
    type O = {
      orderCode: string
      clientOrderId: string
      type: string
      instrument: string
      side: string
      tif: string
      status: string
      links?: { linkType: string; linkedOrder: string }[]
      legs: { price: number; quantity?: number; positionEffect?: string; positionCode?: string }[]
    }
    const request = (o: O) => ({
      orderCode: o.clientOrderId,
      type: o.type,
      instrument: o.instrument,
      side: o.side,
      tif: o.tif,
      ...(o.legs[0]?.quantity === undefined ? {} : { quantity: o.legs[0].quantity }),
      ...(o.legs[0]?.positionEffect === undefined ? {} : { positionEffect: o.legs[0].positionEffect }),
      ...(o.legs[0]?.positionCode === undefined ? {} : { positionCode: o.legs[0].positionCode }),
      ...(o.type === 'LIMIT' ? { limitPrice: o.legs[0]?.price } : { stopPrice: o.legs[0]?.price }),
    })
    let open = await trader.get<{ orders: O[] }>(`${A}/orders`)
    const single = open.body.orders.find((o) => !o.links && o.tif === 'GTC' && o.status === 'WORKING') as O
    const res = await trader.put(`${A}/orders`, request(single), { 'if-match': open.headers.get('etag') ?? '' })
    check(ENDPOINTS['orders.modify'].response, res, 'modify single')
    open = await trader.get<{ orders: O[] }>(`${A}/orders`)
    const oco = open.body.orders.find((o) => o.links?.[0]?.linkType === 'OCO') as O
    const sibling = open.body.orders.find((o) => o.orderCode === oco.links?.[0]?.linkedOrder) as O
    const group = await trader.put(
      `${A}/orders`,
      { contingencyType: 'OCO', orders: [request(oco), request(sibling)] },
      { 'if-match': open.headers.get('etag') ?? '' },
    )
    check(ENDPOINTS['orders.modify'].response, group, 'modify group')
    const parent = open.body.orders.find((o) => o.links?.some((l) => l.linkType === 'PARENT')) as O
    await control.post(`${A}/orders/${enc(parent.clientOrderId)}/fill`)
    await control.post(`${A}/orders/${enc(oco.clientOrderId)}/fill`, { quantity: 1000 })
    await control.post(`${A}/orders/${enc(single.clientOrderId)}/cancel`)
    for (const path of [
      `${A}/orders`,
      `${A}/orders/history`,
      `${A}/portfolio`,
      `${A}/transfers`,
      `${A}/metrics?include-positions=true`,
    ]) {
      const id: EndpointId = path.endsWith('/orders')
        ? 'orders.open'
        : path.includes('history')
          ? 'orders.history'
          : path.includes('portfolio')
            ? 'portfolio'
            : path.includes('transfers')
              ? 'transfers'
              : 'metrics'
      check(ENDPOINTS[id].response, await trader.get(path), `after changes: ${path}`)
    }
  })

  it('global instruments', async () => {
    const client = new TestClient(sandbox.baseUrl, basic('trader'))
    const { InstrumentListSchema } = await import('@shared/api')
    for (const path of ['/instruments/query', '/instruments/EUR%2FUSD', '/instruments/type/FOREX']) {
      check(InstrumentListSchema, await client.get(path), path)
    }
  })

  it('error bodies', async () => {
    const anonymous = new TestClient(sandbox.baseUrl)
    const errors: Res[] = [
      await anonymous.post('/login', { username: 'x', domain: 'default', password: 'y' }),
      await anonymous.get('/users'),
      await trader.get('/accounts/default%3A2001/positions'),
      await trader.get('/accounts/orders/history?limit=-1'),
      await trader.get('/accounts/orders/history?nope=1'),
      await trader.put('/accounts/default%3A1001/orders', {}),
      await trader.put('/accounts/default%3A1001/orders', {}, { 'if-match': '"1"' }),
      await trader.request('DELETE', '/users'),
      await trader.get('/users', { accept: 'text/html' }),
      await trader.get('/missing'),
    ]
    for (const res of errors) {
      expect(res.status).toBeGreaterThanOrEqual(400)
      const parsed = ErrorBodySchema.safeParse(res.body)
      expect(parsed.success, res.text).toBe(true)
      if (res.status !== 404 || res.text.includes('errorCode'))
        expect(typeof (res.body as { description: unknown }).description).toBe('string')
    }
  })
})
