// The worker thread started from the TypeScript source, for plain Node (Vitest, the Playwright harness, the
// bench): tsx compiles the worker's modules as they load. The app never uses this: electron/main passes the
// built file electron-vite emits beside out/main/index.js.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { CLIENT_WORKER_LIMITS } from '../../memory-limits'
import { createClientWorkerHost, type ClientWorkerHost } from './host'

export function spawnSourceWorker(): Worker {
  const entry = pathToFileURL(join(import.meta.dirname, 'entry.ts')).href
  // An inline bootstrap: tsx's loader must be registered inside the worker before the entry is imported.
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(bootstrap, { eval: true, name: 'dx-client', resourceLimits: CLIENT_WORKER_LIMITS })
}

let shared: ClientWorkerHost | undefined

/**
 * One source-started worker for every set of services in this process: compiling the client's modules in a fresh
 * thread costs seconds, which each test would otherwise pay again. Idle, it never keeps the process alive.
 */
export function sharedSourceWorkerHost(): ClientWorkerHost {
  shared ??= createClientWorkerHost(spawnSourceWorker)
  return shared
}
