// An audit entry's cells in words: its action, the fields it changed, its result and the order it concerns.
import { AUDIT_SUCCESS_RESULTS, parseReread, type AuditEntryView } from '@shared/ipc/audit'
import { msg } from '@shared/text/messages'
import { fieldLabel } from '../../components/Drawer'

export function actionText(e: AuditEntryView): string {
  if (e.action === 'unlock-editing') return 'support unlock'
  if (e.action === 'change-profile-kind') return 'profile “Used by” changed'
  if (e.action === 'case-open') return 'support case opened'
  if (e.action === 'case-end') return `support case ended (${e.result})`
  if (e.action === 'share-snapshot') return 'snapshot shared'
  if (e.action !== 'modify-order' && e.action !== 'cancel-order') return e.action
  const step = `${e.action === 'cancel-order' ? 'order cancel' : 'order change'}${e.attempt ? ` (${e.attempt})` : ''}`
  return e.phase === 'outcome' && e.attemptSeq !== undefined ? `${step} · outcome of #${e.attemptSeq}` : step
}

/** The request's field names as the order editor labels them; any other reads as words ("stopPrice" → "Stop price"). */
const FIELD_WORDS: Readonly<Record<string, string>> = { tif: 'TIF', expireDate: 'Expires', orderCode: 'Order code' }
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

const RESULT_LABELS: Readonly<Record<string, string>> = {
  applied: 'applied',
  unlocked: 'unlocked',
  'precondition-failed': '412 · account changed, not applied',
  conflict: '409 · refused',
  'bad-request': '400 · refused',
  'not-found': '404 · not visible',
  'conditional-required': '403 · no If-Match, not applied',
  validation: 'not sent',
  attempt: 'attempt · recorded before sending',
}

export function resultLabel(result: string): string {
  return (
    RESULT_LABELS[result] ?? (result.includes('outcome unknown') ? `outcome unknown (${result.split(' ')[0]})` : result)
  )
}

export function resultClass(result: string): string {
  if (result === 'attempt') return 'oe-result'
  if ((AUDIT_SUCCESS_RESULTS as readonly string[]).includes(result)) return 'oe-result oe-result--ok'
  if (result.includes('unknown')) return 'oe-result oe-result--warn'
  return 'oe-result oe-result--bad'
}

/** "Order 100208 · client mob-1001-0223": the id the grid and notices use, then the stable client id. */
export function orderText(e: AuditEntryView): string {
  if (e.orderIds && e.order) return `Order ${e.orderIds} · client ${e.order}`
  if (e.orderIds) return `Order ${e.orderIds}`
  return e.order ? `client ${e.order}` : ''
}

/** What main found when it read the orders again after an unknown outcome; an older line's words as they are. */
export function rereadText(reread: string): string {
  const found = parseReread(reread)
  return found ? msg(`audit.reread.${found.finding}`, { names: found.names }) : reread
}
