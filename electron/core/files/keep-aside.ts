// A file we cannot read is never deleted or overwritten: it is renamed beside the original with a label
// and a timestamp, so the user (or support) can recover it by hand.
import { access, rename } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import { fileStamp } from '@shared/text/file-stamp'

async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}

/** Renames `dir/name.json` to `dir/name.<label>-<timestamp>.json` and returns the new file name. */
export async function keepAside(path: string, label: string, epochMs: number): Promise<string> {
  const ext = extname(path)
  const stem = basename(path, ext)
  const base = `${stem}.${label}-${fileStamp(epochMs)}`
  let candidate = join(dirname(path), `${base}${ext}`)
  for (let n = 2; await exists(candidate); n++) candidate = join(dirname(path), `${base}-${n}${ext}`)
  await rename(path, candidate)
  return basename(candidate)
}
