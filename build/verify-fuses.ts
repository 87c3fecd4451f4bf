// Reads the fuse wire of packaged Electron executables and fails on any difference from REQUIRED_FUSES.
// The release workflow runs it after `npm run dist`:  npx tsx build/verify-fuses.ts [executable-or-.app ...]
// With no argument it checks every app electron-builder left under dist/.
import { resolve } from 'node:path'
import fuses from '@electron/fuses'
import { REQUIRED_FUSES } from './electron-builder.config'
import { findPackagedApps } from './packaging/packaged-app'

export type FuseName = keyof typeof REQUIRED_FUSES

/** Position of each fuse on the V1 wire (@electron/fuses FuseV1Options). */
export const FUSE_WIRE_INDEX: Readonly<Record<FuseName, number>> = {
  runAsNode: fuses.FuseV1Options.RunAsNode,
  enableCookieEncryption: fuses.FuseV1Options.EnableCookieEncryption,
  enableNodeOptionsEnvironmentVariable: fuses.FuseV1Options.EnableNodeOptionsEnvironmentVariable,
  enableNodeCliInspectArguments: fuses.FuseV1Options.EnableNodeCliInspectArguments,
  enableEmbeddedAsarIntegrityValidation: fuses.FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
  onlyLoadAppFromAsar: fuses.FuseV1Options.OnlyLoadAppFromAsar,
  grantFileProtocolExtraPrivileges: fuses.FuseV1Options.GrantFileProtocolExtraPrivileges,
}

export interface FuseMismatch {
  fuse: FuseName
  expected: boolean
  actual: 'on' | 'off' | 'removed' | 'missing'
}

// Wire bytes are ASCII: '1' on, '0' off, 'r' removed (@electron/fuses does not export its FuseState).
const ON = '1'.charCodeAt(0)
const OFF = '0'.charCodeAt(0)
const REMOVED = 'r'.charCodeAt(0)

function describeState(byte: number | undefined): FuseMismatch['actual'] {
  if (byte === ON) return 'on'
  if (byte === OFF) return 'off'
  if (byte === REMOVED) return 'removed'
  return 'missing'
}

/** Compares a wire as read by getCurrentFuseWire with the required fuses; an empty list means it matches. */
export function compareFuseWire(wire: Readonly<Record<number, number | string>>): FuseMismatch[] {
  const mismatches: FuseMismatch[] = []
  for (const [fuse, expected] of Object.entries(REQUIRED_FUSES) as Array<[FuseName, boolean]>) {
    const raw = wire[FUSE_WIRE_INDEX[fuse]]
    const actual = describeState(typeof raw === 'number' ? raw : undefined)
    if (actual !== (expected ? 'on' : 'off')) mismatches.push({ fuse, expected, actual })
  }
  return mismatches
}

export async function verifyFuses(executable: string): Promise<FuseMismatch[]> {
  const wire = await fuses.getCurrentFuseWire(executable)
  if (wire.version !== fuses.FuseVersion.V1)
    throw new Error(`unexpected fuse wire version ${wire.version} in ${executable}`)
  return compareFuseWire(wire as unknown as Record<number, number>)
}

async function main(argv: string[]): Promise<number> {
  const targets = argv.length > 0 ? argv.map((p) => resolve(p)) : findPackagedApps(resolve('dist')).map((a) => a.path)
  if (targets.length === 0) {
    console.error('verify-fuses: no packaged app found (run `npm run dist` first, or pass the executable).')
    return 1
  }
  let failed = 0
  for (const target of targets) {
    const mismatches = await verifyFuses(target)
    if (mismatches.length === 0) {
      console.log(`verify-fuses: ok ${target}`)
      continue
    }
    failed++
    for (const m of mismatches) {
      console.error(`verify-fuses: ${target}: ${m.fuse} should be ${m.expected ? 'on' : 'off'} but is ${m.actual}`)
    }
  }
  return failed === 0 ? 0 : 1
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv.slice(2))
}
