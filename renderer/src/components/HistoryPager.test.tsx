import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HistoryPager } from './HistoryPager'
import type { HistoryPage } from './page-cursors'

const CUT = '2026-11-20T10:00:00.000Z'

function pager(page: HistoryPage, returned: number | undefined, next: string | undefined) {
  return (
    <HistoryPager
      page={page}
      returned={returned}
      nextPageTransactionTime={next}
      loading={false}
      cursorLabel={(iso) => iso}
      onChange={() => undefined}
    />
  )
}

const sizes = () =>
  within(screen.getByLabelText('Page size'))
    .getAllByRole('option')
    .map((o) => o.textContent)

describe('history page sizes', () => {
  it('offers no page size above what the server returns per page, once a cut page has shown it', () => {
    const view = render(pager({ page: 1, pageSize: 5000, cursors: [], from: [] }, 1000, CUT))
    expect(sizes()).toEqual(['25', '50', '100', '250', '500', '1,000'])
    expect(screen.getByLabelText('Page size')).toHaveValue('1000')
    // Still known after a page that could not show it.
    view.rerender(pager({ page: 1, pageSize: 500, cursors: [], from: [] }, 500, CUT))
    expect(sizes()).not.toContain('5,000')
  })

  it('offers every size while the server has not capped one', () => {
    render(pager({ page: 1, pageSize: 100, cursors: [], from: [] }, 100, CUT))
    expect(sizes()).toContain('10,000')
  })
})
