// A look keeps the events and transfers the last look had and takes from a new read only the items it did not have
// (`newestSince` in account-watch.ts): it relies on the server never changing such a record in place under the same
// key, and on no two records sharing a key. Pinned here against the sandbox's own lists, read before and after a
// transfer, a fill (its commission and settlement are transfers too) and a margin call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountEvent, CashTransfer, Order } from '@shared/api/records'
import { accountEventKey, transferKey } from '@shared/domain/activity/diff'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

const A = 'default:1001'
let h: ServicesHarness

beforeAll(async () => {
  h = await createServicesHarness({ sandbox: { push: false } })
  await h.value('session.connect', { profileId: 'demo-trader' })
})
afterAll(async () => {
  await h.close()
})

const lists = async () => ({
  events: (await h.value<{ data: AccountEvent[] }>('events.list', { accounts: [A], params: { limit: 1000 } })).data,
  transfers: (await h.value<{ data: CashTransfer[] }>('transfers.list', { accounts: [A], params: { limit: 1000 } }))
    .data,
})

/** Each item by its key; fails where two items of one answer share a key (a look would keep only one of them). */
function byKey<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  const keyed = new Map(items.map((item) => [key(item), item]))
  expect(keyed.size).toBe(items.length)
  return keyed
}

describe('the records a look keeps instead of reading again', () => {
  it('are read again unchanged under the same key, after changes to the account', async () => {
    const before = await lists()
    expect(before.transfers.length).toBeGreaterThan(0)
    expect(before.events.length).toBeGreaterThan(0)

    const control = h.sandbox().control
    const working = (await h.value<{ data: Order[] }>('orders.open', { accounts: [A] })).data
    const plain = working.find((o) => (o.links?.length ?? 0) === 0)
    expect(plain).toBeDefined()
    control.touch(A)
    control.fill(A, plain?.clientOrderId ?? '')
    control.accountEvent(A, { eventType: 'MARGIN_CALL' })
    const after = await lists()

    const transfersNow = byKey(after.transfers, transferKey)
    const eventsNow = byKey(after.events, accountEventKey)
    expect(transfersNow.size).toBeGreaterThan(before.transfers.length)
    expect(eventsNow.size).toBeGreaterThan(before.events.length)
    for (const [key, held] of byKey(before.transfers, transferKey)) expect(transfersNow.get(key)).toEqual(held)
    for (const [key, held] of byKey(before.events, accountEventKey)) expect(eventsNow.get(key)).toEqual(held)
  })
})
