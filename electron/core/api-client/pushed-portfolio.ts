// A pushed AccountPortfolio mapped to the records the REST reads of Open orders and Positions yield. The push lists
// whole portfolios with the orders that just ended and the positions that just closed (once); the open-orders read
// lists working orders only, with their group links, which a pushed order does not carry. Links change only when an
// order joins or leaves a group (placed, a member ended, a grouped order modified), so a pushed picture is mapped
// only when none of that happened since the picture it is compared with: the links are that picture's. Otherwise it
// answers nothing and the caller reads (docs/live-data.md, "Tables from push").
import type { AccountPortfolio, Order, Position } from '@shared/api/records'

/** The working orders of a pushed portfolio (final states left out), in the pushed order. */
export function workingOrders(portfolio: AccountPortfolio): Order[] {
  return portfolio.orders.filter((o) => !o.finalStatus)
}

/** The open positions of a pushed portfolio (a just-closed one is pushed once with quantity 0). */
export function openPositions(portfolio: AccountPortfolio): Position[] {
  return portfolio.positions.filter((p) => Number(p.quantity) !== 0)
}

/**
 * The pushed working orders with the links `before` gave them, or null where that cannot be faithful: an order
 * `before` did not have (its links are unknown), or an order of a group left (its partners' links changed).
 */
export function ordersWithLinks(pushed: readonly Order[], before: readonly Order[]): Order[] | null {
  const known = new Map(before.map((o) => [o.orderId, o]))
  const still = new Set<number>()
  const out: Order[] = []
  for (const order of pushed) {
    const was = known.get(order.orderId)
    if (!was) return null
    // A grouped order that changed may have left its group (or its partner did): its links are the server's to say.
    if ((was.links?.length ?? 0) > 0 && was.version !== order.version) return null
    still.add(order.orderId)
    // The same version is the same order: the one held is kept, so a look at a busy account's hundreds of unchanged
    // orders allocates none of them again.
    if (was.version === order.version) {
      out.push(was)
      continue
    }
    const { links: _pushed, ...rest } = order
    out.push(was.links ? { ...rest, links: was.links } : rest)
  }
  for (const o of before) if (!still.has(o.orderId) && (o.links?.length ?? 0) > 0) return null
  return out
}

/** The ETag a one-account read answers with at `version`, in the form the server's version ETags took. */
export function etagAtVersion(serverEtag: string | undefined, version: number): string | undefined {
  if (serverEtag === undefined || !/^(?:W\/)?"?\d+"?$/.test(serverEtag)) return undefined
  return serverEtag.replace(/\d+/, String(version))
}
