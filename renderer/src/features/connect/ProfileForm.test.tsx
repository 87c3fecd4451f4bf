// The profile form on the shared schema: thresholds shown with their defaults, the message on the field that
// is wrong, focus on the first of them, what is saved, and a save main refuses keeping what was typed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Result } from '@shared/ipc/result'
import type { ProfileView } from '@shared/ipc/profiles'
import { ProfileForm } from './ProfileForm'

afterEach(() => {
  delete (window as { api?: unknown }).api
})

/** main's profiles.save, answering what the test says. */
function installSave(answer: Result<unknown>) {
  const save = vi.fn(async (_input: unknown) => answer)
  Object.defineProperty(window, 'api', { value: { profiles: { save } }, configurable: true, writable: true })
  return save
}

function open(onSaved = () => undefined) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm
        profile={undefined}
        canRememberPassword={false}
        rememberReason={undefined}
        onSaved={onSaved}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  )
}
const farField = () => screen.getByLabelText(/^Warn when a price is further from the market/)
const sizeField = () => screen.getByLabelText(/^Warn when a size is above the account/)
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const saveButton = () => screen.getByRole('button', { name: 'Save profile' })

function fillValid() {
  type('Profile name', 'Alex')
  type('Server address', 'https://broker.example.com/dxsca-web')
  type('Login', 'alex')
}

describe('profile form: sanity thresholds', () => {
  it('starts at 5 % and 5×', () => {
    open()
    expect(farField()).toHaveValue(5)
    expect(sizeField()).toHaveValue(5)
  })

  it('names the field that is out of bounds, and an empty one, on save', async () => {
    open()
    fireEvent.change(farField(), { target: { value: '0' } })
    fireEvent.change(sizeField(), { target: { value: '' } })
    fireEvent.click(saveButton())
    await waitFor(() => expect(farField()).toHaveAttribute('aria-invalid', 'true'))
    expect(farField()).toHaveAccessibleDescription(
      /“Warn when a price is further from the market than \(%\)” takes at least 0\.1\./,
    )
    expect(sizeField()).toHaveAttribute('aria-invalid', 'true')
    expect(sizeField()).toHaveAccessibleDescription(
      /“Warn when a size is above the account’s usual by \(×\)” takes a number\./,
    )
  })
})

describe('profile form: notifications', () => {
  it('starts a new profile with margin call and liquidation ticked, fills unticked', () => {
    open()
    const notifications = screen.getByRole('group', { name: 'System notifications for' })
    expect(within(notifications).getByRole('checkbox', { name: 'Margin call' })).toBeChecked()
    expect(within(notifications).getByRole('checkbox', { name: 'Liquidation' })).toBeChecked()
    expect(within(notifications).getByRole('checkbox', { name: 'Filled' })).not.toBeChecked()
  })
})

describe('profile form: checks and saving', () => {
  it('marks a field on blur without its message, shows messages on save and moves focus to the first', async () => {
    const save = installSave({ ok: true, value: {} })
    open()
    fireEvent.blur(screen.getByLabelText('Profile name'))
    await waitFor(() => expect(screen.getByLabelText('Profile name')).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.queryByText('Give the profile a name.')).toBeNull()
    fireEvent.click(saveButton())
    expect(await screen.findByText('Give the profile a name.')).toBeInTheDocument()
    expect(screen.getByLabelText('Login')).toHaveAccessibleDescription(/Enter the login name \(without @domain\)\./)
    expect(screen.getByRole('alert')).toHaveTextContent('3 fields need attention before the profile can be saved.')
    expect(screen.getByLabelText('Profile name')).toHaveFocus()
    // Fixed while typing, once a save was tried.
    type('Profile name', 'Alex')
    await waitFor(() => expect(screen.getByLabelText('Profile name')).not.toHaveAttribute('aria-invalid'))
    expect(save).not.toHaveBeenCalled()
  })

  it('puts a bad account code’s message on the accounts box', async () => {
    installSave({ ok: true, value: {} })
    open()
    fillValid()
    type('Default accounts', 'default:1001, x')
    fireEvent.click(saveButton())
    await waitFor(() => expect(screen.getByLabelText('Default accounts')).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByLabelText('Default accounts')).toHaveAccessibleDescription(
      /^Account codes: “x” takes at least 3 characters\./,
    )
    expect(screen.getByLabelText('Default accounts')).toHaveFocus()
  })

  it.each([
    ['Server address', 'http://broker.example.com/dxsca-web', /^“Server address” must start with https:\/\/ \(plain/],
    ['Server address', 'https://ann:secret@broker.example.com', /^“Server address” must not carry a login/],
    ['Server address', 'broker', /^“Server address” is not a full address such as https:\/\/broker/],
    ['Display time zone', 'Mars/Olympus', /^“Display time zone” is not a time zone: use “local”, “UTC”/],
    ['Reporting currency', 'US dollars', /^“Reporting currency” is not a currency code such as USD\./],
    ['Profile name', 'x'.repeat(81), /^“Profile name” takes at most 80 characters\./],
    [
      /^Broker’s stop-out level/,
      '120',
      /^“Broker’s stop-out level \(%\)” must be below “Broker’s margin-call level \(%\)”\./,
    ],
    [
      /^Warn me at margin level/,
      '90',
      /^“Warn me at margin level \(%\)” must be above “Broker’s margin-call level \(%\)”\./,
    ],
    [
      /^Check accounts for changes every/,
      '2.5',
      /^“Check accounts for changes every \(seconds\)” takes a whole number\./,
    ],
  ])('words a refused %s (%s) from the catalogue, after the field’s label', async (label, value, words) => {
    installSave({ ok: true, value: {} })
    open()
    fillValid()
    type(label, value)
    fireEvent.click(saveButton())
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(words)
  })

  it('saves the profile the shared schema accepts: lists split, numbers as numbers, support read-only', async () => {
    const save = installSave({ ok: true, value: {} })
    const onSaved = vi.fn()
    open(onSaved)
    fillValid()
    type('Default accounts', 'default:1001; default:1002')
    type('Used by', 'support')
    expect(screen.getByLabelText('Open read-only')).toBeChecked()
    expect(screen.getByLabelText('Open read-only')).toBeDisabled()
    fireEvent.change(sizeField(), { target: { value: '7.5' } })
    fireEvent.click(screen.getByLabelText('Filled'))
    type('Password', 'secret')
    fireEvent.click(saveButton())
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(save).toHaveBeenCalledWith({
      profile: expect.objectContaining({
        name: 'Alex',
        kind: 'support',
        readOnly: true,
        defaultAccounts: ['default:1001', 'default:1002'],
        warnSizeTimesUsual: 7.5,
        liveCadenceSeconds: 3,
        notifyKinds: ['filled', 'margin-call', 'liquidation'],
      }),
      password: 'secret',
    })
  })

  it('keeps what was typed when main refuses the save, and says why', async () => {
    installSave({ ok: false, error: { kind: 'internal', message: 'profiles.json could not be written' } })
    const onSaved = vi.fn()
    open(onSaved)
    fillValid()
    type('Default accounts', 'default:1001')
    fireEvent.click(saveButton())
    // Once main's refusal is shown, the form can be saved again (not before: the save is still under way).
    await waitFor(() => expect(document.querySelector('.error-panel')).not.toBeNull())
    expect(screen.getByRole('button', { name: /Save profile/ })).toBeEnabled()
    expect(onSaved).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Profile name')).toHaveValue('Alex')
    expect(screen.getByLabelText('Server address')).toHaveValue('https://broker.example.com/dxsca-web')
    expect(screen.getByLabelText('Login')).toHaveValue('alex')
    expect(screen.getByLabelText('Default accounts')).toHaveValue('default:1001')
  })
})

describe('profile form: who uses the profile', () => {
  it('says, when an existing profile changes hands, that its saved password goes and the change is audited', () => {
    const existing: ProfileView = {
      id: 'client-desk',
      name: 'Client desk',
      kind: 'support',
      baseUrl: 'https://broker.example.com/dxsca-web',
      authScheme: 'session',
      username: 'support',
      domain: 'default',
      defaultAccounts: [],
      timeZone: 'UTC',
      colour: 'slate',
      readOnly: true,
      reviewBeforeSend: true,
      liveCadenceSeconds: 3,
      notifyKinds: [],
      sizeUnit: 'units',
      warnFarFromMarketPercent: 5,
      warnSizeTimesUsual: 5,
      builtIn: false,
      passwordSaved: true,
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm
          profile={existing}
          canRememberPassword
          rememberReason={undefined}
          onSaved={() => undefined}
          onCancel={() => undefined}
        />
      </QueryClientProvider>,
    )
    expect(screen.queryByText(/forgets its saved password/)).toBeNull()
    fireEvent.change(screen.getByLabelText(/^Used by/), { target: { value: 'trader' } })
    expect(screen.getByText(/forgets its saved password/)).toBeInTheDocument()
    expect(screen.getByText(/recorded in the audit log/)).toBeInTheDocument()
  })
})
