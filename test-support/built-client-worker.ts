// The API client's worker as the app starts it: the file the build emits beside out/main/index.js. Browser specs
// and the bench run after `npm run build`; a built worker is ready in a fraction of a second, where compiling the
// client's source with tsx in a fresh thread costs seconds (and, on a loaded machine, more than a connect waits).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

const BUILT_CLIENT_WORKER = join(import.meta.dirname, '..', 'out', 'main', 'dx-client-worker.js')

export function builtClientWorker(): Worker {
  if (!existsSync(BUILT_CLIENT_WORKER)) {
    throw new Error(`The API client's worker is not built (${BUILT_CLIENT_WORKER}): run npm run build first.`)
  }
  return new Worker(BUILT_CLIENT_WORKER, { name: 'dx-client' })
}
