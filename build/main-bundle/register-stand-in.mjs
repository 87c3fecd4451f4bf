// `node --import tsx --import ./register-stand-in.mjs out/main/index.js`: installs the `electron` resolution hook
// (resolve-electron.mjs) for this child process only — the test process and the app itself are untouched. tsx,
// imported first, compiles the TypeScript stand-in. CommonJS `require('electron')` is not redirected: only
// electron-updater does that, lazily, when updates are enabled, which they never are for an unpackaged app.
import { register } from 'node:module'

register('./resolve-electron.mjs', import.meta.url)
