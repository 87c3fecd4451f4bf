// The words of main's own refusals (shared/ipc/result.ts, REFUSAL_REASONS): main sends the code and its facts,
// this map picks the catalogue's message for each.
import type { Facts, RefusalReason } from '@shared/ipc/result'
import { msg, type MessageKey } from '@shared/text/messages'

const REFUSAL_KEYS: Readonly<Record<Exclude<RefusalReason, 'password-store-refused' | 'value-refused'>, MessageKey>> = {
  'demo-profile-fixed': 'profiles.demoFixed',
  'demo-profile-kept': 'profiles.demoKept',
  'profile-limit': 'profiles.limit',
  'no-such-profile': 'profiles.noSuchProfile',
  'password-missing': 'session.passwordMissing',
  'password-refused': 'session.passwordRefused',
  'password-store-changed': 'passwords.storeChanged',
  'password-undecryptable': 'passwords.undecryptable',
  'password-damaged': 'passwords.damaged',
  'password-other-server': 'passwords.otherServer',
  'price-alert-limit': 'risk.alerts.limit',
  'account-required': 'params.accountRequired',
  'other-account-in-body': 'params.otherAccountInBody',
  'accounts-required': 'params.accountsRequired',
  'currency-required': 'params.currencyRequired',
  'day-required': 'params.dayRequired',
  'order-not-named': 'params.orderNotNamed',
  'group-not-named': 'params.groupNotNamed',
  'version-unread': 'params.versionUnread',
  'not-a-parameter': 'params.notAParameter',
  'value-required': 'params.valueRequired',
  'request-invalid': 'params.requestInvalid',
  'symbol-required': 'params.symbolRequired',
  'login-incomplete': 'params.loginIncomplete',
  'include-offset-single': 'params.includeOffsetSingle',
  'address-unreadable': 'params.addressUnreadable',
  'address-not-https': 'params.addressNotHttps',
  'address-extras': 'params.addressExtras',
}

/** Why this computer keeps no passwords, from the store's reason code. */
export function secretStoreSentence(store: string | number | undefined): string {
  return store === 'basic-text' || store === 'unknown'
    ? msg(`passwords.store.${store}`)
    : msg('passwords.store.unavailable')
}

/** The sentence of one of main's refusals, filled with its facts. */
export function refusalSentence(reason: RefusalReason, facts: Facts = {}): string {
  if (reason === 'password-store-refused') return secretStoreSentence(facts['store'])
  // The rule is the request schema's own words, said after the parameter it concerns when one is named.
  if (reason === 'value-refused') {
    const rule = facts['rule'] ?? ''
    return facts['parameter'] === undefined
      ? msg('params.valueRefused', { rule })
      : msg('params.valueRefusedNamed', { rule, parameter: facts['parameter'] })
  }
  return msg(REFUSAL_KEYS[reason], facts)
}
