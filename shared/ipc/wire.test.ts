// A read crosses main and the IPC bridge as JSON text with its long lists in pieces; the page must get exactly the
// value the worker built (same records, same order, same keys), whatever the lists' sizes and characters.
import { describe, expect, it } from 'vitest'
import { PIECE_CHARS, fromWire, parseJsonAnswer, toJsonAnswer, transferablesOf } from './wire'

const ORDERS = [['data', 'orders']] as const
const text = (piece: ArrayBuffer) => new TextDecoder().decode(piece)

function order(i: number, note = '') {
  return { orderId: i, account: 'default:1001', legs: [{ price: '1.2345', quantity: '100000' }], text: `n${i}${note}` }
}

const history = (n: number, note?: string) => ({
  data: { orders: Array.from({ length: n }, (_, i) => order(i, note)), nextPageTransactionTime: 'T' },
  etag: '"7"',
  notModified: false,
  fetchedAt: 1,
})

describe('JSON answers with their long list in pieces', () => {
  it('a short list stays inside one JSON text, exactly as JSON.stringify writes it', () => {
    const value = history(3)
    expect(toJsonAnswer(value, ORDERS)).toEqual({ json: JSON.stringify(value) })
  })

  it('a page of 3,000 orders reads back identically, every piece under the size a copy stays cheap at', () => {
    const value = history(3_000, ' Ünïcode ✓ 日本')
    const answer = toJsonAnswer(value, ORDERS)
    expect(answer.lists).toHaveLength(1)
    expect(answer.lists?.[0]?.at).toEqual(['data', 'orders'])
    const pieces = answer.lists?.[0]?.pieces ?? []
    expect(pieces.length).toBeGreaterThan(1)
    // Characters, not bytes: the non-Latin-1 text takes up to three bytes a character; its decoded text still fits.
    for (const piece of pieces) expect(text(piece).length).toBeLessThanOrEqual(PIECE_CHARS)
    expect(transferablesOf(answer)).toEqual(pieces)
    const back = parseJsonAnswer(answer)
    expect(back).toEqual(value)
    expect(JSON.stringify(back)).toBe(JSON.stringify(value))
    // As the renderer gets it: through a structured clone (Electron's IPC), which copies each piece.
    expect(fromWire(structuredClone({ ok: true, ...answer }))).toEqual({ ok: true, value })
  })

  it('a list that is the answer’s data itself, and a record longer than a piece, cross whole', () => {
    const big = { ...order(1), text: 'x'.repeat(PIECE_CHARS * 2) }
    const some = (from: number) => Array.from({ length: 1_000 }, (_, i) => order(from + i))
    const value = { data: [...some(0), big, ...some(1_001)], fetchedAt: 1 }
    const answer = toJsonAnswer(value, [['data']])
    expect(answer.lists?.[0]?.pieces.some((p) => p.byteLength > PIECE_CHARS)).toBe(true)
    expect(JSON.stringify(parseJsonAnswer(answer))).toBe(JSON.stringify(value))
  })

  it('10,000 orders cross in pieces too, none of them a large string', () => {
    const value = history(10_000)
    const answer = toJsonAnswer(value, ORDERS)
    expect(answer.json.length).toBeLessThan(1_000)
    for (const piece of answer.lists?.[0]?.pieces ?? []) expect(piece.byteLength).toBeLessThanOrEqual(PIECE_CHARS)
    expect(JSON.stringify(parseJsonAnswer(answer))).toBe(JSON.stringify(value))
  })

  it('splits each declared list, and only those', () => {
    const transfers = Array.from({ length: 2_000 }, (_, i) => ({ transferId: i, amount: '1.00' }))
    const orders = Array.from({ length: 2_000 }, (_, i) => order(i))
    const ledger = { transfers, orders, fetchedAt: 1, complete: true }
    const both = toJsonAnswer(ledger, [['transfers'], ['orders']])
    expect(both.lists?.map((l) => l.at)).toEqual([['transfers'], ['orders']])
    expect(JSON.stringify(parseJsonAnswer(both))).toBe(JSON.stringify(ledger))
    // The shorter list is split because it is declared, not skipped for being shorter; an undeclared one is not.
    const one = toJsonAnswer({ ...ledger, orders: orders.concat(orders) }, [['transfers']])
    expect(one.lists?.map((l) => l.at)).toEqual([['transfers']])
    expect(JSON.parse(one.json)).toMatchObject({ transfers: [], orders: { length: 4_000 } })
  })

  it('leaves the value it was given as it was', () => {
    const value = history(2_000)
    const before = JSON.stringify(value)
    toJsonAnswer(value, ORDERS)
    expect(JSON.stringify(value)).toBe(before)
  })

  it('refuses pieces that point at no list rather than inventing one', () => {
    const piece = (json: string) => new TextEncoder().encode(json).buffer as ArrayBuffer
    const at =
      (json: string, path: string[], pieces = [piece('[1]')]) =>
      () =>
        parseJsonAnswer({ json, lists: [{ at: path, pieces }] })
    expect(at('{"data":{}}', ['data', 'orders'])).toThrow()
    expect(at('{}', ['__proto__', 'x'])).toThrow()
    expect(at('{"data":[]}', ['data'], [piece('{"a":1}')])).toThrow()
    expect(at('{"data":[]}', ['data'], [new Uint8Array([0x5b, 0xff, 0x5d]).buffer])).toThrow()
  })
})
