// What the profile form holds (text as typed) and how it becomes a profile: the shared ProfileInputSchema —
// the one main applies on save — is the form's resolver, so the form and main cannot disagree on a rule.
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form'
import type { ActivityKind } from '@shared/domain/activity'
import type { SizeUnit } from '@shared/domain/size-units'
import {
  AUTH_SCHEMES,
  DEFAULT_NOTIFY_KINDS,
  PROFILE_COLOURS,
  PROFILE_KINDS,
  ProfileInputSchema,
  type ProfileInput,
  type ProfileView,
} from '@shared/ipc/profiles'
import {
  FAR_FROM_MARKET_PERCENT,
  riskLevelsOf,
  LIVE_CADENCE_SECONDS,
  SIZE_TIMES_USUAL,
} from '@shared/ipc/profile-settings'
import { ruleFactsOf } from '@shared/ipc/result'
import { profileFieldProblem } from './profile-text'

export interface ProfileFormValues {
  name: string
  kind: (typeof PROFILE_KINDS)[number]
  baseUrl: string
  authScheme: (typeof AUTH_SCHEMES)[number]
  username: string
  domain: string
  defaultAccounts: string
  timeZone: string
  colour: (typeof PROFILE_COLOURS)[number]
  sizeUnit: SizeUnit
  /** Empty: each currency on its own. */
  reportingCurrency: string
  readOnly: boolean
  reviewBeforeSend: boolean
  /** As typed; the schema says what is wrong with it. */
  liveCadenceSeconds: string
  notifyKinds: ActivityKind[]
  /** What "Share what I see" masks in a snapshot. */
  snapshotMasking: { names: boolean; emails: boolean; comments: boolean }
  /** As typed, like the cadence. */
  warnFarFromMarketPercent: string
  warnSizeTimesUsual: string
  /** The broker's margin levels and the user's own alerts, as typed; the two alerts may stay empty. */
  marginCallPercent: string
  stopOutPercent: string
  warnMarginPercent: string
  dailyLossLimit: string
  password: string
  rememberPassword: boolean
}

export function initialValues(profile: ProfileView | undefined): ProfileFormValues {
  return {
    name: profile?.name ?? '',
    kind: profile?.kind ?? 'trader',
    baseUrl: profile?.baseUrl ?? 'https://',
    authScheme: profile?.authScheme ?? 'session',
    username: profile?.username ?? '',
    domain: profile?.domain ?? 'default',
    defaultAccounts: profile?.defaultAccounts.join(', ') ?? '',
    timeZone: profile?.timeZone ?? 'local',
    colour: profile?.colour ?? 'slate',
    sizeUnit: profile?.sizeUnit ?? 'units',
    reportingCurrency: profile?.reportingCurrency ?? '',
    readOnly: profile?.readOnly ?? false,
    reviewBeforeSend: profile?.reviewBeforeSend ?? true,
    liveCadenceSeconds: String(profile?.liveCadenceSeconds ?? LIVE_CADENCE_SECONDS.default),
    notifyKinds: profile?.notifyKinds ?? [...DEFAULT_NOTIFY_KINDS],
    snapshotMasking: { ...(profile?.snapshotMasking ?? { names: true, emails: true, comments: true }) },
    warnFarFromMarketPercent: String(profile?.warnFarFromMarketPercent ?? FAR_FROM_MARKET_PERCENT.default),
    warnSizeTimesUsual: String(profile?.warnSizeTimesUsual ?? SIZE_TIMES_USUAL.default),
    ...riskValues(profile),
    password: '',
    rememberPassword: false,
  }
}

export function toProfileInput(values: ProfileFormValues, id: string | undefined): ProfileInput {
  return {
    ...(id ? { id } : {}),
    name: values.name,
    kind: values.kind,
    baseUrl: values.baseUrl,
    authScheme: values.authScheme,
    username: values.username,
    domain: values.domain,
    defaultAccounts: values.defaultAccounts
      .split(/[\s,;]+/)
      .map((s) => s.trim())
      .filter(Boolean),
    timeZone: values.timeZone.trim(),
    colour: values.colour,
    sizeUnit: values.sizeUnit,
    ...(values.reportingCurrency.trim() ? { reportingCurrency: values.reportingCurrency.trim().toUpperCase() } : {}),
    readOnly: values.kind === 'support' ? true : values.readOnly,
    reviewBeforeSend: values.reviewBeforeSend,
    liveCadenceSeconds: typedNumber(values.liveCadenceSeconds),
    notifyKinds: values.notifyKinds,
    snapshotMasking: { ...values.snapshotMasking },
    warnFarFromMarketPercent: typedNumber(values.warnFarFromMarketPercent),
    warnSizeTimesUsual: typedNumber(values.warnSizeTimesUsual),
    marginCallPercent: typedNumber(values.marginCallPercent),
    stopOutPercent: typedNumber(values.stopOutPercent),
    ...(values.warnMarginPercent.trim() !== '' ? { warnMarginPercent: typedNumber(values.warnMarginPercent) } : {}),
    ...(values.dailyLossLimit.trim() !== '' ? { dailyLossLimit: typedNumber(values.dailyLossLimit) } : {}),
  }
}

function riskValues(profile: ProfileView | undefined) {
  const levels = riskLevelsOf(profile ?? {})
  return {
    marginCallPercent: String(levels.marginCallPercent),
    stopOutPercent: String(levels.stopOutPercent),
    warnMarginPercent: levels.warnMarginPercent === undefined ? '' : String(levels.warnMarginPercent),
    dailyLossLimit: levels.dailyLossLimit === undefined ? '' : String(levels.dailyLossLimit),
  }
}

/** An empty box is not zero: NaN lets the schema say "enter a number". */
function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text)
}

/**
 * The form's resolver: the shared schema over the profile the values make, each field's first broken rule worded
 * from the catalogue (the schema says none itself). The schema names a bad account code by its place in the list
 * (`defaultAccounts.2`); the form has one box for the list, so the code's problem goes on the box.
 */
export function profileResolver(id: string | undefined): Resolver<ProfileFormValues> {
  return (values) => {
    const input = toProfileInput(values, id)
    const parsed = ProfileInputSchema.safeParse(input)
    if (parsed.success) return { values, errors: {} }
    const errors: Record<string, FieldError> = {}
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path
      if (typeof field !== 'string' || field in errors) continue
      const item = typeof index === 'number' ? input.defaultAccounts?.[index] : undefined
      errors[field] = { type: issue.code, message: profileFieldProblem(field, ruleFactsOf(issue), item) }
    }
    return { values: {}, errors: errors as FieldErrors<ProfileFormValues> }
  }
}
