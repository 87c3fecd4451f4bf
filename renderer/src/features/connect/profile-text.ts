// The profile form's and the Connect screen's explanations: fields to fix, the margin levels, password storage.
import type { RuleFacts, SecretStoreReason } from '@shared/ipc/result'
import { msg, type MessageKey } from '@shared/text/messages'
import { ruleSentence, secretStoreSentence } from '../../lib/refusal-text'
import type { ProfileFormValues } from './profile-form-model'

/** The profile's fields the form shows a problem on, and the label each has there. */
type ProfileField = Exclude<keyof ProfileFormValues, 'password' | 'rememberPassword'>
const FIELD_LABELS: Readonly<Record<ProfileField, MessageKey>> = {
  name: 'labels.connect.profileName',
  kind: 'labels.connect.usedBy',
  baseUrl: 'labels.connect.serverAddress',
  authScheme: 'labels.connect.authentication',
  username: 'labels.connect.login',
  domain: 'labels.connect.domain',
  defaultAccounts: 'labels.connect.defaultAccounts',
  timeZone: 'labels.connect.displayTimeZone',
  colour: 'labels.connect.colourTag',
  sizeUnit: 'labels.connect.showOrderSizesIn',
  reportingCurrency: 'labels.connect.reportingCurrency',
  readOnly: 'labels.connect.openReadOnly',
  reviewBeforeSend: 'labels.connect.reviewOrderChangesBeforeSending',
  notifyKinds: 'labels.connect.systemNotificationsFor',
  snapshotMasking: 'support.share.maskLegend',
  liveCadenceSeconds: 'connect.numberSettings.liveCadenceSeconds.label',
  warnFarFromMarketPercent: 'connect.numberSettings.warnFarFromMarketPercent.label',
  warnSizeTimesUsual: 'connect.numberSettings.warnSizeTimesUsual.label',
  marginCallPercent: 'connect.numberSettings.marginCallPercent.label',
  stopOutPercent: 'connect.numberSettings.stopOutPercent.label',
  warnMarginPercent: 'connect.numberSettings.warnMarginPercent.label',
  dailyLossLimit: 'connect.numberSettings.dailyLossLimit.label',
}
const isProfileField = (field: string): field is ProfileField => Object.hasOwn(FIELD_LABELS, field)

/** The fields a person must fill in, each said as what to do rather than as a rule. */
const REQUIRED: Partial<Record<ProfileField, MessageKey>> = {
  name: 'connect.profileRules.nameRequired',
  username: 'connect.profileRules.usernameRequired',
  domain: 'connect.profileRules.domainRequired',
}

/**
 * What the profile form says of a field's broken rule (the schema's code and bounds): the field as the form
 * labels it with the rule's sentence, or the form's own sentence where that reads better. `item` is the account
 * code a rule of the default accounts concerns.
 */
export function profileFieldProblem(field: string, facts: RuleFacts, item?: string): string {
  if (!isProfileField(field)) return ruleSentence({ ...facts, parameter: field })
  const required = REQUIRED[field]
  if (required && facts.rule === 'too_small' && facts.minimum === 1) return msg(required)
  if (field === 'defaultAccounts' && item !== undefined)
    return msg('connect.accountCodesProblem', { problem: ruleSentence({ ...facts, parameter: item }) })
  // A rule between two fields (stop-out below margin call) names the other one by its label too.
  const other = facts.other && isProfileField(facts.other) ? { other: msg(FIELD_LABELS[facts.other]) } : {}
  return ruleSentence({ ...facts, ...other, parameter: msg(FIELD_LABELS[field]) })
}

/** The profile form, when an existing profile's "Used by" is changed. */
export const KIND_CHANGE_NOTICE = msg('connect.kindChange')

/** The profile form's summary after Save with fields still wrong. */
export function profileProblemsSummary(count: number): string {
  return msg('connect.profileProblems.summary', { which: msg('connect.profileProblems.which', { count }) })
}

/** Where saved passwords go (`store`: the store's name as people know it, or main's code for it), or why none are. */
export function passwordStorage(
  f:
    | { canRemember: true; store: string }
    | { canRemember: false; backend: string; reason?: SecretStoreReason | undefined },
): string {
  return f.canRemember
    ? msg('connect.passwordStorage.encrypted', { store: f.store })
    : msg('connect.passwordStorage.notSaved', {
        backend: f.backend,
        reason: f.reason ? secretStoreSentence(f.reason) : msg('connect.passwordStorage.askedEachConnect'),
      })
}

/** The profile form's explanation of the broker's margin levels. */
export const PROFILE_MARGIN_LEVELS_HELP = msg('risk.margin.profileHelp')
