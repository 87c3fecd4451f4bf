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

/** `https:` everywhere, plain `http:` only on this machine (the Demo sandbox, a developer's local server). */
export function baseUrlProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full URL such as https://broker.example.com/dxsca-web'
  }
  if (url.username || url.password) return 'Do not put credentials in the URL; use the username and password fields'
  if (url.protocol === 'https:') return null
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return null
  return 'The server address must start with https:// (plain http:// is allowed only for this computer)'
}

export const LiveCadenceSchema = z
  .number({ error: 'Enter a whole number of seconds' })
  .check(
    z.int('Whole seconds'),
    z.gte(LIVE_CADENCE_SECONDS.min, `At least ${LIVE_CADENCE_SECONDS.min} s`),
    z.lte(LIVE_CADENCE_SECONDS.max, `At most ${LIVE_CADENCE_SECONDS.max} s`),
  )
export const FarFromMarketPercentSchema = z
  .number({ error: 'Enter a percentage such as 5' })
  .check(
    z.gte(FAR_FROM_MARKET_PERCENT.min, `Price warning: at least ${FAR_FROM_MARKET_PERCENT.min} %`),
    z.lte(FAR_FROM_MARKET_PERCENT.max, `Price warning: at most ${FAR_FROM_MARKET_PERCENT.max} %`),
  )
export const SizeTimesUsualSchema = z
  .number({ error: 'Enter a multiple such as 5' })
  .check(
    z.gte(SIZE_TIMES_USUAL.min, `Size warning: at least ${SIZE_TIMES_USUAL.min}×`),
    z.lte(SIZE_TIMES_USUAL.max, `Size warning: at most ${SIZE_TIMES_USUAL.max}×`),
  )

const percentIn = (bounds: { min: number; max: number }, label: string) =>
  z
    .number({ error: `${label}: enter a percentage such as ${bounds.max >= 100 ? 100 : bounds.max}` })
    .check(
      z.gte(bounds.min, `${label}: at least ${bounds.min} %`),
      z.lte(bounds.max, `${label}: at most ${bounds.max} %`),
    )
export const MarginCallPercentSchema = percentIn(MARGIN_CALL_PERCENT, 'Margin call')
export const StopOutPercentSchema = percentIn(STOP_OUT_PERCENT, 'Stop-out')
export const WarnMarginPercentSchema = percentIn(WARN_MARGIN_PERCENT, 'Warning level')
export const DailyLossLimitSchema = z
  .number({ error: 'Daily loss limit: enter an amount such as 500' })
  .check(
    z.gte(DAILY_LOSS_LIMIT.min, `Daily loss limit: at least ${DAILY_LOSS_LIMIT.min}`),
    z.lte(DAILY_LOSS_LIMIT.max, `Daily loss limit: at most ${DAILY_LOSS_LIMIT.max}`),
  )

/** Stop-out below margin call, and a warning level above it: otherwise an alert would never come first. */
function levelsInOrder(
  p: { marginCallPercent: number; stopOutPercent: number; warnMarginPercent?: number | undefined },
  ctx: { addIssue(issue: { code: 'custom'; message: string; path: string[]; input: unknown }): void },
): void {
  if (p.stopOutPercent >= p.marginCallPercent)
    ctx.addIssue({
      code: 'custom',
      message: 'Stop-out: below the margin-call level',
      path: ['stopOutPercent'],
      input: p.stopOutPercent,
    })
  if (p.warnMarginPercent !== undefined && p.warnMarginPercent <= p.marginCallPercent)
    ctx.addIssue({
      code: 'custom',
      message: 'Warning level: above the margin-call level',
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

/** A text field's length bounds. zod/mini loads no message catalogue, so each check says its own message. */
const lengthChecks = (min: number, max: number, label: string, tooShort?: string) =>
  [
    z.minLength(min, tooShort ?? `${label}: at least ${min} character${min === 1 ? '' : 's'}`),
    z.maxLength(max, `${label}: at most ${max} characters`),
  ] as const
const text = (min: number, max: number, label: string, tooShort?: string) =>
  z.string().check(...lengthChecks(min, max, label, tooShort))
const trimmed = (min: number, max: number, label: string, tooShort: string) =>
  z.string().check(z.trim(), ...lengthChecks(min, max, label, tooShort))

export const TimeZoneSchema = text(1, 64, 'Time zone').check(
  z.refine((tz) => {
    if (tz === 'local' || tz === 'UTC') return true
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz })
      return true
    } catch {
      return false
    }
  }, 'Unknown time zone: use "local", "UTC" or an IANA name such as Europe/London'),
)

/** A currency code as servers write them (USD, EUR, BTC). */
export const ReportingCurrencySchema = z
  .string()
  .check(z.regex(/^[A-Z0-9]{2,12}$/, 'Reporting currency: a currency code such as USD, or nothing'))

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
        z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use lowercase letters, digits and dashes')),
      ),
      name: trimmed(1, 80, 'Name', 'Give the profile a name'),
      kind: z._default(z.enum(PROFILE_KINDS), 'trader'),
      baseUrl: z.string().check(
        z.trim(),
        z.maxLength(2048, 'The server address: at most 2048 characters'),
        z.superRefine((v, ctx) => {
          const problem = baseUrlProblem(v)
          if (problem) ctx.addIssue({ code: 'custom', message: problem })
        }),
      ),
      authScheme: z._default(z.enum(AUTH_SCHEMES), 'session'),
      username: trimmed(1, 128, 'Login name', 'Enter the login name (without @domain)'),
      domain: z._default(trimmed(1, 128, 'Domain', 'Enter the domain, usually "default"'), 'default'),
      defaultAccounts: z._default(
        z.array(text(3, 128, 'Account code')).check(z.maxLength(50, 'At most 50 default accounts')),
        [],
      ),
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
