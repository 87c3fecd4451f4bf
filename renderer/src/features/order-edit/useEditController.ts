// The dialog's behaviour: the edit state, the watch (open orders re-read every ~2 s), review, send with
// If-Match, and what each answer leads to. All decisions come from shared/domain/order-edit; this hook only
// sequences reads and sends and keeps the latest state in refs so late answers can never act on a newer edit.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Order } from '../../../../shared/api/records'
import type { ContingencyType } from '../../../../shared/api/enums'
import {
  addExistingMember,
  addThenOrder,
  buildEditRequest,
  classifySendError,
  CLIENT_BUG_TEXT,
  isDirty,
  missingOrderIds,
  placeServerError,
  rebase,
  resolveUnknownOutcome,
  reviewRows,
  setContingency,
  setField,
  setIncluded,
  startEdit,
  triage412,
  validateEdit,
  watchEdit,
  type EditField,
  type EditMessage,
  type EditState,
  type FreshRead,
  type NewThenOrder,
  type ReviewRow,
  type ThreeWayRow,
  type Validation,
  type WatchReport,
} from '../../../../shared/domain/order-edit'
import type { AppError } from '../../../../shared/ipc/result'
import type { SanityContext } from '../../../../shared/domain/order-sanity'
import { toAppError } from '../../api/bridge'
import { errorText, explainError } from '../../lib/error-messages'
import { lookupHistory, readOpenOrders, sendModify, type Attempt, type TradingRules } from './api'

export const WATCH_INTERVAL_MS = 2000

export type Phase =
  | { name: 'loading' }
  | { name: 'editing' }
  | { name: 'review'; rows: ReviewRow[] }
  | { name: 'sending'; attempt: Attempt }
  | { name: 'checking'; reason: 'stale' | 'unknown'; note?: string }
  | { name: 'resend'; message: string; rebased: EditState }
  | {
      name: 'conflict'
      message: string
      rows: ThreeWayRow[]
      mine: EditState
      discarded: EditState
      origin: 'stale' | 'watch' | 'unknown'
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

export interface SavedInfo {
  keys: string[]
  etag: string | undefined
  message: string
}

export interface ControllerOptions {
  order: Order
  etag: string | undefined
  review: boolean
  rules: TradingRules | undefined
  /** Market and habits for the sanity warnings (absent: not checked). */
  sanity?: SanityContext | undefined
  onPending: (keys: readonly string[], pending: boolean) => void
  onSaved: (info: SavedInfo) => void
  onRefreshTables: () => void
  /** The dialog's own read saw the order change or end: the live watch checks the account at once. */
  onNoticedChange?: () => void
  /** Ids for new THEN orders; injected so tests stay deterministic. */
  newOrderCode?: () => string
  now?: () => number
}

const keysOf = (s: EditState) => s.members.filter((m) => m.included).map((m) => m.key)

function defaultCode(): string {
  return `dxd-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
}

export function useEditController(options: ControllerOptions) {
  const { order } = options
  const now = options.now ?? Date.now
  const hasGroup = (order.links ?? []).length > 0
  const [state, setStateRaw] = useState<EditState | null>(() =>
    hasGroup ? null : startEdit({ order, openOrders: [order], etag: options.etag, readAt: now() }),
  )
  const [phase, setPhaseRaw] = useState<Phase>(hasGroup ? { name: 'loading' } : { name: 'editing' })
  const [watch, setWatch] = useState<{
    report: WatchReport
    fresh: FreshRead
    history: Map<number, Order | null>
  } | null>(null)
  const [serverMessages, setServerMessages] = useState<EditMessage[]>([])
  const [banner, setBanner] = useState<Banner | null>(null)
  const [attempted, setAttempted] = useState(false)
  /** The warnings of the last save the trader pushed through ("send anyway"). */
  const sentPast = useRef<string[]>([])
  const [readError, setReadError] = useState<AppError | null>(null)
  /** The latest open-orders read of the account (for the orders that could join a group). */
  const [lastRead, setLastRead] = useState<FreshRead | null>(null)

  const stateRef = useRef(state)
  const phaseRef = useRef(phase)
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  const setState = useCallback((next: EditState) => {
    stateRef.current = next
    setStateRaw(next)
  }, [])
  const setPhase = useCallback((next: Phase) => {
    phaseRef.current = next
    setPhaseRaw(next)
  }, [])

  const validation: Validation | null = useMemo(
    () =>
      state
        ? validateEdit(state, {
            details: options.rules?.details,
            instrument: options.rules?.instrument,
            now: now(),
            sanity: options.sanity,
          })
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` is a clock, not an input
    [state, options.rules, options.sanity],
  )

  const account = order.account

  /** A fresh read plus history for the orders that left it. */
  const reread = useCallback(
    async (s: EditState) => {
      const fresh = await readOpenOrders(account)
      const history = await lookupHistory(account, missingOrderIds(s, fresh.orders))
      return { fresh, history }
    },
    [account],
  )

  // ---------------------------------------------------------------------------------------------------
  // Watch

  const watching = phase.name === 'editing' || phase.name === 'review' || phase.name === 'loading'
  useEffect(() => {
    if (!watching) return
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      const startedIn = phaseRef.current.name
      try {
        const current = stateRef.current
        if (current === null) {
          const fresh = await readOpenOrders(account)
          if (cancelled) return
          setLastRead(fresh)
          const found = fresh.orders.find((o) => o.orderId === order.orderId)
          if (!found) {
            const history = await lookupHistory(account, [order.orderId])
            if (cancelled) return
            const report = watchEdit(
              startEdit({ order, openOrders: [order], etag: undefined, readAt: 0 }),
              fresh.orders,
              history,
            )
            setPhase({ name: 'ended', message: report.headline })
            return
          }
          setState(startEdit({ order: found, openOrders: fresh.orders, etag: fresh.etag, readAt: fresh.readAt }))
          setPhase({ name: 'editing' })
        } else {
          const { fresh, history } = await reread(current)
          // The edit moved on (a send started, the trader resolved something) while this read was out.
          if (cancelled || stateRef.current !== current || phaseRef.current.name !== startedIn) return
          const report = watchEdit(current, fresh.orders, history)
          if (report.changed || report.ended) optionsRef.current.onNoticedChange?.()
          setReadError(null)
          setLastRead(fresh)
          if (report.ended) {
            setWatch({ report, fresh, history })
            setPhase({ name: 'ended', message: report.headline })
            return
          }
          if (!isDirty(current)) {
            // Nothing typed yet: the dialog simply follows the server, and says so when the order moved.
            const next = rebase(current, fresh, 'discard')
            setState(next)
            setWatch(null)
            if (report.changed) {
              setBanner({ tone: 'info', text: `Updated to the server’s current order. ${report.headline}` })
            }
          } else {
            setWatch(report.changed ? { report, fresh, history } : null)
          }
        }
      } catch (e) {
        if (!cancelled) setReadError(toAppError(e))
      }
      if (!cancelled) timer = setTimeout(() => void tick(), WATCH_INTERVAL_MS)
    }
    // The first read is immediate: it also fixes the ETag to this one account's.
    timer = setTimeout(() => void tick(), stateRef.current === null || watch === null ? 0 : WATCH_INTERVAL_MS)
    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarts only when watching starts or stops
  }, [watching, account])

  // ---------------------------------------------------------------------------------------------------
  // Sending and its outcomes

  const settleStale = useCallback(
    async (sent: EditState) => {
      setPhase({ name: 'checking', reason: 'stale' })
      try {
        const { fresh, history } = await reread(sent)
        const t = triage412(sent, fresh, history)
        if (t.kind === 'resend') setPhase({ name: 'resend', message: t.message, rebased: t.rebased })
        else if (t.kind === 'ended') setPhase({ name: 'ended', message: t.message })
        else
          setPhase({
            name: 'conflict',
            message: t.message,
            rows: t.rows,
            mine: t.mine,
            discarded: t.discarded,
            origin: 'stale',
          })
      } catch (e) {
        setBanner({
          tone: 'error',
          text: `The account changed, and reading it again failed. ${explainError(toAppError(e)).sentence}`,
        })
        setPhase({ name: 'unknown', message: 'Nothing was applied. Read the order again before another attempt.' })
      }
    },
    [reread, setPhase],
  )

  const settleUnknown = useCallback(
    async (sent: EditState, error: AppError) => {
      // One message per outcome: first what is known (unknown, or probably applied) while checking, then
      // the re-read's result alone.
      setPhase({ name: 'checking', reason: 'unknown', note: explainError(error, { action: 'change' }).sentence })
      try {
        const { fresh, history } = await reread(sent)
        const o = resolveUnknownOutcome(sent, fresh, history)
        if (o.kind === 'applied') {
          optionsRef.current.onRefreshTables()
          optionsRef.current.onSaved({ keys: keysOf(sent), etag: fresh.etag, message: o.message })
          setPhase({ name: 'saved', message: o.message })
        } else if (o.kind === 'not-applied') {
          setPhase({ name: 'not-applied', message: o.message, rebased: o.rebased })
        } else if (o.kind === 'ended') {
          setPhase({ name: 'ended', message: o.message })
        } else {
          const t = o.triage
          setPhase({
            name: 'conflict',
            message: o.message,
            rows: t.rows,
            mine: t.mine,
            discarded: t.discarded,
            origin: 'unknown',
          })
        }
      } catch (e) {
        setPhase({
          name: 'unknown',
          message: `${explainError(error, { action: 'change' }).sentence} Reading the order again failed too (${explainError(toAppError(e)).sentence}): its state is unknown. Read it again before any further attempt.`,
        })
      }
    },
    [reread, setPhase],
  )

  const send = useCallback(
    async (s: EditState, attempt: Attempt, warnings: string[] = []) => {
      const built = buildEditRequest(s)
      if (!built.ok) {
        setBanner({ tone: 'error', text: built.reason })
        setPhase({ name: 'editing' })
        return
      }
      const ifMatch = s.base.etag
      if (!ifMatch) {
        setBanner({ tone: 'warn', text: 'The order’s current version is not known yet: reading it again.' })
        void settleStale(s)
        return
      }
      setState(s)
      setServerMessages([])
      setBanner(null)
      setWatch(null)
      setPhase({ name: 'sending', attempt })
      const keys = keysOf(s)
      const opts = optionsRef.current
      opts.onPending(keys, true)
      const result = await sendModify({ account, request: built.request, ifMatch, attempt, warnings })
      opts.onPending(keys, false)
      if (result.ok) {
        opts.onRefreshTables()
        const message = `Order ${s.members
          .filter((m) => m.included)
          .map((m) => m.order?.orderId ?? m.key)
          .join(', ')} changed.`
        opts.onSaved({ keys, etag: result.value.etag, message })
        setPhase({ name: 'saved', message })
        return
      }
      const error = result.error
      switch (classifySendError(error)) {
        case 'stale':
          return settleStale(s)
        case 'unknown-outcome':
          return settleUnknown(s, error)
        case 'rejected':
        case 'bad-request':
          setServerMessages([placeServerError(error, built.memberKeys)])
          setPhase({ name: 'editing' })
          return
        case 'not-visible':
          setPhase({ name: 'not-visible' })
          return
        case 'client-bug':
          setBanner({ tone: 'error', text: CLIENT_BUG_TEXT })
          console.error('order-edit: 403 "99" — modify sent without If-Match', { account, keys })
          setPhase({ name: 'editing' })
          return
        default:
          setBanner({ tone: 'error', text: `Nothing was changed. ${errorText(error, { action: 'change' })}` })
          setPhase({ name: 'editing' })
      }
    },
    [account, setPhase, setState, settleStale, settleUnknown],
  )

  // ---------------------------------------------------------------------------------------------------
  // Actions

  const edit = useCallback(
    (update: (s: EditState) => EditState) => {
      const s = stateRef.current
      if (!s) return
      setState(update(s))
      if (phaseRef.current.name === 'review') setPhase({ name: 'editing' })
    },
    [setPhase, setState],
  )

  const save = useCallback(
    (force = false): 'blocked' | 'review' | 'sent' => {
      const s = stateRef.current
      const v = s
        ? validateEdit(s, {
            details: optionsRef.current.rules?.details,
            instrument: optionsRef.current.rules?.instrument,
            now: now(),
            sanity: optionsRef.current.sanity,
          })
        : null
      setAttempted(true)
      if (!s || !v || !v.dirty) return 'blocked'
      // Typing errors and refused memberships can never be sent; rule problems may be sent on purpose, since
      // the server, not our copy of its rules, decides.
      const hard = v.messages.some((m) => m.source === 'input' || m.source === 'membership')
      if (hard || (v.messages.length > 0 && !force)) return 'blocked'
      // Sent past warnings: the audit entry says so and lists them.
      sentPast.current = v.messages.map((m) => `${m.rule}: ${m.message}`)
      if (optionsRef.current.review) {
        setPhase({ name: 'review', rows: reviewRows(s) })
        return 'review'
      }
      void send(s, sentPast.current.length ? 'send-anyway' : 'send', sentPast.current)
      return 'sent'
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` is a clock
    [send, setPhase],
  )

  const confirmSend = useCallback(() => {
    const s = stateRef.current
    if (s) void send(s, sentPast.current.length ? 'send-anyway' : 'send', sentPast.current)
  }, [send])

  const resolve = {
    resend: () => {
      const p = phaseRef.current
      if (p.name === 'resend') void send(p.rebased, 'resend')
    },
    sendAgain: () => {
      const p = phaseRef.current
      if (p.name === 'not-applied') void send(p.rebased, 'send-again')
    },
    applyMine: () => {
      const p = phaseRef.current
      if (p.name !== 'conflict') return
      const v = validateEdit(p.mine, {
        details: optionsRef.current.rules?.details,
        instrument: optionsRef.current.rules?.instrument,
        now: now(),
      })
      setState(p.mine)
      setWatch(null)
      if (v.messages.length > 0) {
        setAttempted(true)
        setBanner({
          tone: 'warn',
          text: 'Your changes were moved onto the current order, but it needs fixing before it can be sent.',
        })
        setPhase({ name: 'editing' })
        return
      }
      void send(p.mine, 'apply-mine')
    },
    discardMine: () => {
      const p = phaseRef.current
      if (p.name !== 'conflict' && p.name !== 'resend' && p.name !== 'not-applied') return
      const base = p.name === 'conflict' ? null : p.rebased
      const first = base?.members.find((m) => m.order)?.order
      const next =
        p.name === 'conflict'
          ? p.discarded
          : first && base
            ? startEdit({
                order: first,
                openOrders: base.members.flatMap((m) => (m.order ? [m.order] : [])),
                etag: base.base.etag,
                readAt: base.base.readAt,
              })
            : stateRef.current
      if (!next) return
      setState(next)
      setWatch(null)
      setServerMessages([])
      setBanner({ tone: 'info', text: 'Your changes were discarded; the dialog shows the order as it is now.' })
      setPhase({ name: 'editing' })
    },
    keepEditing: () => {
      const p = phaseRef.current
      if (p.name === 'conflict') setState(p.mine)
      if (p.name === 'resend' || p.name === 'not-applied') setState(p.rebased)
      setWatch(null)
      setPhase({ name: 'editing' })
    },
    compare: () => {
      const s = stateRef.current
      if (!s || !watch) return
      const t = triage412(s, watch.fresh, watch.history)
      if (t.kind === 'changed') {
        setPhase({
          name: 'conflict',
          message: t.message,
          rows: t.rows,
          mine: t.mine,
          discarded: t.discarded,
          origin: 'watch',
        })
      } else if (t.kind === 'ended') setPhase({ name: 'ended', message: t.message })
    },
    reread: () => {
      const s = stateRef.current
      if (!s) return
      setPhase({ name: 'checking', reason: 'unknown' })
      void (async () => {
        try {
          const { fresh, history } = await reread(s)
          setLastRead(fresh)
          const report = watchEdit(s, fresh.orders, history)
          if (report.ended) return setPhase({ name: 'ended', message: report.headline })
          const t = triage412(s, fresh, history)
          if (report.changed && isDirty(s) && t.kind === 'changed') {
            setPhase({
              name: 'conflict',
              message: t.message,
              rows: t.rows,
              mine: t.mine,
              discarded: t.discarded,
              origin: 'watch',
            })
            return
          }
          setBanner({
            tone: 'info',
            text: report.changed ? report.headline : 'Read again: the order is as you saw it.',
          })
          setState(rebase(s, fresh, isDirty(s) ? 'mine' : 'discard'))
          setPhase({ name: 'editing' })
        } catch (e) {
          setPhase({ name: 'unknown', message: `Reading the order failed. ${errorText(toAppError(e))}` })
        }
      })()
    },
    backToEdit: () => setPhase({ name: 'editing' }),
  }

  const actions = {
    setField: (key: string, field: EditField, value: string) => {
      setServerMessages((list) => list.filter((m) => !(m.memberKey === key && m.field === field)))
      edit((s) => setField(s, key, field, value))
    },
    setIncluded: (key: string, included: boolean) => edit((s) => setIncluded(s, key, included)),
    setContingency: (c: ContingencyType | null) => edit((s) => setContingency(s, c)),
    addExisting: (o: Order) => edit((s) => addExistingMember(s, o)),
    addThen: (spec: Omit<NewThenOrder, 'orderCode'>) =>
      edit((s) => addThenOrder(s, { ...spec, orderCode: (optionsRef.current.newOrderCode ?? defaultCode)() })),
    save,
    confirmSend,
    ...resolve,
  }

  return {
    state,
    phase,
    validation,
    watch: watch?.report ?? null,
    openOrders: lastRead?.orders ?? [],
    lastRead,
    serverMessages,
    banner,
    attempted,
    readError,
    actions,
    dismissBanner: () => setBanner(null),
  }
}

export type EditController = ReturnType<typeof useEditController>
