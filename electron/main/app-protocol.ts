// Serves the built renderer as app://dx-desk/ (never file://), through the same resolver and headers the
// tests use: GET/HEAD only, path-traversal guard, CSP on every response.
// Do not relax without reading docs/security-checklist.md (items 5 and 7).
import { readFile } from 'node:fs/promises'
import type { Protocol } from 'electron'
import { APP_HOST, APP_SCHEME, resolveAppAsset } from '../core/security/app-protocol'
import type { AppLogger } from '../core/logging'

/**
 * Must run before the app is ready: app:// becomes a standard, secure origin with its own storage.
 * `codeCache` lets V8 keep the renderer's compiled code between starts (only http(s) gets that by default), so
 * later starts can skip compiling the first screen's JavaScript (whether Chromium does it for module scripts is
 * open: docs/performance.md, "Start-up: V8's code cache for app://"). Electron keys that cache
 * by a hash of each script's text, not by response headers, so a new build never runs code compiled from an
 * old one; the cache lives in the session's own folder and grants the scheme nothing else (CSP still applies).
 */
export function registerAppScheme(protocol: Protocol): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, codeCache: true, supportFetchAPI: false, corsEnabled: false },
    },
  ])
}

export function serveApp(protocol: Protocol, rendererDir: string, logger: AppLogger): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    if (url.host !== APP_HOST) return new Response(null, { status: 404 })
    const asset = resolveAppAsset(rendererDir, request.method, url.pathname)
    if (!asset.ok) {
      logger.warn({ path: url.pathname.slice(0, 200), status: asset.status, reason: asset.reason }, 'app:// refused')
      return new Response(null, { status: asset.status })
    }
    try {
      const body = request.method === 'HEAD' ? null : await readFile(asset.filePath)
      return new Response(body, { status: 200, headers: asset.headers })
    } catch {
      return new Response(null, { status: 404 })
    }
  })
}
