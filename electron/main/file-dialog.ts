// The file-dialog port over Electron's own dialogs, attached to the focused window (else the first one).
import { join } from 'node:path'
import { app, BrowserWindow, dialog } from 'electron'
import type { FileDialogPort } from '../core/files/file-dialog'

export function createElectronFileDialog(windows: () => BrowserWindow[]): FileDialogPort {
  const parent = () => BrowserWindow.getFocusedWindow() ?? windows()[0]
  return {
    async choosePathToSave({ defaultName, filters }) {
      const options = { defaultPath: join(app.getPath('documents'), defaultName), filters }
      const window = parent()
      const choice = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options)
      return choice.canceled || !choice.filePath ? null : choice.filePath
    },
    async choosePathToOpen({ filters }) {
      const options = { filters, properties: ['openFile' as const] }
      const window = parent()
      const choice = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options)
      return choice.canceled ? null : (choice.filePaths[0] ?? null)
    },
  }
}
