// A table of several accounts read again after one account's change: what crosses from main is that account's
// rows, and what the table shows is what a whole read would have shown, the other accounts' rows the same objects.
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '@shared/api/records'
import type { ChannelOutput } from '@shared/ipc/contract'
import { answer, fakeWindowApiEachTest } from '@test-support/fake-window-api'
import { order } from '@test-support/order-fixtures'
import { invalidateAccount } from '../app/live'
import { openOrdersQuery } from './queries'
import { askServer } from './server-asks'

type OpenOrders = ChannelOutput<'orders.open'>
const ACCOUNTS = ['default:5001', 'default:5002', 'default:5003']
const scope = { profileId: 'p1', accounts: ACCOUNTS }

/** The server's working orders per account, and every read main was asked for (the accounts it named). */
let book: Map<string, Order[]>
let asked: string[][]
let failNext: boolean
beforeEach(() => {
  book = new Map(ACCOUNTS.map((account, i) => [account, [order({ account, orderId: 100 + i })]]))
  asked = []
  failNext = false
})

fakeWindowApiEachTest({
  orders: {
    open: (input: { accounts: string[] }) => {
      asked.push(input.accounts)
      if (failNext) {
        failNext = false
        return Promise.resolve({ ok: false, error: { kind: 'network', message: 'The server did not answer.' } })
      }
      const data = input.accounts.flatMap((a) => book.get(a) ?? [])
      return answer<OpenOrders>({ data, notModified: false, fetchedAt: 1_000 + asked.length })
    },
  },
})

/** The Open orders table on screen: its read, held by an observer as a view holds it. */
async function shownOrders() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const options = openOrdersQuery(scope, {})
  const observer = new QueryObserver(client, { ...options, staleTime: Infinity })
  const unsubscribe = observer.subscribe(() => undefined)
  await waitFor(() => expect(client.getQueryState(options.queryKey)?.status).toBe('success'))
  const shown = () => client.getQueryData<OpenOrders>(options.queryKey)?.data ?? []
  /** The watch tells the account changed; resolves once the table's read of it has landed. */
  const changed = async (account: string) => {
    const reads = asked.length
    await invalidateAccount(client, 'p1', account)
    await waitFor(() => expect(client.getQueryState(options.queryKey)?.fetchStatus).toBe('idle'))
    expect(asked.length).toBe(reads + 1)
  }
  return { client, queryKey: options.queryKey, shown, changed, unsubscribe }
}

const idsOf = (orders: readonly Order[]) => orders.map((o) => `${o.account} ${o.orderId}`)
const wholeRead = () => idsOf(ACCOUNTS.flatMap((a) => book.get(a) ?? []))

describe('a table of several accounts after one changed', () => {
  it("reads that account's rows alone; the others stay the same objects, in the accounts' order", async () => {
    const table = await shownOrders()
    const before = table.shown()
    book.set('default:5002', [
      order({ account: 'default:5002', orderId: 201 }),
      order({ account: 'default:5002', orderId: 202 }),
    ])
    await table.changed('default:5002')
    expect(asked.at(-1)).toEqual(['default:5002'])
    expect(idsOf(table.shown())).toEqual(wholeRead())
    expect(table.shown()[0]).toBe(before[0])
    expect(table.shown().at(-1)).toBe(before.at(-1))
    table.unsubscribe()
  })

  it('an account whose last order filled loses its rows', async () => {
    const table = await shownOrders()
    book.set('default:5001', [])
    await table.changed('default:5001')
    expect(asked.at(-1)).toEqual(['default:5001'])
    expect(idsOf(table.shown())).toEqual(['default:5002 101', 'default:5003 102'])
    table.unsubscribe()
  })

  it('a part read that failed is asked again with the next change, beside it', async () => {
    const table = await shownOrders()
    book.set('default:5001', [])
    failNext = true
    await invalidateAccount(table.client, 'p1', 'default:5001')
    await waitFor(() => expect(table.client.getQueryState(table.queryKey)?.status).toBe('error'))
    book.set('default:5003', [])
    await table.changed('default:5003')
    expect(asked.at(-1)).toEqual(['default:5001', 'default:5003'])
    expect(idsOf(table.shown())).toEqual(['default:5002 101'])
    table.unsubscribe()
  })

  it('Refresh reads every account from the server', async () => {
    const table = await shownOrders()
    askServer(table.queryKey)
    await invalidateAccount(table.client, 'p1', 'default:5001')
    await waitFor(() => expect(table.client.getQueryState(table.queryKey)?.fetchStatus).toBe('idle'))
    expect(asked.at(-1)).toEqual(ACCOUNTS)
    table.unsubscribe()
  })

  it('every account changed at once: one whole read', async () => {
    const table = await shownOrders()
    await invalidateAccount(table.client, 'p1', ACCOUNTS)
    await waitFor(() => expect(table.client.getQueryState(table.queryKey)?.fetchStatus).toBe('idle'))
    expect(asked.at(-1)).toEqual(ACCOUNTS)
    table.unsubscribe()
  })
})
