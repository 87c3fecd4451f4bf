// The Demo sandbox in this very process, on 127.0.0.1 and a free port: what tests, the Playwright harness
// and plain-Node tools use. The packaged app uses electron/main/sandbox-process.ts instead, so this module
// (and fastify behind it) is never imported by the main-process bundle.
import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox'
import type { SandboxLauncher } from './sandbox-launcher'

export interface InProcessLauncher extends SandboxLauncher {
  /** The running sandbox (scenario controls, clock), or null before start. */
  sandbox(): Sandbox | null
}

export function createInProcessSandboxLauncher(options: SandboxOptions = {}): InProcessLauncher {
  let running: Sandbox | null = null
  return {
    async start() {
      running ??= await createSandbox({ host: '127.0.0.1', port: 0, ...options })
      return { baseUrl: running.baseUrl }
    },
    async stop() {
      const current = running
      running = null
      await current?.close()
    },
    sandbox: () => running,
  }
}

/** A launcher over a sandbox someone else owns (one per Playwright worker): start hands out its URL, stop is a no-op. */
export function sharedSandboxLauncher(sandbox: Pick<Sandbox, 'baseUrl'>): SandboxLauncher {
  return { start: async () => ({ baseUrl: sandbox.baseUrl }), stop: async () => undefined }
}
