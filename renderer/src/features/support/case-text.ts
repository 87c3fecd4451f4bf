// A support case's words: the case prompt, the case banner, the audit file check.
import { msg } from '@shared/text/messages'

/** The case banner's state: whether order edits are possible on this connection. */
export function caseEditingState(unlocked: boolean, account?: string): string {
  if (!unlocked) return msg('connect.caseMode.readOnly')
  return account ? msg('connect.caseMode.unlockedFor', { account }) : msg('connect.caseMode.unlocked')
}

/** The case banner's one control for many read-only accounts (it opens the list of their unlock buttons). */
export function lockedAccountsLabel(count: number): string {
  return msg('connect.caseMode.lockedCount', { count })
}

/** Accounts named in the banner: all of a few, or the first few and how many more. */
export function someAccounts(accounts: readonly string[], shown: number): string {
  if (accounts.length <= shown) return accounts.join(', ')
  const rest = accounts.length - shown
  return `${accounts.slice(0, shown).join(', ')} ${msg('connect.caseMode.moreAccounts', { count: rest })}`
}

/** The case banner's button for one locked client account: each unlock has its own reason and audit line. */
export function unlockAccountLabel(account: string): string {
  return msg('connect.caseMode.unlockAccount', { account })
}

/** The case prompt's explanation: why it asks, what is recorded. */
export function casePromptIntro(accounts: string, who: string): string {
  return msg('support.caseIntro', { accounts, who })
}

/** A case reference or reason the prompt refuses before asking main. */
export const CASE_FIELD_RULES = {
  reference: msg('support.caseRules.reference'),
  reason: msg('support.caseRules.reason'),
} as const

/** The banner's line for the open case. */
export function caseBannerState(reference: string, elapsed: string): string {
  return msg('support.caseOpenFor', { reference, elapsed })
}

/** How long a case has been open: `4:07` or `1:02:09`. */
export function caseElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** What the audit file check found, in one sentence. */
export function auditFileVerdict(v: {
  ok: boolean
  scope: 'complete' | 'filtered' | 'unknown'
  entries: number
  logEntries?: number | undefined
  findings: ReadonlyArray<unknown>
}): string {
  const part =
    v.scope === 'filtered'
      ? msg('support.auditFile.filtered', { entries: v.entries, logEntries: v.logEntries ?? '?' })
      : msg(`support.auditFile.${v.scope}`)
  return v.ok
    ? msg('support.auditFile.whole', { entries: v.entries, part })
    : msg('support.auditFile.broken', { count: v.findings.length, part })
}
