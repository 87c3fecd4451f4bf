// Checklist item 20: with the EnableEmbeddedAsarIntegrityValidation and OnlyLoadAppFromAsar fuses on, a copy of
// the packaged app whose app.asar was changed by one byte must refuse to start. Electron validates ASAR integrity
// on macOS and Windows only; on Linux, and wherever no packaged app exists, this skips with the reason.
import { spawn } from 'node:child_process'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, relative } from 'node:path'
import asar from '@electron/asar'
import { describePackagedApp } from '../../build/packaging/packaged-app'
import { exitWithin, expect, NO_PACKAGED_APP, packagedApp, packagedExecutable, test } from './electron-app'

test('a tampered app.asar is refused at start', async () => {
  test.skip(!packagedApp, NO_PACKAGED_APP)
  test.skip(packagedApp?.platform === 'linux', 'skipped: Electron validates ASAR integrity on macOS and Windows only')
  const original = packagedApp!
  const work = await mkdtemp(join(tmpdir(), 'dx-desk-tamper-'))
  try {
    // The untouched copy starts: the failure below is the integrity check, not the copy.
    const appRoot = original.platform === 'darwin' ? original.path : join(original.path, '..')
    const copyRoot = join(work, basename(appRoot))
    cpSync(appRoot, copyRoot, { recursive: true, verbatimSymlinks: true })
    const copy = describePackagedApp(
      original.platform === 'darwin' ? copyRoot : join(copyRoot, relative(appRoot, original.path)),
    )
    // A packaged app cannot be driven over CDP (it refuses remote debugging): still running after a while = started.
    const healthy = spawn(packagedExecutable(copy), [`--user-data-dir=${join(work, 'profile-ok')}`], {
      stdio: 'ignore',
    })
    const early = await exitWithin(healthy, 15_000)
    healthy.kill()
    expect(early, 'the untouched copy must keep running').toBeNull()

    // Change one whitespace byte of the main bundle: still valid JavaScript, but no longer what was signed.
    const archive = join(copy.resourcesDir, 'app.asar')
    const { header, headerSize } = asar.getRawHeader(archive) as unknown as {
      header: { files: Record<string, { files?: Record<string, { offset?: string }> }> }
      headerSize: number
    }
    const entry = header.files.out?.files?.main as unknown as { files: Record<string, { offset: string }> }
    const offset = 8 + headerSize + Number(entry.files['index.js']?.offset)
    const bytes = readFileSync(archive)
    const space = bytes.indexOf(0x20, offset)
    bytes[space] = 0x09
    writeFileSync(archive, bytes)

    const child = spawn(packagedExecutable(copy), [`--user-data-dir=${join(work, 'profile-tampered')}`], {
      stdio: 'ignore',
    })
    const code = await exitWithin(child, 20_000)
    if (code === null) child.kill()
    expect(code, 'the tampered app must exit by itself').not.toBeNull()
    expect(code).not.toBe(0)
  } finally {
    await rm(work, { recursive: true, force: true })
  }
})
