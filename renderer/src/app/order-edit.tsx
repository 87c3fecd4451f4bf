// The hook for the order-edit dialog (a later issue): the open-orders table calls onEditOrder with the
// order and the ETag of the read it came from; the dialog, when it lands, provides the handler here.
import { createContext, useContext } from 'react'
import type { Order } from '../../../shared/api/records'

export interface OrderEditValue {
  /** Absent until the order-edit dialog is part of the app. */
  onEditOrder?: ((order: Order, etag: string | undefined) => void) | undefined
  /** A change to this order is in flight: the row says so and a second edit waits. */
  isSubmitting?: ((order: Order) => boolean) | undefined
}

export const OrderEditContext = createContext<OrderEditValue>({})

export function useOrderEdit(): OrderEditValue {
  return useContext(OrderEditContext)
}
