// When a connection ends as expired (the server refused the automatic re-login), its client is disposed and a
// password typed with "keep for this session" is no longer held by main.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ProfileSchema, type Profile } from '@shared/ipc/profiles'
import { createDxClient, type DxClientOptions } from '../api-client'
import type { FetchInit, FetchLike } from '../api-client/transport'
import { AuditLog } from '../audit/audit-log'
import type { Vault } from '../credentials/vault'
import type { LazySandbox } from '../demo/sandbox-launcher'
import { silentLogger } from '../logging/app-logger'
import type { ProfileCatalog } from '../profiles/catalog'
import { startTestSandbox, type TestSandbox } from '@test-support/sandbox'
import { createSessionManager, type SessionEvent } from './session-manager'

let sandbox: TestSandbox | null = null
let dir: string | null = null
afterEach(async () => {
  await sandbox?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
  sandbox = null
  dir = null
})

describe('a connection that ends as expired', () => {
  it('disposes its client and drops a password kept for the session', async () => {
    sandbox = await startTestSandbox()
    dir = await mkdtemp(join(tmpdir(), 'dx-session-end-'))
    const profile: Profile = ProfileSchema.parse({
      id: 'kept',
      name: 'Kept password',
      kind: 'trader',
      baseUrl: sandbox.baseUrl,
      authScheme: 'session',
      username: 'trader',
      domain: 'default',
      defaultAccounts: [],
      timeZone: 'UTC',
      colour: 'slate',
      readOnly: false,
      reviewBeforeSend: true,
      liveCadenceSeconds: 3,
      notifyKinds: [],
    })
    // The server refuses the re-login once told to (as it would after a password change).
    let refuseLogin = false
    const fetchSeam: FetchLike = async (url: string, init: FetchInit) =>
      refuseLogin && url.endsWith('/login')
        ? new Response(JSON.stringify({ errorCode: '3', description: 'Incorrect login or password' }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          })
        : fetch(url, init)
    const made: Array<{ options: DxClientOptions; loggedOut: boolean }> = []
    const events: SessionEvent[] = []
    const sessions = createSessionManager({
      catalog: { find: async (id: string) => (id === profile.id ? profile : undefined) } as unknown as ProfileCatalog,
      vault: { recall: async () => null, forget: async () => undefined } as unknown as Vault,
      audit: new AuditLog(dir),
      demo: { ensureStarted: async () => '', current: () => null, stop: async () => undefined } as LazySandbox,
      logger: silentLogger,
      clock: Date,
      emit: (event) => void events.push(event),
      clientTuning: { timeoutMs: 5_000, retry: { attempts: 1 } },
      createClient(options) {
        const client = createDxClient({ ...options, fetch: fetchSeam })
        const record = { options, loggedOut: false }
        made.push(record)
        const logout = client.logout.bind(client)
        client.logout = async () => {
          record.loggedOut = true
          await logout()
        }
        return client
      },
    })
    await sessions.connect(
      { profileId: profile.id, password: 'demo', keepForSession: true },
      new AbortController().signal,
    )
    sandbox.control.expireSessions()
    refuseLogin = true
    await expect(sessions.run((client) => client.positions(['default:1001']))).rejects.toMatchObject({
      appError: { kind: 'auth' },
    })
    expect(events.at(-1)).toMatchObject({ state: 'expired' })
    expect(sessions.current()).toBeNull()
    expect(made).toHaveLength(1)
    expect(made[0]?.loggedOut).toBe(true)
    expect(await made[0]?.options.auth.getPassword()).toBeNull()
  })
})
