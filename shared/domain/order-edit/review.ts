// The review step: every change the request would make, old → new, per order, including what happens to the
// group. Shown before sending (unless the profile switched it off) and written to the audit log.
import { canonical, changedFields, FIELD_LABELS, type EditField } from './model'
import { includedMembers, membership, roleIn, type EditMember, type EditState } from './state'

export interface ReviewRow {
  /** The order it concerns; null for the group as a whole. */
  memberKey: string | null
  memberLabel: string
  field: EditField | 'group' | 'new-order'
  label: string
  from: string
  to: string
}

const shown = (field: EditField, text: string) => {
  const v = canonical(field, text)
  return v === '' ? '—' : v
}

/** "IF · LIMIT BUY 100208": role in the group, type, side and order id (or "new" for an order being added). */
export function memberLabel(state: EditState, member: EditMember): string {
  const role = member.included ? roleIn(state, member) : 'single'
  const prefix = role === 'if' ? 'IF · ' : role === 'then' ? 'THEN · ' : role === 'oco' ? 'OCO · ' : ''
  const id = member.order ? String(member.order.orderId) : `new (${member.key})`
  return `${prefix}${member.base.type} ${member.base.side} ${id}`
}

function groupText(contingency: string | null, count: number): string {
  return contingency === null || count < 2 ? 'stand-alone' : `${contingency} group of ${count}`
}

export function reviewRows(state: EditState): ReviewRow[] {
  const rows: ReviewRow[] = []
  const m = membership(state)
  const included = includedMembers(state)
  const originalCount = state.members.filter((x) => x.original).length
  const before = groupText(state.originalContingency, originalCount)
  const after = groupText(m.result === 'group' ? state.contingency : null, included.length)
  if (before !== after || m.added.length > 0 || m.removed.length > 0) {
    rows.push({ memberKey: null, memberLabel: 'Group', field: 'group', label: 'Group', from: before, to: after })
  }
  for (const member of m.removed) {
    rows.push({
      memberKey: member.key,
      memberLabel: memberLabel(state, member),
      field: 'group',
      label: 'Group',
      from: 'in the group',
      to: 'stand-alone (leaves the group, stays working)',
    })
  }
  for (const member of included) {
    const label = memberLabel(state, member)
    if (!member.order) {
      const price = member.draft.limitPrice || member.draft.stopPrice
      rows.push({
        memberKey: member.key,
        memberLabel: label,
        field: 'new-order',
        label: 'New order',
        from: '—',
        to: `${member.base.type} ${member.base.side} at ${price || '—'} (closes what the IF order fills)`,
      })
      continue
    }
    if (!member.original) {
      rows.push({
        memberKey: member.key,
        memberLabel: label,
        field: 'group',
        label: 'Group',
        from: 'stand-alone',
        to: 'joins the group',
      })
    }
    for (const field of changedFields(member.start, member.draft)) {
      rows.push({
        memberKey: member.key,
        memberLabel: label,
        field,
        label: FIELD_LABELS[field],
        from: shown(field, member.start[field]),
        to: shown(field, member.draft[field]),
      })
    }
  }
  return rows
}
