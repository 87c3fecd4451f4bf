// Shared steps of the Positions specs: finding what the sandbox seeds on an account's positions.
import type { Order } from '@shared/api/records'
import type { Desk } from '../fixtures/desk'
import { openOrders } from './order-edit-steps'

export interface AttachedTakeProfit {
  readonly order: Order
  readonly positionCode: string
}

/**
 * The take-profit the sandbox attaches to a held position: a closing LIMIT order that names the position and
 * carries no size of its own (it closes whatever the position holds).
 */
export async function attachedTakeProfit(desk: Desk, account = 'default:1001'): Promise<AttachedTakeProfit> {
  const open = await openOrders(desk, account)
  const held = new Set((await desk.call('positions.list', { accounts: [account] })).data.map((p) => p.positionCode))
  for (const order of open) {
    const leg = order.legs[0]
    if (
      order.type === 'LIMIT' &&
      leg?.positionEffect === 'CLOSE' &&
      leg.positionCode !== undefined &&
      held.has(leg.positionCode) &&
      leg.quantity === undefined
    ) {
      return { order, positionCode: leg.positionCode }
    }
  }
  throw new Error('the sandbox seeds no position-attached take-profit')
}
