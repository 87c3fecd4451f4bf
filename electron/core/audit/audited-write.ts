// auditedWrite(): the one path every write to the broker takes (order modify today; cancel and any later
// write call it the same way). Main, never the page, decides what is recorded:
//   1. an `attempt` line — who, which account and order(s), the If-Match ETag, and the changes old → new that
//      the caller computed from main's last read and the request — is appended BEFORE anything is sent;
//      if it cannot be written, nothing is sent and the caller gets a clear error;
//   2. the request is sent;
//   3. an `outcome` line that names the attempt: `applied`, or the refusal's error kind with the server's code
//      and description, or `<kind> (outcome unknown)` plus what a re-read of the server showed.
// A lost outcome line (disk full after the write) cannot undo an applied change: it is logged, and the viewer
// shows the attempt without an outcome.
import { rereadLine } from '@shared/ipc/audit'
import { appErrorOf } from '@shared/ipc/result'
import { AppFailure } from '../ipc/app-failure'
import type { AppLogger } from '../logging/app-logger'
import type { AuditEntryInput, AuditLog } from './audit-log'

/** What the attempt line says about the write; `phase`, `result` and the outcome fields are auditedWrite's. */
export type AuditedWriteRecord = Omit<AuditEntryInput, 'phase' | 'attemptSeq' | 'result' | 'code' | 'reread'>

export interface AuditedWrite<T> {
  record: AuditedWriteRecord
  /** Sends the write; called only once the attempt line is on disk. */
  send(): Promise<T>
  /** After an outcome the write's answer could not tell (network failure): reads the server again (`rereadLine`). */
  reread?(): Promise<string>
}

export async function auditedWrite<T>(audit: AuditLog, write: AuditedWrite<T>, logger: AppLogger): Promise<T> {
  let attemptSeq: number
  try {
    attemptSeq = (await audit.append({ ...write.record, phase: 'attempt', result: 'attempt' })).seq
  } catch (error) {
    logger.error({ err: error, action: write.record.action }, 'audit attempt could not be written; write not sent')
    throw new AppFailure({ kind: 'internal', cause: 'audit-unavailable', message: 'audit log not writable' })
  }
  const outcome = (fields: Pick<AuditEntryInput, 'result' | 'code' | 'reread' | 'description'>) =>
    audit
      .append({ ...write.record, phase: 'outcome', attemptSeq, ...fields })
      .catch((error: unknown) => logger.error({ err: error, attemptSeq }, 'audit outcome could not be written'))

  let result: T
  try {
    result = await write.send()
  } catch (error) {
    const appError = appErrorOf(error)
    const unknown = appError?.outcomeUnknown === true
    let reread: string | undefined
    if (unknown && write.reread) {
      reread = await write.reread().catch(() => rereadLine('unreadable'))
    }
    await outcome({
      result: unknown ? `${appError.kind} (outcome unknown)` : (appError?.kind ?? 'internal'),
      ...(appError?.dxCode ? { code: appError.dxCode } : {}),
      ...(appError?.description ? { description: appError.description.slice(0, 2000) } : {}),
      ...(reread ? { reread: reread.slice(0, 512) } : {}),
    })
    throw error
  }
  await outcome({ result: 'applied' })
  return result
}
