// An unbalanced reconciliation as a person reads it: the difference to the cent, the sentence that explains it, and
// the records behind it in the display zone, each saying whether it falls inside the period.
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Reconciliation } from '@shared/domain/account-ledger'
import { FormatContextProvider } from '../../components/DataTable/format-context'
import { ReconciliationPanel } from './ReconciliationPanel'

afterEach(cleanup)

const record = { type: 'COMMISSION', orderCode: '100237' }
const UNBALANCED: Reconciliation = {
  currency: 'USD',
  period: { from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 10, 30) },
  opening: '0',
  byReason: [{ type: 'DEPOSIT', total: '100', count: 1 }],
  realised: '0',
  commissions: '0',
  orderCommissions: '0',
  otherFees: '0',
  financing: '0',
  deposits: '100',
  other: '0',
  movement: '100',
  closing: '100',
  reportedClosing: '87.66',
  reportedNow: '87.66',
  difference: '-12.34',
  balanced: false,
  unlisted: [
    { ...record, transactionCode: '70798', time: '2026-11-20T08:30:00.000Z', value: '-10' },
    { ...record, transactionCode: '70799', time: '2026-12-01T09:00:00.000Z', value: '-2.34' },
  ].map((r) => ({ ...r, inPeriod: r.time < '2026-12' })),
  explained: '-12.34',
  unexplained: '0',
}

describe('reconciliation panel', () => {
  it('states the difference and lists the records that explain it, in the display zone and the period', () => {
    render(
      <FormatContextProvider.Provider value={{ zone: 'Europe/Berlin', precisionOf: () => undefined }}>
        <ReconciliationPanel reconciliation={UNBALANCED} onExport={() => undefined} />
      </FormatContextProvider.Provider>,
    )
    expect(screen.getByTestId('reconciliation-difference').textContent).toBe('\u221212.34')
    expect(screen.getByRole('alert').textContent).toContain('differ by \u221212.34 USD')
    const rows = within(screen.getByTestId('reconciliation-records')).getAllByRole('row').slice(1)
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    )
    expect(cells).toEqual([
      ['2026-11-20 09:30:00.000', 'Commission', '\u221210.00', '100237', '70798', 'Yes'],
      ['2026-12-01 10:00:00.000', 'Commission', '\u22122.34', '100237', '70799', 'No'],
    ])
  })
})
