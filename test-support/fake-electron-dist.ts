// A stand-in for an unpacked Electron distribution, so `electron-builder --linux dir` can run offline
// (electronDist) and the packaging pipeline — file selection, asar, fuse flipping — is tested for real. It cannot
// start an app: the executable is a shell script. It carries a fuse wire in Electron's format (the sentinel, the
// wire version, its length, one byte per fuse) with Electron's stock values, so the test can prove electron-builder
// flipped every fuse we ask for.
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'

/**
 * Electron's fuse defaults, in wire order: RunAsNode on, cookie encryption off, NODE_OPTIONS on, inspect flags on,
 * embedded asar integrity off, only-load-from-asar off, browser V8 snapshot off, file:// extra privileges on.
 */
export const STOCK_FUSE_WIRE = '10110001'

export async function createFakeElectronDist(dir: string, version: string): Promise<string> {
  await mkdir(join(dir, 'resources'), { recursive: true })
  await mkdir(join(dir, 'locales'), { recursive: true })
  const wire = Buffer.concat([
    Buffer.from(`# ${FUSE_SENTINEL}`, 'latin1'),
    Buffer.from([1, STOCK_FUSE_WIRE.length]),
    Buffer.from(STOCK_FUSE_WIRE, 'latin1'),
    Buffer.from('\n', 'latin1'),
  ])
  const script = Buffer.from('#!/bin/sh\necho "stand-in for Electron: it cannot run an app" >&2\nexit 1\n', 'latin1')
  const executable = join(dir, 'electron')
  await writeFile(executable, Buffer.concat([script, wire]))
  await chmod(executable, 0o755)
  await writeFile(join(dir, 'version'), version)
  await writeFile(join(dir, 'LICENSE'), 'Stand-in licence file of a fake Electron distribution.\n')
  await writeFile(join(dir, 'LICENSES.chromium.html'), '<!doctype html><title>stand-in</title>\n')
  await writeFile(join(dir, 'locales', 'en-US.pak'), '')
  return dir
}
