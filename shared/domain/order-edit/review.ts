// The review step: every change the request would make, old → new, per order, including what happens to the
// group. Shown before sending (unless the profile switched it off) and written to the audit log. Rows carry
// codes and values; the dialog words them.
import { canonical, changedFields, type EditField } from './model'
import { includedMembers, membership, roleIn, type EditMember, type EditState } from './state'

/** An order of the edit as the dialog names it: role in the group, type, side and order id (or its new key). */
export interface MemberTag {
  role: 'if' | 'then' | 'oco' | null
  type: string
  side: string
  /** The existing order's id; absent for an order being added. */
  orderId?: number
  /** The key of an order being added (it has no id yet). */
  newKey?: string
}

/** Stand-alone (null), or a group of this type and size. */
export type GroupShape = { contingency: string; count: number } | null

export type ReviewChange =
  /** The group as a whole: its type and size before and after. */
  | { kind: 'group'; from: GroupShape; to: GroupShape }
  /** An order taken out of its group: it keeps working stand-alone. */
  | { kind: 'leaves-group' }
  /** A working order added to the group. */
  | { kind: 'joins-group' }
  /** A THEN order added: it closes what the IF order fills. */
  | { kind: 'new-order'; type: string; side: string; price: string }
  | { kind: 'field'; field: EditField; from: string; to: string }

export interface ReviewRow {
  /** The order it concerns; null for the group as a whole. */
  memberKey: string | null
  member: MemberTag | null
  change: ReviewChange
}

const shown = (field: EditField, text: string) => {
  const v = canonical(field, text)
  return v === '' ? '—' : v
}

/** The dialog's name for an order of the edit ("IF · LIMIT BUY 100208" once worded). */
export function memberTag(state: EditState, member: EditMember): MemberTag {
  const role = member.included ? roleIn(state, member) : 'single'
  return {
    role: role === 'single' ? null : role,
    type: member.base.type,
    side: member.base.side,
    ...(member.order ? { orderId: member.order.orderId } : { newKey: member.key }),
  }
}

function groupShape(contingency: string | null, count: number): GroupShape {
  return contingency === null || count < 2 ? null : { contingency, count }
}

const sameShape = (a: GroupShape, b: GroupShape) =>
  a === b || (a !== null && b !== null && a.contingency === b.contingency && a.count === b.count)

export function reviewRows(state: EditState): ReviewRow[] {
  const rows: ReviewRow[] = []
  const m = membership(state)
  const included = includedMembers(state)
  const originalCount = state.members.filter((x) => x.original).length
  const before = groupShape(state.originalContingency, originalCount)
  const after = groupShape(m.result === 'group' ? state.contingency : null, included.length)
  if (!sameShape(before, after) || m.added.length > 0 || m.removed.length > 0) {
    rows.push({ memberKey: null, member: null, change: { kind: 'group', from: before, to: after } })
  }
  for (const member of m.removed) {
    rows.push({ memberKey: member.key, member: memberTag(state, member), change: { kind: 'leaves-group' } })
  }
  for (const member of included) {
    const tag = memberTag(state, member)
    if (!member.order) {
      const price = member.draft.limitPrice || member.draft.stopPrice
      rows.push({
        memberKey: member.key,
        member: tag,
        change: { kind: 'new-order', type: member.base.type, side: member.base.side, price: price || '—' },
      })
      continue
    }
    if (!member.original) rows.push({ memberKey: member.key, member: tag, change: { kind: 'joins-group' } })
    for (const field of changedFields(member.start, member.draft)) {
      rows.push({
        memberKey: member.key,
        member: tag,
        change: {
          kind: 'field',
          field,
          from: shown(field, member.start[field]),
          to: shown(field, member.draft[field]),
        },
      })
    }
  }
  return rows
}
