// The words of main's own refusals (shared/ipc/result.ts, REFUSAL_REASONS): main sends the code and its facts,
// this map picks the catalogue's message for each.
import { RuleFactsSchema, type Facts, type RefusalReason, type RuleFacts } from '@shared/ipc/result'
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
  if (reason === 'value-refused') return ruleSentence(facts)
  return msg(REFUSAL_KEYS[reason], facts)
}

const EXPECTED = ['string', 'number', 'int', 'boolean', 'object', 'array', 'date', 'id'] as const
const FORMATS = ['account-code', 'timestamp', 'date', 'decimal', 'timeout', 'path-segment', 'order-id'] as const
type Format = (typeof FORMATS)[number]
const isFormat = (format: string | undefined): format is Format => (FORMATS as readonly unknown[]).includes(format)

/** The rule a refused input broke, from its code and bounds (`rule.*`), without the field. */
function ruleWords(f: RuleFacts): string {
  const sized = (origin: string | undefined) =>
    origin === 'string' ? 'String' : origin === 'array' || origin === 'set' ? 'Array' : 'Number'
  switch (f.rule) {
    case 'invalid_type': {
      const expected = (EXPECTED as readonly string[]).includes(f.expected ?? '') ? f.expected : 'other'
      return msg('params.rule.invalidType', {
        expected: msg(`params.expected.${expected as (typeof EXPECTED)[number]}`),
      })
    }
    case 'too_big': {
      if (f.maximum === undefined) return msg('params.rule.tooBig')
      const shape = sized(f.origin)
      return shape === 'Number'
        ? msg('params.rule.tooBigNumber', { maximum: f.maximum })
        : msg(`params.rule.tooBig${shape}`, { count: f.maximum })
    }
    case 'too_small': {
      if (f.minimum === undefined) return msg('params.rule.tooSmall')
      const shape = sized(f.origin)
      return shape === 'Number'
        ? msg('params.rule.tooSmallNumber', { minimum: f.minimum })
        : msg(`params.rule.tooSmall${shape}`, { count: f.minimum })
    }
    case 'invalid_format':
      return isFormat(f.format) ? msg(`params.rule.format.${f.format}`) : msg('params.rule.invalidFormat')
    case 'invalid_value':
      return msg('params.rule.invalidValue', { options: f.options ?? '' })
    case 'not_multiple_of':
      return msg('params.rule.notMultipleOf', { divisor: f.divisor ?? '' })
    case 'unrecognized_keys':
      return msg('params.rule.unrecognizedKeys', { keys: f.keys ?? '' })
    case 'required':
      return msg('params.rule.required')
    case 'exclusive_with':
      return msg('params.rule.exclusiveWith', { other: f.other ?? '' })
    case 'conflicts_with':
      return msg('params.rule.conflictsWith', { other: f.other ?? '' })
    case 'alias_of':
      return msg('params.rule.aliasOf', { other: f.other ?? '' })
    case 'range_inverted':
      return f.origin === 'number'
        ? msg('params.rule.rangeInvertedNumber', { other: f.other ?? '' })
        : msg('params.rule.rangeInvertedTime', { other: f.other ?? '' })
    case 'range_after_end':
      return msg('params.rule.rangeAfterEnd', { other: f.other ?? '' })
    case 'list_item_comma':
      return msg('params.rule.listItemComma')
    case 'list_item_empty':
      return msg('params.rule.listItemEmpty')
    case 'list_item_too_long':
      return f.maximum === undefined
        ? msg('params.rule.invalid')
        : msg('params.rule.listItemTooLong', { count: f.maximum })
    case 'payload_too_many_values':
      return msg('params.rule.payloadTooManyValues')
    case 'payload_too_large':
      return msg('params.rule.payloadTooLarge')
    case 'payload_too_deep':
      return msg('params.rule.payloadTooDeep')
    case 'payload_not_plain_data':
      return msg('params.rule.payloadNotPlainData')
    case 'payload_symbol_key':
      return msg('params.rule.payloadSymbolKey')
    case 'payload_forbidden_key':
      return msg('params.rule.payloadForbiddenKey', { key: f.key ?? '' })
    case 'payload_overlong_key':
      return msg('params.rule.payloadOverlongKey')
    default:
      return msg('params.rule.invalid')
  }
}

/**
 * The rule a refused input broke, after the field it concerns when main named one: "“reason” takes at most 200
 * characters." Facts that are not a rule's (a rule main could not name) read as a value it does not take.
 */
export function ruleSentence(facts: Facts | undefined): string {
  const parsed = RuleFactsSchema.safeParse(facts ?? {})
  const f: RuleFacts = parsed.success ? parsed.data : { rule: 'custom' }
  const rule = ruleWords(f)
  return f.parameter ? msg('params.ruleNamed', { parameter: f.parameter, rule }) : msg('params.ruleUnnamed', { rule })
}
