// An opened snapshot ("Open snapshot…"): its signature, what it masked, why it could not be shown.
import { type Words, msg } from '@shared/text/messages'

/** What the signature check says about an opened snapshot. */
export function snapshotVerdict(verdict: 'valid' | 'unknown-signer' | 'altered', signer: string): string {
  return msg(`support.snapshot.verdict.${verdict}`, { signer })
}

/** Why a chosen file could not be shown as a snapshot. */
export function snapshotProblem(
  problem: 'too-large' | 'malformed' | 'wrong-format' | 'wrong-version' | 'unreadable',
  detail?: string,
): string {
  if (problem === 'malformed' && detail) return msg('support.snapshot.problem.malformedDetail', { detail })
  return msg(`support.snapshot.problem.${problem}`, { detail: detail ?? '?' })
}

/** What a snapshot says it masked, in one line. */
export function snapshotMasked(m: {
  names: boolean
  emails: boolean
  comments: boolean
  accountCodes: string
}): string {
  const parts = [
    m.names && msg('support.snapshot.maskedNames'),
    m.emails && msg('support.snapshot.maskedEmails'),
    m.comments && msg('support.snapshot.maskedComments'),
  ].filter((p): p is Words => typeof p === 'string')
  const masked = parts.length ? parts.join(', ') : msg('support.snapshot.maskedNothing')
  return m.accountCodes === 'kept'
    ? msg('support.snapshot.maskedSummaryKept', { masked })
    : msg('support.snapshot.maskedSummaryPseudonyms', { masked })
}
