// Connection profiles as JSON under the user-data folder (`profiles.json`), validated on read with the
// shared profile schema. A file that cannot be read, or holds invalid profiles, is kept aside as
// `profiles.corrupt-<timestamp>.json` and reported through notices — never silently dropped. Writes are
// atomic. Profiles carry no secrets (passwords live in the vault), so export and import are plain records.
import type { Clock } from '@shared/domain/clock'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { z } from 'zod'
import type { Profile, ProfileInputSchema } from '@shared/ipc/profiles'
import type { FileNotice, ImportRefusal, ProfileProblem } from '@shared/ipc/file-notices'
import type { Facts, RefusalReason } from '@shared/ipc/result'
import type { PriceAlert } from '@shared/domain/risk/price-alerts'
import { writeFileAtomic } from '../files/atomic-write'
import { keepAside } from '../files/keep-aside'
import { silentLogger, type AppLogger } from '../logging/app-logger'
import { isDemoProfileId } from './demo-profiles'
import {
  MAX_PROFILES,
  PROFILES_VERSION,
  ProfilesFileSchema,
  checkProfile,
  problemAt,
  serialiseProfiles,
} from './profiles-file'

export type ParsedProfileInput = z.output<typeof ProfileInputSchema>

export interface ProfileStoreOptions {
  /** The user-data folder. */
  dir: string
  clock?: Clock
  logger?: AppLogger
}

export interface SavedProfile {
  profile: Profile
  created: boolean
  /** The `kind` it had before this save, when the save changed it (support ↔ trader). */
  previousKind?: Profile['kind']
  /** Server, login or domain changed: a password saved for the old ones must not follow. */
  bindingChanged: boolean
}

export interface ImportResult {
  imported: Profile[]
  skipped: ProfileProblem[]
  /** Nothing was imported: the text is not JSON, or not a profile export. */
  refused?: ImportRefusal
}

/** A refused save or removal, by its code and facts: the renderer words it (shared/ipc/result.ts). */
export class ProfileError extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly parameter?: string,
    readonly facts?: Facts,
  ) {
    super(`profile refused: ${reason}`)
    this.name = 'ProfileError'
  }
}

export const PROFILES_FILE_NAME = 'profiles.json'

export interface ProfileStore {
  readonly file: string
  /** Reads the file once; later calls return at once. */
  load(): Promise<void>
  list(): Profile[]
  get(id: string): Profile | undefined
  save(input: ParsedProfileInput): Promise<SavedProfile>
  remove(id: string): Promise<boolean>
  exportJson(ids?: readonly string[]): string
  importJson(json: string): Promise<ImportResult>
  /** Problems found with the profiles file since start, as codes and facts. */
  notices(): readonly FileNotice[]
  /** Replaces a saved profile's price alerts (false: no such saved profile). */
  setPriceAlerts(id: string, alerts: readonly PriceAlert[]): Promise<boolean>
}

export function slugFor(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'profile'
  )
}

export function createProfileStore(options: ProfileStoreOptions): ProfileStore {
  const file = join(options.dir, PROFILES_FILE_NAME)
  const clock = options.clock ?? Date
  const logger = options.logger ?? silentLogger
  const notices: FileNotice[] = []
  let profiles: Profile[] = []
  let loading: Promise<void> | null = null
  let queue: Promise<unknown> = Promise.resolve()

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  const persist = () => writeFileAtomic(file, serialiseProfiles(profiles), 0o600)

  async function readFromDisk(): Promise<void> {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    let json: unknown
    let top: ReturnType<typeof ProfilesFileSchema.safeParse> | null
    try {
      json = JSON.parse(text)
      top = ProfilesFileSchema.safeParse(json)
    } catch {
      top = null
    }
    if (!top?.success) {
      const newer =
        typeof json === 'object' && json !== null && 'version' in json && typeof json.version === 'number'
          ? json.version > PROFILES_VERSION
          : false
      const aside = await keepAside(file, 'corrupt', clock.now())
      notices.push({ code: newer ? 'profiles-newer' : 'profiles-unreadable', file: aside })
      logger.warn({ file: aside }, 'profiles file unreadable; kept aside')
      return
    }
    const valid: Profile[] = []
    const problems: ProfileProblem[] = []
    const seen = new Set<string>()
    top.data.profiles.forEach((raw, index) => {
      const checked = checkProfile(raw, index, true, top.data.version)
      if (!checked.ok) return problems.push(checked.problem)
      if (isDemoProfileId(checked.profile.id) || seen.has(checked.profile.id)) {
        return problems.push({ code: 'id-taken', number: index + 1, id: checked.profile.id })
      }
      seen.add(checked.profile.id)
      valid.push(checked.profile)
    })
    profiles = valid
    if (problems.length > 0) {
      const aside = await keepAside(file, 'corrupt', clock.now())
      await persist()
      notices.push({ code: 'profiles-invalid', problems, file: aside })
      logger.warn({ file: aside, skipped: problems.length }, 'invalid profiles left out; original kept aside')
    }
  }

  // Not queued: the queued operations themselves await it.
  function load(): Promise<void> {
    loading ??= readFromDisk()
    return loading
  }

  function uniqueId(name: string): string {
    const base = slugFor(name)
    let id = base
    for (let n = 2; isDemoProfileId(id) || profiles.some((p) => p.id === id); n++) id = `${base}-${n}`
    return id
  }

  async function saveNow(input: ParsedProfileInput): Promise<SavedProfile> {
    await load()
    // A save from the form makes the profile the person's own, whatever it was imported as.
    const { id: requestedId, imported: _imported, ...fields } = input
    if (requestedId !== undefined && isDemoProfileId(requestedId)) {
      throw new ProfileError('demo-profile-fixed', 'profile.id')
    }
    const index = requestedId === undefined ? -1 : profiles.findIndex((p) => p.id === requestedId)
    const previous = index >= 0 ? profiles[index] : undefined
    if (!previous && profiles.length >= MAX_PROFILES) {
      throw new ProfileError('profile-limit', undefined, { max: MAX_PROFILES })
    }
    const alerts = fields.priceAlerts ?? previous?.priceAlerts
    const profile: Profile = {
      ...fields,
      ...(alerts !== undefined ? { priceAlerts: alerts } : {}),
      id: requestedId ?? uniqueId(fields.name),
    }
    const bindingChanged =
      previous !== undefined &&
      (previous.baseUrl !== profile.baseUrl ||
        previous.username !== profile.username ||
        previous.domain !== profile.domain ||
        previous.authScheme !== profile.authScheme)
    profiles = previous ? profiles.map((p, i) => (i === index ? profile : p)) : [...profiles, profile]
    await persist()
    const kindChanged = previous !== undefined && previous.kind !== profile.kind
    return { profile, created: !previous, bindingChanged, ...(kindChanged ? { previousKind: previous.kind } : {}) }
  }

  return {
    file,
    load,
    list: () => [...profiles],
    get: (id) => profiles.find((p) => p.id === id),
    save: (input) => serial(() => saveNow(input)),
    setPriceAlerts: (id, alerts) =>
      serial(async () => {
        await load()
        const index = profiles.findIndex((p) => p.id === id)
        if (index < 0) return false
        profiles = profiles.map((p, i) => (i === index ? { ...p, priceAlerts: [...alerts] } : p))
        await persist()
        return true
      }),
    remove: (id) =>
      serial(async () => {
        await load()
        if (isDemoProfileId(id)) throw new ProfileError('demo-profile-kept', 'id')
        const before = profiles.length
        profiles = profiles.filter((p) => p.id !== id)
        if (profiles.length === before) return false
        await persist()
        return true
      }),
    exportJson(ids) {
      const chosen = ids ? profiles.filter((p) => ids.includes(p.id)) : profiles
      return serialiseProfiles(chosen, new Date(clock.now()).toISOString())
    },
    importJson: (json) =>
      serial(async () => {
        await load()
        let raw: unknown
        try {
          raw = JSON.parse(json)
        } catch {
          return { imported: [], skipped: [], refused: 'not-json' }
        }
        const top = ProfilesFileSchema.safeParse(raw)
        if (!top.success) {
          return { imported: [], skipped: [], refused: 'not-export' }
        }
        const imported: Profile[] = []
        const skipped: ProfileProblem[] = []
        for (const [index, candidate] of top.data.profiles.entries()) {
          const checked = checkProfile(candidate, index, false, top.data.version)
          if (!checked.ok) {
            skipped.push(checked.problem)
            continue
          }
          if (profiles.length >= MAX_PROFILES) {
            skipped.push({ code: 'limit', ...problemAt(index, candidate), max: MAX_PROFILES })
            continue
          }
          // An imported profile never replaces one the user has: a taken or missing id gets a fresh one.
          const wanted = checked.profile.id
          const taken = wanted === '' || isDemoProfileId(wanted) || profiles.some((p) => p.id === wanted)
          const profile: Profile = {
            ...checked.profile,
            id: taken ? uniqueId(checked.profile.name) : wanted,
            imported: true,
          }
          profiles = [...profiles, profile]
          imported.push(profile)
        }
        if (imported.length > 0) await persist()
        return { imported, skipped }
      }),
    notices: () => [...notices],
  }
}
