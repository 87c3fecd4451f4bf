// Several accounts in several currencies: the summary adds up each currency's accounts on its own row (where a
// currency has more than one) and never adds one currency to another; a margin level is not a sum, so its total cell stays empty.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import { metricsQuery, SUMMARY_PARAMS } from '../../api/queries'
import { SessionContext, type SessionValue } from '../../app/session'
import { formatMoney } from '../../lib/format'
import { AccountSummaryBar } from './AccountSummaryBar'
import { layOutSummaryBar } from './summary-fixture'

const ACCOUNTS = [
  { account: 'default:1001', baseCurrency: 'USD', balance: '112145.54', equity: '113562.72' },
  { account: 'default:2001', baseCurrency: 'USD', balance: '50000.1', equity: '49999.2' },
  { account: 'default:1002', baseCurrency: 'EUR', balance: '88169.28', equity: '87934.99' },
]
const codes = ACCOUNTS.map((a) => a.account)
const session = {
  session: { profileId: 'p1', user: { accounts: [] } },
  accounts: ACCOUNTS.map(({ account, baseCurrency }) => ({ account, baseCurrency })),
  accountCodes: codes,
  zone: 'UTC',
} as unknown as SessionValue

afterEach(cleanup)

/** The bar over the figures given, as the server sent them (each account with one position and one order). */
function renderBar(figures: ReadonlyArray<{ account: string; balance: string; equity: string }>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  const metrics = figures.map(
    (a) =>
      ({
        ...a,
        margin: '100',
        openPositionsCount: 1,
        openOrdersCount: 1,
      }) as unknown as AccountMetrics,
  )
  client.setQueryData(metricsQuery({ profileId: 'p1', accounts: codes }, SUMMARY_PARAMS).queryKey, {
    data: metrics,
    notModified: false,
    fetchedAt: Date.UTC(2026, 10, 24, 12, 0, 1),
  })
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <AccountSummaryBar />
      </SessionContext.Provider>
    </QueryClientProvider>,
  )
}

layOutSummaryBar()

describe('account summary totals', () => {
  it('a total row for a currency with several accounts, the sum of its accounts only', () => {
    renderBar(ACCOUNTS)
    const usd = screen.getByTestId('summary-total-USD')
    expect(within(usd).getByRole('rowheader')).toHaveTextContent('Total USD (2)')
    expect(usd.querySelector('[data-field="balance"]')).toHaveTextContent(formatMoney('162145.64'))
    expect(usd.querySelector('[data-field="equity"]')).toHaveTextContent(formatMoney('163561.92'))
    expect(usd.querySelector('[data-field="level"]')?.textContent ?? '').toBe('')
    // EUR has one account: its row is its total, and nothing adds EUR to USD.
    expect(screen.queryByTestId('summary-total-EUR')).toBeNull()
    expect(screen.queryByText(/Total .*\(3\)/)).toBeNull()
  })

  it('a blank total says why: an account without a readable figure, or a margin level, which does not add up', () => {
    renderBar(ACCOUNTS.map((a) => (a.account === 'default:2001' ? { ...a, balance: 'NaN' } : a)))
    const usd = screen.getByTestId('summary-total-USD')
    const balance = usd.querySelector('[data-field="balance"]')
    const why = 'Balance has no USD total: default:2001 sent none the app can read.'
    expect(balance).toHaveTextContent(/^$/)
    expect(balance).toHaveAttribute('title', why)
    expect(balance).toHaveAccessibleName(why)
    // Equity adds up, and says nothing more.
    expect(usd.querySelector('[data-field="equity"]')).toHaveTextContent(formatMoney('163561.92'))
    expect(usd.querySelector('[data-field="equity"]')).not.toHaveAttribute('title')
    expect(usd.querySelector('[data-field="level"]')).toHaveAccessibleName(
      'A margin level does not add up: each account’s is on its own row.',
    )
  })
})
