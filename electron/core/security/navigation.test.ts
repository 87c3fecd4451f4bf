import { describe, expect, it } from 'vitest'
import { isAppUrl, originOf } from './app-url'
import { isAllowedNavigation, isAllowedRendererRequest } from './navigation'

const HOSTILE = [
  'https://evil.example/',
  'http://127.0.0.1:8300/dxsca-web',
  'app://dx-desk.evil/',
  'app://dx-desk@evil/',
  'app://user:pass@dx-desk/',
  'app://dx-desk:8080/',
  'app://evil/app://dx-desk/',
  'file:///etc/passwd',
  'file://server/share/x',
  'javascript:alert(1)',
  'data:text/html,hi',
  'blob:app://dx-desk/abc',
  'about:blank',
  'chrome://settings',
  'ws://127.0.0.1:1/',
  '',
  'not a url',
]

describe('app URLs', () => {
  it('recognises our own pages only', () => {
    expect(isAppUrl('app://dx-desk/index.html')).toBe(true)
    expect(isAppUrl('app://dx-desk/assets/index-abc.js')).toBe(true)
    for (const url of HOSTILE) expect(isAppUrl(url), url).toBe(false)
  })

  it('computes the origin of a custom scheme that Node does not know', () => {
    expect(originOf(new URL('app://dx-desk/x'))).toBe('app://dx-desk')
    expect(originOf(new URL('https://a.example:8443/x'))).toBe('https://a.example:8443')
  })
})

describe('isAllowedNavigation', () => {
  it('allows navigation inside the app and nowhere else', () => {
    expect(isAllowedNavigation('app://dx-desk/index.html#/orders')).toBe(true)
    for (const url of HOSTILE) expect(isAllowedNavigation(url), url).toBe(false)
    expect(isAllowedNavigation('devtools://devtools/bundled/inspector.html')).toBe(false)
  })
})

describe('isAllowedRendererRequest', () => {
  it('lets the renderer load app:// and DevTools, and blocks all network', () => {
    expect(isAllowedRendererRequest('app://dx-desk/assets/index.js')).toBe(true)
    expect(isAllowedRendererRequest('devtools://devtools/bundled/inspector.html')).toBe(true)
    for (const url of HOSTILE) expect(isAllowedRendererRequest(url), url).toBe(false)
  })
})
