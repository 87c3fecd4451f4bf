// Strong, quoted ETags derived from account versions (docs/api-notes.md, "ETags"): one account → `"<version>"`;
// several → a hash of the sorted `account=version` pairs, so any change on any listed account changes it.
import { createHash } from 'node:crypto'
import type { AccountState } from '../state/world'

export function accountsEtag(accounts: readonly AccountState[]): string {
  if (accounts.length === 1 && accounts[0]) return `"${accounts[0].version}"`
  const pairs = accounts.map((a) => `${a.code}=${a.version}`).sort()
  return `"${createHash('sha256').update(pairs.join(';')).digest('hex').slice(0, 20)}"`
}

function entries(header: string): string[] {
  return header
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/** If-None-Match uses the weak comparison (RFC 9110, section 13.1.2): W/ prefixes are ignored; `*` matches. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  const strip = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag)
  return entries(header).some((tag) => tag === '*' || strip(tag) === etag)
}

/** If-Match uses the strong comparison; `*` is not accepted (not documented for DX). */
export function ifMatchHits(header: string, etag: string): boolean {
  return entries(header).some((tag) => tag === etag)
}
