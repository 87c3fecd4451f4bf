import { describe, expect, it } from 'vitest'
import type { HistoricOrderList, Order } from '../../../shared/api'
import type { ReadResult } from './endpoints'
import {
  historyPages,
  nextHistoryPage,
  nextOffset,
  offsetPages,
  previousOffset,
  type HistoryWalkParams,
} from './paging'

const result = <T>(data: T): ReadResult<T> => ({ data, notModified: false, fetchedAt: 1 })

describe('limit/start-from arithmetic', () => {
  it('the next page starts after what was returned, not after what was asked', () => {
    expect(nextOffset({ start: 100, limit: 50, returned: 50 })).toEqual({
      nextStart: 150,
      hasMore: true,
      uncertain: false,
    })
    // Asked 5000, the server capped at 1000: the next page must start at 1000, not 5000.
    expect(nextOffset({ start: 0, limit: 5000, returned: 1000, serverMax: 1000 })).toEqual({
      nextStart: 1000,
      hasMore: true,
      uncertain: false,
    })
  })

  it('a short page is the last one only when the cap is known; otherwise it is uncertain', () => {
    expect(nextOffset({ start: 0, limit: 50, returned: 20, serverMax: 1000 })).toMatchObject({
      hasMore: false,
      uncertain: false,
    })
    expect(nextOffset({ start: 0, limit: 50, returned: 20 })).toMatchObject({ hasMore: false, uncertain: true })
    expect(nextOffset({ start: 0, limit: 50, returned: 0 })).toMatchObject({ hasMore: false, uncertain: false })
    expect(nextOffset({ start: 0, returned: 10 })).toMatchObject({ hasMore: false, uncertain: true })
    expect(previousOffset(30, 50)).toBe(0)
  })
})

/** A list of n rows served by a "server" with a cap. */
function list(n: number, cap: number) {
  const rows = Array.from({ length: n }, (_, i) => i)
  const calls: Array<{ start: number; limit: number }> = []
  const fetchPage = async (start: number, limit: number) => {
    calls.push({ start, limit })
    return result(rows.slice(start, start + Math.min(limit, cap)))
  }
  return { rows, calls, fetchPage }
}

describe('offsetPages', () => {
  it('reads every row even when the server caps the page below the limit', async () => {
    const { rows, calls, fetchPage } = list(25, 10)
    const seen: number[] = []
    for await (const page of offsetPages(fetchPage, { limit: 50 })) seen.push(...page.rows)
    expect(seen).toEqual(rows)
    // The second page proves 10 is the cap, so the short third page is known to be the last.
    expect(calls.map((c) => c.start)).toEqual([0, 10, 20])
  })

  it('with the cap known, stops without an extra request', async () => {
    const { calls, fetchPage } = list(25, 10)
    const seen: number[] = []
    for await (const page of offsetPages(fetchPage, { limit: 10, serverMax: 10 })) seen.push(...page.rows)
    expect(seen).toHaveLength(25)
    expect(calls).toHaveLength(3)
  })

  it('a full last page costs one empty read, and the empty page is not yielded', async () => {
    const { fetchPage } = list(20, 100)
    const pages = []
    for await (const page of offsetPages(fetchPage, { limit: 10 })) pages.push(page.rows.length)
    expect(pages).toEqual([10, 10])
  })

  it('stops at maxPages', async () => {
    const { calls, fetchPage } = list(1000, 1000)
    for await (const page of offsetPages(fetchPage, { limit: 10, maxPages: 3 })) expect(page.rows).toHaveLength(10)
    expect(calls).toHaveLength(3)
  })
})

describe('page/page-size', () => {
  it('a full page may have a successor, a short one has not', () => {
    expect(nextHistoryPage({ page: 1, pageSize: 50, returned: 50 })).toEqual({ nextPage: 2, hasMore: true })
    expect(nextHistoryPage({ page: 3, pageSize: 50, returned: 12 })).toEqual({ nextPage: 4, hasMore: false })
  })
})

/** A history "server": orders newest first, at most `cap` reachable per query, sliced by page/page-size. */
function history(times: number[], cap: number) {
  const orders = times
    .map((t, i) => ({ orderId: i + 1, transactionTime: new Date(t).toISOString() }) as unknown as Order)
    .sort((a, b) => b.transactionTime.localeCompare(a.transactionTime))
  const calls: HistoryWalkParams[] = []
  const fetchPage = async (params: HistoryWalkParams): Promise<ReadResult<HistoricOrderList>> => {
    calls.push(params)
    const to = params['transaction-to']
    const matched = orders.filter((o) => to === undefined || o.transactionTime <= to)
    const reachable = matched.slice(0, cap)
    const size = Number(params['page-size'] ?? cap)
    const page = Number(params.page ?? 1)
    const slice = reachable.slice((page - 1) * size, page * size)
    const cut = matched[cap]
    return result({ orders: slice, nextPageTransactionTime: cut?.transactionTime })
  }
  return { orders, calls, fetchPage }
}

describe('historyPages', () => {
  it('follows nextPageTransactionTime with transaction-to until the server stops cutting', async () => {
    const { orders, calls, fetchPage } = history(
      Array.from({ length: 25 }, (_, i) => 1_000_000 + i * 1000),
      10,
    )
    const ids: number[] = []
    for await (const page of historyPages(fetchPage, {})) ids.push(...page.orders.map((o) => o.orderId))
    expect(ids.sort((a, b) => a - b)).toEqual(orders.map((o) => o.orderId).sort((a, b) => a - b))
    expect(calls[1]?.['transaction-to']).toBe(orders[10]?.transactionTime)
  })

  it('walks the pages of one query before moving past the cap', async () => {
    const { orders, calls, fetchPage } = history(
      Array.from({ length: 30 }, (_, i) => 1_000_000 + i * 1000),
      12,
    )
    const ids = new Set<number>()
    for await (const page of historyPages(fetchPage, { 'page-size': 5 })) page.orders.forEach((o) => ids.add(o.orderId))
    expect(ids.size).toBe(orders.length)
    expect(calls.slice(0, 3).map((c) => c.page ?? 1)).toEqual([1, 2, 3])
  })

  it('drops orders seen on both sides of a cut (transaction-to is inclusive)', async () => {
    // Orders 10 and 11 share one transaction time across the cut.
    const times = Array.from({ length: 20 }, (_, i) => 1_000_000 + i * 1000)
    times[9] = times[10] ?? 0
    const { orders, fetchPage } = history(times, 10)
    let duplicates = 0
    const ids: number[] = []
    for await (const page of historyPages(fetchPage)) {
      duplicates += page.duplicates
      ids.push(...page.orders.map((o) => o.orderId))
    }
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(orders.length)
    expect(duplicates).toBe(1)
  })

  it('stops when the server keeps naming the same boundary, and at maxPages', async () => {
    const same = history(
      Array.from({ length: 30 }, () => 1_000_000),
      10,
    )
    let requests = 0
    for await (const page of historyPages(same.fetchPage)) {
      requests += 1
      if (requests > 5) break
      void page
    }
    expect(requests).toBe(2)

    const long = history(
      Array.from({ length: 100 }, (_, i) => 1_000_000 + i * 1000),
      10,
    )
    const pages = []
    for await (const page of historyPages(long.fetchPage, {}, { maxPages: 3 })) pages.push(page)
    expect(pages).toHaveLength(3)
    expect(pages.at(-1)?.stoppedAtMaxPages).toBe(true)
  })
})
