// Plugs the order-edit dialog into the workspace: provides onEditOrder to the Open orders view, keeps the set
// of orders whose change is in flight (the row shows it as pending and a second edit waits), and shows
// the short confirmation after a change was applied. A dialog closed while sending stays alive out of
// sight and comes back if the answer needs the trader.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Order } from '@shared/api/records'
// The modules, not the barrel: see api.ts.
import { editability } from '@shared/domain/order-edit/model'
import { orderCodeFor } from '@shared/domain/order-edit/state'
import { sanityLimitsOf } from '@shared/ipc/profile-settings'
import { useAccountStatuses } from '../../app/account-status'
import { OrderEditContext, type OrderEditValue, type PendingEdit } from '../../app/order-edit'
import { useSession } from '../../app/session'
import { OrderDetails } from '../orders/OrderDetails'
import { invalidateAccount, useLiveActions } from '../../app/live'
import { lazyComponent } from '../../app/lazy-component'
import { reportEditing } from './api'
import type { PendingChange } from './useEditController'
import { msg } from '@shared/text/messages'
import './order-edit.css'

// The dialogs' code (editing rules, review, triage, the chart) loads when one is first opened.
const OrderEditDialog = lazyComponent(() => import('./OrderEditDialog').then((m) => m.OrderEditDialog), {
  what: msg('shell.parts.orderEditor'),
  overlay: true,
})
const CancelOrderDialog = lazyComponent(() => import('../orders/CancelOrderDialog').then((m) => m.CancelOrderDialog), {
  what: msg('shell.parts.cancelDialog'),
  overlay: true,
})
/** Loaded while the workspace is idle: a trader's first edit should not wait for code. */
export const EDIT_DIALOGS = [OrderEditDialog, CancelOrderDialog]

interface Editing {
  order: Order
  etag: string | undefined
  hidden: boolean
}

export function useOwnerLabel(account: string): string {
  const session = useSession()
  const entry = session.accounts.find((a) => a.account === account)
  const own = session.session.user.accounts.some((a) => a.account === account)
  if (own) return msg('support.owners.yours', { name: session.session.user.fullName })
  if (entry?.ownerName) return `${entry.ownerName}${entry.owner ? ` (${entry.owner})` : ''}`
  return entry?.owner ?? msg('support.owners.unknown')
}

function DialogFor({ editing, ...rest }: { editing: Editing } & HostCallbacks) {
  const session = useSession()
  const owner = useOwnerLabel(editing.order.account)
  const account = editing.order.account
  const statuses = useAccountStatuses()
  const warnFarFromMarketPercent = session.profile?.warnFarFromMarketPercent
  const warnSizeTimesUsual = session.profile?.warnSizeTimesUsual
  // Rebuilt only when a threshold changes, so the dialog's checks are not redone on every session update.
  const sanityLimits = useMemo(
    () =>
      warnFarFromMarketPercent !== undefined && warnSizeTimesUsual !== undefined
        ? sanityLimitsOf({ warnFarFromMarketPercent, warnSizeTimesUsual })
        : undefined,
    [warnFarFromMarketPercent, warnSizeTimesUsual],
  )
  return (
    <OrderEditDialog
      order={editing.order}
      etag={editing.etag}
      profileId={session.session.profileId}
      zone={session.zone}
      owner={owner}
      support={session.session.kind === 'support'}
      review={session.profile?.reviewBeforeSend ?? true}
      sizeUnit={session.profile?.sizeUnit ?? 'units'}
      sanityLimits={sanityLimits}
      accountStatus={statuses.statusOf(account)}
      refreshAccountStatus={() => statuses.refresh(account)}
      hidden={editing.hidden}
      {...rest}
    />
  )
}

interface HostCallbacks {
  onClose: () => void
  onHide: () => void
  onReveal: () => void
  onPending: (keys: readonly string[], pending: PendingChange | null) => void
  onSaved: (info: { keys: string[]; etag: string | undefined; message: string }) => void
  onRefreshTables: (account: string) => void
  onShowDetails: (order: Order) => void
  onNoticedChange: () => void
  onCancelOrder: (order: Order) => void
}

export function OrderEditHost({ children }: { children: ReactNode }) {
  const session = useSession()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [details, setDetails] = useState<Order | null>(null)
  const [cancelling, setCancelling] = useState<Order | null>(null)
  const live = useLiveActions()
  const [pending, setPending] = useState<ReadonlyMap<string, PendingEdit>>(() => new Map())
  const [toast, setToast] = useState<{ text: string; tone: 'ok' | 'warn' } | null>(null)
  const toastTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const profileId = session.session.profileId

  const say = useCallback((text: string, tone: 'ok' | 'warn' = 'ok') => {
    setToast({ text, tone })
    clearTimeout(toastTimer.current)
    toastTimer.current = setTimeout(() => setToast(null), 6000)
  }, [])
  useEffect(() => () => clearTimeout(toastTimer.current), [])

  // A restart into an update must not cut off an open dialog or a change whose outcome is not known yet.
  const editInProgress = editing !== null || pending.size > 0
  useEffect(() => {
    if (!editInProgress) return
    reportEditing(true)
    return () => reportEditing(false)
  }, [editInProgress])

  const onEditOrder = useCallback(
    (order: Order, etag: string | undefined) => {
      if (pending.has(orderCodeFor(order))) {
        say(msg('orderEdit.stillSending', { orderId: order.orderId }), 'warn')
        return
      }
      const can = editability(order)
      if (!can.ok) {
        say(msg('orderEdit.finalOrder', { status: can.status }), 'warn')
        return
      }
      if (editing && !editing.hidden) return
      setEditing({ order, etag, hidden: false })
    },
    [pending, editing, say],
  )

  const value = useMemo<OrderEditValue>(
    () => ({ onEditOrder, pendingOf: (order: Order) => pending.get(orderCodeFor(order)) }),
    [onEditOrder, pending],
  )

  const callbacks: HostCallbacks = {
    onClose: () => setEditing(null),
    onHide: () => setEditing((e) => (e ? { ...e, hidden: true } : e)),
    onReveal: () => setEditing((e) => (e ? { ...e, hidden: false } : e)),
    onPending: (keys, change) =>
      setPending((prev) => {
        const next = new Map(prev)
        for (const k of keys) {
          // Each order's row shows its own changes (and the group's, which concern every member).
          if (change) next.set(k, { stage: change.stage, rows: change.rows.filter((r) => (r.memberKey ?? k) === k) })
          else next.delete(k)
        }
        return next
      }),
    onSaved: (info) => {
      say(info.message)
      setEditing(null)
    },
    // Only the edited account's reads: the live watch's account.changed for the same write refreshes the same
    // set, and nothing of another account, the instrument lists or the quotes depends on the change.
    onRefreshTables: (account) => void invalidateAccount(queryClient, profileId, account),
    onShowDetails: setDetails,
    onNoticedChange: () => editing && live?.refresh([editing.order.account]),
    onCancelOrder: (order) => {
      setEditing(null)
      setCancelling(order)
    },
  }

  return (
    <OrderEditContext.Provider value={value}>
      {children}
      {editing && <DialogFor editing={editing} {...callbacks} />}
      {details && <OrderDetails order={details} onClose={() => setDetails(null)} />}
      {cancelling && (
        <CancelOrderDialog
          order={cancelling}
          onClose={(message) => {
            setCancelling(null)
            if (message) say(message)
          }}
        />
      )}
      {toast && (
        <div className={`oe-toast oe-toast--${toast.tone}`} role="status" data-testid="order-edit-toast">
          {toast.text}
          <button type="button" className="link-button" onClick={() => setToast(null)}>
            {msg('labels.orderEdit.dismiss')}
          </button>
        </div>
      )}
    </OrderEditContext.Provider>
  )
}
