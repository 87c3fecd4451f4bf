// A support case opened the way the case prompt opens one: reading an account that is not the user's own needs it.
import type { ServicesHarness } from './services-harness'

export const TEST_CASE = { reference: 'CASE-4711', reason: 'Client asked why an order did not fill' } as const

/** Opens the test case for these client accounts on the harness's connection. */
export async function openTestCase(h: ServicesHarness, accounts: readonly string[]): Promise<void> {
  await h.value('case.open', { ...TEST_CASE, accounts })
}
