import { describe, expect, it } from 'vitest'
import type { SessionInfo } from '../../../shared/ipc/contract'
import { shouldProtectContent, watchContentProtection } from './content-protection'

function fakeServices(kind: SessionInfo['kind'] | null) {
  let current = kind
  const listeners: Array<() => void> = []
  return {
    sessions: { current: () => (current ? ({ kind: current } as SessionInfo) : null) },
    on: (_event: string, listener: () => void) => {
      listeners.push(listener)
      return () => void listeners.splice(listeners.indexOf(listener), 1)
    },
    change(next: SessionInfo['kind'] | null) {
      current = next
      for (const l of [...listeners]) l()
    },
  }
}

describe('screen-capture protection (checklist item 26)', () => {
  it('protects the window during support sessions only, unless the installation allows capture', () => {
    expect(shouldProtectContent({ kind: 'support' }, {})).toBe(true)
    expect(shouldProtectContent({ kind: 'trader' }, {})).toBe(false)
    expect(shouldProtectContent(null, {})).toBe(false)
    expect(shouldProtectContent({ kind: 'support' }, { DX_DESK_ALLOW_SCREEN_CAPTURE: '1' })).toBe(false)
  })

  it('follows the session: on when support connects, off when it disconnects or a trader connects', () => {
    const services = fakeServices(null)
    const applied: boolean[] = []
    const stop = watchContentProtection(services, (p) => applied.push(p), {})
    services.change('support')
    services.change('support')
    services.change(null)
    services.change('trader')
    services.change('support')
    stop()
    services.change(null)
    expect(applied).toEqual([false, true, false, true])
  })
})
