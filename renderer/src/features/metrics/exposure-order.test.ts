// The Metrics grid lists the accounts with the largest exposure first, compared in the reporting currency when
// every account converts: a EUR account with less exposure in its own figures than a USD one comes first once
// both are in USD. Figures are hand-made; the expected order and values are worked out here.
import { describe, expect, it } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import { rateTable } from '@shared/domain/reporting-currency'
import type { ExposureRow } from '@shared/domain/risk'
import { accountRows } from './accounts-model'

const metrics = (account: string): AccountMetrics => ({ account, positions: [] }) as unknown as AccountMetrics
const row = (key: string, currency: string, gross: string): ExposureRow => ({
  key,
  currency,
  accounts: [key],
  net: gross,
  gross,
  positions: 1,
})
const accounts = [
  { account: 'usd-1', baseCurrency: 'USD' },
  { account: 'eur-1', baseCurrency: 'EUR' },
  { account: 'usd-2', baseCurrency: 'USD' },
]
const exposure = new Map([
  ['usd-1', row('usd-1', 'USD', '100000.00')],
  ['eur-1', row('eur-1', 'EUR', '95000.00')],
])

describe('accounts grid order', () => {
  it('puts the largest exposure in the reporting currency first, an account without positions last', () => {
    const table = rateTable('USD', [{ fromCurrency: 'EUR', toCurrency: 'USD', convRate: '1.1' }], 0)
    const rows = accountRows(['usd-1', 'usd-2', 'eur-1'].map(metrics), { accounts, exposure, table, zone: 'UTC' })
    // 95 000 EUR × 1.1 = 104 500 USD > 100 000 USD > 0.
    expect(rows.map((r) => [r.account, r.exposure?.gross, r.reported?.gross])).toEqual([
      ['eur-1', '95000.00', '104500'],
      ['usd-1', '100000.00', '100000.00'],
      ['usd-2', '0.00', '0.00'],
    ])
  })

  it('without a rate for every account, compares each account’s own figure and says which has no rate', () => {
    const table = rateTable('USD', [], 0)
    const rows = accountRows(['eur-1', 'usd-1'].map(metrics), { accounts, exposure, table, zone: 'UTC' })
    expect(rows.map((r) => r.account)).toEqual(['usd-1', 'eur-1'])
    expect(rows[1]?.reported?.note).toBe('No EUR→USD rate from the server: shown in EUR, not converted.')
  })
})
