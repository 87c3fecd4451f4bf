import { describe, expect, it } from 'vitest'
import { EtagStore } from './etag-store'

describe('etag store', () => {
  it('forgets the least recently used reads beyond its size', () => {
    const store = new EtagStore(2)
    store.set('a', { etag: '"1"', data: 1, chars: 1 })
    store.set('b', { etag: '"2"', data: 2, chars: 1 })
    store.get('a')
    store.set('c', { etag: '"3"', data: 3, chars: 1 })
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')?.data).toBe(1)
    expect(store.size).toBe(2)
  })

  it('keeps answers up to its budget of text, the least recently used going first, and never one above it', () => {
    const store = new EtagStore(500, 1_000)
    for (let page = 0; page < 10; page++)
      store.set(`transfers|a|start-from=${page}`, { etag: '"1"', data: page, chars: 300 })
    expect(store.size).toBe(3)
    expect(store.chars).toBeLessThanOrEqual(1_000)
    expect([7, 8, 9].map((page) => store.get(`transfers|a|start-from=${page}`)?.data)).toEqual([7, 8, 9])

    store.set('history|a|with-order-id=1', { etag: '"2"', data: 'too long', chars: 1_001 })
    expect(store.get('history|a|with-order-id=1')).toBeUndefined()
    expect(store.size).toBe(3)
  })

  it('keys a read by resource, the account set (in any order) and the query', () => {
    expect(EtagStore.key('transfers', ['default:1002', 'default:1001', 'default:1001'], 'limit=50')).toBe(
      'transfers|default:1001,default:1002|limit=50',
    )
    expect(EtagStore.key('orders.open', ['default:1001'])).toBe('orders.open|default:1001')
  })
})
