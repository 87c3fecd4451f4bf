// The fuse check (docs/security-checklist.md, item 19): the configuration electron-builder uses must flip exactly the
// fuses of the release checklist, and where a packaged app with the real Electron binary exists (the release
// workflow, after `npm run dist`), its fuse wire must say so too. The stand-in binary's wire is checked by the
// packaging smoke test.
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import config, { createBuilderConfig, REQUIRED_FUSES } from '../electron-builder.config'
import { compareFuseWire, FUSE_WIRE_INDEX, verifyFuses, type FuseName } from '../verify-fuses'
import { locatePackagedApp } from './packaged-app'

/** The checklist, written out independently of the config so a change to either is caught. */
const CHECKLIST: Readonly<Record<FuseName, boolean>> = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableCookieEncryption: true,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  grantFileProtocolExtraPrivileges: false,
}

const ON = '1'.charCodeAt(0)
const OFF = '0'.charCodeAt(0)

function wireFor(values: Readonly<Record<FuseName, boolean>>): Record<number, number> {
  const wire: Record<number, number> = { 6: OFF }
  for (const [fuse, on] of Object.entries(values) as Array<[FuseName, boolean]>)
    wire[FUSE_WIRE_INDEX[fuse]] = on ? ON : OFF
  return wire
}

describe('electron fuses', () => {
  it('the builder configuration flips exactly the checklist fuses, whatever the environment', () => {
    expect(REQUIRED_FUSES).toEqual(CHECKLIST)
    expect(config.electronFuses).toEqual(CHECKLIST)
    const ci = createBuilderConfig({ CI: 'true', GITHUB_REPOSITORY: 'acme/dx-desk', APPLE_ID: 'a', APPLE_TEAM_ID: 't' })
    expect(ci.electronFuses).toEqual(CHECKLIST)
  })

  it('the wire check accepts the checklist and names every fuse that differs', () => {
    expect(compareFuseWire(wireFor(CHECKLIST))).toEqual([])
    for (const fuse of Object.keys(CHECKLIST) as FuseName[]) {
      const flipped = { ...CHECKLIST, [fuse]: !CHECKLIST[fuse] }
      expect(compareFuseWire(wireFor(flipped))).toEqual([
        { fuse, expected: CHECKLIST[fuse], actual: CHECKLIST[fuse] ? 'off' : 'on' },
      ])
    }
    const { [FUSE_WIRE_INDEX.runAsNode]: _dropped, ...short } = wireFor(CHECKLIST)
    expect(compareFuseWire(short)).toEqual([{ fuse: 'runAsNode', expected: false, actual: 'missing' }])
  })

  it('the packaged app built with the real Electron binary carries the checklist fuses', async ({ skip }) => {
    const app = locatePackagedApp(resolve(import.meta.dirname, '../../dist'), process.env)
    if (app === null) {
      return skip(
        'no app packaged with the real Electron binary here (the release workflow runs this after `npm run dist`)',
      )
    }
    expect(await verifyFuses(app.path)).toEqual([])
  })
})
