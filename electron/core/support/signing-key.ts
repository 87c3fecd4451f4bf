// The key this DX Desk signs its snapshots with: an Ed25519 pair made on first use and kept in the user-data
// folder, the private half only as ciphertext from the OS key store (the same cipher as saved passwords). Where
// the OS offers no real encryption the pair lives for this run only: nothing secret is written in the clear,
// and snapshots are still signed (a later run then reads them as from an unknown signer).
import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { systemClock, type Clock } from '@shared/domain/clock'
import type { CipherPort } from '../credentials/cipher-port'
import { assessBackend } from '../credentials/secret-backend'
import { writeFileAtomic } from '../files/atomic-write'
import { keepAside } from '../files/keep-aside'
import { silentLogger, type AppLogger } from '../logging/app-logger'

export const SIGNING_KEY_FILE = 'snapshot-signing-key.json'

const KeyFileSchema = z
  .object({
    format: z.literal('dx-desk-signing-key'),
    version: z.literal(1),
    backend: z.string().max(64),
    publicKey: z.string().max(200),
    privateKey: z.string().max(4000),
  })
  .strict()

export interface SigningKey {
  /** The public key as SPKI DER, base64: what a snapshot carries. */
  publicKey: string
  fingerprint: string
  sign(data: Buffer): string
  /** A stable pseudonym for a value (an account code), the same in every snapshot this desk writes. */
  pseudonym(value: string): string
}

export interface SigningKeys {
  own(): Promise<SigningKey>
}

/** SHA-256 of the SPKI bytes, hex, first 16 characters: how a signer is named on screen. */
export function fingerprintOf(publicKeyBase64: string): string {
  return createHash('sha256').update(Buffer.from(publicKeyBase64, 'base64')).digest('hex').slice(0, 16)
}

/** Whether `signature` (base64) is an Ed25519 signature by `publicKey` (SPKI DER, base64) over `data`. */
export function verifySignature(publicKey: string, data: Buffer, signature: string): boolean {
  let key: KeyObject
  try {
    key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' })
  } catch {
    return false
  }
  if (key.asymmetricKeyType !== 'ed25519') return false
  try {
    return verify(null, data, key, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}

function keyOf(privateKey: KeyObject): SigningKey {
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64')
  // The pseudonym key is derived from the private key, so it is as secret as the key and as stable.
  const pseudonymKey = createHash('sha256')
    .update('dx-desk snapshot pseudonyms\0')
    .update(privateKey.export({ format: 'der', type: 'pkcs8' }))
    .digest()
  return {
    publicKey,
    fingerprint: fingerprintOf(publicKey),
    sign: (data) => sign(null, data, privateKey).toString('base64'),
    pseudonym: (value) => `client-${createHmac('sha256', pseudonymKey).update(value).digest('hex').slice(0, 8)}`,
  }
}

export function createSigningKeys(options: {
  dir: string
  cipher: CipherPort
  clock?: Clock
  logger?: AppLogger
}): SigningKeys {
  const file = join(options.dir, SIGNING_KEY_FILE)
  const clock = options.clock ?? systemClock
  const logger = options.logger ?? silentLogger
  let loading: Promise<SigningKey> | null = null

  async function load(): Promise<SigningKey> {
    const status = await assessBackend(options.cipher)
    const text = await readFile(file, 'utf8').catch(() => null)
    if (text !== null && status.canRemember) {
      try {
        const stored = KeyFileSchema.parse(JSON.parse(text))
        const decrypted = await options.cipher.decrypt(Buffer.from(stored.privateKey, 'base64'))
        const pem = typeof decrypted === 'string' ? decrypted : decrypted.text
        const key = keyOf(createPrivateKey(pem))
        if (key.publicKey === stored.publicKey) return key
        throw new Error('the private key does not match the public key')
      } catch (error) {
        // Never overwritten: a key that cannot be read now (another key store) may be readable later.
        logger.warn({ err: error }, 'snapshot signing key unreadable; kept aside, a new one is made')
        await keepAside(file, 'unreadable', clock.now()).catch(() => undefined)
      }
    }
    const { privateKey } = generateKeyPairSync('ed25519')
    const key = keyOf(privateKey)
    if (status.canRemember) {
      const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
      const sealed = Buffer.from(await options.cipher.encrypt(pem)).toString('base64')
      const stored = { format: 'dx-desk-signing-key', version: 1, backend: status.backend, publicKey: key.publicKey }
      await writeFileAtomic(file, `${JSON.stringify({ ...stored, privateKey: sealed }, null, 2)}\n`)
    } else {
      logger.warn({ backend: status.backend }, 'no key store: the snapshot signing key lasts for this run only')
    }
    return key
  }

  return {
    own() {
      loading ??= load().catch((error: unknown) => {
        loading = null
        throw error
      })
      return loading
    },
  }
}
