// The order history's pager: page/page-size, "Load older" past the server's cap, and the jump to the oldest page.
import { useEffect, useId, useRef, useState } from 'react'
import { msg } from '@shared/text/messages'
import { continuedPage, learnedCap, nextHistoryPage, previousHistoryPage, type HistoryPage } from './page-cursors'
import { PageSizeSelect } from './PageSizeSelect'

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
        {msg('labels.historyPager.pagePage', { page: page.page })}
        {returned !== undefined
          ? msg('labels.historyPager.serverReturnedReturnedOfPagesize', { returned, pageSize: page.pageSize })
          : ''}
        {cursor ? msg('labels.historyPager.olderThanCursorlabel', { cursorLabel: cursorLabel(cursor) }) : ''}
        {nextPageTransactionTime ? msg('tables.labels.serverCut') : ''}
      </span>
      <button type="button" disabled={!previous || loading} onClick={() => previous && onChange(previous)}>
        {msg('labels.historyPager.previousPage')}
      </button>
      <button type="button" disabled={!next || loading} onClick={() => next && onChange(next)}>
        {msg('labels.historyPager.nextPage')}
      </button>
      {nextPageTransactionTime && (
        <button
          type="button"
          disabled={loading}
          title={msg('tables.labels.continueOlder')}
          onClick={() => onChange(continuedPage(page, nextPageTransactionTime, page.page))}
        >
          {msg('labels.historyPager.loadOlder')}
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
          {msg('labels.historyPager.newer')}
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

function useLearnedCap(pageSize: number, returned: number | undefined, next: string | undefined) {
  const [cap, setCap] = useState<number | undefined>(undefined)
  const seen = learnedCap(pageSize, returned, next)
  // Kept while rendering (React's pattern for state derived from props): a later page cannot show the cap.
  if (seen !== undefined && (cap === undefined || seen < cap)) setCap(seen)
  return seen ?? cap
}
