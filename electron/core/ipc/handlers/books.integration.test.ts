// The books channels through the real router, client and worker against the Demo sandbox: rates and end-of-day
// figures arrive parsed by the shared schemas; an unpriced currency is an empty answer, not a rate of 1; the
// PDF channel saves nothing where no window can print.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AccountMetrics, ConversionRate, EodMetrics } from '@shared/api'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

const A = 'default:1001'
let h: ServicesHarness

beforeEach(async () => {
  h = await createServicesHarness()
  await h.value('session.connect', { profileId: 'demo-trader' })
})
afterEach(async () => {
  await h.close()
})

describe('books channels', () => {
  it('reads conversion rates into a currency, and none for one the server cannot price', async () => {
    const usd = await h.value<{ data: ConversionRate[]; fetchedAt: number }>('books.conversionRates', {
      toCurrency: 'USD',
    })
    expect(usd.data.find((r) => r.fromCurrency === 'EUR')?.toCurrency).toBe('USD')
    expect(usd.fetchedAt).toBeGreaterThan(0)
    const sek = await h.value<{ data: ConversionRate[] }>('books.conversionRates', { toCurrency: 'SEK' })
    expect(sek.data).toEqual([])
    expect((await h.call('books.conversionRates', { toCurrency: 'usd dollars' })).ok).toBe(false)
  })

  it("reads today's end-of-day figures: the balance the account reports now", async () => {
    const today = new Date().toISOString().slice(0, 10)
    const eod = await h.value<{ data: EodMetrics[] }>('books.eodMetrics', { date: today, accounts: [A] })
    const [metrics] = (await h.value<{ data: AccountMetrics[] }>('metrics.list', { accounts: [A] })).data
    expect(eod.data[0]).toMatchObject({ account: A, balance: metrics?.balance })
  })

  it('saves no PDF where no window prints', async () => {
    expect(await h.value('books.savePdf', { fileName: 'statement.pdf' })).toEqual({ saved: false })
    expect((await h.call('books.savePdf', { fileName: '../../etc/passwd' })).ok).toBe(false)
  })
})
