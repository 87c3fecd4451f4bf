// The summary's figures: pushed figures replace the read's at once; where they are not pushed, an estimate at the
// prices on screen is shown beside them, marked as one; and the "Pos / Ord" marker compares the figures of one
// snapshot (the count the server gives and the positions listed with it), never two reads against each other.
import { useQuery } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Instrument } from '@shared/api'
import type { AccountMetrics, Position, PositionMetrics } from '@shared/api/records'
import type { EventPayload, WatchAccountStatus, WatchStatus } from '@shared/ipc/contract'
import { instrumentReferenceQuery, positionsQuery } from '../../api/queries'
import { layOutSummaryBar, mountSummary, PROFILE, READ_AT, summarySession, watchStatus } from './summary-fixture'
import { answer, installFakeWindowApi, type FakeWindowApi } from '@test-support/fake-window-api'

const ACCOUNT = 'default:1001'
const scope = { profileId: PROFILE, accounts: [ACCOUNT] }
const session = summarySession([ACCOUNT])

const positionMetrics = (i: number): PositionMetrics =>
  ({
    positionCode: `P${i}`,
    symbol: 'EUR/USD',
    quantity: '1000',
    fpl: '10',
    convRate: '1',
    rate: '1.1',
    currentPriceInstrumentCcy: '1.1',
  }) as unknown as PositionMetrics
const metrics = (openPositionsCount: number, listed = openPositionsCount, equity = '1000'): AccountMetrics =>
  ({
    account: ACCOUNT,
    openPositionsCount,
    openOrdersCount: 3,
    equity,
    balance: '990',
    maintenanceMargin: '500',
    positions: Array.from({ length: listed }, (_, i) => positionMetrics(i)),
  }) as unknown as AccountMetrics
const positions = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ account: ACCOUNT, positionCode: `P${i}` }) as unknown as Position)

/** Stands for the Positions view: it shows (observes) a positions read. */
function PositionsTable() {
  useQuery(positionsQuery(scope, {}))
  return null
}

let api: FakeWindowApi
let quotesKnown: EventPayload<'quotes.changed'>

beforeEach(() => {
  quotesKnown = { quotes: [], at: READ_AT, source: 'polling' }
  api = installFakeWindowApi({ quotes: { watch: () => answer(quotesKnown) } })
})
afterEach(() => api.remove())

function mount(opts: { read: AccountMetrics; shown?: Position[]; source?: 'push' | 'polling'; multiplier?: string }) {
  mountSummary({
    session,
    metrics: [opts.read],
    status: watchStatus([ACCOUNT], { source: opts.source ?? 'push', checkedAt: () => READ_AT }),
    quotes: true,
    seed: (client, read) => {
      client.setQueryData(
        instrumentReferenceQuery(PROFILE).queryKey,
        read([{ symbol: 'EUR/USD', multiplier: opts.multiplier ?? '1' } as unknown as Instrument]),
      )
      if (opts.shown) client.setQueryData(positionsQuery(scope, {}).queryKey, read(opts.shown, READ_AT + 5_000))
    },
    beside: opts.shown && <PositionsTable />,
  })
}

const summary = () => screen.getByRole('region', { name: 'Account summary' })
const field = (name: string) => summary().querySelector(`[data-field="${name}"]`)

layOutSummaryBar()

describe('account summary: the "Pos / Ord" marker compares one snapshot', () => {
  it('marks the count when the same figures list fewer positions than they count, with their time', () => {
    mount({ read: metrics(6, 5) })
    expect(screen.getByTestId('positions-count-note')).toHaveAttribute(
      'title',
      '6 open per the server, but the same figures (as of 12:00:01) list 5 positions. The server contradicts itself: check the Positions table and ask the broker if it persists.',
    )
  })

  it('marks nothing when a Positions table read at another moment shows another count', () => {
    // The table was read after a fill the figures do not show yet: two reads, not a contradiction.
    mount({ read: metrics(6), shown: positions(4) })
    expect(field('positionsOrders')).toHaveTextContent(/^6 \/ 3$/)
    expect(screen.queryByTestId('positions-count-note')).toBeNull()
  })
})

describe('account summary: pushed figures and the estimate where there are none', () => {
  it('pushed figures replace the read at once: equity and margin level move with no read', async () => {
    mount({ read: metrics(2), source: 'push' })
    expect(field('equity')).toHaveTextContent(/^1,000\.00/)
    const pushed = { ...metrics(2, 2, '750'), maintenanceMargin: '600' }
    await act(async () => api.emit('metrics.changed', { metrics: [pushed], at: READ_AT + 1_000 }))
    await waitFor(() => expect(field('equity')).toHaveTextContent(/^750\.00$/))
    expect(field('margin')).toHaveTextContent(/^600\.00$/)
    expect(screen.queryByTestId('equity-estimate')).toBeNull()
  })

  it('where figures are not pushed, an estimate at the prices on screen, marked as one', async () => {
    quotesKnown = {
      quotes: [{ type: 'Quote', symbol: 'EUR/USD', bid: '1.2', ask: '1.2001', time: '2026-11-24T12:00:05Z' }],
      at: READ_AT + 4_000,
      source: 'polling',
    }
    mount({ read: metrics(2), source: 'polling', multiplier: '1' })
    // Each of the two long 1,000 positions gained (1.2 − 1.1) × 1,000 = 100 since the figures' read.
    const estimate = await screen.findByTestId('equity-estimate')
    expect(estimate).toHaveTextContent(/≈ 1,200\.00$/)
    expect(estimate).toHaveAttribute(
      'title',
      expect.stringMatching(/^Estimate at the prices on screen.*as of 12:00:01/),
    )
    expect(field('equity')).toHaveTextContent(/^1,000\.00 ≈ 1,200\.00$/)
    expect(screen.getByTestId('level-estimate')).toHaveTextContent(/^≈ 240(\.00)?\s?%$/)
  })
})

describe('account summary: the Live cell says what the watch can notice', () => {
  function liveCell(status: WatchAccountStatus, source?: 'push' | 'polling' | 'reconnecting') {
    const watch = { accounts: [status], intervalMs: 3000, visibility: 'foreground', ...(source ? { source } : {}) }
    const { bar } = mountSummary({ session, metrics: [metrics(4, 4)], status: watch as WatchStatus })
    return bar().querySelector('td.live-cell')
  }

  it('before the first complete look it says Starting, not Live: no change could be noticed yet', () => {
    const cell = liveCell({ account: ACCOUNT, state: 'starting', checkedAt: Date.UTC(2026, 10, 24, 12, 0, 0) })
    expect(cell).toHaveTextContent(/^Starting…$/)
    expect(cell).toHaveAttribute('title', expect.stringMatching(/^Reading the account once/))
    expect(cell).not.toHaveClass('is-live')
  })

  it('after it, Live and how changes arrive (push, checks, reconnecting), with the time of the last read', () => {
    const watching = { account: ACCOUNT, state: 'watching', checkedAt: Date.UTC(2026, 10, 24, 12, 0, 0) } as const
    const polled = liveCell(watching, 'polling')
    expect(polled).toHaveTextContent(/^● Live · checking every 3 s$/)
    expect(polled).toHaveAttribute(
      'title',
      'This server does not push changes; the account is checked every 3 s. Last read at 12:00:00',
    )
    cleanup()
    expect(liveCell(watching, 'push')).toHaveTextContent(/^● Live · push$/)
    cleanup()
    const reconnecting = liveCell(watching, 'reconnecting')
    expect(reconnecting).toHaveTextContent(/^Reconnecting…$/)
    expect(reconnecting).toHaveAttribute('title', expect.stringMatching(/^Push updates were interrupted; checking/))
  })
})
