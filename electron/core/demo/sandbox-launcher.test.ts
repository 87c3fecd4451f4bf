import { describe, expect, it } from 'vitest'
import { lazySandbox } from './sandbox-launcher'
import { parseSandboxMessage } from './sandbox-message'

describe('lazySandbox', () => {
  it('starts once for concurrent callers, retries after a failed start, and stops what it started', async () => {
    let starts = 0
    let stops = 0
    let fail = true
    const demo = lazySandbox({
      start: async () => {
        starts++
        if (fail) throw new Error('port in use')
        return { baseUrl: 'http://127.0.0.1:5000/dxsca-web' }
      },
      stop: async () => void stops++,
    })
    expect(demo.current()).toBeNull()
    await expect(demo.ensureStarted()).rejects.toThrow('port in use')
    fail = false
    const [a, b] = await Promise.all([demo.ensureStarted(), demo.ensureStarted()])
    expect(a).toBe('http://127.0.0.1:5000/dxsca-web')
    expect(b).toBe(a)
    expect(starts).toBe(2)
    expect(demo.current()).toBe(a)
    await demo.stop()
    await demo.stop()
    expect(stops).toBe(1)
    expect(demo.current()).toBeNull()
  })

  it('does not start anything just to stop it', async () => {
    let starts = 0
    const demo = lazySandbox({ start: async () => ({ baseUrl: String(++starts) }), stop: async () => undefined })
    await demo.stop()
    expect(starts).toBe(0)
  })
})

describe('parseSandboxMessage', () => {
  it('believes a ready message with a loopback http URL', () => {
    expect(parseSandboxMessage({ type: 'ready', url: 'http://127.0.0.1:53211/dxsca-web' })).toEqual({
      type: 'ready',
      baseUrl: 'http://127.0.0.1:53211/dxsca-web',
    })
    expect(parseSandboxMessage({ type: 'error', message: 'EADDRINUSE' })).toEqual({
      type: 'error',
      message: 'EADDRINUSE',
    })
  })

  it.each([
    ['another host', { type: 'ready', url: 'http://attacker.example:80/dxsca-web' }],
    ['https elsewhere', { type: 'ready', url: 'https://127.0.0.1.evil.example/dxsca-web' }],
    ['credentials', { type: 'ready', url: 'http://user:pw@127.0.0.1:1/dxsca-web' }],
    ['another path', { type: 'ready', url: 'http://127.0.0.1:1/other' }],
    ['a query', { type: 'ready', url: 'http://127.0.0.1:1/dxsca-web?x=1' }],
    ['extra keys', { type: 'ready', url: 'http://127.0.0.1:1/dxsca-web', password: 'x' }],
    ['not a URL', { type: 'ready', url: 'nope' }],
    ['not an object', 'ready'],
    ['nothing', undefined],
  ])('refuses %s', (_what, message) => {
    expect(parseSandboxMessage(message)).toEqual({ type: 'invalid' })
  })
})
