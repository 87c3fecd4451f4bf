// What main found wrong with its own files (saved profiles, saved passwords) and with a profile file being
// imported, as codes and facts: the renderer words them (shared/text/profile-text.ts).
import { z } from 'zod'
import { RuleFactsSchema } from './result'

export const PROFILE_PROBLEMS = [
  'not-a-record', // an entry that is not an object
  'secret-field', // an entry carrying a password or token field
  'invalid', // an entry the profile schema refused: `field` and the `rule` it broke, with its bounds
  'id-missing', // a stored entry without its id
  'id-taken', // a stored entry whose `id` another entry or a Demo profile has
  'limit', // an imported entry past `max` profiles
] as const

/** One profile of a file left out, by its place (`number`, from 1) and name. */
export const ProfileProblemSchema = z.object({
  code: z.enum(PROFILE_PROBLEMS),
  number: z.number().int().positive(),
  name: z.string().max(80).optional(),
  field: z.string().max(200).optional(),
  rule: RuleFactsSchema.optional(),
  id: z.string().max(200).optional(),
  max: z.number().int().optional(),
})
export type ProfileProblem = z.infer<typeof ProfileProblemSchema>

/** A whole import refused: the text is not JSON, or not a DX Desk profile export. */
export const IMPORT_REFUSALS = ['not-json', 'not-export'] as const
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number]

export const FILE_NOTICES = [
  'profiles-newer', // the saved profiles were written by a newer version; kept aside as `file`
  'profiles-unreadable', // the saved profiles could not be read; kept aside as `file`
  'profiles-invalid', // some saved profiles were left out (`problems`); the original kept as `file`
  'passwords-unreadable', // the saved-passwords file could not be read; kept aside as `file`
  'passwords-store-changed', // saved passwords were for the store `was`, this session uses `now`; kept as `file`
] as const

export const FileNoticeSchema = z.object({
  code: z.enum(FILE_NOTICES),
  /** Where the file was kept aside. */
  file: z.string().max(2000),
  problems: z.array(ProfileProblemSchema).max(500).optional(),
  was: z.string().max(64).optional(),
  now: z.string().max(64).optional(),
})
export type FileNotice = z.infer<typeof FileNoticeSchema>
