// The time on screen for a figure that ages (a freshness label, an open case's duration, a market badge): the
// component renders again every `everyMs`, reading the clock each time.
import { useEffect, useState } from 'react'

export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
