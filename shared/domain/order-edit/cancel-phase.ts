// The cancel dialog's steps, free of UI and I/O: read the account, confirm what the cancel will end (the whole
// group), send with the read's ETag as If-Match, and after a 412 or a lost answer read again and say what
// happened (reviewCancel) before anything is sent again — never without the trader's click. Facts only: the
// renderer words them.
import type { Order } from '../../api/records'
import type { ContingencyType } from '../../api/enums'
import { reviewCancel, type CancelReview } from './cancel'
import { resolveGroup } from './state'
import type { FreshRead } from './triage'

/** The parts of an error this machine needs (structural, so shared/domain needs no IPC import). */
export interface CancelError {
  kind: string
  outcomeUnknown?: boolean | undefined
}

/** Why the account was read again after a send: the server refused it (412), or its answer never came. */
export type CancelRereadReason = 'account-changed' | 'answer-lost'

/** What a read after a send found for the orders the trader had confirmed. */
export interface CancelRereadFinding {
  because: CancelRereadReason
  review: CancelReview['kind']
  /** The confirmation covered a group (more than one order). */
  group: boolean
}

export type CancelPhase<E extends CancelError = CancelError> =
  | { name: 'loading'; reread?: { because: CancelRereadReason; confirmed: readonly Order[] } }
  | {
      name: 'confirm'
      members: Order[]
      contingency: ContingencyType | null
      etag: string
      /** Present when this is a second confirmation, after a read that followed a send. */
      reread?: CancelRereadFinding
    }
  | { name: 'sending'; members: Order[]; contingency: ContingencyType | null; etag: string; again: boolean }
  | { name: 'cancelled'; members: Order[] }
  /** Nothing to cancel any more: gone since the read (reread absent: the order was not working when opened). */
  | { name: 'done'; reread?: CancelRereadFinding }
  /** The open orders came without an ETag: a safe cancel cannot be made. */
  | { name: 'no-etag' }
  | { name: 'failed'; error: E }

export type CancelEvent<E extends CancelError = CancelError> =
  | { type: 'read'; read: FreshRead }
  | { type: 'read-failed'; error: E }
  /** `alone`: cancel only the order the dialog was opened on, where its group's rules allow it. */
  | { type: 'send'; alone?: boolean }
  | { type: 'sent' }
  | { type: 'send-failed'; error: E }

export const initialCancelPhase: CancelPhase = { name: 'loading' }

/** Where the order stands in its group, and whether the server's group rules let it be cancelled on its own. */
export type CancelChoices =
  | { alone: true; role: 'single' | 'then' }
  | {
      alone: false
      role: 'if' | 'oco'
      /**
       * oco-ends-both: an OCO order that ends cancels the other one (that is what OCO means).
       * if-carries-then: an IF order cancelled on its own would leave its THEN orders behind, without a size and
       * outside the group (docs/api-notes.md, "Orders").
       */
      why: 'oco-ends-both' | 'if-carries-then'
    }

export function cancelChoices(
  order: Order,
  members: readonly Order[],
  contingency: ContingencyType | null,
): CancelChoices {
  if (members.length < 2 || contingency === null) return { alone: true, role: 'single' }
  if (contingency === 'OCO') return { alone: false, role: 'oco', why: 'oco-ends-both' }
  return members[0]?.orderId === order.orderId
    ? { alone: false, role: 'if', why: 'if-carries-then' }
    : { alone: true, role: 'then' }
}

/** What one fresh read of the account means: the members as they are now, or that nothing is left to cancel. */
function afterRead<E extends CancelError>(
  phase: Extract<CancelPhase<E>, { name: 'loading' }>,
  read: FreshRead,
  orderId: number,
): CancelPhase<E> {
  const current = read.orders.find((o) => o.orderId === orderId)
  let finding: CancelRereadFinding | undefined
  if (phase.reread) {
    const { because, confirmed } = phase.reread
    finding = { because, review: reviewCancel(confirmed, read.orders).kind, group: confirmed.length > 1 }
    if (finding.review === 'gone' || !current || !read.etag) return { name: 'done', reread: finding }
  }
  if (!current) return { name: 'done' }
  if (!read.etag) return { name: 'no-etag' }
  const group = resolveGroup(current, read.orders)
  return {
    name: 'confirm',
    members: group.members,
    contingency: group.contingencyType,
    etag: read.etag,
    ...(finding ? { reread: finding } : {}),
  }
}

/** The next step of a cancel of `orderId`; an event that does not belong to the current step changes nothing. */
export function nextCancelPhase<E extends CancelError>(
  phase: CancelPhase<E>,
  event: CancelEvent<E>,
  orderId: number,
): CancelPhase<E> {
  switch (event.type) {
    case 'read':
      return phase.name === 'loading' ? afterRead(phase, event.read, orderId) : phase
    case 'read-failed':
      return phase.name === 'loading' ? { name: 'failed', error: event.error } : phase
    case 'send': {
      if (phase.name !== 'confirm') return phase
      const clicked = phase.members.find((m) => m.orderId === orderId)
      const alone =
        event.alone === true &&
        clicked !== undefined &&
        phase.members.length > 1 &&
        cancelChoices(clicked, phase.members, phase.contingency).alone
      return {
        name: 'sending',
        members: alone ? [clicked] : phase.members,
        contingency: alone ? null : phase.contingency,
        etag: phase.etag,
        again: phase.reread !== undefined,
      }
    }
    case 'sent':
      return phase.name === 'sending' ? { name: 'cancelled', members: phase.members } : phase
    case 'send-failed': {
      if (phase.name !== 'sending') return phase
      const { error } = event
      if (error.kind === 'precondition-failed')
        return { name: 'loading', reread: { because: 'account-changed', confirmed: phase.members } }
      // The cancel may or may not have been applied: the account is read before anything else is offered.
      if (error.outcomeUnknown || error.kind === 'network' || error.kind === 'server')
        return { name: 'loading', reread: { because: 'answer-lost', confirmed: phase.members } }
      return { name: 'failed', error }
    }
  }
}
