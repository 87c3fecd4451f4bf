// queryHistory merges each account's matches (order objects, and the rows of a columnar history) instead of
// sorting them together, and turns only the requested slice into hits. What it returns must be what sorting
// every match newest first, cutting at the cap and slicing would give — checked here against exactly that.
import { describe, expect, it } from 'vitest'
import { TEST_NOW } from '@test-support/sandbox-http'
import { ManualClock } from '../clock'
import { DEFAULT_RUNTIME_OPTIONS, SandboxRuntime } from '../runtime'
import { type HistoryFilter, orderMatches, queryHistory } from './history-query'
import type { OrderState } from './types'
import type { AccountState } from './world'

const runtime = new SandboxRuntime(new ManualClock(TEST_NOW), { ...DEFAULT_RUNTIME_OPTIONS, largeAccountOrders: 1200 })
const accounts = [...runtime.world.accounts.values()]
const large = accounts.find((a) => a.largeHistory)
const history = large?.largeHistory
if (!large || !history) throw new Error('the seed has no columnar history')

// The large account also holds order objects, with times among its rows (as orders placed on it would).
const donor = accounts.find((a) => a !== large && a.orders.length >= 30)
if (!donor) throw new Error('the seed has no account with 30 orders')
const rowTime = (row: number) => history.transactionTime[row] ?? 0
large.orders = donor.orders.slice(0, 30).map((order, i): OrderState => ({
  ...order,
  account: large.code,
  orderId: 9_000_000 + i,
  // Every third shares a row's time exactly, so ties are broken by orderId.
  transactionTime: i % 3 === 0 ? rowTime(i * 40) : rowTime(i * 40) + 7,
}))

const materialised = Array.from({ length: history.size }, (_, row) => history.materialise(row))

/** Every match, sorted newest first (ties: higher orderId first), as the listing promises. */
function reference(which: readonly AccountState[], filter: HistoryFilter) {
  const all: Array<{ account: string; orderId: number; transactionTime: number }> = []
  for (const account of which) {
    const stored = account === large ? [...account.orders, ...materialised] : account.orders
    for (const order of stored)
      if (orderMatches(order, filter))
        all.push({ account: account.code, orderId: order.orderId, transactionTime: order.transactionTime })
  }
  return all.sort((a, b) => b.transactionTime - a.transactionTime || b.orderId - a.orderId)
}

const FILTERS: HistoryFilter[] = [
  {},
  { side: 'SELL' },
  { statuses: new Set(['COMPLETED', 'CANCELED']) },
  { types: new Set(['LIMIT']), instruments: new Set(['EUR/USD', 'US30']) },
  { transaction: { from: rowTime(300), to: rowTime(900) } },
  { orderIds: new Set([history.orderIdAt(5), history.orderIdAt(1199), 9_000_003]) },
  // Rare values: the rows of the narrowest list filter are walked (merged across its values), within the time range.
  { statuses: new Set(['REJECTED']), side: 'BUY', transaction: { from: rowTime(100), to: rowTime(1000) } },
  { statuses: new Set(['EXPIRED', 'REJECTED']), instruments: new Set(['US30', 'NO-SUCH', 'EUR/USD']) },
]

describe('queryHistory', () => {
  it('returns the slice of the sorted matches within the cap, and the first match the cap leaves out', () => {
    for (const which of [[large], accounts]) {
      for (const filter of FILTERS) {
        const expected = reference(which, filter)
        for (const cap of [1, 50, 1000, 100_000]) {
          for (const slice of [undefined, { start: 0, size: 7 }, { start: 40, size: 20 }, { start: 990, size: 100 }]) {
            const result = queryHistory(which, filter, cap, slice)
            const start = slice?.start ?? 0
            const end = Math.min(cap, start + (slice?.size ?? cap))
            const label = `${which.length} accounts, ${JSON.stringify([...Object.keys(filter)])}, cap ${cap}`
            expect(result.hits.map((h) => `${h.account.code}/${h.orderId}@${h.transactionTime}`).join(' '), label).toBe(
              expected
                .slice(start, end)
                .map((o) => `${o.account}/${o.orderId}@${o.transactionTime}`)
                .join(' '),
            )
            expect(result.nextPageTransactionTime, label).toBe(expected[cap]?.transactionTime)
          }
        }
      }
    }
  })

  it('gives each hit its stored form: the order object, or the columnar row', () => {
    const { hits } = queryHistory([large], {}, 1000)
    expect(hits.some((h) => h.order !== undefined)).toBe(true)
    for (const hit of hits) {
      if (hit.order) expect(hit.row).toBe(-1)
      else expect(history.orderIdAt(hit.row)).toBe(hit.orderId)
    }
  })
})
