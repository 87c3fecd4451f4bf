// The one check before anything is handed to the OS (shell.openExternal): the OS will happily run `file:`,
// `smb:`, `ms-msdt:` and other handlers, so only parsed `https:` URLs on a real host pass, never with
// credentials, never with whitespace or control characters the OS might reinterpret.
// Do not relax without reading docs/security-checklist.md (item 10).
import type { LinkRefusal } from '@shared/ipc/result'

export type ExternalUrlVerdict = { ok: true; url: string } | { ok: false; reason: LinkRefusal; protocol?: string }

const MAX_LENGTH = 2048
// Control characters, whitespace and backslashes: harmless to URL, but OS handlers and shells parse them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this check
const SUSPICIOUS = /[\u0000-\u0020\u007f-\u009f\\]/

export function validateExternalUrl(raw: unknown): ExternalUrlVerdict {
  if (typeof raw !== 'string' || raw.length === 0) return { ok: false, reason: 'not-a-url' }
  if (raw.length > MAX_LENGTH) return { ok: false, reason: 'too-long' }
  if (SUSPICIOUS.test(raw)) return { ok: false, reason: 'unsafe-characters' }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, reason: 'not-a-url' }
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'not-https', protocol: url.protocol.slice(0, 40) }
  if (url.username || url.password) return { ok: false, reason: 'credentials' }
  if (!url.hostname) return { ok: false, reason: 'no-host' }
  return { ok: true, url: url.href }
}

/** Hosts the project's own documentation links to (the Releases page and the source). */
export const DOCUMENTED_HOSTS: readonly string[] = ['github.com']

/**
 * Whether a validated https URL goes to a host the person already trusts: one of their saved profiles' servers
 * or a documented host. Anything else is opened only after main asks.
 */
export function isKnownExternalHost(url: string, profileBaseUrls: readonly string[]): boolean {
  const host = new URL(url).hostname.toLowerCase()
  if (DOCUMENTED_HOSTS.includes(host)) return true
  return profileBaseUrls.some((base) => {
    try {
      const u = new URL(base)
      return u.protocol === 'https:' && u.hostname.toLowerCase() === host
    } catch {
      return false
    }
  })
}
