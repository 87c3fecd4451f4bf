import { describe, expect, it } from 'vitest'
import {
  nextHistoryPage,
  nextOffset,
  previousOffset,
  walkPages,
  type PageCursor,
  type PageWalk,
  oldestPageCut,
} from './paging'

const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i)

async function all<D>(walk: PageWalk<D>) {
  const pages = []
  for await (const page of walkPages(walk)) pages.push(page)
  return pages
}

describe('limit/start-from arithmetic', () => {
  it('the next page starts after what was returned, not after what was asked', () => {
    expect(nextOffset({ startFrom: 100, limit: 50, returned: 50 })).toEqual({
      nextStart: 150,
      hasMore: true,
      uncertain: false,
    })
    // Asked 5000, the server capped at 1000: the next page must start at 1000, not 5000.
    expect(nextOffset({ startFrom: 0, limit: 5000, returned: 1000, serverMax: 1000 })).toEqual({
      nextStart: 1000,
      hasMore: true,
      uncertain: false,
    })
  })

  it('a short page is the last one only when the cap is known; otherwise it is uncertain', () => {
    expect(nextOffset({ startFrom: 0, limit: 50, returned: 20, serverMax: 1000 })).toMatchObject({
      hasMore: false,
      uncertain: false,
    })
    expect(nextOffset({ startFrom: 0, limit: 50, returned: 20 })).toMatchObject({ hasMore: false, uncertain: true })
    expect(nextOffset({ startFrom: 0, limit: 50, returned: 0 })).toMatchObject({ hasMore: false, uncertain: false })
    expect(nextOffset({ startFrom: 0, returned: 10 })).toMatchObject({ hasMore: false, uncertain: true })
    expect(previousOffset(30, 50)).toBe(0)
    expect(previousOffset(130, 50)).toBe(80)
  })
})

describe('page/page-size arithmetic', () => {
  it('a full page is followed by the next page of the query', () => {
    expect(nextHistoryPage({ page: 1, pageSize: 50, returned: 50 })).toEqual({ kind: 'next-page', page: 2 })
    expect(nextHistoryPage({ page: 3, pageSize: 50, returned: 12 })).toBeUndefined()
  })

  it('a short page of a query the server cut is followed by page 1 continued at the cut', () => {
    expect(nextHistoryPage({ page: 3, pageSize: 50, returned: 12, nextPageTransactionTime: 'T' })).toEqual({
      kind: 'past-the-cut',
      page: 1,
      transactionTo: 'T',
    })
    // Without a page size only the cut moves on.
    expect(nextHistoryPage({ page: 1, returned: 10, nextPageTransactionTime: 'T' })).toMatchObject({ page: 1 })
  })

  it('a cut named again (more orders at one time than a query reaches) ends the list', () => {
    const again = { page: 1, pageSize: 50, returned: 20, transactionTo: 'T', nextPageTransactionTime: 'T' }
    expect(nextHistoryPage(again)).toBeUndefined()
  })
})

/** A limit/start-from server over `total` rows whose own maximum `limit` is `cap`. */
function offsetServer(total: number, cap = Number.POSITIVE_INFINITY) {
  const rows = ids(total)
  const requests: PageCursor[] = []
  const fetchPage = async (cursor: PageCursor) => {
    requests.push(cursor)
    if (cursor.kind !== 'offset') throw new Error('offset only')
    return rows.slice(cursor.startFrom, cursor.startFrom + Math.min(cursor.limit, cap))
  }
  const starts = () => requests.map((r) => (r.kind === 'offset' ? r.startFrom : -1))
  return { rows, requests, starts, fetchPage }
}

const offsetWalk = (server: ReturnType<typeof offsetServer>, limit: number, extra: Partial<PageWalk<number[]>> = {}) =>
  all<number[]>({
    first: { kind: 'offset', startFrom: 0, limit },
    fetchPage: server.fetchPage,
    answer: (rows) => ({ returned: rows.length }),
    ...extra,
  })

describe('walkPages, limit/start-from', () => {
  it('reads every row even when the server caps the page below the limit', async () => {
    const server = offsetServer(25, 10)
    const pages = await offsetWalk(server, 50)
    expect(pages.flatMap((p) => p.data)).toEqual(server.rows)
    // The second page as long as the first says the first was cut, so the short third page is the last.
    expect(server.starts()).toEqual([0, 10, 20])
    expect(pages.map((p) => p.more)).toEqual([true, true, false])
  })

  it('a short page after full ones is the last, with no request after it', async () => {
    const server = offsetServer(23)
    await offsetWalk(server, 5)
    expect(server.starts()).toEqual([0, 5, 10, 15, 20])
  })

  it('with the cap known, a short page is the last', async () => {
    const server = offsetServer(25, 10)
    const pages = await offsetWalk(server, 10, { serverMax: 10 })
    expect(pages.flatMap((p) => p.data)).toHaveLength(25)
    expect(server.requests).toHaveLength(3)
  })

  it('a short first page costs one more request, and the empty page after it is not yielded', async () => {
    const server = offsetServer(7)
    const pages = await offsetWalk(server, 50)
    expect(pages.map((p) => p.data.length)).toEqual([7])
    expect(server.starts()).toEqual([0, 7])
  })

  it('a full last page costs one empty read, and the empty page is not yielded', async () => {
    const server = offsetServer(20)
    const pages = await offsetWalk(server, 10)
    expect(pages.map((p) => p.data.length)).toEqual([10, 10])
  })

  it('an empty list is one empty page', async () => {
    const pages = await offsetWalk(offsetServer(0), 10)
    expect(pages.map((p) => p.data.length)).toEqual([0])
  })

  it('stops at maxPages and says so', async () => {
    const server = offsetServer(1000)
    const pages = await offsetWalk(server, 10, { maxPages: 3 })
    expect(server.requests).toHaveLength(3)
    expect(pages.map((p) => p.stoppedAtMaxPages)).toEqual([false, false, true])
  })

  it('stops reading when cancelled, even when the read in flight resolves after the abort', async () => {
    const controller = new AbortController()
    const server = offsetServer(100)
    const walk = offsetWalk(server, 10, {
      signal: controller.signal,
      fetchPage: (cursor) => {
        if (cursor.kind === 'offset' && cursor.startFrom === 10) controller.abort()
        return server.fetchPage(cursor)
      },
    })
    await expect(walk).rejects.toThrow()
    expect(server.requests).toHaveLength(2)
  })
})

interface HistoryAnswer {
  orders: { orderId: number; time: number }[]
  nextPageTransactionTime?: string
}

/**
 * An orders/history server over orders with descending transaction times, one query reaching at most `queryCap`
 * orders; `transaction-to` is inclusive, so the order at the boundary comes again.
 */
function historyServer(times: number[], queryCap: number) {
  const orders = times.map((time, i) => ({ orderId: 1000 + i, time }))
  const requests: PageCursor[] = []
  const fetchPage = async (cursor: PageCursor): Promise<HistoryAnswer> => {
    requests.push(cursor)
    if (cursor.kind !== 'history') throw new Error('history only')
    const to = cursor.transactionTo === undefined ? Number.POSITIVE_INFINITY : Number(cursor.transactionTo)
    const window = orders.filter((o) => o.time <= to)
    const reachable = window.slice(0, queryCap)
    const size = cursor.pageSize ?? queryCap
    const page = reachable.slice((cursor.page - 1) * size, cursor.page * size)
    const cut = window.length > queryCap ? reachable[reachable.length - 1] : undefined
    return { orders: page, ...(cut ? { nextPageTransactionTime: String(cut.time) } : {}) }
  }
  return { orders, requests, fetchPage }
}

const historyWalk = (server: ReturnType<typeof historyServer>, pageSize?: number, maxPages?: number) =>
  all<HistoryAnswer>({
    first: { kind: 'history', page: 1, pageSize },
    fetchPage: server.fetchPage,
    answer: (d) => ({ returned: d.orders.length, nextPageTransactionTime: d.nextPageTransactionTime }),
    maxPages,
  })

describe('walkPages, page/page-size past the server cap', () => {
  it('pages through one query, then goes on past the cut with transaction-to', async () => {
    const server = historyServer(
      ids(25, 1).map((i) => 100 - i),
      10,
    )
    const pages = await historyWalk(server, 4)
    const seen = new Set(pages.flatMap((p) => p.data.orders.map((o) => o.orderId)))
    expect([...seen]).toEqual(server.orders.map((o) => o.orderId))
    const cursors = server.requests.map((r) => (r.kind === 'history' ? [r.page, r.transactionTo] : []))
    expect(cursors.slice(0, 4)).toEqual([
      [1, undefined],
      [2, undefined],
      [3, undefined],
      [1, '90'],
    ])
  })

  it('without a page size, follows the cuts only', async () => {
    const server = historyServer(
      ids(25, 1).map((i) => 100 - i),
      10,
    )
    const pages = await historyWalk(server)
    expect(pages.map((p) => (p.cursor.kind === 'history' ? p.cursor.transactionTo : 'x'))).toEqual([
      undefined,
      '90',
      '81',
    ])
  })

  it('stops when the server names the same cut again instead of looping', async () => {
    // Twelve orders share one transaction time, more than one query reaches.
    const server = historyServer([...Array<number>(12).fill(50), 40], 10)
    const pages = await historyWalk(server, 5)
    expect(pages.at(-1)?.more).toBe(false)
    expect(server.requests.length).toBeLessThan(10)
  })

  it('stops at maxPages and says so', async () => {
    const server = historyServer(
      ids(100, 1).map((i) => 1000 - i),
      10,
    )
    const pages = await historyWalk(server, undefined, 3)
    expect(pages).toHaveLength(3)
    expect(pages.at(-1)?.stoppedAtMaxPages).toBe(true)
  })
})

describe('oldestPageCut', () => {
  // Orders last changed at these times (ms); a page read with transaction-to = t holds those at or before t.
  const times = [5_000, 1_000, 9_000, 3_000, 7_000, 2_000]
  const pageAt = (t: number, pageSize: number) => times.filter((x) => x <= t).length >= pageSize

  it('finds the earliest transaction-to whose first page is full: that page holds the oldest orders', async () => {
    const reads: number[] = []
    const cut = await oldestPageCut(
      async (t) => {
        reads.push(t)
        return pageAt(t, 2)
      },
      { from: 0, to: 10_000 },
    )
    // The two oldest orders were last changed at 1,000 and 2,000: the page cut at 2,000 holds exactly them.
    expect(cut).toBe(2_000)
    expect(reads.length).toBeLessThan(20)
  })

  it('says nothing to jump to when the whole list fits on one page', async () => {
    expect(await oldestPageCut(async (t) => pageAt(t, 10), { from: 0, to: 10_000 })).toBeUndefined()
  })
})
