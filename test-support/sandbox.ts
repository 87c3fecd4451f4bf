// The one way a test starts the DX sandbox: in this process, on 127.0.0.1 and a free port, seed 1, every market
// open (tests run on the wall clock at any hour) unless a test asks otherwise, with every request it received
// counted where it matters — at the server. The packaged app starts its Demo server in a utility process
// (electron/main/sandbox-process.ts); nothing here is imported by a shipped bundle.
import type { IncomingMessage } from 'node:http'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { SandboxLauncher } from '../electron/core/demo/sandbox-launcher'
import { createSandbox, type Sandbox, type SandboxOptions } from '../electron/sandbox'

export interface SeenRequest {
  method: string
  /** As it arrived: path and query, still percent-encoded. */
  url: string
  authorization?: string
}

export interface TestSandbox extends Sandbox {
  /** Every request the server received (HTTP level, before routing or faults). */
  seen: SeenRequest[]
  /** Requests whose path (below /dxsca-web, without the query) is exactly this. */
  count(method: string, path: string): number
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const sandbox = await createSandbox({ host: '127.0.0.1', port: 0, seed: 1, tradingHours: false, ...options })
  const seen: SeenRequest[] = []
  sandbox.app.server.on('request', (req: IncomingMessage) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    })
  })
  const count = (method: string, path: string) =>
    seen.filter((r) => r.method === method && r.url.split('?')[0] === `/dxsca-web${path}`).length
  return Object.assign(sandbox, { seen, count })
}

/**
 * The set-up a Vitest file shares with its tests: one sandbox, started by `start` before them and closed after
 * them, and (unless `resetEachTest` is false) back to its seed before each test, with no faults and no requests
 * counted. Returns a stand-in to keep at module level: it reads through to the running sandbox, and says so when
 * used outside the file's tests.
 */
export function useTestSandbox<S extends TestSandbox>(
  start: () => Promise<S>,
  { resetEachTest = true }: { resetEachTest?: boolean } = {},
): S {
  let running: S | undefined
  const current = (): S => {
    if (!running) throw new Error('The test sandbox runs only inside this file’s tests (beforeAll to afterAll).')
    return running
  }
  beforeAll(async () => {
    running = await start()
  })
  afterAll(async () => {
    await running?.close()
    running = undefined
  })
  if (resetEachTest)
    beforeEach(() => {
      current().control.reset()
      current().seen.length = 0
    })
  return new Proxy({} as S, {
    get: (_, key) => {
      const sandbox = current()
      const value: unknown = Reflect.get(sandbox, key, sandbox)
      return typeof value === 'function' ? value.bind(sandbox) : value
    },
  })
}

export interface TestSandboxLauncher extends SandboxLauncher {
  /** The running sandbox (scenario controls, clock, requests seen), or null before the first Demo connect. */
  sandbox(): TestSandbox | null
}

/** The Demo launcher MainServices is given in tests: the first Demo connect starts a test sandbox. */
export function testSandboxLauncher(options: SandboxOptions = {}): TestSandboxLauncher {
  let running: Promise<TestSandbox> | null = null
  let started: TestSandbox | null = null
  return {
    async start() {
      running ??= startTestSandbox(options).then(
        (s) => (started = s),
        (error: unknown) => {
          running = null
          throw error
        },
      )
      return { baseUrl: (await running).baseUrl }
    },
    async stop() {
      const current = running
      running = null
      started = null
      await (await current)?.close()
    },
    sandbox: () => started,
  }
}

/** A launcher over a sandbox someone else owns (one per Playwright worker): start hands out its URL, stop is a no-op. */
export function sharedSandboxLauncher(sandbox: Pick<Sandbox, 'baseUrl'>): SandboxLauncher {
  return { start: async () => ({ baseUrl: sandbox.baseUrl }), stop: async () => undefined }
}
