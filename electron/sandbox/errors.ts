// One error type for everything the sandbox refuses, so the engine, the routes and the controls all end in
// the same `{errorCode, description}` body. `errorCode` is left out where the API defines none (405, 412…).
import { DX_ERROR, DX_ERROR_TEXT, type DxErrorResponse, dxError } from '@shared/api'

export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string | undefined,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description)
    this.name = 'SandboxError'
  }

  static from(response: DxErrorResponse, headers: Record<string, string> = {}): SandboxError {
    return new SandboxError(response.status, response.body.errorCode, response.body.description, headers)
  }

  body(): { errorCode?: string; description: string } {
    return this.errorCode === undefined
      ? { description: this.description }
      : { errorCode: this.errorCode, description: this.description }
  }
}

/**
 * The sandbox's own codes for 409 business-rule rejections: DX leaves them broker-specific
 * (docs/api-notes.md, "Error codes"). Every description ends with the offending field or rule in parentheses, like the
 * documented codes.
 */
export const REJECTION = {
  /** order id, type, instrument, side, positionEffect or positionCode changed by a modify */
  IMMUTABLE_FIELD: '201',
  /** the order is COMPLETED, CANCELED, EXPIRED or REJECTED */
  ORDER_FINAL: '202',
  /** price off the tick grid, size out of bounds or off its step, instrument not tradable */
  INSTRUMENT_RULE: '203',
  /** the account is not FULL_TRADING */
  ACCOUNT_NOT_TRADING: '204',
  /** order groups: only on position-based accounts, no change of contingency type, one group at a time */
  GROUP_RULE: '205',
  /** other state conflicts (quantity below what is filled, a fill on an order that is not working…) */
  STATE_CONFLICT: '206',
  /** the instrument is outside its trading session (`tradingHours`): the market is closed */
  MARKET_CLOSED: '207',
} as const

export function rejected(code: (typeof REJECTION)[keyof typeof REJECTION], description: string): SandboxError {
  return new SandboxError(409, code, description)
}

export function badParameter(name: string): SandboxError {
  return SandboxError.from(dxError(DX_ERROR.BAD_PARAMETER, name))
}

export function malformedUri(name: string): SandboxError {
  return new SandboxError(400, DX_ERROR.MALFORMED_URI, `${DX_ERROR_TEXT.MALFORMED_URI} (${name})`)
}

export function badRequestBody(detail: string): SandboxError {
  return SandboxError.from(dxError(DX_ERROR.BAD_REQUEST_BODY, detail))
}

/** 404 "2". The detail names what was looked up; it reads the same whether absent or not permitted. */
export function notFound(what: string): SandboxError {
  return new SandboxError(404, DX_ERROR.NOT_FOUND, `${DX_ERROR_TEXT.NOT_FOUND} (${what})`)
}
