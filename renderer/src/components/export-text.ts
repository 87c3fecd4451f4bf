// What the export and share buttons say about the file they wrote, or why none was written.
import type { AppError } from '@shared/ipc/result'
import { msg } from '@shared/text/messages'
import { type ErrorContext, errorText } from '../lib/error-explanation'

/** How an export of every page ended; `progress` is what was read, as shown ("3 pages, 300 rows"). */
export function allPagesExportEnded(
  f:
    | { outcome: 'written'; rows: string }
    | { outcome: 'capped'; cap: string }
    | { outcome: 'cancelled'; progress: string }
    | { outcome: 'failed'; progress: string; error: AppError; ctx: ErrorContext },
): string {
  switch (f.outcome) {
    case 'written':
      return msg('exports.written', { rows: f.rows })
    case 'capped':
      return msg('exports.capped', { cap: f.cap })
    case 'cancelled':
      return msg('exports.cancelled', { progress: f.progress })
    case 'failed':
      return msg('exports.failed', { progress: f.progress, error: errorText(f.error, f.ctx) })
  }
}

export function shareViewSaved(f: {
  saved: boolean
  path?: string | undefined
  accountCodes: 'pseudonyms' | 'kept'
}): string {
  if (!f.saved) return msg('support.share.notSaved')
  const path = f.path ?? ''
  return f.accountCodes === 'kept'
    ? msg('support.share.savedKept', { path })
    : msg('support.share.savedPseudonyms', { path })
}
