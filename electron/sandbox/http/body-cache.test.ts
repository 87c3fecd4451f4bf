import { describe, expect, it } from 'vitest'
import { BodyCache } from './body-cache'

describe('BodyCache', () => {
  it('makes an answer once per key and serves the same bytes after', () => {
    const cache = new BodyCache()
    let made = 0
    const make = () => {
      made += 1
      return Buffer.from(JSON.stringify({ orders: [1, 2, 3] }))
    }
    const first = cache.answer('k', make)
    expect(cache.answer('k', make)).toBe(first)
    expect(made).toBe(1)
    expect(JSON.parse(first.toString('utf8'))).toEqual({ orders: [1, 2, 3] })
    cache.answer('other', make)
    expect(made).toBe(2)
  })

  it('drops the least recently used answer past its entry limit', () => {
    const cache = new BodyCache({ maxEntries: 2, maxBytes: 1_000_000 })
    let made = 0
    const make = () => Buffer.from(String(++made))
    cache.answer('a', make)
    cache.answer('b', make)
    cache.answer('a', make) // a is now the most recently used
    cache.answer('c', make) // drops b
    expect(cache.size).toBe(2)
    cache.answer('a', make)
    expect(made).toBe(3)
    cache.answer('b', make)
    expect(made).toBe(4)
  })

  it('stays within its byte limit and never keeps an answer larger than a quarter of it', () => {
    const cache = new BodyCache({ maxEntries: 100, maxBytes: 400 })
    const big = () => Buffer.from(JSON.stringify('x'.repeat(150)))
    cache.answer('huge', big)
    expect(cache.size).toBe(0)
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f'])
      cache.answer(key, () => Buffer.from(JSON.stringify('y'.repeat(80))))
    expect(cache.totalBytes).toBeLessThanOrEqual(400)
    expect(cache.size).toBe(4)
  })
})
