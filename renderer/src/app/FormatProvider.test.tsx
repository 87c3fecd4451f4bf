// Prices are padded to each instrument's tick. The precision the profile's last reference gave is used from
// the first frame of a later start, and an answer that says the same re-renders nothing under the provider.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryKeys } from '../api/query-keys'
import { useFormatContext } from '../components/DataTable/format-context'
import { storageKeys } from '../lib/storage'
import { FormatProvider } from './FormatProvider'

let answer: (instruments: Array<{ symbol: string; priceIncrement: string }>) => void = () => undefined

beforeEach(() => {
  localStorage.clear()
  ;(window as unknown as { api: unknown }).api = {
    requests: { cancel: () => Promise.resolve({ ok: true, value: undefined }) },
    instruments: {
      reference: () =>
        new Promise((resolve) => {
          answer = (instruments) =>
            resolve({ ok: true, value: { data: instruments, notModified: false, fetchedAt: Date.now() } })
        }),
    },
  }
})

// Unmounted first: a reference still being read is cancelled through the bridge.
afterEach(() => {
  cleanup()
  delete (window as unknown as { api?: unknown }).api
})

function EurUsd({ onRender }: { onRender: () => void }) {
  onRender()
  const decimals = useFormatContext().precisionOf('EUR/USD')
  return <p data-testid="decimals">{decimals === undefined ? 'unknown' : `${decimals} decimals`}</p>
}

function mount() {
  const renders = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <FormatProvider profileId="p1" zone="UTC">
        <EurUsd onRender={renders} />
      </FormatProvider>
    </QueryClientProvider>,
  )
  const answered = () =>
    waitFor(() => expect(client.getQueryState(queryKeys.instrumentReference('p1', '*'))?.status).toBe('success'))
  return { answered, renders }
}

const stored = () => JSON.parse(localStorage.getItem(storageKeys.precision('p1')) ?? 'null') as unknown

describe('FormatProvider', () => {
  it('pads by the precision kept from the last session before the reference answers', () => {
    localStorage.setItem(storageKeys.precision('p1'), JSON.stringify({ 'EUR/USD': 5 }))
    mount()
    expect(screen.getByTestId('decimals').textContent).toBe('5 decimals')
  })

  it('re-renders nothing under it when the reference says what was kept', async () => {
    localStorage.setItem(storageKeys.precision('p1'), JSON.stringify({ 'EUR/USD': 5, 'USD/JPY': 3 }))
    const { answered, renders } = mount()
    expect(renders).toHaveBeenCalledTimes(1)
    answer([
      { symbol: 'USD/JPY', priceIncrement: '0.001' },
      { symbol: 'EUR/USD', priceIncrement: '0.00001' },
    ])
    await answered()
    expect(screen.getByTestId('decimals').textContent).toBe('5 decimals')
    expect(renders).toHaveBeenCalledTimes(1)
  })

  it('takes the answer when it differs, and keeps it for the next session', async () => {
    localStorage.setItem(storageKeys.precision('p1'), JSON.stringify({ 'EUR/USD': 4 }))
    const { answered } = mount()
    answer([{ symbol: 'EUR/USD', priceIncrement: '0.00001' }])
    await answered()
    await waitFor(() => expect(screen.getByTestId('decimals').textContent).toBe('5 decimals'))
    await waitFor(() => expect(stored()).toEqual({ 'EUR/USD': 5 }))
  })

  it('starts without padding when nothing was kept, or what was kept is not a precision map', async () => {
    localStorage.setItem(storageKeys.precision('p1'), JSON.stringify({ 'EUR/USD': 'five' }))
    const { answered } = mount()
    expect(screen.getByTestId('decimals').textContent).toBe('unknown')
    answer([{ symbol: 'EUR/USD', priceIncrement: '0.0001' }])
    await answered()
    await waitFor(() => expect(screen.getByTestId('decimals').textContent).toBe('4 decimals'))
    await waitFor(() => expect(stored()).toEqual({ 'EUR/USD': 4 }))
  })
})
