import { describe, expect, it } from 'vitest'
import { checkSender, isTrustedSender } from './sender'

const known = new Set([1, 2])
const trusted = { senderFrameUrl: 'app://dx-desk/index.html', isMainFrame: true, windowId: 1, knownWindowIds: known }

describe('isTrustedSender', () => {
  it('trusts the main frame of a window we created showing our app:// page', () => {
    expect(isTrustedSender(trusted)).toBe(true)
    expect(isTrustedSender({ ...trusted, senderFrameUrl: 'app://dx-desk/' })).toBe(true)
    expect(isTrustedSender({ ...trusted, senderFrameUrl: 'app://dx-desk/index.html#/orders?x=1' })).toBe(true)
    expect(isTrustedSender({ ...trusted, knownWindowIds: [1] })).toBe(true)
  })

  it.each([
    ['a sub-frame', { isMainFrame: false }],
    ['an unknown window', { windowId: 3 }],
    ['no window at all', { windowId: null }],
    ['a destroyed frame (empty URL)', { senderFrameUrl: '' }],
    ['a look-alike host', { senderFrameUrl: 'app://dx-desk.evil/index.html' }],
    ['credentials before the host', { senderFrameUrl: 'app://dx-desk@evil/index.html' }],
    ['our host after credentials', { senderFrameUrl: 'app://evil@dx-desk.evil/' }],
    ['a port', { senderFrameUrl: 'app://dx-desk:443/index.html' }],
    ['another scheme with our host', { senderFrameUrl: 'https://dx-desk/index.html' }],
    ['our origin as a path', { senderFrameUrl: 'https://evil.example/app://dx-desk/' }],
    ['a file URL', { senderFrameUrl: 'file:///C:/app/index.html' }],
    ['a data URL', { senderFrameUrl: 'data:text/html,<script>alert(1)</script>' }],
    ['about:blank', { senderFrameUrl: 'about:blank' }],
    ['a blob from our origin', { senderFrameUrl: 'blob:app://dx-desk/1234' }],
    ['devtools', { senderFrameUrl: 'devtools://devtools/bundled/inspector.html' }],
    ['upper-case look-alike', { senderFrameUrl: 'APP://DX-DESK.EVIL/' }],
    ['a prefix match', { senderFrameUrl: 'app://dx-deskx/index.html' }],
    ['not a URL', { senderFrameUrl: 'app:dx-desk' }],
  ])('refuses %s', (_what, change) => {
    const facts = { ...trusted, ...change }
    expect(isTrustedSender(facts)).toBe(false)
    const verdict = checkSender(facts)
    expect(verdict.trusted).toBe(false)
    if (!verdict.trusted) expect(['not-main-frame', 'unknown-window', 'not-app-origin']).toContain(verdict.reason)
  })
})
