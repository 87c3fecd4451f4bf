// Scenario controls: what tests and trainers do to the sandbox from outside the DX API (fill an order, change
// it behind the client's back, move prices, inject faults, reset). The HTTP routes under /sandbox/ and the
// in-process `control` object of createSandbox() are the same operations.
import { firstIssueText } from '@shared/text/issue-path'
import { z } from 'zod'
import { ACCOUNT_EVENT_TYPES, ACCOUNT_STATUSES, type HttpMethod, tifRequest, TRANSFER_TYPES } from '@shared/api'
import { badRequestBody, notFound } from './errors'
import { FAULT_KINDS, type Fault, type FaultSpec } from './faults'
import type { ChangeReport } from './changes'
import type { PushControl } from './push/index'
import type { SandboxRuntime } from './runtime'
import {
  addAccountEvent,
  addCashTransfer,
  beginChange,
  bookUnlistedCash,
  fillOrder,
  finishOrder,
  type NewOrderSpec,
  type OrderReplacement,
  orderPrice,
  placeOrders,
  remainingQuantity,
  replaceOrder,
} from './state/engine'
import { checkMarketOpen } from './state/trading-hours'
import type { AccountStatus, OrderState } from './state/types'
import type { AccountState } from './state/world'
import { DAY_MS } from './time'

const positiveNumber = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().positive())

export const FillBodySchema = z.strictObject({ quantity: positiveNumber.optional(), price: positiveNumber.optional() })
export const ModifyBodySchema = z.strictObject({
  quantity: positiveNumber.optional(),
  limitPrice: positiveNumber.optional(),
  stopPrice: positiveNumber.optional(),
  tif: tifRequest.optional(),
  expireDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}Z?$/)
    .optional(),
})
/** A working LIMIT order placed as the broker's dealer or another terminal would (no checks of the DX API). */
export const PlaceBodySchema = z.strictObject({
  clientOrderId: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/)
    .optional(),
  instrument: z.string().min(1),
  side: z.enum(['BUY', 'SELL']),
  quantity: positiveNumber,
  limitPrice: positiveNumber,
  positionEffect: z.enum(['OPEN', 'CLOSE']).optional(),
  positionCode: z.string().min(1).max(64).optional(),
})
/** The most steps one batch applies: a burst's worth over many accounts, still one short request. */
export const MAX_BATCH_STEPS = 200
/**
 * Many scenario steps in one request, applied in order, each as if it were its own POST to a control (so each is
 * counted in `/changes` from the account's state before and after it). A driver that needs thousands of changes a
 * minute would otherwise be held back by one HTTP round trip each.
 */
export const BatchBodySchema = z.strictObject({
  steps: z
    .array(
      z.strictObject({
        /** A POST control's path under /sandbox, e.g. `/accounts/default%3A1001/touch`; never `/batch` itself. */
        path: z.string().regex(/^\/(accounts|prices)(\/|$)/, 'a step names an account or price control'),
        body: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .min(1)
    .max(MAX_BATCH_STEPS),
})
export const PriceBodySchema = z.strictObject({ symbol: z.string().min(1), price: positiveNumber })
export const AccountStatusBodySchema = z.strictObject({
  accountStatus: z.enum(ACCOUNT_STATUSES),
})
export const AccountEventBodySchema = z.strictObject({
  eventType: z.enum(ACCOUNT_EVENT_TYPES),
  reason: z.string().min(1).max(500).optional(),
})
/** A balance change the transfer list will not show: the reconciliation's deliberately unbalanced account. */
export const UnlistedCashBodySchema = z.strictObject({
  value: z
    .number()
    .finite()
    .refine((v) => v !== 0 && Math.abs(v) <= 1_000_000_000, 'value must be non-zero and at most 1e9 in size'),
  type: z.enum(TRANSFER_TYPES).optional(),
  orderCode: z.string().min(1).max(64).optional(),
})
/** A deposit or withdrawal the transfer list shows, booked now (a withdrawal's value is negative). */
export const TransferBodySchema = z.strictObject({
  type: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  value: z
    .number()
    .finite()
    .refine((v) => v !== 0 && Math.abs(v) <= 1_000_000_000, 'value must be non-zero and at most 1e9 in size'),
  comment: z.string().min(1).max(200).optional(),
})
export const FaultBodySchema = z.strictObject({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE'] as const satisfies readonly HttpMethod[]).optional(),
  path: z.string().startsWith('/'),
  fault: z.enum(FAULT_KINDS),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
  times: z.number().int().min(1).optional(),
  applyBeforeFault: z.boolean().optional(),
  account: z.string().min(1).max(64).optional(),
})

export type FillRequest = z.input<typeof FillBodySchema>
export type ModifyRequest = z.input<typeof ModifyBodySchema>
export type PlaceRequest = z.input<typeof PlaceBodySchema>

export interface OrderSummary {
  account: string
  accountVersion: number
  orderId: number
  orderCode: string
  clientOrderId: string
  actionCode: string
  status: string
  filledQuantity: number
  remainingQuantity: number
}

export interface HealthReport {
  status: 'ok'
  seed: number
  time: string
  accounts: { account: string; version: number }[]
  sessions: number
  faults: number
}

export function parseControlBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {})
  if (result.success) return result.data
  throw badRequestBody(firstIssueText(result.error))
}

export class SandboxControl {
  constructor(private readonly runtime: SandboxRuntime) {}

  private account(code: string): AccountState {
    const account = this.runtime.world.account(code)
    if (!account) throw notFound(`account ${code}`)
    return account
  }

  /** Controls find orders by client order id, chain order code/id, or current action code. */
  private order(account: AccountState, code: string): OrderState {
    const byClient = account.ordersByClientId.get(code)
    if (byClient) return byClient
    const byId = /^\d+$/.test(code) ? account.ordersById.get(Number(code)) : undefined
    if (byId) return byId
    const byAction = account.orders.find((o) => o.actionCode === code)
    if (byAction) return byAction
    throw notFound(`order ${code} on ${account.code}`)
  }

  private summary(account: AccountState, order: OrderState): OrderSummary {
    return {
      account: account.code,
      accountVersion: account.version,
      orderId: order.orderId,
      orderCode: order.orderCode,
      clientOrderId: order.clientOrderId,
      actionCode: order.actionCode,
      status: order.status,
      filledQuantity: order.filledQuantity,
      remainingQuantity: remainingQuantity(account, order),
    }
  }

  health(): HealthReport {
    const { world, options, sessions, faults, clock } = this.runtime
    return {
      status: 'ok',
      seed: options.seed,
      time: new Date(clock.now()).toISOString(),
      accounts: [...world.accounts.values()].map((a) => ({ account: a.code, version: a.version })),
      sessions: sessions.size,
      faults: faults.list().length,
    }
  }

  reset(): HealthReport {
    this.runtime.reset()
    return this.health()
  }

  /** Fill (part of) a working order; default: all that remains, at its limit/stop price or the market. */
  fill(accountCode: string, orderCode: string, request: FillRequest = {}): OrderSummary {
    const body = parseControlBody(FillBodySchema, request)
    const account = this.account(accountCode)
    const order = this.order(account, orderCode)
    checkMarketOpen(this.runtime, order.instrument, '')
    const quantity = body.quantity ?? remainingQuantity(account, order)
    const quote = this.runtime.world.prices.quote(order.instrument)
    const price =
      body.price ?? (order.type === 'MARKET' ? (order.side === 'BUY' ? quote.ask : quote.bid) : orderPrice(order))
    this.runtime.changes.on(account, () =>
      fillOrder(beginChange(this.runtime.world, account, this.runtime.clock.now()), order, quantity, price),
    )
    return this.summary(account, order)
  }

  cancel(accountCode: string, orderCode: string): OrderSummary {
    const account = this.account(accountCode)
    const order = this.order(account, orderCode)
    this.runtime.changes.on(account, () =>
      finishOrder(beginChange(this.runtime.world, account, this.runtime.clock.now()), order, 'CANCELED'),
    )
    return this.summary(account, order)
  }

  /** Change an order as another user would (no If-Match): the account version moves, stale ETags get 412. */
  modify(accountCode: string, orderCode: string, request: ModifyRequest): OrderSummary {
    const body = parseControlBody(ModifyBodySchema, request)
    const account = this.account(accountCode)
    const order = this.order(account, orderCode)
    const replacement: OrderReplacement = {}
    if (body.quantity !== undefined) replacement.quantity = body.quantity
    if (body.limitPrice !== undefined) replacement.limitPrice = body.limitPrice
    if (body.stopPrice !== undefined) replacement.stopPrice = body.stopPrice
    if (body.tif !== undefined) replacement.tif = body.tif
    if (body.expireDate !== undefined) replacement.expireDate = Date.parse(body.expireDate.slice(0, 10))
    else if (body.tif !== undefined && body.tif !== 'GTD') replacement.expireDate = null
    if (replacement.tif === 'GTD' && replacement.expireDate === undefined && order.expireDate === undefined) {
      replacement.expireDate = Math.floor(this.runtime.clock.now() / DAY_MS) * DAY_MS + 7 * DAY_MS
    }
    this.runtime.changes.on(account, () =>
      replaceOrder(beginChange(this.runtime.world, account, this.runtime.clock.now()), order, replacement),
    )
    return this.summary(account, order)
  }

  /** Place a working GTC LIMIT order (client order id `ctl-<account version>` unless given). */
  place(accountCode: string, request: PlaceRequest): OrderSummary {
    const body = parseControlBody(PlaceBodySchema, request)
    const account = this.account(accountCode)
    if (!this.runtime.world.instrument(body.instrument)) throw notFound(`instrument ${body.instrument}`)
    const clientOrderId = body.clientOrderId ?? `ctl-${account.version + 1}`
    if (account.ordersByClientId.has(clientOrderId)) throw badRequestBody(`clientOrderId: ${clientOrderId} is taken`)
    const spec: NewOrderSpec = {
      clientOrderId,
      type: 'LIMIT',
      instrument: body.instrument,
      side: body.side,
      quantity: body.quantity,
      limitPrice: body.limitPrice,
      tif: 'GTC',
    }
    if (body.positionEffect !== undefined) spec.positionEffect = body.positionEffect
    if (body.positionCode !== undefined) spec.positionCode = body.positionCode
    const [order] = this.runtime.changes.on(account, () =>
      placeOrders(beginChange(this.runtime.world, account, this.runtime.clock.now()), [spec]),
    )
    if (!order) throw notFound(`order ${clientOrderId} on ${account.code}`)
    return this.summary(account, order)
  }

  /** What the controls changed since the last reset, by kind and account. */
  changes(): ChangeReport {
    return this.runtime.changes.report()
  }

  /** Bump the account version without touching any order (a tiny FINANCING transfer). */
  touch(accountCode: string): { account: string; accountVersion: number } {
    const account = this.account(accountCode)
    this.runtime.changes.on(account, () =>
      addCashTransfer(
        beginChange(this.runtime.world, account, this.runtime.clock.now()),
        'FINANCING',
        -0.01,
        'Financing correction',
      ),
    )
    return { account: account.code, accountVersion: account.version }
  }

  /**
   * Change the balance by `value` without a cash transfer: on the named order's cash transactions (order
   * history shows it) or, without an order, on no record at all.
   */
  unlistedCash(
    accountCode: string,
    request: z.input<typeof UnlistedCashBodySchema>,
  ): { account: string; accountVersion: number; transactionCode: string } {
    const body = parseControlBody(UnlistedCashBodySchema, request)
    const account = this.account(accountCode)
    const order = body.orderCode === undefined ? undefined : this.order(account, body.orderCode)
    const transaction = this.runtime.changes.on(account, () =>
      bookUnlistedCash(
        beginChange(this.runtime.world, account, this.runtime.clock.now()),
        body.type ?? 'ADJUSTMENT',
        body.value,
        order,
      ),
    )
    return { account: account.code, accountVersion: account.version, transactionCode: transaction.transactionCode }
  }

  /** Book a deposit or withdrawal now, as the broker's cashier would: listed among the account's transfers. */
  transfer(
    accountCode: string,
    request: z.input<typeof TransferBodySchema>,
  ): { account: string; accountVersion: number; transferCode: string | undefined } {
    const body = parseControlBody(TransferBodySchema, request)
    const account = this.account(accountCode)
    const value = body.type === 'WITHDRAWAL' ? -Math.abs(body.value) : Math.abs(body.value)
    const comment = body.comment ?? (body.type === 'WITHDRAWAL' ? 'Withdrawal to bank' : 'Card deposit')
    const transfer = this.runtime.changes.on(account, () =>
      addCashTransfer(beginChange(this.runtime.world, account, this.runtime.clock.now()), body.type, value, comment),
    )
    return { account: account.code, accountVersion: account.version, transferCode: transfer.transferCode }
  }

  /** Record a margin call or liquidation on the account, as the broker's risk system would. */
  accountEvent(
    accountCode: string,
    request: z.input<typeof AccountEventBodySchema>,
  ): { account: string; accountVersion: number } {
    const body = parseControlBody(AccountEventBodySchema, request)
    const account = this.account(accountCode)
    const reason =
      body.reason ??
      (body.eventType === 'MARGIN_CALL' ? 'Margin level below the call threshold' : 'Stop-out level reached')
    this.runtime.changes.on(account, () =>
      addAccountEvent(beginChange(this.runtime.world, account, this.runtime.clock.now()), body.eventType, reason),
    )
    return { account: account.code, accountVersion: account.version }
  }

  setPrice(symbol: string, price: number): { symbol: string; bid: number; ask: number; mid: number } {
    const body = parseControlBody(PriceBodySchema, { symbol, price })
    const prices = this.runtime.world.prices
    if (!prices.has(body.symbol)) throw notFound(`instrument ${body.symbol}`)
    prices.setMid(body.symbol, body.price, this.runtime.clock.now())
    this.runtime.changes.add('price')
    return { symbol: body.symbol, ...prices.quote(body.symbol) }
  }

  setAccountStatus(accountCode: string, accountStatus: AccountStatus): { account: string; accountVersion: number } {
    const body = parseControlBody(AccountStatusBodySchema, { accountStatus })
    const account = this.account(accountCode)
    this.runtime.changes.on(account, () => {
      beginChange(this.runtime.world, account, this.runtime.clock.now())
      account.status = body.accountStatus
    })
    return { account: account.code, accountVersion: account.version }
  }

  addFault(spec: FaultSpec): { id: string } {
    const body = parseControlBody(FaultBodySchema, spec)
    return { id: this.runtime.faults.add(body).id }
  }

  listFaults(): Fault[] {
    return this.runtime.faults.list()
  }

  removeFault(id: string): boolean {
    return this.runtime.faults.remove(id)
  }

  clearFaults(): void {
    this.runtime.faults.clear()
  }

  /** The push sockets' scenario controls (drop, hold, delay, refuse upgrades, end sessions, hostile frames). */
  get push(): PushControl {
    const hub = this.runtime.push
    if (!hub) throw notFound('push server')
    return hub
  }

  /** End every session now, as if all had timed out. */
  expireSessions(): void {
    this.runtime.sessions.expireAll()
  }
}
