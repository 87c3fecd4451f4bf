import type { Order } from '@shared/api/records'
import type { PriceHandle } from '../charts/PriceChart'
import { openedMember, priceFieldOf } from './chart-lines'
import { snapped, stepped } from './step'
import type { EditController } from './useEditController'
import { msg } from '@shared/text/messages'

/**
 * The order's price on the chart, moved by dragging its line or with the arrow keys on its grip: each position
 * snapped to the instrument's tick and set as if typed, so the same checks and warnings follow.
 */
export function usePriceHandle(
  ctl: EditController,
  order: Order,
  tick: string | undefined,
  locked: boolean,
): PriceHandle | undefined {
  const member = openedMember(ctl.state, order)
  if (!member || !tick || locked || ctl.phase.name !== 'editing' || !member.included) return undefined
  if (order.type !== 'LIMIT' && order.type !== 'STOP' && order.type !== 'STOP_LIMIT') return undefined
  const field = priceFieldOf(order.type)
  const now = member.draft[field]?.trim() || order.legs[0]?.price
  if (!now) return undefined
  const set = (value: string | undefined) => value !== undefined && ctl.actions.setField(member.key, field, value)
  return {
    price: now,
    label: msg('labels.orderEdit.proposedPrice'),
    onDrag: (price) => set(snapped(price, tick)),
    onStep: (ticks) => set(stepped(now, tick, ticks)),
  }
}
