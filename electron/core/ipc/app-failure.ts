// A handler's way to answer with a structured error: the router returns `appError` as data in the result
// envelope (ipcMain.handle would keep only the message of a thrown Error).
import { refusalError, type AppError, type Facts, type RefusalReason } from '@shared/ipc/result'

export class AppFailure extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message)
    this.name = 'AppFailure'
  }
}

/** One of main's own refusals, by its code and facts: the renderer words it through the catalogue. */
export function refusalFailure(reason: RefusalReason, parameter?: string, facts?: Facts): AppFailure {
  return new AppFailure(refusalError(reason, parameter, facts))
}

export function notConnectedFailure(): AppFailure {
  return new AppFailure({ kind: 'auth', cause: 'not-connected', message: 'not connected' })
}
