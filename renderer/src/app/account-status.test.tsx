// The workspace reads every account's status once, for the summary bar, the order rows and the edit dialog alike:
// those render on every change of an account, and none of their renders sets the 200 reads again. Many clients'
// statuses asked at once (the first read, a burst of changes) come from one list of users, not a read per owner.
import { QueriesObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, fakeWindowApiEachTest } from '@test-support/fake-window-api'
import { AccountStatusesProvider, useAccountStatuses } from './account-status'
import { SessionContext, type SessionValue } from './session'

const clients = (n: number) => Array.from({ length: n }, (_, i) => `default:${5001 + i}`)
const CLIENTS = clients(5)
/** A support connection on these clients' accounts (client N owns default:500N); client 3's is close-only now. */
const sessionOn = (accounts: string[]) =>
  ({
    session: { profileId: 'p1', username: 'support', user: { accounts: [] } },
    accounts: accounts.map((account, i) => ({ account, owner: `client${i + 1}`, accountStatus: 'FULL_TRADING' })),
    accountCodes: accounts,
    zone: 'UTC',
    delegated: true,
  }) as unknown as SessionValue
const session = sessionOn(CLIENTS)
const statusOfClient = (n: number) => (n === 3 ? 'CLOSE_ONLY' : 'FULL_TRADING')
const record = (n: number) => ({
  username: `client${n}`,
  accounts: [{ account: `default:${5000 + n}`, accountStatus: statusOfClient(n) }],
})

afterEach(() => vi.restoreAllMocks())

/** The owners whose user record was read, each time one was; the pages of the users' list read. */
let asked: string[] = []
let listed: number[] = []
/** How many clients the users' list holds (client 1 to N). */
let listHolds = 0
beforeEach(() => {
  asked = []
  listed = []
  listHolds = 0
})
fakeWindowApiEachTest({
  users: {
    get: (input: { username: string }) => {
      asked.push(input.username)
      return answer({ data: record(Number(input.username.replace('client', ''))) })
    },
    list: (input: { params: { 'start-from'?: number } }) => {
      const from = input.params['start-from'] ?? 0
      listed.push(from)
      const users = Array.from({ length: listHolds }, (_, i) => record(i + 1))
      return answer({ data: users.slice(from) })
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

  it('of many clients asked at once come from the list of users, each then and after a change of them all', async () => {
    const many = clients(24)
    listHolds = 22
    const queryClient = new QueryClient()
    render(
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={sessionOn(many)}>
          <AccountStatusesProvider>
            {many.map((account) => (
              <Consumer key={account} account={account} renders={0} />
            ))}
          </AccountStatusesProvider>
        </SessionContext.Provider>
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('default:5003')).toHaveTextContent('CLOSE_ONLY'))
    await waitFor(() => expect(asked).toHaveLength(2))
    // One walk of the list (its page, then the empty one that says it was the last); the two clients the list
    // does not hold are read from their own records.
    expect(listed).toEqual([0, 22])
    expect(asked.sort()).toEqual(['client23', 'client24'])

    listHolds = 24
    listed = []
    asked = []
    await queryClient.invalidateQueries({ queryKey: ['dx', 'p1', 'account.status'] })
    await waitFor(() => expect(listed).toEqual([0, 24]))
    expect(asked).toEqual([])
  })
})
