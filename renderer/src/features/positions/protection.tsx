// A position's protection — its attached take-profit and stop-loss, which are closing orders — edited from the
// Positions row through the same order editor (same ETag check, same audit) as any modify. Adding protection
// where none is attached would place a new order, which DX Desk does not do: the row and its menu say so.
import { useMemo } from 'react'
import { msg } from '@shared/text/messages'
import type { Order } from '@shared/api/records'
import { accountBlocksEdit } from '../../lib/order-change-text'
import { useOrderEdit } from '../../app/order-edit'
import { useSession } from '../../app/session'
import { useRowTabIndex, type RowAction } from '../../components/DataTable/row-actions'
import type { PositionWithPl } from './columns'

export type ProtectionKind = 'takeProfit' | 'stopLoss'

export const PROTECTION_NAME: Record<ProtectionKind, string> = {
  takeProfit: msg('tables.protection.takeProfit'),
  stopLoss: msg('tables.protection.stopLoss'),
}

/** Why there is nothing to edit: protection that does not exist yet would be a new order. */
export const NO_PROTECTION_REASON = msg('tables.noProtection')
const READ_ONLY_REASON = msg('tables.protection.readOnly')

export function protectionOrder(p: PositionWithPl, kind: ProtectionKind): Order | undefined {
  return kind === 'takeProfit' ? p.takeProfitOrder : p.stopLossOrder
}

/** Who may edit which protection order, and the edit itself. */
export function useProtectionEdit() {
  const { readOnly, accounts } = useSession()
  const { onEditOrder } = useOrderEdit()
  return useMemo(() => {
    const blockOf = (o: Order): string | undefined =>
      readOnly
        ? READ_ONLY_REASON
        : (accountBlocksEdit(accounts.find((a) => a.account === o.account)?.accountStatus, o) ??
          (onEditOrder ? undefined : msg('tables.protection.noEditor')))
    return { blockOf, edit: (o: Order) => onEditOrder?.(o, undefined) }
  }, [readOnly, accounts, onEditOrder])
}

/** The row's menu items for its protection: edit each attached order, or say why there is none to edit. */
export function protectionActions(p: PositionWithPl, can: ReturnType<typeof useProtectionEdit>): RowAction[] {
  return (['takeProfit', 'stopLoss'] as const).map((kind) => {
    const o = protectionOrder(p, kind)
    const name = PROTECTION_NAME[kind]
    return o
      ? {
          id: kind,
          label: msg('labels.positions.editNameOrderOrderid', { name, orderId: o.orderId }),
          keys: kind === 'takeProfit' ? 'T' : 'S',
          disabled: can.blockOf(o),
          run: () => can.edit(o),
        }
      : {
          id: kind,
          label: msg('labels.positions.addName', { name }),
          disabled: NO_PROTECTION_REASON,
          run: () => undefined,
        }
  })
}

/** The Take profit / Stop loss cell: the price, and a button that edits the order behind it. */
export function ProtectionCell({
  position,
  kind,
  text,
}: {
  position: PositionWithPl
  kind: ProtectionKind
  text: string
}) {
  const can = useProtectionEdit()
  const tabIndex = useRowTabIndex()
  const o = protectionOrder(position, kind)
  const name = PROTECTION_NAME[kind]
  if (!o) {
    return (
      <span className="muted protection-cell" title={NO_PROTECTION_REASON}>
        {text || msg('labels.positions.none')}
      </span>
    )
  }
  const blocked = can.blockOf(o)
  return (
    <span className="protection-cell">
      <span>{text}</span>
      <button
        type="button"
        className="row-action protection-cell__edit"
        tabIndex={tabIndex}
        aria-disabled={blocked !== undefined || undefined}
        title={blocked ?? msg('labels.positions.editTheNameOrderOrderid', { name, orderId: o.orderId })}
        aria-label={msg('labels.positions.editNameOfPositionPositioncode', {
          name,
          positionCode: position.positionCode,
          value: blocked ? ' (disabled)' : '',
        })}
        onClick={(e) => {
          e.stopPropagation()
          if (!blocked) can.edit(o)
        }}
      >
        {msg('labels.positions.edit')}
      </button>
    </span>
  )
}
