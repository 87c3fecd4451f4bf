// The open orders as this client last read them from the server: the "old" side of every order change the
// audit log records. It lives with the client (on the API client's worker thread in the app) so that an
// open-orders read crosses the main thread as text: main asks only for the few orders a write names. One client
// serves one connection, so what another login read never shows here. Keyed by account and by both codes a
// request may use (order code, client order id).
import { LRUCache } from 'lru-cache'
import type { Order } from '@shared/api/records'

export class LastReadOrders {
  private readonly orders: LRUCache<string, Order>

  constructor(maxOrders = 20_000) {
    this.orders = new LRUCache({ max: maxOrders })
  }

  private static key(account: string, code: string): string {
    return `${account}|${code}`
  }

  note(orders: readonly Order[]): void {
    for (const order of orders) {
      for (const code of new Set([order.orderCode, order.clientOrderId])) {
        this.orders.set(LastReadOrders.key(order.account, code), order)
      }
    }
  }

  find(account: string, code: string): Order | undefined {
    return this.orders.get(LastReadOrders.key(account, code))
  }

  clear(): void {
    this.orders.clear()
  }
}

/** The orders of a list that a request names by order code or client order id. */
export function ordersNamed(orders: readonly Order[], codes: readonly string[]): Order[] {
  const wanted = new Set(codes)
  return orders.filter((o) => wanted.has(o.orderCode) || wanted.has(o.clientOrderId))
}
