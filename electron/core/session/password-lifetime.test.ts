// How long main holds a password: a typed one only until the login worked (unless "keep for this session"),
// a remembered one is read from the vault again when a re-login needs it.
import { afterEach, describe, expect, it } from 'vitest'
import type { SessionInfo } from '@shared/ipc/contract'
import type { ProfileView } from '@shared/ipc/profiles'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

let harness: ServicesHarness | null = null
afterEach(async () => {
  await harness?.close()
  harness = null
})

async function setUp() {
  const h = (harness = await createServicesHarness())
  const sandbox = await h.startSandbox()
  const profile = await h.value<ProfileView>('profiles.save', {
    profile: { name: 'Sandbox trader', baseUrl: sandbox.baseUrl, username: 'trader' },
  })
  /** The server ends every session; the next read must log in again with the password main can still get. */
  const readAfterExpiry = async () => {
    sandbox.control.expireSessions()
    return h.call('positions.list', { accounts: ['default:1001'] })
  }
  return { h, profile, readAfterExpiry }
}

describe('password lifetime in main', () => {
  it('drops a typed password after login: a re-login cannot reuse it, so main asks for it and keeps the connection', async () => {
    const { h, profile, readAfterExpiry } = await setUp()
    const info = await h.value<SessionInfo>('session.connect', { profileId: profile.id, password: 'demo' })
    expect(await readAfterExpiry()).toMatchObject({ ok: false, error: { kind: 'auth' } })
    expect(h.events.at(-1)).toMatchObject({ state: 'password-needed' })
    expect(await h.value('session.current', {})).toMatchObject({ session: { connectedAt: info.connectedAt } })
    // A wrong password is refused on the field, and the connection still waits.
    expect(await h.call('session.relogin', { password: 'wrong' })).toMatchObject({
      ok: false,
      error: { kind: 'validation', parameter: 'password' },
    })
    expect(h.events.at(-1)).toMatchObject({ state: 'password-needed' })
    await h.value('session.relogin', { password: 'demo' })
    expect(h.events.at(-1)).toMatchObject({ state: 'connected' })
    expect(await h.call('positions.list', { accounts: ['default:1001'] })).toMatchObject({ ok: true })
    // Held only for that login: the next expiry asks again.
    expect(await readAfterExpiry()).toMatchObject({ ok: false, error: { kind: 'auth' } })
    expect(h.events.at(-1)).toMatchObject({ state: 'password-needed' })
  })

  it('keeps a typed password for the session when asked to', async () => {
    const { h, profile, readAfterExpiry } = await setUp()
    await h.value('session.connect', { profileId: profile.id, password: 'demo', keepForSession: true })
    expect(await readAfterExpiry()).toMatchObject({ ok: true })
  })

  it('reads a remembered password from the vault again for a re-login', async () => {
    const { h, profile, readAfterExpiry } = await setUp()
    await h.value('session.connect', { profileId: profile.id, password: 'demo', rememberPassword: true })
    expect(await readAfterExpiry()).toMatchObject({ ok: true })
    // Forgotten from the vault meanwhile: the next re-login has nothing to send, so the window is asked.
    await h.services.vault.forget(profile.id)
    expect(await readAfterExpiry()).toMatchObject({ ok: false, error: { kind: 'auth' } })
    expect(h.events.at(-1)).toMatchObject({ state: 'password-needed' })
  })
})
