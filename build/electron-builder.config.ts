// electron-builder configuration, passed with `--config build/electron-builder.config.ts` (see `npm run dist`).
// Built by a function of the environment so tests can check what CI and a developer's machine would get;
// build/packaging/builder-config.test.ts and the packaging smoke test hold it to the release checklist.
import type { Configuration } from 'electron-builder'

export type BuildEnv = Readonly<Record<string, string | undefined>>

/**
 * The fuse wire every packaged binary must carry (docs/security-checklist.md, item 19). RunAsNode is off, which is why
 * the Demo sandbox runs as a `utilityProcess` and never through `child_process.fork`.
 * Do not change without reading docs/security-checklist.md (items 7, 19 and 20).
 */
export const REQUIRED_FUSES = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableCookieEncryption: true,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  grantFileProtocolExtraPrivileges: false,
} as const satisfies NonNullable<Configuration['electronFuses']>

export const APP_ID = 'com.dxdesk.app'
export const PRODUCT_NAME = 'DX Desk'
export const HOMEPAGE = 'https://github.com/dx-desk/dx-desk'
export const MAINTAINER = 'DX Desk maintainers <dx-desk@users.noreply.github.com>'

/**
 * The Windows signing certificate's subject name, exactly. Pinned so that the installed app's updater checks every
 * update's Authenticode signature against it (without a pin it takes the name from the build's own certificate, and
 * an unsigned build has none, so the check is skipped). A fork with its own certificate sets DX_DESK_WIN_PUBLISHER.
 */
export const WINDOWS_PUBLISHER = 'DX Desk maintainers'

/**
 * A release build (the release workflow sets DX_DESK_RELEASE=1): Windows and macOS packaging fails when the app
 * cannot be signed, instead of publishing an unsigned installer and update. A developer's `npm run dist` stays
 * unsigned.
 */
export function releaseBuild(env: BuildEnv): boolean {
  return env.DX_DESK_RELEASE === '1'
}

/** Apple notarisation runs only when all three credentials are present (the release workflow's secrets). */
export function notarizationEnabled(env: BuildEnv): boolean {
  return Boolean(env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID)
}

/**
 * Where releases are published and where electron-updater looks for them (it is baked into app-update.yml at
 * package time). GitHub Actions sets GITHUB_REPOSITORY; DX_DESK_PUBLISH_OWNER/REPO override it for forks.
 */
export function publishTarget(env: BuildEnv): { owner: string; repo: string } {
  const [ghOwner, ghRepo] = (env.GITHUB_REPOSITORY ?? '').split('/')
  return {
    owner: env.DX_DESK_PUBLISH_OWNER || ghOwner || 'dx-desk',
    repo: env.DX_DESK_PUBLISH_REPO || ghRepo || 'dx-desk',
  }
}

export function createBuilderConfig(env: BuildEnv): Configuration {
  const { owner, repo } = publishTarget(env)
  return {
    appId: APP_ID,
    productName: PRODUCT_NAME,
    copyright: `Copyright © ${new Date().getUTCFullYear()} DX Desk maintainers`,
    directories: { buildResources: 'build', output: 'dist' },
    // An allowlist: the three bundles electron-vite writes and the manifest — by name, so anything else that lands
    // in out/ (benchmark pages, experiments) never ships. The main process's runtime packages come from
    // package.json `dependencies` (electron-builder adds them); sources, tests, maps and dev tools never ship.
    files: [
      'out/main/**',
      'out/preload/**',
      'out/renderer/**',
      'package.json',
      '!**/*.map',
      '!**/*.{ts,mts,cts,tsx}',
      // Documentation and test folders some runtime packages publish; licence files stay.
      '!**/node_modules/*/{docs,doc,test,tests,spec,__tests__,example,examples,benchmark,benchmarks,.github}/**',
      '!**/node_modules/**/{README,CHANGELOG,HISTORY,SECURITY,GOVERNANCE,CONTRIBUTING,SPONSORS,PROJECT_CHARTER,CODE_OF_CONDUCT}*.md',
    ],
    asar: true,
    // No native modules: skipping the rebuild keeps packaging offline and reproducible.
    npmRebuild: false,
    extraMetadata: {
      homepage: HOMEPAGE,
      author: { name: 'DX Desk maintainers', email: 'dx-desk@users.noreply.github.com' },
    },
    electronFuses: { ...REQUIRED_FUSES },

    win: {
      target: [{ target: 'nsis', arch: ['x64'] }],
      icon: 'build/icons/icon.ico',
      signtoolOptions: { publisherName: env.DX_DESK_WIN_PUBLISHER || WINDOWS_PUBLISHER },
      verifyUpdateCodeSignature: true,
      forceCodeSigning: releaseBuild(env),
    },
    // Per-user, no UAC prompt: traders rarely have admin rights, and electron-updater can update without them.
    nsis: {
      oneClick: true,
      perMachine: false,
      allowElevation: false,
      createDesktopShortcut: true,
      createStartMenuShortcut: true,
      shortcutName: PRODUCT_NAME,
      deleteAppDataOnUninstall: false,
      artifactName: 'DX-Desk-Setup-${version}.${ext}',
    },

    mac: {
      target: [
        { target: 'dmg', arch: ['x64', 'arm64'] },
        // electron-updater on macOS installs from the ZIP, not the DMG.
        { target: 'zip', arch: ['x64', 'arm64'] },
      ],
      category: 'public.app-category.finance',
      icon: 'build/icons/1024x1024.png',
      hardenedRuntime: true,
      gatekeeperAssess: false,
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.plist',
      notarize: notarizationEnabled(env),
      forceCodeSigning: releaseBuild(env),
    },
    dmg: { artifactName: 'DX-Desk-${version}-${arch}.${ext}' },

    linux: {
      target: ['AppImage', 'deb'],
      category: 'Finance',
      icon: 'build/icons',
      maintainer: MAINTAINER,
      vendor: 'DX Desk maintainers',
      synopsis: 'Desktop client for DXtrade-style trading REST APIs',
      executableName: 'dx-desk',
    },
    appImage: { artifactName: 'DX-Desk-${version}-${arch}.${ext}' },
    deb: { artifactName: 'dx-desk_${version}_${arch}.${ext}' },

    publish: [{ provider: 'github', owner, repo, releaseType: 'draft' }],
  }
}

export default createBuilderConfig(process.env)
