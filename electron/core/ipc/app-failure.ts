// A handler's way to answer with a structured error: the router returns `appError` as data in the result
// envelope (ipcMain.handle would keep only the message of a thrown Error).
import type { AppError } from '@shared/ipc/result'

export class AppFailure extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message)
    this.name = 'AppFailure'
  }
}

export function validationFailure(message: string, parameter?: string): AppFailure {
  return new AppFailure({ kind: 'validation', message, ...(parameter ? { parameter } : {}) })
}

export function notConnectedFailure(): AppFailure {
  return new AppFailure({ kind: 'auth', cause: 'not-connected', message: 'not connected' })
}
