// Decides whether this machine can keep a password safely. Linux's `basic_text` backend "encrypts" with a
// key hard-coded in Chromium, which is obfuscation, not protection: we refuse it exactly like no encryption
// at all, and say why in one sentence. Do not relax without reading docs/security-checklist.md (item 22).
import type { CipherPort } from './cipher-port'

export interface SecretBackendStatus {
  backend: string
  canRemember: boolean
  /** Why passwords cannot be remembered, in one sentence, when canRemember is false. */
  reason?: string
}

export const UNAVAILABLE_REASON =
  'The operating system offers no encryption to this app right now, so passwords are not saved and are asked for at each connect.'
export const BASIC_TEXT_REASON =
  'Linux reports no keyring (such as GNOME Keyring or KWallet) for this app, so a saved password would be protected only by a key built into the app; passwords are asked for at each connect instead.'
export const UNKNOWN_REASON =
  'The operating system has not said which password store it uses, so passwords are not saved and are asked for at each connect.'

/** Backends that exist but protect nothing. */
const REFUSED_BACKENDS: Readonly<Record<string, string>> = {
  basic_text: BASIC_TEXT_REASON,
  unknown: UNKNOWN_REASON,
  unavailable: UNAVAILABLE_REASON,
}

export async function assessBackend(cipher: CipherPort): Promise<SecretBackendStatus> {
  let backend: string
  let available: boolean
  try {
    available = await cipher.isAvailable()
    backend = await cipher.backend()
  } catch {
    return { backend: 'unavailable', canRemember: false, reason: UNAVAILABLE_REASON }
  }
  if (!available) return { backend: backend || 'unavailable', canRemember: false, reason: UNAVAILABLE_REASON }
  const refused = Object.hasOwn(REFUSED_BACKENDS, backend) ? REFUSED_BACKENDS[backend] : undefined
  if (refused) return { backend, canRemember: false, reason: refused }
  return { backend, canRemember: true }
}
