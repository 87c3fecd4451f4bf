// Where a profile's price alerts are kept: in the saved profile (profiles.json, validated with the profile), and for
// the built-in Demo profiles, which cannot be saved, for as long as the app runs — like the Demo server's own state.
import { randomUUID } from 'node:crypto'
import type { Clock } from '@shared/domain/clock'
import { queryParamRefusal } from '@shared/ipc/result'
import {
  PRICE_ALERTS_MAX,
  PriceAlertInputSchema,
  type PriceAlert,
  type PriceAlertInput,
} from '@shared/domain/risk/price-alerts'
import { AppFailure, refusalFailure } from '../ipc/app-failure'
import type { ProfileCatalog } from '../profiles/catalog'
import { isDemoProfileId } from '../profiles/demo-profiles'
import type { ProfileStore } from '../profiles/profile-store'

export interface PriceAlertBook {
  list(profileId: string): Promise<PriceAlert[]>
  add(profileId: string, input: PriceAlertInput): Promise<PriceAlert[]>
  remove(profileId: string, id: string): Promise<PriceAlert[]>
}

export function createPriceAlertBook(deps: {
  catalog: ProfileCatalog
  store: ProfileStore
  clock: Clock
}): PriceAlertBook {
  const builtIn = new Map<string, PriceAlert[]>()
  async function list(profileId: string): Promise<PriceAlert[]> {
    if (isDemoProfileId(profileId)) return builtIn.get(profileId) ?? []
    return (await deps.catalog.find(profileId))?.priceAlerts ?? []
  }
  async function put(profileId: string, alerts: PriceAlert[]): Promise<PriceAlert[]> {
    if (isDemoProfileId(profileId)) builtIn.set(profileId, alerts)
    else if (!(await deps.store.setPriceAlerts(profileId, alerts)))
      throw refusalFailure('no-such-profile', 'profileId', { profileId })
    return alerts
  }
  return {
    list,
    async add(profileId, input) {
      const checked = PriceAlertInputSchema.safeParse(input)
      if (!checked.success) {
        // The rule crosses as facts (its code and bounds) for the window to word, never the schema's English.
        const issue = checked.error.issues[0]
        throw issue
          ? new AppFailure(queryParamRefusal(['alert', ...issue.path].join('.'), issue))
          : refusalFailure('value-refused', 'alert')
      }
      const alerts = await list(profileId)
      if (alerts.length >= PRICE_ALERTS_MAX) {
        throw refusalFailure('price-alert-limit', 'alert', { max: PRICE_ALERTS_MAX })
      }
      return put(profileId, [...alerts, { ...checked.data, id: randomUUID(), createdAt: deps.clock.now() }])
    },
    async remove(profileId, id) {
      const alerts = await list(profileId)
      return put(
        profileId,
        alerts.filter((a) => a.id !== id),
      )
    },
  }
}
