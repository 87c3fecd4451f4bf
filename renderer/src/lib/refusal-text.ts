// The words of main's own refusals (shared/ipc/result.ts, REFUSAL_REASONS): main sends the code and its facts,
// this map picks the catalogue's message for each.
import type { Facts, RefusalReason } from '@shared/ipc/result'
import { ruleSentence } from '@shared/text/input-rule-text'
import { msg, type MessageKey } from '@shared/text/messages'

export { ruleSentence }

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
  if (reason === 'value-refused') return ruleSentence(facts)
  return msg(REFUSAL_KEYS[reason], facts)
}
