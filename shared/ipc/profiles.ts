// Connection profiles as the renderer edits and sees them. Secrets are never part of these shapes:
// a password crosses IPC only inward (connect/save input) and is never returned.
// zod/mini: the renderer checks the profile form with this schema, and mini's functions are what it bundles.
import { z } from 'zod/mini'
import { SIZE_UNITS } from '../domain/size-units'
import { ACTIVITY_KINDS } from '../domain/activity/model'
import { PriceAlertListSchema } from '../domain/risk/price-alerts'
import {
  DAILY_LOSS_LIMIT,
  FAR_FROM_MARKET_PERCENT,
  LIVE_CADENCE_SECONDS,
  MARGIN_CALL_PERCENT,
  SIZE_TIMES_USUAL,
  STOP_OUT_PERCENT,
  WARN_MARGIN_PERCENT,
} from './profile-settings'

/** What a snapshot masks (shared/support/snapshot.ts reads it); every class on unless the profile says otherwise. */
export const SnapshotMaskingSchema = z.strictObject({ names: z.boolean(), emails: z.boolean(), comments: z.boolean() })

export const PROFILE_COLOURS = ['slate', 'blue', 'green', 'amber', 'red', 'purple'] as const
export const AUTH_SCHEMES = ['session', 'basic'] as const
export const PROFILE_KINDS = ['trader', 'support'] as const
export const DEMO_PROFILE_IDS = ['demo-trader', 'demo-support'] as const

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]'])
/** An IPv4 literal in 127.0.0.0/8 (the URL parser has already normalised short and hex forms). */
const LOOPBACK_V4 = /^127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)$/

/** This computer: `localhost`, `[::1]` or an IP literal in 127/8 — never a name that merely starts with "127.". */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || LOOPBACK_V4.test(hostname)
}

/** What is wrong with a server address, as the form of address it must take (`invalid_format`'s `format`). */
export const BASE_URL_PROBLEMS = ['web-address', 'no-login', 'https-address'] as const
export type BaseUrlProblem = (typeof BASE_URL_PROBLEMS)[number]

/** `https:` everywhere, plain `http:` only on this machine (the Demo sandbox, a developer's local server). */
export function baseUrlProblem(value: string): BaseUrlProblem | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'web-address'
  }
  if (url.username || url.password) return 'no-login'
  if (url.protocol === 'https:') return null
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return null
  return 'https-address'
}

// zod/mini loads no message catalogue, and none is wanted: every check leaves its rule as zod's issue code and
// bounds (`too_small`, `minimum`), or names it on the issue (`params.rule`), read by ruleFactsOf; the profile
// form and main's refusals word it from the catalogue.

/** A value that is not of a form: the issue `invalid_format` with the form's name, as shared/api names its own. */
const formatRule = (format: string) => ({ params: { rule: 'invalid_format', format } })

const numberIn = (bounds: { min: number; max: number }) => z.number().check(z.gte(bounds.min), z.lte(bounds.max))

export const LiveCadenceSchema = numberIn(LIVE_CADENCE_SECONDS).check(z.int())
export const FarFromMarketPercentSchema = numberIn(FAR_FROM_MARKET_PERCENT)
export const SizeTimesUsualSchema = numberIn(SIZE_TIMES_USUAL)
export const MarginCallPercentSchema = numberIn(MARGIN_CALL_PERCENT)
export const StopOutPercentSchema = numberIn(STOP_OUT_PERCENT)
export const WarnMarginPercentSchema = numberIn(WARN_MARGIN_PERCENT)
export const DailyLossLimitSchema = numberIn(DAILY_LOSS_LIMIT)

/** Stop-out below margin call, and a warning level above it: otherwise an alert would never come first. */
function levelsInOrder(
  p: { marginCallPercent: number; stopOutPercent: number; warnMarginPercent?: number | undefined },
  ctx: { addIssue(issue: { code: 'custom'; params: object; path: string[]; input: unknown }): void },
): void {
  if (p.stopOutPercent >= p.marginCallPercent)
    ctx.addIssue({
      code: 'custom',
      params: { rule: 'must_be_below', other: 'marginCallPercent' },
      path: ['stopOutPercent'],
      input: p.stopOutPercent,
    })
  if (p.warnMarginPercent !== undefined && p.warnMarginPercent <= p.marginCallPercent)
    ctx.addIssue({
      code: 'custom',
      params: { rule: 'must_be_above', other: 'marginCallPercent' },
      path: ['warnMarginPercent'],
      input: p.warnMarginPercent,
    })
}

/** Which activity kinds also raise an OS notification. */
export const NotifyKindsSchema = z.array(z.enum(ACTIVITY_KINDS)).check(z.maxLength(ACTIVITY_KINDS.length))
/**
 * A new profile is told of what can cost the account money without anyone acting (a margin call, a
 * liquidation); fills and the rest are the trader's choice.
 */
export const DEFAULT_NOTIFY_KINDS: readonly (typeof ACTIVITY_KINDS)[number][] = ['margin-call', 'liquidation']

/** A text field's length bounds. */
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max))
const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max))

export const TimeZoneSchema = text(1, 64).check(
  z.refine((tz) => {
    if (tz === 'local' || tz === 'UTC') return true
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz })
      return true
    } catch {
      return false
    }
  }, formatRule('time-zone')),
)

/** A currency code as servers write them (USD, EUR, BTC). */
export const ReportingCurrencySchema = z
  .string()
  .check(z.refine((code) => /^[A-Z0-9]{2,12}$/.test(code), formatRule('currency-code')))

/** The settings a profile has only once chosen, the same in the form's input and in the stored profile. */
const OPTIONAL_SETTINGS = {
  warnMarginPercent: z.optional(WarnMarginPercentSchema),
  dailyLossLimit: z.optional(DailyLossLimitSchema),
  /**
   * Set by main on import and kept in the file; a save from the form clears it (the person made it theirs). While
   * set, the profile's server is not a "known host" for links.
   */
  imported: z.optional(z.boolean()),
  /** Trades totals are also shown converted to it, at the server's rate; absent = each currency on its own. */
  reportingCurrency: z.optional(ReportingCurrencySchema),
  /** What "Share what I see" masks; absent = names, e-mail addresses and free-text comments. */
  snapshotMasking: z.optional(SnapshotMaskingSchema),
  /** Set from the alerts list, not the form: a save without them keeps the ones the profile has. */
  priceAlerts: z.optional(PriceAlertListSchema),
}

export const ProfileInputSchema = z.pipe(
  z
    .strictObject({
      id: z.optional(
        z.string().check(z.refine((id) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(id), formatRule('profile-id'))),
      ),
      name: trimmed(1, 80),
      kind: z._default(z.enum(PROFILE_KINDS), 'trader'),
      baseUrl: z.string().check(
        z.trim(),
        z.maxLength(2048),
        z.superRefine((v, ctx) => {
          const problem = baseUrlProblem(v)
          if (problem) ctx.addIssue({ code: 'custom', input: v, ...formatRule(problem) })
        }),
      ),
      authScheme: z._default(z.enum(AUTH_SCHEMES), 'session'),
      username: trimmed(1, 128),
      domain: z._default(trimmed(1, 128), 'default'),
      defaultAccounts: z._default(z.array(text(3, 128)).check(z.maxLength(50)), []),
      timeZone: z._default(TimeZoneSchema, 'local'),
      colour: z._default(z.enum(PROFILE_COLOURS), 'slate'),
      /**
       * Support profiles are always read-only, whatever the input says (a form, a hand-edited file, an import):
       * main decides it here, and editing is unlocked only per connection through the audited unlock.
       */
      readOnly: z.optional(z.boolean()),
      reviewBeforeSend: z._default(z.boolean(), true),
      liveCadenceSeconds: z._default(LiveCadenceSchema, LIVE_CADENCE_SECONDS.default),
      notifyKinds: z._default(NotifyKindsSchema, () => [...DEFAULT_NOTIFY_KINDS]),
      /** Order sizes (minimum, maximum, step, margin tiers) shown in units or in lots. */
      sizeUnit: z._default(z.enum(SIZE_UNITS), 'units'),
      warnFarFromMarketPercent: z._default(FarFromMarketPercentSchema, FAR_FROM_MARKET_PERCENT.default),
      warnSizeTimesUsual: z._default(SizeTimesUsualSchema, SIZE_TIMES_USUAL.default),
      marginCallPercent: z._default(MarginCallPercentSchema, MARGIN_CALL_PERCENT.default),
      stopOutPercent: z._default(StopOutPercentSchema, STOP_OUT_PERCENT.default),
      ...OPTIONAL_SETTINGS,
    })
    .check(z.superRefine(levelsInOrder)),
  z.transform((p) => ({ ...p, readOnly: p.kind === 'support' || (p.readOnly ?? false) })),
)
export type ProfileInput = z.input<typeof ProfileInputSchema>

export const ProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PROFILE_KINDS),
  baseUrl: z.string(),
  authScheme: z.enum(AUTH_SCHEMES),
  username: z.string(),
  domain: z.string(),
  defaultAccounts: z.array(z.string()),
  timeZone: z.string(),
  colour: z.enum(PROFILE_COLOURS),
  readOnly: z.boolean(),
  reviewBeforeSend: z.boolean(),
  liveCadenceSeconds: LiveCadenceSchema,
  notifyKinds: NotifyKindsSchema,
  // Profiles saved before the choice existed show units: the sizes their users saw when they saved them.
  sizeUnit: z._default(z.enum(SIZE_UNITS), 'units'),
  // Profiles saved before the thresholds were a choice warn where they always did.
  warnFarFromMarketPercent: z._default(FarFromMarketPercentSchema, FAR_FROM_MARKET_PERCENT.default),
  warnSizeTimesUsual: z._default(SizeTimesUsualSchema, SIZE_TIMES_USUAL.default),
  // Absent in profiles saved before the broker's levels were a choice: riskLevelsOf gives the most common pair.
  marginCallPercent: z.optional(MarginCallPercentSchema),
  stopOutPercent: z.optional(StopOutPercentSchema),
  ...OPTIONAL_SETTINGS,
})
export type Profile = z.infer<typeof ProfileSchema>

export const ProfileViewSchema = z.extend(ProfileSchema, {
  /** Built-in Demo profiles connect to the bundled sandbox; their URL is assigned at start. */
  builtIn: z.boolean(),
  passwordSaved: z.boolean(),
})
export type ProfileView = z.infer<typeof ProfileViewSchema>
