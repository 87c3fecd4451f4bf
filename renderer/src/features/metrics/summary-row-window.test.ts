// The summary bar keeps each column as wide as its widest cell among all accounts. A burst's watch statuses change
// every row's Live cell: those rows measure that cell alone, not their figures again.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import type { WatchAccountStatus } from '@shared/ipc/contract'
import type { SummaryRowFacts, SummaryRowProps } from './SummaryRow'
import { liveSource } from './summary-text'
import * as texts from './summary-row-text'
import { widestRows } from './summary-row-window'

vi.mock('./summary-row-text', async (original) => {
  const real = await original<typeof texts>()
  return { ...real, summaryRowTexts: vi.fn(real.summaryRowTexts), liveText: vi.fn(real.liveText) }
})
const figuresWorded = vi.mocked(texts.summaryRowTexts)
const liveWorded = vi.mocked(texts.liveText)

const codes = Array.from({ length: 200 }, (_, i) => `default:${5001 + i}`)
const shared: Omit<SummaryRowProps, keyof SummaryRowFacts> = {
  zone: 'UTC',
  levels: { marginCallPercent: 100, stopOutPercent: 50, warnMarginPercent: 150 },
  reference: new Map(),
  via: liveSource('push', 3000),
}
const metrics = codes.map(
  (account) =>
    ({
      account,
      balance: '10000',
      equity: '10000',
      maintenanceMargin: '0',
      openPositionsCount: 0,
      openOrdersCount: 1,
    }) as unknown as AccountMetrics,
)
const row = (m: AccountMetrics, live: WatchAccountStatus): SummaryRowFacts => ({
  metrics: m,
  currency: 'USD',
  client: undefined,
  restricted: undefined,
  estimate: undefined,
  figuresTime: undefined,
  exposure: undefined,
  live,
})
const watching = (account: string, checkedAt: number): WatchAccountStatus =>
  ({ account, state: 'watching', checkedAt }) as WatchAccountStatus
/** An account whose reads fail: its Live cell names the failure, longer than any watched cell's words. */
const failing = (account: string, checkedAt: number): WatchAccountStatus =>
  ({
    account,
    state: 'failing',
    checkedAt,
    error: { kind: 'network', message: 'The server could not be reached.' },
  }) as WatchAccountStatus

beforeEach(() => {
  figuresWorded.mockClear()
  liveWorded.mockClear()
})

describe('the widest row of each summary column', () => {
  it('words every row once, then only the Live cell of rows whose status alone moved', () => {
    widestRows(
      metrics.map((m) => row(m, watching(m.account, 1))),
      shared,
    )
    expect(figuresWorded).toHaveBeenCalledTimes(200)
    figuresWorded.mockClear()

    // A watch status after a burst: every account checked again; one account's reads fail (a longer Live cell).
    const widest = widestRows(
      metrics.map((m, i) => row(m, i === 150 ? failing(m.account, 2) : watching(m.account, 2))),
      shared,
    )
    expect(figuresWorded).not.toHaveBeenCalled()
    expect(widest.has(codes[150]!)).toBe(true)

    // A figure that moved is worded again, for that row alone.
    const richer = { ...metrics[7]!, balance: '987654321.5' } as AccountMetrics
    const after = widestRows(
      metrics.map((m, i) => (i === 7 ? row(richer, watching(m.account, 2)) : row(m, watching(m.account, 2)))),
      shared,
    )
    expect(figuresWorded).toHaveBeenCalledTimes(1)
    expect(after.has(codes[7]!)).toBe(true)
  })

  it('words no Live cell again when a status moves only the last-read times', () => {
    const accounts = metrics.map((m) => ({ ...m }) as AccountMetrics)
    widestRows(
      accounts.map((m) => row(m, watching(m.account, 1))),
      shared,
    )
    figuresWorded.mockClear()
    liveWorded.mockClear()
    // Every account read again, all still watched: the cells say "● Live · push" as before.
    widestRows(
      accounts.map((m) => row(m, watching(m.account, 2))),
      shared,
    )
    expect(figuresWorded).not.toHaveBeenCalled()
    expect(liveWorded).not.toHaveBeenCalled()
    // One account stops being read: its cell alone is worded again, and it is now the widest.
    const widest = widestRows(
      accounts.map((m, i) => row(m, i === 3 ? failing(m.account, 3) : watching(m.account, 3))),
      shared,
    )
    expect(liveWorded).toHaveBeenCalledTimes(1)
    expect(widest.has(accounts[3]!.account)).toBe(true)
  })
})
