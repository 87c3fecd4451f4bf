// Opening Order history on a large account: the page on screen comes first, the page "Next page" would show is
// read ahead only once it has been painted. Read ahead from the effects of the render showing the
// first page, the second page's answer reached the renderer's main thread before the first page's frame was
// done, and the view appeared later for it (bench item 8, "open during start-up").
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectedSession } from '@test-support/session'
import { SessionContext } from '../../app/session'
import { HistoryView } from './HistoryView'

vi.mock('../../components/DataTable/DataTable', () => ({
  DataTable: (props: { rows: readonly unknown[] }) => <div data-testid="table">{props.rows.length} rows</div>,
}))

const session = connectedSession(['A'])

/** A full page of 100 orders (so there is a next page), the newest first. */
function page(n: number) {
  const orders = Array.from({ length: 100 }, (_, i) => ({
    account: 'A',
    orderCode: `o${n}-${i}`,
    orderId: n * 1000 + i,
  }))
  return { ok: true, value: { data: { orders }, notModified: false, fetchedAt: Date.now() } }
}

const pagesAsked: number[] = []
/** Frame callbacks the test runs by hand: "the next frame has been painted" is a step of the test. */
let frames: FrameRequestCallback[] = []

beforeEach(() => {
  pagesAsked.length = 0
  frames = []
  localStorage.clear()
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames[id - 1] = () => undefined
  })
  ;(window as unknown as { api: unknown }).api = {
    on: { 'request.retrying': () => () => undefined },
    orders: {
      history: (input: { params: { page?: number } }) => {
        const n = input.params.page ?? 1
        pagesAsked.push(n)
        return Promise.resolve(page(n))
      },
    },
  }
})

afterEach(() => {
  vi.restoreAllMocks()
  delete (window as unknown as { api?: unknown }).api
})

function paintFrame() {
  const due = frames
  frames = []
  act(() => due.forEach((callback) => callback(performance.now())))
}

describe('Order history opened', () => {
  it('shows its first page, and reads the next one only after that page has been painted', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>
          <HistoryView />
        </SessionContext.Provider>
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('table')).toHaveTextContent('100 rows'))
    // Rendered and committed, but no frame yet: only the page on screen has been asked for.
    await act(() => new Promise((done) => setTimeout(done, 20)))
    expect(pagesAsked).toEqual([1])

    // Frames go by until the read ahead is asked for.
    await waitFor(() => {
      paintFrame()
      expect(pagesAsked).toEqual([1, 2])
    })
  })
})
