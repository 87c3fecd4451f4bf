// Between the open-orders table and the order-edit dialog: the table calls onEditOrder with the order and
// the ETag of the read it came from; OrderEditHost (features/order-edit) provides the handler.
import { createContext, useContext } from 'react'
import type { Order } from '@shared/api/records'

/** A change to an order on its way: what it changes (old → new) and whether its answer is awaited or was lost. */
export interface PendingEdit {
  stage: 'sending' | 'unknown'
  rows: readonly { label: string; from: string; to: string }[]
}

export interface OrderEditValue {
  /** Absent outside an OrderEditHost (e.g. a table rendered on its own in a test). */
  onEditOrder?: ((order: Order, etag: string | undefined) => void) | undefined
  /** The change in flight for this order, if any: the row shows it and a second edit waits. */
  pendingOf?: ((order: Order) => PendingEdit | undefined) | undefined
}

export const OrderEditContext = createContext<OrderEditValue>({})

export function useOrderEdit(): OrderEditValue {
  return useContext(OrderEditContext)
}
