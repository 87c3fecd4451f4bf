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

export const FIELD_LABELS: Readonly<Record<EditField, string>> = {
  quantity: 'Quantity',
  limitPrice: 'Limit price',
  stopPrice: 'Stop price',
  tif: 'Time in force',
  expireDate: 'Expiry date',
}

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

export interface FieldRule {
  field: EditField
  label: string
  /** Not shown at all: the field has no meaning for this type (a stop price on a LIMIT order). */
  shown: boolean
  editable: boolean
  /** Why it cannot be edited, in one sentence. */
  reason?: string
  /** Time in force: the values this order may take. */
  options?: readonly string[]
  /** A hint under the field, e.g. why the box is empty. */
  hint?: string
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
  const add = (rule: Omit<FieldRule, 'label'>) => rules.push({ label: FIELD_LABELS[rule.field], ...rule })

  if (role === 'then') {
    add({
      field: 'quantity',
      shown: true,
      editable: false,
      reason: 'A THEN order has no quantity of its own: it closes what the IF order fills.',
    })
  } else if (base.attached) {
    add({
      field: 'quantity',
      shown: true,
      editable: false,
      reason: `Attached to ${base.positionCode ? `position ${base.positionCode}` : 'a position'}: it always closes the whole position.`,
    })
  } else {
    const filled = original ? filledOf(original) : '0'
    add({
      field: 'quantity',
      shown: true,
      editable: true,
      hint:
        filled !== '0'
          ? `Total units of the order, including the ${filled} already filled; it must stay above that.`
          : 'Units, not lots.',
    })
  }

  const linkedLimit = base.priceLink === 'TRIGGERED_LIMIT' && base.priceOffset !== undefined
  const linkedStop = base.priceLink === 'TRIGGERED_STOP' && base.priceOffset !== undefined
  if (takesLimit(base.type)) {
    if (linkedLimit) {
      add({
        field: 'limitPrice',
        shown: true,
        editable: false,
        reason: `Follows the parent order's fill price with an offset of ${base.priceOffset}.`,
      })
    } else {
      const unknown = base.type === 'STOP_LIMIT' && original !== undefined
      add({
        field: 'limitPrice',
        shown: true,
        editable: true,
        ...(unknown
          ? { hint: 'The server’s order record shows only the stop price; enter the limit price to send.' }
          : {}),
      })
    }
  } else {
    add({ field: 'limitPrice', shown: false, editable: false, reason: `A ${base.type} order has no limit price.` })
  }

  if (base.type === 'TRAILING_STOP') {
    add({
      field: 'stopPrice',
      shown: true,
      editable: false,
      reason: 'A trailing stop’s trigger price is moved by the server as the market moves.',
    })
  } else if (takesStop(base.type)) {
    add(
      linkedStop
        ? {
            field: 'stopPrice',
            shown: true,
            editable: false,
            reason: `Follows the parent order's fill price with an offset of ${base.priceOffset}.`,
          }
        : { field: 'stopPrice', shown: true, editable: true },
    )
  } else {
    add({ field: 'stopPrice', shown: false, editable: false, reason: `A ${base.type} order has no stop price.` })
  }

  if (role === 'then') {
    add({ field: 'tif', shown: true, editable: false, reason: 'THEN orders of an IF-THEN group are always GTC.' })
  } else {
    add({ field: 'tif', shown: true, editable: true, options: tifOptions(base, original?.tif ?? draft.tif) })
  }

  const gtd = canonical('tif', draft.tif) === 'GTD'
  add(
    gtd
      ? { field: 'expireDate', shown: true, editable: true, hint: 'Last day the order works (UTC date).' }
      : {
          field: 'expireDate',
          shown: true,
          editable: false,
          reason: 'Only a GTD (good-till-date) order has an expiry.',
        },
  )
  return rules
}

export interface ReadOnlyFact {
  label: string
  value: string
  reason: string
}

/** The fixed facts of an order, each with the reason it cannot change (the server answers 409). */
export function readOnlyFacts(order: Order): ReadOnlyFact[] {
  const leg = order.legs[0]
  const facts: ReadOnlyFact[] = [
    {
      label: 'Instrument',
      value: order.instrument,
      reason: 'A different instrument is refused (409): cancel and place a new order instead.',
    },
    {
      label: 'Type',
      value: order.type,
      reason: 'A different order type is refused (409): cancel and place a new order instead.',
    },
    { label: 'Side', value: order.side, reason: 'Fixed at placement: a different side is refused (409).' },
    {
      label: 'Order id / code',
      value: `${order.orderId} / ${order.clientOrderId}`,
      reason: 'They identify the order chain and are fixed at placement.',
    },
  ]
  if (leg?.positionEffect) {
    facts.push({
      label: 'Position',
      value: `${leg.positionEffect}${leg.positionCode ? ` ${leg.positionCode}` : ''}`,
      reason: 'Opening or closing, and which position, are fixed at placement (409).',
    })
  }
  return facts
}

/** One sentence for all fixed facts at once, shown under them. */
export const FIXED_FACTS_REASON =
  'Fixed: the server refuses a different instrument, type, side or position (409) — cancel and place a new order for that. Ids identify the order chain.'

/** Whether an order can be opened for editing at all, and if not why. */
export function editability(order: Order): { ok: true } | { ok: false; reason: string } {
  if (isFinalOrder(order))
    return { ok: false, reason: `This order is ${order.status}: a final order cannot be changed.` }
  return { ok: true }
}
