// The figures of a metrics read reach the risk alerts as one list: the connection's profile (its risk levels, zone
// and currency) is looked up once for the read, however many accounts it holds. A support read of every delegated
// client is one lookup, not one per client, against the real Demo sandbox over HTTP.
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { openTestCase } from '@test-support/support-case'
import { supportClientAccount } from '../../sandbox/seed/support-clients'

const CLIENTS = 40
const accounts = Array.from({ length: CLIENTS }, (_, i) => supportClientAccount(i + 1))

let h: ServicesHarness

beforeAll(async () => {
  h = await createServicesHarness({ sandbox: { supportClients: CLIENTS } })
  await h.value('session.connect', { profileId: 'demo-support' })
  await openTestCase(h, accounts)
})
afterAll(async () => {
  await h.close()
})

it('a metrics read looks the profile up once, whether it holds one account or forty', async () => {
  const profilesListed = vi.spyOn(h.services.profiles, 'list')
  const lookupsFor = async (codes: readonly string[]): Promise<number> => {
    profilesListed.mockClear()
    const read = await h.value<{ data: unknown[] }>('metrics.list', { accounts: codes, params: {} })
    expect(read.data).toHaveLength(codes.length)
    // The alerts are fed after the answer: wait for the lookup, then for any that would follow it.
    await vi.waitFor(() => expect(profilesListed).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 100))
    return profilesListed.mock.calls.length
  }
  const one = await lookupsFor(accounts.slice(0, 1))
  const forty = await lookupsFor(accounts)
  expect(one).toBe(1)
  expect(forty).toBe(one)
})
