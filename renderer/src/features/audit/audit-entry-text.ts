// An audit entry's cells in words: its action, the fields it changed, its result and the order it concerns.
import { AUDIT_SUCCESS_RESULTS, parseReread, type AuditEntryView } from '@shared/ipc/audit'
import { msg } from '@shared/text/messages'
import { fieldLabel } from '../../components/Drawer'

export function actionText(e: AuditEntryView): string {
  if (e.action === 'unlock-editing') return msg('audit.action.unlock')
  if (e.action === 'change-profile-kind') return msg('audit.kindChangeOption')
  if (e.action === 'case-open') return msg('audit.action.caseOpened')
  if (e.action === 'case-end') return msg('audit.action.caseEnded', { result: e.result })
  if (e.action === 'share-snapshot') return msg('audit.action.snapshotShared')
  if (e.action !== 'modify-order' && e.action !== 'cancel-order') return e.action
  const kind = msg(e.action === 'cancel-order' ? 'audit.action.orderCancel' : 'audit.action.orderChange')
  const step = e.attempt ? msg('audit.action.attempt', { step: kind, attempt: e.attempt }) : kind
  return e.phase === 'outcome' && e.attemptSeq !== undefined
    ? msg('audit.action.outcomeOf', { step, seq: e.attemptSeq })
    : step
}

/** The request's field names as the order editor labels them; any other reads as words ("stopPrice" → "Stop price"). */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  tif: msg('audit.fieldWords.tif'),
  expireDate: msg('audit.fieldWords.expireDate'),
  orderCode: msg('audit.fieldWords.orderCode'),
}
const fieldWords = (field: string) => {
  const name = field.replace(/^.*\./, '')
  return FIELD_WORDS[name] ?? fieldLabel(name)
}

export function changesText(e: AuditEntryView): string {
  return (e.changes ?? [])
    .map(
      (c) =>
        `${c.order && (e.order ?? '').includes(',') ? `${c.order} ` : ''}${fieldWords(c.field)} ${c.from ?? '—'} → ${c.to ?? '—'}`,
    )
    .join('; ')
}

/** The results the log writes as codes, each worded by the catalogue. */
const RESULT_CODES = [
  'applied',
  'unlocked',
  'precondition-failed',
  'conflict',
  'bad-request',
  'not-found',
  'conditional-required',
  'validation',
  'attempt',
] as const
type ResultCode = (typeof RESULT_CODES)[number]
const isResultCode = (result: string): result is ResultCode => (RESULT_CODES as readonly string[]).includes(result)

export function resultLabel(result: string): string {
  if (isResultCode(result)) return msg(`audit.result.${result}`)
  // Written by the log as "<status> outcome unknown…": the status, then the words.
  return result.includes('outcome unknown')
    ? msg('audit.result.outcomeUnknown', { status: result.split(' ')[0] ?? '' })
    : result
}

export function resultClass(result: string): string {
  if (result === 'attempt') return 'oe-result'
  if ((AUDIT_SUCCESS_RESULTS as readonly string[]).includes(result)) return 'oe-result oe-result--ok'
  if (result.includes('unknown')) return 'oe-result oe-result--warn'
  return 'oe-result oe-result--bad'
}

/** "Order 100208 · client mob-1001-0223": the id the grid and notices use, then the stable client id. */
export function orderText(e: AuditEntryView): string {
  if (e.orderIds && e.order) return msg('audit.order.idAndClient', { ids: e.orderIds, client: e.order })
  if (e.orderIds) return msg('audit.order.id', { ids: e.orderIds })
  return e.order ? msg('audit.order.client', { client: e.order }) : ''
}

/** What main found when it read the orders again after an unknown outcome; an older line's words as they are. */
export function rereadText(reread: string): string {
  const found = parseReread(reread)
  return found ? msg(`audit.reread.${found.finding}`, { names: found.names }) : reread
}
