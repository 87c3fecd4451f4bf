import { hashKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { queryHash } from './query-hash'

describe('a read key’s hash', () => {
  it('is the query cache’s own, for the same key object and for an equal one', () => {
    const key = ['orders.open', { profileId: 'demo-support', accounts: ['default:1001', 'default:1002'] }]
    expect(queryHash(key)).toBe(hashKey(key))
    const equal = ['orders.open', { accounts: ['default:1001', 'default:1002'], profileId: 'demo-support' }]
    expect(queryHash(equal)).toBe(queryHash(key))
    expect(queryHash(['orders.open', { accounts: ['default:1001'] }])).not.toBe(queryHash(key))
  })

  it('is worked out once per key object, however often that key is asked for', () => {
    let read = 0
    const scope = {
      get accounts() {
        read++
        return Array.from({ length: 200 }, (_, i) => `default:${1001 + i}`)
      },
    }
    const key = ['positions.list', scope]
    const first = queryHash(key)
    for (let i = 0; i < 5; i++) expect(queryHash(key)).toBe(first)
    expect(read).toBe(1)
  })
})
