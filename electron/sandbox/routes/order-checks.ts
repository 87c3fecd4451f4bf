// Checks shared by the order-writing routes (modify, place, cancel): finding an order by its client id or
// action code, the conditional-request headers, account trading status and instrument trading rules.
import {
  conditionalRequired,
  ENDPOINTS,
  toRoutePattern,
  type DxErrorResponse,
  InstrumentDetailsSchema,
  InstrumentSchema,
  isOrderGroupRequest,
  type OrderRequest,
  OrderRequestSchema,
  preconditionFailed,
  type SingleOrderRequest,
} from '@shared/api'
import { instrumentRuleProblems } from '@shared/domain/order-rules'
import { ruleProblemText } from '@shared/text/rule-text'
import { firstIssueText } from '@shared/text/issue-path'
import { badRequestBody, REJECTION, rejected, SandboxError } from '../errors'
import { accountsEtag, ifMatchHits } from '../http/etag'
import { type ApiContext, authed, pathValue } from '../http/handler'
import type { RouteDef } from '../http/routing'
import { requireAccount } from '../permissions'
import type { SandboxRuntime } from '../runtime'
import type { NewOrderSpec } from '../state/engine'
import type { OrderState, OrderType } from '../state/types'
import type { AccountState, SandboxWorld } from '../state/world'
import { instrumentDetailsWire, instrumentWire } from '../wire/instruments'

export const fromDx = (response: DxErrorResponse) => SandboxError.from(response)

/** The order request a write carries: present, valid, and naming no account but the one in the path. */
export function orderRequestOf(body: unknown, account: AccountState): OrderRequest {
  if (body === undefined) throw badRequestBody('body: a Single Order Request or Order Group Request is required')
  const parsed = OrderRequestSchema.safeParse(body)
  if (!parsed.success) throw badRequestBody(firstIssueText(parsed.error))
  const req = parsed.data
  const named = isOrderGroupRequest(req) ? [req.account, ...req.orders.map((o) => o.account)] : [req.account]
  const other = named.find((a) => a !== undefined && a !== account.code)
  if (other !== undefined) throw badRequestBody(`account: ${other} is not the account in the path (${account.code})`)
  return req
}

/** Client order id, or the chain's current action code; final benchmark orders are found too (→ 409). */
export function findOrder(account: AccountState, code: string): OrderState | undefined {
  const byClient = account.ordersByClientId.get(code)
  if (byClient) return byClient
  const byAction = account.orders.find((o) => o.actionCode === code)
  if (byAction) return byAction
  const row = account.largeHistory?.rowOfClientOrderId(code) ?? -1
  return row >= 0 ? account.largeHistory?.materialise(row) : undefined
}

export function checkAccountTrading(account: AccountState, order: { positionEffect?: string }): void {
  if (account.status === 'FULL_TRADING') return
  if (account.status === 'CLOSE_ONLY' && order.positionEffect === 'CLOSE') return
  throw rejected(
    REJECTION.ACCOUNT_NOT_TRADING,
    `Account ${account.code} is ${account.status}: its orders cannot be modified (accountStatus)`,
  )
}

export function checkInstrumentRules(
  world: SandboxWorld,
  account: AccountState,
  req: SingleOrderRequest,
  at: string,
): void {
  const spec = world.instrument(req.instrument)
  if (!spec) throw rejected(REJECTION.INSTRUMENT_RULE, `Unknown instrument ${req.instrument} (${at}instrument)`)
  const details = InstrumentDetailsSchema.parse(instrumentDetailsWire(world, account, spec))
  const instrument = InstrumentSchema.parse(instrumentWire(spec))
  const [problem] = instrumentRuleProblems(req, details, instrument, {
    referencePrice: String(world.prices.mid(spec.symbol)),
  })
  if (problem) throw rejected(REJECTION.INSTRUMENT_RULE, `${ruleProblemText(problem)} (${at}${problem.field})`)
}

/** PUT and DELETE are conditional (docs/api-notes.md, "ETags"): 403 "99" without If-Match, 412 when it is stale. */
export function requireIfMatch(ctx: ApiContext): string {
  const ifMatch = ctx.request.headers['if-match']
  if (ifMatch === undefined || ifMatch.trim() === '') throw fromDx(conditionalRequired())
  return ifMatch
}

/**
 * A conditional write on one account's orders (modify, cancel, cancel group), at its catalogue method and path:
 * the account is found (404) before If-Match is required (403 "99"); `handle` checks its own request and then
 * `checkIfMatch`, so a malformed request outranks a stale ETag.
 */
export function conditionalWrite(
  runtime: SandboxRuntime,
  endpoint: 'orders.modify' | 'orders.cancel' | 'orders.cancelGroup',
  handle: (ctx: ApiContext, account: AccountState, ifMatch: string) => unknown,
): RouteDef {
  const [method] = ENDPOINTS[endpoint].methods
  return {
    method,
    url: toRoutePattern(ENDPOINTS[endpoint].path),
    handler: authed(runtime, (ctx) => {
      const account = requireAccount(ctx.world, ctx.caller.user, pathValue(ctx.request, 'account'))
      return handle(ctx, account, requireIfMatch(ctx))
    }),
  }
}

export function checkIfMatch(ifMatch: string, account: AccountState): void {
  if (!ifMatchHits(ifMatch, accountsEtag([account]))) throw fromDx(preconditionFailed())
}

/** A new order from its request; THEN orders of an IF-THEN group wait for the IF order (its first order). */
export function specFromRequest(
  r: SingleOrderRequest,
  parent: OrderState | undefined,
  thenOrder: boolean,
): NewOrderSpec {
  const spec: NewOrderSpec = {
    clientOrderId: r.orderCode,
    type: r.type as OrderType,
    instrument: r.instrument,
    side: r.side,
    tif: r.tif ?? 'GTC',
  }
  if (r.quantity !== undefined && Number(r.quantity) > 0) spec.quantity = Number(r.quantity)
  if (r.limitPrice !== undefined) spec.limitPrice = Number(r.limitPrice)
  if (r.stopPrice !== undefined) spec.stopPrice = Number(r.stopPrice)
  if (r.expireDate !== undefined) spec.expireDate = Date.parse(r.expireDate.slice(0, 10))
  if (r.positionEffect !== undefined) spec.positionEffect = r.positionEffect
  if (r.positionCode !== undefined) spec.positionCode = r.positionCode
  if (r.priceOffset !== undefined) spec.priceOffset = Number(r.priceOffset)
  if (r.priceLink !== undefined) spec.priceLink = r.priceLink
  if (r.marginRate !== undefined) spec.marginRate = Number(r.marginRate)
  if (thenOrder) {
    // A THEN order waits for its IF order and works on the position that order opens.
    spec.initialStatus = 'ACCEPTED'
    spec.positionEffect = 'CLOSE'
    if (parent?.positionCode !== undefined) spec.positionCode = parent.positionCode
  }
  return spec
}

const SIMULATED_TYPES: readonly string[] = ['MARKET', 'LIMIT', 'STOP']

/** STOP_LIMIT and TRAILING_STOP are valid DX types the sandbox does not execute: refused, not half-simulated. */
export function checkSimulatedType(type: string | undefined, at: string): void {
  if (type !== undefined && !SIMULATED_TYPES.includes(type)) {
    throw rejected(REJECTION.STATE_CONFLICT, `Order type ${type} is not executed by the sandbox (${at}type)`)
  }
}
