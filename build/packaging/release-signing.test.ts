// Update integrity does not rest on optional signing: a release build fails on Windows and macOS without a
// certificate, the Windows updater checks every update against a pinned publisher, and Linux artefacts carry a
// detached signature that the release job verifies before uploading it.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createBuilderConfig, releaseBuild, WINDOWS_PUBLISHER } from '../electron-builder.config'

const workflow = readFileSync(resolve(import.meta.dirname, '../../.github/workflows/release.yml'), 'utf8')

/** One step of the workflow: from its `- name:` line to the next step. */
function step(name: string): string {
  const start = workflow.indexOf(`- name: ${name}`)
  expect(start, `step "${name}"`).toBeGreaterThan(-1)
  const next = workflow.indexOf('\n      - ', start + 1)
  return workflow.slice(start, next === -1 ? undefined : next)
}

describe('release signing', () => {
  it('pins the Windows publisher, so the updater verifies every update’s Authenticode signature', () => {
    const win = createBuilderConfig({}).win
    expect(win?.signtoolOptions?.publisherName).toBe(WINDOWS_PUBLISHER)
    expect(win?.verifyUpdateCodeSignature).toBe(true)
    expect(createBuilderConfig({ DX_DESK_WIN_PUBLISHER: 'Fork Ltd' }).win?.signtoolOptions?.publisherName).toBe(
      'Fork Ltd',
    )
  })

  it('forces code signing on Windows and macOS in a release build only', () => {
    expect(releaseBuild({ DX_DESK_RELEASE: '1' })).toBe(true)
    const release = createBuilderConfig({ DX_DESK_RELEASE: '1' })
    expect(release.win?.forceCodeSigning).toBe(true)
    expect(release.mac?.forceCodeSigning).toBe(true)
    const local = createBuilderConfig({})
    expect(local.win?.forceCodeSigning).toBe(false)
    expect(local.mac?.forceCodeSigning).toBe(false)
  })

  it('the release job is a release build, fails without certificates, and checks signatures as a release', () => {
    expect(step('Build, sign, notarise and publish to a draft release')).toMatch(/DX_DESK_RELEASE: '1'/)
    expect(step('Packaged-app checks')).toMatch(/DX_DESK_RELEASE: '1'/)
    const credentials = step('Windows and macOS only - signing credentials are present')
    expect(credentials).toMatch(/if: runner\.os != 'Linux'/)
    expect(credentials).toMatch(/exit 1/)
    expect(workflow).not.toMatch(/all optional/)
  })

  it('signs the Linux artefacts and the update feed with a detached signature and verifies it before upload', () => {
    expect(workflow).toMatch(/id-token: write/)
    const linux = step('Linux only - detached signatures')
    expect(linux).toMatch(/dist\/\*\.AppImage dist\/\*\.deb dist\/latest-linux\.yml/)
    const sign = linux.indexOf('cosign sign-blob')
    const verify = linux.indexOf('cosign verify-blob')
    const upload = linux.indexOf('gh release upload')
    expect(sign).toBeGreaterThan(-1)
    expect(verify).toBeGreaterThan(sign)
    expect(upload).toBeGreaterThan(verify)
    expect(linux).toMatch(/--certificate-oidc-issuer https:\/\/token\.actions\.githubusercontent\.com/)
  })
})
