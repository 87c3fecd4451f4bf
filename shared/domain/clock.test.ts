import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from './clock'

afterEach(() => {
  vi.useRealTimers()
})

describe('systemClock', () => {
  it('reads the time a test sets with fake timers, so code given it can be pinned in time', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 8, 30) })
    expect(systemClock.now()).toBe(Date.UTC(2026, 10, 23, 8, 30))
    vi.advanceTimersByTime(1_500)
    expect(systemClock.now()).toBe(Date.UTC(2026, 10, 23, 8, 30, 1, 500))
  })
})
