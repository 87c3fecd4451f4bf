import { describe, expect, it } from 'vitest'
import type { SessionInfo } from '@shared/ipc/contract'
import { shouldProtectContent, watchContentProtection } from './content-protection'

function fakeServices(delegated: boolean | null) {
  let current = delegated
  const listeners: Array<() => void> = []
  return {
    sessions: { current: () => (current === null ? null : ({ delegated: current } as SessionInfo)) },
    on: (_event: string, listener: () => void) => {
      listeners.push(listener)
      return () => void listeners.splice(listeners.indexOf(listener), 1)
    },
    change(next: boolean | null) {
      current = next
      for (const l of [...listeners]) l()
    },
  }
}

describe('screen-capture protection (checklist item 26)', () => {
  it('protects the window during delegated sessions only, unless the installation allows capture', () => {
    expect(shouldProtectContent({ delegated: true }, {})).toBe(true)
    expect(shouldProtectContent({ delegated: false }, {})).toBe(false)
    expect(shouldProtectContent(null, {})).toBe(false)
    expect(shouldProtectContent({ delegated: true }, { DX_DESK_ALLOW_SCREEN_CAPTURE: '1' })).toBe(false)
  })

  it('follows the session: on when it becomes delegated, off when it disconnects or an own-accounts one connects', () => {
    const services = fakeServices(null)
    const applied: boolean[] = []
    const stop = watchContentProtection(services, (p) => applied.push(p), {})
    services.change(true)
    services.change(true)
    services.change(null)
    services.change(false)
    services.change(true)
    stop()
    services.change(null)
    expect(applied).toEqual([false, true, false, true])
  })
})
