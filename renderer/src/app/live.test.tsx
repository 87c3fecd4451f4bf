// What the live watch's events cost the page: every render they cause delays whatever the user does next (an
// order edit's answer waits behind them). An account's change refreshes that account's reads and nothing else;
// the watch's status after every pass and new activity re-render the header's indicators, never a table.
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ActivityEvent } from '@shared/domain/activity'
import type { EventChannel } from '@shared/ipc/channels'
import type { EventPayload, WatchStatus } from '@shared/ipc/contract'
import type { FakeWindowApi } from '@test-support/fake-window-api'
import { burstParts, installLiveApi, LiveTree, connectedSession, renderLive } from '@test-support/live-provider'
import { queryKeys } from '../api/query-keys'
import { invalidateAccount, useActivity, useLive, useLiveActions, useReveal } from './live'

let api: FakeWindowApi
const status = (checkedAt: number): WatchStatus => ({
  accounts: [
    { account: 'A', state: 'watching', checkedAt },
    { account: 'B', state: 'watching', checkedAt },
  ],
  intervalMs: 2000,
  visibility: 'foreground',
})
const fill: ActivityEvent = {
  id: 'fill-1',
  account: 'A',
  kind: 'filled',
  at: 1,
  words: {
    code: 'order-filled',
    orderId: 7,
    order: { side: 'BUY', quantity: '1000', instrument: 'EUR/USD', type: 'LIMIT' },
    price: '1.08',
  },
  target: { view: 'orders', account: 'A', rowKey: '7' },
}

beforeEach(() => {
  api = installLiveApi(status(0))
})

afterEach(() => {
  api.remove()
})

const session = connectedSession(['A', 'B'])

function emit<E extends EventChannel>(event: E, payload: EventPayload<E>) {
  act(() => api.emit(event, payload))
}

let tableRenders = 0
const countTableRender = () => {
  tableRenders += 1
}

/**
 * Stands for a table: it reads only what a table reads from the watch (the row to reveal, and the opener its row
 * actions use to show an order in the history).
 */
function Table({ onRender }: { onRender: () => void }) {
  onRender()
  const reveal = useReveal<string>('orders', (row) => row)
  const openTarget = useLiveActions()?.openTarget ?? null
  return (
    <div data-testid="table" data-can-open={openTarget !== null}>
      {reveal?.match('7') ? 'revealing 7' : 'nothing to reveal'}
    </div>
  )
}

function Indicator() {
  const live = useLive()
  const activity = useActivity()
  return (
    <button type="button" onClick={() => live?.openTarget(fill.target)}>
      {activity?.activity.length ?? 0} new · checked {live?.status?.accounts[0]?.checkedAt ?? '—'}
    </button>
  )
}

function mount(client: QueryClient) {
  return renderLive(
    <>
      <Indicator />
      <Table onRender={countTableRender} />
    </>,
    { session, client },
  )
}

describe('live watch events', () => {
  it("an account's change invalidates that account's reads only: other accounts and instruments stay", async () => {
    const client = new QueryClient()
    const keys = {
      ordersA: queryKeys.accountRead({ profileId: 'p1', accounts: ['A'] }, 'orders.open', {}),
      positionsAB: queryKeys.accountRead({ profileId: 'p1', accounts: ['A', 'B'] }, 'positions.list', {}),
      ordersB: queryKeys.accountRead({ profileId: 'p1', accounts: ['B'] }, 'orders.open', {}),
      instruments: queryKeys.instruments('p1', 'A', {}),
      reference: queryKeys.instrumentReference('p1', '*'),
      me: queryKeys.me('p1'),
    }
    for (const key of Object.values(keys)) client.setQueryData(key, 1)
    mount(client)
    await waitFor(() => expect(api.listening('account.changed')).toBe(true))
    emit('account.changed', { account: 'A', version: '"8"', at: 1 })
    const invalidated = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
    expect(invalidated.sort()).toEqual(['ordersA', 'positionsAB'])
  })

  it("the table is read first; the figures and the account's status are read once its answer has landed", async () => {
    const client = new QueryClient()
    const scope = { profileId: 'p1', accounts: ['A'] }
    const orders = queryKeys.accountRead(scope, 'orders.open', {})
    const figures = queryKeys.accountRead(scope, 'metrics.list', {})
    const accountStatus = queryKeys.accountStatus('p1', 'A')
    const answers: Array<() => void> = []
    client.setQueryData(orders, 'before the fill')
    client.setQueryData(figures, 'figures before')
    client.setQueryData(accountStatus, 'FULL_TRADING')
    // A table on screen: an observer whose reads are answered when the test says.
    const unsubscribe = new QueryObserver(client, {
      queryKey: orders,
      queryFn: () => new Promise<string>((resolve) => answers.push(() => resolve('after the fill'))),
      staleTime: Infinity,
    }).subscribe(() => undefined)
    mount(client)
    await waitFor(() => expect(api.listening('account.changed')).toBe(true))
    emit('account.changed', { account: 'A', version: '"8"', at: 1 })
    await waitFor(() => expect(answers.length).toBe(1))
    expect(client.getQueryState(figures)?.isInvalidated).toBe(false)
    expect(client.getQueryState(accountStatus)?.isInvalidated).toBe(false)
    act(() => answers[0]?.())
    await waitFor(() => expect(client.getQueryState(figures)?.isInvalidated).toBe(true))
    expect(client.getQueryState(accountStatus)?.isInvalidated).toBe(true)
    expect(client.getQueryData(orders)).toBe('after the fill')
    unsubscribe()
  })

  it('the watch status after every pass and new activity update the indicator without re-rendering tables', async () => {
    tableRenders = 0
    mount(new QueryClient())
    await waitFor(() => expect(api.listening('watch.status')).toBe(true))
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('checked 0'))
    const before = tableRenders
    for (let pass = 1; pass <= 5; pass += 1) emit('watch.status', status(pass * 2000))
    emit('activity.added', { events: [fill], unread: 1 })
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('1 new · checked 10000'))
    expect(tableRenders).toBe(before)
    expect(screen.getByTestId('table')).toHaveTextContent('nothing to reveal')
    expect(screen.getByTestId('table')).toHaveAttribute('data-can-open', 'true')

    // Opening an activity entry is what a table does listen to.
    act(() => screen.getByRole('button').click())
    expect(screen.getByTestId('table')).toHaveTextContent('revealing 7')
  })
})

describe('live watch: a read under way when its account changes', () => {
  const orders = queryKeys.accountRead({ profileId: 'p1', accounts: ['A'] }, 'orders.open', {})

  /** A view showing the account's open orders: each read waits for the test's answer (or failure). */
  function shownRead(client: QueryClient, enabled = true) {
    const reads: Array<{ answer: (v: string) => void; fail: (e: Error) => void }> = []
    const observer = new QueryObserver(client, {
      queryKey: orders,
      queryFn: () => new Promise<string>((answer, fail) => reads.push({ answer, fail })),
      staleTime: Infinity,
      retry: false,
      enabled,
    })
    return { reads, unsubscribe: observer.subscribe(() => undefined) }
  }

  it('a shown read lands, then is read once more however many changes came meanwhile', async () => {
    const client = new QueryClient()
    client.setQueryData(orders, 'before the fills')
    const { reads, unsubscribe } = shownRead(client)
    void invalidateAccount(client, 'p1', 'A')
    await waitFor(() => expect(reads).toHaveLength(1))
    for (let fill = 0; fill < 5; fill += 1) void invalidateAccount(client, 'p1', 'A')
    reads[0]?.answer('after the first fill')
    await waitFor(() => expect(reads).toHaveLength(2))
    expect(client.getQueryData(orders)).toBe('after the first fill')
    reads[1]?.answer('after every fill')
    await waitFor(() => expect(client.getQueryData(orders)).toBe('after every fill'))
    expect(client.getQueryState(orders)?.isInvalidated).toBe(false)
    expect(reads).toHaveLength(2)
    unsubscribe()
  })

  it('the read after it failing leaves the view its error and the last orders', async () => {
    const client = new QueryClient()
    client.setQueryData(orders, 'before the fill')
    const { reads, unsubscribe } = shownRead(client)
    void invalidateAccount(client, 'p1', 'A')
    await waitFor(() => expect(reads).toHaveLength(1))
    void invalidateAccount(client, 'p1', 'A')
    reads[0]?.answer('after the fill')
    await waitFor(() => expect(reads).toHaveLength(2))
    reads[1]?.fail(new Error('server unavailable'))
    await waitFor(() => expect(client.getQueryState(orders)?.status).toBe('error'))
    expect(client.getQueryData(orders)).toBe('after the fill')
    unsubscribe()
  })

  it('a view whose read is switched off is left stale, not read again', async () => {
    const client = new QueryClient()
    let answer: (v: string) => void = () => undefined
    let asked = 0
    const read = client.prefetchQuery({
      queryKey: orders,
      queryFn: () => new Promise<string>((resolve) => ((asked += 1), (answer = resolve))),
    })
    const { reads, unsubscribe } = shownRead(client, false)
    void invalidateAccount(client, 'p1', 'A')
    answer('before the fill')
    await read
    await waitFor(() => expect(client.getQueryState(orders)?.isInvalidated).toBe(true))
    expect(client.getQueryData(orders)).toBe('before the fill')
    expect(asked).toBe(1)
    expect(reads).toHaveLength(0)
    unsubscribe()
  })
})

/** Each kind of reader counts its renders: the status's (the summary's Live cells), the activity's (the header's
 * button), and one that only acts (a view's row menu opening an entry). */
const renders = { status: 0, activity: 0, actions: 0 }
const rendered = (reader: keyof typeof renders) => {
  renders[reader] += 1
}
function StatusReader() {
  rendered('status')
  const checked = useLive()?.status?.accounts[0]?.checkedAt
  return <p data-testid="checked">{checked ?? '—'}</p>
}
function ActivityReader() {
  rendered('activity')
  const activity = useActivity()
  return (
    <p data-testid="activity">
      {activity?.activity.length ?? 0} entries, {activity?.unread ?? 0} unread, {activity?.latest.length ?? 0} newest
    </p>
  )
}
function ActionsReader() {
  rendered('actions')
  useLiveActions()
  return null
}

describe('live watch: a burst reaches each reader once a frame', () => {
  it('100 statuses and 1,000 entries in 50 parts: every entry shown, the newest status, a few renders', async () => {
    renderLive(
      <>
        <StatusReader />
        <ActivityReader />
        <ActionsReader />
      </>,
      { session },
    )
    await waitFor(() => expect(screen.getByTestId('checked')).toHaveTextContent('0'))
    const before = { ...renders }
    act(() => {
      burstParts('A', 1_000, 20).forEach((events, part) => {
        api.emit('activity.added', { events, unread: (part + 1) * 20 })
        api.emit('watch.status', status(1 + part * 2))
      })
      api.emit('watch.status', status(7_000))
    })
    await waitFor(() => expect(screen.getByTestId('checked')).toHaveTextContent('7000'))
    await waitFor(() =>
      expect(screen.getByTestId('activity')).toHaveTextContent('1000 entries, 1000 unread, 980 newest'),
    )
    // The first of each at once, the rest of the burst together when the frame ends: 51 statuses and 50 parts
    // rendered one by one before.
    expect(renders.status - before.status).toBeLessThanOrEqual(3)
    expect(renders.activity - before.activity).toBeLessThanOrEqual(3)
    expect(renders.actions - before.actions).toBe(0)
  })
})

describe('live watch: the window seen or not', () => {
  it('a window left in the frame the workspace appears is told to main as in the background', async () => {
    const set = vi.fn((_input: { visibility: string }) => Promise.resolve({ ok: true, value: status(0) }))
    ;(window as unknown as { api: { watch: { set: typeof set } } }).api.watch.set = set
    const focused = vi.spyOn(document, 'hasFocus').mockReturnValue(true)
    function Opening() {
      const [open, setOpen] = useState(false)
      return open ? (
        <LiveTree session={session}>{null}</LiveTree>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )
    }
    render(<Opening />)
    // Plain DOM events, outside act(): as in the app, effects the renderer defers to the next frame have not run.
    screen.getByRole('button').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await Promise.resolve()
    await Promise.resolve()
    focused.mockReturnValue(false)
    window.dispatchEvent(new FocusEvent('blur'))
    await waitFor(() => expect(set.mock.calls.at(-1)?.[0].visibility).toBe('background'))
    focused.mockRestore()
  })
})
