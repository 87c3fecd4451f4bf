// Where our web contents may go, and what the renderer may fetch. The renderer shows only the bundled app:
// navigation anywhere else is cancelled, and every request that is not app:// (or DevTools' own) is blocked at
// the session, so a compromised page cannot reach the network even if CSP failed.
// Do not relax without reading docs/security-checklist.md (items 6, 8 and 23).
import { isAppUrl, parseUrl } from './app-url'

export function isAllowedNavigation(url: string): boolean {
  return isAppUrl(url)
}

const DEVTOOLS_PROTOCOLS = new Set(['devtools:'])

export function isAllowedRendererRequest(url: string): boolean {
  if (isAppUrl(url)) return true
  const parsed = parseUrl(url)
  return parsed !== null && DEVTOOLS_PROTOCOLS.has(parsed.protocol)
}
