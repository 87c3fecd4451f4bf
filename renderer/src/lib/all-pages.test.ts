import { describe, expect, it } from 'vitest'
import type { PageCursor } from '@shared/domain/paging'
import { readAllPages } from './all-pages'

const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i)

/** A limit/start-from server over `total` records whose own maximum `limit` is `serverMax`. */
function offsetServer(total: number, serverMax = Infinity) {
  const requests: PageCursor[] = []
  const read = (r: PageCursor) => {
    requests.push(r)
    if (r.kind !== 'offset') throw new Error('offset only')
    const n = Math.min(r.limit, serverMax)
    return Promise.resolve(ids(Math.max(0, Math.min(n, total - r.startFrom)), r.startFrom + 1))
  }
  return { read, requests }
}

const offsetWalk = (read: (r: PageCursor) => Promise<number[]>, pageSize: number, extra = {}) =>
  readAllPages<number[], number>({
    paging: { kind: 'offset' },
    pageSize,
    read,
    returned: (d) => d.length,
    rows: (d) => d,
    key: String,
    signal: new AbortController().signal,
    ...extra,
  })

describe('readAllPages, offset paging', () => {
  it('reads every record once, the next page starting after what was returned', async () => {
    const server = offsetServer(23)
    const progress: number[] = []
    const result = await offsetWalk(server.read, 5, { onProgress: (p: { rows: number }) => progress.push(p.rows) })
    expect(result.rows).toEqual(ids(23))
    expect(result.capped).toBe(false)
    expect(progress).toEqual([5, 10, 15, 20, 23])
    // The short last page follows full ones, so no request is spent after it.
    expect(server.requests).toHaveLength(5)
  })

  it('goes on past pages the server cut below the asked limit', async () => {
    const server = offsetServer(23, 4)
    const result = await offsetWalk(server.read, 10)
    expect(result.rows).toEqual(ids(23))
    expect(server.requests.map((r) => (r.kind === 'offset' ? r.startFrom : -1))).toEqual([0, 4, 8, 12, 16, 20])
  })

  it('stops at the cap and says so', async () => {
    const server = offsetServer(50)
    const result = await offsetWalk(server.read, 10, { cap: 25 })
    expect(result.rows).toEqual(ids(25))
    expect(result.capped).toBe(true)
  })

  it('is not capped when the list ends exactly at the cap', async () => {
    const result = await offsetWalk(offsetServer(20).read, 10, { cap: 20 })
    expect(result).toMatchObject({ capped: false })
    expect(result.rows).toHaveLength(20)
  })

  it('stops reading when cancelled', async () => {
    const controller = new AbortController()
    const server = offsetServer(100)
    const walk = offsetWalk(server.read, 10, {
      signal: controller.signal,
      onProgress: (p: { pages: number }) => p.pages === 2 && controller.abort(),
    })
    await expect(walk).rejects.toThrow()
    expect(server.requests).toHaveLength(2)
  })

  it('ends cancelled even when the read in flight resolves after the abort', async () => {
    const controller = new AbortController()
    const walk = offsetWalk(
      (r: PageCursor) => {
        // The last page's read: nothing after it would notice the abort.
        if (r.kind === 'offset' && r.startFrom === 10) controller.abort()
        return offsetServer(13).read(r)
      },
      10,
      { signal: controller.signal },
    )
    await expect(walk).rejects.toThrow()
  })
})

interface HistoryAnswer {
  orders: { orderId: number; time: number }[]
  nextPageTransactionTime?: string
}

/**
 * An orders/history server over orders with descending transaction times, one query reaching at most
 * `queryCap` orders; `transaction-to` is inclusive, so the order at the boundary comes again.
 */
function historyServer(times: number[], queryCap: number) {
  const orders = times.map((time, i) => ({ orderId: 1000 + i, time }))
  const requests: PageCursor[] = []
  const read = (r: PageCursor): Promise<HistoryAnswer> => {
    requests.push(r)
    if (r.kind !== 'history') throw new Error('history only')
    const to = r.transactionTo === undefined ? Infinity : Number(r.transactionTo)
    const window = orders.filter((o) => o.time <= to)
    const reachable = window.slice(0, queryCap)
    const size = r.pageSize ?? queryCap
    const page = reachable.slice((r.page - 1) * size, r.page * size)
    const cut = window.length > queryCap ? reachable[reachable.length - 1] : undefined
    return Promise.resolve({ orders: page, ...(cut ? { nextPageTransactionTime: String(cut.time) } : {}) })
  }
  return { read, requests, orders }
}

const historyWalk = (read: (r: PageCursor) => Promise<HistoryAnswer>, pageSize: number, cap?: number) =>
  readAllPages<HistoryAnswer, HistoryAnswer['orders'][number]>({
    paging: { kind: 'history', next: (d) => d.nextPageTransactionTime },
    pageSize,
    read,
    returned: (d) => d.orders.length,
    rows: (d) => d.orders,
    key: (o) => String(o.orderId),
    signal: new AbortController().signal,
    ...(cap === undefined ? {} : { cap }),
  })

describe('readAllPages, history paging', () => {
  it('pages through one query, then jumps past the server cap with transaction-to, dropping repeats by orderId', async () => {
    const server = historyServer(
      ids(25).map((i) => 100 - i),
      10,
    )
    const result = await historyWalk(server.read, 4)
    expect(result.rows.map((o) => o.orderId)).toEqual(server.orders.map((o) => o.orderId))
    expect(result.capped).toBe(false)
    const windows = server.requests.map((r) => (r.kind === 'history' ? r.transactionTo : 'x'))
    expect(new Set(windows)).toEqual(new Set([undefined, '90', '81']))
  })

  it('stops when the server names the same boundary again instead of looping', async () => {
    // Twelve orders share one transaction time, more than one query reaches.
    const server = historyServer([...Array<number>(12).fill(50), 40], 10)
    const result = await historyWalk(server.read, 5)
    expect(result.rows).toHaveLength(10)
    expect(server.requests.length).toBeLessThan(10)
  })

  it('stops at the cap and says so', async () => {
    const server = historyServer(
      ids(30).map((i) => 100 - i),
      10,
    )
    const result = await historyWalk(server.read, 4, 15)
    expect(result.rows).toHaveLength(15)
    expect(result.capped).toBe(true)
  })
})
