// The open orders as main last read them from the server, per connection: the "old" side of every order
// change the audit log records. Filled by the open-orders reads that pass through main (the page's reads and
// main's own re-reads); keyed by account and by both codes a request may use (order code, client order id).
import type { Order } from '../../../shared/api/records'

export class LastReadOrders {
  private readonly orders = new Map<string, Order>()
  private connection: string | null = null

  constructor(private readonly maxOrders = 20_000) {}

  private static key(account: string, code: string): string {
    return `${account}|${code}`
  }

  /** A new connection starts empty: what another login read says nothing about this one. */
  private scope(connection: string): void {
    if (this.connection === connection) return
    this.orders.clear()
    this.connection = connection
  }

  note(connection: string, orders: readonly Order[]): void {
    this.scope(connection)
    for (const order of orders) {
      for (const code of new Set([order.orderCode, order.clientOrderId])) {
        const key = LastReadOrders.key(order.account, code)
        this.orders.delete(key)
        this.orders.set(key, order)
      }
    }
    while (this.orders.size > this.maxOrders) {
      const oldest = this.orders.keys().next().value
      if (oldest === undefined) break
      this.orders.delete(oldest)
    }
  }

  find(connection: string, account: string, code: string): Order | undefined {
    this.scope(connection)
    return this.orders.get(LastReadOrders.key(account, code))
  }
}
