import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../app/query-client'
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
  it('the renderer never re-asks: main is the one retry layer', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(false)
  })
})
