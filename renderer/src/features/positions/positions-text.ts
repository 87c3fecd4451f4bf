// The Positions view's explanations.
import { msg } from '@shared/text/messages'

/** A position's details when no take-profit or stop-loss order is attached to it. */
export const NO_ATTACHED_ORDERS = msg('tables.noAttachedOrders')
