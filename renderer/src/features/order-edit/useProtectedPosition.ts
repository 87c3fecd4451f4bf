import { useQuery } from '@tanstack/react-query'
import type { Instrument, Order } from '@shared/api/records'
import { positionsQuery } from '../../api/queries'
import type { ProtectedPosition } from './protection-math'

/**
 * The position a take-profit or stop-loss protects (a closing order attached to it by position code), with what
 * its price means in pips and P/L; undefined for any other order.
 */
export function useProtectedPosition(
  profileId: string,
  order: Order,
  instrument: Instrument | undefined,
): ProtectedPosition | undefined {
  const leg = order.legs[0]
  const attached = leg?.positionEffect === 'CLOSE' && leg.positionCode !== undefined
  const positions = useQuery({
    ...positionsQuery({ profileId, accounts: [order.account] }, {}),
    enabled: attached,
  })
  const position = positions.data?.data.find((p) => p.positionCode === leg?.positionCode)
  if (!attached || !position || !instrument || order.type === 'TRAILING_STOP') return undefined
  return {
    side: position.side,
    entry: position.openPrice,
    quantity: position.quantity,
    multiplier: instrument.multiplier,
    pipSize: instrument.pipSize,
    tick: instrument.priceIncrement,
  }
}
