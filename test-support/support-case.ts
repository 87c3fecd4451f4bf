// A support case opened the way the case prompt opens one: reading an account that is not the user's own needs it.
import type { SnapshotView } from '@shared/support/snapshot'
import type { ServicesHarness } from './services-harness'

export const TEST_CASE = { reference: 'CASE-4711', reason: 'Client asked why an order did not fill' } as const

/** Opens the test case for these client accounts on the harness's connection. */
export async function openTestCase(h: ServicesHarness, accounts: readonly string[]): Promise<void> {
  await h.value('case.open', { ...TEST_CASE, accounts })
}

/** The smallest view worth sharing: one Positions row of a client's account. */
export const ONE_ROW_VIEW = {
  view: { id: 'positions', title: 'Positions' },
  columns: [{ id: 'symbol', header: 'Symbol', kind: 'text' }],
  rows: [['EUR/USD']],
  filters: [],
  sort: 'unsorted',
  timeZone: 'UTC',
  asOf: 0,
  accounts: ['default:1001'],
} as const satisfies SnapshotView
