// Request bodies and the small non-list responses: orders, login/ping and errors (docs/api-notes.md).
// Request enums are closed: the server validates them, so an unknown value is a 400, not a new feature.
import { z } from 'zod'
import { contingencyType, orderTypeRequest, positionEffect, priceLinkRequest, side, tifRequest } from './enums'
import {
  accountCode,
  decimal,
  decimalToJson,
  dxErrorCode,
  idString,
  integer,
  sessionTimeout,
  type Decimal,
} from './primitives'
import { expireDate } from './variants'

// Numbers may arrive as JSON numbers (every SDK) or numeric text (our short spec's example); both are
// accepted with the same validation. Rules between fields live in shared/domain/order-rules.ts.
export const SingleOrderRequestSchema = z.object({
  /** Redundant with the path; SDKs send it. */
  account: accountCode.optional(),
  /** New order: the client's unique id. Modify: that id or the chain's action code. */
  orderCode: z.string().min(1, 'orderCode is required'),
  // Required when placing; the spec asks to leave it out when replacing a single order (docs/api-notes.md, "Orders").
  type: orderTypeRequest.optional(),
  instrument: z.string().min(1, 'instrument is required'),
  quantity: decimal.optional(),
  positionEffect: positionEffect.optional(),
  positionCode: idString.optional(),
  side,
  limitPrice: decimal.optional(),
  stopPrice: decimal.optional(),
  priceOffset: decimal.optional(),
  priceLink: priceLinkRequest.optional(),
  tif: tifRequest.optional(),
  expireDate: expireDate.optional(),
  marginRate: decimal.optional(),
})

export const OrderGroupRequestSchema = z.object({
  account: accountCode.optional(),
  orders: z.array(SingleOrderRequestSchema).min(1, 'A group needs orders'),
  contingencyType,
})

export type SingleOrderRequest = z.output<typeof SingleOrderRequestSchema>
export type SingleOrderRequestWire = z.input<typeof SingleOrderRequestSchema>
export type OrderGroupRequest = z.output<typeof OrderGroupRequestSchema>
export type OrderGroupRequestWire = z.input<typeof OrderGroupRequestSchema>
export type OrderRequest = SingleOrderRequest | OrderGroupRequest
export type OrderRequestWire = SingleOrderRequestWire | OrderGroupRequestWire

export function isOrderGroupRequest(req: OrderRequest): req is OrderGroupRequest {
  return 'orders' in req
}

/**
 * A POST/PUT `…/orders` body: a group when it has `orders`, otherwise a single order. Dispatching on that key
 * (instead of a plain union) keeps the issues about the body the caller actually sent.
 */
export const OrderRequestSchema = z
  .custom<OrderRequestWire>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
    message: 'Expected an order or an order group object',
  })
  .transform((v, ctx): OrderRequest => {
    const schema = 'orders' in v ? OrderGroupRequestSchema : SingleOrderRequestSchema
    const r = schema.safeParse(v)
    if (r.success) return r.data
    // Passed on whole, so the window still reads the rule's code and bounds.
    for (const issue of r.error.issues) ctx.addIssue({ ...issue })
    return z.NEVER
  })

const REQUEST_DECIMALS = ['quantity', 'limitPrice', 'stopPrice', 'priceOffset', 'marginRate'] as const

function singleToWire(req: SingleOrderRequest): SingleOrderRequestWire {
  const out: SingleOrderRequestWire = { ...req }
  for (const key of REQUEST_DECIMALS) {
    const value: Decimal | undefined = req[key]
    if (value !== undefined) out[key] = decimalToJson(value)
  }
  return out
}

/** The JSON body a client sends: decimals as JSON numbers (what every SDK sends), undefined keys dropped. */
export function toWireRequest(req: OrderRequest): OrderRequestWire {
  const body = isOrderGroupRequest(req) ? { ...req, orders: req.orders.map(singleToWire) } : singleToWire(req)
  return JSON.parse(JSON.stringify(body)) as OrderRequestWire
}

/** Place/modify/cancel of a single order. */
export const OrderResponseSchema = z.object({ orderId: integer, updateOrderId: integer })
/** Place/modify/cancel of a group: one response per order, in request order. */
export const OrderResponseListSchema = z.object({ orderResponses: z.array(OrderResponseSchema) })

export type OrderResponse = z.output<typeof OrderResponseSchema>
export type OrderResponseWire = z.input<typeof OrderResponseSchema>
export type OrderResponseList = z.output<typeof OrderResponseListSchema>
export type OrderResponseListWire = z.input<typeof OrderResponseListSchema>

// ---------------------------------------------------------------------------------------------------
// Authentication (docs/api-notes.md, "Login")

/** `username` is the bare login, without `@domain`. */
export const LoginRequestSchema = z.object({
  username: z.string().min(1, 'username is required'),
  domain: z.string().min(1, 'domain is required'),
  password: z.string(),
})

export const SsoLoginRequestSchema = z.object({
  username: z.string().min(1, 'username is required'),
  domain: z.string().min(1, 'domain is required'),
  token: z.string().min(1, 'token is required'),
})

/**
 * Login and ping answer alike. `timeout` comes out in milliseconds whatever its wire form (docs/api-notes.md, "Login").
 */
/** Longest session token a client accepts: real tokens are tens of characters; a header must stay small. */
export const SESSION_TOKEN_MAX = 4096

// Marked pure so the renderer's bundle drops it: nothing about session tokens belongs in the window, and the
// regex makes the bundler keep the call otherwise (release-hygiene.test.ts checks the built renderer).
export const SessionTokenSchema = /* @__PURE__ */ z.object({
  // It goes back in every Authorization header, so it must be header-safe: printable ASCII, no spaces.
  sessionToken: z
    .string()
    .min(1)
    .max(SESSION_TOKEN_MAX, `must be at most ${SESSION_TOKEN_MAX} characters`)
    .regex(/^[\x21-\x7e]+$/, 'must be printable text without spaces or line breaks'),
  // Not every server sends it; a client then falls back to its own keep-alive interval.
  timeout: sessionTimeout.optional(),
})

export type LoginRequest = z.output<typeof LoginRequestSchema>
export type LoginRequestWire = z.input<typeof LoginRequestSchema>
export type SsoLoginRequest = z.output<typeof SsoLoginRequestSchema>
export type SsoLoginRequestWire = z.input<typeof SsoLoginRequestSchema>
export type SessionToken = z.output<typeof SessionTokenSchema>
export type SessionTokenWire = z.input<typeof SessionTokenSchema>

// ---------------------------------------------------------------------------------------------------
// Errors (docs/api-notes.md, "Error codes")

/** `errorCode` may be absent (plain HTTP errors) or a JSON number; it always comes out as text. */
export const ErrorBodySchema = z.object({
  errorCode: dxErrorCode.optional(),
  description: z.string(),
})

export type ErrorBody = z.output<typeof ErrorBodySchema>
export type ErrorBodyWire = z.input<typeof ErrorBodySchema>

/**
 * The answer to place/modify/cancel: a bare OrderResponse for a single order, `{orderResponses}` for a group.
 * Both come out as the list form so callers handle one shape.
 */
export const OrderResultSchema = z
  .custom<OrderResponseWire | OrderResponseListWire>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
    message: 'Expected an order response object',
  })
  .transform((v, ctx): OrderResponseList => {
    const r = 'orderResponses' in v ? OrderResponseListSchema.safeParse(v) : OrderResponseSchema.safeParse(v)
    if (!r.success) {
      for (const issue of r.error.issues) ctx.addIssue({ ...issue })
      return z.NEVER
    }
    return 'orderResponses' in r.data ? r.data : { orderResponses: [r.data] }
  })
export type OrderResult = z.output<typeof OrderResultSchema>
export type OrderResultWire = z.input<typeof OrderResultSchema>
