// The Push API on the sandbox's own port: WebSocket upgrades of the fastify server go to the push hub.
import type { FastifyInstance } from 'fastify'
import type { SandboxRuntime } from '../runtime'
import { PushHub } from './hub'

export type { PushControl } from './hub'
export { DEFAULT_PUSH_OPTIONS, type PushOptions } from './options'

export function installPush(app: FastifyInstance, runtime: SandboxRuntime): PushHub {
  const hub = new PushHub(runtime, runtime.options.push)
  hub.listen(app.server)
  runtime.push = hub
  app.addHook('onClose', (_instance, done) => {
    hub.close()
    done()
  })
  return hub
}
