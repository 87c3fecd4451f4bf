// The history listing writes its JSON straight from storage (order-json.ts). Its promise: the very bytes
// `JSON.stringify` gives for the wire objects every other answer is built from (orders.ts), for every kind of
// stored order — each type, status and time in force, with and without legs' optional fields, executions,
// cash transactions, rejects, expiry dates and the columnar benchmark rows — and a body the shared schema reads.
import { describe, expect, it } from 'vitest'
import { formatDate, formatWireTimestamp, HistoricOrderListSchema } from '@shared/api'
import { ManualClock } from '../clock'
import { DEFAULT_RUNTIME_OPTIONS, SandboxRuntime } from '../runtime'
import { queryHistory } from '../state/history-query'
import { COLUMN_STATUSES } from '../state/order-columns'
import type { OrderState } from '../state/types'
import type { AccountState } from '../state/world'
import { TEST_NOW } from '@test-support/sandbox-http'
import { columnOrderJson, dateText, historyPageBytes, orderJson, timestampText } from './order-json'
import { orderWire } from './orders'

const runtime = new SandboxRuntime(new ManualClock(TEST_NOW), { ...DEFAULT_RUNTIME_OPTIONS, largeAccountOrders: 3000 })
const accounts = [...runtime.world.accounts.values()]
const seeded = accounts.flatMap((account) => account.orders.map((order) => ({ account, order })))
const large = accounts.find((a) => a.largeHistory)
if (!large?.largeHistory) throw new Error('the seed has no columnar history')
const history = large.largeHistory

const wireText = (account: AccountState, order: OrderState) => JSON.stringify(orderWire(account, order))

/** Seeded orders given the optional fields and awkward values no seed produces. */
function variants(): Array<{ account: AccountState; order: OrderState }> {
  const base = seeded.find((s) => s.order.executions.length > 0 && s.order.cashTransactions.length > 0)
  const closing = seeded.find((s) => s.order.positionCode !== undefined)
  if (!base || !closing) throw new Error('the seed lacks a filled order or a position-attached one')
  const { account, order } = base
  const execution = order.executions[0]
  const cash = order.cashTransactions[0]
  if (!execution || !cash) throw new Error('unreachable')
  return [
    {
      account,
      order: {
        ...order,
        clientOrderId: 'quote " backslash \\ tab \t line\u2028 ünïcödé €',
        priceOffset: 0.0005,
        priceLink: 'TRIGGERED_STOP',
        marginRate: 0.05,
        expireDate: Date.parse('2026-04-01T00:00:00Z'),
        executions: [{ ...execution, marginRate: 0.1, rejectReason: 'No "margin"\n', rejectCode: 7, lastPrice: 1.5 }],
        cashTransactions: [
          { ...cash, orderCode: undefined, clientOrderId: undefined, tradeCode: undefined, positionCode: undefined },
        ],
      } as OrderState,
    },
    // Not JSON numbers: written as JSON.stringify writes them (null), and -0 as 0.
    { account, order: { ...order, averagePrice: Number.NaN, filledQuantity: -0, priceOffset: Infinity } },
    // Attached to a position without a size of its own: the leg takes the position's quantity, or none on CLOSE.
    { account: closing.account, order: { ...closing.order, quantity: undefined, positionEffect: 'OPEN' } },
    { account: closing.account, order: { ...closing.order, quantity: undefined, positionEffect: 'CLOSE' } },
    { account: closing.account, order: { ...closing.order, quantity: undefined, positionCode: 'no-such-position' } },
  ]
}

describe('history JSON written from storage', () => {
  it('covers every kind of seeded order', () => {
    const kinds = (pick: (o: OrderState) => string) => new Set(seeded.map((s) => pick(s.order)))
    expect(kinds((o) => o.type)).toEqual(new Set(['MARKET', 'LIMIT', 'STOP']))
    expect(kinds((o) => o.tif)).toEqual(new Set(['GTC', 'DAY', 'GTD']))
    expect(kinds((o) => o.status).size).toBeGreaterThanOrEqual(6)
    expect(seeded.some((s) => s.order.executions.some((e) => e.rejectReason !== undefined))).toBe(true)
    expect(seeded.some((s) => s.order.quantity === undefined)).toBe(true)
    expect(new Set(Array.from(history.status, (code) => COLUMN_STATUSES[code])).size).toBe(4)
  })

  it('writes each stored order exactly as JSON.stringify writes its wire object', () => {
    for (const { account, order } of [...seeded, ...variants()]) {
      expect(orderJson(account, order), `order ${order.orderId}`).toBe(wireText(account, order))
    }
  })

  it('writes each columnar row exactly as JSON.stringify writes the wire object of the materialised order', () => {
    for (let row = 0; row < history.size; row++) {
      expect(columnOrderJson(large, history, row), `row ${row}`).toBe(wireText(large, history.materialise(row)))
    }
  })

  it('writes a columnar row that is not final (none is seeded) by the engine rule too', () => {
    const row = 7
    const saved = history.status[row] ?? 0
    try {
      for (const status of ['WORKING', 'ACCEPTED'] as const) {
        history.status[row] = COLUMN_STATUSES.indexOf(status)
        expect(columnOrderJson(large, history, row)).toBe(wireText(large, history.materialise(row)))
      }
    } finally {
      history.status[row] = saved
    }
  })

  it('writes timestamps and dates exactly as formatWireTimestamp and formatDate do, also at the edges of days and years', () => {
    const edges = [0, 1, 999, 86_399_999, 86_400_000, Date.parse('2024-02-29T23:59:59.999Z'), TEST_NOW]
    const far = [253_402_300_799_999, 253_402_300_800_000, -1, -86_400_001, 1.5, 1e15]
    for (const ms of [...edges, ...far]) {
      expect(timestampText(ms), String(ms)).toBe(formatWireTimestamp(ms))
      expect(dateText(ms), String(ms)).toBe(formatDate(ms))
    }
    for (let ms = TEST_NOW - 400 * 86_400_000; ms < TEST_NOW; ms += 7_777_777) {
      expect(timestampText(ms)).toBe(formatWireTimestamp(ms))
      expect(dateText(ms)).toBe(formatDate(ms))
    }
  })

  it('writes whole pages, capped or not, as the wire body the shared schema reads', () => {
    for (const cap of [5, 1000]) {
      for (const which of [[large], accounts]) {
        const result = queryHistory(which, {}, cap)
        // A whole capped result of 1,000 orders is larger than the writer's first buffer: it must grow.
        const hits = result.hits
        const wire = {
          orders: hits.map((hit) => orderWire(hit.account, hit.order ?? history.materialise(hit.row))),
          ...(result.nextPageTransactionTime === undefined
            ? {}
            : { nextPageTransactionTime: new Date(result.nextPageTransactionTime).toISOString() }),
        }
        const bytes = historyPageBytes(hits, result.nextPageTransactionTime)
        expect(bytes.equals(Buffer.from(JSON.stringify(wire)))).toBe(true)
        expect(HistoricOrderListSchema.safeParse(JSON.parse(bytes.toString('utf8'))).success).toBe(true)
      }
    }
    expect(historyPageBytes([], undefined).toString()).toBe('{"orders":[]}')
  })
})
