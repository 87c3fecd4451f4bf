// The dialog against a scripted desk (fake-desk.ts): every result path of a send, the watch, review and the
// close confirmation. Playwright covers the same against the real sandbox; these run in milliseconds.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { invalidateAccount } from '../../app/live'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '@shared/api/records'
import { EURUSD, order } from '@test-support/order-fixtures'
import { fakeDesk, type FakeDesk } from '@test-support/fake-desk'
import { OrderEditDialog } from './OrderEditDialog'

let desk: FakeDesk
let subject: Order
const saved = vi.fn()
const closed = vi.fn()
const pending = vi.fn()

let client: QueryClient

/** What main's account watch sends when the account changed: every read of it, the dialog's too, is read again. */
const accountChanged = () => act(() => void invalidateAccount(client, 'p', subject.account))

function open(review = false, o: Order = subject, accountStatus?: string, sizeUnit?: 'units' | 'lots') {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <OrderEditDialog
        order={o}
        etag={`"${o.version}"`}
        profileId="p"
        zone="UTC"
        owner="your account (Trader One)"
        support={false}
        review={review}
        accountStatus={accountStatus}
        sizeUnit={sizeUnit}
        onClose={closed}
        onPending={pending}
        onSaved={saved}
        onRefreshTables={() => undefined}
      />
    </QueryClientProvider>,
  )
}

const dialog = () => screen.getByRole('dialog')
const field = (name: RegExp) => screen.getByLabelText(name)
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } })
const click = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }))
/** The first watch read fixes the ETag to this account's: wait for it before acting like a person would. */
const ready = () => waitFor(() => expect(desk.reads).toBeGreaterThan(0))

beforeEach(() => {
  subject = order({ orderId: 100, version: 100, type: 'LIMIT', price: 1.0795, quantity: 20000 })
  desk = fakeDesk([subject])
  desk.install()
  saved.mockReset()
  closed.mockReset()
  pending.mockReset()
})

describe('order-edit dialog', () => {
  it('shows version, read time, account; fixed fields with reasons; only the type’s price', async () => {
    open()
    await ready()
    expect(screen.getByRole('heading', { name: /Edit order 100 · LIMIT BUY EUR\/USD/ })).toBeInTheDocument()
    expect(dialog()).toHaveTextContent(/read \d\d:\d\d:\d\d/)
    // Versions and ETags are for whoever asks: inside a closed disclosure, not in the sentence.
    expect(screen.getByText('Versions').closest('details')).not.toHaveAttribute('open')
    expect(screen.getByText('Versions').closest('details')).toHaveTextContent('editing version 100 · ETag "100"')
    expect(dialog()).toHaveTextContent('your account (Trader One)')
    expect(field(/^Limit price/)).toHaveValue('1.0795')
    expect(screen.queryByLabelText(/^Stop price/)).toBeNull()
    expect(field(/^Expiry date/)).toHaveTextContent('—')
    expect(dialog()).toHaveTextContent('Only a GTD (good-till-date) order has an expiry.')
    expect(dialog()).toHaveTextContent('the server refuses a different instrument, type, side or position (409)')
  })

  it('states the size rules in the profile’s unit, figures grouped as in the tables', async () => {
    open(false, subject, undefined, 'lots')
    await ready()
    await waitFor(() =>
      expect(dialog()).toHaveTextContent(
        'Min 0.01 lots, step 0.01 lots, max 50 lots; the field takes units (100,000 a lot).',
      ),
    )
    cleanup()
    open(false, subject, undefined, 'units')
    await ready()
    await waitFor(() =>
      expect(dialog()).toHaveTextContent('Min 1,000 units, step 1,000 units, max 5,000,000 units (50 lots).'),
    )
  })

  it('names its close button apart from “Cancel order…”', async () => {
    open(false, subject)
    await ready()
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('says the account only allows closing before anything is typed', async () => {
    open(false, subject, 'CLOSE_ONLY')
    await ready()
    expect(screen.getByTestId('account-status')).toHaveTextContent(
      'only allows closing positions: only orders that close a position can be changed',
    )
    expect(screen.getAllByText(/only allows closing positions/)).toHaveLength(1)
  })

  it('validates live, names rule and limit; Save stays enabled and says what is missing', async () => {
    open()
    await ready()
    const save = screen.getByRole('button', { name: 'Save changes' })
    expect(save).toBeEnabled()
    expect(dialog()).toHaveTextContent('Nothing changed yet')
    type(/^Limit price/, '1.078125')
    expect(dialog()).toHaveTextContent('Price grid')
    expect(dialog()).toHaveTextContent('not a multiple of the price increment 0.00001')
    fireEvent.click(save)
    expect(desk.modifies).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Send anyway' })).toBeInTheDocument()
    type(/^Limit price/, '1.0781')
    expect(dialog()).toHaveTextContent('Ready to send')
  })

  it('review old → new, then sends the whole request with If-Match and which step sent it', async () => {
    open(true)
    await ready()
    type(/^Limit price/, '1.0781')
    click(/Review changes/)
    const review = screen.getByTestId('review-step')
    expect(within(review).getByRole('row', { name: /Limit price 1.0795 1.0781/ })).toBeInTheDocument()
    click(/^Send change$/)
    await waitFor(() => expect(saved).toHaveBeenCalled())
    expect(desk.modifies[0]).toMatchObject({
      ifMatch: '"100"',
      request: { orderCode: subject.clientOrderId, limitPrice: '1.0781', quantity: '20000' },
      audit: { attempt: 'send' },
    })
    expect(desk.modifies[0]?.request).not.toHaveProperty('type')
    expect(pending).toHaveBeenCalledWith(
      [subject.clientOrderId],
      expect.objectContaining({
        stage: 'sending',
        rows: [expect.objectContaining({ label: 'Limit price', from: '1.0795', to: '1.0781' })],
      }),
    )
    expect(pending).toHaveBeenLastCalledWith([subject.clientOrderId], null)
  })

  it('the review step says what the version check means without the header’s name or the raw ETag', async () => {
    open(true)
    await ready()
    type(/^Limit price/, '1.0781')
    click(/Review changes/)
    const review = screen.getByTestId('review-step')
    expect(review).not.toHaveTextContent('If-Match')
    expect(review).not.toHaveTextContent('"100"')
    expect(review).toHaveTextContent(/only if nothing on the account changed since you read it at \d\d:\d\d:\d\d/)
  })

  it('an unknown outcome keeps the order pending until a read says what happened', async () => {
    open()
    await ready()
    type(/^Limit price/, '1.0781')
    const read = desk.api.orders.open
    desk.applyThenCut()
    desk.api.orders.open = async () => ({ ok: false, error: { kind: 'network', message: 'Cut.' } }) as never
    click(/Save changes/)
    await screen.findByRole('button', { name: 'Read the order again' })
    expect(pending).toHaveBeenLastCalledWith([subject.clientOrderId], expect.objectContaining({ stage: 'unknown' }))
    desk.api.orders.open = read
    click(/Read the order again/)
    await waitFor(() => expect(pending).toHaveBeenLastCalledWith([subject.clientOrderId], null))
  })

  it('an account that turns CLOSE_ONLY while the edit is open: said at once, and nothing can be sent', async () => {
    const view = open(false, subject, 'FULL_TRADING')
    await ready()
    type(/^Limit price/, '1.0781')
    view.rerender(
      <QueryClientProvider client={client}>
        <OrderEditDialog
          order={subject}
          etag={`"${subject.version}"`}
          profileId="p"
          zone="UTC"
          owner="your account (Trader One)"
          support={false}
          review={false}
          accountStatus="CLOSE_ONLY"
          onClose={closed}
          onPending={pending}
          onSaved={saved}
          onRefreshTables={() => undefined}
        />
      </QueryClientProvider>,
    )
    expect(screen.getByTestId('account-status')).toHaveTextContent('This account now only allows closing')
    expect(screen.getAllByText(/This account now only allows closing/)).toHaveLength(1)
    expect(dialog()).not.toHaveTextContent('Ready to send')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
    expect(desk.modifies).toHaveLength(0)
  })

  it('412 with the order unchanged: "the account changed, your order did not" → one-click resend', async () => {
    open()
    await ready()
    type(/^Limit price/, '1.0781')
    act(() => desk.touch())
    click(/Save changes/)
    const panel = await screen.findByTestId('resend-panel')
    expect(panel).toHaveTextContent('The account changed, your order did not')
    expect(desk.modifies).toHaveLength(1)
    click(/Resend with the current version/)
    await waitFor(() => expect(saved).toHaveBeenCalled())
    expect(desk.modifies[1]).toMatchObject({ ifMatch: '"101"', audit: { attempt: 'resend' } })
  })

  it('412 with the order changed: three columns, apply mine keeps their untouched change', async () => {
    open()
    await ready()
    type(/^Limit price/, '1.0781')
    act(() => desk.change(100, { quantity: 30000 }))
    click(/Save changes/)
    const view = await screen.findByTestId('conflict-view')
    const headers = within(view)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual(['Order', 'Field', 'You started from', 'Your edit', 'On the server now'])
    expect(within(view).getByRole('row', { name: /Quantity 20000 20000 30000/ })).toBeInTheDocument()
    expect(within(view).getByRole('row', { name: /Limit price 1.0795 1.0781 1.0795/ })).toBeInTheDocument()
    click(/Apply my changes to the current order/)
    await waitFor(() => expect(saved).toHaveBeenCalled())
    expect(desk.modifies[1]).toMatchObject({
      ifMatch: '"101"',
      request: { quantity: '30000', limitPrice: '1.0781' },
      audit: { attempt: 'apply-mine' },
    })
  })

  it('409: the server’s description next to the field, input kept', async () => {
    open()
    await ready()
    type(/^Limit price/, '1.0781')
    desk.answerNext(() => ({
      ok: false,
      error: {
        kind: 'conflict',
        httpStatus: 409,
        dxCode: '203',
        message: 'x',
        description: 'limitPrice 1.0781 is too far from the market (limitPrice)',
      },
    }))
    click(/Save changes/)
    await waitFor(() => expect(dialog()).toHaveTextContent('Server 409 "203"'))
    expect(field(/^Limit price/)).toHaveValue('1.0781')
    expect(field(/^Limit price/)).toHaveAttribute('aria-invalid', 'true')
    expect(dialog()).toHaveTextContent('Limit price 1.0781 is too far from the market')
    // The server said no: the footer must not promise that the same change is ready to go.
    expect(dialog()).not.toHaveTextContent('Ready to send')
    expect(dialog()).toHaveTextContent('The server refused this change')
  })

  it('400 "33": detail shown, field marked', async () => {
    open()
    await ready()
    type(/^Time in force/, 'GTD')
    type(/^Expiry date/, '2099-01-01')
    desk.answerNext(() => ({
      ok: false,
      error: {
        kind: 'bad-request',
        httpStatus: 400,
        dxCode: '33',
        message: 'x',
        description: 'Incorrect request (expireDate: expireDate is too far away)',
      },
    }))
    click(/Save changes/)
    await waitFor(() => expect(field(/^Expiry date/)).toHaveAttribute('aria-invalid', 'true'))
    expect(dialog()).toHaveTextContent('Server 400 "33"')
  })

  it('404 "2" and 403 "99" are explained; nothing is resent', async () => {
    open()
    await ready()
    type(/^Quantity/, '21000')
    desk.answerNext(() => ({
      ok: false,
      error: { kind: 'conditional-required', httpStatus: 403, dxCode: '99', message: 'x' },
    }))
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    click(/Save changes/)
    await waitFor(() => expect(dialog()).toHaveTextContent('Nothing was changed'))
    expect(err).toHaveBeenCalled()
    err.mockRestore()
    desk.answerNext(() => ({ ok: false, error: { kind: 'not-found', httpStatus: 404, dxCode: '2', message: 'x' } }))
    click(/Save changes/)
    await waitFor(() => expect(dialog()).toHaveTextContent('not visible to you (or no longer exists)'))
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument()
    expect(desk.modifies).toHaveLength(2)
  })

  it('network failure: re-reads and says it was applied; never resends by itself', async () => {
    open()
    await ready()
    type(/^Limit price/, '1.0781')
    desk.applyThenCut()
    click(/Save changes/)
    await waitFor(() => expect(saved).toHaveBeenCalled())
    expect(saved.mock.calls[0]?.[0].message).toMatch(/Your change to order \d+ was applied/)
    expect(desk.modifies).toHaveLength(1)
  })

  it('unknown outcome: says "unknown — checking", then only what the re-read found', async () => {
    open()
    await ready()
    type(/^Limit price/, '1.0781')
    let release: () => void = () => undefined
    const held = new Promise<void>((r) => (release = r))
    const read = desk.api.orders.open
    desk.applyThenCut()
    click(/Save changes/)
    // Hold the re-read so the in-between state can be seen.
    desk.api.orders.open = async () => {
      await held
      return read()
    }
    expect(await screen.findByTestId('checking-note')).toBeInTheDocument()
    desk.api.orders.open = read
    release()
    await waitFor(() => expect(saved).toHaveBeenCalled())
    const message: string = saved.mock.calls[0]?.[0].message
    expect(message).toMatch(/^Your change to order \d+ was applied: the server has your values\.$/)
    expect(dialog()).not.toHaveTextContent('may or may not')
    expect(dialog()).not.toHaveTextContent('connection was cut')
  })

  it('network failure before it arrived: "not applied", sending again is the trader’s click', async () => {
    open()
    await ready()
    type(/^Limit price/, '1.0781')
    desk.answerNext(() => ({ ok: false, error: { kind: 'network', message: 'Cut.', outcomeUnknown: true } }))
    click(/Save changes/)
    const panel = await screen.findByTestId('outcome-panel')
    expect(panel).toHaveTextContent('Your change was not applied')
    expect(desk.modifies).toHaveLength(1)
    click(/^Send again$/)
    await waitFor(() => expect(saved).toHaveBeenCalled())
    expect(desk.modifies[1]).toMatchObject({ audit: { attempt: 'send-again' } })
  })

  it('watch: a fill while the dialog is open → notice, Save disabled', async () => {
    open()
    await ready()
    type(/^Limit price/, '1.0781')
    act(() => desk.finish(100, 'COMPLETED'))
    accountChanged()
    await waitFor(() => expect(dialog()).toHaveTextContent('This order can no longer be changed'), { timeout: 4000 })
    expect(dialog()).toHaveTextContent('Filled')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  })

  it('an order that ends while its dialog is open shows its final status and takes no input', async () => {
    open()
    await ready()
    const chip = () => screen.getByTitle(/^Status/)
    expect(chip()).toHaveTextContent('WORKING')
    act(() => desk.finish(100, 'CANCELED'))
    accountChanged()
    await waitFor(() => expect(chip()).toHaveTextContent('CANCELED'), { timeout: 4000 })
    expect(chip()).not.toHaveTextContent('WORKING')
    expect(field(/^Limit price/)).toBeDisabled()
    expect(field(/^Quantity/)).toBeDisabled()
  })

  it('watch: a change elsewhere while editing → inline notice before submitting', async () => {
    open()
    await ready()
    type(/^Quantity/, '25000')
    act(() => desk.change(100, { price: 1.0777 }))
    accountChanged()
    const notice = await screen.findByTestId('watch-notice', undefined, { timeout: 4000 })
    expect(notice).toHaveTextContent('limit price 1.0795 → 1.0777')
    fireEvent.click(within(notice).getByRole('button', { name: /Compare/ }))
    expect(screen.getByTestId('conflict-view')).toBeInTheDocument()
  })

  it('Esc closes at once when nothing changed, asks first when something did', async () => {
    open()
    await ready()
    fireEvent.keyDown(dialog(), { key: 'Escape' })
    expect(closed).toHaveBeenCalledTimes(1)
    type(/^Quantity/, '25000')
    fireEvent.keyDown(dialog(), { key: 'Escape' })
    expect(closed).toHaveBeenCalledTimes(1)
    expect(dialog()).toHaveTextContent('Discard your changes?')
    click(/^Discard changes$/)
    expect(closed).toHaveBeenCalledTimes(2)
  })

  it('Esc pressed before the next frame after typing still asks first', async () => {
    open()
    await ready()
    const input = field(/^Quantity/) as HTMLInputElement
    // Plain DOM events, outside act(): as in the app, effects the renderer defers to the next frame have not run.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '25000')
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await Promise.resolve()
    await Promise.resolve()
    dialog().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(closed).not.toHaveBeenCalled()
    await waitFor(() => expect(dialog()).toHaveTextContent('Discard your changes?'))
  })

  it('says while the tick is being read that ↑/↓ wait for it, then steps by it', async () => {
    let answer: () => void = () => undefined
    desk.api.instruments.reference = () =>
      new Promise((resolve) => {
        answer = () => resolve({ ok: true, value: { data: [EURUSD], notModified: false, fetchedAt: Date.now() } })
      })
    open()
    await ready()
    const price = field(/^Limit price/)
    expect(price).toHaveAccessibleDescription('Reading the instrument’s tick… ↑/↓ move the price once it is known')
    fireEvent.keyDown(price, { key: 'ArrowUp' })
    expect(price).toHaveValue('1.0795')
    act(() => answer())
    await waitFor(() => expect(price).toHaveAccessibleDescription('Tick 0.00001. ↑/↓ move one tick'))
    fireEvent.keyDown(price, { key: 'ArrowUp' })
    expect(price).toHaveValue('1.07951')
  })

  it('says when the tick and size rules could not be read, and the field still takes a typed price', async () => {
    const refused = async () => ({
      ok: false as const,
      error: { kind: 'network' as const, message: 'The server did not answer.' },
    })
    desk.api.instruments.reference = refused
    desk.api.instruments.bySymbol = refused
    open()
    await ready()
    await waitFor(() =>
      expect(field(/^Limit price/)).toHaveAccessibleDescription(
        'The instrument’s tick could not be read, so ↑/↓ cannot move the price. The server still checks it',
      ),
    )
    expect(field(/^Quantity/)).toHaveAccessibleDescription(
      'The instrument’s size rules could not be read. The server still checks the size. Units, not lots.',
    )
    type(/^Limit price/, '1.0801')
    expect(field(/^Limit price/)).toHaveValue('1.0801')
  })
})
