// The row an activity entry opens is revealed in the answer read after the change the entry reports, never in
// the page kept in the cache from before it (shown while it is read again). With History's first
// page read ahead, a filled order was revealed where it stood before the fill, and the page that then landed,
// with the order at its top, was left scrolled to that old place: the filled order was off screen.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { historyParams } from '@shared/api/params'
import type { ActivityTarget } from '@shared/domain/activity'
import { queryKeys } from '../../api/query-keys'
import { LiveProvider, useLive } from '../../app/live'
import { connectedSession } from '@test-support/session'
import { SessionContext } from '../../app/session'
import type { ReadResult } from '../../components/ResourceFrame/ResourceFrame'
import { declareView, noModel, noRequest } from './declaration'
import { DeclaredView } from './DeclaredView'

/** What the table was asked to reveal on each render: the rows it held, and whether a reveal was asked. */
const tableRenders: { rows: string[]; reveal: boolean }[] = []
vi.mock('../../components/DataTable/DataTable', () => ({
  DataTable: (props: { rows: readonly { id: string }[]; reveal?: unknown }) => {
    tableRenders.push({ rows: props.rows.map((r) => r.id), reveal: props.reveal !== undefined })
    return <div data-testid="table">{props.rows.map((r) => r.id).join(',')}</div>
  },
}))

interface Row {
  id: string
}
type Page = Row[]

const SCOPE = { profileId: 'p1', accounts: ['A'] }
const KEY = queryKeys.accountRead(SCOPE, 'orders.history', { page: 1, 'page-size': 100 })
let answer: (page: Page) => void = () => undefined
const result = (data: Page): ReadResult<Page> => ({ data, notModified: false, fetchedAt: Date.now() })

const VIEW = declareView({
  viewId: 'history',
  title: 'Order history',
  noun: 'order history',
  schema: historyParams,
  useRequest: noRequest,
  read: () => ({
    queryKey: KEY,
    queryFn: () => new Promise<ReadResult<Page>>((resolve) => (answer = (page) => resolve(result(page)))),
  }),
  paging: { kind: 'none' },
  useModel: noModel,
  tables: (table) => [
    table<Row>({
      id: 'history',
      label: 'Order history',
      rows: (page) => page,
      rowId: (r) => r.id,
      columns: [],
      reveal: { view: 'history', key: (r) => r.id },
    }),
  ],
})

const session = connectedSession(['A'])

const TARGET: ActivityTarget = { view: 'history', account: 'A', rowKey: '7' }

function OpenEntry() {
  const live = useLive()
  return (
    <button type="button" onClick={() => live?.openTarget(TARGET)}>
      Order 7 filled
    </button>
  )
}

/** The activity entry and the view it opens (the workspace switches to its tab). */
function Workspace() {
  const [opened, setOpened] = useState(false)
  return (
    <LiveProvider onOpenTarget={() => setOpened(true)}>
      <OpenEntry />
      {opened && <DeclaredView declaration={VIEW} />}
    </LiveProvider>
  )
}

beforeEach(() => {
  tableRenders.length = 0
  localStorage.clear()
  const on = Object.fromEntries(
    ['watch.status', 'account.changed', 'activity.added'].map((event) => [event, () => () => undefined]),
  )
  ;(window as unknown as { api: unknown }).api = {
    watch: { set: () => new Promise(() => undefined), refresh: () => Promise.resolve({ ok: true }) },
    activity: { list: () => new Promise(() => undefined) },
    on,
  }
})

afterEach(() => {
  delete (window as unknown as { api?: unknown }).api
})

describe('a view opened from an activity entry', () => {
  it('reveals the row in the page read after the change, not in the page cached from before it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } })
    // Read before the fill (read ahead, or an earlier visit): order 7 is there, further down; then the fill
    // marked it stale.
    client.setQueryData(KEY, result([{ id: '3' }, { id: '7' }]))
    await client.invalidateQueries({ queryKey: KEY })
    render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>
          <Workspace />
        </SessionContext.Provider>
      </QueryClientProvider>,
    )
    act(() => screen.getByRole('button', { name: 'Order 7 filled' }).click())
    await waitFor(() => expect(screen.getByTestId('table')).toHaveTextContent('3,7'))
    expect(tableRenders.filter((r) => r.reveal)).toEqual([])

    // The read after the fill: order 7 is now at the top, where it is revealed.
    act(() => answer([{ id: '7' }, { id: '3' }]))
    await waitFor(() => expect(screen.getByTestId('table')).toHaveTextContent('7,3'))
    expect(tableRenders.filter((r) => r.reveal).map((r) => r.rows)).toContainEqual(['7', '3'])
    expect(tableRenders.filter((r) => r.reveal && r.rows.join() === '3,7')).toEqual([])
  })
})
