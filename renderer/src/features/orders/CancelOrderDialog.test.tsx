// The cancel dialog against a scripted desk: the If-Match it sends, and what a 412 or a lost answer leads to
// (a re-read that says what happened; nothing sent again without a click).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppError, Result } from '@shared/ipc/result'
import { fakeDesk, type FakeDesk } from '@test-support/fake-desk'
import { ifThen, ocoPair, order } from '@test-support/order-fixtures'
import type { Order } from '@shared/api/records'
import { SessionContext, type SessionValue } from '../../app/session'
import { CancelOrderDialog } from './CancelOrderDialog'

interface CancelCall {
  orderCode: string
  ifMatch: string
  audit?: { attempt?: string }
}

const subject = order({ orderId: 100, version: 100, type: 'LIMIT', price: 1.0795, quantity: 20000 })
let desk: FakeDesk
let cancels: CancelCall[]
let answers: ((call: CancelCall) => Result<object>)[]
const closed = vi.fn()
// The dialog says whether the order's market is open: it reads the connection's profile and zone.
const session = { session: { profileId: 'p1' }, accounts: [], accountCodes: [], zone: 'UTC' } as unknown as SessionValue

beforeEach(() => {
  desk = fakeDesk([subject])
  cancels = []
  answers = []
  closed.mockReset()
  const api = desk.api as unknown as { orders: Record<string, unknown> }
  api.orders.cancel = async (call: CancelCall) => {
    cancels.push(call)
    return answers.shift()?.(call) ?? { ok: true, value: {} }
  }
  desk.install()
})

const fail = (error: AppError) => () => ({ ok: false as const, error })

function open(o: Order = subject) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <CancelOrderDialog order={o} onClose={closed} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  )
}

const cancelButton = () => screen.findByRole('button', { name: 'Cancel order' })

describe('cancel dialog', () => {
  it('sends with the ETag of its own read and closes saying what was cancelled', async () => {
    open()
    fireEvent.click(await cancelButton())
    await waitFor(() => expect(closed).toHaveBeenCalledWith('Order 100 cancelled.'))
    expect(cancels).toEqual([expect.objectContaining({ ifMatch: '"100"', audit: { attempt: 'send' } })])
  })

  it('after a 412 reads again, says why, and sends again only on the second click', async () => {
    answers.push(fail({ kind: 'precondition-failed', httpStatus: 412, message: 'x' }))
    open()
    fireEvent.click(await cancelButton())
    desk.touch()
    expect(await screen.findByTestId('cancel-review')).toHaveTextContent(
      /refused the cancel because the account changed.*Nothing was cancelled; cancel it now\?/,
    )
    expect(cancels).toHaveLength(1)
    fireEvent.click(await cancelButton())
    await waitFor(() => expect(closed).toHaveBeenCalledWith('Order 100 cancelled.'))
    expect(cancels[1]).toMatchObject({ ifMatch: '"101"', audit: { attempt: 'send-again' } })
  })

  it('after a lost answer says the order is gone instead of offering to cancel again', async () => {
    answers.push(() => {
      desk.finish(100, 'CANCELED')
      return { ok: false, error: { kind: 'network', message: 'Cut.', outcomeUnknown: true } }
    })
    open()
    fireEvent.click(await cancelButton())
    expect(await screen.findByTestId('cancel-review')).toHaveTextContent(
      /answer to the cancel was lost.*no longer working/,
    )
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
    expect(cancels).toHaveLength(1)
  })
})

describe('cancel dialog: one order of a group', () => {
  let groupCancels: { orderCodes: string[] }[]
  function install(orders: Order[]) {
    desk = fakeDesk(orders)
    groupCancels = []
    const api = desk.api as unknown as { orders: Record<string, unknown> }
    api.orders.cancel = async (call: CancelCall) => {
      cancels.push(call)
      return { ok: true, value: {} }
    }
    api.orders.cancelGroup = async (call: { orderCodes: string[] }) => {
      groupCancels.push(call)
      return { ok: true, value: {} }
    }
    desk.install()
  }

  it('a stop-loss (THEN) is cancelled alone on request; the entry and the take-profit stay', async () => {
    const [parent, tp, sl] = ifThen()
    install([parent, tp, sl])
    open(sl)
    const alone = await screen.findByRole('button', { name: 'Cancel this stop-loss only' })
    expect(screen.getByRole('button', { name: 'Cancel all 3 orders' })).toBeInTheDocument()
    expect(screen.getByTestId('cancel-dialog')).toHaveTextContent('the entry and the take-profit stay')
    fireEvent.click(alone)
    await waitFor(() => expect(closed).toHaveBeenCalledWith(`Order ${sl.orderId} cancelled.`))
    expect(cancels).toEqual([expect.objectContaining({ orderCode: sl.clientOrderId })])
    expect(groupCancels).toEqual([])
  })

  it('the entry (IF) and one of an OCO pair say why the whole group goes', async () => {
    const [parent, tp, sl] = ifThen()
    install([parent, tp, sl])
    open(parent)
    await screen.findByRole('button', { name: 'Cancel all 3 orders' })
    expect(screen.queryByRole('button', { name: /only$/ })).toBeNull()
    expect(screen.getByTestId('cancel-dialog')).toHaveTextContent(
      'cancelled alone, the entry would leave its take-profit and stop-loss behind without a size',
    )
  })

  it('one order of an OCO pair: both go, and the dialog says that is what OCO means', async () => {
    const [x, y] = ocoPair()
    install([x, y])
    open(x)
    await screen.findByRole('button', { name: 'Cancel both orders' })
    expect(screen.getByTestId('cancel-dialog')).toHaveTextContent('when one order of an OCO pair ends')
  })
})
