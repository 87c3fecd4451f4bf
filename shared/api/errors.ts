// DX application error codes (docs/api-notes.md, "Error codes") with their HTTP statuses and standard texts. The
// sandbox answers with these builders; the client reads `parameter`/`detail` back out of the description.
import type { ErrorBody } from './requests'

export const DX_ERROR = {
  NOT_FOUND: '2',
  BAD_CREDENTIALS: '3',
  MALFORMED_URI: '31',
  BAD_PARAMETER: '32',
  BAD_REQUEST_BODY: '33',
  CONDITIONAL_REQUIRED: '99',
  DUPLICATE_CLIENT_ID: '100',
  BAD_CLIENT_ID: '101',
} as const
export type DxErrorName = keyof typeof DX_ERROR
export type DxErrorCode = (typeof DX_ERROR)[DxErrorName]

export const DX_ERROR_STATUS: Readonly<Record<DxErrorCode, number>> = {
  '2': 404,
  '3': 401,
  '31': 400,
  '32': 400,
  '33': 400,
  '99': 403,
  '100': 409,
  '101': 400,
}

export const DX_ERROR_TEXT = {
  NOT_FOUND: 'Entity not found at server',
  BAD_CREDENTIALS: 'Incorrect username or password',
  MALFORMED_URI: 'Malformed query URI',
  // Only the opening word "Conditional" is published; the rest is ours.
  CONDITIONAL_REQUIRED: 'Conditional request header If-Match is required',
  BAD_CLIENT_ID: 'Client-originated identifier is not valid',
} as const

/** The standard description of a code; `detail` fills the parentheses of 32, 33 and 100. */
export function describeDxError(code: DxErrorCode, detail = ''): string {
  switch (code) {
    case DX_ERROR.NOT_FOUND:
      return DX_ERROR_TEXT.NOT_FOUND
    case DX_ERROR.BAD_CREDENTIALS:
      return DX_ERROR_TEXT.BAD_CREDENTIALS
    case DX_ERROR.MALFORMED_URI:
      return DX_ERROR_TEXT.MALFORMED_URI
    case DX_ERROR.BAD_PARAMETER:
      return `Incorrect request parameters (${detail})`
    case DX_ERROR.BAD_REQUEST_BODY:
      return `Incorrect request (${detail})`
    case DX_ERROR.CONDITIONAL_REQUIRED:
      return DX_ERROR_TEXT.CONDITIONAL_REQUIRED
    case DX_ERROR.DUPLICATE_CLIENT_ID:
      return `Order with this id already exists (${detail})`
    case DX_ERROR.BAD_CLIENT_ID:
      return DX_ERROR_TEXT.BAD_CLIENT_ID
  }
}

/** An error response as the sandbox sends it: the HTTP status and the body. */
export interface DxErrorResponse {
  status: number
  body: ErrorBody
}

/** Status and body for any documented code. */
export function dxError(code: DxErrorCode, detail?: string): DxErrorResponse {
  return response(code, describeDxError(code, detail))
}

function response(code: DxErrorCode, description: string): DxErrorResponse {
  return { status: DX_ERROR_STATUS[code], body: { errorCode: code, description } }
}

/**
 * 404 "2": missing, not permitted, or API not enabled — permission failures look like absence
 * (docs/api-notes.md, "Permissions read as absence").
 */
export const notFound = (): DxErrorResponse => response(DX_ERROR.NOT_FOUND, DX_ERROR_TEXT.NOT_FOUND)
export const badCredentials = (): DxErrorResponse => response(DX_ERROR.BAD_CREDENTIALS, DX_ERROR_TEXT.BAD_CREDENTIALS)
export const malformedUri = (): DxErrorResponse => response(DX_ERROR.MALFORMED_URI, DX_ERROR_TEXT.MALFORMED_URI)
/** 400 "32" `Incorrect request parameters (<param>)`, naming the wire parameter. */
export const badParameter = (parameter: string): DxErrorResponse =>
  response(DX_ERROR.BAD_PARAMETER, `Incorrect request parameters (${parameter})`)
/** 400 "33" `Incorrect request (<details>)` for an order body that is malformed or contradicts itself. */
export const badRequestBody = (details: string): DxErrorResponse =>
  response(DX_ERROR.BAD_REQUEST_BODY, `Incorrect request (${details})`)
export const conditionalRequired = (): DxErrorResponse =>
  response(DX_ERROR.CONDITIONAL_REQUIRED, DX_ERROR_TEXT.CONDITIONAL_REQUIRED)
export const duplicateClientId = (clientOrderId: string): DxErrorResponse =>
  response(DX_ERROR.DUPLICATE_CLIENT_ID, `Order with this id already exists (${clientOrderId})`)
export const badClientId = (): DxErrorResponse => response(DX_ERROR.BAD_CLIENT_ID, DX_ERROR_TEXT.BAD_CLIENT_ID)

/**
 * 409 business-rule rejections have broker-specific codes; the sandbox uses its own, supplied by the
 * caller, with the rule's message as the description.
 */
export const businessRuleRejected = (code: string, description: string): DxErrorResponse => ({
  status: 409,
  body: { errorCode: code, description },
})

/** 412 has no documented code (docs/api-notes.md, "ETags"): the body carries a description only. */
export const preconditionFailed = (): DxErrorResponse => ({
  status: 412,
  body: { description: 'The account changed since the ETag was issued; read it again' },
})

/** The text inside the description's last parentheses: the parameter of a "32", the details of a "33". */
export function errorDetail(description: string): string | undefined {
  const m = /\(([^()]*(?:\([^()]*\)[^()]*)*)\)\s*$/.exec(description)
  return m?.[1]
}

/** The offending query parameter of a 400 "32", e.g. `limit` from `Incorrect request parameters (limit)`. */
export function errorParameter(body: ErrorBody): string | undefined {
  return body.errorCode === DX_ERROR.BAD_PARAMETER ? errorDetail(body.description) : undefined
}
