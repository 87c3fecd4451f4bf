// Odd or hostile server data reaching the summary bar still reads as something: a very long account code, a status
// the app does not know, figures that are not numbers or are huge, no accounts at all.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import { layOutSummaryBar, mountSummary, summarySession, watchStatus } from './summary-fixture'
import { fakeWindowApiEachTest } from '@test-support/fake-window-api'

const LONG = `default:${'9'.repeat(192)}`

fakeWindowApiEachTest()

/** Figures of an account as an odd server sends them: not numbers, an exponent, a field left out. */
const odd = (account: string) =>
  ({
    account,
    balance: 'NaN',
    equity: '1e400',
    maintenanceMargin: '100',
    openPositionsCount: 0,
    openOrdersCount: 0,
  }) as unknown as AccountMetrics

function mount(codes: string[], metrics: AccountMetrics[], status: string | undefined) {
  const session = summarySession(codes, status === undefined ? {} : { status })
  return mountSummary({ session, metrics, status: watchStatus(codes) }).bar()
}

layOutSummaryBar()

describe('summary bar: odd server data', () => {
  it('a 200-character account code, an unknown status and figures that are not numbers or are huge', () => {
    const bar = mount(
      [LONG],
      [
        {
          account: LONG,
          balance: 'NaN',
          equity: '1e400',
          maintenanceMargin: '123456789012345678901234567890.5',
          openPositionsCount: 0,
          openOrdersCount: 0,
        } as unknown as AccountMetrics,
      ],
      'SUSPENDED BY <REGULATOR>',
    )
    const header = screen.getByRole('rowheader')
    expect(header).toHaveTextContent(LONG)
    // A status the app has no words for is still shown, in the server's words.
    expect(screen.getByTestId('account-status')).toHaveTextContent(/^suspended by <regulator>$/)
    expect(screen.getByTestId('account-status').className).toBe('tag tag--suspended-by-regulator-')
    const balance = bar.querySelector('[data-field="balance"]')!.textContent ?? ''
    const equity = bar.querySelector('[data-field="equity"]')!.textContent ?? ''
    const margin = bar.querySelector('[data-field="margin"]')!.textContent ?? ''
    // Not a decimal the app can read (NaN, an exponent): no figure, as for one the server left out; a huge one
    // in full.
    expect(balance).toBe('—')
    expect(equity).toBe('—')
    expect(margin).toMatch(/^123,456,789,012,345,678,901,234,567,890\.50$/)
    expect(bar.querySelector('td.live-cell')).toHaveTextContent(/^● Live · push$/)
  })

  it('a code longer than the column is cut, whole in its tooltip and taking the focus; a usual one is neither', () => {
    mount([LONG, 'default:1001'], [odd(LONG), odd('default:1001')], undefined)
    const [long, usual] = screen
      .getAllByRole('rowheader')
      .map((th) => th.querySelector<HTMLElement>('.summary-bar__code'))
    expect(long).toHaveTextContent(LONG)
    expect(long).toHaveAttribute('title', LONG)
    expect(long).toHaveAttribute('tabindex', '0')
    long!.focus()
    expect(long).toHaveFocus()
    expect(usual).toHaveTextContent(/^default:1001$/)
    expect(usual).not.toHaveAttribute('tabindex')
    expect(usual).not.toHaveAttribute('title')
  })

  it('a "—" says why: a figure the server sent that is not a number, or one it did not send', () => {
    const bar = mount(['default:1001'], [odd('default:1001')], undefined)
    const cell = (field: string) => bar.querySelector<HTMLElement>(`[data-field="${field}"]`)!
    expect(within(cell('equity')).getByRole('img')).toHaveAccessibleName(
      'Equity: the server sent “1e400”, which is not a number the app can read, so no figure is shown.',
    )
    expect(within(cell('equity')).getByRole('img')).toHaveAttribute(
      'title',
      within(cell('equity')).getByRole('img').getAttribute('aria-label'),
    )
    expect(within(cell('balance')).getByRole('img')).toHaveAccessibleName(
      'Balance: the server sent “NaN”, which is not a number the app can read, so no figure is shown.',
    )
    expect(within(cell('marginFree')).getByRole('img')).toHaveAccessibleName(
      'Free margin: the server sent no figure for it.',
    )
  })

  it('an account the watch has said nothing of: its Live cell is "—" and its tooltip says so', () => {
    const session = summarySession(['default:1001'])
    const bar = mountSummary({ session, metrics: [odd('default:1001')], status: watchStatus([]) }).bar()
    const live = bar.querySelector<HTMLElement>('td.live-cell')!
    expect(live).toHaveTextContent('—')
    expect(live).toHaveAttribute('title', 'No word yet from the account watch about this account')
  })

  it('no accounts: says there are no figures, not a blank bar', () => {
    const bar = mount([], [], undefined)
    expect(bar).toHaveTextContent(/No metrics|no figures|No account/i)
  })
})
