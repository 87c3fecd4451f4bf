import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { invalidateAccount } from '../app/live'
import { accountsOf, queryKeys } from './query-keys'

describe('query keys', () => {
  it('keep every DX read under its profile, so a disconnect or a profile switch drops them together', () => {
    const profile = queryKeys.profile('p1')
    const reads = [
      queryKeys.accountRead({ profileId: 'p1', accounts: ['A'] }, 'orders.open', {}),
      queryKeys.editWatch('p1', 'A', [{ key: 'c1', orderId: 1 }]),
      queryKeys.instruments('p1', 'A', {}),
      queryKeys.instrumentDetail('p1', 'A', 'EUR/USD'),
      queryKeys.instrumentReference('p1', '*'),
      queryKeys.users('p1', {}),
      queryKeys.me('p1'),
      queryKeys.candles('p1', 'A', 'EUR/USD', '5d'),
      queryKeys.editRules('p1', 'A', 'EUR/USD'),
      queryKeys.usualSize('p1', 'A', 'EUR/USD'),
      queryKeys.ledger('p1', 'A'),
    ]
    for (const key of reads) expect(key.slice(0, profile.length)).toEqual([...profile])
  })

  it("an account's change refreshes the reads that cover it and leaves the rest cached", async () => {
    const client = new QueryClient()
    const keys = {
      both: queryKeys.accountRead({ profileId: 'p1', accounts: ['A', 'B'] }, 'positions.list', {}),
      otherAccount: queryKeys.accountRead({ profileId: 'p1', accounts: ['B'] }, 'positions.list', {}),
      otherProfile: queryKeys.accountRead({ profileId: 'p2', accounts: ['A'] }, 'positions.list', {}),
      watch: queryKeys.editWatch('p1', 'A', [{ key: 'c1', orderId: 1 }]),
      reference: queryKeys.instrumentDetail('p1', 'A', 'EUR/USD'),
    }
    for (const key of Object.values(keys)) client.setQueryData(key, 1)
    await invalidateAccount(client, 'p1', 'A')
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
    expect(stale.sort()).toEqual(['both', 'watch'])
    expect(accountsOf(keys.both)).toEqual(['A', 'B'])
    expect(accountsOf(queryKeys.session)).toEqual([])
  })

  it('a read ahead still in flight when its account changes lands stale, so the view opened next reads again', async () => {
    const client = new QueryClient()
    const key = queryKeys.accountRead({ profileId: 'p1', accounts: ['A'] }, 'orders.history', { page: 1 })
    let answer: (value: string) => void = () => undefined
    const read = client.prefetchQuery({
      queryKey: key,
      staleTime: 10_000,
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    })
    await invalidateAccount(client, 'p1', 'A')
    answer('before the fill')
    await read
    await Promise.resolve()
    expect(client.getQueryData(key)).toBe('before the fill')
    expect(client.getQueryCache().find({ queryKey: key })?.isStale()).toBe(true)
  })
})
