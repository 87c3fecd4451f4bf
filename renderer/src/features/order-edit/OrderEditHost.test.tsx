// After an applied change the host refreshes the tables of the edited account, not every read of the profile:
// reading every account, the instrument lists, quotes and the user record again would cost a save a read of each,
// while the live watch's `account.changed` for the same write reads the account again anyway.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT, order } from '@test-support/order-fixtures'
import { fakeDesk } from '@test-support/fake-desk'
import { queryKeys } from '../../api/query-keys'
import { useOrderEdit } from '../../app/order-edit'
import { SessionContext, type SessionValue } from '../../app/session'
import { OrderEditHost } from './OrderEditHost'

const subject = order({ orderId: 100, version: 100, type: 'LIMIT', price: 1.0795, quantity: 20000 })
const OTHER = 'default:1002'

const session = {
  session: { profileId: 'p1', kind: 'trader', user: { fullName: 'Trader One', accounts: [{ account: ACCOUNT }] } },
  profile: undefined,
  accounts: [{ account: ACCOUNT }, { account: OTHER }],
  accountCodes: [ACCOUNT, OTHER],
  zone: 'UTC',
  readOnly: false,
} as unknown as SessionValue

function EditButton() {
  const { onEditOrder } = useOrderEdit()
  return (
    <button type="button" onClick={() => onEditOrder?.(subject, `"${subject.version}"`)}>
      Edit order 100
    </button>
  )
}

beforeEach(() => fakeDesk([subject]).install())

describe('order-edit host', () => {
  it("refreshes only the edited account's reads after a change is applied", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const keys = {
      ordersEdited: queryKeys.accountRead({ profileId: 'p1', accounts: [ACCOUNT] }, 'orders.open', {}),
      positionsBoth: queryKeys.accountRead({ profileId: 'p1', accounts: [ACCOUNT, OTHER] }, 'positions.list', {}),
      ordersOther: queryKeys.accountRead({ profileId: 'p1', accounts: [OTHER] }, 'orders.open', {}),
      instruments: queryKeys.instruments('p1', OTHER, {}),
      me: queryKeys.me('p1'),
    }
    for (const key of Object.values(keys)) client.setQueryData(key, 1)
    render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>
          <OrderEditHost>
            <EditButton />
          </OrderEditHost>
        </SessionContext.Provider>
      </QueryClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Edit order 100' }))
    // The dialog's code loads on first use: on a busy machine that takes a while.
    const price = await screen.findByLabelText(/^Limit price/, {}, { timeout: 15_000 })
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(/read \d\d:\d\d:\d\d/))
    fireEvent.change(price, { target: { value: '1.0781' } })
    fireEvent.click(screen.getByRole('button', { name: /Review changes/ }))
    fireEvent.click(screen.getByRole('button', { name: /^Send change$/ }))
    expect(await screen.findByTestId('order-edit-toast')).toHaveTextContent('Order 100 changed')

    const invalidated = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
    expect(invalidated.sort()).toEqual(['ordersEdited', 'positionsBoth'])
  })
})
