import { describe, expect, it } from 'vitest'
import { nextHistoryPage, pastTheCut, previousHistoryPage, type HistoryPage } from './page-cursors'

const CUT = '2026-11-20T10:00:00.000Z'
const first: HistoryPage = { page: 1, pageSize: 100, cursors: [], from: [] }

describe('history pages past the server cap', () => {
  it('goes to the next page of the query while pages come back full', () => {
    expect(nextHistoryPage({ ...first, page: 3 }, 100, CUT)).toEqual({ ...first, page: 4 })
  })

  it('continues at the cut after a short page of a query the server cut, and Previous comes back', () => {
    const continued = nextHistoryPage({ ...first, page: 3 }, 50, CUT)
    expect(continued).toEqual({ page: 1, pageSize: 100, cursors: [CUT], from: [3] })
    expect(previousHistoryPage(continued as HistoryPage)).toEqual({ ...first, page: 3 })
  })

  it('has no next page after a short page the server did not cut, nor before the page has loaded', () => {
    expect(nextHistoryPage(first, 50, undefined)).toBeUndefined()
    expect(nextHistoryPage(first, undefined, CUT)).toBeUndefined()
    expect(previousHistoryPage(first)).toBeUndefined()
  })

  it('has no next page when the server names the cut already in force again (it would show the same orders)', () => {
    expect(nextHistoryPage({ ...first, cursors: [CUT], from: [3] }, 50, CUT)).toBeUndefined()
  })

  it('turns the empty page after a full last page into the continuation from the page before it', () => {
    expect(pastTheCut({ ...first, page: 11 }, 0, CUT)).toEqual({ page: 1, pageSize: 100, cursors: [CUT], from: [10] })
    expect(pastTheCut({ ...first, page: 11 }, 0, undefined)).toBeUndefined()
    expect(pastTheCut(first, 0, CUT)).toBeUndefined()
  })

  it('continues from the cut named with the page on screen, not the later one orders filled meanwhile moved up', () => {
    // Page 10 was read with the cut at CUT; two orders filled before page 11 was read pushed the orders down
    // by two, so page 11's cut names an order that page 10 already shows: continuing there would repeat it.
    const LATER = '2026-11-20T10:00:05.000Z'
    expect(pastTheCut({ ...first, page: 11 }, 0, LATER, CUT)).toEqual({
      page: 1,
      pageSize: 100,
      cursors: [CUT],
      from: [10],
    })
    expect(pastTheCut({ ...first, page: 11 }, 0, LATER, undefined)?.cursors).toEqual([LATER])
  })
})
