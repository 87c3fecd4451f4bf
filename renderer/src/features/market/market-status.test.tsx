// The Session badge of a row turns at the market's boundary by itself: the row is not drawn again unless its record
// changed, so the badge reads the clock on its own.
import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { marketStatusColumn } from './market-status'

const FX_WEEK = [
  { weekDay: 'Sunday, 22:00:00Z', eventType: 'SESSION_OPEN' as const },
  { weekDay: 'Friday, 22:00:00Z', eventType: 'SESSION_CLOSE' as const },
]

beforeEach(() => {
  vi.useFakeTimers()
  // 2026-11-27 is a Friday: the FX week closes at 22:00 UTC.
  vi.setSystemTime(Date.parse('2026-11-27T21:59:50Z'))
})
afterEach(() => vi.useRealTimers())

describe('Session column', () => {
  it('turns from Open to Closed at the boundary without the row being drawn again', () => {
    const column = marketStatusColumn<{ tradingHours: typeof FX_WEEK }>()
    const { container } = render(
      <>{column.render?.({ tradingHours: FX_WEEK }, { zone: 'UTC', precisionOf: () => undefined })}</>,
    )
    const badge = () => container.querySelector('.market-status')
    expect(badge()).toHaveAttribute('data-market', 'true')
    act(() => {
      vi.advanceTimersByTime(31_000)
    })
    expect(badge()).toHaveAttribute('data-market', 'false')
  })
})
