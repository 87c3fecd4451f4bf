// A stand-in for Electron safeStorage in tests and the Playwright harness: reversible, never plaintext on
// disk (bytes are XOR-masked behind a marker, so neither the text nor its base64 appears), and able to
// pretend to be any backend, including Linux's `basic_text`, so the refusal paths can be exercised.
import type { CipherPort } from '../electron/core/credentials/cipher-port'

export interface FakeCipherOptions {
  backend?: string
  available?: boolean
  /** Make every decrypt fail, as after a keyring reset. */
  failDecrypt?: boolean
  /** Report a key rotation on decrypt (safeStorage's shouldReEncrypt). */
  rotated?: boolean
}

const MARKER = 'fake-cipher:v1:'
const MASK = 0xa5

export function createFakeCipher(
  options: FakeCipherOptions = {},
): CipherPort & { calls: { encrypt: number; decrypt: number } } {
  const calls = { encrypt: 0, decrypt: 0 }
  const mask = (bytes: Uint8Array) => Uint8Array.from(bytes, (b, i) => b ^ MASK ^ (i & 0xff))
  return {
    calls,
    backend: async () => options.backend ?? 'fake_keychain',
    isAvailable: async () => options.available ?? true,
    encrypt: async (text) => {
      calls.encrypt++
      return mask(Buffer.from(MARKER + text, 'utf8'))
    },
    decrypt: async (bytes) => {
      calls.decrypt++
      if (options.failDecrypt) throw new Error('decryption failed')
      const text = Buffer.from(mask(bytes)).toString('utf8')
      if (!text.startsWith(MARKER)) throw new Error('not our ciphertext')
      const plain = text.slice(MARKER.length)
      return options.rotated ? { text: plain, shouldReEncrypt: true } : plain
    },
  }
}
