// Between the open-orders table and the order-edit dialog: the table calls onEditOrder with the order and
// the ETag of the read it came from; OrderEditHost (features/order-edit) provides the handler.
import { createContext, useContext } from 'react'
import type { Order } from '../../../shared/api/records'

export interface OrderEditValue {
  /** Absent outside an OrderEditHost (e.g. a table rendered on its own in a test). */
  onEditOrder?: ((order: Order, etag: string | undefined) => void) | undefined
  /** A change to this order is in flight: the row says so and a second edit waits. */
  isSubmitting?: ((order: Order) => boolean) | undefined
}

export const OrderEditContext = createContext<OrderEditValue>({})

export function useOrderEdit(): OrderEditValue {
  return useContext(OrderEditContext)
}
