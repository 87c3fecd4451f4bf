// The sandbox's Push API over real sockets, checked against the protocol's published shapes: the envelope,
// the first data message as snapshot and acknowledgement, whole portfolios with the account's version after
// each change, keep-alive, every Reject code, closes and the socket-level scenario controls.
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openPushSocket, sessionToken, type PushMessage, type TestPushSocket } from '@test-support/push-socket'
import { startTestSandbox, useTestSandbox, type TestSandbox } from '@test-support/sandbox'
import { ManualClock } from '../clock'

const A = 'default:1001'
const MD = '/dxsca-web/md?format=JSON'

// The published shapes, written from the protocol (not from our schemas): server timestamps are ISO with
// three-digit milliseconds and Z; errorCode is a string; quote times are whole seconds.
const isoMs = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
const serverEnvelope = z.strictObject({
  type: z.string(),
  requestId: z.string().optional(),
  inReplyTo: z.string().optional(),
  session: z.string().optional(),
  timestamp: isoMs,
  payload: z.record(z.string(), z.unknown()).optional(),
})
const portfolioShape = z.object({
  account: z.string(),
  version: z.number().int(),
  balances: z.array(z.object({ account: z.string(), version: z.number(), value: z.number(), currency: z.string() })),
  positions: z.array(
    z.object({ positionCode: z.string(), symbol: z.string(), quantity: z.number(), version: z.number() }),
  ),
  orders: z.array(z.object({ orderId: z.number(), orderCode: z.string(), status: z.string(), version: z.number() })),
})
const rejectShape = z.object({ errorCode: z.string(), description: z.string() })
const quoteShape = z.strictObject({
  symbol: z.string(),
  type: z.literal('Quote'),
  bid: z.number(),
  ask: z.number(),
  time: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
})

const sandbox = useTestSandbox(() => startTestSandbox({ push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } }))
const open: TestPushSocket[] = []
afterEach(() => {
  for (const s of open.splice(0)) s.close()
})
async function socket(path?: string): Promise<TestPushSocket> {
  const s = await openPushSocket(sandbox, path)
  open.push(s)
  return s
}
const now = () => new Date().toISOString()
const versionOf = (account: string) => sandbox.control.health().accounts.find((a) => a.account === account)?.version

function expectEnvelope(m: PushMessage) {
  expect(serverEnvelope.safeParse(m).error?.issues ?? []).toEqual([])
}

async function subscribe(
  s: TestPushSocket,
  session: string,
  type: string,
  payload: Record<string, unknown>,
  requestId = `r-${Math.random().toString(36).slice(2)}`,
) {
  s.send({ type, requestId, session, timestamp: now(), payload })
  return s.next((m) => m.inReplyTo === requestId)
}

const restOrderShape = z.object({
  orderId: z.number(),
  orderCode: z.string(),
  clientOrderId: z.string(),
  type: z.string(),
  status: z.string(),
  version: z.number(),
  legs: z.array(z.object({ filledQuantity: z.number(), remainingQuantity: z.number() })),
  links: z.array(z.object({ linkType: z.string() })).optional(),
})
type RestOrder = z.infer<typeof restOrderShape>

/** The account's working orders as REST answers them, over the session's token. */
async function restOrders(on: TestSandbox, session: string, account: string): Promise<RestOrder[]> {
  const answer = await fetch(`${on.baseUrl}/accounts/${encodeURIComponent(account)}/orders`, {
    headers: { Authorization: `DXAPI ${session}`, Accept: 'application/json' },
  })
  return z.object({ orders: z.array(restOrderShape) }).parse(await answer.json()).orders
}

/** What a push and a REST answer both carry of an order (legs reduced to the quantities both give). */
const common = (o: RestOrder | undefined) =>
  o && {
    orderId: o.orderId,
    orderCode: o.orderCode,
    clientOrderId: o.clientOrderId,
    type: o.type,
    status: o.status,
    version: o.version,
    legs: o.legs.map((l) => ({ filledQuantity: l.filledQuantity, remainingQuantity: l.remainingQuantity })),
  }

/**
 * LIST on one account: the snapshot carries the account's version and its working orders as REST gives them; a
 * partial fill and then the rest are one push each, with the whole portfolio and a higher version; the ended
 * order is listed once, then gone. The order is one REST lists, chosen by what it is, never by its code.
 */
async function listScenario(on: TestSandbox): Promise<void> {
  const versionOn = (account: string) => on.control.health().accounts.find((a) => a.account === account)?.version
  const session = await sessionToken(on, 'trader')
  const rest = await restOrders(on, session, A)
  const order = rest.find(
    (o) =>
      o.status === 'WORKING' &&
      !o.links?.length &&
      o.legs.length === 1 &&
      o.legs[0]?.filledQuantity === 0 &&
      (o.legs[0]?.remainingQuantity ?? 0) >= 2_000,
  )
  expect(order, 'a working order with no links and at least 2,000 units left').toBeDefined()
  const code = order?.orderCode ?? ''
  const remaining = order?.legs[0]?.remainingQuantity ?? 0
  const part = Math.floor(remaining / 2 / 1_000) * 1_000

  const s = await openPushSocket(on)
  try {
    const first = await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', {
      requestType: 'LIST',
      accounts: [A],
    })
    expectEnvelope(first)
    expect(first.type).toBe('AccountPortfolios')
    expect(first.session).toBe(session)
    const snapshot = z.object({ portfolios: z.array(portfolioShape) }).parse(first.payload)
    expect(snapshot.portfolios.map((p) => p.account)).toEqual([A])
    expect(snapshot.portfolios[0]?.version).toBe(versionOn(A))
    const pushedOrders = z
      .object({ portfolios: z.array(z.object({ orders: z.array(restOrderShape) })) })
      .parse(first.payload).portfolios[0]?.orders
    expect(pushedOrders?.map(common)).toEqual(rest.map(common))

    // A partial fill, then the rest: each is one push with a higher version.
    on.control.fill(A, order?.clientOrderId ?? '', { quantity: part })
    const partial = await s.next((m) => m.type === 'AccountPortfolios' && m !== first)
    expectEnvelope(partial)
    const p1 = z.object({ portfolios: z.array(portfolioShape) }).parse(partial.payload).portfolios[0]
    expect(p1?.version).toBe(versionOn(A))
    expect(p1?.orders.find((o) => o.orderCode === code)?.status).toBe('WORKING')
    const afterPart = (await restOrders(on, session, A)).find((o) => o.orderCode === code)
    const pushedPart = z
      .object({ portfolios: z.array(z.object({ orders: z.array(restOrderShape) })) })
      .parse(partial.payload)
      .portfolios[0]?.orders.find((o) => o.orderCode === code)
    expect(common(pushedPart)).toEqual(common(afterPart))
    expect(afterPart?.legs[0]).toMatchObject({ filledQuantity: part, remainingQuantity: remaining - part })

    on.control.fill(A, order?.clientOrderId ?? '')
    const full = await s.next((m) => m.type === 'AccountPortfolios')
    const p2 = z.object({ portfolios: z.array(portfolioShape) }).parse(full.payload).portfolios[0]
    expect(p2?.version).toBe(versionOn(A))
    expect(p2?.version).toBeGreaterThan(p1?.version ?? 0)
    // The ended order is in this push once (the transition), and gone from the next one, as from REST.
    expect(p2?.orders.find((o) => o.orderCode === code)?.status).toBe('COMPLETED')
    expect((await restOrders(on, session, A)).some((o) => o.orderCode === code)).toBe(false)
    on.control.touch(A)
    const after = await s.next((m) => m.type === 'AccountPortfolios')
    const p3 = z.object({ portfolios: z.array(portfolioShape) }).parse(after.payload).portfolios[0]
    expect(p3?.orders.some((o) => o.orderCode === code)).toBe(false)
  } finally {
    s.close()
  }
}

describe('push channels', () => {
  it('upgrades at the slash form, at /md, and (lenient) without the slash; refuses other formats and paths', async () => {
    await socket()
    await socket(MD)
    await socket('/dxsca-web?format=json')
    await socket('/dxsca-web/?format=JSON&compression=gzip')
    await expect(openPushSocket(sandbox, '/dxsca-web/?format=XML')).rejects.toThrow('400')
    await expect(openPushSocket(sandbox, '/dxsca-web/ws')).rejects.toThrow('404')
  })

  it('strict paths refuse the form without the slash, as some brokers do', async () => {
    const strict = await startTestSandbox({ push: { strictPaths: true } })
    try {
      await expect(openPushSocket(strict, '/dxsca-web?format=JSON')).rejects.toThrow('404')
      const ok = await openPushSocket(strict)
      ok.close()
    } finally {
      await strict.close()
    }
  })

  it('a server without push (--push off) refuses every upgrade with 404', async () => {
    const off = await startTestSandbox({ push: false })
    try {
      await expect(openPushSocket(off)).rejects.toThrow('404')
      await expect(openPushSocket(off, MD)).rejects.toThrow('404')
    } finally {
      await off.close()
    }
  })

  it('the refuse-upgrades control makes a broker without push until turned off', async () => {
    sandbox.control.push.refuseUpgrades(503)
    await expect(openPushSocket(sandbox)).rejects.toThrow('503')
    sandbox.control.push.refuseUpgrades(0)
    await socket()
  })

  it('a web page (Origin header) cannot open a socket', async () => {
    const { WebSocket } = await import('ws')
    const ws = new WebSocket(`${sandbox.origin.replace('http', 'ws')}/dxsca-web/?format=JSON`, {
      headers: { origin: 'https://evil.example' },
    })
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_q, r) => resolve(r.statusCode ?? 0)),
    )
    expect(status).toBe(403)
  })
})

describe('AccountPortfolios', () => {
  it('LIST: the first message is the snapshot with the account version, then every change pushes the whole portfolio', async () => {
    await listScenario(sandbox)
  })

  // The seeded orders and their codes follow the day the sandbox starts; the scenario reads them from REST, so it
  // holds on any day: a Saturday, the last minutes of a year, a leap day.
  it.each([
    ['a Saturday', Date.UTC(2027, 2, 6, 12, 0)],
    ['the last minutes of a year', Date.UTC(2026, 11, 31, 23, 55)],
    ['a leap day', Date.UTC(2028, 1, 29, 0, 5)],
  ])('LIST holds with the sandbox clock on %s', async (_, at) => {
    const moved = await startTestSandbox({
      clock: new ManualClock(at),
      push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 },
    })
    try {
      await listScenario(moved)
    } finally {
      await moved.close()
    }
  })

  it('an OCO fill ends its partner in the same push; another account’s change is not pushed', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket()
    // The seeded data follows the day the sandbox starts: the OCO pair is found in the account, not named.
    const answer = await fetch(`${sandbox.baseUrl}/accounts/${encodeURIComponent(A)}/orders`, {
      headers: { Authorization: `DXAPI ${session}`, Accept: 'application/json' },
    })
    const linked = z
      .object({
        orders: z.array(
          z.object({
            orderCode: z.string(),
            clientOrderId: z.string(),
            links: z.array(z.object({ linkType: z.string(), linkedOrder: z.string() })).optional(),
          }),
        ),
      })
      .parse(await answer.json())
      .orders.find((o) => o.links?.some((l) => l.linkType === 'OCO'))
    const partner = linked?.links?.find((l) => l.linkType === 'OCO')?.linkedOrder
    expect(linked && partner).toBeTruthy()
    await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', { requestType: 'LIST', accounts: [A] })
    sandbox.control.touch('default:1002')
    sandbox.control.fill(A, linked?.clientOrderId ?? '')
    const push = await s.next(
      (m) => m.type === 'AccountPortfolios' && m.inReplyTo !== undefined && s.messages.indexOf(m) > 0,
    )
    const portfolios = z.object({ portfolios: z.array(portfolioShape) }).parse(push.payload).portfolios
    expect(portfolios.map((p) => p.account)).toEqual([A])
    const statuses = Object.fromEntries(portfolios[0]?.orders.map((o) => [o.orderCode, o.status]) ?? [])
    expect(statuses[linked?.orderCode ?? '']).toBe('COMPLETED')
    expect(statuses[partner ?? '']).toBe('CANCELED')
  })

  it('ALL: every account the user may see; a second ALL within the minute is Reject "429"', async () => {
    const session = await sessionToken(sandbox, 'support')
    const s = await socket()
    const first = await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', {
      requestType: 'ALL',
      includeOffset: 'true',
    })
    const accounts = z
      .object({ portfolios: z.array(portfolioShape) })
      .parse(first.payload)
      .portfolios.map((p) => p.account)
    expect(accounts).toEqual(['default:1001', 'default:1002', 'default:2001'])
    const again = await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', { requestType: 'ALL' })
    expect(again.type).toBe('Reject')
    expect(rejectShape.parse(again.payload).errorCode).toBe('429')
  })

  it('close: SubscriptionClosed answers the close request, and no push follows', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket()
    await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', { requestType: 'LIST', accounts: [A] }, 'pf-1')
    s.send({ type: 'AccountPortfoliosCloseSubscriptionRequest', requestId: 'pf-2', refRequestId: 'pf-1', session })
    const closed = await s.next((m) => m.inReplyTo === 'pf-2')
    expectEnvelope(closed)
    expect(closed.type).toBe('AccountPortfoliosSubscriptionClosed')
    expect(closed.payload).toBeUndefined()
    sandbox.control.touch(A)
    s.send({ type: 'AccountPortfoliosCloseSubscriptionRequest', requestId: 'pf-3', refRequestId: 'pf-1', session })
    const unknown = await s.next((m) => m.inReplyTo === 'pf-3')
    expect(unknown.type).toBe('Reject')
    expect(rejectShape.parse(unknown.payload).description).toContain('<refRequestId>')
    expect(s.messages.filter((m) => m.type === 'AccountPortfolios')).toHaveLength(1)
  })
})

describe('AccountMetrics, AccountEvents, CashTransfers', () => {
  it('metrics with and without positions, current first and again on change', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket()
    const withPositions = await subscribe(s, session, 'AccountMetricsSubscriptionRequest', {
      requestType: 'LIST',
      accounts: [A],
      includePositions: 'true',
    })
    expectEnvelope(withPositions)
    const metrics = z
      .object({
        metrics: z.array(
          z.object({
            account: z.string(),
            version: z.number(),
            equity: z.number(),
            positions: z.array(z.unknown()).optional(),
          }),
        ),
      })
      .parse(withPositions.payload).metrics
    expect(metrics[0]?.account).toBe(A)
    expect(metrics[0]?.positions?.length).toBeGreaterThan(0)
    const without = await subscribe(s, session, 'AccountMetricsSubscriptionRequest', {
      requestType: 'LIST',
      accounts: [A],
      includePositions: false,
    })
    const plain = z.object({ metrics: z.array(z.object({ positions: z.unknown().optional() })) }).parse(without.payload)
    expect(plain.metrics[0]?.positions).toBeUndefined()
    sandbox.control.touch(A)
    const update = await s.next((m) => m.type === 'AccountMetrics' && m.inReplyTo === without.inReplyTo)
    expect((update.payload as { metrics: { version: number }[] }).metrics[0]?.version).toBe(versionOf(A))
  })

  it('a margin call and a transfer are pushed as they happen, once', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket()
    s.send({
      type: 'AccountEventsSubscriptionRequest',
      requestId: 'ev-1',
      session,
      payload: { requestType: 'LIST', accounts: [A] },
    })
    s.send({
      type: 'CashTransfersSubscriptionRequest',
      requestId: 'ct-1',
      session,
      payload: { requestType: 'LIST', accounts: [A] },
    })
    // No first message for these event streams: a ping round trip shows both requests were read.
    s.send({ type: 'Ping', session })
    await new Promise((r) => setTimeout(r, 50))
    sandbox.control.accountEvent(A, { eventType: 'MARGIN_CALL', reason: 'Margin level below 50%' })
    const event = await s.next((m) => m.type === 'AccountEvents')
    expectEnvelope(event)
    expect(event.inReplyTo).toBe('ev-1')
    expect(event.payload).toMatchObject({
      accountEvents: [{ account: A, eventType: 'MARGIN_CALL', reason: 'Margin level below 50%' }],
    })
    sandbox.control.touch(A)
    const transfer = await s.next((m) => m.type === 'CashTransfers')
    expect(transfer.inReplyTo).toBe('ct-1')
    const list = (
      transfer.payload as {
        cashTransfers: { account: string; version: number; cashTransactions: { type: string }[] }[]
      }
    ).cashTransfers
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ account: A, version: versionOf(A), cashTransactions: [{ type: 'FINANCING' }] })
    expect(s.messages.filter((m) => m.type === 'AccountEvents')).toHaveLength(1)
  })
})

describe('MarketData', () => {
  it('Quote: current quotes first, then only the symbols that moved', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket(MD)
    const first = await subscribe(s, session, 'MarketDataSubscriptionRequest', {
      account: A,
      symbols: ['EUR/USD', 'XAU/USD', 'NOPE'],
      eventTypes: [{ type: 'Quote', format: 'COMPACT' }],
    })
    expectEnvelope(first)
    expect(first.type).toBe('MarketData')
    const events = z.object({ events: z.array(quoteShape) }).parse(first.payload).events
    expect(events.map((e) => e.symbol)).toEqual(['EUR/USD', 'XAU/USD'])
    sandbox.control.setPrice('EUR/USD', 1.2)
    const moved = await s.next((m) => m.type === 'MarketData')
    const update = z.object({ events: z.array(quoteShape) }).parse(moved.payload).events
    expect(update.map((e) => e.symbol)).toEqual(['EUR/USD'])
    expect(update[0]?.bid).toBeLessThan(1.2)
    expect(update[0]?.ask).toBeGreaterThan(1.2)
  })

  it('Candle is not pushed: its subscription is Reject "32" naming the field, and no MarketData follows', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket(MD)
    const hour = 3_600_000
    const refused = await subscribe(s, session, 'MarketDataSubscriptionRequest', {
      account: A,
      symbols: ['EUR/USD'],
      eventTypes: [
        { type: 'Candle', candleType: 'h', fromTime: new Date(Date.now() - 24 * hour).toISOString(), toTime: now() },
      ],
    })
    expectEnvelope(refused)
    expect(refused.type).toBe('Reject')
    expect(refused.payload).toEqual({ errorCode: '32', description: 'Incorrect request parameters: <eventTypes>' })
    // A price move of the symbol named reaches no refused subscription; a Quote subscription beside it still works.
    sandbox.control.setPrice('EUR/USD', 1.21)
    const quotes = await subscribe(s, session, 'MarketDataSubscriptionRequest', {
      symbols: ['EUR/USD'],
      eventTypes: [{ type: 'Quote' }],
    })
    expect(quotes.type).toBe('MarketData')
    expect(s.messages.filter((m) => m.type === 'MarketData').map((m) => m.inReplyTo)).toEqual([quotes.inReplyTo])
  })

  it('an account subscription on /md, or a quote subscription on the account socket, is Reject "32" <type>', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const md = await socket(MD)
    const wrong = await subscribe(md, session, 'AccountPortfoliosSubscriptionRequest', {
      requestType: 'LIST',
      accounts: [A],
    })
    expect(wrong.payload).toEqual({ errorCode: '32', description: 'Incorrect request parameters: <type>' })
  })
})

describe('Reject', () => {
  it.each([
    ['no session', { session: undefined }, '1'],
    ['an unknown session', { session: 'nope' }, '1'],
    ['LIST without accounts', { payload: { requestType: 'LIST' } }, '32', '<accounts>'],
    ['an unknown requestType', { payload: { requestType: 'SOME', accounts: [A] } }, '32', '<requestType>'],
    ['an account the user may not see', { payload: { requestType: 'LIST', accounts: ['default:2001'] } }, '2'],
    [
      'an unreadable timestamp',
      { timestamp: 'yesterday' },
      '32',
      '<timestamp>. Possible values: 2020-01-01T00:00:00.00Z, 1577836800000.',
    ],
    ['a requestId longer than 64', { requestId: 'x'.repeat(65) }, '32', '<requestId>'],
  ])('%s', async (_name, change: Record<string, unknown>, code, describes?: string) => {
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket()
    const request = {
      type: 'AccountPortfoliosSubscriptionRequest',
      requestId: 'rq-1',
      session,
      timestamp: 1577836800000,
      payload: { requestType: 'LIST', accounts: [A] },
      ...change,
    }
    s.send(request)
    const reply = await s.next((m) => m.type === 'Reject')
    expectEnvelope(reply)
    if (typeof request.requestId === 'string' && request.requestId.length <= 64) expect(reply.inReplyTo).toBe('rq-1')
    const body = rejectShape.parse(reply.payload)
    expect(body.errorCode).toBe(code)
    if (describes) expect(body.description).toBe(`Incorrect request parameters: ${describes}`)
  })

  it('a refused market-data permission is "34"; an unknown type "32" <type>; unreadable JSON a Reject without inReplyTo', async () => {
    const session = await sessionToken(sandbox, 'trader')
    sandbox.control.push.refuseMarketData('trader@default', true)
    try {
      const md = await socket(MD)
      const refused = await subscribe(md, session, 'MarketDataSubscriptionRequest', {
        symbols: ['EUR/USD'],
        eventTypes: [{ type: 'Quote' }],
      })
      expect(rejectShape.parse(refused.payload).errorCode).toBe('34')
    } finally {
      sandbox.control.push.refuseMarketData('trader@default', false)
    }
    const s = await socket()
    s.send({ type: 'Bogus', requestId: 'b-1', session })
    expect((await s.next((m) => m.inReplyTo === 'b-1')).payload).toEqual({
      errorCode: '32',
      description: 'Incorrect request parameters: <type>',
    })
    s.sendText('{not json')
    const unreadable = await s.next((m) => m.type === 'Reject' && m.inReplyTo === undefined)
    expectEnvelope(unreadable)
  })
})

describe('keep-alive and session end', () => {
  it('PingRequest names the socket’s session; a Ping with or without inReplyTo keeps it; unanswered, the session ends', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket()
    await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', { requestType: 'LIST', accounts: [A] })
    sandbox.control.push.pingNow()
    const ping = await s.next((m) => m.type === 'PingRequest')
    expectEnvelope(ping)
    expect(ping.session).toBe(session)
    expect(ping.requestId).toMatch(/.+/)
    s.send({ type: 'Ping', inReplyTo: ping.requestId, session, timestamp: now() })
    await new Promise((r) => setTimeout(r, 50))
    sandbox.control.push.pingNow()
    await s.next((m) => m.type === 'PingRequest')
    s.send({ type: 'Ping', session })
    await new Promise((r) => setTimeout(r, 50))
    for (let i = 0; i < 3; i++) sandbox.control.push.pingNow()
    expect(s.messages.some((m) => m.type === 'SessionClosed')).toBe(false)
    // Two rounds unanswered: the third ends the session.
    sandbox.control.push.pingNow()
    const closed = await s.next((m) => m.type === 'SessionClosed')
    expectEnvelope(closed)
    expect(closed.session).toBe(session)
    const rest = await fetch(`${sandbox.baseUrl}/users/trader`, { headers: { authorization: `DXAPI ${session}` } })
    expect(rest.status).toBe(401)
    sandbox.control.touch(A)
    await new Promise((r) => setTimeout(r, 50))
    expect(s.messages.filter((m) => m.type === 'AccountPortfolios')).toHaveLength(1)
  })

  it('expiring a session sends SessionClosed; a request with it is Reject "1"', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket()
    await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', { requestType: 'LIST', accounts: [A] })
    sandbox.control.push.expireSessions([session])
    await s.next((m) => m.type === 'SessionClosed')
    const again = await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', {
      requestType: 'LIST',
      accounts: [A],
    })
    expect(rejectShape.parse(again.payload).errorCode).toBe('1')
  })
})

describe('socket scenario controls', () => {
  it('held pushes arrive in order when released; dropped sockets close without a close frame', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket()
    await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', { requestType: 'LIST', accounts: [A] })
    sandbox.control.push.holdPushes()
    sandbox.control.touch(A)
    await new Promise((r) => setTimeout(r, 20))
    sandbox.control.touch(A)
    await new Promise((r) => setTimeout(r, 50))
    expect(s.messages).toHaveLength(1)
    sandbox.control.push.releasePushes()
    await s.next(
      (m) =>
        (m.payload as { portfolios?: { version: number }[] } | undefined)?.portfolios?.[0]?.version === versionOf(A),
    )
    const versions = s.messages.map(
      (m) => (m.payload as { portfolios: { version: number }[] }).portfolios[0]?.version ?? 0,
    )
    expect(versions).toEqual([...versions].sort((a, b) => a - b))
    expect(versions).toHaveLength(3)
    expect(sandbox.control.push.dropConnections()).toBeGreaterThan(0)
    expect(await s.closed).toBe(1006)
  })

  it('a consumer that falls behind is closed with 1013', async () => {
    const tight = await startTestSandbox({ push: { maxQueuedMessages: 3, metricsIntervalMs: 0 } })
    try {
      const session = await sessionToken(tight, 'trader')
      const s = await openPushSocket(tight)
      await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', { requestType: 'LIST', accounts: [A] })
      tight.control.push.holdPushes()
      for (let i = 0; i < 5; i++) {
        tight.control.touch(A)
        await new Promise((r) => setTimeout(r, 10))
      }
      expect(await s.closed).toBe(1013)
    } finally {
      await tight.close()
    }
  })
})

describe('socket scenario controls over HTTP', () => {
  const post = (path: string, body: unknown = {}) =>
    fetch(`${sandbox.origin}/sandbox/push${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('refuse and accept upgrades, hold and release, drop, count', async () => {
    expect((await post('/refuse-upgrades', { status: 503 })).status).toBe(200)
    await expect(openPushSocket(sandbox)).rejects.toThrow('503')
    await post('/accept-upgrades')
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket()
    await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', { requestType: 'LIST', accounts: [A] })
    const count = (await (await fetch(`${sandbox.origin}/sandbox/push`)).json()) as { connections: number }
    expect(count.connections).toBeGreaterThan(0)
    await post('/hold')
    sandbox.control.touch(A)
    await new Promise((r) => setTimeout(r, 50))
    expect(s.messages).toHaveLength(1)
    await post('/release')
    await s.next((m) => m.type === 'AccountPortfolios')
    expect((await post('/delay', { delayMs: -1 })).status).toBe(400)
    await post('/drop')
    expect(await s.closed).toBe(1006)
  })
})

describe('reset', () => {
  it('ends the socket controls with the sockets, as it ends REST faults', async () => {
    sandbox.control.push.refuseUpgrades(503)
    sandbox.control.push.holdPushes()
    sandbox.control.reset()
    const session = await sessionToken(sandbox, 'trader')
    const s = await socket()
    const first = await subscribe(s, session, 'AccountPortfoliosSubscriptionRequest', {
      requestType: 'LIST',
      accounts: [A],
    })
    expect(first.type).toBe('AccountPortfolios')
  })
})
