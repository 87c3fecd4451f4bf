// The Refresh button while a view is read: it says so (disabled, its glyph turning) and keeps one glyph in one box,
// so a pushed change's read, answered in a moment, moves nothing else in the toolbar.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Freshness } from './Freshness'

const props = { fetchedAt: Date.UTC(2026, 10, 29, 8, 0), staleError: null, zone: 'UTC', onRefresh: () => undefined }

describe('Freshness', () => {
  it('a read under way disables Refresh and turns the same glyph; its answer frees the button', () => {
    const view = render(<Freshness {...props} fetching={false} />)
    const button = screen.getByRole('button', { name: /refresh/i })
    const glyph = button.querySelector('[aria-hidden="true"]')
    expect(button).toBeEnabled()
    expect(glyph).toHaveTextContent('⟳')
    expect(glyph).not.toHaveClass('is-reading')

    view.rerender(<Freshness {...props} fetching />)
    expect(button).toBeDisabled()
    expect(button.querySelector('[aria-hidden="true"]')).toBe(glyph)
    expect(glyph).toHaveTextContent('⟳')
    expect(glyph).toHaveClass('is-reading')

    view.rerender(<Freshness {...props} fetching={false} />)
    expect(button).toBeEnabled()
    expect(glyph).not.toHaveClass('is-reading')
  })
})
