import { describe, expect, it } from 'vitest'
import { formatAgo, formatDuration } from './duration'

const S = 1000
const MIN = 60 * S
const H = 60 * MIN
const D = 24 * H

describe('a duration, said one way', () => {
  it('takes the two largest units and leaves a zero second unit out', () => {
    expect(formatDuration(20 * S)).toBe('20 s')
    expect(formatDuration(45 * MIN + 20 * S)).toBe('45 min')
    expect(formatDuration(3 * H + 12 * MIN)).toBe('3 h 12 min')
    expect(formatDuration(3 * H)).toBe('3 h')
    expect(formatDuration(2 * D + 4 * H + 30 * MIN)).toBe('2 d 4 h')
    expect(formatDuration(D)).toBe('1 d')
  })

  it('rounds a wait up, so it never says less than the server asked for', () => {
    expect(formatDuration(4_200, 'up')).toBe('5 s')
    expect(formatDuration(59_500, 'up')).toBe('1 min')
    expect(formatDuration(10 * MIN - S, 'up')).toBe('10 min')
  })

  it('says how long ago, and "just now" under a second', () => {
    expect(formatAgo(400)).toBe('just now')
    expect(formatAgo(12 * S)).toBe('12 s ago')
    expect(formatAgo(65 * MIN)).toBe('1 h 5 min ago')
  })

  it('never shows a negative or broken duration', () => {
    expect(formatDuration(-5)).toBe('0 s')
    expect(formatDuration(Number.NaN)).toBe('0 s')
  })
})
