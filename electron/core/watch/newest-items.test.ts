import { describe, expect, it } from 'vitest'
import { newestSinceOfEach, readFrom } from './newest-items'

interface Item {
  account: string
  code: string
}
const key = (i: Item) => i.code
const item = (account: string, n: number): Item => ({ account, code: `${account}-${n}` })

/** A newest-first list over several accounts, served a page at a time, with the pages it was asked for. */
function list(items: readonly Item[], unreadableFrom = Number.POSITIVE_INFINITY) {
  const asked: number[] = []
  return {
    asked,
    read: async (from: number, limit: number) => {
      asked.push(from)
      return { data: items.slice(from, from + limit), ...(from >= unreadableFrom ? { unreadable: 'one' } : {}) }
    },
  }
}

describe('the newest items of several accounts from one list', () => {
  it('gives each account what arrived since its last look, and stops once every account reached one it had', async () => {
    // Newest first: a's and b's new items above the newest each had; 900 older items after them.
    const older = Array.from({ length: 900 }, (_, n) => item('c', n))
    const l = list([item('a', 3), item('b', 2), item('a', 2), item('b', 1), item('a', 1), ...older])
    const found = await newestSinceOfEach(
      l.read,
      new Map([
        ['a', [item('a', 2), item('a', 1)]],
        ['b', [item('b', 1)]],
      ]),
      key,
    )
    expect(found.get('a')?.map(key)).toEqual(['a-3', 'a-2', 'a-1'])
    expect(found.get('b')?.map(key)).toEqual(['b-2', 'b-1'])
    expect(l.asked).toEqual([0])
  })

  it('keeps the item the last look held, not a new copy of it', async () => {
    const held = item('a', 1)
    const l = list([item('a', 2), { ...held }, item('b', 1)])
    const found = await newestSinceOfEach(l.read, new Map([['a', [held]]]), key)
    expect(found.get('a')?.[1]).toBe(held)
  })

  it('answers an account with nothing held only when the list ended', async () => {
    const ended = await newestSinceOfEach(list([item('a', 1)]).read, new Map([['b', []]]), key)
    expect(ended.get('b')).toEqual([])
    const long = Array.from({ length: 1_500 }, (_, n) => item('a', n))
    const l = list(long)
    const unfinished = await newestSinceOfEach(l.read, new Map([['b', [item('b', 1)]]]), key)
    // Not reached within two pages: left out, to read on its own.
    expect(unfinished.has('b')).toBe(false)
    expect(l.asked).toEqual([0, 500])
  })

  it('reads on past two pages while many accounts are unfinished, rather than leaving each to a read of its own', async () => {
    // A burst: 1,000 new items of other accounts above the newest item each of 60 accounts had.
    const burst = Array.from({ length: 1_000 }, (_, n) => item('busy', n))
    const quiet = Array.from({ length: 60 }, (_, n) => `q${n}`)
    const l = list([...burst, ...quiet.map((a) => item(a, 1)), ...quiet.map((a) => item(a, 0))])
    const found = await newestSinceOfEach(l.read, new Map(quiet.map((a) => [a, [item(a, 1)]])), key)
    expect(l.asked).toEqual([0, 500, 1_000])
    expect(quiet.every((a) => found.get(a)?.map(key).join() === `${a}-1`)).toBe(true)
    // However many are unfinished, a read over several accounts stops after four pages.
    const endless = list(Array.from({ length: 5_000 }, (_, n) => item('busy', n)))
    const none = await newestSinceOfEach(endless.read, new Map(quiet.map((a) => [a, [item(a, 1)]])), key)
    expect(endless.asked).toEqual([0, 500, 1_000, 1_500])
    expect(none.size).toBe(0)
  })

  it('answers no account when a page was partly unreadable', async () => {
    const found = await newestSinceOfEach(
      list([item('a', 2), item('a', 1)], 0).read,
      new Map([['a', [item('a', 1)]]]),
      key,
    )
    expect(found.size).toBe(0)
  })

  it('keeps once an item a newer one pushed onto the next page, and ignores accounts it was not asked for', async () => {
    const first = Array.from({ length: 500 }, (_, n) => item('a', 1_000 - n))
    const l = list([...first, first[499]!, item('z', 1), item('a', 1)])
    const found = await newestSinceOfEach(l.read, new Map([['a', [item('a', 1)]]]), key)
    expect(found.get('a')?.length).toBe(501)
    expect(found.has('z')).toBe(false)
  })
})

describe('where a read of the newest items starts', () => {
  const at = (time: string | undefined) => ({ time })
  const time = (i: { time: string | undefined }) => i.time

  it('starts a whole second before the oldest of the accounts’ newest held items', () => {
    const held = [
      [at('2026-11-30T10:00:05.300Z'), at('2026-11-30T10:00:01Z')],
      [at('2026-11-30T10:00:03.900Z')],
      [at('2026-11-29T23:00:00Z'), at('2026-11-30T10:00:09.001Z')],
    ]
    expect(readFrom(held, time)).toBe('2026-11-30T10:00:02Z')
    expect(readFrom([[at('2026-11-30T10:00:00.000Z')]], time)).toBe('2026-11-30T09:59:59Z')
  })

  it('reads the whole list when an account holds nothing or a time is missing or unreadable', () => {
    const held = [at('2026-11-30T10:00:05Z')]
    expect(readFrom([held, []], time)).toBeUndefined()
    expect(readFrom([held, [at(undefined)]], time)).toBeUndefined()
    expect(readFrom([held, [at('yesterday')]], time)).toBeUndefined()
    expect(readFrom([], time)).toBeUndefined()
    expect(readFrom([[at('1970-01-01T00:00:00.500Z')]], time)).toBeUndefined()
  })
})
