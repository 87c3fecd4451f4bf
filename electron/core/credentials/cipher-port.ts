// The vault's view of Electron's safeStorage, as a port so the vault runs (and is tested) without Electron.
// Shaped after the asynchronous safeStorage API (encryptStringAsync / decryptStringAsync /
// isAsyncEncryptionAvailable): Electron recommends it, and the synchronous one is deprecated since 45.

/** What decryptStringAsync tells us besides the text: the OS rotated its key, so store a fresh ciphertext. */
export interface DecryptedText {
  text: string
  shouldReEncrypt: boolean
}

export interface CipherPort {
  /**
   * The key store behind the cipher: `keychain` (macOS), `dpapi` (Windows), or on Linux what
   * safeStorage.getSelectedStorageBackend() reports (`gnome_libsecret`, `kwallet5`, `basic_text`, `unknown`…).
   */
  backend(): Promise<string> | string
  isAvailable(): Promise<boolean> | boolean
  encrypt(text: string): Promise<Uint8Array>
  decrypt(bytes: Uint8Array): Promise<string | DecryptedText>
}
