// Short load test: 20 concurrent clients for 10 s over loopback, a mix of reads and an occasional modify.
// Asserts correctness under concurrency (no error, no 5xx), not speed; the benchmark issue measures speed.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { systemClock } from '../clock'
import type { Sandbox } from '../sandbox'
import { startTestSandbox } from '@test-support/sandbox'
import { enc, login, type TestClient } from '@test-support/sandbox-http'

const CLIENTS = 20
const DURATION_MS = 10_000

let sandbox: Sandbox

beforeAll(async () => {
  // Tests here run on the wall clock at any hour: every market stays open.
  sandbox = await startTestSandbox({ clock: systemClock })
})
afterAll(() => sandbox.close())

const READS = [
  '/accounts/default%3A1001/positions',
  '/accounts/default%3A1001/orders',
  '/accounts/orders/history?page-size=50',
  '/accounts/metrics?include-positions=true',
  '/accounts/default%3A1002/transfers?limit=50',
  '/accounts/events',
  '/accounts/default%3A1001/instruments/query?symbols=EUR*',
  '/users/trader%40default',
]

/** Every worker runs until the deadline and at least until it has made one modify, however slow the machine. */
const WRITE_EVERY = 25

async function worker(client: TestClient, index: number, deadline: number, statuses: Map<number, number>) {
  let n = index
  let writes = 0
  while (Date.now() < deadline || writes === 0) {
    n += 1
    let status: number
    if (n % WRITE_EVERY === 0) {
      writes += 1
      // An optimistic-concurrency writer: read, replace, accept 412 when another worker won the race.
      const open = await client.get<{
        orders: {
          clientOrderId: string
          type: string
          instrument: string
          side: string
          links?: unknown[]
          legs: { price: number; quantity?: number; positionEffect?: string }[]
        }[]
      }>(`/accounts/${enc('default:1001')}/orders`)
      const order = open.body.orders.find((o) => o.type === 'LIMIT' && !o.links && o.legs[0]?.positionEffect === 'OPEN')
      if (!order) throw new Error('no order to modify')
      const res = await client.put(
        `/accounts/${enc('default:1001')}/orders`,
        {
          orderCode: order.clientOrderId,
          instrument: order.instrument,
          side: order.side,
          quantity: order.legs[0]?.quantity,
          positionEffect: 'OPEN',
          limitPrice: order.legs[0]?.price,
        },
        { 'if-match': open.headers.get('etag') ?? '' },
      )
      status = res.status === 412 ? 200 : res.status
    } else {
      status = (await client.get(READS[n % READS.length] ?? '/users')).status
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  return writes
}

it(
  `${CLIENTS} concurrent clients for ${DURATION_MS / 1000} s: no errors`,
  // A loaded machine gets time to finish every worker's modify; nothing here asserts how fast it is.
  { timeout: DURATION_MS + 60_000 },
  async () => {
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => login(sandbox, i % 3 === 0 ? 'support' : 'trader')),
    )
    const statuses = new Map<number, number>()
    const deadline = Date.now() + DURATION_MS
    const writes = await Promise.all(clients.map((c, i) => worker(c, i, deadline, statuses)))
    const total = [...statuses.values()].reduce((a, b) => a + b, 0)
    expect(Object.fromEntries(statuses)).toEqual({ 200: total })
    expect(Math.min(...writes), 'every client made at least one modify among its reads').toBeGreaterThan(0)
  },
)
