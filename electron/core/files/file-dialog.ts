// Main's own open and save dialogs, as a port: Electron's `dialog` in the app, a scripted stand-in in tests.
// The page never names a path; main asks the person and writes or reads only the file they chose.

export interface FileFilter {
  name: string
  extensions: string[]
}

export interface FileDialogPort {
  /** Where to save a new file; null when the person cancels (or where no dialog can be shown). */
  choosePathToSave(options: { defaultName: string; filters: FileFilter[] }): Promise<string | null>
  /** Which existing file to open; null when the person cancels. */
  choosePathToOpen(options: { filters: FileFilter[] }): Promise<string | null>
}

/** Under plain Node with nobody to ask: every dialog is cancelled. */
export const NO_FILE_DIALOG: FileDialogPort = {
  choosePathToSave: () => Promise.resolve(null),
  choosePathToOpen: () => Promise.resolve(null),
}
