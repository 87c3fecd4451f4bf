// Add / edit a connection profile, on React Hook Form. Every field is checked with the same ProfileInputSchema
// main uses (the form's resolver, profile-form-model.ts): a field is marked on blur, its message shown from the
// first save on and kept current while typing; nothing invalid is sent, and a save main refuses keeps what
// was typed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS } from '@shared/domain/activity'
import { PROFILE_COLOURS, type ProfileView } from '@shared/ipc/profiles'
import { toAppError } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'
import { saveProfile } from '../../api/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { Field } from '../../components/Field'
import { COMMON_ZONES } from '../../lib/time-zones'
import { NUMBER_SETTING_BOUNDS, type NumberSetting } from '@shared/ipc/profile-settings'
import { NumberSettingField } from './NumberSettingField'
import { initialValues, profileResolver, toProfileInput, type ProfileFormValues } from './profile-form-model'
import { KIND_CHANGE_NOTICE, PROFILE_MARGIN_LEVELS_HELP, profileProblemsSummary } from './profile-text'
import { msg } from '@shared/text/messages'

const CADENCE_AND_WARNINGS: readonly NumberSetting[] = [
  'liveCadenceSeconds',
  'warnFarFromMarketPercent',
  'warnSizeTimesUsual',
]
const MARGIN_LEVELS: readonly NumberSetting[] = [
  'marginCallPercent',
  'stopOutPercent',
  'warnMarginPercent',
  'dailyLossLimit',
]

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
  const { register, control, handleSubmit, formState } = useForm<ProfileFormValues>({
    defaultValues: initialValues(profile),
    resolver: profileResolver(profile?.id),
    // Marked from the first blur on, then re-checked as the user types.
    mode: 'onTouched',
  })
  const { errors, isSubmitted } = formState
  const kind = useWatch({ control, name: 'kind' })
  const support = kind === 'support'
  // Main forgets the saved password and audits the change when an existing profile changes hands.
  const kindChanged = profile !== undefined && kind !== profile.kind
  const password = useWatch({ control, name: 'password' })
  const problemCount = Object.keys(errors).length

  const fieldId = (f: string) => `${id}-${f}`
  /** A field's id and state for <Field>: marked invalid at once, the message itself only once a save was tried. */
  const status = (f: keyof ProfileFormValues) => ({
    id: fieldId(f),
    error: isSubmitted ? errors[f]?.message : undefined,
    invalid: errors[f] !== undefined,
  })
  // The number settings: one field each, worded by the catalogue, bounded by the shared schema's limits.
  const numberField = (name: NumberSetting) => (
    <NumberSettingField
      key={name}
      {...status(name)}
      label={msg(`connect.numberSettings.${name}.label`)}
      hint={msg(`connect.numberSettings.${name}.hint`)}
      bounds={NUMBER_SETTING_BOUNDS[name]}
      whole={name === 'liveCadenceSeconds'}
      registration={register(name)}
    />
  )

  const save = useMutation({
    mutationFn: (values: ProfileFormValues) =>
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

  return (
    <form
      className="profile-form"
      onSubmit={handleSubmit((values) => save.mutate(values))}
      noValidate
      aria-label={profile ? msg('labels.connect.editName', { name: profile.name }) : msg('labels.connect.newProfile')}
    >
      <h2>
        {profile
          ? msg('labels.connect.editProfileName', { name: profile.name })
          : msg('labels.connect.newConnectionProfile')}
      </h2>
      <div className="form-grid">
        <Field {...status('name')} label={msg('labels.connect.profileName')}>
          <input id={fieldId('name')} {...register('name')} autoComplete="off" />
        </Field>
        <Field
          {...status('kind')}
          label={msg('labels.connect.usedBy')}
          {...(kindChanged ? { hint: KIND_CHANGE_NOTICE } : {})}
        >
          <select id={fieldId('kind')} {...register('kind')}>
            <option value="trader">{msg('labels.connect.traderOwnAccounts')}</option>
            <option value="support">{msg('connect.profile.kindSupport')}</option>
          </select>
        </Field>
        <Field
          {...status('baseUrl')}
          label={msg('labels.connect.serverAddress')}
          hint={msg('labels.connect.theBrokerSDxRest')}
          wide
        >
          <input id={fieldId('baseUrl')} {...register('baseUrl')} inputMode="url" spellCheck={false} />
        </Field>
        <Field {...status('username')} label={msg('labels.connect.login')} hint={msg('labels.connect.withoutDomain')}>
          <input id={fieldId('username')} {...register('username')} autoComplete="username" spellCheck={false} />
        </Field>
        <Field {...status('domain')} label={msg('labels.connect.domain')}>
          <input id={fieldId('domain')} {...register('domain')} spellCheck={false} />
        </Field>
        <Field
          id={fieldId('password')}
          label={msg('labels.connect.password')}
          hint={
            profile?.passwordSaved
              ? msg('labels.connect.leaveEmptyToKeepThe')
              : msg('labels.connect.askedForAtConnectIf')
          }
        >
          <input id={fieldId('password')} type="password" {...register('password')} autoComplete="current-password" />
        </Field>
        <Field
          id={fieldId('remember')}
          label={msg('labels.connect.rememberPassword')}
          hint={canRememberPassword ? msg('labels.connect.storedEncryptedByTheOperating') : rememberReason}
          inline
        >
          <input
            id={fieldId('remember')}
            type="checkbox"
            disabled={!canRememberPassword || !password}
            {...register('rememberPassword')}
          />
        </Field>
        <Field {...status('authScheme')} label={msg('labels.connect.authentication')}>
          <select id={fieldId('authScheme')} {...register('authScheme')}>
            <option value="session">{msg('connect.profile.authSession')}</option>
            <option value="basic">{msg('labels.connect.httpBasic')}</option>
          </select>
        </Field>
        <Field
          {...status('timeZone')}
          label={msg('labels.connect.displayTimeZone')}
          hint={msg('labels.connect.localUtcOrAnIana')}
        >
          <input id={fieldId('timeZone')} list={fieldId('zones')} {...register('timeZone')} spellCheck={false} />
          <datalist id={fieldId('zones')}>
            {COMMON_ZONES.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
        </Field>
        <Field
          {...status('sizeUnit')}
          label={msg('labels.connect.showOrderSizesIn')}
          hint={msg('labels.connect.minimumMaximumAndStepSizes')}
        >
          <select id={fieldId('sizeUnit')} {...register('sizeUnit')}>
            <option value="units">{msg('labels.connect.units')}</option>
            <option value="lots">{msg('connect.profile.sizeLots')}</option>
          </select>
        </Field>
        <Field
          {...status('reportingCurrency')}
          label={msg('labels.connect.reportingCurrency')}
          hint={msg('labels.connect.optionalEGUsdTrades')}
        >
          <input
            id={fieldId('reportingCurrency')}
            {...register('reportingCurrency')}
            spellCheck={false}
            autoCapitalize="characters"
            maxLength={12}
          />
        </Field>
        <Field
          {...status('defaultAccounts')}
          label={msg('labels.connect.defaultAccounts')}
          hint={msg('labels.connect.optionalAccountCodesSuchAs')}
          wide
        >
          <input id={fieldId('defaultAccounts')} {...register('defaultAccounts')} spellCheck={false} />
        </Field>
        <Field {...status('colour')} label={msg('labels.connect.colourTag')}>
          <select id={fieldId('colour')} {...register('colour')}>
            {PROFILE_COLOURS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fieldId('readOnly')}
          label={msg('labels.connect.openReadOnly')}
          hint={
            support ? msg('labels.connect.alwaysOnForSupportProfiles') : msg('labels.connect.editsNeedAnExplicitUnlock')
          }
          inline
        >
          {/* Support profiles are read-only whatever the box said; the box keeps its state for a switch back. */}
          {support ? (
            <input key="always" id={fieldId('readOnly')} type="checkbox" defaultChecked disabled />
          ) : (
            <input key="chosen" id={fieldId('readOnly')} type="checkbox" {...register('readOnly')} />
          )}
        </Field>
        {CADENCE_AND_WARNINGS.map(numberField)}
        <fieldset className="profile-form__risk" data-testid="profile-risk-levels">
          <legend>{msg('connect.marginLevelsLegend')}</legend>
          <p className="muted">{PROFILE_MARGIN_LEVELS_HELP}</p>
          {MARGIN_LEVELS.map(numberField)}
        </fieldset>
        <fieldset className="profile-form__notify" id={fieldId('notifyKinds')}>
          <legend>{msg('labels.connect.systemNotificationsFor')}</legend>
          {ACTIVITY_KINDS.map((kind) => (
            <label key={kind} className="inline">
              <input type="checkbox" value={kind} {...register('notifyKinds')} /> {ACTIVITY_KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
        <fieldset className="profile-form__notify" id={fieldId('snapshotMasking')}>
          <legend>{msg('support.share.maskLegend')}</legend>
          <label className="inline">
            <input type="checkbox" {...register('snapshotMasking.names')} /> {msg('support.share.maskNames')}
          </label>
          <label className="inline">
            <input type="checkbox" {...register('snapshotMasking.emails')} /> {msg('support.share.maskEmails')}
          </label>
          <label className="inline">
            <input type="checkbox" {...register('snapshotMasking.comments')} /> {msg('support.share.maskComments')}
          </label>
        </fieldset>
        <Field id={fieldId('review')} label={msg('labels.connect.reviewOrderChangesBeforeSending')} inline>
          <input id={fieldId('review')} type="checkbox" {...register('reviewBeforeSend')} />
        </Field>
      </div>
      {save.isError && <ErrorPanel error={toAppError(save.error)} context={{ action: 'save-profile' }} compact />}
      {isSubmitted && problemCount > 0 && (
        <p className="form-summary" role="alert">
          {profileProblemsSummary(problemCount)}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? msg('labels.connect.saving') : msg('labels.connect.saveProfile')}
        </button>
        <button type="button" onClick={onCancel}>
          {msg('labels.connect.cancel')}
        </button>
      </div>
    </form>
  )
}
