// The data each subscription is sent: built from the world with the same wire writers as the REST reads, so a
// push and a GET of the same moment say the same thing.
import { formatWireTimestamp, type AccountPortfolioWire, type PushPayloadWire, type QuoteWire } from '@shared/api'
import { accountMetrics } from '../state/metrics'
import { isFinal } from '../state/types'
import type { AccountState, SandboxWorld } from '../state/world'
import { balancesWire, portfolioWire, positionWire } from '../wire/accounts'
import { eventWire, transferWire } from '../wire/activity'
import { metricsWire } from '../wire/metrics'
import { orderWire } from '../wire/orders'
import type { Subscription } from './connection'

/**
 * The whole portfolio, plus (with `finalStates`) each order that ended and each position that closed since this
 * subscription's last push of the account — once, with quantity 0 for the position — so a client sees the
 * transition itself and not only an absence.
 */
export function portfolioFor(
  world: SandboxWorld,
  account: AccountState,
  sub: Subscription,
  finalStates: boolean,
): AccountPortfolioWire {
  const positions = [...account.positions.values()].map((p) => positionWire(world, account, p))
  const open = account.orders.filter((o) => !isFinal(o.status))
  const orders = open.map((o) => orderWire(account, o))
  if (finalStates) {
    const wasOpen = sub.openOrders.get(account.code)
    if (wasOpen) {
      for (const o of account.orders)
        if (isFinal(o.status) && wasOpen.has(o.orderId)) orders.push(orderWire(account, o))
    }
    const before = sub.positions.get(account.code)
    if (before) {
      const now = new Set(positions.map((p) => String(p.positionCode)))
      for (const [code, p] of before) {
        if (!now.has(code))
          positions.push({ ...p, quantity: 0, lastUpdateTime: formatWireTimestamp(account.updatedAt) })
      }
    }
  }
  sub.openOrders.set(account.code, new Set(open.map((o) => o.orderId)))
  sub.positions.set(
    account.code,
    new Map(positions.filter((p) => p.quantity !== 0).map((p) => [String(p.positionCode), p])),
  )
  return portfolioWire(account, balancesWire(account), positions, orders)
}

export function metricsFor(
  world: SandboxWorld,
  accounts: readonly AccountState[],
  sub: Subscription,
): PushPayloadWire['AccountMetrics'] {
  return { metrics: accounts.map((a) => metricsWire(accountMetrics(world, a), sub.includePositions)) }
}

/** Events not yet told to this subscription (all of an account's events are "told" when it subscribes). */
export function newEvents(accounts: readonly AccountState[], sub: Subscription): PushPayloadWire['AccountEvents'] {
  const accountEvents = accounts.flatMap((a) => {
    const seen = Math.min(sub.eventsSeen.get(a.code) ?? a.events.length, a.events.length)
    sub.eventsSeen.set(a.code, a.events.length)
    return a.events.slice(seen).map((e) => eventWire(a.code, e))
  })
  return { accountEvents }
}

export function newTransfers(accounts: readonly AccountState[], sub: Subscription): PushPayloadWire['CashTransfers'] {
  const cashTransfers = accounts.flatMap((a) => {
    const seen = Math.min(sub.transfersSeen.get(a.code) ?? a.transfers.length, a.transfers.length)
    sub.transfersSeen.set(a.code, a.transfers.length)
    return a.transfers.slice(seen).map((t) => transferWire(a.code, t))
  })
  return { cashTransfers }
}

export function quotesFor(world: SandboxWorld, symbols: Iterable<string>, now: number): QuoteWire[] {
  const time = formatWireTimestamp(Math.floor(now / 1000) * 1000).replace('.000Z', 'Z')
  return [...symbols]
    .filter((s) => world.prices.has(s))
    .map((symbol) => {
      const q = world.prices.quote(symbol)
      return { type: 'Quote' as const, symbol, bid: q.bid, ask: q.ask, time }
    })
}
