import { describe, expect, it } from 'vitest'
import { QueryParamError } from '../api/params/query'
import { toAppError } from './result'

describe('toAppError, the one reading of a thrown value in both processes', () => {
  it('keeps the structured error an error carries, whichever process threw it', () => {
    const appError = { kind: 'not-found' as const, message: 'no such order', dxCode: '2' }
    class RendererApiError extends Error {
      constructor(readonly appError: unknown) {
        super('x')
      }
    }
    expect(toAppError(new RendererApiError(appError))).toBe(appError)
  })

  it('names the refused parameter, reads an abort as cancelled and keeps an unexpected text out', () => {
    expect(toAppError(new QueryParamError('limit', 'limit must be ≥ 0'))).toEqual({
      kind: 'validation',
      cause: 'invalid-input',
      message: 'limit must be ≥ 0',
      parameter: 'limit',
    })
    expect(toAppError(new DOMException('stop', 'AbortError'))).toMatchObject({ kind: 'cancelled', cause: 'cancelled' })
    const internal = toAppError(new TypeError('/home/me/secret'))
    expect(internal).toMatchObject({ kind: 'internal', cause: 'internal' })
    expect(internal.message).not.toContain('secret')
  })
})
