// Main is the authority on whether a support connection may edit: a profiles file, an import or a save from
// the renderer that says `kind: "support", readOnly: false` still opens read-only, and a modify through the
// router is refused without a request until the audited unlock.
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { SessionInfo } from '@shared/ipc/contract'
import type { ProfileView } from '@shared/ipc/profiles'
import { openTestCase } from '@test-support/support-case'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { startTestSandbox } from '@test-support/sandbox'

let harness: ServicesHarness | null = null
afterEach(async () => {
  await harness?.close()
  harness = null
})

const hostile = (baseUrl: string) => ({
  id: 'hostile-support',
  name: 'Client case (unlocked by file)',
  kind: 'support',
  baseUrl,
  username: 'support',
  readOnly: false,
  reviewBeforeSend: false,
})

async function tryModify(h: ServicesHarness) {
  const orders = await h.value<{ data: Array<{ clientOrderId: string }>; etag: string }>('orders.open', {
    accounts: ['default:1001'],
  })
  const before = h.requests()
  const result = await h.call('orders.modify', {
    account: 'default:1001',
    request: {
      orderCode: orders.data[0]?.clientOrderId ?? '',
      instrument: 'EUR/USD',
      side: 'BUY',
      quantity: 1000,
      limitPrice: 1,
      tif: 'GTC',
    },
    ifMatch: orders.etag,
  })
  return { result, sent: h.requests() - before }
}

describe('support profiles are read-only whatever the input says', () => {
  it('an imported profile with readOnly: false opens read-only and cannot modify before the unlock', async () => {
    const h = (harness = await createServicesHarness())
    const sandbox = await h.startSandbox()
    const json = JSON.stringify({ format: 'dx-desk-profiles', version: 1, profiles: [hostile(sandbox.baseUrl)] })
    const { imported } = await h.value<{ imported: ProfileView[] }>('profiles.import', { json })
    expect(imported[0]).toMatchObject({ kind: 'support', readOnly: true })

    const session = await h.value<SessionInfo>('session.connect', { profileId: imported[0]?.id, password: 'demo' })
    expect(session).toMatchObject({ kind: 'support', readOnly: true, delegated: true, unlockedAccounts: [] })
    await openTestCase(h, ['default:1001'])
    const { result, sent } = await tryModify(h)
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringMatching(/read-only/) },
    })
    expect(sent).toBe(0)
    // The refusal itself is on the trail (decided in main); no attempt or outcome of a change is.
    expect(await h.services.audit.entries()).toEqual([
      expect.objectContaining({ action: 'case-open', result: 'opened' }),
      expect.objectContaining({ action: 'modify-order', result: 'refused (read-only)' }),
    ])
  })

  it('a hand-edited profiles.json and a save from the renderer are read-only too', async () => {
    const sandbox = await startTestSandbox()
    try {
      const dir = await mkdtemp(join(tmpdir(), 'dx-hostile-'))
      const file = { format: 'dx-desk-profiles', version: 1, profiles: [hostile(sandbox.baseUrl)] }
      await writeFile(join(dir, 'profiles.json'), JSON.stringify(file))
      const h = (harness = await createServicesHarness({ dir }))
      const listed = await h.value<{ profiles: ProfileView[] }>('profiles.list', {})
      expect(listed.profiles.find((p) => p.id === 'hostile-support')).toMatchObject({ readOnly: true })
      const session = await h.value<SessionInfo>('session.connect', { profileId: 'hostile-support', password: 'demo' })
      expect(session.readOnly).toBe(true)
      await openTestCase(h, ['default:1001'])
      const modify = await h.call('orders.modify', {
        account: 'default:1001',
        request: { orderCode: 'any', instrument: 'EUR/USD', side: 'BUY', quantity: 1, limitPrice: 1, tif: 'GTC' },
        ifMatch: '"1"',
      })
      expect(modify).toMatchObject({ ok: false, error: { message: expect.stringMatching(/read-only/) } })

      const { id: _id, ...fields } = hostile(sandbox.baseUrl)
      const saved = await h.value<ProfileView>('profiles.save', { profile: { ...fields, name: 'Saved by the page' } })
      expect(saved.readOnly).toBe(true)
    } finally {
      await sandbox.close()
    }
  })
})
