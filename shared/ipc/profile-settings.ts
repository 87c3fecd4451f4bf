// The bounds and defaults of a profile's numeric settings, and the sanity limits a profile chose, without the
// profile schemas: the workspace reads these on its first screen, and building the zod schemas of
// ./profiles (which re-exports everything here) would cost the start-up for a form that is not open.
import { SANITY_LIMITS, type SanityLimits } from '../domain/order-sanity'

/** How often an account on screen is checked for changes (a conditional request; a 304 costs almost nothing). */
export const LIVE_CADENCE_SECONDS = { min: 1, max: 60, default: 3 } as const

/**
 * Where the order-edit sanity warnings start, chosen per profile: a price further than this percent from the
 * market, a size more than this many times the account's usual. The bounds keep a typo from silencing a warning
 * for good (1000 %) or firing it on every order (0 %).
 */
export const FAR_FROM_MARKET_PERCENT = { min: 0.1, max: 50, default: SANITY_LIMITS.farFromMarketPercent } as const
export const SIZE_TIMES_USUAL = { min: 1, max: 100, default: SANITY_LIMITS.sizeTimesUsual } as const

/** The sanity-warning thresholds a profile chose, in the shape the order checks take. */
export function sanityLimitsOf(profile: {
  warnFarFromMarketPercent: number
  warnSizeTimesUsual: number
}): SanityLimits {
  return { farFromMarketPercent: profile.warnFarFromMarketPercent, sizeTimesUsual: profile.warnSizeTimesUsual }
}
