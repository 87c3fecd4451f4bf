// The safeStorage adapter against a stand-in with Electron 45's async API shape (the real module cannot be
// loaded outside Electron; this file imports only types from it), round-tripped through the real vault.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SafeStorage } from 'electron'
import { describe, expect, it } from 'vitest'
import { createVault } from '../core/credentials/vault'
import { createSafeStorageCipher } from './safe-storage-cipher'

function fakeSafeStorage(backend: ReturnType<SafeStorage['getSelectedStorageBackend']>, rotate = false): SafeStorage {
  const seal = (text: string) => Buffer.from(Buffer.from(text, 'utf8').map((b) => b ^ 0x33))
  return {
    isAsyncEncryptionAvailable: async () => true,
    getSelectedStorageBackend: () => backend,
    encryptStringAsync: async (text: string) => seal(text),
    decryptStringAsync: async (bytes: Buffer) => ({
      result: Buffer.from(bytes.map((b) => b ^ 0x33)).toString('utf8'),
      shouldReEncrypt: rotate,
    }),
    isEncryptionAvailable: () => true,
    encryptString: () => {
      throw new Error('the synchronous API must not be used')
    },
    decryptString: () => {
      throw new Error('the synchronous API must not be used')
    },
    setUsePlainTextEncryption: () => undefined,
  } as unknown as SafeStorage
}

const binding = { baseUrl: 'https://broker.example.com/dxsca-web', username: 'alex', domain: 'default' }

describe('safeStorage cipher', () => {
  it('names the platform key store, and on Linux asks safeStorage', async () => {
    expect(await createSafeStorageCipher(fakeSafeStorage('unknown'), 'darwin').backend()).toBe('keychain')
    expect(await createSafeStorageCipher(fakeSafeStorage('unknown'), 'win32').backend()).toBe('dpapi')
    expect(await createSafeStorageCipher(fakeSafeStorage('kwallet5'), 'linux').backend()).toBe('kwallet5')
  })

  it('works with the vault through the async API only, and reports key rotation', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dx-safe-storage-'))
    try {
      const vault = createVault({ dir, cipher: createSafeStorageCipher(fakeSafeStorage('gnome_libsecret'), 'linux') })
      await vault.remember('p', 'pw-123456', binding)
      expect(await vault.recall('p', binding)).toBe('pw-123456')
      const rotated = createSafeStorageCipher(fakeSafeStorage('gnome_libsecret', true), 'linux')
      expect(await rotated.decrypt(await rotated.encrypt('x'))).toEqual({ text: 'x', shouldReEncrypt: true })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('is refused by the vault on basic_text', async () => {
    const vault = createVault({
      dir: tmpdir(),
      cipher: createSafeStorageCipher(fakeSafeStorage('basic_text'), 'linux'),
    })
    expect((await vault.status()).canRemember).toBe(false)
  })
})
