// A position's take-profit and stop-loss are not fields the server fills on the position record: they are
// working closing orders attached to it (positionCode on their leg, no quantity of their own). This finds
// them in the account's open orders so the position can show and link them.
import type { Order, Position } from '../api/records'

export interface AttachedCloses {
  takeProfit?: Order
  stopLoss?: Order
}

/** A closing LIMIT takes profit, a closing STOP (or STOP_LIMIT / TRAILING_STOP) limits the loss. */
function role(o: Order): keyof AttachedCloses | undefined {
  if (o.type === 'LIMIT') return 'takeProfit'
  if (o.type === 'STOP' || o.type === 'STOP_LIMIT' || o.type === 'TRAILING_STOP') return 'stopLoss'
  return undefined
}

/** Open orders attached to each position, keyed `account|positionCode`. */
export function attachedCloses(openOrders: readonly Order[]): Map<string, AttachedCloses> {
  const byPosition = new Map<string, AttachedCloses>()
  for (const o of openOrders) {
    if (o.finalStatus) continue
    const leg = o.legs[0]
    if (!leg?.positionCode || leg.positionEffect !== 'CLOSE') continue
    const r = role(o)
    if (!r) continue
    const key = `${o.account}|${leg.positionCode}`
    const entry = byPosition.get(key) ?? {}
    entry[r] ??= o
    byPosition.set(key, entry)
  }
  return byPosition
}

export const positionKey = (p: Pick<Position, 'account' | 'positionCode'>) => `${p.account}|${p.positionCode}`
