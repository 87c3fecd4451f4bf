// The main-process services end to end under plain Node: the real router, profile store, vault (fake
// cipher), session manager and DX client, against the real Demo sandbox over HTTP.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { FileNotice, ProfileProblem } from '@shared/ipc/file-notices'
import { fileNoticeText, profileProblemText } from '@shared/text/profile-text'
import type { SessionInfo } from '@shared/ipc/contract'
import type { ProfileView } from '@shared/ipc/profiles'
import { createFakeCipher } from '@test-support/fake-cipher'
import { openTestCase } from '@test-support/support-case'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

let harness: ServicesHarness | null = null
afterEach(async () => {
  await harness?.close()
  harness = null
})
async function start(options: Parameters<typeof createServicesHarness>[0] = {}) {
  harness = await createServicesHarness(options)
  return harness
}
const PASSWORD = 'demo'

async function customProfile(h: ServicesHarness, over: Record<string, unknown> = {}): Promise<ProfileView> {
  const sandbox = await h.startSandbox()
  return h.value<ProfileView>('profiles.save', {
    profile: { name: 'Alex on the sandbox', baseUrl: sandbox.baseUrl, username: 'trader', ...over },
  })
}

describe('Demo connection', () => {
  it('lists the Demo profiles first, starts the sandbox lazily and connects as the trader', async () => {
    const h = await start()
    const listed = await h.value<{ profiles: ProfileView[] }>('profiles.list', {})
    expect(listed.profiles.map((p) => [p.id, p.builtIn, p.passwordSaved])).toEqual([
      ['demo-trader', true, true],
      ['demo-support', true, true],
    ])
    expect(listed.profiles[0]?.baseUrl).toBe('')
    expect(h.requests()).toBe(0)

    const session = await h.value<SessionInfo>('session.connect', { profileId: 'demo-trader' })
    expect(session).toMatchObject({
      profileId: 'demo-trader',
      kind: 'trader',
      username: 'trader@default',
      readOnly: false,
    })
    expect(session.user.accounts.map((a) => a.account)).toEqual(
      expect.arrayContaining(['default:1001', 'default:1002']),
    )
    expect(session.baseUrl).toBe(h.sandbox().baseUrl)
    expect(h.events).toEqual([{ state: 'connected', profileId: 'demo-trader' }])
    expect((await h.value<{ session: SessionInfo }>('session.current', {})).session?.profileId).toBe('demo-trader')
    const after = await h.value<{ profiles: ProfileView[] }>('profiles.list', {})
    expect(after.profiles[0]?.baseUrl).toBe(h.sandbox().baseUrl)

    const positions = await h.value<{ data: unknown[]; etag?: string; notModified: boolean }>('positions.list', {
      accounts: ['default:1001'],
    })
    expect(positions.data.length).toBeGreaterThan(0)
    expect(positions.etag).toMatch(/^"/)
    const again = await h.value<{ notModified: boolean }>('positions.list', { accounts: ['default:1001'] })
    expect(again.notModified).toBe(true)
    const both = await h.value<{ data: unknown[] }>('orders.open', { accounts: ['default:1001', 'default:1002'] })
    expect(both.data.length).toBeGreaterThan(5)
    const me = await h.value<{ data: { login: string } }>('users.me', {})
    expect(me.data.login).toBe('trader')
  })

  it('never sends the Demo password (or any) to the renderer', async () => {
    const h = await start()
    const session = await h.value('session.connect', { profileId: 'demo-support' })
    const profiles = await h.value('profiles.list', {})
    const info = await h.value('app.info', {})
    for (const value of [session, profiles, info]) expect(JSON.stringify(value)).not.toMatch(/"demo"|password"\s*:/)
  })

  it('support connects read-only; editing needs an audited unlock', async () => {
    const h = await start()
    const session = await h.value<SessionInfo>('session.connect', { profileId: 'demo-support' })
    expect(session).toMatchObject({ kind: 'support', readOnly: true, delegated: true, unlockedAccounts: [] })
    expect(session.user.accounts).toEqual([])
    await openTestCase(h, ['default:1001'])
    const orders = await h.value<{ data: Array<{ orderCode: string; clientOrderId: string }>; etag: string }>(
      'orders.open',
      { accounts: ['default:1001'] },
    )
    const order = orders.data[0]
    expect(order).toBeDefined()
    const before = h.requests()
    const modify = {
      account: 'default:1001',
      request: {
        orderCode: order?.clientOrderId ?? '',
        type: 'LIMIT',
        instrument: 'EUR/USD',
        side: 'BUY',
        quantity: 1000,
        limitPrice: 1,
        tif: 'GTC',
      },
      ifMatch: '"0"',
    }
    const locked = await h.call('orders.modify', modify)
    expect(locked).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringMatching(/read-only/) },
    })
    expect(h.requests()).toBe(before)

    const unlocked = await h.value<SessionInfo>('session.unlockEditing', {
      reason: 'Ticket 4711: client asked',
      account: 'default:1001',
    })
    expect(unlocked.unlockedAccounts).toEqual(['default:1001'])
    const entries = await h.services.audit.entries()
    // The refused attempt is on the trail (nothing was sent), then the unlock.
    expect(entries.map((e) => [e.action, e.result])).toEqual([
      ['case-open', 'opened'],
      ['modify-order', 'refused (read-only)'],
      ['unlock-editing', 'unlocked'],
    ])
    expect(entries[2]).toMatchObject({
      action: 'unlock-editing',
      profileId: 'demo-support',
      user: 'support@default',
      result: 'unlocked',
      description: 'Ticket 4711: client asked',
    })
    expect(await h.services.audit.verify()).toEqual({ ok: true })
    // Unlocking again is a no-op, not a second record.
    await h.value('session.unlockEditing', { reason: 'again', account: 'default:1001' })
    expect(await h.services.audit.entries()).toHaveLength(3)
  })

  it('disconnects with a logout and an event; reads then say "not connected" without a request', async () => {
    const h = await start()
    await h.value('session.connect', { profileId: 'demo-trader' })
    expect(h.sandbox().control.health().sessions).toBe(1)
    await h.value('session.disconnect', {})
    expect(h.sandbox().control.health().sessions).toBe(0)
    expect(h.events.at(-1)).toEqual({ state: 'disconnected', profileId: 'demo-trader' })
    const before = h.requests()
    const read = await h.call('positions.list', { accounts: ['default:1001'] })
    expect(read).toMatchObject({ ok: false, error: { kind: 'auth', cause: 'not-connected' } })
    expect(h.requests()).toBe(before)
  })

  it('keeps one active connection: a new connect replaces (and logs out) the old one', async () => {
    const h = await start()
    await h.value('session.connect', { profileId: 'demo-trader' })
    await h.value('session.connect', { profileId: 'demo-support' })
    expect(h.sandbox().control.health().sessions).toBe(1)
    expect((await h.value<{ session: SessionInfo }>('session.current', {})).session?.profileId).toBe('demo-support')
  })

  it('reports an expired session: reconnecting, then connected again after the client logs in anew', async () => {
    const h = await start()
    await h.value('session.connect', { profileId: 'demo-trader' })
    h.sandbox().control.expireSessions()
    const read = await h.value<{ data: unknown[] }>('positions.list', { accounts: ['default:1001'] })
    expect(read.data.length).toBeGreaterThan(0)
    await expect.poll(() => h.events.map((e) => e.state)).toEqual(['connected', 'reconnecting', 'connected'])
  })

  it('ends the connection as expired when logging in again is refused', async () => {
    let refuseLogin = false
    const h = await start({
      dxClient: {
        fetch: (input, init) =>
          refuseLogin && input.endsWith('/login')
            ? Promise.resolve(new Response('{"errorCode":"3","description":"Invalid credentials"}', { status: 401 }))
            : fetch(input, init),
      },
    })
    await h.value('session.connect', { profileId: 'demo-trader' })
    refuseLogin = true
    h.sandbox().control.expireSessions()
    const read = await h.call('positions.list', { accounts: ['default:1001'] })
    expect(read).toMatchObject({ ok: false, error: { kind: 'auth' } })
    await expect.poll(() => h.events.map((e) => e.state)).toEqual(['connected', 'reconnecting', 'expired'])
    expect(h.events.at(-1)?.reason).toBe('relogin-failed')
    expect(h.services.sessions.current()).toBeNull()
  })

  it('cancels a running read by its requestId', async () => {
    const h = await start()
    await h.value('session.connect', { profileId: 'demo-trader' })
    h.sandbox().control.addFault({ path: '/accounts/default:1001/positions', fault: 'delay', delayMs: 3_000 })
    const pending = h.call('positions.list', { accounts: ['default:1001'], requestId: 'positions-0001' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await h.value('requests.cancel', { requestId: 'positions-0001' })).toEqual({})
    const result = await pending
    expect(result).toMatchObject({ ok: false, error: { kind: 'cancelled' } })
  })

  it('shutdown logs out and stops the sandbox', async () => {
    const h = await start()
    await h.value('session.connect', { profileId: 'demo-trader' })
    const sandbox = h.sandbox()
    await h.services.shutdown()
    await h.services.shutdown()
    expect(sandbox.control.health().sessions).toBe(0)
    expect(sandbox.app.server.listening).toBe(false)
  })
})

describe('profiles with passwords', () => {
  it('connects with a typed password, remembers it encrypted, and reconnects without it', async () => {
    const h = await start()
    const profile = await customProfile(h)
    expect(profile.passwordSaved).toBe(false)
    const first = await h.value<SessionInfo>('session.connect', {
      profileId: profile.id,
      password: PASSWORD,
      rememberPassword: true,
    })
    expect(first.notRemembered).toBeUndefined()
    const listed = await h.value<{ profiles: ProfileView[] }>('profiles.list', {})
    expect(listed.profiles.find((p) => p.id === profile.id)?.passwordSaved).toBe(true)
    await h.value('session.disconnect', {})
    const second = await h.value<SessionInfo>('session.connect', { profileId: profile.id })
    expect(second.user.login).toBe('trader')
    for (const name of await readdir(h.dir)) {
      const text = await readFile(join(h.dir, name), 'latin1')
      expect(text).not.toContain(`"${PASSWORD}"`)
    }
  })

  it('asks for the password when none is saved, and says when it is wrong — without saving it', async () => {
    const h = await start()
    const profile = await customProfile(h)
    const none = await h.call('session.connect', { profileId: profile.id })
    expect(none).toMatchObject({ ok: false, error: { kind: 'validation', parameter: 'password' } })
    const wrong = await h.call('session.connect', { profileId: profile.id, password: 'nope', rememberPassword: true })
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'auth', httpStatus: 401 } })
    expect(await h.services.vault.has(profile.id)).toBe(false)
    expect(h.services.sessions.current()).toBeNull()
  })

  it('on Linux basic_text: refuses to remember, explains why, and still connects for the session', async () => {
    const h = await start({ cipher: createFakeCipher({ backend: 'basic_text' }) })
    const info = await h.value<{ secrets: { backend: string; canRemember: boolean; reason?: string } }>('app.info', {})
    expect(info.secrets).toEqual({ backend: 'basic_text', canRemember: false, reason: 'basic-text' })
    const profile = await customProfile(h)
    const refusedSave = await h.call('profiles.save', {
      profile: { id: profile.id, name: profile.name, baseUrl: profile.baseUrl, username: 'trader' },
      password: PASSWORD,
      rememberPassword: true,
    })
    expect(refusedSave).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        parameter: 'rememberPassword',
        reason: 'password-store-refused',
        facts: { store: 'basic-text' },
      },
    })
    const session = await h.value<SessionInfo>('session.connect', {
      profileId: profile.id,
      password: PASSWORD,
      rememberPassword: true,
    })
    expect(session.notRemembered).toEqual({ reason: 'password-store-refused', facts: { store: 'basic-text' } })
    expect(await readdir(h.dir)).not.toContain('secrets.json')
  })

  it('a profile moved to another server loses its saved password', async () => {
    const h = await start()
    const profile = await customProfile(h)
    await h.value('profiles.save', {
      profile: { id: profile.id, name: profile.name, baseUrl: profile.baseUrl, username: 'trader' },
      password: PASSWORD,
      rememberPassword: true,
    })
    expect(await h.services.vault.has(profile.id)).toBe(true)
    await h.value('profiles.save', {
      profile: {
        id: profile.id,
        name: profile.name,
        baseUrl: 'https://elsewhere.example.com/dxsca-web',
        username: 'trader',
      },
    })
    expect(await h.services.vault.has(profile.id)).toBe(false)
  })

  it('a backend change since the password was saved is a distinct, explained error', async () => {
    const first = await createServicesHarness({
      cipher: createFakeCipher({ backend: 'gnome_libsecret' }),
      keepDir: true,
    })
    const profile = await customProfile(first)
    await first.value('session.connect', { profileId: profile.id, password: PASSWORD, rememberPassword: true })
    const baseUrl = first.sandbox().baseUrl
    await first.close()
    const h = await start({ cipher: createFakeCipher({ backend: 'kwallet5' }), dir: first.dir })
    const listed = await h.value<{ profiles: ProfileView[] }>('profiles.list', {})
    expect(listed.profiles.find((p) => p.id === profile.id)).toMatchObject({ passwordSaved: false, baseUrl })
    const result = await h.call('session.connect', { profileId: profile.id })
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        parameter: 'password',
        reason: 'password-store-changed',
        facts: { was: 'gnome_libsecret', now: 'kwallet5' },
      },
    })
  })

  it('removing a profile forgets its password; the Demo profiles cannot be changed or removed', async () => {
    const h = await start()
    const profile = await customProfile(h)
    await h.value('session.connect', { profileId: profile.id, password: PASSWORD, rememberPassword: true })
    await h.value('profiles.remove', { id: profile.id })
    expect(await h.services.vault.has(profile.id)).toBe(false)
    expect(await h.call('profiles.remove', { id: 'demo-trader' })).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    })
    const edit = await h.call('profiles.save', {
      profile: { id: 'demo-trader', name: 'Mine now', baseUrl: 'https://evil.example', username: 'x' },
    })
    expect(edit).toMatchObject({ ok: false, error: { kind: 'validation', parameter: 'profile.id' } })
  })

  it('exports without secrets and imports with a report of what was skipped', async () => {
    const h = await start()
    const profile = await customProfile(h)
    await h.value('session.connect', { profileId: profile.id, password: PASSWORD, rememberPassword: true })
    const { json } = await h.value<{ json: string }>('profiles.export', {})
    expect(json).not.toContain(PASSWORD === 'demo' ? '"demo"' : PASSWORD)
    expect(json).not.toMatch(/password|secret|token/i)
    const parsed = JSON.parse(json) as { profiles: Array<Record<string, unknown>> }
    parsed.profiles.push({ name: 'Insecure', baseUrl: 'http://broker.example.com', username: 'x' })
    const result = await h.value<{ imported: ProfileView[]; skipped: ProfileProblem[] }>('profiles.import', {
      json: JSON.stringify(parsed),
    })
    expect(result.imported).toHaveLength(1)
    expect(result.imported[0]?.id).not.toBe(profile.id)
    expect(result.imported[0]?.passwordSaved).toBe(false)
    expect(result.skipped.map(profileProblemText)).toEqual([expect.stringMatching(/Insecure.*https/)])
  })

  it('reports a corrupt profiles file through profiles.list notices', async () => {
    const first = await createServicesHarness({ keepDir: true })
    await first.close()
    await writeFile(join(first.dir, 'profiles.json'), '{ broken')
    const h = await start({ dir: first.dir })
    const listed = await h.value<{ profiles: ProfileView[]; notices?: FileNotice[] }>('profiles.list', {})
    expect(listed.profiles.map((p) => p.id)).toEqual(['demo-trader', 'demo-support'])
    expect(listed.notices?.map(fileNoticeText)[0]).toMatch(/could not be read.*profiles\.corrupt-/)
  })
})

describe('app.info and the OS browser', () => {
  it('reports the app and the secrets backend', async () => {
    const h = await start()
    expect(await h.value('app.info', {})).toEqual({
      name: 'DX Desk',
      version: '0.0.0-test',
      platform: 'linux',
      secrets: { backend: 'fake_keychain', canRemember: true },
    })
  })

  it('opens only validated https links', async () => {
    const h = await start()
    await customProfile(h, { baseUrl: 'https://broker.example.com/dxsca-web' })
    expect(await h.value('shell.openExternal', { url: 'https://broker.example.com/help' })).toEqual({})
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://x/y',
      'ms-msdt:/id x',
      '\\\\host\\share',
      'https://u:p@x.example',
    ]) {
      const result = await h.call('shell.openExternal', { url })
      expect(result).toMatchObject({ ok: false, error: { kind: 'validation', parameter: 'url' } })
    }
    expect(h.opened).toEqual(['https://broker.example.com/help'])
    expect(h.asked).toEqual([])
  })

  it('opens saved profiles’ and documented hosts at once; asks in main before any other host', async () => {
    const h = await start()
    await customProfile(h, { baseUrl: 'https://broker.example.com/dxsca-web' })
    await h.value('shell.openExternal', { url: 'https://github.com/dx-desk/releases' })
    const refused = await h.call('shell.openExternal', { url: 'https://phish.example/login' })
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'validation', cause: 'link-unknown-host', detail: 'phish.example' },
    })
    h.confirmAnswer = true
    await h.value('shell.openExternal', { url: 'https://phish.example/login' })
    expect(h.asked).toEqual(['https://phish.example/login', 'https://phish.example/login'])
    expect(h.opened).toEqual(['https://github.com/dx-desk/releases', 'https://phish.example/login'])
  })
})
