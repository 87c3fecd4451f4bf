// The sandbox never reads the time itself: seeding, session expiry, rate limits and period filters all
// go through a Clock so tests can pin or move time.
import { systemClock, type Clock } from '@shared/domain/clock'

export { systemClock, type Clock } from '@shared/domain/clock'

/** A clock that only moves when told to; for tests of expiry, periods and rate limits. */
export class ManualClock implements Clock {
  private current: number

  constructor(start: number | Date = systemClock.now()) {
    this.current = typeof start === 'number' ? start : start.getTime()
  }

  now(): number {
    return this.current
  }

  set(time: number | Date): void {
    this.current = typeof time === 'number' ? time : time.getTime()
  }

  advance(ms: number): void {
    this.current += ms
  }
}
