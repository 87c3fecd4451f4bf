// Add / edit a connection profile. Every field is checked with the same ProfileInputSchema main uses, on
// blur and on save, and the message is shown on the field itself; nothing invalid is sent.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { SizeUnit } from '../../../../shared/domain/size-units'
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityKind } from '../../../../shared/domain/activity'
import {
  AUTH_SCHEMES,
  FAR_FROM_MARKET_PERCENT,
  LIVE_CADENCE_SECONDS,
  SIZE_TIMES_USUAL,
  PROFILE_COLOURS,
  PROFILE_KINDS,
  ProfileInputSchema,
  type ProfileInput,
  type ProfileView,
} from '../../../../shared/ipc/profiles'
import { toAppError } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'
import { saveProfile } from '../../api/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { Field } from '../../components/Field'
import { COMMON_ZONES } from '../../lib/time-zones'

type FieldName =
  | 'name'
  | 'kind'
  | 'baseUrl'
  | 'authScheme'
  | 'username'
  | 'domain'
  | 'defaultAccounts'
  | 'timeZone'
  | 'colour'
  | 'sizeUnit'
  | 'readOnly'
  | 'reviewBeforeSend'
  | 'liveCadenceSeconds'
  | 'notifyKinds'
  | 'warnFarFromMarketPercent'
  | 'warnSizeTimesUsual'

interface FormValues {
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
  readOnly: boolean
  reviewBeforeSend: boolean
  /** As typed; the schema says what is wrong with it. */
  liveCadenceSeconds: string
  notifyKinds: ActivityKind[]
  /** As typed, like the cadence. */
  warnFarFromMarketPercent: string
  warnSizeTimesUsual: string
  password: string
  rememberPassword: boolean
}

function initialValues(profile: ProfileView | undefined): FormValues {
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
    readOnly: profile?.readOnly ?? false,
    reviewBeforeSend: profile?.reviewBeforeSend ?? true,
    liveCadenceSeconds: String(profile?.liveCadenceSeconds ?? LIVE_CADENCE_SECONDS.default),
    notifyKinds: profile?.notifyKinds ?? [],
    warnFarFromMarketPercent: String(profile?.warnFarFromMarketPercent ?? FAR_FROM_MARKET_PERCENT.default),
    warnSizeTimesUsual: String(profile?.warnSizeTimesUsual ?? SIZE_TIMES_USUAL.default),
    password: '',
    rememberPassword: false,
  }
}

export function toProfileInput(values: FormValues, id: string | undefined): ProfileInput {
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
    readOnly: values.kind === 'support' ? true : values.readOnly,
    reviewBeforeSend: values.reviewBeforeSend,
    liveCadenceSeconds: typedNumber(values.liveCadenceSeconds),
    notifyKinds: values.notifyKinds,
    warnFarFromMarketPercent: typedNumber(values.warnFarFromMarketPercent),
    warnSizeTimesUsual: typedNumber(values.warnSizeTimesUsual),
  }
}

/** An empty box is not zero: NaN lets the schema say "enter a number". */
function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text)
}

/** Field → first problem, from the shared schema (the same one main applies). */
export function profileProblems(input: ProfileInput): Partial<Record<FieldName, string>> {
  const parsed = ProfileInputSchema.safeParse(input)
  if (parsed.success) return {}
  const problems: Partial<Record<FieldName, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name') as FieldName
    problems[field] ??= field === 'defaultAccounts' ? `Account codes: ${issue.message}` : issue.message
  }
  return problems
}

interface ProfileFormProps {
  profile: ProfileView | undefined
  canRememberPassword: boolean
  rememberReason: string | undefined
  onSaved: (profile: ProfileView) => void
  onCancel: () => void
}

export function ProfileForm({ profile, canRememberPassword, rememberReason, onSaved, onCancel }: ProfileFormProps) {
  const id = useId()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<FormValues>(() => initialValues(profile))
  const [touched, setTouched] = useState<Set<FieldName>>(new Set())
  const [submitted, setSubmitted] = useState(false)

  const problems = profileProblems(toProfileInput(values, profile?.id))
  const shown = (field: FieldName) => (submitted ? problems[field] : undefined)
  const invalid = (field: FieldName) => touched.has(field) && problems[field] !== undefined
  const touch = (field: FieldName) => setTouched((t) => new Set(t).add(field))
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  const save = useMutation({
    mutationFn: () =>
      saveProfile(
        toProfileInput(values, profile?.id),
        values.password || undefined,
        canRememberPassword ? values.rememberPassword : undefined,
      ),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles })
      onSaved(saved)
    },
  })

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (Object.keys(problems).length > 0) {
      const first = Object.keys(problems)[0]
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    save.mutate()
  }

  const fieldId = (f: string) => `${id}-${f}`

  return (
    <form
      className="profile-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={profile ? `Edit ${profile.name}` : 'New profile'}
    >
      <h2>{profile ? `Edit profile “${profile.name}”` : 'New connection profile'}</h2>
      <div className="form-grid">
        <Field id={fieldId('name')} label="Profile name" error={shown('name')} invalid={invalid('name')}>
          <input
            id={fieldId('name')}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            onBlur={() => touch('name')}
            autoComplete="off"
          />
        </Field>
        <Field id={fieldId('kind')} label="Used by" error={shown('kind')} invalid={invalid('kind')}>
          <select
            id={fieldId('kind')}
            value={values.kind}
            onChange={(e) => set('kind', e.target.value as FormValues['kind'])}
          >
            <option value="trader">Trader (own accounts)</option>
            <option value="support">Support staff (client accounts, read-only case mode)</option>
          </select>
        </Field>
        <Field
          id={fieldId('baseUrl')}
          label="Server address"
          hint="The broker’s DX REST base URL, ending in /dxsca-web"
          error={shown('baseUrl')}
          invalid={invalid('baseUrl')}
          wide
        >
          <input
            id={fieldId('baseUrl')}
            value={values.baseUrl}
            onChange={(e) => set('baseUrl', e.target.value)}
            onBlur={() => touch('baseUrl')}
            inputMode="url"
            spellCheck={false}
          />
        </Field>
        <Field
          id={fieldId('username')}
          label="Login"
          hint="Without @domain"
          error={shown('username')}
          invalid={invalid('username')}
        >
          <input
            id={fieldId('username')}
            value={values.username}
            onChange={(e) => set('username', e.target.value)}
            onBlur={() => touch('username')}
            autoComplete="username"
            spellCheck={false}
          />
        </Field>
        <Field id={fieldId('domain')} label="Domain" error={shown('domain')} invalid={invalid('domain')}>
          <input
            id={fieldId('domain')}
            value={values.domain}
            onChange={(e) => set('domain', e.target.value)}
            onBlur={() => touch('domain')}
            spellCheck={false}
          />
        </Field>
        <Field
          id={fieldId('password')}
          label="Password"
          hint={
            profile?.passwordSaved ? 'Leave empty to keep the saved password' : 'Asked for at connect if left empty'
          }
        >
          <input
            id={fieldId('password')}
            type="password"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            autoComplete="current-password"
          />
        </Field>
        <Field
          id={fieldId('remember')}
          label="Remember password"
          hint={canRememberPassword ? 'Stored encrypted by the operating system' : rememberReason}
          inline
        >
          <input
            id={fieldId('remember')}
            type="checkbox"
            checked={values.rememberPassword}
            disabled={!canRememberPassword || !values.password}
            onChange={(e) => set('rememberPassword', e.target.checked)}
          />
        </Field>
        <Field
          id={fieldId('authScheme')}
          label="Authentication"
          error={shown('authScheme')}
          invalid={invalid('authScheme')}
        >
          <select
            id={fieldId('authScheme')}
            value={values.authScheme}
            onChange={(e) => set('authScheme', e.target.value as FormValues['authScheme'])}
          >
            <option value="session">Session token (POST /login)</option>
            <option value="basic">HTTP Basic</option>
          </select>
        </Field>
        <Field
          id={fieldId('timeZone')}
          label="Display time zone"
          hint="local, UTC or an IANA name (Europe/London)"
          error={shown('timeZone')}
          invalid={invalid('timeZone')}
        >
          <input
            id={fieldId('timeZone')}
            list={fieldId('zones')}
            value={values.timeZone}
            onChange={(e) => set('timeZone', e.target.value)}
            onBlur={() => touch('timeZone')}
            spellCheck={false}
          />
          <datalist id={fieldId('zones')}>
            {COMMON_ZONES.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
        </Field>
        <Field
          id={fieldId('sizeUnit')}
          label="Show order sizes in"
          hint="Minimum, maximum and step sizes and margin tiers; orders are always sent in units"
          error={shown('sizeUnit')}
          invalid={invalid('sizeUnit')}
        >
          <select
            id={fieldId('sizeUnit')}
            value={values.sizeUnit}
            onChange={(e) => set('sizeUnit', e.target.value as SizeUnit)}
          >
            <option value="units">Units</option>
            <option value="lots">Lots (units ÷ lot size)</option>
          </select>
        </Field>
        <Field
          id={fieldId('defaultAccounts')}
          label="Default accounts"
          hint="Optional; account codes such as default:1001, separated by commas"
          error={shown('defaultAccounts')}
          invalid={invalid('defaultAccounts')}
          wide
        >
          <input
            id={fieldId('defaultAccounts')}
            value={values.defaultAccounts}
            onChange={(e) => set('defaultAccounts', e.target.value)}
            onBlur={() => touch('defaultAccounts')}
            spellCheck={false}
          />
        </Field>
        <Field id={fieldId('colour')} label="Colour tag" error={shown('colour')} invalid={invalid('colour')}>
          <select
            id={fieldId('colour')}
            value={values.colour}
            onChange={(e) => set('colour', e.target.value as FormValues['colour'])}
          >
            {PROFILE_COLOURS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fieldId('readOnly')}
          label="Open read-only"
          hint={values.kind === 'support' ? 'Always on for support profiles' : 'Edits need an explicit unlock'}
          inline
        >
          <input
            id={fieldId('readOnly')}
            type="checkbox"
            checked={values.kind === 'support' ? true : values.readOnly}
            disabled={values.kind === 'support'}
            onChange={(e) => set('readOnly', e.target.checked)}
          />
        </Field>
        <Field
          id={fieldId('liveCadenceSeconds')}
          label="Check accounts for changes every (seconds)"
          hint="A conditional request per account; five times slower while the window is in the background, paused while it is hidden"
          error={shown('liveCadenceSeconds')}
          invalid={invalid('liveCadenceSeconds')}
        >
          <input
            id={fieldId('liveCadenceSeconds')}
            type="number"
            inputMode="numeric"
            min={LIVE_CADENCE_SECONDS.min}
            max={LIVE_CADENCE_SECONDS.max}
            value={values.liveCadenceSeconds}
            onChange={(e) => set('liveCadenceSeconds', e.target.value)}
            onBlur={() => touch('liveCadenceSeconds')}
          />
        </Field>
        <Field
          id={fieldId('warnFarFromMarketPercent')}
          label="Warn when a price is further from the market than (%)"
          hint="Checked in the order editor before sending; the trader may send anyway"
          error={shown('warnFarFromMarketPercent')}
          invalid={invalid('warnFarFromMarketPercent')}
        >
          <input
            id={fieldId('warnFarFromMarketPercent')}
            type="number"
            inputMode="decimal"
            step="any"
            min={FAR_FROM_MARKET_PERCENT.min}
            max={FAR_FROM_MARKET_PERCENT.max}
            value={values.warnFarFromMarketPercent}
            onChange={(e) => set('warnFarFromMarketPercent', e.target.value)}
            onBlur={() => touch('warnFarFromMarketPercent')}
          />
        </Field>
        <Field
          id={fieldId('warnSizeTimesUsual')}
          label="Warn when a size is above the account’s usual by (×)"
          hint="The usual size is the median of the account’s recent orders in the instrument"
          error={shown('warnSizeTimesUsual')}
          invalid={invalid('warnSizeTimesUsual')}
        >
          <input
            id={fieldId('warnSizeTimesUsual')}
            type="number"
            inputMode="decimal"
            step="any"
            min={SIZE_TIMES_USUAL.min}
            max={SIZE_TIMES_USUAL.max}
            value={values.warnSizeTimesUsual}
            onChange={(e) => set('warnSizeTimesUsual', e.target.value)}
            onBlur={() => touch('warnSizeTimesUsual')}
          />
        </Field>
        <fieldset className="profile-form__notify" id={fieldId('notifyKinds')}>
          <legend>System notifications for</legend>
          {ACTIVITY_KINDS.map((kind) => (
            <label key={kind} className="inline">
              <input
                type="checkbox"
                checked={values.notifyKinds.includes(kind)}
                onChange={(e) =>
                  set(
                    'notifyKinds',
                    e.target.checked ? [...values.notifyKinds, kind] : values.notifyKinds.filter((k) => k !== kind),
                  )
                }
              />{' '}
              {ACTIVITY_KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
        <Field id={fieldId('review')} label="Review order changes before sending" inline>
          <input
            id={fieldId('review')}
            type="checkbox"
            checked={values.reviewBeforeSend}
            onChange={(e) => set('reviewBeforeSend', e.target.checked)}
          />
        </Field>
      </div>
      {save.isError && <ErrorPanel error={toAppError(save.error)} context={{ action: 'save-profile' }} compact />}
      {submitted && Object.keys(problems).length > 0 && (
        <p className="form-summary" role="alert">
          {Object.keys(problems).length === 1 ? 'One field needs' : `${Object.keys(problems).length} fields need`}{' '}
          attention before the profile can be saved.
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
