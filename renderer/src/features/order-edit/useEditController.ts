// The dialog's behaviour: the watch (a query of the account, see editWatchQuery), review, send with If-Match,
// and the reads that settle an answer. What each answer leads to is edit-reducer.ts, over the pure
// shared/domain/order-edit machine; this hook only sequences reads and sends and dispatches what they return.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { systemClock, type Clock } from '@shared/domain/clock'
import type { Order } from '@shared/api/records'
import type { ContingencyType } from '@shared/api/enums'
import {
  buildEditRequest,
  classifySendError,
  resolveUnknownOutcome,
  reviewRows,
  startEdit,
  triage412,
  validateEdit,
  watchTargets,
  type EditField,
  type EditState,
  type NewThenOrder,
  type Validation,
} from '@shared/domain/order-edit'
import type { AppError } from '@shared/ipc/result'
import type { SanityContext } from '@shared/domain/order-sanity'
import { toAppError } from '../../api/bridge'
import { reviewRowWords, unknownOutcomeText, type ReviewWords } from './edit-text'
import { explainError } from '../../lib/error-explanation'
import { ORDER_EDIT } from '../../lib/order-change-text'
import { orderReadFailed } from './editor-text'
import { msg } from '@shared/text/messages'
import { refusalText, warningLine } from './validation-text'
import { editWatchQuery, readAccount, sendModify, type Attempt, type TradingRules } from './api'
import {
  editReducer,
  initialModel,
  isWatching,
  staleReadFailed,
  unknownReadFailed,
  type EditAction,
} from './edit-reducer'

export type { Banner, Phase } from './edit-reducer'

export interface SavedInfo {
  keys: string[]
  etag: string | undefined
  message: string
}

/**
 * A change on its way, for the Open orders row: the values sent (old → new) and whether the answer is awaited
 * or never came (the editor is finding out whether it was applied).
 */
export interface PendingChange {
  stage: 'sending' | 'unknown'
  /** Worded: the open-orders row shows them after the dialog has gone. */
  rows: Array<ReviewWords & { memberKey: string | null }>
}

export interface ControllerOptions {
  order: Order
  etag: string | undefined
  /** The connection's profile: the watch's reads are cached under it. */
  profileId: string
  review: boolean
  rules: TradingRules | undefined
  /** Market and habits for the sanity warnings (absent: not checked). */
  sanity?: SanityContext | undefined
  /** The change sent for these orders (null: settled, the row shows the server's values again). */
  onPending: (keys: readonly string[], pending: PendingChange | null) => void
  /** Why the account's status, as last reported, forbids sending this change (absent: it allows it). */
  accountBlocked?: string | undefined
  /** Reads the account's status again (after a 412: a status change also moves the account's version). */
  refreshAccountStatus?: () => Promise<unknown>
  onSaved: (info: SavedInfo) => void
  /** A change was applied to this account: refresh what shows it (and only that). */
  onRefreshTables: (account: string) => void
  /** The dialog's own read saw the order change or end: the live watch checks the account at once. */
  onNoticedChange?: () => void
  /** Ids for new THEN orders; injected so tests stay deterministic. */
  newOrderCode?: () => string
  clock?: Clock
}

const keysOf = (s: EditState) => s.members.filter((m) => m.included).map((m) => m.key)

function defaultCode(): string {
  return `dxd-${systemClock.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
}

export function useEditController(options: ControllerOptions) {
  const { order } = options
  const clock = options.clock ?? systemClock
  const account = order.account
  const reducer = useMemo(() => editReducer(order), [order])
  const [model, dispatch] = useReducer(reducer, { order, etag: options.etag, readAt: clock.now() }, initialModel)
  const { state, phase } = model
  // The host's callbacks change identity every render; the answers of a send call the newest ones.
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })

  const rulesFor = (sanity: boolean) => ({
    details: options.rules?.details,
    instrument: options.rules?.instrument,
    now: clock.now(),
    ...(sanity ? { sanity: options.sanity } : {}),
  })
  const validation: Validation | null = useMemo(
    () => (state ? validateEdit(state, rulesFor(true)) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the clock is read, not an input
    [state, options.rules, options.sanity],
  )

  // ---------------------------------------------------------------------------------------------------
  // Watch: while the trader edits or reviews, the account is read again whenever main's live watch reports it
  // changed (no clock of its own); each read goes through the reducer, which drops it if the edit moved on.

  const targets = useMemo(
    () => watchTargets(state ?? startEdit({ order, openOrders: [order], etag: undefined, readAt: 0 })),
    [state, order],
  )
  const watchQuery = editWatchQuery(options.profileId, account, targets)
  const watching = isWatching(phase)
  const watch = useQuery({ ...watchQuery, enabled: watching })
  const queryClient = useQueryClient()
  useEffect(() => {
    // A read still out when a send starts describes the account before it: it must never land after it.
    if (!watching) void queryClient.cancelQueries({ queryKey: watchQuery.queryKey })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when watching stops
  }, [watching])
  useEffect(() => {
    if (watch.data) dispatch({ type: 'watched', read: watch.data })
  }, [watch.data])
  useEffect(() => {
    if (model.noticed > 0) optionsRef.current.onNoticedChange?.()
  }, [model.noticed])

  // ---------------------------------------------------------------------------------------------------
  // Pending: from the send until its outcome is known. A lost answer keeps the order pending (marked unknown)
  // while the editor finds out what happened; closing the editor gives the row back to the server's values.

  const pendingRef = useRef<{ keys: string[]; change: PendingChange } | null>(null)
  const settled = phase.name !== 'sending' && phase.name !== 'checking' && phase.name !== 'unknown'
  const outcomeUnknown = phase.name === 'unknown' || (phase.name === 'checking' && phase.reason === 'unknown')
  useEffect(() => {
    const held = pendingRef.current
    if (!held) return
    if (settled) {
      pendingRef.current = null
      optionsRef.current.onPending(held.keys, null)
    } else if (outcomeUnknown && held.change.stage !== 'unknown') {
      held.change = { ...held.change, stage: 'unknown' }
      optionsRef.current.onPending(held.keys, held.change)
    }
  }, [settled, outcomeUnknown])
  useEffect(
    () => () => {
      const held = pendingRef.current
      if (held) optionsRef.current.onPending(held.keys, null)
    },
    [],
  )

  // ---------------------------------------------------------------------------------------------------
  // Sending and its outcomes

  const settleStale = useCallback(
    async (sent: EditState, checking: EditAction = { type: 'checking', reason: 'stale' }) => {
      dispatch(checking)
      try {
        const [{ fresh, history }] = await Promise.all([
          readAccount(account, watchTargets(sent)),
          optionsRef.current.refreshAccountStatus?.().catch(() => undefined),
        ])
        dispatch({ type: 'triaged', triage: triage412(sent, fresh, history) })
      } catch (e) {
        dispatch(staleReadFailed(toAppError(e)))
      }
    },
    [account],
  )

  const settleUnknown = useCallback(
    async (sent: EditState, error: AppError) => {
      // One message per outcome: first what is known (unknown, or probably applied) while checking, then
      // the re-read's result alone.
      dispatch({ type: 'checking', reason: 'unknown', note: explainError(error, { action: 'change' }).sentence })
      try {
        const { fresh, history } = await readAccount(account, watchTargets(sent))
        const outcome = resolveUnknownOutcome(sent, fresh, history)
        if (outcome.kind === 'applied') {
          optionsRef.current.onRefreshTables(account)
          optionsRef.current.onSaved({ keys: keysOf(sent), etag: fresh.etag, message: unknownOutcomeText(outcome) })
        }
        dispatch({ type: 'outcome', outcome })
      } catch (e) {
        dispatch(unknownReadFailed(error, toAppError(e)))
      }
    },
    [account],
  )

  // The send is a mutation: its answer (a result, never a throw) comes back to this send even if the
  // dialog is hidden meanwhile.
  const { mutateAsync: modify } = useMutation({ mutationFn: sendModify })
  const send = useCallback(
    async (s: EditState, attempt: Attempt, warnings: string[] = []) => {
      const blockedBy = optionsRef.current.accountBlocked
      if (blockedBy) return dispatch({ type: 'unsendable', text: blockedBy })
      const built = buildEditRequest(s)
      if (!built.ok) return dispatch({ type: 'unsendable', text: refusalText(built.reason) })
      const ifMatch = s.base.etag
      if (!ifMatch) {
        return void settleStale(s, {
          type: 'checking',
          reason: 'stale',
          banner: { tone: 'warn', text: ORDER_EDIT.versionUnknown },
        })
      }
      dispatch({ type: 'sending', state: s, attempt })
      const keys = keysOf(s)
      const opts = optionsRef.current
      const rows = reviewRows(s).map((r) => ({ memberKey: r.memberKey, ...reviewRowWords(r) }))
      const change: PendingChange = { stage: 'sending', rows }
      pendingRef.current = { keys, change }
      opts.onPending(keys, change)
      const result = await modify({ account, request: built.request, ifMatch, attempt, warnings })
      if (result.ok) {
        opts.onRefreshTables(account)
        const orders = s.members.filter((m) => m.included).map((m) => m.order?.orderId ?? m.key)
        const message = msg('orderEdit.savedNote', { orders: orders.join(', ') })
        opts.onSaved({ keys, etag: result.value.etag, message })
        return dispatch({ type: 'saved', message })
      }
      const error = result.error
      const kind = classifySendError(error)
      if (kind === 'stale') return settleStale(s)
      if (kind === 'unknown-outcome') return settleUnknown(s, error)
      if (kind === 'client-bug') console.error('order-edit: 403 "99" — modify sent without If-Match', { account, keys })
      dispatch({ type: 'refused', error, memberKeys: built.memberKeys })
    },
    [account, settleStale, settleUnknown, modify],
  )

  // ---------------------------------------------------------------------------------------------------
  // Actions

  const save = (force = false): 'blocked' | 'review' | 'sent' => {
    dispatch({ type: 'attempted' })
    if (!state || !validation || !validation.dirty || options.accountBlocked) return 'blocked'
    // Typing errors and refused memberships can never be sent; rule problems may be sent on purpose, since
    // the server, not our copy of its rules, decides.
    const hard = validation.messages.some((m) => m.source === 'input' || m.source === 'membership')
    if (hard || (validation.messages.length > 0 && !force)) return 'blocked'
    // Sent past warnings: the audit entry says so and lists them.
    const warnings = validation.messages.map(warningLine)
    if (options.review) {
      dispatch({ type: 'review', warnings })
      return 'review'
    }
    void send(state, warnings.length ? 'send-anyway' : 'send', warnings)
    return 'sent'
  }

  const actions = {
    setField: (key: string, field: EditField, value: string) => dispatch({ type: 'set-field', key, field, value }),
    setIncluded: (key: string, included: boolean) => dispatch({ type: 'set-included', key, included }),
    setContingency: (contingency: ContingencyType | null) => dispatch({ type: 'set-contingency', contingency }),
    addExisting: (o: Order) => dispatch({ type: 'add-existing', order: o }),
    addThen: (spec: Omit<NewThenOrder, 'orderCode'>) =>
      dispatch({ type: 'add-then', spec: { ...spec, orderCode: (options.newOrderCode ?? defaultCode)() } }),
    save,
    confirmSend: () => {
      if (state && phase.name === 'review')
        void send(state, phase.warnings.length ? 'send-anyway' : 'send', phase.warnings)
    },
    resend: () => {
      if (phase.name === 'resend') void send(phase.rebased, 'resend')
    },
    sendAgain: () => {
      if (phase.name === 'not-applied') void send(phase.rebased, 'send-again')
    },
    applyMine: () => {
      if (phase.name !== 'conflict') return
      if (validateEdit(phase.mine, rulesFor(false)).messages.length > 0) dispatch({ type: 'mine-needs-fixing' })
      else void send(phase.mine, 'apply-mine')
    },
    discardMine: () => dispatch({ type: 'discard-mine' }),
    keepEditing: () => dispatch({ type: 'keep-editing' }),
    compare: () => dispatch({ type: 'compare' }),
    reread: () => {
      if (!state) return
      dispatch({ type: 'checking', reason: 'unknown' })
      readAccount(account, watchTargets(state)).then(
        (read) => dispatch({ type: 'reread', read }),
        (e: unknown) => dispatch({ type: 'unknown', message: orderReadFailed(toAppError(e)) }),
      )
    },
    backToEdit: () => dispatch({ type: 'back-to-edit' }),
  }

  return {
    state,
    phase,
    validation,
    watch: model.watch?.report ?? null,
    openOrders: model.lastRead?.orders ?? [],
    lastRead: model.lastRead,
    serverMessages: model.serverMessages,
    banner: model.banner,
    attempted: model.attempted,
    readError: watch.isError && watching ? toAppError(watch.error) : null,
    /** Why the account's status forbids sending this change now (absent: it allows it). */
    accountBlocked: options.accountBlocked,
    actions,
    dismissBanner: () => dispatch({ type: 'dismiss-banner' }),
  }
}

export type EditController = ReturnType<typeof useEditController>
