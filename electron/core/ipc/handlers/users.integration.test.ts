// One user's record by login, as support reads a client's account status while the account is on screen: the
// real router and client against the Demo sandbox over HTTP.
import { afterEach, describe, expect, it } from 'vitest'
import type { UserDetails } from '@shared/api/records'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

let harness: ServicesHarness | null = null
afterEach(async () => {
  await harness?.close()
  harness = null
})

const statusOf = (user: UserDetails, account: string) => user.accounts.find((a) => a.account === account)?.accountStatus

describe('users.get', () => {
  it('reads a client’s record as the server has it now, a status change included', async () => {
    harness = await createServicesHarness()
    const h = harness
    await h.value('session.connect', { profileId: 'demo-support' })
    const before = await h.value<{ data: UserDetails }>('users.get', { username: 'trader@default' })
    expect(before.data.username).toBe('trader@default')
    expect(statusOf(before.data, 'default:1001')).toBe('FULL_TRADING')

    h.sandbox().control.setAccountStatus('default:1001', 'CLOSE_ONLY')
    const after = await h.value<{ data: UserDetails }>('users.get', { username: 'trader@default' })
    expect(statusOf(after.data, 'default:1001')).toBe('CLOSE_ONLY')
  })

  it('refuses a login that is not one', async () => {
    harness = await createServicesHarness()
    await harness.value('session.connect', { profileId: 'demo-support' })
    const result = await harness.call('users.get', { username: '' })
    expect(result.ok).toBe(false)
  })
})
