// The edit model of one order: which fields a trader may change for this order's type, which are fixed and
// why, and the draft (text as typed) the dialog edits. Everything here is derived from the Order record the
// dialog opened with; nothing is guessed from the server's later state.
import { parseDecimalText, type Decimal } from '../../api/primitives'
import type { Order } from '../../api/records'
import { isFinalOrder, type PositionEffect, type Side } from '../../api/enums'

export const EDIT_FIELDS = ['quantity', 'limitPrice', 'stopPrice', 'tif', 'expireDate'] as const
export type EditField = (typeof EDIT_FIELDS)[number]

/** What the trader typed, per field; `''` is an empty box. Dates are `YYYY-MM-DD` as a date input gives them. */
export type OrderDraft = Record<EditField, string>

/**
 * How an order takes part in its group, which decides what the request may say about it (docs/api-notes.md, "Orders").
 */
export type MemberRole = 'single' | 'oco' | 'if' | 'then'

/**
 * The fixed part of an order the request must repeat unchanged: an existing order's, or that of a new order
 * added to a group (which has no Order record yet).
 */
export interface OrderBase {
  type: string
  instrument: string
  side: Side
  positionEffect?: PositionEffect | undefined
  positionCode?: string | undefined
  /** A closing order attached to a position has no quantity of its own: it takes the position's. */
  attached: boolean
  priceOffset?: Decimal | undefined
  priceLink?: string | undefined
  marginRate?: Decimal | undefined
}

export function baseOf(order: Order): OrderBase {
  const leg = order.legs[0]
  return {
    type: order.type,
    instrument: order.instrument,
    side: order.side,
    positionEffect: leg?.positionEffect,
    positionCode: leg?.positionCode,
    attached: leg?.positionEffect === 'CLOSE' && leg.quantity === undefined,
    priceOffset: order.priceOffset,
    priceLink: order.priceLink,
    marginRate: order.marginRate,
  }
}

const takesLimit = (type: string) => type === 'LIMIT' || type === 'STOP_LIMIT'
const takesStop = (type: string) => type === 'STOP' || type === 'STOP_LIMIT' || type === 'TRAILING_STOP'

/**
 * The limit price the record shows. An Order carries one price (`legs[0].price`); for STOP_LIMIT we
 * read it as the stop (trigger) price [INF], so its limit price is not known from the record.
 */
export function limitPriceOf(order: Order): Decimal | undefined {
  return order.type === 'LIMIT' ? order.legs[0]?.price : undefined
}

export function stopPriceOf(order: Order): Decimal | undefined {
  return takesStop(order.type) ? order.legs[0]?.price : undefined
}

export function quantityOf(order: Order): Decimal | undefined {
  return order.legs[0]?.quantity
}

export function filledOf(order: Order): Decimal {
  return order.legs[0]?.filledQuantity ?? '0'
}

/** `2024-04-21Z` → `2024-04-21`, the form of a date input. */
export function dateInputOf(date: string | undefined): string {
  return date ? date.slice(0, 10) : ''
}

export function draftFromOrder(order: Order): OrderDraft {
  return {
    quantity: quantityOf(order) ?? '',
    limitPrice: limitPriceOf(order) ?? '',
    stopPrice: stopPriceOf(order) ?? '',
    tif: order.tif,
    expireDate: order.tif === 'GTD' ? dateInputOf(order.expireDate) : '',
  }
}

/** A field's text in canonical form, so `1.50` and `1.5` compare equal; unparsable text stays as typed. */
export function canonical(field: EditField, text: string): string {
  const t = text.trim()
  if (t === '') return ''
  if (field === 'tif') return t.toUpperCase()
  if (field === 'expireDate') return t.slice(0, 10)
  const d = parseDecimalText(t)
  return typeof d === 'string' ? d : t
}

export function sameValue(field: EditField, a: string, b: string): boolean {
  return canonical(field, a) === canonical(field, b)
}

/** The fields whose text differs from the starting draft; an expiry that only matters with GTD is ignored otherwise. */
export function changedFields(from: OrderDraft, to: OrderDraft): EditField[] {
  return EDIT_FIELDS.filter((f) => {
    if (f === 'expireDate' && canonical('tif', to.tif) !== 'GTD' && canonical('tif', from.tif) !== 'GTD') return false
    return !sameValue(f, from[f], to[f])
  })
}

/** Why a field cannot be edited (or is not shown): a code and its facts, worded where it is shown. */
export type FieldReason =
  /** A THEN order closes what its IF order fills. */
  | { code: 'then-no-quantity' }
  /** A closing order attached to a position always closes all of it. */
  | { code: 'attached'; positionCode?: string | undefined }
  /** The price follows the parent order's fill price with this offset. */
  | { code: 'linked-price'; offset: Decimal }
  | { code: 'no-limit-price' | 'no-stop-price'; type: string }
  /** The server moves a trailing stop's trigger price. */
  | { code: 'trailing-stop' }
  | { code: 'then-gtc' }
  | { code: 'expiry-only-gtd' }

/** A hint under an editable field. */
export type FieldHint =
  /** The quantity is the order's total, and must stay above what is already filled. */
  | { code: 'includes-filled'; filled: Decimal }
  | { code: 'units' }
  /** A STOP_LIMIT order's record shows only its stop price: the limit price must be typed. */
  | { code: 'limit-unknown' }
  | { code: 'expiry-day' }

export interface FieldRule {
  field: EditField
  /** Not shown at all: the field has no meaning for this type (a stop price on a LIMIT order). */
  shown: boolean
  editable: boolean
  /** Why it cannot be edited. */
  reason?: FieldReason
  /** Time in force: the values this order may take. */
  options?: readonly string[]
  /** A hint under the field, e.g. why the box is empty. */
  hint?: FieldHint
}

const RESTING_TIFS = ['GTC', 'DAY', 'GTD'] as const

function tifOptions(base: OrderBase, current: string): readonly string[] {
  const allowed: readonly string[] = base.type === 'MARKET' ? ['GTC'] : RESTING_TIFS
  // An order placed as IOC/FOK elsewhere keeps its value selectable rather than being silently changed.
  return allowed.includes(current) ? allowed : [...allowed, current]
}

/** What the dialog offers for one order, given its role and the time in force currently in the draft. */
export function fieldRules(base: OrderBase, role: MemberRole, draft: OrderDraft, original?: Order): FieldRule[] {
  const rules: FieldRule[] = []
  const add = (rule: FieldRule) => rules.push(rule)

  if (role === 'then') {
    add({
      field: 'quantity',
      shown: true,
      editable: false,
      reason: { code: 'then-no-quantity' },
    })
  } else if (base.attached) {
    add({
      field: 'quantity',
      shown: true,
      editable: false,
      reason: { code: 'attached', positionCode: base.positionCode },
    })
  } else {
    const filled = original ? filledOf(original) : '0'
    add({
      field: 'quantity',
      shown: true,
      editable: true,
      hint: filled !== '0' ? { code: 'includes-filled', filled } : { code: 'units' },
    })
  }

  const offset = base.priceOffset
  const linkedLimit = base.priceLink === 'TRIGGERED_LIMIT' ? offset : undefined
  const linkedStop = base.priceLink === 'TRIGGERED_STOP' ? offset : undefined
  if (takesLimit(base.type)) {
    if (linkedLimit !== undefined) {
      add({ field: 'limitPrice', shown: true, editable: false, reason: { code: 'linked-price', offset: linkedLimit } })
    } else {
      const unknown = base.type === 'STOP_LIMIT' && original !== undefined
      add({
        field: 'limitPrice',
        shown: true,
        editable: true,
        ...(unknown ? { hint: { code: 'limit-unknown' } } : {}),
      })
    }
  } else {
    add({ field: 'limitPrice', shown: false, editable: false, reason: { code: 'no-limit-price', type: base.type } })
  }

  if (base.type === 'TRAILING_STOP') {
    add({
      field: 'stopPrice',
      shown: true,
      editable: false,
      reason: { code: 'trailing-stop' },
    })
  } else if (takesStop(base.type)) {
    add(
      linkedStop !== undefined
        ? { field: 'stopPrice', shown: true, editable: false, reason: { code: 'linked-price', offset: linkedStop } }
        : { field: 'stopPrice', shown: true, editable: true },
    )
  } else {
    add({ field: 'stopPrice', shown: false, editable: false, reason: { code: 'no-stop-price', type: base.type } })
  }

  if (role === 'then') {
    add({ field: 'tif', shown: true, editable: false, reason: { code: 'then-gtc' } })
  } else {
    add({ field: 'tif', shown: true, editable: true, options: tifOptions(base, original?.tif ?? draft.tif) })
  }

  const gtd = canonical('tif', draft.tif) === 'GTD'
  add(
    gtd
      ? { field: 'expireDate', shown: true, editable: true, hint: { code: 'expiry-day' } }
      : { field: 'expireDate', shown: true, editable: false, reason: { code: 'expiry-only-gtd' } },
  )
  return rules
}

/** A fixed fact of an order; each has its own reason it cannot change (the server answers 409). */
export type FixedFact = 'instrument' | 'type' | 'side' | 'ids' | 'position'

export interface ReadOnlyFact {
  fact: FixedFact
  value: string
}

/** The fixed facts of an order, in the order they are shown. */
export function readOnlyFacts(order: Order): ReadOnlyFact[] {
  const leg = order.legs[0]
  const facts: ReadOnlyFact[] = [
    { fact: 'instrument', value: order.instrument },
    { fact: 'type', value: order.type },
    { fact: 'side', value: order.side },
    { fact: 'ids', value: `${order.orderId} / ${order.clientOrderId}` },
  ]
  if (leg?.positionEffect) {
    facts.push({ fact: 'position', value: `${leg.positionEffect}${leg.positionCode ? ` ${leg.positionCode}` : ''}` })
  }
  return facts
}

/** Whether an order can be opened for editing at all: a final order (with its status) cannot. */
export function editability(order: Order): { ok: true } | { ok: false; code: 'final'; status: string } {
  if (isFinalOrder(order)) return { ok: false, code: 'final', status: order.status }
  return { ok: true }
}
