// `npm run dist`: build, then package installers for the current platform with build/electron-builder.config.ts.
// Nothing is published unless the caller asks (`npm run dist -- --publish always`, as the release workflow does).
// Any other argument goes to electron-builder, e.g. `npm run dist -- --linux dir`.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const args = process.argv.slice(2)

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// electron-vite's package exports hide its bin, so go through its package.json.
const electronVite = join(dirname(require.resolve('electron-vite/package.json')), 'bin/electron-vite.js')
run(process.execPath, [electronVite, 'build', '-c', 'build/electron.vite.config.ts'])

const publishGiven = args.some((a) => a === '--publish' || a === '-p' || a.startsWith('--publish='))
run(process.execPath, [
  require.resolve('electron-builder/cli.js'),
  '--config',
  'build/electron-builder.config.ts',
  ...(publishGiven ? [] : ['--publish', 'never']),
  ...args,
])
