// The order editor's reports of what happened to a change (the rules' messages and the reports of what changed on
// the server come from shared/domain/order-edit, which words them from the order's fields; the form's words are in
// edit-text.ts).
import type { AppError } from '@shared/ipc/result'
import { msg } from '@shared/text/messages'
import { errorText, explainError } from '../../lib/error-explanation'

/** The order editor's notice when its background re-read of the order failed. */
export function orderRereadFailed(error: AppError): string {
  return msg('orderEdit.rereadFailed', { reason: explainError(error).sentence })
}

/** The editor when the account's status now forbids changing this order (it did not when the edit began). */
export function accountNowBlocks(status: string, account: string): string {
  return status === 'CLOSE_ONLY'
    ? msg('orderEdit.nowCloseOnly', { account })
    : msg('orderEdit.nowBlocked', { account, status })
}

/** The review step: the change goes as the whole order, applied only if the account is as it was read. */
export function sentOnlyIfUnchanged(readAt: string): string {
  return msg('orderEdit.sentOnlyIfUnchanged', { readAt })
}

/** The editor after it took the server's current order in place of the one being edited. */
export function orderUpdatedTo(headline: string): string {
  return msg('orderEdit.updatedTo', { headline })
}

/** The editor when the server refused the change outright. */
export function orderChangeRefused(error: AppError): string {
  return msg('orderEdit.changeRefused', { reason: errorText(error, { action: 'change' }) })
}

/** The editor when a 412 sent it to read the account again, and that read failed. */
export function staleRereadFailed(readError: AppError): string {
  return msg('orderEdit.staleRereadFailed', { reason: explainError(readError).sentence })
}

/** The editor when a send's outcome was unknown and the read that should have told failed too. */
export function outcomeAndRereadUnknown(sendError: AppError, readError: AppError): string {
  return msg('orderEdit.outcomeAndRereadUnknown', {
    send: explainError(sendError, { action: 'change' }).sentence,
    read: explainError(readError).sentence,
  })
}

/** The editor when reading the order again (asked for by the trader) failed. */
export function orderReadFailed(error: AppError): string {
  return msg('orderEdit.readFailed', { reason: errorText(error) })
}
