// Resolves app:// requests to files of the built renderer. Shared by the Electron protocol handler and
// the test harness's static server, so both enforce the same traversal guard and headers.
import { extname, isAbsolute, relative, resolve, sep } from 'node:path'
import { CONTENT_SECURITY_POLICY } from './csp'

export const APP_SCHEME = 'app'
export const APP_HOST = 'dx-desk'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** Why a request was refused: logged with the status, never sent (the response has no body). */
export type AssetRefusal =
  | 'method-not-allowed'
  | 'bad-encoding'
  | 'illegal-character'
  | 'path-traversal'
  | 'absolute-path'
  | 'outside-root'
  | 'unknown-type'

export type AssetResolution =
  | { ok: true; filePath: string; headers: Record<string, string> }
  | { ok: false; status: 400 | 403 | 404 | 405; reason: AssetRefusal }

export function securityHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
  }
}

/**
 * Maps a request path (already stripped of scheme and host) onto a file below rootDir.
 * Refuses anything that could escape rootDir: `..` (plain or percent-encoded), absolute and UNC paths,
 * backslashes, NUL bytes.
 */
export function resolveAppAsset(rootDir: string, method: string, pathname: string): AssetResolution {
  if (method !== 'GET' && method !== 'HEAD') return { ok: false, status: 405, reason: 'method-not-allowed' }
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { ok: false, status: 400, reason: 'bad-encoding' }
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { ok: false, status: 400, reason: 'illegal-character' }
  const segments = decoded.split('/').filter((s) => s.length > 0)
  if (segments.some((s) => s === '..' || s === '.')) return { ok: false, status: 403, reason: 'path-traversal' }
  if (segments[0] !== undefined && /^[a-zA-Z]:$/.test(segments[0])) {
    return { ok: false, status: 403, reason: 'absolute-path' }
  }
  const relativePath = segments.length === 0 ? 'index.html' : segments.join('/')
  const root = resolve(rootDir)
  const filePath = resolve(root, relativePath)
  const rel = relative(root, filePath)
  if (rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..')) {
    return { ok: false, status: 403, reason: 'outside-root' }
  }
  const contentType = CONTENT_TYPES[extname(filePath).toLowerCase()]
  if (!contentType) return { ok: false, status: 404, reason: 'unknown-type' }
  return { ok: true, filePath, headers: securityHeaders(contentType) }
}
