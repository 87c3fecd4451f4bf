// A compressed trading day, driven through the sandbox's scenario controls over HTTP (`/sandbox/…`): orders placed,
// partly and fully filled, modified and cancelled, positions opened, grown and closed, transfers booked, margin calls
// and liquidations raised, prices moved — at a set rate over many accounts, from a seeded generator. The changes due
// are sent together, one batch request (`/sandbox/batch`) with at most one change per account, so the rate is not
// bounded by one round trip per change.
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
  /** Account changes of the kinds a trader is told of, a minute (placements and price moves not included). */
  changesPerMinute: number
  pricesPerMinute: number
  seed: number
  /** The account version the client last looked at completely; undefined before its first look. */
  seenVersion(account: string): number | undefined
}

export interface ScenarioFigures {
  /** Changes made, by the driver's own action names. */
  actions: Record<string, number>
  /** Changes of told kinds the actions made (a fill is two: the order's and its position's; a placement none). */
  toldChanges: number
  /** Told changes still due when the run ended: what the driver could not send in time. */
  behindAtEnd: number
  /** Changes sent beyond one per account in a batch to catch up (transfers and account events, which never wait). */
  catchUp: number
  priceMoves: number
  /** Ticks where a change was due but every order and position waited for the client's look. */
  deferred: number
  /** Controls the sandbox refused (each one a driver bug or a sandbox finding). */
  refused: string[]
  /** Batch requests sent, and the largest. */
  batches: number
  largestBatch: number
}

/** One control to send: where, what, and what the driver learns from its answer. */
interface Step {
  action: Action | 'price'
  path: string
  body?: Record<string, unknown>
  settle(answer: unknown): void
}

const BatchAnswerSchema = z.object({ results: z.array(z.object({ status: z.number(), body: z.unknown() })) })

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
/** Price moves one batch carries at most; with at most one change per account it stays within the sandbox's 200. */
const MAX_PRICES_PER_BATCH = 100
/** Account changes one batch carries at most: with the price moves, within the sandbox's 200. */
const MAX_CHANGES_PER_BATCH = 100
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
/**
 * The changes of told kinds each action makes, as the sandbox counts them: a fill changes the order and its
 * position; a placement (an opening or a closing order) is not a change a trader is told of.
 */
const TOLD: Record<Action, number> = {
  place: 0,
  close: 0,
  'partial-fill': 2,
  fill: 2,
  modify: 1,
  cancel: 1,
  transfer: 1,
  'margin-call': 1,
  liquidation: 1,
}
/** Actions that never wait for the client's look: each makes an object of its own. */
const NEVER_WAIT = ACTIONS.filter(([a]) => a === 'transfer' || a === 'margin-call' || a === 'liquidation')
const NEVER_WAIT_WEIGHT = NEVER_WAIT.reduce((sum, [, w]) => sum + w, 0)

export class Scenario {
  private readonly random: () => number
  private readonly books: AccountBook[]
  private readonly mids: number[] = MARKETS.map((m) => m.mid)
  private readonly figures: ScenarioFigures = {
    actions: {},
    toldChanges: 0,
    behindAtEnd: 0,
    catchUp: 0,
    priceMoves: 0,
    deferred: 0,
    refused: [],
    batches: 0,
    largestBatch: 0,
  }
  private next = 0

  constructor(private readonly options: ScenarioOptions) {
    this.random = generator(options.seed)
    this.books = options.accounts.map((account) => ({ account, orders: [], positions: [], nextPosition: 1, events: 0 }))
  }

  report(): ScenarioFigures {
    return structuredClone(this.figures)
  }

  private async post(path: string, body: unknown): Promise<unknown> {
    const response = await fetch(`${this.options.controlUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`)
    return JSON.parse(text)
  }

  /** Sends the steps as one batch and settles each with its own answer; a refused step is recorded, never retried. */
  private async send(steps: readonly Step[]): Promise<void> {
    if (steps.length === 0) return
    this.figures.batches += 1
    this.figures.largestBatch = Math.max(this.figures.largestBatch, steps.length)
    let results: { status: number; body: unknown }[]
    try {
      results = BatchAnswerSchema.parse(
        await this.post('/batch', { steps: steps.map(({ path, body }) => ({ path, ...(body ? { body } : {}) })) }),
      ).results
    } catch (error) {
      this.figures.refused.push(error instanceof Error ? error.message : String(error))
      return
    }
    for (const [i, step] of steps.entries()) {
      const result = results[i]
      try {
        if (result?.status !== 200) throw new Error(`${result?.status ?? 'no answer'} ${JSON.stringify(result?.body)}`)
        step.settle(result.body)
        if (step.action === 'price') this.figures.priceMoves += 1
        else {
          this.figures.actions[step.action] = (this.figures.actions[step.action] ?? 0) + 1
          this.figures.toldChanges += TOLD[step.action]
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        this.figures.refused.push(`${step.path}: ${message.slice(0, 200)}`)
      }
    }
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

  private accountPath(book: AccountBook, rest: string): string {
    return `/accounts/${encodeURIComponent(book.account)}${rest}`
  }

  private place(book: AccountBook): Step | undefined {
    if (book.orders.length >= MAX_WORKING) return undefined
    const market = Math.floor(this.random() * MARKETS.length)
    // Some orders add to a position, others open one; up to MAX_POSITIONS, so positions also come to be closed.
    const open = book.positions.filter((p) => p.market === market && p.closing === undefined)
    const existing = book.positions.length >= MAX_POSITIONS || this.random() < 0.5 ? this.pick(open) : undefined
    const code = existing?.code ?? `${book.account.replace(':', '-')}-p${book.nextPosition++}`
    const limitPrice = this.round(market, (this.mids[market] ?? 1) * 0.9)
    return {
      action: 'place',
      path: this.accountPath(book, '/orders'),
      body: {
        instrument: MARKETS[market]?.symbol,
        side: 'BUY',
        quantity: LOT * (2 + Math.floor(this.random() * 3)),
        limitPrice,
        positionEffect: 'OPEN',
        positionCode: code,
      },
      settle: (answer) => {
        const summary = SummarySchema.parse(answer)
        if (!existing) book.positions.push({ code, market, quantity: 0, waitsFor: 0 })
        book.orders.push({
          clientOrderId: summary.clientOrderId,
          side: 'BUY',
          positionCode: code,
          market,
          remaining: summary.remainingQuantity,
          limitPrice,
          waitsFor: summary.accountVersion,
        })
      },
    }
  }

  private close(book: AccountBook): Step | undefined {
    // Only a position no opening order still works on: once closed, its code is never filled again.
    const position = this.pick(
      book.positions.filter(
        (p) => p.quantity > 0 && p.closing === undefined && !book.orders.some((o) => o.positionCode === p.code),
      ),
    )
    if (!position || book.orders.length >= MAX_WORKING) return undefined
    const limitPrice = this.round(position.market, (this.mids[position.market] ?? 1) * 1.1)
    return {
      action: 'close',
      path: this.accountPath(book, '/orders'),
      body: {
        instrument: MARKETS[position.market]?.symbol,
        side: 'SELL',
        quantity: position.quantity,
        limitPrice,
        positionEffect: 'CLOSE',
        positionCode: position.code,
      },
      settle: (answer) => {
        const summary = SummarySchema.parse(answer)
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
      },
    }
  }

  private orderPath(book: AccountBook, order: WorkingOrder, verb: string): string {
    return this.accountPath(book, `/orders/${encodeURIComponent(order.clientOrderId)}/${verb}`)
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

  private fill(book: AccountBook, partial: boolean): Step | undefined {
    const order = this.pick(this.changeable(book).filter((o) => !partial || o.remaining >= 2 * LOT))
    if (!order) return undefined
    const quantity = partial ? LOT : order.remaining
    return {
      action: partial ? 'partial-fill' : 'fill',
      path: this.orderPath(book, order, 'fill'),
      body: partial ? { quantity } : {},
      settle: (answer) => this.settle(book, order, SummarySchema.parse(answer), quantity),
    }
  }

  private modify(book: AccountBook): Step | undefined {
    const order = this.pick(this.changeable(book))
    if (!order) return undefined
    const tick = 10 ** -(MARKETS[order.market]?.decimals ?? 4)
    const step = (this.random() < 0.5 ? -1 : 1) * tick * (1 + Math.floor(this.random() * 5))
    const limitPrice = this.round(order.market, order.limitPrice + step)
    return {
      action: 'modify',
      path: this.orderPath(book, order, 'modify'),
      body: { limitPrice },
      settle: (answer) => {
        const summary = SummarySchema.parse(answer)
        order.limitPrice = limitPrice
        order.waitsFor = summary.accountVersion
      },
    }
  }

  private cancel(book: AccountBook): Step | undefined {
    const order = this.pick(book.orders.filter((o) => this.free(book, o.waitsFor)))
    if (!order) return undefined
    return {
      action: 'cancel',
      path: this.orderPath(book, order, 'cancel'),
      settle: (answer) => {
        this.settle(book, order, SummarySchema.parse(answer), 0)
        const position = this.positionOf(book, order.positionCode)
        // An opening order's position that never filled is forgotten, so codes are not reused.
        if (position && position.quantity === 0 && !book.orders.some((o) => o.positionCode === position.code)) {
          book.positions = book.positions.filter((p) => p !== position)
        }
      },
    }
  }

  private event(book: AccountBook, eventType: 'MARGIN_CALL' | 'LIQUIDATION'): Step {
    book.events += 1
    const reason = `${eventType === 'MARGIN_CALL' ? 'Margin level below the call threshold' : 'Stop-out level reached'} (${book.events})`
    return {
      action: eventType === 'MARGIN_CALL' ? 'margin-call' : 'liquidation',
      path: this.accountPath(book, '/events'),
      body: { eventType, reason },
      settle: (answer) => void VersionSchema.parse(answer),
    }
  }

  private plan(book: AccountBook, action: Action): Step | undefined {
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
        return {
          action,
          path: this.accountPath(book, '/touch'),
          settle: (answer) => void VersionSchema.parse(answer),
        }
      case 'margin-call':
        return this.event(book, 'MARGIN_CALL')
      case 'liquidation':
        return this.event(book, 'LIQUIDATION')
    }
  }

  private chooseAction(actions: readonly (readonly [Action, number])[] = ACTIONS, total = WEIGHT): Action {
    let roll = this.random() * total
    for (const [action, weight] of actions) {
      roll -= weight
      if (roll < 0) return action
    }
    return 'transfer'
  }

  /**
   * Account changes making up to `wanted` told changes. First at most one per account: each a random action on the
   * next account that can take one. Order and position changes wait for the client's look; an account none of whose
   * orders and positions may change yet takes a transfer instead. Then, if still short (the driver is behind), more
   * transfers and account events, which never wait, round the accounts — so a slow round trip is made up in fewer
   * of them.
   */
  private planChanges(wanted: number): Step[] {
    const steps: Step[] = []
    const taken = new Set<string>()
    let planned = 0
    const limit = Math.min(MAX_CHANGES_PER_BATCH, this.books.length)
    while (planned < wanted && steps.length < limit) {
      const action = this.chooseAction()
      let step: Step | undefined
      for (let i = 0; i < this.books.length && !step; i++) {
        const book = this.books[(this.next + i) % this.books.length]
        if (!book || taken.has(book.account)) continue
        // Last a transfer, which never waits: an account whose orders all wait for the client's look still changes.
        const tries: Action[] = [action, 'place', 'fill', 'modify', 'cancel', 'partial-fill', 'close', 'transfer']
        for (const a of tries) {
          step = this.plan(book, a)
          if (step) break
        }
        if (step) {
          taken.add(book.account)
          this.next = (this.next + i + 1) % this.books.length
        }
      }
      if (!step) {
        this.figures.deferred += 1
        break
      }
      steps.push(step)
      if (step.action !== 'price') planned += TOLD[step.action]
    }
    for (let i = 0; planned < wanted && steps.length < MAX_CHANGES_PER_BATCH; i++) {
      const book = this.books[(this.next + i) % this.books.length]
      const step = book && this.plan(book, this.chooseAction(NEVER_WAIT, NEVER_WAIT_WEIGHT))
      if (!step || step.action === 'price') break
      steps.push(step)
      planned += TOLD[step.action]
      this.figures.catchUp += 1
    }
    return steps
  }

  private priceStep(): Step {
    const market = Math.floor(this.random() * MARKETS.length)
    const start = MARKETS[market]?.mid ?? 1
    const now = this.mids[market] ?? start
    // A walk held within 3 % of the start: the working orders (10 % away) are never crossed.
    const moved = Math.min(start * 1.03, Math.max(start * 0.97, now * (1 + (this.random() - 0.5) * 0.001)))
    const price = this.round(market, moved)
    this.mids[market] = price
    return {
      action: 'price',
      path: '/prices',
      body: { symbol: MARKETS[market]?.symbol, price },
      settle: () => undefined,
    }
  }

  /** Sets the markets to the scenario's start prices. */
  async open(): Promise<void> {
    for (const [i, m] of MARKETS.entries()) {
      await this.post('/prices', { symbol: m.symbol, price: m.mid })
      this.mids[i] = m.mid
    }
  }

  /**
   * Runs changes and price moves until `signal` aborts: told changes at `changesPerMinute`, or as many as `dueBy`
   * says are due by the time since the start (a harness's bursts and quiet spells). The schedule is of told
   * changes made, so a slow round trip or a batch of placements is made up in the next batch. What is due goes out
   * as one batch request (see planChanges); an order or a position is never changed again before the watch has
   * looked at its account since the driver last changed it.
   */
  async run(signal: AbortSignal, dueBy?: (elapsedMs: number) => number): Promise<void> {
    const due = dueBy ?? ((ms: number) => (ms * this.options.changesPerMinute) / 60_000)
    const pricesPerMs = this.options.pricesPerMinute / 60_000
    const started = performance.now()
    let prices = 0
    let owed = 0
    while (!signal.aborted) {
      const now = performance.now()
      const steps: Step[] = []
      const duePrices = Math.floor((now - started) * pricesPerMs)
      // Price moves owed after a long pause go out over several batches, within the sandbox's batch size.
      for (; prices < duePrices && steps.length < MAX_PRICES_PER_BATCH; prices++) steps.push(this.priceStep())
      owed = Math.floor(due(now - started)) - this.figures.toldChanges
      steps.push(...this.planChanges(owed))
      if (steps.length > 0) await this.send(steps)
      // Owed changes go out at once (the next batch); otherwise wait for more to fall due.
      const left = Math.floor(due(performance.now() - started)) - this.figures.toldChanges
      if (left < 1 || steps.length === 0) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    this.figures.behindAtEnd = Math.max(0, owed)
  }
}
