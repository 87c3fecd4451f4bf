// Live validation of an edit: the typed text, the request's shape (what the server answers 400 "33" to), the
// instrument's trading rules (409) and the order's own state (quantity above what is filled, expiry not in
// the past), folded into one message per field that names the rule and its limit, plus one line for the
// Save button saying what is missing. Save is never silently disabled: it says why it cannot send yet.
import { countOf, noun } from '../../text/plural'
import { formatDate, type Decimal } from '../../api/primitives'
import type { Instrument, InstrumentDetails } from '../../api/records'
import Big from 'big.js'
import { instrumentRuleProblems, requestShapeProblems, type RuleProblem } from '../order-rules'
import { sanityWarnings, type SanityContext } from '../order-sanity'
import { ruleProblemText } from '../../text/rule-text'
import { sanityRuleName, sanityWarningText } from '../../text/sanity-text'
import { EDIT_FIELDS, FIELD_LABELS, filledOf, type EditField } from './model'
import { buildEditRequest, parseDraft, withTypes } from './request'
import { includedMembers, isDirty, membership, roleIn, type EditState } from './state'

export type MessageSource = 'input' | 'request' | 'instrument' | 'order-state' | 'membership' | 'server' | 'sanity'

export interface EditMessage {
  /** The order it concerns; null = the whole edit. */
  memberKey: string | null
  /** The field it concerns; null when it maps to no editable field (shown at the top). */
  field: EditField | null
  /** The rule in a few words: "Price grid", "Minimum size"… */
  rule: string
  message: string
  source: MessageSource
}

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
  /** One line for the Save button: what is missing, or that nothing changed. */
  summary: string
  /** Rule sets that could not be checked before sending, said plainly. */
  unchecked: string[]
}

const FIELD_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\blimitPrice\b/g, 'limit price'],
  [/\bstopPrice\b/g, 'stop price'],
  [/\bexpireDate\b/g, 'expiry date'],
  [/\btif\b/g, 'time in force'],
  [/\bpositionEffect\b/g, 'position effect'],
  [/\bpositionCode\b/g, 'position code'],
  [/\borderCode\b/g, 'order code'],
  [/\bpriceLink\b/g, 'price link'],
]

/** Wire field names → words people use. */
export function humanise(message: string): string {
  const text = FIELD_WORDS.reduce((s, [re, words]) => s.replace(re, words), message)
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const RULES: ReadonlyArray<[RegExp, string]> = [
  [/price increment/i, 'Price grid'],
  [/minimum order size/i, 'Minimum size'],
  [/size increment/i, 'Size step'],
  [/maximum order size/i, 'Maximum size'],
  [/trading status|cannot be traded|close-only|accountStatus/i, 'Trading status'],
  [/already filled|filled so far/i, 'Already filled'],
  [/in the past/i, 'Expiry'],
  [/not a number|not a date|more than 0|time in force this app/i, 'Input'],
  [/group|\bOCO\b|IF-THEN|THEN order|IF order/i, 'Group rule'],
  [/needs|required/i, 'Required'],
  [/only for/i, 'Not for this order type'],
  [/cannot change/i, 'Fixed field'],
]

export function ruleOf(message: string, fallback = 'Order rule'): string {
  return RULES.find(([re]) => re.test(message))?.[1] ?? fallback
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

function fromRule(p: RuleProblem, keys: readonly string[], source: MessageSource, fallback: string): EditMessage {
  const { memberKey, field } = locateField(p.field, keys)
  const text = ruleProblemText(p)
  return { memberKey, field, rule: ruleOf(text, fallback), message: humanise(text), source }
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
          rule: 'Already filled',
          message: `Quantity must be more than the ${filled} already filled (the order's total, not what remains)`,
          source: 'order-state',
        })
      }
    }
    if (values.tif === 'GTD' && values.expireDate !== undefined && values.expireDate.slice(0, 10) < today) {
      out.push({
        memberKey: member.key,
        field: 'expireDate',
        rule: 'Expiry',
        message: `Expiry date ${values.expireDate.slice(0, 10)} is in the past (today is ${today} UTC)`,
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
    const key = `${m.memberKey}|${m.field}|${m.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return m.source === 'input' || m.field === null || !unreadable.has(`${m.memberKey}|${m.field}`)
  })
}

export function validateEdit(state: EditState, ctx: ValidationContext): Validation {
  const dirty = isDirty(state)
  const messages: EditMessage[] = []
  const unchecked: string[] = []

  for (const member of includedMembers(state)) {
    for (const p of parseDraft(member.draft).problems) {
      messages.push({
        memberKey: member.key,
        field: p.field,
        rule: 'Input',
        message: `${FIELD_LABELS[p.field]}: ${p.message}`,
        source: 'input',
      })
    }
  }

  const m = membership(state)
  if (m.refusal) {
    messages.push({ memberKey: null, field: null, rule: 'Group rule', message: m.refusal, source: 'membership' })
  }

  const built = buildEditRequest(state)
  if (built.ok) {
    const full = withTypes(built, state)
    const keys = built.memberKeys
    for (const p of requestShapeProblems(full, { mode: 'modify' })) {
      messages.push(fromRule(p, keys, 'request', 'Order rule'))
    }
    if (ctx.details) {
      const instrument = ctx.instrument ?? stubInstrument(ctx.details.symbol)
      const options = ctx.referencePrice !== undefined ? { referencePrice: ctx.referencePrice } : {}
      for (const p of instrumentRuleProblems(full, ctx.details, instrument, options)) {
        messages.push(fromRule(p, keys, 'instrument', 'Trading rule'))
      }
      if (!ctx.instrument) unchecked.push('the price grid (this server does not publish the price increment)')
    } else {
      unchecked.push('size limits and trading status (the instrument’s rules are not loaded)')
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
        rule: sanityRuleName(w.rule),
        message: sanityWarningText(w),
        source: 'sanity',
      })
    }
  }
  return out
}

function summarise(messages: EditMessage[], dirty: boolean): string {
  if (messages.length === 0) return dirty ? 'Ready to send' : 'Nothing changed yet: edit a field first'
  const first = messages[0]
  if (messages.every((m) => m.source === 'sanity')) {
    return `Check before sending (${countOf(messages.length, noun('warning'))}): ${messages.map((m) => m.rule).join(', ')}`
  }
  if (messages.length === 1 && first) return `Fix first: ${first.message}`
  const names = [...new Set(messages.map((x) => (x.field ? `${FIELD_LABELS[x.field]} (${x.rule})` : x.rule)))]
  // The count is of what is listed, so "Fix 3 things" never lists two.
  if (names.length === 1) return `Fix first: ${names[0]}: ${messages.map((x) => x.message).join('; ')}`
  return `Fix ${names.length} things first: ${names.join(', ')}`
}

/** The messages of one field of one order (or, with field null, those shown at the top). */
export function messagesAt(v: Validation, memberKey: string | null, field: EditField | null): EditMessage[] {
  return v.messages.filter((x) =>
    field === null ? x.field === null : x.field === field && (x.memberKey === memberKey || x.memberKey === null),
  )
}
