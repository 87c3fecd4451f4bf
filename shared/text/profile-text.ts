// The words of main's findings about profile and password files (shared/ipc/file-notices.ts): one function
// each, used by the Connect screen and by the tests that read what a person is told.
import type { FileNotice, ImportRefusal, ProfileProblem } from '../ipc/file-notices'
import { ruleWords } from './input-rule-text'
import { msg, type MessageKey } from './messages'

/** "Profile 4 (“Plain http”): “baseUrl” must start with https://…" */
export function profileProblemText(p: ProfileProblem): string {
  const label = p.name
    ? msg('profiles.problem.labelNamed', { number: p.number, name: p.name })
    : msg('profiles.problem.label', { number: p.number })
  switch (p.code) {
    case 'invalid': {
      const rule = ruleWords(p.rule ?? { rule: 'custom' })
      return p.field
        ? msg('profiles.problem.invalid', { label, field: p.field, rule })
        : msg('profiles.problem.invalidRecord', { label, rule })
    }
    case 'id-taken':
      return msg('profiles.problem.id-taken', { label, id: p.id ?? '' })
    case 'limit':
      return msg('profiles.problem.limit', { label, max: p.max ?? 0 })
    default:
      return msg(`profiles.problem.${p.code}`, { label })
  }
}

/** Why nothing of an import was taken. */
export function importRefusalText(refusal: ImportRefusal): string {
  return msg(`profiles.import.${refusal}`)
}

const NOTICE_KEYS = {
  'profiles-newer': 'profiles.notice.profilesNewer',
  'profiles-unreadable': 'profiles.notice.profilesUnreadable',
  'passwords-unreadable': 'profiles.notice.passwordsUnreadable',
} as const satisfies Record<string, MessageKey>

/** A finding about the saved files, shown above the Connect screen. */
export function fileNoticeText(n: FileNotice): string {
  switch (n.code) {
    case 'profiles-invalid':
      return msg('profiles.notice.profilesInvalid', {
        count: n.problems?.length ?? 0,
        n: n.problems?.length ?? 0,
        problems: (n.problems ?? []).map(profileProblemText).join('; '),
        file: n.file,
      })
    case 'passwords-store-changed':
      return msg('profiles.notice.passwordsStoreChanged', {
        changed: msg('passwords.storeChanged', { was: n.was ?? '', now: n.now ?? '' }),
        file: n.file,
      })
    default:
      return msg(NOTICE_KEYS[n.code], { file: n.file })
  }
}
