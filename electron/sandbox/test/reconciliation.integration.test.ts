// Reconciliation against the real sandbox over HTTP: every seeded account's transfers add up to the balance
// its metrics report, to the cent, and the unlisted-cash control makes one that does not — with the record
// that explains the difference found on the order's own cash transactions.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  AccountMetricsSchema,
  CashTransferListSchema,
  HistoricOrderListSchema,
  type CashTransfer,
  type Order,
} from '@shared/api'
import { ledgerCurrencies, ledgerEntries, reconcile } from '@shared/domain/account-ledger'
import { controls, enc, expectError, login, startSandbox, type TestClient } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

let trader: TestClient
let control: TestClient
const ALL = { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY }

const sandbox = useTestSandbox(startSandbox)
beforeAll(() => {
  control = controls(sandbox)
})
beforeEach(async () => {
  trader = await login(sandbox, 'trader')
})

async function transfers(account: string): Promise<CashTransfer[]> {
  const out: CashTransfer[] = []
  for (let start = 0; ; start += 1000) {
    const res = await trader.get(`/accounts/${enc(account)}/transfers?limit=1000&start-from=${start}`)
    const page = CashTransferListSchema.parse(res.body).cashTransfers
    out.push(...page)
    if (page.length < 1000) return out
  }
}

async function history(account: string): Promise<Order[]> {
  const res = await trader.get(`/accounts/${enc(account)}/orders/history?page-size=1000`)
  const list = HistoricOrderListSchema.parse(res.body)
  expect(list.nextPageTransactionTime).toBeUndefined()
  return list.orders
}

async function reportedBalance(account: string): Promise<string> {
  const res = await trader.get<{ metrics: unknown[] }>(`/accounts/${enc(account)}/metrics`)
  return AccountMetricsSchema.parse(res.body.metrics[0]).balance
}

async function reconciled(account: string) {
  const entries = ledgerEntries(await transfers(account))
  const currency = ledgerCurrencies(entries)[0] ?? ''
  return reconcile({
    entries,
    orders: await history(account),
    currency,
    reportedBalance: await reportedBalance(account),
    period: ALL,
  })
}

describe('reconciliation of sandbox accounts', () => {
  it('every seeded account of the trader balances to the cent', async () => {
    const me = await trader.get<{ userDetails: { accounts: { account: string }[] }[] }>('/users/trader')
    const accounts = (me.body.userDetails[0]?.accounts ?? []).map((a) => a.account)
    expect(accounts.length).toBeGreaterThan(0)
    for (const account of accounts) {
      const r = await reconciled(account)
      expect(r.byReason.length, account).toBeGreaterThan(3)
      expect([account, r.difference, r.unlisted]).toEqual([account, '0', []])
      expect(r.closing).toBe(r.reportedNow)
    }
  })

  it('unlisted cash on an order unbalances the account by exactly its value, and names that record', async () => {
    const account = 'default:1001'
    const order = (await history(account)).find((o) => o.status === 'COMPLETED')
    expect(order).toBeDefined()
    const res = await control.post<{ transactionCode: string }>(`/accounts/${enc(account)}/unlisted-cash`, {
      value: -12.34,
      type: 'COMMISSION',
      orderCode: order?.orderCode,
    })
    expect(res.status).toBe(200)
    const r = await reconciled(account)
    expect(r).toMatchObject({ balanced: false, difference: '-12.34', explained: '-12.34', unexplained: '0' })
    expect(r.unlisted).toEqual([
      expect.objectContaining({ transactionCode: res.body.transactionCode, type: 'COMMISSION', value: '-12.34' }),
    ])
  })

  it('unlisted cash without an order leaves the difference unexplained', async () => {
    const account = 'default:1001'
    await control.post(`/accounts/${enc(account)}/unlisted-cash`, { value: 7.5 })
    const r = await reconciled(account)
    expect(r).toMatchObject({ balanced: false, difference: '7.5', explained: '0', unexplained: '7.5', unlisted: [] })
  })

  it('refuses a malformed control body, naming the field', async () => {
    const path = `/accounts/${enc('default:1001')}/unlisted-cash`
    expectError(await control.post(path, { value: 0 }), 400, '33', 'value')
    expectError(await control.post(path, { value: 1, type: 'GIFT' }), 400, '33', 'type')
    expectError(await control.post(path, { value: 1, orderCode: 'nope' }), 404, '2')
  })
})
