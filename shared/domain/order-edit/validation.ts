// Live validation of an edit: the typed text, the request's shape (what the server answers 400 "33" to), the
// instrument's trading rules (409) and the order's own state (quantity above what is filled, expiry not in
// the past), folded into one message per field carrying the rule's code and its facts, plus what the Save
// button's line says. Save is never silently disabled: it says why it cannot send yet. The renderer words them
// (renderer/src/features/order-edit/validation-text.ts).
import { formatDate, type Decimal } from '../../api/primitives'
import type { Instrument, InstrumentDetails } from '../../api/records'
import Big from 'big.js'
import { instrumentRuleProblems, requestShapeProblems, type RuleCode, type RuleProblem } from '../order-rules'
import { sanityWarnings, type SanityContext, type SanityWarning } from '../order-sanity'
import { EDIT_FIELDS, filledOf, type EditField } from './model'
import { buildEditRequest, parseDraft, withTypes, type InputProblem } from './request'
import { includedMembers, isDirty, membership, roleIn, type EditState, type MembershipRefusal } from './state'

export type MessageSource = 'input' | 'request' | 'instrument' | 'order-state' | 'membership' | 'server' | 'sanity'

/** The rule a message is about, as a code (the renderer names it: "Price grid", "Minimum size"…). */
export type EditRule =
  | 'price-grid'
  | 'min-size'
  | 'size-step'
  | 'max-size'
  | 'trading-status'
  | 'already-filled'
  | 'expiry'
  | 'input'
  | 'group'
  | 'required'
  | 'not-for-type'
  | 'order-rule'
  | 'trading-rule'
  | 'sanity'
  | 'server'

/** What is wrong, by kind, with the facts that show it; the renderer words it. */
export type EditProblem =
  | { kind: 'input'; problem: InputProblem }
  | { kind: 'membership'; refusal: MembershipRefusal }
  | { kind: 'rule'; fact: RuleProblem }
  | { kind: 'already-filled'; filled: Decimal }
  | { kind: 'expiry-past'; date: string; today: string }
  | { kind: 'sanity'; warning: SanityWarning }
  | { kind: 'server'; status: number; dxCode?: string | undefined; description: string }

export interface EditMessage {
  /** The order it concerns; null = the whole edit. */
  memberKey: string | null
  /** The field it concerns; null when it maps to no editable field (shown at the top). */
  field: EditField | null
  rule: EditRule
  problem: EditProblem
  source: MessageSource
}

/** Rule sets that could not be checked before sending. */
export type UncheckedRules = 'price-grid' | 'instrument-rules'

/** What the Save line says: ready, nothing changed, warnings only, or what to fix first. */
export type SaveLine = 'ready' | 'unchanged' | 'warnings' | 'fix'

export interface ValidationContext {
  /** The instrument's trading rules for this account (sizes, steps, status); undefined while unknown. */
  details?: InstrumentDetails | undefined
  /** The global instrument reference (price increment, lot size); undefined where the server has none. */
  instrument?: Instrument | undefined
  /** Now, in epoch milliseconds (expiry dates are compared with today's UTC date). */
  now: number
  /** For NOTIONAL_CURRENCY limits of orders without a price. */
  referencePrice?: Decimal | undefined
  /** The market and the account's habits, for the sanity warnings; without them those checks are skipped. */
  sanity?: SanityContext | undefined
}

export interface Validation {
  messages: EditMessage[]
  dirty: boolean
  canSend: boolean
  /** What the Save button's line says (the renderer words it from this and the messages). */
  summary: SaveLine
  /** Rule sets that could not be checked before sending. */
  unchecked: UncheckedRules[]
}

/** A rule's code → the rule it belongs to; codes not listed fall back to the source's own ("Order rule"). */
const RULE_OF_CODE: Partial<Record<RuleCode, EditRule>> = {
  'type-required': 'required',
  'needs-limit': 'required',
  'needs-stop': 'required',
  'gtd-needs-expiry': 'required',
  'offset-needs-link': 'required',
  'close-needs-position': 'required',
  'limit-not-for-type': 'not-for-type',
  'stop-not-for-type': 'not-for-type',
  'tif-not-for-market': 'not-for-type',
  'expiry-only-gtd': 'not-for-type',
  'quantity-required': 'input',
  'group-too-small': 'group',
  'order-code-twice': 'group',
  'group-instrument': 'group',
  'group-account': 'group',
  'oco-open': 'group',
  'oco-quantity': 'group',
  'if-open': 'group',
  'then-close': 'group',
  'then-side': 'group',
  'then-gtc': 'group',
  'then-quantity': 'group',
  'not-tradable': 'trading-status',
  'close-only': 'trading-status',
  'price-off-step': 'price-grid',
  'below-min-size': 'min-size',
  'off-size-step': 'size-step',
  'above-max-lots': 'max-size',
  'above-max-notional': 'max-size',
}

export function ruleOf(code: RuleCode, fallback: EditRule = 'order-rule'): EditRule {
  return RULE_OF_CODE[code] ?? fallback
}

/** `orders[1].limitPrice` → member 1's limit price; `quantity` → the single order's. */
export function locateField(
  path: string,
  memberKeys: readonly string[],
): { memberKey: string | null; field: EditField | null } {
  const m = /^(?:orders\[(\d+)\])?\.?([A-Za-z]*)$/.exec(path.trim())
  if (!m) return { memberKey: null, field: null }
  const name = m[2] ?? ''
  const field = (EDIT_FIELDS as readonly string[]).includes(name) ? (name as EditField) : null
  const memberKey =
    m[1] !== undefined ? (memberKeys[Number(m[1])] ?? null) : memberKeys.length === 1 ? (memberKeys[0] ?? null) : null
  return { memberKey, field }
}

function fromRule(p: RuleProblem, keys: readonly string[], source: MessageSource, fallback: EditRule): EditMessage {
  const { memberKey, field } = locateField(p.field, keys)
  return { memberKey, field, rule: ruleOf(p.code, fallback), problem: { kind: 'rule', fact: p }, source }
}

/** Sizes and status can be checked from the account's rules alone; the price grid needs the global reference. */
function stubInstrument(symbol: string): Instrument {
  return {
    type: '',
    symbol,
    version: 0,
    description: '',
    priceIncrement: '0',
    pipSize: '0',
    currency: '',
    lotSize: 'Infinity',
    multiplier: 'Infinity',
    tradingHours: [],
  }
}

function orderStateMessages(state: EditState, now: number): EditMessage[] {
  const out: EditMessage[] = []
  const today = formatDate(now).slice(0, 10)
  for (const member of includedMembers(state)) {
    const { values } = parseDraft(member.draft)
    const filled = member.order ? filledOf(member.order) : '0'
    if (values.quantity !== undefined && !member.base.attached && new Big(filled).gt(0)) {
      if (new Big(values.quantity).lte(new Big(filled))) {
        out.push({
          memberKey: member.key,
          field: 'quantity',
          rule: 'already-filled',
          problem: { kind: 'already-filled', filled },
          source: 'order-state',
        })
      }
    }
    if (values.tif === 'GTD' && values.expireDate !== undefined && values.expireDate.slice(0, 10) < today) {
      out.push({
        memberKey: member.key,
        field: 'expireDate',
        rule: 'expiry',
        problem: { kind: 'expiry-past', date: values.expireDate.slice(0, 10), today },
        source: 'order-state',
      })
    }
  }
  return out
}

/**
 * Each problem once: repeats go, and a box whose text could not be read keeps only that message (the request
 * rules would otherwise say the same thing again in other words, e.g. "required and must be more than 0").
 */
function dedupe(messages: EditMessage[]): EditMessage[] {
  const seen = new Set<string>()
  const unreadable = new Set(messages.filter((m) => m.source === 'input').map((m) => `${m.memberKey}|${m.field}`))
  return messages.filter((m) => {
    const key = `${m.memberKey}|${m.field}|${JSON.stringify(m.problem)}`
    if (seen.has(key)) return false
    seen.add(key)
    return m.source === 'input' || m.field === null || !unreadable.has(`${m.memberKey}|${m.field}`)
  })
}

export function validateEdit(state: EditState, ctx: ValidationContext): Validation {
  const dirty = isDirty(state)
  const messages: EditMessage[] = []
  const unchecked: UncheckedRules[] = []

  for (const member of includedMembers(state)) {
    for (const p of parseDraft(member.draft).problems) {
      messages.push({
        memberKey: member.key,
        field: p.field,
        rule: 'input',
        problem: { kind: 'input', problem: p },
        source: 'input',
      })
    }
  }

  const m = membership(state)
  if (m.refusal) {
    messages.push({
      memberKey: null,
      field: null,
      rule: 'group',
      problem: { kind: 'membership', refusal: m.refusal },
      source: 'membership',
    })
  }

  const built = buildEditRequest(state)
  if (built.ok) {
    const full = withTypes(built, state)
    const keys = built.memberKeys
    for (const p of requestShapeProblems(full, { mode: 'modify' })) {
      messages.push(fromRule(p, keys, 'request', 'order-rule'))
    }
    if (ctx.details) {
      const instrument = ctx.instrument ?? stubInstrument(ctx.details.symbol)
      const options = ctx.referencePrice !== undefined ? { referencePrice: ctx.referencePrice } : {}
      for (const p of instrumentRuleProblems(full, ctx.details, instrument, options)) {
        messages.push(fromRule(p, keys, 'instrument', 'trading-rule'))
      }
      if (!ctx.instrument) unchecked.push('price-grid')
    } else {
      unchecked.push('instrument-rules')
    }
  }
  messages.push(...orderStateMessages(state, ctx.now))
  if (ctx.sanity) messages.push(...sanityMessages(state, ctx.sanity))

  const all = dedupe(messages)
  const canSend = dirty && all.length === 0
  return { messages: all, dirty, canSend, summary: summarise(all, dirty), unchecked }
}

/**
 * Sanity warnings per order being sent: a THEN order's entry is its IF order's price (as drafted now); a
 * closing order's entry is the position's open price when the order record carries it.
 */
function sanityMessages(state: EditState, ctx: SanityContext): EditMessage[] {
  const members = includedMembers(state)
  const parsed = new Map(members.map((m) => [m.key, parseDraft(m.draft).values]))
  const ifMember = members.find((m) => roleIn(state, m) === 'if')
  const ifValues = ifMember ? parsed.get(ifMember.key) : undefined
  const ifPrice = ifValues?.limitPrice ?? ifValues?.stopPrice
  const out: EditMessage[] = []
  for (const member of members) {
    const values = parsed.get(member.key) ?? {}
    const role = roleIn(state, member)
    const entry =
      role === 'then' && ifMember && ifPrice !== undefined
        ? { price: ifPrice, side: ifMember.base.side }
        : member.base.positionEffect === 'CLOSE' && member.order?.openPrice !== undefined
          ? { price: member.order.openPrice, side: member.base.side === 'BUY' ? ('SELL' as const) : ('BUY' as const) }
          : undefined
    const warnings = sanityWarnings(
      {
        side: member.base.side,
        type: member.base.type,
        limitPrice: values.limitPrice,
        stopPrice: values.stopPrice,
        // THEN orders and attached closes carry no size of their own.
        quantity: member.base.attached || role === 'then' ? undefined : values.quantity,
        entry,
      },
      ctx,
    )
    for (const w of warnings) {
      out.push({
        memberKey: member.key,
        field: w.field,
        rule: 'sanity',
        problem: { kind: 'sanity', warning: w },
        source: 'sanity',
      })
    }
  }
  return out
}

function summarise(messages: EditMessage[], dirty: boolean): SaveLine {
  if (messages.length === 0) return dirty ? 'ready' : 'unchanged'
  return messages.every((m) => m.source === 'sanity') ? 'warnings' : 'fix'
}

/** The messages of one field of one order (or, with field null, those shown at the top). */
export function messagesAt(v: Validation, memberKey: string | null, field: EditField | null): EditMessage[] {
  return v.messages.filter((x) =>
    field === null ? x.field === null : x.field === field && (x.memberKey === memberKey || x.memberKey === null),
  )
}
