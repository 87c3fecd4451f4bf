import { describe, expect, it, vi } from 'vitest'
import { contract, events } from '@shared/ipc/contract'
import { createFakeUpdater } from '@test-support/fake-updater'
import { updateHandlers } from './handlers'
import { createUpdateService } from './update-service'
import {
  createUpdatePolicy,
  DEFAULT_CHECK_INTERVAL_MS,
  updatesEnabled,
  type UpdatePolicyOptions,
} from './update-policy'
import type { Timers } from '@shared/domain/clock'

/** A clock the test moves by hand, so "every few hours" is checked without waiting. */
function manualTimers() {
  let now = 0
  let nextId = 1
  const pending = new Map<number, { at: number; fn: () => void }>()
  const timers: Timers = {
    setTimeout(fn, ms) {
      const id = nextId++
      pending.set(id, { at: now + ms, fn })
      return id
    },
    clearTimeout(handle) {
      pending.delete(handle as number)
    },
  }
  async function advance(ms: number) {
    const until = now + ms
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      pending.delete(due[0])
      now = due[1].at
      due[1].fn()
      // Let the check's promise chain settle before the next timer fires.
      for (let i = 0; i < 10; i++) await Promise.resolve()
    }
    now = until
  }
  return { timers, advance, pendingCount: () => pending.size }
}

function setup(overrides: Partial<UpdatePolicyOptions> = {}) {
  const clock = manualTimers()
  const fake = createFakeUpdater({
    checkForUpdates: vi.fn(async (): Promise<unknown> => null),
    quitAndInstall: vi.fn(),
  })
  let editing = false
  const announce = vi.fn()
  const logger = { info: vi.fn(), warn: vi.fn() }
  const policy = createUpdatePolicy({
    enabled: true,
    updater: fake.updater,
    isEditInProgress: () => editing,
    announce,
    logger,
    timers: clock.timers,
    firstCheckDelayMs: 1000,
    ...overrides,
  })
  return { policy, clock, fake, announce, logger, setEditing: (v: boolean) => (editing = v) }
}

describe('when updates apply', () => {
  it('only in a packaged production build, unless an administrator turns them off', () => {
    expect(updatesEnabled({ isPackaged: true, isDevelopment: false, env: {} })).toBe(true)
    expect(updatesEnabled({ isPackaged: false, isDevelopment: false, env: {} })).toBe(false)
    expect(updatesEnabled({ isPackaged: true, isDevelopment: true, env: {} })).toBe(false)
    expect(updatesEnabled({ isPackaged: true, isDevelopment: false, env: { DX_DESK_DISABLE_UPDATES: '1' } })).toBe(
      false,
    )
    expect(updatesEnabled({ isPackaged: true, isDevelopment: false, env: { DX_DESK_DISABLE_UPDATES: '0' } })).toBe(true)
  })

  it('does nothing at all when disabled', async () => {
    const { policy, clock, fake } = setup({ enabled: false })
    policy.start()
    await policy.checkNow()
    await clock.advance(DEFAULT_CHECK_INTERVAL_MS * 3)
    expect(fake.updater.checkForUpdates).not.toHaveBeenCalled()
    expect(clock.pendingCount()).toBe(0)
    expect(policy.requestRestart()).toEqual({ restarting: false, reason: 'disabled' })
  })
})

describe('checking', () => {
  it('checks shortly after start and then every few hours', async () => {
    const { policy, clock, fake } = setup()
    policy.start()
    expect(fake.updater.checkForUpdates).not.toHaveBeenCalled()
    await clock.advance(1000)
    expect(fake.updater.checkForUpdates).toHaveBeenCalledTimes(1)
    await clock.advance(DEFAULT_CHECK_INTERVAL_MS - 1)
    expect(fake.updater.checkForUpdates).toHaveBeenCalledTimes(1)
    await clock.advance(1)
    expect(fake.updater.checkForUpdates).toHaveBeenCalledTimes(2)
    await clock.advance(DEFAULT_CHECK_INTERVAL_MS * 2)
    expect(fake.updater.checkForUpdates).toHaveBeenCalledTimes(4)
    expect(DEFAULT_CHECK_INTERVAL_MS).toBeGreaterThanOrEqual(60 * 60 * 1000)
  })

  it('never runs two checks at once', async () => {
    const { policy, fake } = setup()
    let finish: () => void = () => undefined
    fake.updater.checkForUpdates.mockImplementationOnce(() => new Promise<null>((done) => (finish = () => done(null))))
    const first = policy.checkNow()
    const second = policy.checkNow()
    expect(fake.updater.checkForUpdates).toHaveBeenCalledTimes(1)
    finish()
    await Promise.all([first, second])
    await policy.checkNow()
    expect(fake.updater.checkForUpdates).toHaveBeenCalledTimes(2)
  })

  it('a failed check (offline, no release) is logged and the next one still runs', async () => {
    const { policy, clock, fake, logger } = setup()
    fake.updater.checkForUpdates.mockRejectedValueOnce(new Error('getaddrinfo ENOTFOUND'))
    policy.start()
    await clock.advance(1000)
    expect(logger.warn).toHaveBeenCalledWith({ err: 'getaddrinfo ENOTFOUND' }, 'update check failed')
    await clock.advance(DEFAULT_CHECK_INTERVAL_MS)
    expect(fake.updater.checkForUpdates).toHaveBeenCalledTimes(2)
  })

  it('stop() cancels the timer and the updater listeners', async () => {
    const { policy, clock, fake } = setup()
    policy.start()
    expect(fake.listenerCount()).toBe(2)
    policy.stop()
    expect(fake.listenerCount()).toBe(0)
    await clock.advance(DEFAULT_CHECK_INTERVAL_MS * 2)
    expect(fake.updater.checkForUpdates).not.toHaveBeenCalled()
  })
})

describe('restarting into an update', () => {
  it('announces a downloaded update once, as contract-shaped data', () => {
    const { policy, fake, announce } = setup()
    policy.start()
    fake.download({ version: '0.2.0', releaseName: 'DX Desk 0.2.0' })
    fake.download({ version: '0.2.0' })
    expect(announce).toHaveBeenCalledTimes(1)
    expect(events['update.ready'].parse(announce.mock.calls[0]?.[0])).toEqual({
      version: '0.2.0',
      releaseName: 'DX Desk 0.2.0',
    })
    expect(policy.ready).toEqual({ version: '0.2.0', releaseName: 'DX Desk 0.2.0' })
  })

  it('never restarts on its own, only when the user asks', async () => {
    const { policy, clock, fake } = setup()
    policy.start()
    fake.download({ version: '0.2.0' })
    await clock.advance(DEFAULT_CHECK_INTERVAL_MS * 3)
    expect(fake.updater.quitAndInstall).not.toHaveBeenCalled()
    expect(policy.requestRestart()).toEqual({ restarting: true, version: '0.2.0' })
    expect(fake.updater.quitAndInstall).toHaveBeenCalledTimes(1)
  })

  it('refuses while an order edit is in progress, and restarts once it is closed', () => {
    const { policy, fake, setEditing } = setup()
    policy.start()
    fake.download({ version: '0.2.0' })
    setEditing(true)
    expect(policy.requestRestart()).toEqual({ restarting: false, reason: 'edit-in-progress' })
    expect(fake.updater.quitAndInstall).not.toHaveBeenCalled()
    setEditing(false)
    expect(policy.requestRestart()).toEqual({ restarting: true, version: '0.2.0' })
  })

  it('has nothing to restart into before a download', () => {
    const { policy, fake } = setup()
    policy.start()
    expect(policy.requestRestart()).toEqual({ restarting: false, reason: 'no-update' })
    expect(fake.updater.quitAndInstall).not.toHaveBeenCalled()
  })
})

describe('the update service and its IPC handlers', () => {
  const ctx = { signal: new AbortController().signal, caller: 'test' }

  function service() {
    const emitted: unknown[] = []
    const updates = createUpdateService({ emit: (event, payload) => emitted.push({ event, payload }) })
    return { updates, emitted, handlers: updateHandlers(updates) }
  }

  it('restart is refused as disabled until main hands it an updater (development, tests)', async () => {
    const { handlers } = service()
    const outcome = await handlers['update.restart']({}, ctx)
    expect(contract['update.restart'].output.parse(outcome)).toEqual({ restarting: false, reason: 'disabled' })
  })

  it('the edit state the renderer reports is what the policy consults', async () => {
    const { updates, handlers } = service()
    const { fake, clock } = setup()
    const stop = updates.start({ enabled: true, updater: fake.updater, timers: clock.timers })
    fake.download({ version: '0.3.0' })
    await handlers['update.editing']({ active: true }, ctx)
    expect(await handlers['update.restart']({}, ctx)).toEqual({ restarting: false, reason: 'edit-in-progress' })
    await handlers['update.editing']({ active: false }, ctx)
    const outcome = await handlers['update.restart']({}, ctx)
    expect(contract['update.restart'].output.parse(outcome)).toEqual({ restarting: true, version: '0.3.0' })
    expect(fake.updater.quitAndInstall).toHaveBeenCalledTimes(1)
    stop()
    expect(updates.requestRestart()).toEqual({ restarting: false, reason: 'disabled' })
    expect(fake.listenerCount()).toBe(0)
  })

  it('announces a download as an `update.ready` event, and tells a page that asks later', async () => {
    const { updates, emitted, handlers } = service()
    const { fake, clock } = setup()
    updates.start({ enabled: true, updater: fake.updater, timers: clock.timers })
    expect(await handlers['update.status']({}, ctx)).toEqual({ ready: null })
    fake.download({ version: '0.4.0', releaseName: 'Spring' })
    const ready = { event: 'update.ready', payload: { version: '0.4.0', releaseName: 'Spring' } }
    expect(emitted).toEqual([ready])
    expect(events['update.ready'].parse(ready.payload)).toEqual(ready.payload)

    // A page loaded after the announcement (a reload) asks as it starts; the old page's open edit is gone.
    await handlers['update.editing']({ active: true }, ctx)
    updates.windowLoaded()
    expect(updates.isEditInProgress()).toBe(false)
    const status = await handlers['update.status']({}, ctx)
    expect(contract['update.status'].output.parse(status)).toEqual({ ready: ready.payload })
    expect(emitted).toEqual([ready])
  })

  it('a second start replaces the first updater instead of running two', () => {
    const { updates } = service()
    const first = setup()
    const second = setup()
    const stopFirst = updates.start({ enabled: true, updater: first.fake.updater, timers: first.clock.timers })
    updates.start({ enabled: true, updater: second.fake.updater, timers: second.clock.timers })
    expect(first.fake.listenerCount()).toBe(0)
    // Stopping the replaced start leaves the running one alone.
    stopFirst()
    expect(second.fake.listenerCount()).toBe(2)
    updates.stop()
    expect(second.fake.listenerCount()).toBe(0)
  })
})
