import { describe, expect, it } from 'vitest'
import { FakeTime } from '@test-support/stub-server'
import { Throttle } from './throttle'

describe('token-bucket throttle', () => {
  it('lets a burst through, then spaces requests at the configured rate', async () => {
    const time = new FakeTime()
    const throttle = new Throttle({ data: { perSecond: 2, burst: 2 } }, time)
    for (let i = 0; i < 5; i++) await throttle.take('data')
    // 2 at once, then one every 500 ms.
    expect(time.sleeps).toEqual([500, 500, 500])
  })

  it('keeps categories apart and leaves unconfigured ones alone', async () => {
    const time = new FakeTime()
    const throttle = new Throttle({ login: { perSecond: 1 } }, time)
    await throttle.take('login')
    for (let i = 0; i < 20; i++) await throttle.take('data')
    expect(time.sleeps).toEqual([])
    await throttle.take('login')
    expect(time.sleeps).toEqual([1000])
  })

  it('refills after a quiet spell', async () => {
    const time = new FakeTime()
    const throttle = new Throttle({ trading: { perSecond: 1, burst: 1 } }, time)
    await throttle.take('trading')
    time.current += 5_000
    await throttle.take('trading')
    expect(time.sleeps).toEqual([])
  })

  it('a queued caller that aborts gets its abort reason and gives its slot back', async () => {
    const throttle = new Throttle({ data: { perSecond: 5, burst: 1 } })
    await throttle.take('data')
    const controller = new AbortController()
    const queued = throttle.take('data', controller.signal)
    controller.abort(new Error('filter changed'))
    await expect(queued).rejects.toThrow('filter changed')
    // The slot was refunded: the next caller waits one interval (200 ms), not two.
    const started = Date.now()
    await throttle.take('data')
    expect(Date.now() - started).toBeLessThan(330)
  })

  it('an already aborted signal never takes a slot', async () => {
    const time = new FakeTime()
    const throttle = new Throttle({ data: { perSecond: 1, burst: 1 } }, time)
    const controller = new AbortController()
    controller.abort(new Error('gone'))
    await expect(throttle.take('data', controller.signal)).rejects.toThrow('gone')
    await throttle.take('data')
    expect(time.sleeps).toEqual([])
  })

  it('can be switched off', async () => {
    const time = new FakeTime()
    const throttle = new Throttle(false, time)
    for (let i = 0; i < 100; i++) await throttle.take('login')
    expect(time.sleeps).toEqual([])
  })
})
