// The two order writes, each sent with If-Match (the ETag of the dialog's own read of the account) and run as
// TanStack Query mutations by the dialogs: a modify answers with a result the edit triages (it never throws);
// a cancel throws the structured error, which the cancel's steps (shared/domain/order-edit/cancel-phase.ts)
// turn into a re-read after a 412 or a lost answer.
import type { ContingencyType } from '@shared/api/enums'
import type { OrderRequest } from '@shared/api/requests'
import { toAppError, type AppError, type Result } from '@shared/ipc/result'
import { dx, unwrap } from './bridge'

export type Attempt = 'send' | 'resend' | 'apply-mine' | 'send-again' | 'send-anyway'

export interface ModifyInput {
  account: string
  request: OrderRequest
  ifMatch: string
  attempt: Attempt
  /** Warnings the trader sent past ("send anyway"), for the audit log. */
  warnings?: string[]
}

export type ModifyOutcome = Result<{ etag?: string | undefined }>

/** Never throws: every outcome, including a bridge failure, comes back as a result the dialog triages. */
export async function sendModify(input: ModifyInput): Promise<ModifyOutcome> {
  try {
    const r = await dx().orders.modify({
      account: input.account,
      request: input.request,
      ifMatch: input.ifMatch,
      audit: { attempt: input.attempt, ...(input.warnings?.length ? { warnings: input.warnings } : {}) },
    })
    return r.ok ? { ok: true, value: { etag: r.value.etag } } : r
  } catch (e) {
    const error: AppError = { ...toAppError(e), outcomeUnknown: true }
    return { ok: false, error }
  }
}

export interface CancelInput {
  account: string
  orderCodes: readonly string[]
  contingency: ContingencyType | null
  ifMatch: string
  /** A second confirmation after a re-read, for the audit log. */
  again: boolean
}

/** Cancels one order, or a group in one request; throws the structured error when it is not done. */
export async function sendCancel(input: CancelInput): Promise<void> {
  // What changes is main's to record (from its own read); the page only says which step sent it.
  const audit = { attempt: input.again ? ('send-again' as const) : ('send' as const) }
  if (input.orderCodes.length > 1) {
    await unwrap(
      dx().orders.cancelGroup({
        account: input.account,
        orderCodes: [...input.orderCodes],
        ifMatch: input.ifMatch,
        audit,
        ...(input.contingency ? { contingencyType: input.contingency } : {}),
      }),
    )
  } else {
    await unwrap(
      dx().orders.cancel({
        account: input.account,
        orderCode: input.orderCodes[0] ?? '',
        ifMatch: input.ifMatch,
        audit,
      }),
    )
  }
}
