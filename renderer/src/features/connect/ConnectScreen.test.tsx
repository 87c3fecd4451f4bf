// The connect screen: the password prompt, in the frame it appears (what is typed straight after "Connect" goes
// in), and the progress line while a connection is made.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakeWindowApi } from '@test-support/fake-window-api'
import type { ChannelOutput } from '@shared/ipc/contract'
import { ProfileViewSchema } from '@shared/ipc/profiles'
import { queryKeys } from '../../api/query-keys'
import { ThemeProvider } from '../../app/theme'
import { ConnectScreen } from './ConnectScreen'

const broker = ProfileViewSchema.parse({
  id: 'p1',
  name: 'Broker',
  kind: 'trader',
  baseUrl: 'https://broker.example.com/dxsca-web',
  authScheme: 'session',
  username: 'alex',
  domain: 'default',
  defaultAccounts: [],
  timeZone: 'UTC',
  colour: 'blue',
  readOnly: false,
  reviewBeforeSend: true,
  liveCadenceSeconds: 5,
  notifyKinds: [],
  builtIn: false,
  passwordSaved: false,
})

/** The built-in Demo profile as main lists it: no URL of its own (the local server's is chosen when it starts). */
const demo = ProfileViewSchema.parse({
  ...broker,
  id: 'demo-trader',
  name: 'Demo trader',
  baseUrl: '',
  username: 'trader',
  builtIn: true,
})

function mount() {
  const client = new QueryClient()
  const list: ChannelOutput<'profiles.list'> = { profiles: [broker, demo] }
  const info: ChannelOutput<'app.info'> = {
    name: 'DX Desk',
    version: '1.0.0',
    platform: 'linux',
    secrets: { backend: 'unavailable', canRemember: false },
  }
  client.setQueryData(queryKeys.profiles, list)
  client.setQueryData(queryKeys.appInfo, info)
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ConnectScreen onConnected={() => undefined} />
      </ThemeProvider>
    </QueryClientProvider>,
  )
}

describe('connect screen: password prompt', () => {
  it('has the keyboard before the next frame, so a password typed right after Connect goes into it', async () => {
    mount()
    // Plain DOM events, outside act(): as in the app, effects the renderer defers to the next frame have not run.
    screen
      .getByRole('button', { name: 'Connect with Broker' })
      .dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await Promise.resolve()
    await Promise.resolve()
    expect(document.activeElement).toBe(screen.getByLabelText('Password for alex@default'))
  })
})

describe('connect screen: progress', () => {
  it('names the built-in local server while the Demo connects, not an empty address', async () => {
    const api = installFakeWindowApi({ session: { connect: () => new Promise(() => undefined) } })
    try {
      mount()
      fireEvent.click(screen.getByRole('button', { name: 'Connect with Demo trader' }))
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Connecting to the built-in local server as trader@default…',
      )
    } finally {
      api.remove()
    }
  })
})
