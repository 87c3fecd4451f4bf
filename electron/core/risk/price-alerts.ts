// Price alerts in main: every quote main sees goes through `onQuote(symbol, bid, ask, time)`, which runs the pure
// evaluator (shared/domain/risk/price-alerts.ts) over the connected profile's alerts and hands what fired to
// `report` (the activity log, its event and the OS notifications the profile chose). The alerts are held here as a
// copy, brought up to date by `refresh()` (after a change and before each poll), so a quote is evaluated at once.
import type { ActivityEvent } from '@shared/domain/activity'
import {
  evaluatePriceAlerts,
  type PriceAlert,
  type PriceAlertFired,
  type PriceAlertMemory,
} from '@shared/domain/risk/price-alerts'

/** What feeds quotes to the alerts: a poll, a handler's answer, later a push subscription. */
export interface QuoteStream {
  onQuote(symbol: string, bid: string | number, ask: string | number, time: number): void
}

export interface PriceAlertSettings {
  /** Who is connected where: what an alert fired remembers is per connection. */
  identity: string
  alerts: readonly PriceAlert[]
}

export interface PriceAlerts extends QuoteStream {
  /** Reads the connected profile's alerts again. */
  refresh(): Promise<void>
  /** The symbols with an alert, for the quote feed to ask for. */
  symbols(): string[]
}

function toEntry(f: PriceAlertFired): ActivityEvent {
  const { alert } = f
  const account = alert.order?.account ?? ''
  return {
    id: `price:${alert.id}:${f.time}`,
    account,
    kind: 'price-alert',
    at: f.time,
    words: {
      code: 'price-alert',
      symbol: alert.symbol,
      side: alert.side,
      when: alert.when,
      level: alert.level,
      price: f.price,
      ...(alert.order
        ? { order: { orderCode: alert.order.orderCode, price: alert.order.price, distance: alert.order.distance } }
        : {}),
    },
    amount: f.price,
    target: alert.order
      ? { view: 'orders', account, rowKey: alert.order.orderCode }
      : { view: 'positions', account: '', rowKey: '' },
  }
}

export function createPriceAlerts(options: {
  settings(): Promise<PriceAlertSettings | undefined>
  report(events: ActivityEvent[]): void
}): PriceAlerts {
  let current: PriceAlertSettings | undefined
  const memory = new Map<string, Map<string, PriceAlertMemory>>()
  return {
    async refresh() {
      current = await options.settings()
    },
    symbols() {
      return [...new Set((current?.alerts ?? []).map((a) => a.symbol))]
    },
    onQuote(symbol, bid, ask, time) {
      const settings = current
      if (!settings || settings.alerts.length === 0) return
      const remembered = memory.get(settings.identity) ?? new Map<string, PriceAlertMemory>()
      const out = evaluatePriceAlerts(settings.alerts, remembered, { symbol, bid, ask, time })
      memory.set(settings.identity, out.memory)
      if (out.fired.length > 0) options.report(out.fired.map(toEntry))
    },
  }
}
