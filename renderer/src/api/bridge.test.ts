import { afterEach, describe, expect, it, vi } from 'vitest'
import { shouldRetry } from '../app/query-client'
import { ApiError, cancellable, toAppError } from './bridge'

afterEach(() => {
  delete (window as { api?: unknown }).api
})

function installApi(cancel = vi.fn(async () => ({ ok: true, value: {} }))) {
  Object.defineProperty(window, 'api', { value: { requests: { cancel } }, configurable: true, writable: true })
  return cancel
}

describe('bridge', () => {
  it('unwraps a value and throws the structured error otherwise', async () => {
    installApi()
    await expect(cancellable(undefined, async () => ({ ok: true, value: 42 }))).resolves.toBe(42)
    const failure = cancellable(undefined, async () => ({
      ok: false as const,
      error: { kind: 'not-found' as const, message: 'nope', dxCode: '2' },
    }))
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ appError: { dxCode: '2' } })
  })

  it('tells main to cancel when the query is aborted, with the same requestId', async () => {
    const cancel = installApi()
    const controller = new AbortController()
    let seen = ''
    const pending = cancellable<number>(controller.signal, (requestId) => {
      seen = requestId
      return new Promise((resolve) => setTimeout(() => resolve({ ok: true, value: 1 }), 20))
    })
    controller.abort()
    await pending
    expect(seen).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    expect(cancel).toHaveBeenCalledWith({ requestId: seen })
  })

  it('explains a missing bridge instead of crashing', () => {
    expect(toAppError(new TypeError('x'))).toMatchObject({ kind: 'internal' })
  })
})

describe('retry policy', () => {
  const err = (kind: string, httpStatus?: number) =>
    new ApiError({ kind: kind as never, message: 'x', ...(httpStatus ? { httpStatus } : {}) })
  it('never retries what the server refused (4xx) or what we refused', () => {
    for (const [kind, status] of [
      ['bad-request', 400],
      ['auth', 401],
      ['not-found', 404],
      ['rate-limited', 429],
      ['validation', undefined],
      ['conflict', 409],
    ] as const) {
      expect(shouldRetry(0, err(kind, status)), kind).toBe(false)
    }
  })
  it('retries network and server failures twice', () => {
    expect(shouldRetry(0, err('network'))).toBe(true)
    expect(shouldRetry(1, err('server', 503))).toBe(true)
    expect(shouldRetry(2, err('server', 503))).toBe(false)
  })
})
