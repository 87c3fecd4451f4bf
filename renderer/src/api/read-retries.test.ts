import { renderHook, act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RequestRetrying } from '@shared/ipc/request-retrying'
import { readEnded, readStarted, useReadRetry } from './read-retries'

let tell: (notice: RequestRetrying) => void = () => undefined
Object.defineProperty(window, 'api', {
  value: {
    on: {
      'request.retrying': (listener: (notice: RequestRetrying) => void) => {
        tell = listener
        return () => undefined
      },
    },
  },
  configurable: true,
})

const notice = (requestId: string, attempt = 2): RequestRetrying => ({
  requestId,
  attempt,
  attempts: 3,
  cause: 'server-error',
  status: 503,
  nextAttemptAt: 1_700_000_000_000,
})

describe('the latest retry of a read', () => {
  it('is the one of the key’s request in flight, and is gone once that request ends or is replaced', () => {
    const key = ['positions', 'default:1001']
    const { result } = renderHook(() => useReadRetry(key))
    act(() => readStarted(key, 'request-0001'))
    act(() => tell(notice('request-0001')))
    expect(result.current).toMatchObject({ attempt: 2, cause: 'server-error' })
    act(() => tell(notice('request-0001', 3)))
    expect(result.current?.attempt).toBe(3)

    act(() => readStarted(key, 'request-0002'))
    expect(result.current).toBeUndefined()
    // A late notice of the replaced request, or of one never started here, changes nothing.
    act(() => tell(notice('request-0001')))
    act(() => tell(notice('request-9999')))
    expect(result.current).toBeUndefined()

    act(() => tell(notice('request-0002')))
    expect(result.current?.attempt).toBe(2)
    act(() => readEnded(key, 'request-0002'))
    expect(result.current).toBeUndefined()
  })
})
