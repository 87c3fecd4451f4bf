import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appInfoQuery, profilesQuery } from '../api/session'
import { prepareFirstScreen } from './first-screen'

// The screens' and views' code is not what this is about: each "loads" at once, and the first read answers.
vi.mock('./screens', () => {
  const screen = { load: () => Promise.resolve() }
  return { ConnectScreen: screen, AccountPicker: screen, Workspace: screen }
})
vi.mock('./views', () => ({
  startFirstRead: () => Promise.resolve(),
  VIEWS: new Proxy({}, { get: () => ({ load: () => Promise.resolve() }) }),
}))

const session = {
  profileId: 'demo-trader',
  profileName: 'Demo trader',
  kind: 'trader',
  username: 'trader',
  user: { username: 'trader', fullName: 'Alex Trader', accounts: [{ account: 'default:1001' }] },
  readOnly: false,
  delegated: false,
  unlockedAccounts: [],
  connectedAt: 1,
  baseUrl: 'http://127.0.0.1:1/dxsca-web',
}
const asked: string[] = []
const answer = (name: string, value: unknown) => () => {
  asked.push(name)
  return Promise.resolve({ ok: true, value })
}

beforeEach(() => {
  asked.length = 0
  localStorage.clear()
  ;(window as unknown as { api: unknown }).api = {
    session: { current: answer('session', { session }) },
    profiles: { list: answer('profiles', { profiles: [{ id: 'demo-trader', name: 'Demo trader' }] }) },
    app: { info: answer('app info', { name: 'DX Desk', version: '1.2.3' }) },
    instruments: { reference: answer('instrument reference', { data: [], notModified: false, fetchedAt: 1 }) },
  }
})

afterEach(() => {
  delete (window as unknown as { api?: unknown }).api
})

describe('the first screen', () => {
  it('has the profile list and the app info before the workspace renders, so nothing re-renders it after its first rows', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await prepareFirstScreen(client)
    expect(asked[0]).toBe('session')
    expect(client.getQueryData(profilesQuery().queryKey)).toBeDefined()
    expect(client.getQueryData(appInfoQuery().queryKey)).toEqual({ name: 'DX Desk', version: '1.2.3' })
  })

  it('asks for the instrument reference beside the first read, and does not wait for its answer', async () => {
    const api = (window as unknown as { api: { instruments: unknown } }).api
    api.instruments = {
      reference: () => {
        asked.push('instrument reference')
        return new Promise(() => undefined)
      },
    }
    await prepareFirstScreen(new QueryClient())
    expect(asked).toContain('instrument reference')
  })

  it('asks for neither when nobody is connected (the connect screen reads its own)', async () => {
    ;(window as unknown as { api: { session: unknown } }).api.session = {
      current: answer('session', { session: null }),
    }
    await prepareFirstScreen(new QueryClient())
    expect(asked).toEqual(['session'])
  })
})
