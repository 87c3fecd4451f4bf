import { describe, expect, it } from 'vitest'
import { BodyCache, type AnswerWriter } from './body-cache'

/** A writer of `text` that counts its calls and remembers the buffers it was given. */
function writerOf(text: () => string) {
  const given: Buffer[] = []
  let made = 0
  const write: AnswerWriter = (into) => {
    made += 1
    given.push(into)
    const length = into.write(text())
    return { buffer: into, length }
  }
  return { write, given, made: () => made }
}

/** Asks twice, so that the answer is kept. */
function keep(cache: BodyCache, key: string, write: AnswerWriter): void {
  cache.answer(key, write).sent?.()
  cache.answer(key, write).sent?.()
}

describe('BodyCache', () => {
  it('keeps an answer from the second ask on and serves the same bytes after', () => {
    const cache = new BodyCache()
    const w = writerOf(() => JSON.stringify({ orders: [1, 2, 3] }))
    const first = cache.answer('k', w.write)
    expect(JSON.parse(first.body.toString('utf8'))).toEqual({ orders: [1, 2, 3] })
    expect(cache.size).toBe(0)
    first.sent?.()
    const second = cache.answer('k', w.write)
    expect(second.sent).toBeUndefined()
    expect(second.body.equals(first.body)).toBe(true)
    expect(cache.answer('k', w.write).body).toBe(second.body)
    expect(w.made()).toBe(2)
    cache.answer('other', w.write)
    expect(w.made()).toBe(3)
  })

  it('reuses the memory of an answer asked once only after it was sent, never while it is being sent', () => {
    const cache = new BodyCache()
    let n = 0
    const w = writerOf(() => `"answer ${++n}"`)
    const a = cache.answer('a', w.write)
    const b = cache.answer('b', w.write)
    expect(w.given[1]).not.toBe(w.given[0])
    expect(a.body.toString()).toBe('"answer 1"')
    a.sent?.()
    cache.answer('c', w.write)
    expect(w.given[2]).toBe(w.given[0])
    expect(b.body.toString()).toBe('"answer 2"')
  })

  it('keeps a copy that later answers written into reused memory do not change', () => {
    const cache = new BodyCache()
    let text = '"kept"'
    const w = writerOf(() => text)
    keep(cache, 'k', w.write)
    text = '"next"'
    cache.answer('other', w.write).sent?.()
    cache.answer('another', w.write).sent?.()
    expect(cache.answer('k', w.write).body.toString()).toBe('"kept"')
  })

  it('drops the least recently used answer past its entry limit', () => {
    const cache = new BodyCache({ maxEntries: 2, maxBytes: 1_000_000 })
    let n = 0
    const w = writerOf(() => String(++n))
    keep(cache, 'a', w.write)
    keep(cache, 'b', w.write)
    cache.answer('a', w.write) // a is now the most recently used
    keep(cache, 'c', w.write) // drops b
    expect(cache.size).toBe(2)
    const made = w.made()
    cache.answer('a', w.write)
    expect(w.made()).toBe(made)
    cache.answer('b', w.write)
    expect(w.made()).toBe(made + 1)
  })

  it('stays within its byte limit and never keeps an answer larger than a quarter of it', () => {
    const cache = new BodyCache({ maxEntries: 100, maxBytes: 400 })
    keep(cache, 'huge', writerOf(() => JSON.stringify('x'.repeat(150))).write)
    expect(cache.size).toBe(0)
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f'])
      keep(cache, key, writerOf(() => JSON.stringify('y'.repeat(80))).write)
    expect(cache.totalBytes).toBeLessThanOrEqual(400)
    expect(cache.size).toBe(4)
  })
})
