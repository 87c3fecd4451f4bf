import { describe, expect, it } from 'vitest'
import { parseAuthorization } from '../auth'
import { ManualClock } from '../clock'
import { FaultInjector } from '../faults'
import { RateLimiter } from '../rate-limit'
import { newAccount } from '../state/world'
import { formatSessionTimeout as formatInterval } from '@shared/api'
import { periodRange } from '../time'
import { accountsEtag, ifMatchHits, ifNoneMatchHits } from './etag'
import { acceptsJson, isJsonMediaType } from './negotiation'
import { parseQueryString } from './query'

describe('content negotiation', () => {
  it.each([
    [undefined, true],
    ['application/json', true],
    ['*/*', true],
    ['application/*', true],
    ['text/html, application/json;q=0.5', true],
    ['application/xml', false],
    ['text/html', false],
    ['application/json;q=0', false],
    ['application/problem+json', true],
  ])('Accept %s → %s', (accept, ok) => expect(acceptsJson(accept)).toBe(ok))

  it('recognises JSON media types', () => {
    expect(isJsonMediaType('application/json')).toBe(true)
    expect(isJsonMediaType('application/vnd.dx+json')).toBe(true)
    expect(isJsonMediaType('text/plain')).toBe(false)
  })
})

describe('ETags', () => {
  const a = newAccount({ code: 'default:1', owner: 'x', baseCurrency: 'USD', positionBased: true, registrationTime: 0 })
  const b = newAccount({ code: 'default:2', owner: 'x', baseCurrency: 'USD', positionBased: true, registrationTime: 0 })
  a.version = 7
  b.version = 9

  it('quotes the version for one account and hashes sorted pairs for several', () => {
    expect(accountsEtag([a])).toBe('"7"')
    expect(accountsEtag([a, b])).toBe(accountsEtag([b, a]))
    const before = accountsEtag([a, b])
    b.version += 1
    expect(accountsEtag([a, b])).not.toBe(before)
    expect(accountsEtag([a, b])).toMatch(/^"[0-9a-f]{20}"$/)
  })

  it('compares If-None-Match weakly and If-Match strongly, without *', () => {
    expect(ifNoneMatchHits('W/"7"', '"7"')).toBe(true)
    expect(ifNoneMatchHits('"1", "7"', '"7"')).toBe(true)
    expect(ifNoneMatchHits('*', '"7"')).toBe(true)
    expect(ifNoneMatchHits('"8"', '"7"')).toBe(false)
    expect(ifMatchHits('"7"', '"7"')).toBe(true)
    expect(ifMatchHits('W/"7"', '"7"')).toBe(false)
    expect(ifMatchHits('*', '"7"')).toBe(false)
  })
})

describe('query strings', () => {
  it('keeps repeated parameters visible', () => {
    expect(parseQueryString('a=1&b=x%3Ay&a=2')).toEqual({ a: ['1', '2'], b: 'x:y' })
  })
})

describe('authorization header', () => {
  it('parses DXAPI and Basic, refuses other schemes', () => {
    expect(parseAuthorization('DXAPI abc')).toEqual({ kind: 'session', token: 'abc' })
    expect(parseAuthorization(`Basic ${Buffer.from('trader@default:demo').toString('base64')}`)).toEqual({
      kind: 'basic',
      username: 'trader@default',
      password: 'demo',
    })
    expect(parseAuthorization(undefined)).toBeUndefined()
    expect(() => parseAuthorization('Bearer x')).toThrow(/Unsupported/)
  })
})

describe('fault rules', () => {
  it('match by method and decoded path prefix, and run out', () => {
    const faults = new FaultInjector()
    faults.add({ method: 'put', path: '/accounts/default:1001/orders', fault: 'status-500', times: 2 })
    expect(faults.take('GET', '/accounts/default%3A1001/orders')).toBeUndefined()
    expect(faults.take('PUT', '/accounts/default%3A1001/orders')?.fault).toBe('status-500')
    expect(faults.take('PUT', '/accounts/default:1001/orders')?.fault).toBe('status-500')
    expect(faults.take('PUT', '/accounts/default:1001/orders')).toBeUndefined()
  })
})

describe('rate limiter', () => {
  it('allows a burst of the rate, then one per 1/rate seconds', () => {
    const clock = new ManualClock(0)
    const limiter = new RateLimiter(clock, { login: 1, read: 2, trade: 1 })
    expect(limiter.consume('read', 's')).toBe(0)
    expect(limiter.consume('read', 's')).toBe(0)
    expect(limiter.consume('read', 's')).toBe(500)
    expect(limiter.consume('read', 'other')).toBe(0)
    clock.advance(500)
    expect(limiter.consume('read', 's')).toBe(0)
  })
})

describe('time functions', () => {
  it('formats intervals and computes UTC day and Monday-based week periods', () => {
    expect(formatInterval(30 * 60_000)).toBe('00:30:00')
    const wednesday = Date.parse('2026-03-18T15:00:00.000Z')
    expect(periodRange('today', wednesday)).toEqual({ from: Date.parse('2026-03-18T00:00:00Z'), to: wednesday })
    expect(periodRange('previous-day', wednesday)).toEqual({
      from: Date.parse('2026-03-17T00:00:00Z'),
      to: Date.parse('2026-03-18T00:00:00Z') - 1,
    })
    expect(periodRange('week', wednesday).from).toBe(Date.parse('2026-03-16T00:00:00Z'))
    const sunday = Date.parse('2026-03-22T23:00:00Z')
    expect(periodRange('week', sunday).from).toBe(Date.parse('2026-03-16T00:00:00Z'))
    expect(periodRange('previous-week', wednesday)).toEqual({
      from: Date.parse('2026-03-09T00:00:00Z'),
      to: Date.parse('2026-03-16T00:00:00Z') - 1,
    })
  })
})
