import { describe, expect, it } from 'vitest'
import { createRequestRegistry } from './request-registry'

function pending(signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')))
    setTimeout(() => resolve('done'), 1_000).unref()
  })
}

describe('request registry', () => {
  it('cancels a running request by its id', async () => {
    const registry = createRequestRegistry()
    const running = registry.track('req-00000001', new AbortController(), pending)
    expect(registry.cancel('req-00000001')).toBe(true)
    await expect(running).rejects.toThrow('aborted')
    expect(registry.cancel('req-00000001')).toBe(false)
    expect(registry.size).toBe(0)
  })

  it('cancels when the caller goes away, and an id reused while running replaces the older request', async () => {
    const registry = createRequestRegistry()
    const caller = new AbortController()
    const first = registry.track('req-00000002', caller, pending)
    const second = registry.track('req-00000002', new AbortController(), async () => 'second')
    await expect(first).rejects.toThrow('aborted')
    expect(await second).toBe('second')
    const third = registry.track(undefined, caller, pending)
    caller.abort()
    await expect(third).rejects.toThrow('aborted')
  })

  it('aborts everything at shutdown', async () => {
    const registry = createRequestRegistry()
    const a = registry.track('req-0000000a', new AbortController(), pending)
    const b = registry.track(undefined, new AbortController(), pending)
    registry.abortAll()
    await expect(a).rejects.toThrow()
    await expect(b).rejects.toThrow()
  })
})

describe('a caller that has already gone', () => {
  it('finds its request cancelled before it starts', async () => {
    const registry = createRequestRegistry()
    const caller = new AbortController()
    caller.abort()
    expect(await registry.track('req-0000000b', caller, async (signal) => signal.aborted)).toBe(true)
    expect(registry.size).toBe(0)
  })
})
