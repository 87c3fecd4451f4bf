// The two built-in Demo profiles: the bundled sandbox as a trader and as support staff. They are listed
// first, cannot be edited or removed, get their base URL when the sandbox starts, and log in with the
// sandbox's public demo password, which main supplies itself: it still never travels to the renderer.
import { DEMO_PROFILE_IDS, type Profile } from '@shared/ipc/profiles'
import { FAR_FROM_MARKET_PERCENT, LIVE_CADENCE_SECONDS, SIZE_TIMES_USUAL } from '@shared/ipc/profile-settings'

export type DemoProfileId = (typeof DEMO_PROFILE_IDS)[number]

/** The sandbox's password for every seeded user (docs/sandbox.md, "Users and accounts"); public, not a secret. */
export const DEMO_PASSWORD = 'demo'

export function isDemoProfileId(id: string): id is DemoProfileId {
  return (DEMO_PROFILE_IDS as readonly string[]).includes(id)
}

/** `baseUrl` is empty until the sandbox has started (it listens on a free port chosen at start). */
export function demoProfiles(baseUrl: string): Profile[] {
  const common = {
    baseUrl,
    authScheme: 'session' as const,
    domain: 'default',
    defaultAccounts: [],
    reviewBeforeSend: true,
    liveCadenceSeconds: LIVE_CADENCE_SECONDS.default,
    sizeUnit: 'units' as const,
    warnFarFromMarketPercent: FAR_FROM_MARKET_PERCENT.default,
    warnSizeTimesUsual: SIZE_TIMES_USUAL.default,
    // A price alert is set on purpose: the Demo tells it like a fill.
    notifyKinds: ['filled', 'margin-call', 'liquidation', 'price-alert'] as Profile['notifyKinds'],
  }
  return [
    {
      ...common,
      id: 'demo-trader',
      name: 'Demo trader',
      kind: 'trader',
      username: 'trader',
      timeZone: 'local',
      colour: 'blue',
      readOnly: false,
    },
    {
      ...common,
      id: 'demo-support',
      name: 'Demo support',
      kind: 'support',
      username: 'support',
      timeZone: 'UTC',
      colour: 'amber',
      readOnly: true,
    },
  ]
}
