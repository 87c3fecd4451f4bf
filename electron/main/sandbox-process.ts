// The Demo sandbox in the packaged app: electron/sandbox/utility-entry.ts forked as a utilityProcess (the
// RunAsNode fuse is off, so child_process.fork of the app binary is not available), reporting its URL in a
// `ready` message that is parsed like any other untrusted input before main sends it the Demo password.
import type { UtilityProcess } from 'electron'
import { utilityProcess } from 'electron'
import { parseSandboxMessage } from '../core/demo/sandbox-message'
import type { SandboxLauncher } from '../core/demo/sandbox-launcher'
import type { AppLogger } from '../core/logging'

const START_TIMEOUT_MS = 30_000

export function createUtilityProcessSandboxLauncher(entry: string, logger: AppLogger): SandboxLauncher {
  let child: UtilityProcess | null = null
  return {
    start() {
      return new Promise((resolve, reject) => {
        const forked = utilityProcess.fork(entry, [], { serviceName: 'DX Desk Demo sandbox', stdio: 'ignore' })
        child = forked
        const timer = setTimeout(() => {
          forked.kill()
          reject(new Error('the Demo sandbox did not report ready in time'))
        }, START_TIMEOUT_MS)
        forked.on('message', (raw: unknown) => {
          const message = parseSandboxMessage(raw)
          if (message.type === 'ready') {
            clearTimeout(timer)
            logger.info({ baseUrl: message.baseUrl }, 'Demo sandbox ready')
            resolve({ baseUrl: message.baseUrl })
          } else {
            clearTimeout(timer)
            forked.kill()
            reject(
              new Error(message.type === 'error' ? message.message : 'the Demo sandbox sent an unexpected message'),
            )
          }
        })
        forked.once('exit', (code) => {
          clearTimeout(timer)
          if (child === forked) child = null
          logger.info({ code }, 'Demo sandbox exited')
          reject(new Error(`the Demo sandbox exited (code ${code})`))
        })
      })
    },
    async stop() {
      const current = child
      child = null
      if (!current) return
      await new Promise<void>((resolve) => {
        current.once('exit', () => resolve())
        current.kill()
      })
    },
  }
}
