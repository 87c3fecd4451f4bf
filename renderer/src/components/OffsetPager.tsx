// The pager of lists read by limit/start-from. Advancing by what came back keeps a capped page from skipping rows.
import { useId } from 'react'
import { nextOffset, previousOffset } from '@shared/domain/paging'
import { MIN_SERVER_CAP, offsetPageText, type OffsetPage } from './page-cursors'
import { PageSizeSelect } from './PageSizeSelect'
import { msg } from '@shared/text/messages'

interface OffsetPagerProps {
  page: OffsetPage
  /** Rows the server returned for this page; undefined while nothing has loaded. */
  returned: number | undefined
  noun: string
  loading: boolean
  onChange: (page: OffsetPage) => void
}

export function OffsetPager({ page, returned, noun, loading, onChange }: OffsetPagerProps) {
  const id = useId()
  const canPrev = page.startFrom > 0
  // Advancing by what came back (not by `limit`) never skips rows when the server capped the page. A short
  // page is the end of the list unless it is big enough to be a server's cap on `limit`.
  const after = returned === undefined ? undefined : nextOffset({ ...page, returned })
  const canNext = after !== undefined && (after.hasMore || (after.uncertain && (returned ?? 0) >= MIN_SERVER_CAP))
  return (
    <nav className="pager" aria-label={msg('labels.offsetPager.nounPages', { noun })}>
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
        {msg('labels.offsetPager.previous')}
      </button>
      <button
        type="button"
        disabled={!canNext || loading}
        onClick={() => {
          if (after) onChange({ ...page, startFrom: after.nextStart, trail: [...(page.trail ?? []), page.startFrom] })
        }}
      >
        {msg('labels.offsetPager.next')}
      </button>
      <PageSizeSelect id={id} value={page.limit} onChange={(limit) => onChange({ limit, startFrom: 0, trail: [] })} />
    </nav>
  )
}
