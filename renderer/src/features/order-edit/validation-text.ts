// The words of the editor's live validation (shared/domain/order-edit/validation.ts sends each problem's rule
// code and facts): the rule in a few words, the problem's sentence and the Save button's line.
import { type EditMessage, type EditProblem, type MembershipRefusal, type Validation } from '@shared/domain/order-edit'
import type { RuleProblem } from '@shared/domain/order-rules'
import { msg, type Catalogue, type MessageValues } from '@shared/text/messages'
import { countOf } from '@shared/text/plural'
import { ruleProblemText } from '@shared/text/rule-text'
import { sanityRuleName, sanityWarningText } from '@shared/text/sanity-text'
import { fieldLabel, inputProblemText } from './edit-text'

/** The rule in a few words: "Price grid", "Minimum size"… */
export function ruleName(m: EditMessage): string {
  const p = m.problem
  if (p.kind === 'sanity') return sanityRuleName(p.warning.rule)
  if (p.kind === 'server') {
    return p.dxCode
      ? msg('orderEdit.validation.rule.serverCode', { status: p.status, code: p.dxCode })
      : msg('orderEdit.validation.rule.server', { status: p.status })
  }
  return msg(`orderEdit.validation.rule.${m.rule === 'sanity' || m.rule === 'server' ? 'order-rule' : m.rule}`)
}

const DECIMAL_FIELDS = ['quantity', 'limitPrice', 'stopPrice', 'priceOffset', 'marginRate'] as const
const fieldWord = (name: string): string =>
  (DECIMAL_FIELDS as readonly string[]).includes(name)
    ? msg(`orderEdit.validation.field.${name as (typeof DECIMAL_FIELDS)[number]}`)
    : name

/** The rules that name a field: the editor words them with the field as the form names it. */
const FIELD_NAMING = [
  'not-finite',
  'type-required',
  'needs-limit',
  'limit-not-for-type',
  'needs-stop',
  'stop-not-for-type',
  'tif-not-for-market',
  'gtd-needs-expiry',
  'expiry-only-gtd',
  'offset-needs-link',
  'close-needs-position',
  'quantity-negative',
  'quantity-required',
  'order-code-twice',
  'price-off-step',
  'below-min-size',
  'off-size-step',
  'above-max-lots',
  'above-max-notional',
] as const satisfies ReadonlyArray<RuleProblem['code'] & keyof Catalogue['orderEdit']['validation']['problem']>
type FieldNaming = (typeof FIELD_NAMING)[number]
const namesAField = (code: RuleProblem['code']): code is FieldNaming =>
  (FIELD_NAMING as readonly string[]).includes(code)

function ruleProblemWords(p: RuleProblem): string {
  const { code, field: _field, ...facts } = p
  if (!namesAField(code)) return ruleProblemText(p)
  if (code === 'expiry-only-gtd' && !('tif' in facts && facts.tif !== undefined)) {
    return msg('orderEdit.validation.problem.expiryOnlyGtdNoTif')
  }
  if (code === 'above-max-lots' && 'lots' in facts) {
    return msg('orderEdit.validation.problem.above-max-lots', { ...facts, lots: countOf(facts.lots, 'lot') })
  }
  const values: MessageValues = 'name' in facts ? { ...facts, field: fieldWord(facts.name) } : facts
  return msg(`orderEdit.validation.problem.${code}`, values)
}

/** Wire field names in a server's own description, as the form names them. */
const SERVER_FIELD_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\blimitPrice\b/g, msg('orderEdit.serverFieldWords.limitPrice')],
  [/\bstopPrice\b/g, msg('orderEdit.serverFieldWords.stopPrice')],
  [/\bexpireDate\b/g, msg('orderEdit.serverFieldWords.expireDate')],
  [/\btif\b/g, msg('orderEdit.serverFieldWords.tif')],
  [/\bpositionEffect\b/g, msg('orderEdit.serverFieldWords.positionEffect')],
  [/\bpositionCode\b/g, msg('orderEdit.serverFieldWords.positionCode')],
  [/\borderCode\b/g, msg('orderEdit.serverFieldWords.orderCode')],
  [/\bpriceLink\b/g, msg('orderEdit.serverFieldWords.priceLink')],
]

/** The server's description is its own words; only the wire field names in it are said as the form says them. */
function serverWords(description: string): string {
  const text = SERVER_FIELD_WORDS.reduce((s, [re, words]) => s.replace(re, words), description)
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Why a group's membership cannot be sent as it is. */
export function refusalText(r: MembershipRefusal): string {
  return r.code === 'type-change'
    ? msg('orderEdit.membership.type-change', { from: r.from, to: r.to ?? '' })
    : msg(`orderEdit.membership.${r.code}`)
}

/** One sentence naming the problem and its figures. */
export function problemText(p: EditProblem): string {
  switch (p.kind) {
    case 'input':
      return msg('orderEdit.validation.inputProblem', {
        label: fieldLabel(p.problem.field),
        problem: inputProblemText(p.problem),
      })
    case 'membership':
      return refusalText(p.refusal)
    case 'rule':
      return ruleProblemWords(p.fact)
    case 'already-filled':
      return msg('orderEdit.validation.alreadyFilled', { filled: p.filled })
    case 'expiry-past':
      return msg('orderEdit.validation.expiryPast', { date: p.date, today: p.today })
    case 'sanity':
      return sanityWarningText(p.warning)
    case 'server':
      return serverWords(p.description)
  }
}

/** "Rule: sentence", as a warning sent past on purpose is recorded. */
export function warningLine(m: EditMessage): string {
  return msg('orderEdit.validation.warning', { rule: ruleName(m), problem: problemText(m.problem) })
}

/** Rule sets that could not be checked, said plainly. */
export function uncheckedText(v: Validation): string[] {
  return v.unchecked.map((u) => msg(`orderEdit.validation.unchecked.${u}`))
}

/** The Save button's line: what is missing, or that nothing changed. */
export function saveLineText(v: Validation): string {
  const { messages } = v
  switch (v.summary) {
    case 'ready':
      return msg('orderEdit.validation.ready')
    case 'unchanged':
      return msg('orderEdit.validation.unchanged')
    case 'warnings':
      return msg('orderEdit.validation.warnings', {
        count: countOf(messages.length, 'warning'),
        rules: messages.map(ruleName).join(', '),
      })
    case 'fix':
      break
  }
  const first = messages[0]
  if (messages.length === 1 && first) return msg('orderEdit.validation.fixOne', { problem: problemText(first.problem) })
  const names = [
    ...new Set(
      messages.map((x) =>
        x.field
          ? msg('orderEdit.validation.fieldRule', { label: fieldLabel(x.field), rule: ruleName(x) })
          : ruleName(x),
      ),
    ),
  ]
  // The count is of what is listed, so "Fix 3 things" never lists two.
  if (names.length === 1) {
    return msg('orderEdit.validation.fixField', {
      name: names[0] ?? '',
      problems: messages.map((x) => problemText(x.problem)).join('; '),
    })
  }
  return msg('orderEdit.validation.fixMany', { count: names.length, names: names.join(', ') })
}
