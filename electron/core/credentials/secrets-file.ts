// The on-disk shape of saved passwords: versioned, naming the backend that encrypted it, one base64
// ciphertext per profile. The plaintext inside each ciphertext also names the server and login the password
// belongs to, so a profile re-pointed at another server (by a user, a bug or a hostile renderer) can never
// make the app send a saved password there.
import { z } from 'zod'

export const SECRETS_FORMAT = 'dx-desk-secrets'
export const SECRETS_VERSION = 1

const profileIdKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/)

export const SecretEntrySchema = z
  .object({
    ciphertext: z
      .string()
      .max(65_536)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
    savedAt: z.string().max(64),
  })
  .strict()

export const SecretsFileSchema = z
  .object({
    format: z.literal(SECRETS_FORMAT),
    version: z.literal(SECRETS_VERSION),
    backend: z.string().min(1).max(64),
    entries: z.record(profileIdKey, SecretEntrySchema),
  })
  .strict()
export type SecretsFile = z.infer<typeof SecretsFileSchema>

/** Where a password may be sent. */
export interface SecretBinding {
  baseUrl: string
  username: string
  domain: string
}

export const SealedSecretSchema = z
  .object({
    v: z.literal(1),
    password: z.string().min(1),
    baseUrl: z.string(),
    username: z.string(),
    domain: z.string(),
  })
  .strict()

export function sameBinding(a: SecretBinding, b: SecretBinding): boolean {
  return a.baseUrl === b.baseUrl && a.username === b.username && a.domain === b.domain
}

export function emptySecretsFile(backend: string): SecretsFile {
  return { format: SECRETS_FORMAT, version: SECRETS_VERSION, backend, entries: {} }
}
