// The on-disk and export shape of connection profiles, and the per-profile validation applied on every
// read and import: the same schema the profile form is checked with (https rule, time zone, bounds), so a
// hand-edited or foreign file cannot smuggle in a profile the app would refuse to save.
import { z } from 'zod'
import { ProfileInputSchema, type Profile } from '@shared/ipc/profiles'
import type { ProfileProblem } from '@shared/ipc/file-notices'
import { ruleFactsOf } from '@shared/ipc/result'
import { issuePath } from '@shared/text/issue-path'

export const PROFILES_FORMAT = 'dx-desk-profiles'
/**
 * 2: an empty notification list is the person's choice. In version 1 every box started unticked, so an empty
 * list there means nothing was chosen and reads as the new defaults; a list with any box ticked is kept.
 */
export const PROFILES_VERSION = 2
export const MAX_PROFILES = 500

export const ProfilesFileSchema = z.object({
  format: z.literal(PROFILES_FORMAT),
  version: z.union([z.literal(1), z.literal(PROFILES_VERSION)]),
  exportedAt: z.string().optional(),
  profiles: z.array(z.unknown()).max(MAX_PROFILES),
})

/** Fields a profile view carries for display only; an export from an older build may still contain them. */
const VIEW_ONLY_KEYS = ['builtIn', 'passwordSaved'] as const

export type CheckedProfile = { ok: true; profile: Profile } | { ok: false; problem: ProfileProblem }

/** The entry's place (from 1) and name, for a problem report. */
export function problemAt(index: number, raw: unknown): Pick<ProfileProblem, 'number' | 'name'> {
  const name =
    typeof raw === 'object' && raw !== null && 'name' in raw && typeof raw.name === 'string'
      ? raw.name.slice(0, 80)
      : undefined
  return { number: index + 1, ...(name !== undefined ? { name } : {}) }
}

/**
 * Validates one stored or imported profile; `requireId` for the stored file, where every entry has one;
 * `fileVersion` is the version of the file it came from.
 */
export function checkProfile(
  raw: unknown,
  index: number,
  requireId: boolean,
  fileVersion: number = PROFILES_VERSION,
): CheckedProfile {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problem: { code: 'not-a-record', ...problemAt(index, raw) } }
  }
  const candidate: Record<string, unknown> = { ...(raw as Record<string, unknown>) }
  for (const key of VIEW_ONLY_KEYS) delete candidate[key]
  const { notifyKinds } = candidate
  if (fileVersion < 2 && (notifyKinds === undefined || (Array.isArray(notifyKinds) && notifyKinds.length === 0))) {
    delete candidate.notifyKinds
  }
  const parsed = ProfileInputSchema.safeParse(candidate)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue ? issuePath(issue.path) : ''
    const secretKey = issue?.code === 'unrecognized_keys' && issue.keys.some((k) => /pass|secret|token/i.test(k))
    if (secretKey) return { ok: false, problem: { code: 'secret-field', ...problemAt(index, raw) } }
    return {
      ok: false,
      problem: {
        code: 'invalid',
        ...problemAt(index, raw),
        ...(where ? { field: where } : {}),
        ...(issue ? { rule: ruleFactsOf(issue) } : {}),
      },
    }
  }
  const { id, ...rest } = parsed.data
  if (id === undefined) {
    if (requireId) return { ok: false, problem: { code: 'id-missing', ...problemAt(index, raw) } }
    return { ok: true, profile: { ...rest, id: '' } }
  }
  return { ok: true, profile: { ...rest, id } }
}

export function serialiseProfiles(profiles: readonly Profile[], exportedAt?: string): string {
  return (
    JSON.stringify(
      {
        format: PROFILES_FORMAT,
        version: PROFILES_VERSION,
        ...(exportedAt ? { exportedAt } : {}),
        profiles,
      },
      null,
      2,
    ) + '\n'
  )
}
