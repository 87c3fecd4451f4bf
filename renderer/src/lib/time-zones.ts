// Display time zones: every profile shows times in one zone (`local`, `UTC` or an IANA name) and names it.
// Filters are typed as wall-clock times in that zone and sent as UTC instants, DST-correctly. Zone data and
// offsets come from @date-fns/tz (over the platform's Intl); what this module adds is the app's own rule for
// wall times a zone skipped or repeated.
import { TZDate, tzOffset } from '@date-fns/tz'
import { timeTextToEpochMs } from '@shared/api/primitives'
import { msg } from '@shared/text/messages'

export type ZoneSetting = string

// Building a DateTimeFormat to ask for the local zone costs more than formatting a cell with one, and every
// time cell asks; the computer's zone is read once per window (a reload picks up a change).
let localZone: string | undefined

/** The IANA zone behind a profile setting ("local" resolves to this computer's zone). */
export function resolveZone(setting: ZoneSetting): string {
  if (setting === 'local') return (localZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
  return setting
}

/** How a zone is named in headers, filters and exports. */
export function zoneLabel(setting: ZoneSetting): string {
  if (setting === 'UTC') return 'UTC'
  if (setting === 'local') return msg('tables.localZone', { zone: resolveZone(setting) })
  return setting
}

/** Short name for column headers: "UTC", "Europe/London", "local". */
export function zoneShortLabel(setting: ZoneSetting): string {
  return setting === 'local' ? resolveZone(setting) : setting
}

export interface WallTime {
  year: number
  month: number // 1–12
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
}

/**
 * Wall-clock time of an instant in a zone: the instant moved by the zone's offset at that instant, read as UTC.
 * One offset look-up (a cached Intl formatter) per call; a zoned date object asked the platform several times.
 */
export function wallTimeAt(epochMs: number, zone: string): WallTime {
  const offset = zone === 'UTC' ? 0 : tzOffset(zone, new Date(epochMs))
  const t = new Date(epochMs + offset * 60_000)
  if (Number.isNaN(t.getTime())) return invalidWallTime(epochMs, zone)
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
    millisecond: t.getUTCMilliseconds(),
  }
}

/**
 * An instant the zone cannot place (a zone the platform does not know, or an instant outside Date's range): the
 * zoned date's own answer, every field NaN, rather than a UTC time shown under the zone's name.
 */
function invalidWallTime(epochMs: number, zone: string): WallTime {
  const t = new TZDate(epochMs, zone)
  return {
    year: t.getFullYear(),
    month: t.getMonth() + 1,
    day: t.getDate(),
    hour: t.getHours(),
    minute: t.getMinutes(),
    second: t.getSeconds(),
    millisecond: t.getMilliseconds(),
  }
}

/** Offset of the zone from UTC at an instant, in minutes (Europe/Berlin in summer → 120). */
export function offsetMinutesAt(epochMs: number, zone: string): number {
  return tzOffset(zone, new Date(epochMs))
}

export type WallTimeResolution =
  | { status: 'ok'; epochMs: number }
  /** The clock jumped over this time (spring forward): it never happened in this zone. */
  | { status: 'gap'; epochMs: number }
  /** The clock passed this time twice (fall back): the earlier instant is used. */
  | { status: 'ambiguous'; epochMs: number; laterEpochMs: number }

/** The UTC instant(s) at which a zone's clock showed a given wall time. */
export function wallTimeToInstant(wall: WallTime, zone: string): WallTimeResolution {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond)
  // Candidate offsets: the ones in force a day either side cover every real-world transition.
  const offsets = new Set([offsetMinutesAt(naive - 86_400_000, zone), offsetMinutesAt(naive + 86_400_000, zone)])
  offsets.add(offsetMinutesAt(naive, zone))
  const matches = [...offsets]
    .map((off) => naive - off * 60_000)
    .filter((instant) => offsetMinutesAt(instant, zone) * 60_000 === naive - instant)
    .sort((a, b) => a - b)
  const first = matches[0]
  const last = matches[matches.length - 1]
  if (first !== undefined && last !== undefined) {
    return first === last
      ? { status: 'ok', epochMs: first }
      : { status: 'ambiguous', epochMs: first, laterEpochMs: last }
  }
  // In a gap no offset fits; moving forward by the jump gives the time the clock actually showed.
  const before = offsetMinutesAt(naive - 86_400_000, zone)
  return { status: 'gap', epochMs: naive - before * 60_000 }
}

/** Epoch milliseconds of an RFC 3339 timestamp or date (shared parser), an epoch number or a Date. */
export function toEpochMs(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime()
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  return timeTextToEpochMs(value)
}

/** RFC 3339 UTC with milliseconds, the form the API expects in time filters. */
export function toIsoUtc(epochMs: number): string {
  return new Date(epochMs).toISOString()
}

export function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0')
}

/** `2024-03-31T01:30:00` (the value format of <input type="datetime-local" step="1">). */
export function wallTimeToInputValue(w: WallTime): string {
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`
}

export function parseInputValue(value: string): WallTime | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value.trim())
  if (!m) return null
  const [, y, mo, d, h, mi, s = '0', ms = '0'] = m
  const wall = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
    millisecond: Number(ms.padEnd(3, '0')),
  }
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day))
  if (check.getUTCMonth() !== wall.month - 1 || check.getUTCDate() !== wall.day) return null
  if (wall.hour > 23 || wall.minute > 59 || wall.second > 59) return null
  return wall
}

/** A short list of zones offered in pickers; any IANA name can still be typed. */
export const COMMON_ZONES = [
  'local',
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Nicosia',
  'America/New_York',
  'America/Chicago',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Australia/Sydney',
] as const
