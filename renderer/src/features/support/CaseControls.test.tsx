// The open case in the banner says something readable even when what it holds is empty: a case record with no
// reference or no reason (an older record, a hand-edited file) still names itself, never "Case  · open for".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SessionContext, type SessionValue } from '../../app/session'
import { CaseControls } from './CaseControls'

afterEach(cleanup)

function mount(reference: string, reason: string) {
  const session = { session: { profileId: 'p1' }, accounts: [], accountCodes: [] } as unknown as SessionValue
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <CaseControls open={{ reference, reason, openedAt: Date.now() }} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  )
}

describe('case banner: an empty case', () => {
  it('an empty reference and reason are named as missing', () => {
    mount('', '  ')
    expect(screen.getByRole('timer')).toHaveTextContent(/^Case \(no reference\) · open for 0:0\d$/)
    expect(screen.getByText('(no reason given)')).toBeInTheDocument()
  })

  it('a reference of the longest allowed length is shown whole', () => {
    const reference = `CASE-${'7'.repeat(59)}`
    mount(reference, 'Client asked why an order did not fill')
    expect(screen.getByRole('timer')).toHaveTextContent(reference)
  })
})
