// The words of the order editor's form, review and notes (shared/domain/order-edit sends codes and facts): field
// names, why a field is fixed, the hints, the fixed facts, an order's name in the dialog, the review's rows and
// what a re-read found.
import type {
  EditField,
  FieldHint,
  FieldReason,
  FixedFact,
  GroupShape,
  InputProblem,
  MemberTag,
  MemberWatch,
  ReviewRow,
  Triage,
  UnknownOutcome,
  WatchField,
  WatchReport,
} from '@shared/domain/order-edit'
import { msg } from '@shared/text/messages'

/** A field as the form names it: "Limit price". */
export const fieldLabel = (field: EditField | WatchField): string => msg(`orderEdit.field.${field}`)

export function fieldReasonText(r: FieldReason): string {
  switch (r.code) {
    case 'attached':
      return r.positionCode
        ? msg('orderEdit.fieldReason.attached', { positionCode: r.positionCode })
        : msg('orderEdit.fieldReason.attachedToAPosition')
    case 'linked-price':
      return msg('orderEdit.fieldReason.linked-price', { offset: r.offset })
    case 'no-limit-price':
    case 'no-stop-price':
      return msg(`orderEdit.fieldReason.${r.code}`, { type: r.type })
    default:
      return msg(`orderEdit.fieldReason.${r.code}`)
  }
}

export function fieldHintText(h: FieldHint): string {
  return h.code === 'includes-filled'
    ? msg('orderEdit.fieldHint.includes-filled', { filled: h.filled })
    : msg(`orderEdit.fieldHint.${h.code}`)
}

export const fixedFactLabel = (fact: FixedFact): string => msg(`orderEdit.fixedFact.${fact}`)
export const fixedFactReason = (fact: FixedFact): string => msg(`orderEdit.fixedFactReason.${fact}`)

/** Why a box's text cannot be sent: "“1,5” is not a number". */
export function inputProblemText(p: InputProblem): string {
  switch (p.code) {
    case 'not-a-number':
    case 'not-a-date':
      return msg(`orderEdit.input.${p.code}`, { text: p.text })
    case 'unknown-tif':
      return msg('orderEdit.input.unknown-tif', { tif: p.tif })
    case 'not-positive':
      return msg('orderEdit.input.not-positive')
  }
}

/** "IF · LIMIT BUY 100208"; "LIMIT SELL new (tp-1)" for an order being added. */
export function memberText(tag: MemberTag): string {
  const id = tag.orderId !== undefined ? String(tag.orderId) : msg('orderEdit.member.newId', { key: tag.newKey ?? '' })
  const order = msg('orderEdit.member.order', { type: tag.type, side: tag.side, id })
  return tag.role === null ? order : msg(`orderEdit.member.${tag.role}`, { order })
}

const groupShapeText = (g: GroupShape): string =>
  g === null
    ? msg('orderEdit.review.standAlone')
    : msg('orderEdit.review.groupOf', { contingency: g.contingency, size: g.count })

/** A review row as its table shows it: the order, the field, old → new. */
export interface ReviewWords {
  member: string
  label: string
  from: string
  to: string
}

export function reviewRowWords(row: ReviewRow): ReviewWords {
  const member = row.member ? memberText(row.member) : msg('orderEdit.review.group')
  const c = row.change
  switch (c.kind) {
    case 'group':
      return { member, label: msg('orderEdit.review.group'), from: groupShapeText(c.from), to: groupShapeText(c.to) }
    case 'leaves-group':
      return {
        member,
        label: msg('orderEdit.review.group'),
        from: msg('orderEdit.review.inGroup'),
        to: msg('orderEdit.review.leaves'),
      }
    case 'joins-group':
      return {
        member,
        label: msg('orderEdit.review.group'),
        from: msg('orderEdit.review.standAlone'),
        to: msg('orderEdit.review.joins'),
      }
    case 'new-order':
      return { member, label: msg('orderEdit.review.newOrder'), from: '—', to: msg('orderEdit.review.newOrderAt', c) }
    case 'field':
      return { member, label: fieldLabel(c.field), from: c.from, to: c.to }
  }
}

const changeValue = (field: WatchField, value: string) =>
  field === 'group' && value === '' ? msg('orderEdit.watch.noGroup') : value

/** What happened to one order: "Partially filled: 5000 of 20000 filled, 15000 remain." */
export function watchNoteText(w: MemberWatch): string {
  const n = w.note
  switch (n.code) {
    case 'unchanged':
      return msg('orderEdit.watch.unchanged')
    case 'partially-filled':
      return n.quantity
        ? msg('orderEdit.watch.partiallyFilled', { filled: n.filled, quantity: n.quantity, remaining: n.remaining })
        : msg('orderEdit.watch.partiallyFilledNoQuantity', { filled: n.filled, remaining: n.remaining })
    case 'modified': {
      const changes = w.changes.map((c) =>
        msg('orderEdit.watch.change', {
          // Mid-sentence, the field's name is not capitalised.
          field: fieldLabel(c.field).toLocaleLowerCase(),
          from: changeValue(c.field, c.from),
          to: changeValue(c.field, c.to),
        }),
      )
      return msg('orderEdit.watch.modified', { changes: changes.join('; ') })
    }
    case 'filled':
      return n.averagePrice ? msg('orderEdit.watch.filledAt', { price: n.averagePrice }) : msg('orderEdit.watch.filled')
    case 'final':
      return msg('orderEdit.watch.final', { status: n.status })
    default:
      return msg(`orderEdit.watch.${n.code}`)
  }
}

/** Every order that changed, each named when the edit has several. */
export function watchHeadline(report: WatchReport): string {
  const notable = report.members.filter((w) => w.kind !== 'unchanged')
  if (notable.length === 0) return msg('orderEdit.watch.unchangedSinceOpened')
  const many = report.members.length > 1
  return notable
    .map((w) =>
      many ? msg('orderEdit.watch.ofOrder', { order: w.orderId ?? w.key, note: watchNoteText(w) }) : watchNoteText(w),
    )
    .join(' ')
}

/** What the re-read after a 412 found. */
export function triageText(t: Triage): string {
  switch (t.kind) {
    case 'resend':
      return msg('orderEdit.triage.resend')
    case 'changed':
      return msg('orderEdit.triage.changed', { headline: watchHeadline(t.report) })
    case 'ended':
      return watchHeadline(t.report)
  }
}

/** What the re-read after a write with no answer found. */
export function unknownOutcomeText(o: UnknownOutcome): string {
  switch (o.kind) {
    case 'applied':
      return msg('orderEdit.triage.applied', { orders: o.orderIds.join(', ') })
    case 'not-applied':
      return msg('orderEdit.triage.notApplied')
    case 'changed':
      return msg('orderEdit.triage.changedNotToMine')
    case 'ended':
      return o.orderUnchanged
        ? msg('orderEdit.triage.resend')
        : msg('orderEdit.triage.endedMeanwhile', { headline: watchHeadline(o.report) })
  }
}
