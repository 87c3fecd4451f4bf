// The summary bar re-renders on every watch status and pushed figure of any account; a row whose account did
// not change must not redo its work (its gauge, its Live cell), or a couple of hundred accounts fill the frames a
// fill needs to reach the tables. Each row's gauge counts its renders.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import type { WatchAccountStatus, WatchStatus } from '@shared/ipc/contract'
import { layOutSummaryBar, mountSummary, READ_AT, summarySession } from './summary-fixture'
import { answer, installFakeWindowApi, type FakeWindowApi } from '@test-support/fake-window-api'

const gaugeRenders = vi.hoisted(() => new Map<string, number>())
vi.mock('../risk/MarginGauge', () => ({
  MarginGauge: (p: { metrics: { account: string } }) => {
    gaugeRenders.set(p.metrics.account, (gaugeRenders.get(p.metrics.account) ?? 0) + 1)
    return null
  },
}))

const ACCOUNTS = ['default:1001', 'default:1002', 'default:1003']
const session = summarySession(ACCOUNTS, { status: 'FULL_TRADING' })

const metricsOf = (account: string, equity: string) =>
  ({
    account,
    equity,
    balance: '990',
    openPositionsCount: 1,
    openOrdersCount: 0,
    positions: [{ positionCode: 'P1', symbol: 'EUR/USD', quantity: '1000', fpl: '10' }],
  }) as unknown as AccountMetrics

/** The watch's status as main publishes it: every account's entry a new object, each pass. */
const statusOf = (checkedAt: Record<string, number>): WatchStatus => ({
  accounts: ACCOUNTS.map((account): WatchAccountStatus => ({
    account,
    state: 'watching',
    checkedAt: checkedAt[account] ?? 1,
  })),
  intervalMs: 3000,
  visibility: 'foreground',
  source: 'push',
})

let api: FakeWindowApi

beforeEach(() => {
  api = installFakeWindowApi({
    quotes: { watch: () => answer({ quotes: [], at: READ_AT, source: 'push' }) },
  })
})
afterEach(() => {
  cleanup()
  gaugeRenders.clear()
  api.remove()
})

function mount() {
  const metrics = ACCOUNTS.map((a) => metricsOf(a, '1000'))
  return mountSummary({ session, metrics, status: statusOf({}), quotes: true })
}

const renders = () => Object.fromEntries(ACCOUNTS.map((a) => [a, gaugeRenders.get(a) ?? 0]))
const row = (account: string) => screen.getByRole('rowheader', { name: new RegExp(account) }).closest('tr')!

layOutSummaryBar()

describe('summary bar: only the changed account re-renders its row', () => {
  it('a pushed figure of one account re-renders that row only, and shows it', async () => {
    mount()
    const before = renders()
    expect(Object.values(before).every((n) => n >= 1)).toBe(true)
    await act(async () =>
      api.emit('metrics.changed', { metrics: [metricsOf('default:1002', '1250')], at: READ_AT + 1_000 }),
    )
    await waitFor(() =>
      expect(row('default:1002').querySelector('[data-field="equity"]')).toHaveTextContent(/^1,250\.00$/),
    )
    expect(renders()).toEqual({ ...before, 'default:1002': before['default:1002']! + 1 })
  })

  it("figures pushed again unchanged move the figures' time in the row that shows it, and render no other", async () => {
    // 1001's figures count two positions and list one: its marker tells the figures' time, which moves with any
    // account's figures pushed. 1002's are pushed again as they were, and 1002 and 1003 show no time: nothing new.
    const contradicted = { ...metricsOf('default:1001', '1000'), openPositionsCount: 2 }
    mountSummary({
      session,
      metrics: [contradicted, metricsOf('default:1002', '1000'), metricsOf('default:1003', '1000')],
      status: statusOf({}),
      quotes: true,
    })
    const note = () => row('default:1001').querySelector('[data-testid="positions-count-note"]')
    expect(note()).toHaveAttribute('title', expect.stringContaining('(as of 12:00:01)'))
    const before = renders()
    await act(async () =>
      api.emit('metrics.changed', { metrics: [metricsOf('default:1002', '1000')], at: READ_AT + 60_000 }),
    )
    await waitFor(() => expect(note()).toHaveAttribute('title', expect.stringContaining('(as of 12:01:01)')))
    expect(renders()).toEqual({ ...before, 'default:1001': renders()['default:1001'] })
  })

  it('a watch status change of one account redraws its Live cell, not its gauge or figures', () => {
    const { setStatus } = mount()
    const before = renders()
    const equity = row('default:1003').querySelector('[data-field="equity"]')
    // Main publishes the whole status again: all entries are new objects, only 1003's says something new.
    setStatus(statusOf({ 'default:1003': Date.UTC(2026, 10, 24, 12, 5, 0) }))
    expect(row('default:1003').querySelector('td.live-cell')).toHaveAttribute(
      'title',
      expect.stringMatching(/Last read at 12:05:00$/),
    )
    // A burst changes a couple of hundred Live cells a second: the gauge's arithmetic is not redone for that.
    expect(renders()).toEqual(before)
    expect(row('default:1003').querySelector('[data-field="equity"]')).toBe(equity)
    expect(equity).toHaveTextContent(/^1,000\.00$/)
    // The same status once more (a pass that found nothing new): nothing renders.
    setStatus(statusOf({ 'default:1003': Date.UTC(2026, 10, 24, 12, 5, 0) }))
    expect(renders()).toEqual(before)
  })
})
