// Decides whether this machine can keep a password safely. Linux's `basic_text` backend "encrypts" with a
// key hard-coded in Chromium, which is obfuscation, not protection: we refuse it exactly like no encryption
// at all, and say why (the renderer words the reason's code). Do not relax without reading docs/security-checklist.md (item 22).
import type { SecretStoreReason } from '@shared/ipc/result'
import type { CipherPort } from './cipher-port'

export interface SecretBackendStatus {
  backend: string
  canRemember: boolean
  /** Why passwords cannot be remembered, when canRemember is false: the renderer words it. */
  reason?: SecretStoreReason
}

/** Backends that exist but protect nothing. */
const REFUSED_BACKENDS: Readonly<Record<string, SecretStoreReason>> = {
  basic_text: 'basic-text',
  unknown: 'unknown',
  unavailable: 'unavailable',
}

export async function assessBackend(cipher: CipherPort): Promise<SecretBackendStatus> {
  let backend: string
  let available: boolean
  try {
    available = await cipher.isAvailable()
    backend = await cipher.backend()
  } catch {
    return { backend: 'unavailable', canRemember: false, reason: 'unavailable' }
  }
  if (!available) return { backend: backend || 'unavailable', canRemember: false, reason: 'unavailable' }
  const refused = Object.hasOwn(REFUSED_BACKENDS, backend) ? REFUSED_BACKENDS[backend] : undefined
  if (refused) return { backend, canRemember: false, reason: refused }
  return { backend, canRemember: true }
}
