// Hardening of the renderer's session and of every web contents: all permissions denied (request and check handlers
// both), no network but app:// (and DevTools), the CSP header on every response, no navigation away from the app, no
// new windows, no <webview>, no downloads but the app's own exports. Do not relax without reading
// docs/security-checklist.md.
import type { Session, WebContents } from 'electron'
import type { AppLogger } from '../core/logging'
import { CONTENT_SECURITY_POLICY } from '../core/security/csp'
import { decideDownload } from '../core/security/downloads'
import { isAllowedNavigation, isAllowedRendererRequest } from '../core/security/navigation'
import { decidePermission } from '../core/security/permissions'

const short = (url: string) => url.slice(0, 200)

export function hardenSession(session: Session, logger: AppLogger): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const decision = decidePermission(permission)
    logger.warn(
      { permission, known: decision.known, origin: short(details.requestingUrl ?? '') },
      'permission request denied',
    )
    callback(decision.allow)
  })
  session.setPermissionCheckHandler((_contents, permission) => decidePermission(permission).allow)
  session.setDevicePermissionHandler(() => false)
  session.webRequest.onBeforeRequest((details, callback) => {
    const allowed = isAllowedRendererRequest(details.url)
    if (!allowed)
      logger.warn({ url: short(details.url), type: details.resourceType }, 'renderer network request blocked')
    callback({ cancel: !allowed })
  })
  session.on('will-download', (event, item) => {
    const verdict = decideDownload(item.getURL(), item.getFilename())
    if (verdict.allow) return
    event.preventDefault()
    logger.warn({ url: short(item.getURL()), reason: verdict.reason }, 'download blocked')
  })
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    })
  })
}

export function guardWebContents(contents: WebContents, logger: AppLogger): void {
  const refuse = (what: string, url: string, prevent: () => void) => {
    if (isAllowedNavigation(url)) return
    prevent()
    logger.warn({ url: short(url) }, `${what} blocked`)
  }
  contents.on('will-navigate', (event, url) => refuse('navigation', url, () => event.preventDefault()))
  contents.on('will-redirect', (event, url) => refuse('redirect', url, () => event.preventDefault()))
  contents.on('will-frame-navigate', (event) => refuse('frame navigation', event.url, () => event.preventDefault()))
  contents.setWindowOpenHandler(({ url }) => {
    logger.warn({ url: short(url) }, 'new window blocked')
    return { action: 'deny' }
  })
  contents.on('will-attach-webview', (event) => {
    event.preventDefault()
    logger.warn({}, 'webview blocked')
  })
}
