// A pushed AccountPortfolio mapped to the records the REST reads of Open orders and Positions yield. The push lists
// whole portfolios with the orders that just ended and the positions that just closed (once); the open-orders read
// lists working orders only, with their group links, which a pushed order does not carry. Links change only when an
// order joins or leaves a group (placed, a member ended, a grouped order modified), so a pushed picture is mapped
// only when none of that happened since the picture it is compared with: the links are that picture's. Otherwise it
// answers nothing and the caller reads (docs/live-data.md, "Tables from push"). The watch's look is answered here
// too, beside the held portfolio in the worker: only what changed against the picture crosses to main.
import type { AccountPortfolio, Order, Position } from '@shared/api/records'
import type { LookBasis, PushedLook } from '@shared/api/pushed-look'

/** The working orders of a pushed portfolio (final states left out), in the pushed order. */
export function workingOrders(portfolio: AccountPortfolio): Order[] {
  return portfolio.orders.filter((o) => !o.finalStatus)
}

/** The open positions of a pushed portfolio (a just-closed one is pushed once with quantity 0). */
export function openPositions(portfolio: AccountPortfolio): Position[] {
  return portfolio.positions.filter((p) => Number(p.quantity) !== 0)
}

/** What a picture holds of an order: its version, and whether it is grouped. */
interface HeldOrder {
  version: number
  grouped: boolean
}

/**
 * Whether pushed working orders follow on from the orders a picture holds: none the picture lacks (its links are
 * unknown), no grouped one changed (it, or its partner, may have left the group: links are the server's to say) and
 * no grouped one left (its partners' links changed).
 */
function followsOn(pushed: readonly Order[], held: ReadonlyMap<number, HeldOrder>): boolean {
  const still = new Set<number>()
  for (const order of pushed) {
    const was = held.get(order.orderId)
    if (!was || (was.grouped && was.version !== order.version)) return false
    still.add(order.orderId)
  }
  for (const [orderId, was] of held) if (was.grouped && !still.has(orderId)) return false
  return true
}

const isGrouped = (order: Order): boolean => (order.links?.length ?? 0) > 0

const withoutLinks = (order: Order): Order => {
  const { links: _pushed, ...rest } = order
  return rest
}

/** A changed order with the links the picture gave it (a pushed order carries none). */
const linkedAs = (order: Order, was: Order): Order => {
  const rest = withoutLinks(order)
  return was.links ? { ...rest, links: was.links } : rest
}

/**
 * The pushed working orders with the links `before` gave them, or null where that cannot be faithful (`followsOn`).
 */
export function ordersWithLinks(pushed: readonly Order[], before: readonly Order[]): Order[] | null {
  const known = new Map(before.map((o) => [o.orderId, o]))
  const held = new Map(before.map((o) => [o.orderId, { version: o.version, grouped: isGrouped(o) }]))
  if (!followsOn(pushed, held)) return null
  return pushed.map((order) => {
    const was = known.get(order.orderId)
    // The same version is the same order: the one held is kept, so a look at a busy account's hundreds of unchanged
    // orders allocates none of them again.
    if (!was || was.version === order.version) return was ?? order
    return linkedAs(order, was)
  })
}

/** What a look names of the picture it holds (the question `lookAt` answers in the worker). */
export function basisOf(
  picture: number | undefined,
  orders: readonly Order[],
  positions: readonly Position[],
): LookBasis {
  return {
    ...(picture !== undefined ? { picture } : {}),
    orders: orders.map((o) => [o.orderId, o.version, isGrouped(o)]),
    positions: positions.map((p) => [p.positionCode, p.version]),
  }
}

/**
 * A look at a pushed portfolio against the picture `basis` names, answered where the portfolio is held: only the
 * records that differ from the picture. Null, and the watch reads instead: nothing pushed since the picture (a look
 * asked for otherwise — a write, the edit dialog — asks the server), or the portfolio does not follow on from it
 * (`followsOn`, or an order left without being pushed in its final state).
 */
export function lookAt(portfolio: AccountPortfolio, ended: readonly Order[], basis: LookBasis): PushedLook | null {
  if (portfolio.version === basis.picture) return null
  const held = new Map(basis.orders.map(([orderId, version, grouped]) => [orderId, { version, grouped }]))
  const working = workingOrders(portfolio)
  if (!followsOn(working, held)) return null
  const changedOrders = working.filter((o) => held.get(o.orderId)?.version !== o.version).map(withoutLinks)
  const still = new Set(working.map((o) => o.orderId))
  const endedById = new Map(ended.map((o) => [o.orderId, o]))
  const left: Order[] = []
  for (const [orderId] of basis.orders) {
    if (still.has(orderId)) continue
    const order = endedById.get(orderId)
    if (!order) return null
    left.push(order)
  }
  const positionVersions = new Map(basis.positions)
  const open = openPositions(portfolio)
  return {
    version: portfolio.version,
    orders: working.map((o) => o.orderId),
    changedOrders,
    ended: left,
    positions: open.map((p) => p.positionCode),
    changedPositions: open.filter((p) => positionVersions.get(p.positionCode) !== p.version),
  }
}

/**
 * The picture's orders and positions after a look: the records it held where they did not change (kept, not copied
 * again), each changed order with the links the picture gave it. Null where the look names a record that neither
 * the picture nor the look holds (it was answered for another picture).
 */
export function afterLook(
  before: { orders: readonly Order[]; positions: readonly Position[] },
  look: PushedLook,
): { orders: Order[]; positions: Position[] } | null {
  const heldOrders = new Map(before.orders.map((o) => [o.orderId, o]))
  const changedOrders = new Map(look.changedOrders.map((o) => [o.orderId, o]))
  const heldPositions = new Map(before.positions.map((p) => [p.positionCode, p]))
  const changedPositions = new Map(look.changedPositions.map((p) => [p.positionCode, p]))
  const orders: Order[] = []
  for (const orderId of look.orders) {
    const was = heldOrders.get(orderId)
    const now = changedOrders.get(orderId)
    if (!was) return null
    orders.push(now ? linkedAs(now, was) : was)
  }
  const positions: Position[] = []
  for (const code of look.positions) {
    const position = changedPositions.get(code) ?? heldPositions.get(code)
    if (!position) return null
    positions.push(position)
  }
  return { orders, positions }
}

/** The ETag a one-account read answers with at `version`, in the form the server's version ETags took. */
export function etagAtVersion(serverEtag: string | undefined, version: number): string | undefined {
  if (serverEtag === undefined || !/^(?:W\/)?"?\d+"?$/.test(serverEtag)) return undefined
  return serverEtag.replace(/\d+/, String(version))
}
