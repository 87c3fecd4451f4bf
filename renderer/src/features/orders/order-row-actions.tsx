// The open-order rows' actions: the Edit and Cancel buttons, who may use them (read-only case mode, the account's
// status, a change in flight) and the row's context menu and hotkeys.
import { useCallback, useMemo } from 'react'
import type { Order } from '@shared/api/records'
import { msg } from '@shared/text/messages'
import { useAccountStatuses } from '../../app/account-status'
import { useLiveActions } from '../../app/live'
import { useOrderEdit, type PendingEdit } from '../../app/order-edit'
import { useSession } from '../../app/session'
import { useRowTabIndex, type RowAction } from '../../components/DataTable/row-actions'
import type { ColumnSpec } from '../../components/DataTable/types'
import { accountBlocksEdit, accountStatusWords, ORDER_EDIT, pendingChange } from '../../lib/order-change-text'
import { actionCol } from '../columns'

const READ_ONLY_REASON = msg('orderEdit.labels.readOnlyEdit')
const READ_ONLY_CANCEL = msg('orderEdit.labels.readOnlyCancel')
const NOT_AVAILABLE = msg('orderEdit.labels.notAvailable')

interface EditCellProps {
  order: Order
  readOnly: boolean
  /** A change to this order is in flight (or its answer was lost): a second edit waits for its outcome. */
  pending?: PendingEdit | undefined
  /** The account's status forbids changing this order: why. */
  blocked?: string | undefined
  /** The account's status, shown on the row instead of Edit when it blocks the change. */
  status?: string | undefined
  onEdit: (order: Order) => void
}

export function EditOrderButton({ order, readOnly, pending, blocked, status, onEdit }: EditCellProps) {
  const submitting = pending !== undefined
  const disabled = readOnly || submitting || blocked !== undefined
  const tabIndex = useRowTabIndex()
  const edit = (
    <button
      type="button"
      tabIndex={tabIndex}
      className={`row-action${submitting ? ' is-submitting' : ''}${blocked ? ' is-blocked' : ''}`}
      aria-disabled={disabled || undefined}
      title={
        readOnly
          ? READ_ONLY_REASON
          : pending
            ? pending.stage === 'unknown'
              ? ORDER_EDIT.unknownTitle
              : ORDER_EDIT.pendingTitle
            : (blocked ?? msg('orderEdit.labels.editOrder', { orderId: order.orderId }))
      }
      aria-label={
        pending
          ? msg(pending.stage === 'unknown' ? 'orderEdit.editLabelUnknown' : 'orderEdit.editLabelPending', {
              orderId: order.orderId,
            })
          : msg('orderEdit.labels.editOrder', { orderId: order.orderId }) +
            (readOnly
              ? msg('orderEdit.labels.disabledReadOnly')
              : blocked
                ? msg('orderEdit.labels.disabledAccount', { status: accountStatusWords(status ?? '') })
                : '')
      }
      onClick={(e) => {
        e.stopPropagation()
        onEdit(order)
      }}
    >
      {pending
        ? pending.stage === 'unknown'
          ? msg('orderEdit.unknownButton')
          : msg('orderEdit.pendingButton')
        : blocked
          ? accountStatusWords(status ?? msg('labels.orders.blocked'))
          : msg('labels.orders.edit')}
    </button>
  )
  if (!pending) return edit
  // The values on their way, beside the row's (the server's) values, until the answer says which holds.
  const text = pendingChange(pending.rows)
  return (
    <>
      {edit}
      <span className="row-pending" data-testid="row-pending" title={text}>
        {pending.rows.map((r) => `→ ${r.to}`).join(' ')}
      </span>
    </>
  )
}

export function CancelOrderButton({
  order,
  readOnly,
  onCancel,
}: {
  order: Order
  readOnly: boolean
  onCancel: (o: Order) => void
}) {
  const tabIndex = useRowTabIndex()
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      className="row-action row-action--cancel"
      aria-disabled={readOnly || undefined}
      title={readOnly ? READ_ONLY_CANCEL : msg('orderEdit.labels.cancelOrder', { orderId: order.orderId })}
      aria-label={
        msg('orderEdit.labels.cancelOrder', { orderId: order.orderId }) +
        (readOnly ? msg('orderEdit.labels.disabledReadOnly') : '')
      }
      onClick={(e) => {
        e.stopPropagation()
        onCancel(order)
      }}
    >
      {msg('labels.orders.cancel')}
    </button>
  )
}

/**
 * Who may change which order (read-only case mode, the account's status, an edit in flight) and the row
 * actions, which edit, or say in the notice why not, or open the cancel dialog.
 */
export function useOrderRowActions(
  etag: string | undefined,
  setNotice: (notice: string | null) => void,
  setCancelling: (order: Order) => void,
) {
  const { readOnly } = useSession()
  const statuses = useAccountStatuses()
  const statusOf = useCallback((o: Order) => statuses.statusOf(o.account), [statuses])
  const blockOf = useCallback((o: Order) => accountBlocksEdit(statusOf(o), o), [statusOf])
  const { onEditOrder, pendingOf } = useOrderEdit()

  const cancel = useCallback(
    (order: Order) => {
      if (readOnly) setNotice(READ_ONLY_CANCEL)
      else {
        setNotice(null)
        setCancelling(order)
      }
    },
    [readOnly, setNotice, setCancelling],
  )

  const edit = useCallback(
    (order: Order) => {
      const blocked = blockOf(order)
      if (readOnly) setNotice(READ_ONLY_REASON)
      else if (blocked) setNotice(blocked)
      else if (!onEditOrder) setNotice(NOT_AVAILABLE)
      else {
        setNotice(null)
        onEditOrder(order, etag)
      }
    },
    [readOnly, onEditOrder, etag, blockOf, setNotice],
  )

  const actions = useMemo(
    (): ColumnSpec<Order> =>
      actionCol<Order>(
        'edit',
        msg('columns.orders.actions'),
        (o) => (
          <span className="row-actions">
            <EditOrderButton
              order={o}
              readOnly={readOnly}
              pending={pendingOf?.(o)}
              blocked={blockOf(o)}
              status={statusOf(o)}
              onEdit={edit}
            />
            {!pendingOf?.(o) && <CancelOrderButton order={o} readOnly={readOnly} onCancel={cancel} />}
          </span>
        ),
        { size: 160 },
      ),
    [readOnly, edit, cancel, pendingOf, blockOf, statusOf],
  )

  // Enter and double-click edit a working order; read-only case mode and final orders show the details.
  const editable = !readOnly && onEditOrder !== undefined
  const openTarget = useLiveActions()?.openTarget

  /** The row's buttons and more, for its context menu and hotkeys. */
  const menu = useCallback(
    <O extends Order>(o: O, showDetails: (o: O) => void): RowAction[] => {
      const submitting = pendingOf?.(o) ? ORDER_EDIT.pendingTitle : undefined
      const blocked = readOnly
        ? READ_ONLY_REASON
        : (submitting ?? blockOf(o) ?? (onEditOrder ? undefined : NOT_AVAILABLE))
      return [
        { id: 'edit', label: msg('labels.orders.editOrder'), keys: 'Enter', disabled: blocked, run: () => edit(o) },
        {
          id: 'cancel',
          label: msg('labels.orders.cancelOrder'),
          keys: 'Delete',
          disabled: readOnly ? READ_ONLY_CANCEL : submitting,
          run: () => cancel(o),
        },
        { id: 'details', label: msg('labels.orders.orderDetails'), keys: 'Alt+Enter', run: () => showDetails(o) },
        {
          id: 'copy',
          label: msg('labels.orders.copyOrderIdOrderid', { orderId: o.orderId }),
          keys: 'Ctrl+Shift+C',
          run: () => void navigator.clipboard?.writeText(String(o.orderId)).catch(() => undefined),
        },
        {
          id: 'history',
          label: msg('labels.orders.showInOrderHistory'),
          keys: 'Ctrl+Shift+H',
          run: () => openTarget?.({ view: 'history', account: o.account, rowKey: String(o.orderId) }),
        },
      ]
    },
    [readOnly, pendingOf, blockOf, onEditOrder, edit, cancel, openTarget],
  )
  return useMemo(
    () => ({ readOnly, editable, statusOf, blockOf, edit, cancel, actions, menu }),
    [readOnly, editable, statusOf, blockOf, edit, cancel, actions, menu],
  )
}
