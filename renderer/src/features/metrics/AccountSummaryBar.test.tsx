// The summary's "Pos / Ord" figure against the Positions table on screen: when the table could not read every
// position (unreadable records) or shows another count, the figure says so instead of contradicting it silently.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSyncExternalStore, type ReactNode } from 'react'
import type { AccountMetrics, Position } from '../../../../shared/api/records'
import type { ChannelOutput, WatchAccountStatus } from '../../../../shared/ipc/contract'
import { metricsQuery, positionsQuery, SUMMARY_PARAMS } from '../../api/queries'
import { invalidateAccount, LiveContext, type LiveValue } from '../../app/live'
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
  client.setQueryData(metricsQuery(scope, SUMMARY_PARAMS).queryKey, read([metrics(opts.serverCount)]))
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

// After a fill or a live-watch change the app invalidates every read of the account (app/live.tsx's
// invalidateAccount): metrics and positions are read again together and answer in either order.
describe('account summary: no count marker while the two reads of a change are still arriving', () => {
  type Answer<T> = { resolve: (value: T) => void }
  let answers: { metrics: Answer<unknown>[]; positions: Answer<unknown>[] }
  const ok = (value: unknown) => ({ ok: true, value })
  const waitFor = (list: Answer<unknown>[]) =>
    new Promise((resolve) => list.push({ resolve: (value) => resolve(ok(value)) }))

  beforeEach(() => {
    answers = { metrics: [], positions: [] }
    watch.status = undefined
    Object.defineProperty(window, 'api', {
      configurable: true,
      value: {
        metrics: { list: () => waitFor(answers.metrics) },
        positions: { list: () => waitFor(answers.positions) },
        requests: { cancel: () => Promise.resolve(ok(undefined)) },
      },
    })
  })
  afterEach(() => {
    cleanup() // unmounted first, so that no read cancelled on the way out finds the bridge gone
    Reflect.deleteProperty(window, 'api')
  })

  const at = (second: number) => Date.UTC(2026, 10, 24, 12, 0, second)
  const metricsAnswer = (n: number, second: number) => ({
    data: [metrics(n)],
    notModified: false,
    fetchedAt: at(second),
  })
  const positionsAnswer = (n: number, second: number, unreadable?: { count: number; total: number }) => ({
    data: positions(n),
    notModified: false,
    fetchedAt: at(second),
    ...(unreadable ? { unreadable: { ...unreadable, samples: ['positions[0].account: Invalid input'] } } : {}),
  })

  /** The summary and a Positions table on screen, both read and agreeing on 4 positions; then a fill. */
  let client: QueryClient
  /** The live watch's status for the account, as main publishes it after each pass (none: no watch). */
  const watch = {
    status: undefined as WatchAccountStatus | undefined,
    listeners: new Set<() => void>(),
    subscribe: (listener: () => void) => {
      watch.listeners.add(listener)
      return () => watch.listeners.delete(listener)
    },
  }
  const setWatch = (status: WatchAccountStatus | undefined) => {
    watch.status = status
    for (const listener of watch.listeners) listener()
  }
  function Watch({ children }: { children: ReactNode }) {
    const status = useSyncExternalStore(watch.subscribe, () => watch.status)
    const value = status
      ? ({ status: { accounts: [status], intervalMs: 5000, visibility: 'foreground' } } as unknown as LiveValue)
      : null
    return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>
  }
  async function fill(before?: { unreadable: { count: number; total: number } }) {
    client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    client.setQueryData(metricsQuery(scope, SUMMARY_PARAMS).queryKey, metricsAnswer(before ? 5 : 4, 1))
    client.setQueryData(positionsQuery(scope, {}).queryKey, positionsAnswer(4, 1, before?.unreadable))
    render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>
          <Watch>
            <AccountSummaryBar />
            <PositionsTable />
          </Watch>
        </SessionContext.Provider>
      </QueryClientProvider>,
    )
    expect(screen.queryByTestId('positions-count-note') === null).toBe(!before)
    await act(() => {
      void invalidateAccount(client, 'p1', ACCOUNT)
    })
    expect(answers.metrics).toHaveLength(1)
    expect(answers.positions).toHaveLength(1)
  }
  /** One read's answer lands: the cache has it, has told its observers (on the next task), and the screen shows it. */
  const answer = async (read: 'metrics' | 'positions', value: unknown) => {
    const key = (read === 'metrics' ? metricsQuery(scope, SUMMARY_PARAMS) : positionsQuery(scope, {})).queryKey
    await act(async () => {
      answers[read].shift()?.resolve(value)
      await vi.waitFor(() => expect(client.getQueryState(key)?.fetchStatus).toBe('idle'))
      await new Promise((r) => setTimeout(r, 0))
    })
  }

  it('metrics answer first with the new position: no marker until the positions answer, which agrees', async () => {
    await fill()
    await answer('metrics', metricsAnswer(5, 2))
    expect(cell()).toHaveTextContent(/^5 \/ 3$/)
    expect(screen.queryByTestId('positions-count-note')).toBeNull()
    await answer('positions', positionsAnswer(5, 3))
    expect(cell()).toHaveTextContent(/^5 \/ 3$/)
  })

  it('positions answer first: no marker against the old metrics still being read again', async () => {
    await fill()
    await answer('positions', positionsAnswer(5, 2))
    expect(cell()).toHaveTextContent(/^4 \/ 3$/)
    await answer('metrics', metricsAnswer(5, 3))
    expect(cell()).toHaveTextContent(/^5 \/ 3$/)
  })

  it('still marks a real disagreement once both have answered', async () => {
    await fill()
    await answer('metrics', metricsAnswer(6, 2))
    expect(screen.queryByTestId('positions-count-note')).toBeNull()
    await answer('positions', positionsAnswer(5, 3))
    expect(cell()).toHaveTextContent(/^6⚠ \/ 3$/)
    expect(screen.getByTestId('positions-count-note')).toHaveAccessibleName(/^6 open per the server .* shows 5\./)
  })

  it('keeps marking a real disagreement while the summary polls its metrics (nothing changed, nothing invalidated)', async () => {
    await fill()
    await answer('metrics', metricsAnswer(6, 2))
    await answer('positions', positionsAnswer(5, 3))
    expect(screen.getByTestId('positions-count-note')).toBeInTheDocument()
    await act(async () => {
      // What the 15 s poll does: the same read again, not invalidated.
      void client.refetchQueries({ queryKey: metricsQuery(scope, SUMMARY_PARAMS).queryKey })
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(answers.metrics).toHaveLength(1)
    expect(screen.getByTestId('positions-count-note')).toBeInTheDocument()
    await answer('metrics', metricsAnswer(6, 4))
    expect(screen.getByTestId('positions-count-note')).toBeInTheDocument()
  })

  /** What the 15 s poll does: the same read again, not invalidated; then its answer. */
  async function poll(answerWith: unknown) {
    await act(async () => {
      void client.refetchQueries({ queryKey: metricsQuery(scope, SUMMARY_PARAMS).queryKey })
      await new Promise((r) => setTimeout(r, 0))
    })
    await answer('metrics', answerWith)
  }
  const watching = (checkedSecond: number): WatchAccountStatus => ({
    account: ACCOUNT,
    state: 'watching',
    checkedAt: at(checkedSecond),
  })

  it('the poll sees a new position before the live watch looked: no marker until the watch finds nothing', async () => {
    await fill()
    await answer('metrics', metricsAnswer(4, 2))
    await answer('positions', positionsAnswer(4, 2))
    await act(() => setWatch(watching(3)))
    await poll(metricsAnswer(5, 10))
    expect(cell()).toHaveTextContent(/^5 \/ 3$/)
    // The watch's next pass, after the metrics were read, found no change: the two really disagree.
    await act(() => setWatch(watching(12)))
    expect(cell()).toHaveTextContent(/^5⚠ \/ 3$/)
  })

  it('a marked disagreement stays marked while the watch has yet to look at a newer poll', async () => {
    await fill()
    await answer('metrics', metricsAnswer(6, 2))
    await answer('positions', positionsAnswer(5, 2))
    await act(() => setWatch(watching(3)))
    expect(cell()).toHaveTextContent(/^6⚠ \/ 3$/)
    await poll(metricsAnswer(6, 10))
    expect(cell()).toHaveTextContent(/^6⚠ \/ 3$/)
  })

  it('marks a disagreement after a poll at once when no watch is running', async () => {
    await fill()
    await answer('metrics', metricsAnswer(4, 2))
    await answer('positions', positionsAnswer(4, 2))
    await poll(metricsAnswer(5, 10))
    expect(cell()).toHaveTextContent(/^5⚠ \/ 3$/)
  })

  it('says at once, even mid-refresh, that the table could not read some records', async () => {
    await fill({ unreadable: { count: 1, total: 5 } })
    await answer('metrics', metricsAnswer(6, 2))
    expect(answers.positions).toHaveLength(1)
    expect(screen.getByTestId('positions-count-note')).toHaveAccessibleName(
      '6 open per the server; the Positions table could read 4: 1 of 5 records in its answer could not be read.',
    )
  })
})

describe('account summary: the Live cell says what the watch can notice', () => {
  function liveCell(status: WatchAccountStatus, source?: 'push' | 'polling' | 'reconnecting') {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    const read = <T,>(data: T) => ({ data, notModified: false, fetchedAt: Date.UTC(2026, 10, 24, 12, 0, 1) })
    client.setQueryData(metricsQuery(scope, SUMMARY_PARAMS).queryKey, read([metrics(4)]))
    const live = {
      status: { accounts: [status], intervalMs: 3000, visibility: 'foreground', ...(source ? { source } : {}) },
    } as unknown as LiveValue
    render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>
          <LiveContext.Provider value={live}>
            <AccountSummaryBar />
          </LiveContext.Provider>
        </SessionContext.Provider>
      </QueryClientProvider>,
    )
    return screen.getByRole('region', { name: 'Account summary' }).querySelector('td.live-cell')
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
