// Checklist items 3, 5, 6, 8, 9, 14 and 23 through the real handlers electron/main/session-hardening.ts installs,
// driven with stand-ins for Electron's Session and WebContents (the module only imports Electron's types, so it
// runs under Node): every permission denied, every non-app request cancelled, CSP on every response, navigation
// and redirects away from app:// prevented, new windows denied, <webview> never attached.
import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { guardWebContents, hardenSession } from '../../electron/main/session-hardening'
import { recordingLogger } from '../../electron/core/logging'
import { PERMISSION_TABLE } from '../../electron/core/security/permissions'
import { parseCsp } from '../../electron/core/security/csp'

// Electron's own types, taken from the functions under test (only electron/main may import Electron).
type Session = Parameters<typeof hardenSession>[0]
type WebContents = Parameters<typeof guardWebContents>[0]

type PermissionRequest = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl?: string },
) => void
type PermissionCheck = (contents: unknown, permission: string, origin: string, details: object) => boolean
type BeforeRequest = (
  details: { url: string; resourceType: string },
  callback: (r: { cancel: boolean }) => void,
) => void
type HeadersReceived = (
  details: { url: string; responseHeaders?: Record<string, string[]> },
  callback: (r: { responseHeaders: Record<string, string[]> }) => void,
) => void

function fakeSession() {
  const handlers: {
    request?: PermissionRequest
    check?: PermissionCheck
    device?: () => boolean
    beforeRequest?: BeforeRequest
    headers?: HeadersReceived
  } = {}
  const events = new EventEmitter()
  const session = {
    on: (name: string, listener: (...args: unknown[]) => void) => events.on(name, listener),
    setPermissionRequestHandler: (h: PermissionRequest) => (handlers.request = h),
    setPermissionCheckHandler: (h: PermissionCheck) => (handlers.check = h),
    setDevicePermissionHandler: (h: () => boolean) => (handlers.device = h),
    webRequest: {
      onBeforeRequest: (h: BeforeRequest) => (handlers.beforeRequest = h),
      onHeadersReceived: (h: HeadersReceived) => (handlers.headers = h),
    },
  }
  return { session: session as unknown as Session, handlers, events }
}

class FakeContents extends EventEmitter {
  openHandler?: (details: { url: string }) => { action: string }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler
  }
  /** Emits like Electron does and reports whether a listener called preventDefault. */
  fire(event: string, ...args: unknown[]): boolean {
    let prevented = false
    const e = { preventDefault: () => (prevented = true), url: typeof args[0] === 'string' ? args[0] : '' }
    this.emit(event, e, ...args)
    return prevented
  }
}

const OUTSIDE = [
  'https://evil.example/',
  'http://127.0.0.1:8300/dxsca-web/login',
  'file:///etc/passwd',
  'app://dx-desk.evil/index.html',
  'app://evil@dx-desk/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'about:blank',
  'chrome://settings',
]

describe('session hardening', () => {
  const { session, handlers, events } = fakeSession()
  const logger = recordingLogger()
  hardenSession(session, logger)

  it('denies every permission request, known or not, and logs it (item 14)', async () => {
    const permissions = [...Object.keys(PERMISSION_TABLE), 'some-future-permission', '__proto__']
    for (const permission of permissions) {
      const granted = await new Promise<boolean>((done) =>
        handlers.request?.({}, permission, done, { requestingUrl: 'app://dx-desk/index.html' }),
      )
      expect(granted, permission).toBe(false)
    }
    expect(logger.lines.filter((l) => l.message === 'permission request denied')).toHaveLength(permissions.length)
  })

  it('answers every permission check with "no" and refuses every device (item 14)', () => {
    for (const permission of [...Object.keys(PERMISSION_TABLE), 'anything']) {
      expect(handlers.check?.({}, permission, 'app://dx-desk', {}), permission).toBe(false)
    }
    expect(handlers.device?.()).toBe(false)
  })

  it('lets the renderer load app:// only: every network request is cancelled (items 6 and 23)', () => {
    const decide = (url: string, resourceType = 'xhr') =>
      new Promise<boolean>((done) => handlers.beforeRequest?.({ url, resourceType }, (r) => done(r.cancel)))
    return Promise.all([
      expect(decide('app://dx-desk/index.html', 'mainFrame')).resolves.toBe(false),
      expect(decide('app://dx-desk/assets/index-abc.js', 'script')).resolves.toBe(false),
      ...[
        'https://example.com/steal',
        'http://127.0.0.1:8300/dxsca-web/accounts',
        'wss://example.com/socket',
        'ws://127.0.0.1:1/',
        'file:///etc/passwd',
        'ftp://example.com/x',
        'app://dx-desk.evil/x.js',
      ].map((url) => expect(decide(url), url).resolves.toBe(true)),
    ])
  })

  it('puts the strict CSP on every response (item 5)', async () => {
    const headers = await new Promise<Record<string, string[]>>((done) =>
      handlers.headers?.(
        { url: 'app://dx-desk/index.html', responseHeaders: { 'Content-Security-Policy': ['default-src *'] } },
        (r) => done(r.responseHeaders),
      ),
    )
    const [policy] = headers['Content-Security-Policy'] ?? []
    const csp = parseCsp(policy ?? '')
    expect(csp.get('default-src')).toBe("'none'")
    expect(csp.get('script-src')).toBe("'self'")
    expect(csp.get('connect-src')).toBe("'none'")
  })

  it('saves only the app’s own .csv/.json exports; every other download is cancelled before a file is written', () => {
    const download = (url: string, filename: string) => {
      let prevented = false
      events.emit(
        'will-download',
        { preventDefault: () => (prevented = true) },
        {
          getURL: () => url,
          getFilename: () => filename,
        },
      )
      return prevented
    }
    expect(download('blob:app://dx-desk/0b9c', 'dx-desk-audit-20261123-101500.csv')).toBe(false)
    expect(download('https://evil.example/tool.exe', 'tool.exe')).toBe(true)
    expect(download('blob:app://dx-desk/0b9c', 'payload.hta')).toBe(true)
    expect(logger.lines.some((l) => l.message === 'download blocked')).toBe(true)
  })
})

describe('web contents guards', () => {
  const contents = new FakeContents()
  const logger = recordingLogger()
  guardWebContents(contents as unknown as WebContents, logger)

  it('prevents navigation, redirects and frame navigation away from the app (item 8)', () => {
    for (const url of OUTSIDE) {
      expect(contents.fire('will-navigate', url), `navigate ${url}`).toBe(true)
      expect(contents.fire('will-redirect', url), `redirect ${url}`).toBe(true)
      expect(contents.fire('will-frame-navigate', url), `frame ${url}`).toBe(true)
    }
    expect(contents.fire('will-navigate', 'app://dx-desk/index.html#/orders')).toBe(false)
    expect(logger.lines.some((l) => l.message === 'navigation blocked')).toBe(true)
  })

  it('denies every new window, even one for our own origin (item 9)', () => {
    for (const url of [...OUTSIDE, 'app://dx-desk/index.html', '']) {
      expect(contents.openHandler?.({ url }), url).toEqual({ action: 'deny' })
    }
  })

  it('never attaches a <webview> (item 3)', () => {
    expect(contents.fire('will-attach-webview', {}, { src: 'https://evil.example/' })).toBe(true)
  })
})
