// How the app's own Demo sandbox runs (utility-entry.ts): on loopback, any free port, and without the HTTP
// scenario controls — inside the app nobody needs /sandbox/reset or fault injection, and any local program
// could call them. Training controls, if the app ever offers them, go through main to the sandbox process.
import type { SandboxOptions } from './sandbox'

export const IN_APP_SANDBOX_OPTIONS = {
  host: '127.0.0.1',
  port: 0,
  controls: false,
} as const satisfies SandboxOptions
