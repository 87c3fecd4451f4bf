// The workspace reads every account's status once, for the summary bar, the order rows and the edit dialog alike:
// those render on every change of an account, and none of their renders sets the 200 reads again.
import { QueriesObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, fakeWindowApiEachTest } from '@test-support/fake-window-api'
import { AccountStatusesProvider, useAccountStatuses } from './account-status'
import { SessionContext, type SessionValue } from './session'

const CLIENTS = Array.from({ length: 5 }, (_, i) => `default:${5001 + i}`)
/** A support connection on five clients' accounts; the third client's account is close-only now. */
const session = {
  session: { profileId: 'p1', username: 'support', user: { accounts: [] } },
  accounts: CLIENTS.map((account, i) => ({ account, owner: `client${i + 1}`, accountStatus: 'FULL_TRADING' })),
  accountCodes: CLIENTS,
  zone: 'UTC',
  delegated: true,
} as unknown as SessionValue

afterEach(() => vi.restoreAllMocks())

/** The owners whose user record was read, each time one was. */
let asked: string[] = []
beforeEach(() => {
  asked = []
})
fakeWindowApiEachTest({
  users: {
    get: (input: { username: string }) => {
      asked.push(input.username)
      const n = Number(input.username.replace('client', ''))
      const accountStatus = n === 3 ? 'CLOSE_ONLY' : 'FULL_TRADING'
      return answer({ data: { accounts: [{ account: `default:${5000 + n}`, accountStatus }] } })
    },
  },
})

function Consumer({ account, renders }: { account: string; renders: number }) {
  const statuses = useAccountStatuses()
  return (
    <p data-testid={account} data-renders={renders}>
      {statuses.statusOf(account)}
    </p>
  )
}

/** Three views of the statuses, rendered again as often as the test says (an account's change renders them). */
function Views() {
  const [renders, setRenders] = useState(0)
  return (
    <>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        render again
      </button>
      {CLIENTS.slice(0, 3).map((account) => (
        <Consumer key={account} account={account} renders={renders} />
      ))}
    </>
  )
}

describe('account statuses', () => {
  it("are read once per account under the workspace's provider, however often its views render", async () => {
    const setQueries = vi.spyOn(QueriesObserver.prototype, 'setQueries')
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={session}>
          <AccountStatusesProvider>
            <Views />
          </AccountStatusesProvider>
        </SessionContext.Provider>
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('default:5003')).toHaveTextContent('CLOSE_ONLY'))
    expect(screen.getByTestId('default:5001')).toHaveTextContent('FULL_TRADING')
    // The views' own hooks, idle under the provider, set no reads (an empty list).
    const readsSet = () => setQueries.mock.calls.filter(([queries]) => queries.length > 0).length
    const set = readsSet()
    for (let i = 0; i < 10; i++) fireEvent.click(screen.getByRole('button', { name: 'render again' }))
    await waitFor(() => expect(screen.getByTestId('default:5001')).toHaveAttribute('data-renders', '10'))
    expect(readsSet()).toBe(set)
    expect(asked.sort()).toEqual(CLIENTS.map((_, i) => `client${i + 1}`))
  })
})
