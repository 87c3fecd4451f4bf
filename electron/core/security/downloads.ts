// Which downloads a window may start: only the exports the app makes itself — a CSV or JSON file built in
// the page and handed over as a `blob:` URL of the app's own origin. Anything else (a link to the network, a
// data: URL, an executable name) is cancelled before a file is written. Main wires this to `will-download`.
import { isAppUrl } from './app-url'

const EXPORT_EXTENSIONS = /\.(csv|json)$/i
// A name the OS could treat as a path or a device is not an export's.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this check
const UNSAFE_NAME = /[\\/:*?"<>|\u0000-\u001f]/

/** Why a download was cancelled: logged, never shown (the window started it and expects no file). */
export type DownloadRefusal = 'not-app-export' | 'unsafe-name' | 'not-export-type'

export type DownloadVerdict = { allow: true } | { allow: false; reason: DownloadRefusal }

export function decideDownload(url: string, filename: string): DownloadVerdict {
  if (!url.startsWith('blob:') || !isAppUrl(url.slice('blob:'.length))) {
    return { allow: false, reason: 'not-app-export' }
  }
  if (filename.length === 0 || filename.length > 255 || UNSAFE_NAME.test(filename) || filename.startsWith('.')) {
    return { allow: false, reason: 'unsafe-name' }
  }
  if (!EXPORT_EXTENSIONS.test(filename)) return { allow: false, reason: 'not-export-type' }
  return { allow: true }
}
