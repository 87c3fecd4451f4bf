// From an edit to the whole request body PUT /accounts/{a}/orders replaces the order(s) with
// (docs/api-notes.md, "Orders"). A replace is the whole new state: every field the order keeps is repeated, and an
// optional field left out is removed by the server. So the request is rebuilt from the record plus the draft, never
// patched.
import {
  ORDER_TYPES,
  PRICE_LINKS,
  TIFS,
  type ContingencyType,
  type KnownOrderType,
  type KnownPriceLink,
  type KnownTif,
} from '../../api/enums'
import { parseDateText, parseDecimalText, type Decimal } from '../../api/primitives'
import type { Order } from '../../api/records'
import type { OrderGroupRequest, OrderRequest, SingleOrderRequest } from '../../api/requests'
import { baseOf, draftFromOrder, type EditField, type MemberRole, type OrderBase, type OrderDraft } from './model'
import { includedMembers, membership, orderCodeFor, roleIn, type EditState, type MembershipRefusal } from './state'

const isKnown = <K extends string>(list: readonly K[], v: string | undefined): v is K =>
  v !== undefined && (list as readonly string[]).includes(v)

export interface ParsedDraft {
  quantity?: Decimal
  limitPrice?: Decimal
  stopPrice?: Decimal
  tif?: KnownTif
  /** `YYYY-MM-DDZ` */
  expireDate?: string
}

/** A box whose text cannot be sent: the text as typed, worded where it is shown. */
export type InputProblem =
  | { field: EditField; code: 'not-a-number'; text: string }
  | { field: EditField; code: 'not-positive' }
  | { field: 'tif'; code: 'unknown-tif'; tif: string }
  | { field: 'expireDate'; code: 'not-a-date'; text: string }

/**
 * Digit grouping as the grid shows it ("1,000,000.5", "1 000", "1_000") is accepted; a comma that is not a
 * thousands separator ("1,5") is left in, so it stays an error instead of being read as a decimal point.
 */
function ungroup(text: string): string {
  const compact = text.replace(/[\s_\u00a0\u202f]/g, '')
  return /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(compact) ? compact.replace(/,/g, '') : compact
}

/** Text → values; a box that does not hold a number, a date or a known time in force is a problem. */
export function parseDraft(draft: OrderDraft): { values: ParsedDraft; problems: InputProblem[] } {
  const values: ParsedDraft = {}
  const problems: InputProblem[] = []
  for (const field of ['quantity', 'limitPrice', 'stopPrice'] as const) {
    const text = draft[field].trim()
    if (text === '') continue
    const d = parseDecimalText(ungroup(text))
    if (typeof d !== 'string' || d === 'Infinity' || d === '-Infinity') {
      problems.push({ field, code: 'not-a-number', text })
    } else if (d.startsWith('-') || d === '0') {
      problems.push({ field, code: 'not-positive' })
    } else values[field] = d
  }
  const tif = draft.tif.trim().toUpperCase()
  if (isKnown(TIFS, tif)) values.tif = tif
  else if (tif !== '') problems.push({ field: 'tif', code: 'unknown-tif', tif })
  const date = draft.expireDate.trim()
  if (date !== '') {
    const d = parseDateText(date)
    if (typeof d === 'string') values.expireDate = d
    else problems.push({ field: 'expireDate', code: 'not-a-date', text: date })
  }
  return { values, problems }
}

export interface BuildOptions {
  account?: string
  /** The spec asks to leave `type` out when replacing a single order; group requests carry it. */
  includeType: boolean
}

/** One Single Order Request: the fixed part from the order, the editable part from the draft. */
export function buildSingleRequest(
  orderCode: string,
  base: OrderBase,
  role: MemberRole,
  values: ParsedDraft,
  options: BuildOptions,
): SingleOrderRequest {
  const type = base.type
  const req: SingleOrderRequest = { orderCode, instrument: base.instrument, side: base.side }
  if (options.account !== undefined) req.account = options.account
  if (options.includeType && isKnown(ORDER_TYPES, type)) req.type = type as KnownOrderType
  if (role !== 'then' && !base.attached && values.quantity !== undefined) req.quantity = values.quantity
  if (base.positionEffect !== undefined) req.positionEffect = base.positionEffect
  if (base.positionCode !== undefined) req.positionCode = base.positionCode
  const linked = (link: KnownPriceLink) => base.priceLink === link && base.priceOffset !== undefined
  if ((type === 'LIMIT' || type === 'STOP_LIMIT') && !linked('TRIGGERED_LIMIT') && values.limitPrice !== undefined) {
    req.limitPrice = values.limitPrice
  }
  if ((type === 'STOP' || type === 'STOP_LIMIT') && !linked('TRIGGERED_STOP') && values.stopPrice !== undefined) {
    req.stopPrice = values.stopPrice
  }
  if (base.priceOffset !== undefined && isKnown(PRICE_LINKS, base.priceLink)) {
    req.priceOffset = base.priceOffset
    req.priceLink = base.priceLink
  }
  const tif = role === 'then' ? 'GTC' : values.tif
  if (tif !== undefined) req.tif = tif
  if (tif === 'GTD' && values.expireDate !== undefined) req.expireDate = values.expireDate
  if (base.marginRate !== undefined) req.marginRate = base.marginRate
  return req
}

/** The whole request for an unchanged order: what "replace with itself" would send (tests, resend checks). */
export function requestFromOrder(order: Order): SingleOrderRequest {
  const { values } = parseDraft(draftFromOrder(order))
  return buildSingleRequest(orderCodeFor(order), baseOf(order), 'single', values, {
    account: order.account,
    includeType: false,
  })
}

export type BuiltRequest =
  | {
      ok: true
      request: OrderRequest
      /** Member keys in request order: `orders[i]` of a group request is `memberKeys[i]`. */
      memberKeys: string[]
      kind: 'single' | 'group'
    }
  | { ok: false; reason: MembershipRefusal }

/**
 * The request for the whole edit: a Single Order Request when one order remains (including a group turned
 * into a single order), otherwise the whole Order Group Request over every included order, IF order first.
 */
export function buildEditRequest(state: EditState): BuiltRequest {
  const m = membership(state)
  if (m.refusal) return { ok: false, reason: m.refusal }
  const included = includedMembers(state)
  const build = (key: string, includeType: boolean): SingleOrderRequest => {
    const member = included.find((x) => x.key === key)
    if (!member) throw new Error(`no member ${key}`)
    return buildSingleRequest(member.key, member.base, roleIn(state, member), parseDraft(member.draft).values, {
      account: state.account,
      includeType,
    })
  }
  const keys = included.map((x) => x.key)
  if (m.result === 'single') {
    const [key] = keys
    if (key === undefined) return { ok: false, reason: { code: 'keep-one' } }
    return { ok: true, request: build(key, false), memberKeys: keys, kind: 'single' }
  }
  const contingencyType: ContingencyType = state.contingency ?? 'OCO'
  // Group replaces may contain new orders, which need their type; existing ones repeat theirs (checked by the server).
  const request: OrderGroupRequest = {
    account: state.account,
    contingencyType,
    orders: keys.map((k) => build(k, true)),
  }
  return { ok: true, request, memberKeys: keys, kind: 'group' }
}

/** The request with every order's type filled in, so type-dependent rules can be checked before sending. */
export function withTypes(built: Extract<BuiltRequest, { ok: true }>, state: EditState): OrderRequest {
  const typeOf = (key: string) => {
    const t = state.members.find((m) => m.key === key)?.base.type
    return isKnown(ORDER_TYPES, t) ? (t as KnownOrderType) : undefined
  }
  const fill = (o: SingleOrderRequest, key: string | undefined): SingleOrderRequest => {
    const t = o.type ?? (key === undefined ? undefined : typeOf(key))
    return t === undefined ? o : { ...o, type: t }
  }
  const req = built.request
  if ('orders' in req) return { ...req, orders: req.orders.map((o, i) => fill(o, built.memberKeys[i])) }
  return fill(req, built.memberKeys[0])
}
