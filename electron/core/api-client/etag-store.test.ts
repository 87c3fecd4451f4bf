import { describe, expect, it } from 'vitest'
import { EtagStore } from './etag-store'

describe('etag store', () => {
  it('forgets the least recently used reads beyond its size', () => {
    const store = new EtagStore(2)
    store.set('a', { etag: '"1"', data: 1 })
    store.set('b', { etag: '"2"', data: 2 })
    store.get('a')
    store.set('c', { etag: '"3"', data: 3 })
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')?.data).toBe(1)
    expect(store.size).toBe(2)
  })

  it('keys a read by resource, the account set (in any order) and the query', () => {
    expect(EtagStore.key('transfers', ['default:1002', 'default:1001', 'default:1001'], 'limit=50')).toBe(
      'transfers|default:1001,default:1002|limit=50',
    )
    expect(EtagStore.key('orders.open', ['default:1001'])).toBe('orders.open|default:1001')
  })
})
