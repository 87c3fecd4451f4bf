// The vault's cipher port over Electron's asynchronous safeStorage API (the synchronous one is deprecated).
// On Linux the backend is what Chromium selected (gnome_libsecret, kwallet5, basic_text…); the vault refuses
// basic_text. Do not relax without reading docs/security-checklist.md (item 22).
import type { SafeStorage } from 'electron'
import type { CipherPort } from '../core/credentials/cipher-port'

export function createSafeStorageCipher(
  safeStorage: SafeStorage,
  platform: NodeJS.Platform = process.platform,
): CipherPort {
  return {
    async backend() {
      if (platform === 'darwin') return 'keychain'
      if (platform === 'win32') return 'dpapi'
      // The selection is made when the encryptor initialises, which the availability check triggers.
      await safeStorage.isAsyncEncryptionAvailable()
      return safeStorage.getSelectedStorageBackend()
    },
    isAvailable: () => safeStorage.isAsyncEncryptionAvailable(),
    encrypt: async (text) => new Uint8Array(await safeStorage.encryptStringAsync(text)),
    async decrypt(bytes) {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(Buffer.from(bytes))
      return { text: result, shouldReEncrypt }
    },
  }
}
