// `npm start`: launch the built app (on the Demo sandbox by default) in the real Electron runtime.
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { findElectronBinary } from './electron-binary.mjs'

const root = resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)

let binary = findElectronBinary()
if (!binary) {
  // electron's npm package fetches its binary lazily; try once, quietly, then explain in one sentence.
  const installer = join(dirname(require.resolve('electron/package.json')), 'install.js')
  spawnSync(process.execPath, [installer], { stdio: 'ignore', timeout: 300_000 })
  binary = findElectronBinary()
}
if (!binary) {
  console.error(
    'Cannot start DX Desk: the Electron runtime is not installed and could not be downloaded from this machine; ' +
      'run `npx install-electron` where the internet is reachable (or set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron 45) and try `npm start` again.',
  )
  process.exit(1)
}

const args = [root, ...process.argv.slice(2)]
const child = spawn(binary, args, { stdio: 'inherit', env: { ...process.env, ELECTRON_RUN_AS_NODE: undefined } })
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)))
