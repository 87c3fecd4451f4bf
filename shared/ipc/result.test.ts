import type { z } from 'zod'
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
    const issue: z.core.$ZodIssue = {
      code: 'too_small',
      minimum: 0,
      origin: 'number',
      path: ['limit'],
      message: 'limit must be ≥ 0',
      input: -1,
    }
    expect(toAppError(new QueryParamError('limit', issue))).toEqual({
      kind: 'validation',
      cause: 'invalid-input',
      reason: 'value-refused',
      message: 'refused: value-refused',
      parameter: 'limit',
      facts: { rule: 'too_small', minimum: 0, origin: 'number', parameter: 'limit' },
    })
    expect(toAppError(new DOMException('stop', 'AbortError'))).toMatchObject({ kind: 'cancelled', cause: 'cancelled' })
    const internal = toAppError(new TypeError('/home/me/secret'))
    expect(internal).toMatchObject({ kind: 'internal', cause: 'internal' })
    expect(internal.message).not.toContain('secret')
  })
})
