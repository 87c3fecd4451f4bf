// Connection profiles as the renderer edits and sees them. Secrets are never part of these shapes:
// a password crosses IPC only inward (connect/save input) and is never returned.
import { z } from 'zod'
import { SIZE_UNITS } from '../domain/size-units'
import { ACTIVITY_KINDS } from '../domain/activity/model'
import { FAR_FROM_MARKET_PERCENT, LIVE_CADENCE_SECONDS, SIZE_TIMES_USUAL } from './profile-settings'

export { FAR_FROM_MARKET_PERCENT, LIVE_CADENCE_SECONDS, SIZE_TIMES_USUAL, sanityLimitsOf } from './profile-settings'

export const PROFILE_COLOURS = ['slate', 'blue', 'green', 'amber', 'red', 'purple'] as const
export const AUTH_SCHEMES = ['session', 'basic'] as const
export const PROFILE_KINDS = ['trader', 'support'] as const
export const DEMO_PROFILE_IDS = ['demo-trader', 'demo-support'] as const

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

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
  if (url.protocol === 'http:' && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith('127.'))) return null
  return 'The server address must start with https:// (plain http:// is allowed only for this computer)'
}

export const LiveCadenceSchema = z
  .number({ error: 'Enter a whole number of seconds' })
  .int('Whole seconds')
  .min(LIVE_CADENCE_SECONDS.min, `At least ${LIVE_CADENCE_SECONDS.min} s`)
  .max(LIVE_CADENCE_SECONDS.max, `At most ${LIVE_CADENCE_SECONDS.max} s`)
export const FarFromMarketPercentSchema = z
  .number({ error: 'Enter a percentage such as 5' })
  .min(FAR_FROM_MARKET_PERCENT.min, `Price warning: at least ${FAR_FROM_MARKET_PERCENT.min} %`)
  .max(FAR_FROM_MARKET_PERCENT.max, `Price warning: at most ${FAR_FROM_MARKET_PERCENT.max} %`)
export const SizeTimesUsualSchema = z
  .number({ error: 'Enter a multiple such as 5' })
  .min(SIZE_TIMES_USUAL.min, `Size warning: at least ${SIZE_TIMES_USUAL.min}×`)
  .max(SIZE_TIMES_USUAL.max, `Size warning: at most ${SIZE_TIMES_USUAL.max}×`)

/** Which activity kinds also raise an OS notification (none unless chosen). */
export const NotifyKindsSchema = z.array(z.enum(ACTIVITY_KINDS)).max(ACTIVITY_KINDS.length)

export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    if (tz === 'local' || tz === 'UTC') return true
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz })
      return true
    } catch {
      return false
    }
  }, 'Unknown time zone: use "local", "UTC" or an IANA name such as Europe/London')

export const ProfileInputSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use lowercase letters, digits and dashes')
      .optional(),
    name: z.string().trim().min(1, 'Give the profile a name').max(80),
    kind: z.enum(PROFILE_KINDS).default('trader'),
    baseUrl: z
      .string()
      .trim()
      .max(2048)
      .superRefine((v, ctx) => {
        const problem = baseUrlProblem(v)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
    authScheme: z.enum(AUTH_SCHEMES).default('session'),
    username: z.string().trim().min(1, 'Enter the login name (without @domain)').max(128),
    domain: z.string().trim().min(1, 'Enter the domain, usually "default"').max(128).default('default'),
    defaultAccounts: z.array(z.string().min(3).max(128)).max(50).default([]),
    timeZone: TimeZoneSchema.default('local'),
    colour: z.enum(PROFILE_COLOURS).default('slate'),
    /**
     * Support profiles are always read-only, whatever the input says (a form, a hand-edited file, an import):
     * main decides it here, and editing is unlocked only per connection through the audited unlock.
     */
    readOnly: z.boolean().optional(),
    reviewBeforeSend: z.boolean().default(true),
    liveCadenceSeconds: LiveCadenceSchema.default(LIVE_CADENCE_SECONDS.default),
    notifyKinds: NotifyKindsSchema.default([]),
    /** Order sizes (minimum, maximum, step, margin tiers) shown in units or in lots. */
    sizeUnit: z.enum(SIZE_UNITS).default('units'),
    warnFarFromMarketPercent: FarFromMarketPercentSchema.default(FAR_FROM_MARKET_PERCENT.default),
    warnSizeTimesUsual: SizeTimesUsualSchema.default(SIZE_TIMES_USUAL.default),
  })
  .strict()
  .transform((p) => ({ ...p, readOnly: p.kind === 'support' || (p.readOnly ?? false) }))
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
  // Profiles saved before the choice existed show units, as before.
  sizeUnit: z.enum(SIZE_UNITS).default('units'),
  // Profiles saved before the thresholds were a choice warn where they always did.
  warnFarFromMarketPercent: FarFromMarketPercentSchema.default(FAR_FROM_MARKET_PERCENT.default),
  warnSizeTimesUsual: SizeTimesUsualSchema.default(SIZE_TIMES_USUAL.default),
})
export type Profile = z.infer<typeof ProfileSchema>

export const ProfileViewSchema = ProfileSchema.extend({
  /** Built-in Demo profiles connect to the bundled sandbox; their URL is assigned at start. */
  builtIn: z.boolean(),
  passwordSaved: z.boolean(),
})
export type ProfileView = z.infer<typeof ProfileViewSchema>
