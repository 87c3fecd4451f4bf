// A value read or built again comes back as the object kept under its key while it says the same, wherever it moved
// in the list; a changed one is new, and its unchanged parts are still the kept ones.
import { describe, expect, it } from 'vitest'
import { keptPerKey } from './kept-per-key'

interface Row {
  id: string
  price: string
  legs: Array<{ quantity: string }>
}
const row = (id: string, price = '1.10', quantity = '1000'): Row => ({ id, price, legs: [{ quantity }] })
const byId = (r: Row) => r.id

describe('keptPerKey', () => {
  it('keeps an equal value as the same object, matched by key wherever it moved', () => {
    const kept = keptPerKey<Row>()
    const first = kept.keep([row('a'), row('b'), row('c')], byId)
    // "a" gone from the head of the list: the others are read again as new objects, one place earlier.
    const second = kept.keep([row('b'), row('c')], byId)
    expect(second[0]).toBe(first[1])
    expect(second[1]).toBe(first[2])
  })

  it('a changed value is new; the parts of it that did not change are the kept ones', () => {
    const kept = keptPerKey<Row>()
    const [before] = kept.keep([row('a', '1.10')], byId)
    const [after] = kept.keep([row('a', '1.20')], byId)
    expect(after).not.toBe(before)
    expect(after).toEqual(row('a', '1.20'))
    expect(after!.legs).toBe(before!.legs)
  })

  it('compares with the last call only: a key that skipped a call comes back new', () => {
    const kept = keptPerKey<Row>()
    const [a] = kept.keep([row('a')], byId)
    kept.keep([row('b')], byId)
    const [again] = kept.keep([row('a')], byId)
    expect(again).not.toBe(a)
    expect(again).toEqual(a)
  })

  it('after forget, nothing is kept', () => {
    const kept = keptPerKey<Row>()
    const [a] = kept.keep([row('a')], byId)
    kept.forget()
    const [again] = kept.keep([row('a')], byId)
    expect(again).not.toBe(a)
  })
})
