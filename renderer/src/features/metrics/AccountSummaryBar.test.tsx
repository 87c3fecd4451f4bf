// The summary's "Pos / Ord" figure against the Positions table on screen: when the table could not read every
// position (unreadable records) or shows another count, the figure says so instead of contradicting it silently.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AccountMetrics, Position } from '../../../../shared/api/records'
import type { ChannelOutput } from '../../../../shared/ipc/contract'
import { metricsQuery, positionsQuery } from '../../api/queries'
import { SessionContext, type SessionValue } from '../../app/session'
import { AccountSummaryBar } from './AccountSummaryBar'

const ACCOUNT = 'default:1001'
const scope = { profileId: 'p1', accounts: [ACCOUNT] }
const session = {
  session: { profileId: 'p1' },
  accounts: [{ account: ACCOUNT, baseCurrency: 'USD' }],
  accountCodes: [ACCOUNT],
  zone: 'UTC',
} as unknown as SessionValue

const metrics = (openPositionsCount: number) =>
  ({ account: ACCOUNT, openPositionsCount, openOrdersCount: 3 }) as unknown as AccountMetrics
const positions = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ account: ACCOUNT, positionCode: `P${i}` }) as unknown as Position)

/** Stands for the Positions view: it shows (observes) the positions read. */
function PositionsTable() {
  useQuery(positionsQuery(scope, {}))
  return null
}

function mount(opts: { serverCount: number; shown?: ChannelOutput<'positions.list'>; onScreen?: boolean }) {
  // Nothing is read again during a test: what the cache holds is what the app read.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  const read = <T,>(data: T) => ({ data, notModified: false, fetchedAt: Date.UTC(2026, 10, 24, 12, 0, 1) })
  client.setQueryData(metricsQuery(scope, {}).queryKey, read([metrics(opts.serverCount)]))
  if (opts.shown) client.setQueryData(positionsQuery(scope, {}).queryKey, opts.shown)
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <AccountSummaryBar />
        {(opts.onScreen ?? true) && <PositionsTable />}
      </SessionContext.Provider>
    </QueryClientProvider>,
  )
}

const cell = () =>
  screen.getByRole('region', { name: 'Account summary' }).querySelector('[data-field="positionsOrders"]')

describe('account summary: positions count against the Positions table', () => {
  it('marks the count when the table could read only some records, and says why', () => {
    mount({
      serverCount: 6,
      shown: {
        data: positions(4),
        notModified: false,
        fetchedAt: Date.UTC(2026, 10, 24, 12, 0, 0),
        unreadable: { count: 2, total: 6, samples: ['positions[1].account: Invalid input'] },
      },
    })
    expect(
      screen.getByRole('img', {
        name: '6 open per the server; the Positions table could read 4: 2 of 6 records in its answer could not be read.',
      }),
    ).toHaveAttribute('title', expect.stringContaining('could read 4'))
    expect(cell()).toHaveTextContent(/^6⚠ \/ 3$/)
  })

  it('marks a count the table does not show, with both read times', () => {
    mount({
      serverCount: 6,
      shown: { data: positions(5), notModified: false, fetchedAt: Date.UTC(2026, 10, 24, 11, 59, 40) },
    })
    expect(screen.getByTestId('positions-count-note')).toHaveAccessibleName(
      '6 open per the server (metrics read at 12:00:01); the Positions table, read at 11:59:40, shows 5. One read is older than the other: refresh both to compare.',
    )
  })

  it('marks nothing when they agree', () => {
    const complete = { data: positions(6), notModified: false, fetchedAt: Date.UTC(2026, 10, 24, 12, 0, 0) }
    mount({ serverCount: 6, shown: complete })
    expect(screen.queryByTestId('positions-count-note')).toBeNull()
    expect(cell()).toHaveTextContent(/^6 \/ 3$/)
  })

  it('marks nothing when positions were never read', () => {
    mount({ serverCount: 6, onScreen: false })
    expect(cell()).toHaveTextContent(/^6 \/ 3$/)
    expect(screen.queryByTestId('positions-count-note')).toBeNull()
  })

  it('marks nothing for a read no Positions table shows (another tab is open)', () => {
    mount({ serverCount: 6, shown: { data: positions(4), notModified: false, fetchedAt: 0 }, onScreen: false })
    expect(screen.queryByTestId('positions-count-note')).toBeNull()
  })
})
