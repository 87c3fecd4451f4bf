// A link opens at once only for hosts the person chose: their own saved profiles' servers and documented
// hosts. A profile file can name any host, so an imported profile's server is asked about until the person
// saves that profile themselves.
import { afterEach, describe, expect, it } from 'vitest'
import type { ProfileView } from '@shared/ipc/profiles'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

let harness: ServicesHarness | null = null
afterEach(async () => {
  await harness?.close()
  harness = null
})

describe('links to an imported profile’s host', () => {
  it('ask first; once the person saves the profile from the form, they open at once', async () => {
    const h = (harness = await createServicesHarness())
    const json = JSON.stringify({
      format: 'dx-desk-profiles',
      version: 1,
      profiles: [{ name: 'Shared by mail', baseUrl: 'https://phish.example/dxsca-web', username: 'trader' }],
    })
    const { imported } = await h.value<{ imported: ProfileView[] }>('profiles.import', { json })
    const refused = await h.call('shell.openExternal', { url: 'https://phish.example/login' })
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(h.asked).toEqual(['https://phish.example/login'])
    expect(h.opened).toEqual([])

    const { builtIn: _b, passwordSaved: _p, readOnly: _r, imported: _i, ...fields } = imported[0]!
    await h.value('profiles.save', { profile: fields })
    await h.value('shell.openExternal', { url: 'https://phish.example/login' })
    expect(h.asked).toHaveLength(1)
    expect(h.opened).toEqual(['https://phish.example/login'])
  })
})
