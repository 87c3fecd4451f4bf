// The state of one edit: the orders it covers (one, or a whole OCO / IF-THEN group), each with the record
// the edit started from and the trader's draft, what the request should make of the group, and the ETag of
// the read it all came from. Pure data plus small immutable updates, so the dialog, the tests and the
// conflict storm drive exactly the same logic.
import { isFinalOrder, type ContingencyType } from '../../api/enums'
import type { Order } from '../../api/records'
import {
  baseOf,
  changedFields,
  draftFromOrder,
  EDIT_FIELDS,
  type EditField,
  type MemberRole,
  type OrderBase,
  type OrderDraft,
} from './model'

export interface EditMember {
  /** Stable identity across reads: the order's client order id (or the code given to a new order). */
  key: string
  /** The order as this edit last saw it; absent for an order being added to the group. */
  order?: Order | undefined
  base: OrderBase
  /** The draft as it started (the order's own values): reviews and merges compare against it. */
  start: OrderDraft
  draft: OrderDraft
  /** False when the trader takes this order out of the group. */
  included: boolean
  /** Whether it belonged to the group (or was the single order) the edit was opened on. */
  original: boolean
}

export interface EditBase {
  /** ETag of the open-orders read of this account the orders come from; undefined until one is known. */
  etag: string | undefined
  /** Epoch milliseconds of that read. */
  readAt: number
}

export interface EditState {
  account: string
  /** The group the orders formed when read; null for a stand-alone order. */
  originalContingency: ContingencyType | null
  /** What the request should make of them; null = a single order. */
  contingency: ContingencyType | null
  members: EditMember[]
  base: EditBase
}

/** The id a modify request names an order by: the client order id or the current action code. */
export function orderCodeFor(order: Order): string {
  // The client order id is fixed for the life of the chain, so a resend or an "apply my changes to the current
  // order" after someone else's replace still names the same order; the action code changes with every replace.
  // The version check is the If-Match ETag, which is stricter than the action code would be.
  return order.clientOrderId !== '' ? order.clientOrderId : order.actionCode
}

const matches = (order: Order, code: string) =>
  order.orderCode === code || order.clientOrderId === code || String(order.orderId) === code

function findByLink(orders: readonly Order[], code: string, clientId: string): Order | undefined {
  return orders.find((o) => matches(o, code) || o.clientOrderId === clientId)
}

export interface ResolvedGroup {
  contingencyType: ContingencyType | null
  /** IF order first for IF-THEN; otherwise by order id. */
  members: Order[]
}

/**
 * The group an order belongs to, from the links of one open-orders read. A THEN order whose IF order is
 * no longer open (filled) edits as a single order: the server keeps it as the protection of the position.
 */
export function resolveGroup(order: Order, openOrders: readonly Order[]): ResolvedGroup {
  const links = order.links ?? []
  const single: ResolvedGroup = { contingencyType: null, members: [order] }
  if (links.length === 0) return single
  const live = (o: Order | undefined): o is Order => o !== undefined && !isFinalOrder(o)
  if (links.some((l) => l.linkType === 'OCO')) {
    const others = links
      .filter((l) => l.linkType === 'OCO')
      .map((l) => findByLink(openOrders, l.linkedOrder, l.linkedClientOrderId))
      .filter(live)
    if (others.length === 0) return single
    return { contingencyType: 'OCO', members: [order, ...others].sort((a, b) => a.orderId - b.orderId) }
  }
  let parent: Order | undefined = order
  if (!links.some((l) => l.linkType === 'PARENT')) {
    const up = links.find((l) => l.linkType === 'CHILD')
    parent = up ? findByLink(openOrders, up.linkedOrder, up.linkedClientOrderId) : undefined
  }
  if (!live(parent)) return single
  const children = (parent.links ?? [])
    .filter((l) => l.linkType === 'PARENT')
    .map((l) => findByLink(openOrders, l.linkedOrder, l.linkedClientOrderId))
    .filter(live)
  if (children.length === 0) return single
  return { contingencyType: 'IF-THEN', members: [parent, ...children] }
}

function memberOf(order: Order, original: boolean): EditMember {
  const start = draftFromOrder(order)
  return { key: orderCodeFor(order), order, base: baseOf(order), start, draft: { ...start }, included: true, original }
}

export interface StartEditInput {
  order: Order
  /** The open-orders read the order came from (for its group members). */
  openOrders: readonly Order[]
  etag: string | undefined
  readAt: number
}

export function startEdit({ order, openOrders, etag, readAt }: StartEditInput): EditState {
  const group = resolveGroup(order, openOrders)
  return {
    account: order.account,
    originalContingency: group.contingencyType,
    contingency: group.contingencyType,
    members: group.members.map((m) => memberOf(m, true)),
    base: { etag, readAt },
  }
}

function mapMember(state: EditState, key: string, update: (m: EditMember) => EditMember): EditState {
  return { ...state, members: state.members.map((m) => (m.key === key ? update(m) : m)) }
}

export function setField(state: EditState, key: string, field: EditField, value: string): EditState {
  const member = state.members.find((m) => m.key === key)
  if (field === 'quantity' && member && roleIn(state, member) === 'oco') {
    // Every order of an OCO group has the same quantity: the group's orders move together.
    return {
      ...state,
      members: state.members.map((m) =>
        m.included && !m.base.attached ? { ...m, draft: { ...m.draft, quantity: value } } : m,
      ),
    }
  }
  return mapMember(state, key, (m) => {
    const draft = { ...m.draft, [field]: value }
    // Expiry only means something with GTD; leaving GTD clears it so the request never carries a stray date.
    if (field === 'tif' && value.toUpperCase() !== 'GTD') draft.expireDate = ''
    return { ...m, draft }
  })
}

export function setIncluded(state: EditState, key: string, included: boolean): EditState {
  const member = state.members.find((m) => m.key === key)
  if (member && !member.original && !included) {
    // An order that was only going to be added is simply dropped from the edit.
    return { ...state, members: state.members.filter((m) => m.key !== key) }
  }
  return mapMember(state, key, (m) => ({ ...m, included }))
}

export function setContingency(state: EditState, contingency: ContingencyType | null): EditState {
  return { ...state, contingency }
}

/** Stand-alone working orders of the same account and instrument that could join this group (OCO). */
export function candidatesToAdd(state: EditState, openOrders: readonly Order[]): Order[] {
  const first = state.members[0]
  if (!first) return []
  const inEdit = new Set(state.members.map((m) => m.key))
  return openOrders.filter(
    (o) =>
      o.account === state.account &&
      o.instrument === first.base.instrument &&
      !isFinalOrder(o) &&
      (o.links ?? []).length === 0 &&
      !inEdit.has(orderCodeFor(o)),
  )
}

export function addExistingMember(state: EditState, order: Order): EditState {
  if (state.members.some((m) => m.key === orderCodeFor(order))) return state
  return { ...state, members: [...state.members, memberOf(order, false)] }
}

export interface NewThenOrder {
  /** The client order id the new order gets (unique on the account; see clientOrderIdProblem). */
  orderCode: string
  kind: 'take-profit' | 'stop-loss'
  price: string
}

/**
 * A new THEN order (take-profit LIMIT or stop-loss STOP) closing what the IF order opens (docs/api-notes.md, "Orders").
 */
export function addThenOrder(state: EditState, spec: NewThenOrder): EditState {
  const parent = state.members[0]
  if (!parent) return state
  const type = spec.kind === 'take-profit' ? 'LIMIT' : 'STOP'
  const base: OrderBase = {
    type,
    instrument: parent.base.instrument,
    side: parent.base.side === 'BUY' ? 'SELL' : 'BUY',
    positionEffect: 'CLOSE',
    positionCode: parent.base.positionCode,
    attached: true,
  }
  const draft: OrderDraft = {
    quantity: '',
    limitPrice: type === 'LIMIT' ? spec.price : '',
    stopPrice: type === 'STOP' ? spec.price : '',
    tif: 'GTC',
    expireDate: '',
  }
  const member: EditMember = {
    key: spec.orderCode,
    base,
    start: { quantity: '', limitPrice: '', stopPrice: '', tif: '', expireDate: '' },
    draft,
    included: true,
    original: false,
  }
  return { ...state, contingency: state.contingency ?? 'IF-THEN', members: [...state.members, member] }
}

export function includedMembers(state: EditState): EditMember[] {
  return state.members.filter((m) => m.included)
}

/** The role each included member plays in what the request will make of them. */
export function roleIn(state: EditState, member: EditMember): MemberRole {
  const included = includedMembers(state)
  if (included.length < 2 || state.contingency === null) return 'single'
  if (state.contingency === 'OCO') return 'oco'
  return included[0]?.key === member.key ? 'if' : 'then'
}

/** Why a group's membership cannot be sent as it is, with its facts (the renderer words it). */
export type MembershipRefusal =
  | { code: 'keep-one' | 'add-and-remove' | 'then-alone' | 'choose-type' | 'if-alone' }
  | { code: 'type-change'; from: ContingencyType; to: ContingencyType | null }

export interface Membership {
  added: EditMember[]
  removed: EditMember[]
  /** 'single' when one order remains (a group turned into a single order), else 'group'. */
  result: 'single' | 'group'
  /** Why the request cannot be sent as it is. */
  refusal?: MembershipRefusal
}

export function membership(state: EditState): Membership {
  const included = includedMembers(state)
  const added = included.filter((m) => !m.original)
  const removed = state.members.filter((m) => m.original && !m.included)
  const result = included.length >= 2 ? 'group' : 'single'
  const refuse = (refusal: MembershipRefusal): Membership => ({ added, removed, result, refusal })
  if (included.length === 0) return refuse({ code: 'keep-one' })
  // The interface needs two requests for that.
  if (state.originalContingency !== null && added.length > 0 && removed.length > 0) {
    return refuse({ code: 'add-and-remove' })
  }
  const first = state.members[0]
  if (state.originalContingency === 'IF-THEN' && removed.some((m) => m.key !== first?.key)) {
    // Its IF order is still open (else the order would edit as a single one): the position it works on does not
    // exist yet, so on its own it would be a closing order without a size.
    return refuse({ code: 'then-alone' })
  }
  if (result === 'group' && state.contingency === null) return refuse({ code: 'choose-type' })
  if (
    result === 'group' &&
    state.originalContingency !== null &&
    removed.length === 0 &&
    state.contingency !== state.originalContingency
  ) {
    return refuse({ code: 'type-change', from: state.originalContingency, to: state.contingency })
  }
  if (state.originalContingency === 'IF-THEN' && first && !first.included && included.length > 0) {
    return refuse({ code: 'if-alone' })
  }
  return { added, removed, result }
}

/** Whether anything would be sent: a changed field on an included order, or a change of membership. */
export function isDirty(state: EditState): boolean {
  const m = membership(state)
  if (m.added.length > 0 || m.removed.length > 0) return true
  if (state.contingency !== state.originalContingency && m.result === 'group') return true
  return includedMembers(state).some((member) => changedFields(member.start, member.draft).length > 0)
}

/** Fields the trader changed on one member, in display order. */
export function memberChanges(member: EditMember): EditField[] {
  return changedFields(member.start, member.draft)
}

export { EDIT_FIELDS }
