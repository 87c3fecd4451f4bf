// Server paging controls. Each resource pages by its own rules: limit/start-from (the rows shown are what
// the server returned, which may be fewer than asked because servers cap `limit`), or page/page-size with
// "load older" continuation for order history. What follows a page is shared/domain/paging.ts's arithmetic, the
// same the all-pages reads walk by; this module keeps where the user came from, for "Previous".
import { useEffect, useId, useRef, useState } from 'react'
import { msg } from '@shared/text/messages'
import { nextHistoryPage as historyPageAfter, nextOffset, previousOffset } from '@shared/domain/paging'

export const PAGE_SIZES = [25, 50, 100, 250, 500, 1000, 5000, 10000] as const

/** No real server caps `limit` below this; a shorter page than asked, below it, is the last page. */
export const MIN_SERVER_CAP = 100

export interface OffsetPage {
  limit: number
  startFrom: number
  /** Where the previous pages started, so "Previous" returns exactly even when the server capped a page. */
  trail?: readonly number[] | undefined
}

interface OffsetPagerProps {
  page: OffsetPage
  /** Rows the server returned for this page; undefined while nothing has loaded. */
  returned: number | undefined
  noun: string
  loading: boolean
  onChange: (page: OffsetPage) => void
}

export function offsetPageText(page: OffsetPage, returned: number | undefined, noun: string): string {
  if (returned === undefined) return `Requesting ${page.limit} ${noun} from #${page.startFrom + 1}`
  if (returned === 0) return page.startFrom === 0 ? `No ${noun}` : `No ${noun} after #${page.startFrom}: past the end`
  const range = `${noun} ${page.startFrom + 1}–${page.startFrom + returned}`
  if (returned < page.limit) {
    return returned >= MIN_SERVER_CAP
      ? `${range} · server returned ${returned} of ${page.limit} asked (its page-size cap; Next continues)`
      : `${range} · end of list`
  }
  return `${range} · server returned ${returned}`
}

export function OffsetPager({ page, returned, noun, loading, onChange }: OffsetPagerProps) {
  const id = useId()
  const canPrev = page.startFrom > 0
  // Advancing by what came back (not by `limit`) never skips rows when the server capped the page. A short
  // page is the end of the list unless it is big enough to be a server's cap on `limit`.
  const after = returned === undefined ? undefined : nextOffset({ ...page, returned })
  const canNext = after !== undefined && (after.hasMore || (after.uncertain && (returned ?? 0) >= MIN_SERVER_CAP))
  return (
    <nav className="pager" aria-label={`${noun} pages`}>
      <span className="pager__status" aria-live="polite">
        {offsetPageText(page, returned, noun)}
      </span>
      <button
        type="button"
        disabled={!canPrev || loading}
        onClick={() => {
          const trail = page.trail ?? []
          const back = trail[trail.length - 1] ?? previousOffset(page.startFrom, page.limit)
          onChange({ ...page, startFrom: back, trail: trail.slice(0, -1) })
        }}
      >
        ◀ Previous
      </button>
      <button
        type="button"
        disabled={!canNext || loading}
        onClick={() =>
          onChange({
            ...page,
            startFrom: after?.nextStart ?? page.startFrom + page.limit,
            trail: [...(page.trail ?? []), page.startFrom],
          })
        }
      >
        Next ▶
      </button>
      <PageSizeSelect id={id} value={page.limit} onChange={(limit) => onChange({ limit, startFrom: 0, trail: [] })} />
    </nav>
  )
}

export interface HistoryPage {
  page: number
  pageSize: number
  /** `transaction-to` cursors where the server's cap cut a query, newest first; the last one is in force. */
  cursors: string[]
  /** Beside each cursor, the page of the query it continued, so "Previous page" goes back there. */
  from: number[]
}

/** Page 1 of the same query continued where the server's cap cut it (`transaction-to` = the cut). */
export function continuedPage(page: HistoryPage, cut: string, fromPage: number): HistoryPage {
  return { ...page, page: 1, cursors: [...page.cursors, cut], from: [...page.from, fromPage] }
}

/**
 * What "Next page" shows: the next page of this query while pages come back full; after a short page of a
 * query the server cut, the orders it left out. (A cap that is a multiple of the page size ends with a full
 * page and then an empty one: `pastTheCut` turns that empty page into the continuation.)
 */
export function nextHistoryPage(
  page: HistoryPage,
  returned: number | undefined,
  nextPageTransactionTime: string | undefined,
): HistoryPage | undefined {
  if (returned === undefined) return undefined
  const after = historyPageAfter({
    page: page.page,
    pageSize: page.pageSize,
    returned,
    transactionTo: page.cursors.at(-1),
    nextPageTransactionTime,
  })
  if (!after) return undefined
  return after.kind === 'next-page'
    ? { ...page, page: after.page }
    : continuedPage(page, after.transactionTo, page.page)
}

/** What "Previous page" shows: the page before, or from page 1 of a continuation the page it continued. */
export function previousHistoryPage(page: HistoryPage): HistoryPage | undefined {
  if (page.page > 1) return { ...page, page: page.page - 1 }
  if (page.cursors.length === 0) return undefined
  return { ...page, page: page.from.at(-1) ?? 1, cursors: page.cursors.slice(0, -1), from: page.from.slice(0, -1) }
}

/**
 * A page past everything the server's cap lets this query reach comes back empty while the server names
 * where it cut: the pager shows the continuation instead, as if "Next page" had gone there directly.
 * The cut is the one named with the page before (the page on screen when "Next page" was asked), where known:
 * orders that reach the history between the two reads (a fill) push the cut a later read names up by as
 * many orders, and a continuation from there would repeat the last orders of the page on screen.
 */
export function pastTheCut(
  page: HistoryPage,
  returned: number | undefined,
  nextPageTransactionTime: string | undefined,
  cutOfPageBefore?: string,
): HistoryPage | undefined {
  const cut = cutOfPageBefore ?? nextPageTransactionTime
  if (page.page <= 1 || returned !== 0 || !cut) return undefined
  return continuedPage(page, cut, page.page - 1)
}

interface HistoryPagerProps {
  page: HistoryPage
  returned: number | undefined
  nextPageTransactionTime: string | undefined
  loading: boolean
  cursorLabel: (iso: string) => string
  onChange: (page: HistoryPage) => void
  /** Where the oldest page starts (its `transaction-to`), or undefined when everything fits on the first page. */
  findOldest?: ((signal: AbortSignal) => Promise<string | undefined>) | undefined
}

export function HistoryPager({
  page,
  returned,
  nextPageTransactionTime,
  loading,
  cursorLabel,
  onChange,
  findOldest,
}: HistoryPagerProps) {
  const id = useId()
  const oldest = useOldestJump(page, findOldest, onChange)
  const cap = useLearnedCap(page.pageSize, returned, nextPageTransactionTime)
  const cursor = page.cursors[page.cursors.length - 1]
  const previous = previousHistoryPage(page)
  const next = nextHistoryPage(page, returned, nextPageTransactionTime)
  return (
    <nav className="pager" aria-label={msg('tables.labels.historyPages')}>
      <span className="pager__status" aria-live="polite">
        Page {page.page}
        {returned !== undefined ? ` · server returned ${returned} of ${page.pageSize} per page` : ''}
        {cursor ? ` · older than ${cursorLabel(cursor)}` : ''}
        {nextPageTransactionTime ? msg('tables.labels.serverCut') : ''}
      </span>
      <button type="button" disabled={!previous || loading} onClick={() => previous && onChange(previous)}>
        ◀ Previous page
      </button>
      <button type="button" disabled={!next || loading} onClick={() => next && onChange(next)}>
        Next page ▶
      </button>
      {nextPageTransactionTime && (
        <button
          type="button"
          disabled={loading}
          title={msg('tables.labels.continueOlder')}
          onClick={() => onChange(continuedPage(page, nextPageTransactionTime, page.page))}
        >
          Load older ▶▶
        </button>
      )}
      {page.cursors.length > 0 && (
        <button
          type="button"
          disabled={loading}
          onClick={() =>
            onChange({ ...page, page: 1, cursors: page.cursors.slice(0, -1), from: page.from.slice(0, -1) })
          }
        >
          ◀◀ Newer
        </button>
      )}
      {oldest && (next || oldest.searching) && (
        <button
          type="button"
          disabled={loading}
          title={msg('tables.oldest.title')}
          onClick={oldest.searching ? oldest.cancel : oldest.start}
        >
          {oldest.searching ? msg('tables.oldest.searching') : msg('tables.oldest.button')}
        </button>
      )}
      {oldest?.failed && (
        <span className="pager__problem" role="status">
          {msg('tables.oldest.failed')}
        </span>
      )}
      <PageSizeSelect
        id={id}
        value={page.pageSize}
        cap={cap}
        onChange={(pageSize) => onChange({ ...page, page: 1, pageSize })}
      />
    </nav>
  )
}

/**
 * The "Oldest" jump: history sorts newest first with no reverse order, so the page holding the oldest orders is
 * found by a search over `transaction-to` (shared/domain/paging.ts, oldestPageCut), then shown as a continuation.
 */
function useOldestJump(
  page: HistoryPage,
  findOldest: HistoryPagerProps['findOldest'],
  onChange: (page: HistoryPage) => void,
) {
  const [searching, setSearching] = useState(false)
  const [failed, setFailed] = useState(false)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])
  if (!findOldest) return undefined
  const start = () => {
    const controller = new AbortController()
    running.current = controller
    setSearching(true)
    setFailed(false)
    findOldest(controller.signal)
      .then((cut) => {
        if (!controller.signal.aborted && cut !== undefined) onChange(continuedPage(page, cut, page.page))
      })
      .catch(() => {
        // A cancelled search is no failure; a failed read is said beside the button (the view's read is intact).
        if (!controller.signal.aborted) setFailed(true)
      })
      .finally(() => {
        if (running.current === controller) running.current = null
        setSearching(false)
      })
  }
  const cancel = () => running.current?.abort()
  return { searching, failed, start, cancel }
}

/**
 * The most orders this server returns per page, once a page has shown it: fewer than asked while the server
 * says more orders match (it cut the result). Bigger page sizes would only repeat that page, so they go.
 */
export function learnedCap(
  pageSize: number,
  returned: number | undefined,
  nextPageTransactionTime: string | undefined,
): number | undefined {
  return returned !== undefined && returned > 0 && returned < pageSize && nextPageTransactionTime !== undefined
    ? returned
    : undefined
}

function useLearnedCap(pageSize: number, returned: number | undefined, next: string | undefined) {
  const [cap, setCap] = useState<number | undefined>(undefined)
  const seen = learnedCap(pageSize, returned, next)
  // Kept while rendering (React's pattern for state derived from props): a later page cannot show the cap.
  if (seen !== undefined && (cap === undefined || seen < cap)) setCap(seen)
  return seen ?? cap
}

function PageSizeSelect({
  id,
  value,
  cap,
  onChange,
}: {
  id: string
  value: number
  /** The server's own page cap, once known: no bigger size is offered. */
  cap?: number | undefined
  onChange: (size: number) => void
}) {
  // Past its cap the server gives the cap: that is the size on screen, and offered even when no listed size.
  const sizes = cap === undefined ? [...PAGE_SIZES] : [...new Set([...PAGE_SIZES.filter((n) => n < cap), cap])]
  return (
    <>
      <label htmlFor={id} className="muted">
        Page size
      </label>
      <select
        id={id}
        value={cap !== undefined && value > cap ? cap : value}
        title={cap !== undefined ? msg('tables.pageCap', { count: formatCount(cap) }) : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {sizes.map((n) => (
          <option key={n} value={n}>
            {formatCount(n)}
          </option>
        ))}
      </select>
    </>
  )
}

const formatCount = (n: number) => n.toLocaleString('en-US')
