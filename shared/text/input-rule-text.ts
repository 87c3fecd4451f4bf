// The words of a rule an input broke (RuleFacts, shared/ipc/result.ts): main's refusals, the profile form's fields,
// the filter panel's and the Connect screen's findings all say it this one way, after the name of the field.
import { RuleFactsSchema, type Facts, type RuleFacts } from '../ipc/result'
import { msg } from './messages'

const EXPECTED = ['string', 'number', 'int', 'boolean', 'object', 'array', 'date', 'id'] as const
const FORMATS = [
  'account-code',
  'timestamp',
  'date',
  'decimal',
  'timeout',
  'path-segment',
  'order-id',
  'profile-id',
  'time-zone',
  'currency-code',
  'web-address',
  'https-address',
  'no-login',
] as const
type Format = (typeof FORMATS)[number]
const isFormat = (format: string | undefined): format is Format => (FORMATS as readonly unknown[]).includes(format)

/** The rule a refused input broke, from its code and bounds (`rule.*`), without the field. */
export function ruleWords(f: RuleFacts): string {
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
    case 'must_be_below':
      return msg('params.rule.mustBeBelow', { other: f.other ?? '' })
    case 'must_be_above':
      return msg('params.rule.mustBeAbove', { other: f.other ?? '' })
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
