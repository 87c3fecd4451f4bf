// The summary bar re-renders on every watch status and pushed figure of any account; a row whose account did
// not change must not redo its work (its gauge, its Live cell), or a hundred accounts fill the frames a fill
// needs to reach the tables.
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import { riskLevelsOf } from '@shared/ipc/profile-settings'
import { liveSource } from './summary-text'
import { SummaryRow, type SummaryRowProps } from './SummaryRow'

const gaugeRenders = vi.hoisted(() => new Map<string, number>())
vi.mock('../risk/MarginGauge', () => ({
  MarginGauge: (p: { metrics: { account: string } }) => {
    gaugeRenders.set(p.metrics.account, (gaugeRenders.get(p.metrics.account) ?? 0) + 1)
    return null
  },
}))

const metricsOf = (account: string, equity: string) =>
  ({ account, equity, balance: '990', openPositionsCount: 0, openOrdersCount: 0 }) as unknown as AccountMetrics

/** The props the bar gives a row, made anew as the bar makes them on each of its renders. */
const propsOf = (metrics: AccountMetrics, checkedAt: number): SummaryRowProps => ({
  metrics,
  currency: 'USD',
  client: undefined,
  restricted: undefined,
  estimate: undefined,
  figuresAt: 1,
  zone: 'UTC',
  levels: riskLevelsOf({}),
  reference: REFERENCE,
  exposure: undefined,
  live: { account: metrics.account, state: 'watching', checkedAt },
  via: liveSource('push', 3_000),
})
const REFERENCE = new Map()

function Bar({ rows }: { rows: SummaryRowProps[] }) {
  return (
    <table>
      <tbody>
        {rows.map((r) => (
          <SummaryRow key={r.metrics.account} {...r} />
        ))}
      </tbody>
    </table>
  )
}

afterEach(() => {
  cleanup()
  gaugeRenders.clear()
})

describe('summary row', () => {
  it("renders again only the row whose account's figures or watch status changed", () => {
    const a = metricsOf('default:1001', '1000')
    const b = metricsOf('default:1002', '2000')
    const view = render(<Bar rows={[propsOf(a, 1), propsOf(b, 1)]} />)
    expect(Object.fromEntries(gaugeRenders)).toEqual({ 'default:1001': 1, 'default:1002': 1 })

    // New figures for 1001 only; 1002's props are remade but say the same.
    view.rerender(<Bar rows={[propsOf(metricsOf('default:1001', '1100'), 1), propsOf(b, 1)]} />)
    expect(Object.fromEntries(gaugeRenders)).toEqual({ 'default:1001': 2, 'default:1002': 1 })

    // The watch checked 1002 again: its Live cell has something new to say.
    view.rerender(<Bar rows={[propsOf(metricsOf('default:1001', '1100'), 1), propsOf(b, 2)]} />)
    expect(gaugeRenders.get('default:1002')).toBe(2)
    expect(view.container.querySelectorAll('tr')).toHaveLength(2)
  })
})
