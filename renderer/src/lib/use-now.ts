// The time on screen for a figure that ages (a freshness label, an open case's duration, a market badge): the
// component renders again every `everyMs`, reading the clock each time. The interval is the browser's own, which
// a test's fake timers (Vitest's, Playwright's clock) move.
import { useEffect, useState } from 'react'
import { systemClock, type Clock } from '@shared/domain/clock'

export function useNow(everyMs: number, clock: Clock = systemClock): number {
  const [now, setNow] = useState(() => clock.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs, clock])
  return now
}
