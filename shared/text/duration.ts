// The one way the app says a duration (a position's holding time, a figure's age, a server's wait, a gap in
// watching): the two largest units of seconds, minutes, hours and days, the second left out when it is zero.
import { msg } from './messages'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/**
 * `ms` as "20 s", "45 min", "3 h 12 min", "2 d 4 h". Below a minute it counts seconds, below an hour whole
 * minutes. `round: 'up'` never says less than the duration (a wait), `'down'` never more (time elapsed).
 */
export function formatDuration(ms: number, round: 'down' | 'up' = 'down'): string {
  const whole = (n: number, unit: number) => (round === 'up' ? Math.ceil(n / unit) : Math.floor(n / unit))
  const t = Math.max(0, Number.isFinite(ms) ? ms : 0)
  if (whole(t, SECOND) < 60) return msg('time.seconds', { s: whole(t, SECOND) })
  const minutes = whole(t, MINUTE)
  if (minutes < 60) return msg('time.minutes', { min: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) {
    const min = minutes % 60
    return min === 0 ? msg('time.hours', { h: hours }) : msg('time.hoursMinutes', { h: hours, min })
  }
  const wholeHours = whole(t, HOUR)
  const d = Math.floor(wholeHours / 24)
  const h = wholeHours % 24
  return h === 0 ? msg('time.days', { d }) : msg('time.daysHours', { d, h })
}

/** How long ago: "just now" under a second, else "12 s ago", "3 min ago", "1 h 5 min ago". */
export function formatAgo(ms: number): string {
  return ms < SECOND ? msg('time.justNow') : msg('time.ago', { duration: formatDuration(ms) })
}
