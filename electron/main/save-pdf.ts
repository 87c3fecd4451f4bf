// The statement as a PDF: Chromium prints the window (its print styles leave only the statement on the page) and
// the file goes where the person chooses in main's own save dialog; the page never names a path.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { app, dialog, type BrowserWindow } from 'electron'

export async function savePdf(
  window: BrowserWindow | undefined,
  fileName: string,
): Promise<{ saved: boolean; path?: string }> {
  if (!window) return { saved: false }
  const pdf = await window.webContents.printToPDF({ printBackground: true, pageSize: 'A4', preferCSSPageSize: true })
  const choice = await dialog.showSaveDialog(window, {
    defaultPath: join(app.getPath('documents'), fileName),
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  })
  if (choice.canceled || !choice.filePath) return { saved: false }
  await writeFile(choice.filePath, pdf)
  return { saved: true, path: choice.filePath }
}
