// Passwords at rest: only ciphertext from the OS-backed cipher (Electron safeStorage in the app, a fake in
// tests), in its own versioned file written with mode 0600. Nothing is remembered when the OS offers no real
// encryption; a file written under another backend is a distinct, explained error rather than a silent loss;
// an unreadable file is kept aside, never deleted. Do not relax without reading docs/security-checklist.md (item 22).
import type { Clock } from '@shared/domain/clock'
import type { FileNotice } from '@shared/ipc/file-notices'
import type { Facts, RefusalReason } from '@shared/ipc/result'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from '../files/atomic-write'
import { keepAside } from '../files/keep-aside'
import { silentLogger, type AppLogger } from '../logging/app-logger'
import type { CipherPort } from './cipher-port'
import { assessBackend, type SecretBackendStatus } from './secret-backend'
import {
  SealedSecretSchema,
  SecretsFileSchema,
  emptySecretsFile,
  sameBinding,
  type SecretBinding,
  type SecretsFile,
} from './secrets-file'

export type { CipherPort } from './cipher-port'
export type { SecretBackendStatus } from './secret-backend'
export type { SecretBinding } from './secrets-file'

/** Why a password cannot be saved or a saved one used, by its code and facts: the renderer words it. */
export class VaultError extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly facts?: Facts,
  ) {
    super(`password refused: ${reason}`)
    this.name = 'VaultError'
  }
}

export interface VaultOptions {
  /** Folder of the secrets file (the user-data folder). */
  dir: string
  cipher: CipherPort
  clock?: Clock
  logger?: AppLogger
}

export interface Vault {
  readonly file: string
  status(): Promise<SecretBackendStatus>
  /** A saved password exists that this session can decrypt. */
  has(profileId: string): Promise<boolean>
  remember(profileId: string, password: string, binding: SecretBinding): Promise<void>
  /** The saved password, or null; throws VaultError when one exists but cannot be used. */
  recall(profileId: string, binding: SecretBinding): Promise<string | null>
  forget(profileId: string): Promise<void>
  /** Problems found with the secrets file since start, as codes and facts. */
  notices(): readonly FileNotice[]
}

export const SECRETS_FILE_NAME = 'secrets.json'

export function createVault(options: VaultOptions): Vault {
  const file = join(options.dir, SECRETS_FILE_NAME)
  const clock = options.clock ?? Date
  const logger = options.logger ?? silentLogger
  const notices: FileNotice[] = []
  let statusPromise: Promise<SecretBackendStatus> | null = null
  let cached: SecretsFile | null | undefined
  // Every read-modify-write runs in this queue, so two saves never interleave and lose an entry.
  let queue: Promise<unknown> = Promise.resolve()

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  // The backend cannot change while the app runs, so it is asked once.
  function status(): Promise<SecretBackendStatus> {
    statusPromise ??= assessBackend(options.cipher)
    return statusPromise
  }

  async function load(): Promise<SecretsFile | null> {
    if (cached !== undefined) return cached
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return (cached = null)
      throw error
    }
    let parsed: ReturnType<typeof SecretsFileSchema.safeParse> | null
    try {
      parsed = SecretsFileSchema.safeParse(JSON.parse(text))
    } catch {
      parsed = null
    }
    if (parsed?.success) return (cached = parsed.data)
    const aside = await keepAside(file, 'corrupt', clock.now())
    notices.push({ code: 'passwords-unreadable', file: aside })
    logger.warn({ file: aside }, 'secrets file unreadable; kept aside')
    return (cached = null)
  }

  async function store(next: SecretsFile): Promise<void> {
    await writeFileAtomic(file, JSON.stringify(next, null, 2) + '\n', 0o600)
    cached = next
  }

  async function sealed(password: string, binding: SecretBinding): Promise<string> {
    const plain = JSON.stringify({ v: 1, password, ...binding })
    return Buffer.from(await options.cipher.encrypt(plain)).toString('base64')
  }

  async function rememberNow(profileId: string, password: string, binding: SecretBinding): Promise<void> {
    const current = await status()
    if (!current.canRemember) {
      throw new VaultError('password-store-refused', { store: current.reason ?? 'unavailable' })
    }
    let data = await load()
    if (data && data.backend !== current.backend) {
      // The old ciphertexts are useless to this backend but may matter on the other desktop: keep them.
      const aside = await keepAside(file, `backend-${data.backend.replace(/[^a-z0-9_]/gi, '')}`, clock.now())
      notices.push({ code: 'passwords-store-changed', was: data.backend, now: current.backend, file: aside })
      cached = null
      data = null
    }
    const next: SecretsFile = data ?? emptySecretsFile(current.backend)
    next.entries = {
      ...next.entries,
      [profileId]: { ciphertext: await sealed(password, binding), savedAt: new Date(clock.now()).toISOString() },
    }
    await store(next)
  }

  async function forgetNow(profileId: string): Promise<void> {
    const data = await load()
    if (!data || !Object.hasOwn(data.entries, profileId)) return
    const entries = { ...data.entries }
    delete entries[profileId]
    await store({ ...data, entries })
  }

  async function recallNow(profileId: string, binding: SecretBinding): Promise<string | null> {
    const data = await load()
    const entry = data && Object.hasOwn(data.entries, profileId) ? data.entries[profileId] : undefined
    if (!data || !entry) return null
    const current = await status()
    if (data.backend !== current.backend) {
      throw new VaultError('password-store-changed', { was: data.backend, now: current.backend })
    }
    if (!current.canRemember) {
      throw new VaultError('password-store-refused', { store: current.reason ?? 'unavailable' })
    }
    let text: string
    let reEncrypt: boolean
    try {
      const decrypted = await options.cipher.decrypt(Buffer.from(entry.ciphertext, 'base64'))
      text = typeof decrypted === 'string' ? decrypted : decrypted.text
      reEncrypt = typeof decrypted !== 'string' && decrypted.shouldReEncrypt
    } catch {
      await forgetNow(profileId)
      throw new VaultError('password-undecryptable')
    }
    let secret: ReturnType<typeof SealedSecretSchema.safeParse>
    try {
      secret = SealedSecretSchema.safeParse(JSON.parse(text))
    } catch {
      secret = SealedSecretSchema.safeParse(null)
    }
    if (!secret.success) {
      await forgetNow(profileId)
      throw new VaultError('password-damaged')
    }
    if (!sameBinding(secret.data, binding)) {
      await forgetNow(profileId)
      throw new VaultError('password-other-server')
    }
    if (reEncrypt) {
      await rememberNow(profileId, secret.data.password, binding).catch((error: unknown) =>
        logger.warn({ err: error }, 'could not re-encrypt a saved password after a key rotation'),
      )
    }
    return secret.data.password
  }

  return {
    file,
    status,
    async has(profileId) {
      const [data, current] = await Promise.all([serial(load), status()])
      return (
        current.canRemember &&
        data !== null &&
        data.backend === current.backend &&
        Object.hasOwn(data.entries, profileId)
      )
    },
    remember: (profileId, password, binding) => serial(() => rememberNow(profileId, password, binding)),
    recall: (profileId, binding) => serial(() => recallNow(profileId, binding)),
    forget: (profileId) => serial(() => forgetNow(profileId)),
    notices: () => [...notices],
  }
}
