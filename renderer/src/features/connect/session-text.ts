// What the window says about the session: why it ended, why the re-login dialog asks, a password not saved,
// a restart into an update refused.
import type { ChannelOutput, SessionChangeReason, SessionInfo } from '@shared/ipc/contract'
import { msg } from '@shared/text/messages'
import { refusalSentence } from '../../lib/refusal-text'

/** Above the workspace while the connection is being restored. */
export const RECONNECTING_NOTICE = msg('connect.reconnecting')

/** Above the Connect screen after main ended the session: its reason when it gave one, else the state's words. */
export function sessionEndedNotice(state: 'expired' | 'disconnected', reason?: SessionChangeReason): string {
  return reason ? msg(`session.changed.${reason}`) : msg(`connect.sessionEnded.${state}`)
}

/** Why the re-login dialog opened (or opened again), from main's reason. */
export function reloginPrompt(reason: SessionChangeReason | undefined): string | undefined {
  return reason ? msg(`session.changed.${reason}`) : undefined
}

/** Shown once after a connect whose password the person asked to save was not saved. */
export function passwordNotSavedNotice(notSaved: SessionInfo['notRemembered']): string | undefined {
  if (!notSaved) return undefined
  if (!notSaved.reason) return msg('session.passwordNotSavedLog')
  return msg('session.notRemembered', { reason: refusalSentence(notSaved.reason, notSaved.facts) })
}

type RestartRefusal = Extract<ChannelOutput<'update.restart'>, { restarting: false }>['reason']

/** The update banner when main refused to restart into the downloaded update, by its reason. */
export function restartRefused(reason: RestartRefusal): string {
  return msg(`connect.restartRefused.${reason}`)
}
