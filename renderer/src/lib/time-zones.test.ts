import { describe, expect, it } from 'vitest'
import { offsetMinutesAt, parseInputValue, toEpochMs, wallTimeToInstant, zoneLabel } from './time-zones'

const wall = (s: string) => {
  const w = parseInputValue(s)
  if (!w) throw new Error(`bad wall time ${s}`)
  return w
}

describe('wall time in a zone → UTC instant', () => {
  it('converts ordinary times with the offset in force', () => {
    const r = wallTimeToInstant(wall('2024-07-01T09:00:00'), 'Europe/Berlin')
    expect(r).toEqual({ status: 'ok', epochMs: Date.parse('2024-07-01T07:00:00Z') })
    expect(wallTimeToInstant(wall('2024-01-01T09:00:00'), 'Europe/Berlin').epochMs).toBe(
      Date.parse('2024-01-01T08:00:00Z'),
    )
  })

  it('reports a time skipped by spring-forward and moves it forward', () => {
    const r = wallTimeToInstant(wall('2024-03-31T01:30:00'), 'Europe/London')
    expect(r.status).toBe('gap')
    expect(new Date(r.epochMs).toISOString()).toBe('2024-03-31T01:30:00.000Z')
  })

  it('reports a repeated time at fall-back and takes the earlier instant', () => {
    const r = wallTimeToInstant(wall('2024-10-27T01:30:00'), 'Europe/London')
    expect(r.status).toBe('ambiguous')
    expect(new Date(r.epochMs).toISOString()).toBe('2024-10-27T00:30:00.000Z')
    if (r.status === 'ambiguous') expect(new Date(r.laterEpochMs).toISOString()).toBe('2024-10-27T01:30:00.000Z')
  })

  it('handles zones south of the equator and half-hour offsets', () => {
    expect(offsetMinutesAt(Date.parse('2024-01-15T00:00:00Z'), 'Australia/Sydney')).toBe(660)
    expect(offsetMinutesAt(Date.parse('2024-07-15T00:00:00Z'), 'Australia/Sydney')).toBe(600)
    expect(offsetMinutesAt(Date.parse('2024-07-15T00:00:00Z'), 'Asia/Kolkata')).toBe(330)
  })

  it('refuses impossible dates', () => {
    expect(parseInputValue('2024-02-30T10:00')).toBeNull()
    expect(parseInputValue('2024-02-29T10:00')).not.toBeNull()
    expect(parseInputValue('yesterday')).toBeNull()
  })

  it('names the zone', () => {
    expect(zoneLabel('UTC')).toBe('UTC')
    expect(zoneLabel('Europe/London')).toBe('Europe/London')
    expect(zoneLabel('local')).toMatch(/^local time, /)
  })

  it('parses API timestamps and dates', () => {
    expect(toEpochMs('2013-01-24T23:05:08.52Z')).toBe(Date.parse('2013-01-24T23:05:08.520Z'))
    expect(toEpochMs('2013-01-24Z')).toBe(Date.parse('2013-01-24T00:00:00Z'))
    expect(toEpochMs('garbage')).toBeNull()
  })
})
