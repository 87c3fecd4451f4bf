import { describe, expect, it } from 'vitest'
import { marketStatus } from './market-status'

const FX_WEEK = [
  { weekDay: 'Sunday, 22:00:00Z', eventType: 'SESSION_OPEN' as const },
  { weekDay: 'Friday, 22:00:00Z', eventType: 'SESSION_CLOSE' as const },
]
const DAILY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].flatMap((d) => [
  { weekDay: `${d}, 14:30:00Z`, eventType: 'SESSION_OPEN' as const },
  { weekDay: `${d}, 21:00:00Z`, eventType: 'SESSION_CLOSE' as const },
])
const at = (iso: string) => Date.parse(iso)

describe('market status', () => {
  it('is open through the week and closed over the weekend for FX', () => {
    // 2026-11-27 is a Friday
    expect(marketStatus(FX_WEEK, at('2026-11-27T21:59:59Z'))).toEqual({
      open: true,
      nextChange: at('2026-11-27T22:00:00Z'),
      calendar: 'weekly',
    })
    expect(marketStatus(FX_WEEK, at('2026-11-27T22:00:00Z'))).toEqual({
      open: false,
      nextChange: at('2026-11-29T22:00:00Z'),
      calendar: 'weekly',
    })
    expect(marketStatus(FX_WEEK, at('2026-11-28T12:00:00Z')).open).toBe(false)
    // Sunday night opens, Monday morning is open (the week's circle wraps)
    expect(marketStatus(FX_WEEK, at('2026-11-29T22:00:00Z'))).toEqual({
      open: true,
      nextChange: at('2026-12-04T22:00:00Z'),
      calendar: 'weekly',
    })
    expect(marketStatus(FX_WEEK, at('2026-11-30T08:00:00Z'))).toEqual({
      open: true,
      nextChange: at('2026-12-04T22:00:00Z'),
      calendar: 'weekly',
    })
  })

  it('crosses a daily session boundary and skips the weekend to the next open', () => {
    expect(marketStatus(DAILY, at('2026-11-24T14:29:59Z'))).toMatchObject({
      open: false,
      nextChange: at('2026-11-24T14:30:00Z'),
    })
    expect(marketStatus(DAILY, at('2026-11-24T14:30:00Z'))).toMatchObject({
      open: true,
      nextChange: at('2026-11-24T21:00:00Z'),
    })
    // Friday after the close: the next open is Monday
    expect(marketStatus(DAILY, at('2026-11-27T21:00:00Z'))).toMatchObject({
      open: false,
      nextChange: at('2026-11-30T14:30:00Z'),
    })
  })

  it('never closes without a close event, and says so when no calendar is given', () => {
    expect(marketStatus([{ weekDay: 'Monday, 00:00:00Z', eventType: 'SESSION_OPEN' }], 0)).toEqual({
      open: true,
      calendar: 'always',
    })
    expect(marketStatus([], 0)).toEqual({ open: true, calendar: 'none' })
  })
})
