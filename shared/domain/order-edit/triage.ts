// After 412 (the account changed since our read) and after a write whose outcome is unknown (network,
// timeout, 5xx), the orders are read again and compared with what the edit started from. The rule behind
// every branch: an edit is only ever sent against an order state the trader has seen — either the state the
// edit started from (unchanged) or the "server now" column the trader was just shown.
import type { Order } from '../../api/records'
import {
  canonical,
  changedFields,
  draftFromOrder,
  EDIT_FIELDS,
  filledOf,
  sameValue,
  type EditField,
  type OrderDraft,
} from './model'
import { memberTag, type MemberTag } from './review'
import { includedMembers, orderCodeFor, resolveGroup, startEdit, type EditMember, type EditState } from './state'
import { findCurrent, watchEdit, type WatchReport } from './watch'

export interface FreshRead {
  /** Open orders of the edited account. */
  orders: readonly Order[]
  etag: string | undefined
  readAt: number
}

export interface ThreeWayRow {
  memberKey: string
  member: MemberTag
  field: EditField | 'filled' | 'status'
  started: string
  mine: string
  server: string
  mineChanged: boolean
  serverChanged: boolean
  /** Both changed it, to different values: applying mine overrides the other change. */
  conflict: boolean
}

export type Triage =
  | {
      kind: 'resend'
      /** The same edit against the fresh ETag: sending it is one explicit click, never automatic. */
      rebased: EditState
      report: WatchReport
    }
  | {
      kind: 'changed'
      rows: ThreeWayRow[]
      report: WatchReport
      /** "Apply my changes to the current order": fields I changed on top of the server's now. */
      mine: EditState
      /** "Discard my changes": the current order, nothing edited. */
      discarded: EditState
    }
  | { kind: 'ended'; report: WatchReport }

const display = (field: EditField, text: string) => {
  const v = canonical(field, text)
  return v === '' ? '—' : v
}

function visible(member: EditMember, field: EditField): boolean {
  if (field === 'expireDate') return canonical('tif', member.draft.tif) === 'GTD' || member.start.expireDate !== ''
  if (field === 'limitPrice') return member.base.type === 'LIMIT' || member.base.type === 'STOP_LIMIT'
  if (field === 'stopPrice') return member.base.type !== 'LIMIT' && member.base.type !== 'MARKET'
  if (field === 'quantity') return !member.base.attached
  return true
}

export function threeWayRows(state: EditState, orders: readonly Order[]): ThreeWayRow[] {
  const rows: ThreeWayRow[] = []
  for (const member of state.members) {
    if (!member.order) continue
    const current = findCurrent(member, orders)
    if (!current) continue
    const now: OrderDraft = draftFromOrder(current)
    const tag = memberTag(state, member)
    for (const field of EDIT_FIELDS) {
      if (!visible(member, field)) continue
      const mineChanged = !sameValue(field, member.start[field], member.draft[field])
      const serverChanged = !sameValue(field, member.start[field], now[field])
      if (!mineChanged && !serverChanged) continue
      rows.push({
        memberKey: member.key,
        member: tag,
        field,
        started: display(field, member.start[field]),
        mine: display(field, member.draft[field]),
        server: display(field, now[field]),
        mineChanged,
        serverChanged,
        conflict: mineChanged && serverChanged && !sameValue(field, member.draft[field], now[field]),
      })
    }
    const extras: Array<[ThreeWayRow['field'], string, string]> = [
      ['filled', filledOf(member.order), filledOf(current)],
      ['status', member.order.status, current.status],
    ]
    for (const [field, before, after] of extras) {
      if (before === after) continue
      rows.push({
        memberKey: member.key,
        member: tag,
        field,
        started: before,
        mine: before,
        server: after,
        mineChanged: false,
        serverChanged: true,
        conflict: false,
      })
    }
  }
  return rows
}

/**
 * The edit moved onto the orders as they are now. `mine`: every field I changed keeps my value, every field I
 * did not touch takes the server's (so another user's change to a field I left alone is never undone).
 * `discard`: the current orders, nothing edited.
 */
export function rebase(state: EditState, fresh: FreshRead, mode: 'mine' | 'discard'): EditState {
  const first = state.members.find((m) => m.order !== undefined)
  const firstNow = first ? findCurrent(first, fresh.orders) : undefined
  if (mode === 'discard') {
    if (!firstNow) return state
    return startEdit({ order: firstNow, openOrders: fresh.orders, etag: fresh.etag, readAt: fresh.readAt })
  }
  const group = firstNow ? resolveGroup(firstNow, fresh.orders) : undefined
  const inGroup = new Set(group?.members.map(orderCodeFor) ?? [])
  const members = state.members.map((member): EditMember => {
    if (!member.order) return member
    const current = findCurrent(member, fresh.orders)
    if (!current) return member
    const start = draftFromOrder(current)
    const mineChanged = new Set(changedFields(member.start, member.draft))
    const draft = { ...start }
    for (const field of EDIT_FIELDS) if (mineChanged.has(field)) draft[field] = member.draft[field]
    if (canonical('tif', draft.tif) !== 'GTD') draft.expireDate = ''
    return { ...member, order: current, start, draft, original: inGroup.has(member.key) }
  })
  return {
    ...state,
    originalContingency: group?.contingencyType ?? state.originalContingency,
    members,
    base: { etag: fresh.etag, readAt: fresh.readAt },
  }
}

/**
 * 412: the account changed since our read. Unchanged and still working → the same edit may be resent with the
 * fresh ETag (one click). Changed → three columns and a choice. Ended → say so; nothing can be sent.
 */
export function triage412(state: EditState, fresh: FreshRead, history?: ReadonlyMap<number, Order | null>): Triage {
  const report = watchEdit(state, fresh.orders, history)
  if (report.ended) return { kind: 'ended', report }
  if (!report.changed) {
    return {
      kind: 'resend',
      rebased: rebase(state, fresh, 'mine'),
      report,
    }
  }
  return {
    kind: 'changed',
    rows: threeWayRows(state, fresh.orders),
    report,
    mine: rebase(state, fresh, 'mine'),
    discarded: rebase(state, fresh, 'discard'),
  }
}

export type UnknownOutcome =
  /** The server has the edit's values: `orderIds` are the existing orders it changed (named in the note). */
  | { kind: 'applied'; orderIds: number[]; rebased: EditState; report: WatchReport }
  | { kind: 'not-applied'; rebased: EditState; report: WatchReport }
  /** Changed, but not to the edit's values. */
  | { kind: 'changed'; triage: Extract<Triage, { kind: 'changed' }> }
  /**
   * Nothing more can be sent. `orderUnchanged`: the edit's orders are as read, but an order being added
   * arrived without the rest of the change.
   */
  | { kind: 'ended'; report: WatchReport; orderUnchanged: boolean }

/** Whether the orders now carry exactly the values the edit sent (new orders included). */
function carriesMine(state: EditState, orders: readonly Order[]): boolean {
  return includedMembers(state).every((member) => {
    const current = findCurrent(member, orders)
    if (!current) return false
    if (!member.order) return true
    const now = draftFromOrder(current)
    return EDIT_FIELDS.every((f) => !visible(member, f) || sameValue(f, now[f], member.draft[f]))
  })
}

/**
 * After a write whose outcome is unknown (connection cut, timeout, 5xx): re-read, then say which happened.
 * Nothing is ever resent automatically; "not applied" offers sending again as an explicit action.
 */
export function resolveUnknownOutcome(
  state: EditState,
  fresh: FreshRead,
  history?: ReadonlyMap<number, Order | null>,
): UnknownOutcome {
  const report = watchEdit(state, fresh.orders, history)
  if (report.ended) {
    return { kind: 'ended', report, orderUnchanged: false }
  }
  const hasNew = includedMembers(state).some((m) => !m.order)
  const newArrived = includedMembers(state).some((m) => !m.order && findCurrent(m, fresh.orders))
  if (!report.changed && !newArrived) {
    return {
      kind: 'not-applied',
      rebased: rebase(state, fresh, 'mine'),
      report,
    }
  }
  if (carriesMine(state, fresh.orders) && (!hasNew || newArrived)) {
    return {
      kind: 'applied',
      // Named: the dialog may be closed by now, and the note outlives it.
      orderIds: includedMembers(state).flatMap((m) => (m.order ? [m.order.orderId] : [])),
      rebased: rebase(state, fresh, 'discard'),
      report,
    }
  }
  const changed = triage412(state, fresh, history)
  if (changed.kind !== 'changed') return { kind: 'ended', report, orderUnchanged: changed.kind === 'resend' }
  return { kind: 'changed', triage: changed }
}
