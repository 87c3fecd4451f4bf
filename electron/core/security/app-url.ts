// Is this URL one of our own pages? Parsed with URL and compared as scheme + host exactly — never by string
// prefix, so `app://dx-desk.evil`, `app://dx-desk@evil` or `app://evil/app://dx-desk` do not pass.
// Do not relax without reading docs/security-checklist.md (items 8 and 12).
import { APP_HOST, APP_ORIGIN, APP_SCHEME } from './app-protocol'

export function parseUrl(raw: string): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8192) return null
  try {
    return new URL(raw)
  } catch {
    return null
  }
}

/**
 * The origin of a URL as Chromium sees it. Node's URL reports `null` as the origin of schemes it does not know
 * (our `app:` is a registered standard scheme only inside Electron), so for those we build it from the parts.
 */
export function originOf(url: URL): string {
  return url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`
}

export function isAppUrl(raw: string): boolean {
  const url = parseUrl(raw)
  if (!url) return false
  return (
    url.protocol === `${APP_SCHEME}:` &&
    url.hostname === APP_HOST &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    originOf(url) === APP_ORIGIN
  )
}
