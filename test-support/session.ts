// Test support: the workspace's session as a component under it reads it, for tests that mount a view or a
// provider without connecting.
import type { SessionValue } from '../renderer/src/app/session'

/** A connected session on `accountCodes`, the user's own and writable, shown in UTC. */
export function connectedSession(accountCodes: readonly string[]): SessionValue {
  return {
    session: { profileId: 'p1' },
    profile: undefined,
    accounts: [],
    accountCodes,
    zone: 'UTC',
    readOnly: false,
    delegated: false,
  } as unknown as SessionValue
}
