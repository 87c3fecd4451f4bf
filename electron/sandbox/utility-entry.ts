// Entry of the packaged app's sandbox, forked by electron/main as a utilityProcess (RunAsNode is fused off,
// so child_process.fork is not available there). Listens on a free loopback port, scenario controls off
// (in-app.ts), and tells the parent where.
// No top-level await: the bundler may emit this entry as CommonJS.
import { IN_APP_SANDBOX_OPTIONS } from './in-app'
import { createSandbox } from './sandbox'

/** The part of Electron's utilityProcess `process.parentPort` we use, typed here: this folder never imports electron. */
interface ParentPort {
  postMessage(message: unknown): void
  on(event: 'message', listener: (event: { data: unknown }) => void): void
}

export type SandboxReadyMessage = { type: 'ready'; url: string }
export type SandboxErrorMessage = { type: 'error'; message: string }
/** The answer to `{ type: 'health' }` from the parent: the one status query the in-app sandbox takes, since its
 * HTTP controls are off (the main-bundle test reads open sessions through it to see a logout arrive). */
export type SandboxHealthMessage = { type: 'health'; sessions: number }

const parentPort = (process as NodeJS.Process & { parentPort?: ParentPort }).parentPort

async function main(): Promise<void> {
  const sandbox = await createSandbox(IN_APP_SANDBOX_OPTIONS)
  const stop = () => void sandbox.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  parentPort?.on('message', ({ data }) => {
    if ((data as { type?: unknown } | null)?.type !== 'health') return
    const health: SandboxHealthMessage = { type: 'health', sessions: sandbox.control.health().sessions }
    parentPort.postMessage(health)
  })
  const ready: SandboxReadyMessage = { type: 'ready', url: sandbox.baseUrl }
  parentPort?.postMessage(ready)
}

main().catch((error: unknown) => {
  const message: SandboxErrorMessage = {
    type: 'error',
    message: error instanceof Error ? error.message : String(error),
  }
  parentPort?.postMessage(message)
  process.exit(1)
})
