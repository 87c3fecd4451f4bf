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

/**
 * The broker's margin levels, in percent of margin level (equity ÷ maintenance margin × 100): the API does not
 * publish them. 100 / 50 is the most common pair; the bounds let a broker's 20 % stop-out or 150 % call through.
 */
export const MARGIN_CALL_PERCENT = { min: 1, max: 1000, default: 100 } as const
export const STOP_OUT_PERCENT = { min: 0, max: 1000, default: 50 } as const
/** The user's own early warning, above margin call (e.g. 150 %); none unless chosen. */
export const WARN_MARGIN_PERCENT = { min: 1, max: 10000 } as const
/** A daily loss limit in the account currency; an alert only, none unless chosen. */
export const DAILY_LOSS_LIMIT = { min: 0.01, max: 1_000_000_000 } as const

/** Each number setting's bounds, as the profile schema checks them and the form states them. */
export const NUMBER_SETTING_BOUNDS = {
  liveCadenceSeconds: LIVE_CADENCE_SECONDS,
  warnFarFromMarketPercent: FAR_FROM_MARKET_PERCENT,
  warnSizeTimesUsual: SIZE_TIMES_USUAL,
  marginCallPercent: MARGIN_CALL_PERCENT,
  stopOutPercent: STOP_OUT_PERCENT,
  warnMarginPercent: WARN_MARGIN_PERCENT,
  dailyLossLimit: DAILY_LOSS_LIMIT,
} as const
export type NumberSetting = keyof typeof NUMBER_SETTING_BOUNDS

export interface RiskLevels {
  marginCallPercent: number
  stopOutPercent: number
  warnMarginPercent?: number | undefined
  dailyLossLimit?: number | undefined
}

/** The levels a profile chose (profiles saved before the choice existed get the defaults). */
export function riskLevelsOf(profile: Partial<RiskLevels>): RiskLevels {
  return {
    marginCallPercent: profile.marginCallPercent ?? MARGIN_CALL_PERCENT.default,
    stopOutPercent: profile.stopOutPercent ?? STOP_OUT_PERCENT.default,
    ...(profile.warnMarginPercent !== undefined ? { warnMarginPercent: profile.warnMarginPercent } : {}),
    ...(profile.dailyLossLimit !== undefined ? { dailyLossLimit: profile.dailyLossLimit } : {}),
  }
}
