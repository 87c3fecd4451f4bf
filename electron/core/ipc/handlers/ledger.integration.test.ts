// ledger.read through the real router against the Demo sandbox: every transfer and every order of the
// account, across pages, so that the account reconciles to the cent — and stops doing so, by the
// booked amount, when the sandbox moves the balance without a transfer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AccountMetrics, CashTransfer, Order } from '@shared/api'
import { ledgerEntries, reconcile } from '@shared/domain/account-ledger'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

const A = 'default:1001'
const ALL = { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY }
let h: ServicesHarness

beforeEach(async () => {
  h = await createServicesHarness()
  await h.value('session.connect', { profileId: 'demo-trader' })
})
afterEach(async () => {
  await h.close()
})

interface Ledger {
  transfers: CashTransfer[]
  orders: Order[]
  complete: boolean
  unreadableOrders?: { count: number; total: number; samples: Array<{ parameter?: string }> }
}

async function reconciled() {
  const ledger = await h.value<Ledger>('ledger.read', { account: A })
  const [metrics] = (await h.value<{ data: AccountMetrics[] }>('metrics.list', { accounts: [A] })).data
  const entries = ledgerEntries(ledger.transfers)
  return {
    ledger,
    r: reconcile({
      entries,
      orders: ledger.orders,
      currency: entries[0]?.currency ?? '',
      reportedBalance: metrics?.balance ?? '',
      period: ALL,
    }),
  }
}

describe('ledger.read', () => {
  it('reads every transfer and order of the account, whatever the page size', async () => {
    const { ledger, r } = await reconciled()
    const direct = await h.value<{ data: CashTransfer[] }>('transfers.list', {
      accounts: [A],
      params: { limit: 1000 },
    })
    expect(ledger.complete).toBe(true)
    expect(ledger.transfers.length).toBe(direct.data.length)
    expect(ledger.orders.length).toBeGreaterThan(0)
    expect(r).toMatchObject({ balanced: true, difference: '0' })
  })

  it('an unlisted cash movement on an order shows as a difference explained by that record', async () => {
    const { ledger } = await reconciled()
    const order = ledger.orders.find((o) => o.status === 'COMPLETED')
    const booked = h.sandbox().control.unlistedCash(A, { value: -3.21, orderCode: order?.orderCode ?? '' })
    const { r } = await reconciled()
    expect(r).toMatchObject({ balanced: false, difference: '-3.21', unexplained: '0' })
    expect(r.unlisted.map((u) => u.transactionCode)).toEqual([booked.transactionCode])
  })

  it('counts the history orders it could not read, and keeps the rest', async () => {
    const whole = await h.value<Ledger>('ledger.read', { account: A })
    expect(whole.unreadableOrders).toBeUndefined()
    h.sandbox().control.addFault({ path: `/accounts/${A}/orders/history`, fault: 'malformed-records', times: 1000 })
    const partial = await h.value<Ledger>('ledger.read', { account: A })
    expect(partial.unreadableOrders?.count).toBeGreaterThan(0)
    expect(partial.orders.length + (partial.unreadableOrders?.count ?? 0)).toBe(whole.orders.length)
    expect(partial.unreadableOrders?.samples[0]?.parameter).toMatch(/^orders\[\d+\]/)
  })

  it('refuses an input that is not one account', async () => {
    const r = await h.call('ledger.read', { account: A, accounts: [A] })
    expect(r.ok).toBe(false)
  })
})
