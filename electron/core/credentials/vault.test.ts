import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFakeCipher } from '@test-support/fake-cipher'
import { SECRETS_FILE_NAME, VaultError, createVault } from './vault'

const PASSWORD = 'Correct-Horse-Battery-9'
const binding = { baseUrl: 'https://broker.example.com/dxsca-web', username: 'alex', domain: 'default' }
const posix = process.platform !== 'win32'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dx-vault-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Every form a careless vault might leave the password in. */
function leakForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  return [
    secret,
    bytes.toString('base64'),
    bytes.toString('base64url'),
    bytes.toString('hex'),
    Buffer.from(secret, 'utf16le').toString('latin1'),
  ]
}

async function assertNoPlaintextOnDisk(secret: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const bytes = await readFile(join(dir, name))
    const text = bytes.toString('latin1')
    for (const form of leakForms(secret)) expect(text, `${name} contains the password`).not.toContain(form)
    // Decoding every base64 run must not reveal it either (a "cipher" that only base64-encodes would).
    for (const run of text.match(/[A-Za-z0-9+/]{16,}={0,2}/g) ?? []) {
      expect(Buffer.from(run, 'base64').toString('latin1')).not.toContain(secret)
    }
  }
}

describe('vault with a working cipher', () => {
  it('remembers and recalls a password, keeping only ciphertext on disk', async () => {
    const vault = createVault({ dir, cipher: createFakeCipher() })
    expect(await vault.status()).toEqual({ backend: 'fake_keychain', canRemember: true })
    await vault.remember('broker-1', PASSWORD, binding)
    expect(await vault.has('broker-1')).toBe(true)
    expect(await vault.recall('broker-1', binding)).toBe(PASSWORD)
    await assertNoPlaintextOnDisk(PASSWORD)
    // A fresh vault (next app start) reads the same file.
    expect(await createVault({ dir, cipher: createFakeCipher() }).recall('broker-1', binding)).toBe(PASSWORD)
  })

  it.skipIf(!posix)('writes the secrets file with mode 0600, also when replacing it', async () => {
    const vault = createVault({ dir, cipher: createFakeCipher() })
    await vault.remember('a', PASSWORD, binding)
    await vault.remember('b', PASSWORD, binding)
    await vault.forget('a')
    expect((await stat(join(dir, SECRETS_FILE_NAME))).mode & 0o777).toBe(0o600)
  })

  it('uses the versioned format naming the backend', async () => {
    const vault = createVault({ dir, cipher: createFakeCipher({ backend: 'gnome_libsecret' }) })
    await vault.remember('broker-1', PASSWORD, binding)
    const file = JSON.parse(await readFile(join(dir, SECRETS_FILE_NAME), 'utf8')) as Record<string, unknown>
    expect(file).toMatchObject({ format: 'dx-desk-secrets', version: 1, backend: 'gnome_libsecret' })
    expect(Object.keys(file.entries as object)).toEqual(['broker-1'])
  })

  it('forgets a password', async () => {
    const vault = createVault({ dir, cipher: createFakeCipher() })
    await vault.remember('broker-1', PASSWORD, binding)
    await vault.forget('broker-1')
    expect(await vault.has('broker-1')).toBe(false)
    expect(await vault.recall('broker-1', binding)).toBeNull()
  })

  it('never hands a password to another server or login than it was saved for', async () => {
    const vault = createVault({ dir, cipher: createFakeCipher() })
    await vault.remember('broker-1', PASSWORD, binding)
    const elsewhere = { ...binding, baseUrl: 'https://attacker.example/dxsca-web' }
    await expect(vault.recall('broker-1', elsewhere)).rejects.toMatchObject({ reason: 'password-other-server' })
    expect(await vault.has('broker-1')).toBe(false)
  })

  it('serialises concurrent saves so none is lost', async () => {
    const vault = createVault({ dir, cipher: createFakeCipher() })
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => vault.remember(id, `${PASSWORD}-${id}`, binding)))
    const fresh = createVault({ dir, cipher: createFakeCipher() })
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect(await fresh.recall(id, binding)).toBe(`${PASSWORD}-${id}`)
  })

  it('re-encrypts after the OS rotated its key', async () => {
    await createVault({ dir, cipher: createFakeCipher() }).remember('broker-1', PASSWORD, binding)
    const cipher = createFakeCipher({ rotated: true })
    expect(await createVault({ dir, cipher }).recall('broker-1', binding)).toBe(PASSWORD)
    expect(cipher.calls.encrypt).toBe(1)
  })
})

describe('vault refusal paths', () => {
  it('refuses to remember when encryption is unavailable, saying why', async () => {
    const vault = createVault({ dir, cipher: createFakeCipher({ available: false }) })
    const status = await vault.status()
    expect(status).toMatchObject({ canRemember: false, reason: 'unavailable' })
    await expect(vault.remember('broker-1', PASSWORD, binding)).rejects.toMatchObject({
      reason: 'password-store-refused',
      facts: { store: 'unavailable' },
    })
    expect(await readdir(dir)).toEqual([])
  })

  it('refuses Linux basic_text (a key built into Chromium protects nothing)', async () => {
    const cipher = createFakeCipher({ backend: 'basic_text' })
    const vault = createVault({ dir, cipher })
    expect(await vault.status()).toEqual({ backend: 'basic_text', canRemember: false, reason: 'basic-text' })
    await expect(vault.remember('broker-1', PASSWORD, binding)).rejects.toBeInstanceOf(VaultError)
    expect(cipher.calls.encrypt).toBe(0)
    expect(await readdir(dir)).toEqual([])
  })

  it('refuses an unknown backend and a cipher that throws', async () => {
    expect((await createVault({ dir, cipher: createFakeCipher({ backend: 'unknown' }) }).status()).canRemember).toBe(
      false,
    )
    const broken = { ...createFakeCipher(), isAvailable: () => Promise.reject(new Error('dbus gone')) }
    expect(await createVault({ dir, cipher: broken }).status()).toMatchObject({
      backend: 'unavailable',
      canRemember: false,
    })
  })

  it('reports a backend change as its own, explained error', async () => {
    await createVault({ dir, cipher: createFakeCipher({ backend: 'gnome_libsecret' }) }).remember(
      'broker-1',
      PASSWORD,
      binding,
    )
    const vault = createVault({ dir, cipher: createFakeCipher({ backend: 'kwallet5' }) })
    expect(await vault.has('broker-1')).toBe(false)
    const error = await vault.recall('broker-1', binding).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(VaultError)
    expect(error).toMatchObject({
      reason: 'password-store-changed',
      facts: { was: 'gnome_libsecret', now: 'kwallet5' },
    })
  })

  it('keeps the old backend file aside when a password is saved under the new backend', async () => {
    await createVault({ dir, cipher: createFakeCipher({ backend: 'gnome_libsecret' }) }).remember(
      'old',
      PASSWORD,
      binding,
    )
    const vault = createVault({ dir, cipher: createFakeCipher({ backend: 'kwallet5' }) })
    await vault.remember('new', PASSWORD, binding)
    const files = await readdir(dir)
    expect(files.some((f) => /^secrets\.backend-gnome_libsecret-.*\.json$/.test(f))).toBe(true)
    expect(vault.notices()).toEqual([
      {
        code: 'passwords-store-changed',
        was: 'gnome_libsecret',
        now: 'kwallet5',
        file: expect.stringMatching(/secrets\.backend-gnome_libsecret-/),
      },
    ])
    expect(await vault.recall('new', binding)).toBe(PASSWORD)
  })

  it('says so when a saved password cannot be decrypted any more, and forgets it', async () => {
    await createVault({ dir, cipher: createFakeCipher() }).remember('broker-1', PASSWORD, binding)
    const vault = createVault({ dir, cipher: createFakeCipher({ failDecrypt: true }) })
    await expect(vault.recall('broker-1', binding)).rejects.toMatchObject({ reason: 'password-undecryptable' })
    expect(await vault.has('broker-1')).toBe(false)
  })

  it('keeps a damaged secrets file aside and reports it', async () => {
    await writeFile(join(dir, SECRETS_FILE_NAME), '{"format":"dx-desk-secrets","version":1,"entries":')
    const vault = createVault({ dir, cipher: createFakeCipher() })
    expect(await vault.recall('broker-1', binding)).toBeNull()
    expect((await readdir(dir)).some((f) => /^secrets\.corrupt-.*\.json$/.test(f))).toBe(true)
    expect(vault.notices()[0]).toMatchObject({
      code: 'passwords-unreadable',
      file: expect.stringMatching(/secrets\.corrupt-/),
    })
  })

  it('ignores prototype-polluting keys in a hand-edited file', async () => {
    await writeFile(
      join(dir, SECRETS_FILE_NAME),
      '{"format":"dx-desk-secrets","version":1,"backend":"fake_keychain","entries":{"__proto__":{"ciphertext":"AA==","savedAt":"x"}}}',
    )
    const vault = createVault({ dir, cipher: createFakeCipher() })
    expect(await vault.has('__proto__')).toBe(false)
    expect(({} as Record<string, unknown>).ciphertext).toBeUndefined()
  })
})
