// A compressed trading day, driven through the sandbox's scenario controls over HTTP (`/sandbox/…`): orders placed,
// partly and fully filled, modified and cancelled, positions opened, grown and closed, transfers booked, margin calls
// and liquidations raised, prices moved — at a set rate over many accounts, from a seeded generator.
//
// The watch tells what changed between two complete looks at an account (shared/domain/activity/diff.ts): two
// partial fills of one order between looks are one entry by design. So the driver never changes an order or a
// position again before the client has looked at the account since that object last changed (`seenVersion`);
// transfers and account events have their own identities and never wait. With that rule, every change the sandbox
// counts must be told exactly once, which is what a run checks.
import { z } from 'zod'

export interface ScenarioOptions {
  /** `http://127.0.0.1:PORT/sandbox` */
  controlUrl: string
  accounts: readonly string[]
  /** Account changes a minute (price moves not included). */
  changesPerMinute: number
  pricesPerMinute: number
  seed: number
  /** The account version the client last looked at completely; undefined before its first look. */
  seenVersion(account: string): number | undefined
}

export interface ScenarioFigures {
  /** Changes made, by the driver's own action names. */
  actions: Record<string, number>
  priceMoves: number
  /** Ticks where a change was due but every order and position waited for the client's look. */
  deferred: number
  /** Controls the sandbox refused (each one a driver bug or a sandbox finding). */
  refused: string[]
}

const SummarySchema = z.object({
  accountVersion: z.number(),
  clientOrderId: z.string(),
  status: z.string(),
  filledQuantity: z.number(),
  remainingQuantity: z.number(),
})
type Summary = z.infer<typeof SummarySchema>
const VersionSchema = z.object({ accountVersion: z.number() })

const MARKETS = [
  { symbol: 'EUR/USD', mid: 1.085, decimals: 4 },
  { symbol: 'GBP/USD', mid: 1.273, decimals: 4 },
] as const
const MAX_WORKING = 10
const MAX_POSITIONS = 4
const LOT = 1000

interface WorkingOrder {
  clientOrderId: string
  side: 'BUY' | 'SELL'
  positionCode: string
  market: number
  remaining: number
  limitPrice: number
  waitsFor: number
}

interface PositionBook {
  code: string
  market: number
  quantity: number
  closing?: string
  waitsFor: number
}

interface AccountBook {
  account: string
  orders: WorkingOrder[]
  positions: PositionBook[]
  nextPosition: number
  events: number
}

/** mulberry32: a small seeded generator, so one seed is one day. */
function generator(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ACTIONS = [
  ['place', 20],
  ['partial-fill', 12],
  ['fill', 14],
  ['modify', 14],
  ['cancel', 7],
  ['close', 6],
  ['transfer', 20],
  ['margin-call', 6],
  ['liquidation', 1],
] as const
type Action = (typeof ACTIONS)[number][0]
const WEIGHT = ACTIONS.reduce((sum, [, w]) => sum + w, 0)

export class Scenario {
  private readonly random: () => number
  private readonly books: AccountBook[]
  private readonly mids: number[] = MARKETS.map((m) => m.mid)
  private readonly figures: ScenarioFigures = { actions: {}, priceMoves: 0, deferred: 0, refused: [] }
  private next = 0
  /** Accounts a change is being made on: concurrent steps never work on one account at a time. */
  private readonly busy = new Set<string>()

  constructor(private readonly options: ScenarioOptions) {
    this.random = generator(options.seed)
    this.books = options.accounts.map((account) => ({ account, orders: [], positions: [], nextPosition: 1, events: 0 }))
  }

  report(): ScenarioFigures {
    return structuredClone(this.figures)
  }

  private async control(path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.options.controlUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`)
    return JSON.parse(text)
  }

  private free(book: AccountBook, waitsFor: number): boolean {
    return (this.options.seenVersion(book.account) ?? -1) >= waitsFor
  }

  private positionOf(book: AccountBook, code: string): PositionBook | undefined {
    return book.positions.find((p) => p.code === code)
  }

  private pick<T>(items: readonly T[]): T | undefined {
    return items[Math.floor(this.random() * items.length)]
  }

  /** Orders that may change now: seen since their last change, and their position too. */
  private changeable(book: AccountBook): WorkingOrder[] {
    return book.orders.filter((o) => {
      const position = this.positionOf(book, o.positionCode)
      return this.free(book, o.waitsFor) && (!position || this.free(book, position.waitsFor))
    })
  }

  private round(market: number, price: number): number {
    const decimals = MARKETS[market]?.decimals ?? 4
    return Number(price.toFixed(decimals))
  }

  private async place(book: AccountBook): Promise<boolean> {
    if (book.orders.length >= MAX_WORKING) return false
    const market = Math.floor(this.random() * MARKETS.length)
    // Some orders add to a position, others open one; up to MAX_POSITIONS, so positions also come to be closed.
    const open = book.positions.filter((p) => p.market === market && p.closing === undefined)
    let position = book.positions.length >= MAX_POSITIONS || this.random() < 0.5 ? this.pick(open) : undefined
    if (!position) {
      position = { code: `${book.account.replace(':', '-')}-p${book.nextPosition++}`, market, quantity: 0, waitsFor: 0 }
      book.positions.push(position)
    }
    const limitPrice = this.round(market, (this.mids[market] ?? 1) * 0.9)
    const summary = SummarySchema.parse(
      await this.control(`/accounts/${encodeURIComponent(book.account)}/orders`, {
        instrument: MARKETS[market]?.symbol,
        side: 'BUY',
        quantity: LOT * (2 + Math.floor(this.random() * 3)),
        limitPrice,
        positionEffect: 'OPEN',
        positionCode: position.code,
      }),
    )
    book.orders.push({
      clientOrderId: summary.clientOrderId,
      side: 'BUY',
      positionCode: position.code,
      market,
      remaining: summary.remainingQuantity,
      limitPrice,
      waitsFor: summary.accountVersion,
    })
    return true
  }

  private async close(book: AccountBook): Promise<boolean> {
    // Only a position no opening order still works on: once closed, its code is never filled again.
    const position = this.pick(
      book.positions.filter(
        (p) => p.quantity > 0 && p.closing === undefined && !book.orders.some((o) => o.positionCode === p.code),
      ),
    )
    if (!position || book.orders.length >= MAX_WORKING) return false
    const limitPrice = this.round(position.market, (this.mids[position.market] ?? 1) * 1.1)
    const summary = SummarySchema.parse(
      await this.control(`/accounts/${encodeURIComponent(book.account)}/orders`, {
        instrument: MARKETS[position.market]?.symbol,
        side: 'SELL',
        quantity: position.quantity,
        limitPrice,
        positionEffect: 'CLOSE',
        positionCode: position.code,
      }),
    )
    position.closing = summary.clientOrderId
    book.orders.push({
      clientOrderId: summary.clientOrderId,
      side: 'SELL',
      positionCode: position.code,
      market: position.market,
      remaining: summary.remainingQuantity,
      limitPrice,
      waitsFor: summary.accountVersion,
    })
    return true
  }

  private orderPath(book: AccountBook, order: WorkingOrder, verb: string): string {
    return `/accounts/${encodeURIComponent(book.account)}/orders/${encodeURIComponent(order.clientOrderId)}/${verb}`
  }

  private settle(book: AccountBook, order: WorkingOrder, summary: Summary, filled: number): void {
    order.remaining = summary.remainingQuantity
    order.waitsFor = summary.accountVersion
    const position = this.positionOf(book, order.positionCode)
    if (position) {
      position.quantity += order.side === 'BUY' ? filled : -filled
      position.waitsFor = summary.accountVersion
      if (position.quantity <= 0 && order.side === 'SELL') {
        book.positions = book.positions.filter((p) => p !== position)
      }
    }
    if (summary.status !== 'WORKING') {
      book.orders = book.orders.filter((o) => o !== order)
      if (position?.closing === order.clientOrderId) delete position.closing
    }
  }

  private async fill(book: AccountBook, partial: boolean): Promise<boolean> {
    const order = this.pick(this.changeable(book).filter((o) => !partial || o.remaining >= 2 * LOT))
    if (!order) return false
    const quantity = partial ? LOT : order.remaining
    const summary = SummarySchema.parse(
      await this.control(this.orderPath(book, order, 'fill'), partial ? { quantity } : {}),
    )
    this.settle(book, order, summary, quantity)
    return true
  }

  private async modify(book: AccountBook): Promise<boolean> {
    const order = this.pick(this.changeable(book))
    if (!order) return false
    const tick = 10 ** -(MARKETS[order.market]?.decimals ?? 4)
    const step = (this.random() < 0.5 ? -1 : 1) * tick * (1 + Math.floor(this.random() * 5))
    const limitPrice = this.round(order.market, order.limitPrice + step)
    const summary = SummarySchema.parse(await this.control(this.orderPath(book, order, 'modify'), { limitPrice }))
    order.limitPrice = limitPrice
    order.waitsFor = summary.accountVersion
    return true
  }

  private async cancel(book: AccountBook): Promise<boolean> {
    const order = this.pick(book.orders.filter((o) => this.free(book, o.waitsFor)))
    if (!order) return false
    const summary = SummarySchema.parse(await this.control(this.orderPath(book, order, 'cancel')))
    this.settle(book, order, summary, 0)
    const position = this.positionOf(book, order.positionCode)
    // An opening order's position that never filled is forgotten, so codes are not reused.
    if (position && position.quantity === 0 && !book.orders.some((o) => o.positionCode === position.code)) {
      book.positions = book.positions.filter((p) => p !== position)
    }
    return true
  }

  private async event(book: AccountBook, eventType: 'MARGIN_CALL' | 'LIQUIDATION'): Promise<boolean> {
    book.events += 1
    const reason = `${eventType === 'MARGIN_CALL' ? 'Margin level below the call threshold' : 'Stop-out level reached'} (${book.events})`
    VersionSchema.parse(
      await this.control(`/accounts/${encodeURIComponent(book.account)}/events`, { eventType, reason }),
    )
    return true
  }

  private async attempt(book: AccountBook, action: Action): Promise<boolean> {
    switch (action) {
      case 'place':
        return this.place(book)
      case 'partial-fill':
        return this.fill(book, true)
      case 'fill':
        return this.fill(book, false)
      case 'modify':
        return this.modify(book)
      case 'cancel':
        return this.cancel(book)
      case 'close':
        return this.close(book)
      case 'transfer':
        VersionSchema.parse(await this.control(`/accounts/${encodeURIComponent(book.account)}/touch`))
        return true
      case 'margin-call':
        return this.event(book, 'MARGIN_CALL')
      case 'liquidation':
        return this.event(book, 'LIQUIDATION')
    }
  }

  private chooseAction(): Action {
    let roll = this.random() * WEIGHT
    for (const [action, weight] of ACTIONS) {
      roll -= weight
      if (roll < 0) return action
    }
    return 'transfer'
  }

  /**
   * One account change: a random action on the next account that can take one. Order and position changes wait
   * for the client's look; when nothing on any account can change, the tick is counted as deferred.
   */
  async step(): Promise<boolean> {
    const wanted = this.chooseAction()
    for (let i = 0; i < this.books.length; i++) {
      const book = this.books[(this.next + i) % this.books.length]
      if (!book || this.busy.has(book.account)) continue
      this.busy.add(book.account)
      this.next = (this.next + i + 1) % this.books.length
      try {
        const tries: Action[] = [wanted, 'place', 'fill', 'modify', 'cancel', 'partial-fill', 'close']
        for (const action of tries) {
          if (await this.attempt(book, action)) {
            this.figures.actions[action] = (this.figures.actions[action] ?? 0) + 1
            return true
          }
        }
      } catch (error) {
        this.figures.refused.push(error instanceof Error ? error.message : String(error))
        return false
      } finally {
        this.busy.delete(book.account)
      }
    }
    this.figures.deferred += 1
    return false
  }

  async movePrice(): Promise<void> {
    const market = Math.floor(this.random() * MARKETS.length)
    const start = MARKETS[market]?.mid ?? 1
    const now = this.mids[market] ?? start
    // A walk held within 3 % of the start: the working orders (10 % away) are never crossed.
    const moved = Math.min(start * 1.03, Math.max(start * 0.97, now * (1 + (this.random() - 0.5) * 0.001)))
    const price = this.round(market, moved)
    this.mids[market] = price
    try {
      await this.control('/prices', { symbol: MARKETS[market]?.symbol, price })
      this.figures.priceMoves += 1
    } catch (error) {
      this.figures.refused.push(error instanceof Error ? error.message : String(error))
    }
  }

  /** Sets the markets to the scenario's start prices. */
  async open(): Promise<void> {
    for (const [i, m] of MARKETS.entries()) {
      await this.control('/prices', { symbol: m.symbol, price: m.mid })
      this.mids[i] = m.mid
    }
  }

  /**
   * Runs changes and price moves until `signal` aborts: changes at `changesPerMinute`, or at what `rateAt` says for
   * the time since the start (a harness's bursts and quiet spells), up to `parallel` at once on distinct accounts; a
   * change that cannot be made now is skipped.
   */
  async run(signal: AbortSignal, rateAt?: (elapsedMs: number) => number, parallel = 1): Promise<void> {
    const perMinute = rateAt ?? (() => this.options.changesPerMinute)
    const pricesPerMs = this.options.pricesPerMinute / 60_000
    const started = performance.now()
    let last = started
    let owed = 0
    let prices = 0
    while (!signal.aborted) {
      const now = performance.now()
      owed += ((now - last) * perMinute(now - started)) / 60_000
      last = now
      const duePrices = Math.floor((now - started) * pricesPerMs) - prices
      for (let i = 0; i < duePrices && !signal.aborted; i++, prices++) await this.movePrice()
      // Up to `parallel` changes at once, each on its own account: one control at a time over HTTP cannot reach a
      // busy day's rate on a loaded machine.
      while (owed >= 1 && !signal.aborted) {
        const batch = Math.min(parallel, Math.floor(owed))
        owed -= batch
        await Promise.all(Array.from({ length: batch }, () => this.step()))
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
