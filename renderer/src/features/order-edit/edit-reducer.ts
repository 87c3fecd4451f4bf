// The dialog's state as one reducer over the pure order-edit machine (shared/domain/order-edit): what the
// trader typed, the phase (editing, review, sending, checking, the outcomes), what the watch saw, the banner.
// Every decision is a domain function; this module only says which phase each answer leads to. Reads and
// sends happen in useEditController, which dispatches what they returned. An answer that arrives when the
// dialog is no longer waiting for it (a watch read during a send, a settling read after the trader moved on)
// is dropped here, so it can never act on a newer edit.
import type { Order } from '@shared/api/records'
import {
  addExistingMember,
  addThenOrder,
  classifySendError,
  isDirty,
  placeServerError,
  rebase,
  reviewRows,
  setContingency,
  setField,
  setIncluded,
  startEdit,
  triage412,
  watchEdit,
  type EditField,
  type EditMessage,
  type EditState,
  type FreshRead,
  type NewThenOrder,
  type ReviewRow,
  type ThreeWayRow,
  type Triage,
  type UnknownOutcome,
  type WatchReport,
} from '@shared/domain/order-edit'
import type { ContingencyType } from '@shared/api/enums'
import type { AppError } from '@shared/ipc/result'
import { ORDER_EDIT } from '../../lib/order-change-text'
import { orderChangeRefused, orderUpdatedTo, outcomeAndRereadUnknown, staleRereadFailed } from './editor-text'
import { msg } from '@shared/text/messages'
import type { AccountRead, Attempt } from './api'
import { triageText, unknownOutcomeText, watchHeadline } from './edit-text'

export type ConflictOrigin = 'stale' | 'watch' | 'unknown'

export type Phase =
  | { name: 'loading' }
  | { name: 'editing' }
  | { name: 'review'; rows: ReviewRow[]; warnings: string[] }
  | { name: 'sending'; attempt: Attempt }
  | { name: 'checking'; reason: 'stale' | 'unknown'; note?: string }
  | { name: 'resend'; message: string; rebased: EditState }
  | {
      name: 'conflict'
      message: string
      rows: ThreeWayRow[]
      mine: EditState
      discarded: EditState
      origin: ConflictOrigin
    }
  | { name: 'not-applied'; message: string; rebased: EditState }
  | { name: 'unknown'; message: string }
  | { name: 'ended'; message: string }
  | { name: 'not-visible' }
  | { name: 'saved'; message: string }

export interface Banner {
  tone: 'info' | 'warn' | 'error' | 'ok'
  text: string
}

export interface EditModel {
  /** null while a group's orders are still being read. */
  state: EditState | null
  phase: Phase
  /** A change the watch saw that the trader has not taken in yet (their edit is kept). */
  watch: (AccountRead & { report: WatchReport }) | null
  /** The newest read of the account (the orders that could join a group). */
  lastRead: FreshRead | null
  serverMessages: EditMessage[]
  banner: Banner | null
  /** Save was pressed once: every problem is shown from then on. */
  attempted: boolean
  /** Counts the reads that saw the order change or end, so the host can ask main's watch to look at once. */
  noticed: number
}

export type EditAction =
  | { type: 'watched'; read: AccountRead }
  | { type: 'set-field'; key: string; field: EditField; value: string }
  | { type: 'set-included'; key: string; included: boolean }
  | { type: 'set-contingency'; contingency: ContingencyType | null }
  | { type: 'add-existing'; order: Order }
  | { type: 'add-then'; spec: NewThenOrder }
  | { type: 'attempted' }
  | { type: 'review'; warnings: string[] }
  | { type: 'back-to-edit' }
  | { type: 'unsendable'; text: string }
  | { type: 'sending'; state: EditState; attempt: Attempt }
  | { type: 'saved'; message: string }
  | { type: 'refused'; error: AppError; memberKeys: readonly string[] }
  | { type: 'checking'; reason: 'stale' | 'unknown'; note?: string; banner?: Banner }
  | { type: 'triaged'; triage: Triage }
  | { type: 'outcome'; outcome: UnknownOutcome }
  | { type: 'unknown'; message: string; banner?: Banner }
  | { type: 'mine-needs-fixing' }
  | { type: 'discard-mine' }
  | { type: 'keep-editing' }
  | { type: 'compare' }
  | { type: 'reread'; read: AccountRead }
  | { type: 'dismiss-banner' }

export function initialModel(input: { order: Order; etag: string | undefined; readAt: number }): EditModel {
  const { order } = input
  // A group's other orders are not known yet: the first read finds them.
  const grouped = (order.links ?? []).length > 0
  return {
    state: grouped ? null : startEdit({ order, openOrders: [order], etag: input.etag, readAt: input.readAt }),
    phase: grouped ? { name: 'loading' } : { name: 'editing' },
    watch: null,
    lastRead: null,
    serverMessages: [],
    banner: null,
    attempted: false,
    noticed: 0,
  }
}

/** The one place a conflict (three columns: started from, yours, the server's now) is built. */
export function conflictPhase(
  triage: Extract<Triage, { kind: 'changed' }>,
  origin: ConflictOrigin,
  message = triageText(triage),
): Phase {
  return { name: 'conflict', message, rows: triage.rows, mine: triage.mine, discarded: triage.discarded, origin }
}

/** Whether the watch reads the account in this phase (the trader is editing, or reviewing before a send). */
export function isWatching(phase: Phase): boolean {
  return phase.name === 'editing' || phase.name === 'review' || phase.name === 'loading'
}

const editing: Phase = { name: 'editing' }

function edit(model: EditModel, update: (s: EditState) => EditState): EditModel {
  if (!model.state) return model
  return { ...model, state: update(model.state), phase: model.phase.name === 'review' ? editing : model.phase }
}

function watched(model: EditModel, { fresh, history }: AccountRead, order: Order): EditModel {
  const current = model.state
  if (current === null) {
    const found = fresh.orders.find((o) => o.orderId === order.orderId)
    if (!found) {
      const report = watchEdit(startEdit({ order, openOrders: [order], etag: undefined, readAt: 0 }), [], history)
      return { ...model, lastRead: fresh, phase: { name: 'ended', message: watchHeadline(report) } }
    }
    return {
      ...model,
      lastRead: fresh,
      state: startEdit({ order: found, openOrders: fresh.orders, etag: fresh.etag, readAt: fresh.readAt }),
      phase: editing,
    }
  }
  const report = watchEdit(current, fresh.orders, history)
  const next: EditModel = {
    ...model,
    lastRead: fresh,
    noticed: report.changed || report.ended ? model.noticed + 1 : model.noticed,
  }
  if (report.ended)
    return { ...next, watch: { fresh, history, report }, phase: { name: 'ended', message: watchHeadline(report) } }
  if (!isDirty(current)) {
    // Nothing typed yet: the dialog simply follows the server, and says so when the order moved.
    return {
      ...next,
      state: rebase(current, fresh, 'discard'),
      watch: null,
      banner: report.changed ? { tone: 'info', text: orderUpdatedTo(watchHeadline(report)) } : model.banner,
    }
  }
  return { ...next, watch: report.changed ? { fresh, history, report } : null }
}

function refused(model: EditModel, error: AppError, memberKeys: readonly string[]): EditModel {
  switch (classifySendError(error)) {
    case 'rejected':
    case 'bad-request':
      return { ...model, serverMessages: [placeServerError(error, memberKeys)], phase: editing }
    case 'not-visible':
      return { ...model, phase: { name: 'not-visible' } }
    case 'client-bug':
      return { ...model, banner: { tone: 'error', text: msg('orderEdit.clientBug') }, phase: editing }
    default:
      return {
        ...model,
        banner: { tone: 'error', text: orderChangeRefused(error) },
        phase: editing,
      }
  }
}

function triaged(model: EditModel, t: Triage): EditModel {
  if (t.kind === 'resend') return { ...model, phase: { name: 'resend', message: triageText(t), rebased: t.rebased } }
  if (t.kind === 'ended') return { ...model, phase: { name: 'ended', message: triageText(t) } }
  return { ...model, phase: conflictPhase(t, 'stale') }
}

function outcome(model: EditModel, o: UnknownOutcome): EditModel {
  const message = unknownOutcomeText(o)
  switch (o.kind) {
    case 'applied':
      return { ...model, phase: { name: 'saved', message } }
    case 'not-applied':
      return { ...model, phase: { name: 'not-applied', message, rebased: o.rebased } }
    case 'ended':
      return { ...model, phase: { name: 'ended', message } }
    case 'changed':
      return { ...model, phase: conflictPhase(o.triage, 'unknown', message) }
  }
}

function discardMine(model: EditModel): EditModel {
  const p = model.phase
  if (p.name !== 'conflict' && p.name !== 'resend' && p.name !== 'not-applied') return model
  let next: EditState | null = model.state
  if (p.name === 'conflict') next = p.discarded
  else {
    const first = p.rebased.members.find((m) => m.order)?.order
    if (first) {
      next = startEdit({
        order: first,
        openOrders: p.rebased.members.flatMap((m) => (m.order ? [m.order] : [])),
        etag: p.rebased.base.etag,
        readAt: p.rebased.base.readAt,
      })
    }
  }
  if (!next) return model
  return {
    ...model,
    state: next,
    watch: null,
    serverMessages: [],
    banner: { tone: 'info', text: ORDER_EDIT.discarded },
    phase: editing,
  }
}

function keepEditing(model: EditModel): EditModel {
  const p = model.phase
  const state =
    p.name === 'conflict' ? p.mine : p.name === 'resend' || p.name === 'not-applied' ? p.rebased : model.state
  return { ...model, state, watch: null, phase: editing }
}

function compare(model: EditModel): EditModel {
  if (!model.state || !model.watch) return model
  const t = triage412(model.state, model.watch.fresh, model.watch.history)
  if (t.kind === 'changed') return { ...model, phase: conflictPhase(t, 'watch') }
  if (t.kind === 'ended') return { ...model, phase: { name: 'ended', message: triageText(t) } }
  return model
}

function reread(model: EditModel, { fresh, history }: AccountRead): EditModel {
  const s = model.state
  if (!s) return model
  const next = { ...model, lastRead: fresh }
  const report = watchEdit(s, fresh.orders, history)
  if (report.ended) return { ...next, phase: { name: 'ended', message: watchHeadline(report) } }
  const t = triage412(s, fresh, history)
  if (report.changed && isDirty(s) && t.kind === 'changed') return { ...next, phase: conflictPhase(t, 'watch') }
  return {
    ...next,
    banner: { tone: 'info', text: report.changed ? watchHeadline(report) : ORDER_EDIT.rereadUnchanged },
    state: rebase(s, fresh, isDirty(s) ? 'mine' : 'discard'),
    phase: editing,
  }
}

/** The reducer, for one order's dialog (the order it was opened on finds a group's orders on the first read). */
export function editReducer(order: Order) {
  return (model: EditModel, action: EditAction): EditModel => {
    const phase = model.phase
    switch (action.type) {
      case 'watched':
        return isWatching(phase) ? watched(model, action.read, order) : model
      case 'set-field':
        return edit(
          {
            ...model,
            serverMessages: model.serverMessages.filter(
              (m) => !(m.memberKey === action.key && m.field === action.field),
            ),
          },
          (s) => setField(s, action.key, action.field, action.value),
        )
      case 'set-included':
        return edit(model, (s) => setIncluded(s, action.key, action.included))
      case 'set-contingency':
        return edit(model, (s) => setContingency(s, action.contingency))
      case 'add-existing':
        return edit(model, (s) => addExistingMember(s, action.order))
      case 'add-then':
        return edit(model, (s) => addThenOrder(s, action.spec))
      case 'attempted':
        return model.attempted ? model : { ...model, attempted: true }
      case 'review':
        return model.state
          ? { ...model, phase: { name: 'review', rows: reviewRows(model.state), warnings: action.warnings } }
          : model
      case 'back-to-edit':
        return { ...model, phase: editing }
      case 'unsendable':
        return { ...model, banner: { tone: 'error', text: action.text }, phase: editing }
      case 'sending':
        return {
          ...model,
          state: action.state,
          serverMessages: [],
          banner: null,
          watch: null,
          phase: { name: 'sending', attempt: action.attempt },
        }
      case 'saved':
        return { ...model, phase: { name: 'saved', message: action.message } }
      case 'refused':
        return phase.name === 'sending' ? refused(model, action.error, action.memberKeys) : model
      case 'checking':
        return {
          ...model,
          ...(action.banner ? { banner: action.banner } : {}),
          phase: { name: 'checking', reason: action.reason, ...(action.note ? { note: action.note } : {}) },
        }
      case 'triaged':
        return phase.name === 'checking' ? triaged(model, action.triage) : model
      case 'outcome':
        return phase.name === 'checking' ? outcome(model, action.outcome) : model
      case 'unknown':
        return {
          ...model,
          ...(action.banner ? { banner: action.banner } : {}),
          phase: { name: 'unknown', message: action.message },
        }
      case 'mine-needs-fixing':
        if (phase.name !== 'conflict') return model
        return {
          ...model,
          state: phase.mine,
          watch: null,
          attempted: true,
          banner: {
            tone: 'warn',
            text: ORDER_EDIT.rebasedNeedsFixing,
          },
          phase: editing,
        }
      case 'discard-mine':
        return discardMine(model)
      case 'keep-editing':
        return keepEditing(model)
      case 'compare':
        return compare(model)
      case 'reread':
        return phase.name === 'checking' ? reread(model, action.read) : model
      case 'dismiss-banner':
        return { ...model, banner: null }
    }
  }
}

/** A 412 sent the dialog to read the account again, and that read failed. */
export function staleReadFailed(readError: AppError): EditAction {
  return {
    type: 'unknown',
    message: ORDER_EDIT.notAppliedReadAgain,
    banner: {
      tone: 'error',
      text: staleRereadFailed(readError),
    },
  }
}

/** A send's outcome was unknown, and the read that should have told failed too. */
export function unknownReadFailed(sendError: AppError, readError: AppError): EditAction {
  return {
    type: 'unknown',
    message: outcomeAndRereadUnknown(sendError, readError),
  }
}
