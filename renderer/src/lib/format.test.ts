import { describe, expect, it } from 'vitest'
import { compareDecimals, sumDecimals } from './decimal'
import {
  decimalForExport,
  formatDecimal,
  formatMoney,
  formatPercent,
  formatPrice,
  formatTimestamp,
  MINUS,
} from './format'

describe('exact decimal formatting', () => {
  it('sums 0.1 + 0.2 to exactly 0.3 (no binary float artefact)', () => {
    expect(sumDecimals(['0.1', '0.2'])?.toFixed()).toBe('0.3')
    expect(formatDecimal(sumDecimals(['0.1', '0.2'])?.toFixed())).toBe('0.3')
    // The float path would print 0.30000000000000004.
    expect(String(0.1 + 0.2)).not.toBe('0.3')
  })

  it('keeps every digit of large values and groups thousands', () => {
    expect(formatDecimal('123456789012345678901234.5678')).toBe('123,456,789,012,345,678,901,234.5678')
    expect(formatDecimal('9007199254740993')).toBe('9,007,199,254,740,993')
  })

  it('formats negatives with a real minus sign on screen and ASCII in exports', () => {
    expect(formatDecimal('-1234.5')).toBe(`${MINUS}1,234.5`)
    expect(formatDecimal('-1234.5', { minus: '-' })).toBe('-1,234.5')
    expect(decimalForExport('-1234.50')).toBe('-1234.5')
    expect(formatDecimal('-0')).toBe('0')
  })

  it('shows infinite margin tiers as ∞ and exports them as Infinity', () => {
    expect(formatDecimal('Infinity')).toBe('∞')
    expect(formatDecimal('-Infinity')).toBe(`${MINUS}∞`)
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('∞')
    expect(formatDecimal('+INF')).toBe('∞')
    expect(decimalForExport('Infinity')).toBe('Infinity')
  })

  it('pads prices to the instrument precision without ever rounding digits away', () => {
    expect(formatPrice('1.08', 5)).toBe('1.08000')
    expect(formatPrice('1.080015', 5)).toBe('1.080015')
    expect(formatPrice('150.5', 3)).toBe('150.500')
  })

  it('formats money with two decimals minimum and the sign on request', () => {
    expect(formatMoney('10')).toBe('10.00')
    expect(formatMoney('0.125')).toBe('0.125')
    expect(formatMoney('12.5', { showPlus: true })).toBe('+12.50')
    expect(formatMoney('-3', { showPlus: true })).toBe(`${MINUS}3.00`)
    expect(formatMoney('0', { showPlus: true })).toBe('0.00')
  })

  it('rounds half-up only when asked', () => {
    expect(formatDecimal('2.345', { maxDecimals: 2 })).toBe('2.35')
    expect(formatPercent('0.0333')).toBe('3.33%')
    expect(formatPercent('0.5')).toBe('50%')
  })

  it('shows unparseable input as received rather than inventing a number', () => {
    expect(formatDecimal('abc')).toBe('abc')
    expect(formatDecimal(undefined)).toBe('')
  })

  it('compares decimals exactly, with infinities at the ends', () => {
    expect(compareDecimals('0.30000000000000004', '0.3')).toBe(1)
    expect(compareDecimals('-Infinity', '-1e300')).toBeLessThan(0)
    expect(compareDecimals('Infinity', '1e300')).toBeGreaterThan(0)
    expect(compareDecimals('2', '10')).toBeLessThan(0)
  })
})

describe('timestamps in the profile zone', () => {
  const ts = '2024-07-01T12:34:56.789Z'
  it('shows UTC, IANA zones and keeps milliseconds', () => {
    expect(formatTimestamp(ts, 'UTC')).toBe('2024-07-01 12:34:56.789')
    expect(formatTimestamp(ts, 'Europe/London')).toBe('2024-07-01 13:34:56.789')
    expect(formatTimestamp(ts, 'Asia/Tokyo')).toBe('2024-07-01 21:34:56.789')
    expect(formatTimestamp(ts, 'America/New_York', { millis: false })).toBe('2024-07-01 08:34:56')
  })

  it('follows DST: the same UTC hour is an hour apart in London in winter and summer', () => {
    expect(formatTimestamp('2024-01-15T12:00:00Z', 'Europe/London')).toBe('2024-01-15 12:00:00.000')
    expect(formatTimestamp('2024-03-31T00:59:59Z', 'Europe/London')).toBe('2024-03-31 00:59:59.000')
    expect(formatTimestamp('2024-03-31T01:00:00Z', 'Europe/London')).toBe('2024-03-31 02:00:00.000')
    expect(formatTimestamp('2024-10-27T00:30:00Z', 'Europe/London')).toBe('2024-10-27 01:30:00.000')
    expect(formatTimestamp('2024-10-27T01:30:00Z', 'Europe/London')).toBe('2024-10-27 01:30:00.000')
  })

  it('reads 0–9 fraction digits and offsets', () => {
    expect(formatTimestamp('2024-07-01T12:34:56.123456789Z', 'UTC')).toBe('2024-07-01 12:34:56.123')
    expect(formatTimestamp('2024-07-01T14:34:56+02:00', 'UTC')).toBe('2024-07-01 12:34:56.000')
    expect(formatTimestamp('not a time', 'UTC')).toBe('not a time')
  })
})
