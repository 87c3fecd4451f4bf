// A support user delegated to 200 client accounts (`--support-clients 200`) opens every one of them under one case:
// each account read over all of them answers for each account, as the sandbox holds it (one deposit and one working
// limit order per client), and a 201st account is refused before anything is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountMetrics, AccountPortfolio, CashTransfer, Order } from '@shared/api/records'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { openTestCase } from '@test-support/support-case'
import { supportClientAccount } from '../../../sandbox/seed/support-clients'

const CLIENTS = 200
const accounts = Array.from({ length: CLIENTS }, (_, i) => supportClientAccount(i + 1))

let h: ServicesHarness

beforeAll(async () => {
  h = await createServicesHarness({
    sandbox: { supportClients: CLIENTS + 1, push: false },
    dxClient: { throttle: false },
  })
  await h.value('session.connect', { profileId: 'demo-support' })
  await openTestCase(h, accounts)
})
afterAll(async () => {
  await h.close()
})

const read = <T>(channel: string, params: Record<string, unknown> = {}) =>
  h.value<{ data: T }>(channel, { accounts, params }).then((r) => r.data)

describe('200 client accounts opened in one case', () => {
  it('answers every account read for every account, each in one request', async () => {
    const before = h.requests()

    const open = await read<Order[]>('orders.open')
    expect(new Set(open.map((o) => o.account))).toEqual(new Set(accounts))
    // The seed gives client n the working order `desk-n`.
    accounts.forEach((account, i) => {
      expect(open.find((o) => o.account === account)?.clientOrderId).toBe(`desk-${i + 1}`)
    })
    const portfolios = await read<AccountPortfolio[]>('portfolio.list')
    expect(portfolios.map((p) => p.account).sort()).toEqual([...accounts].sort())
    const metrics = await read<AccountMetrics[]>('metrics.list')
    expect(metrics.map((m) => m.account).sort()).toEqual([...accounts].sort())
    const transfers = await read<CashTransfer[]>('transfers.list', { limit: 1000 })
    expect(new Set(transfers.map((t) => t.account))).toEqual(new Set(accounts))
    const positions = await read<unknown[]>('positions.list')
    expect(positions).toEqual([])

    // Five reads over 200 accounts: five requests, not a thousand.
    expect(h.requests() - before).toBe(5)
  }, 60_000)

  it('refuses a 201st account before anything is sent', async () => {
    const before = h.requests()
    const more = [...accounts, supportClientAccount(CLIENTS + 1)]
    const result = await h.call('orders.open', { accounts: more, params: {} })
    expect(result.ok).toBe(false)
    expect(h.requests()).toBe(before)
  })
})
