// Test support: the real main-process services over a temp user-data folder, a fake cipher and an in-process
// Demo sandbox, plus a count of every HTTP request the sandbox received (to prove "no request was made").
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CipherPort } from '../electron/core/credentials/cipher-port'
import { recordingLogger, type RecordedLine } from '../electron/core/logging/app-logger'
import { createMainServices, type MainServices, type MainServicesOptions } from '../electron/core/services'
import type { DxClientTuning } from '../electron/core/session/session-manager'
import type { SandboxOptions } from '../electron/sandbox'
import type { EventPayload } from '@shared/ipc/contract'
import type { Result } from '@shared/ipc/result'
import type { EventuallyOptions } from './eventually'
import { createFakeCipher } from './fake-cipher'
import { testSandboxLauncher, type TestSandbox } from './sandbox'

export interface ServicesHarness {
  services: MainServices
  dir: string
  /** The Demo sandbox; starts on the first Demo connect (or with startSandbox). */
  sandbox(): TestSandbox
  startSandbox(): Promise<TestSandbox>
  /** HTTP requests the sandbox has received so far. */
  requests(): number
  events: Array<EventPayload<'session.changed'>>
  logLines: RecordedLine[]
  opened: string[]
  /** Links main asked about (a host no profile uses); answered with `confirmAnswer`. */
  asked: string[]
  confirmAnswer: boolean
  /** router.invoke with a fresh signal; returns the result envelope. */
  call(channel: string, input: unknown, signal?: AbortSignal): Promise<Result<unknown>>
  /** Like call, but throws unless ok, and returns the value. */
  value<T = Record<string, unknown>>(channel: string, input: unknown): Promise<T>
  /** Moves an instrument's price with the sandbox's scenario control (POST /sandbox/prices, as curl would). */
  setPrice(symbol: string, price: number): Promise<void>
  close(): Promise<void>
}

export async function createServicesHarness(
  options: {
    cipher?: CipherPort
    sandbox?: SandboxOptions
    dir?: string
    keepDir?: boolean
    dxClient?: DxClientTuning
    /** Extra service options: the watch's timers, a notification recorder, a clock. */
    services?: Pick<
      MainServicesOptions,
      | 'notifications'
      | 'watchTimers'
      | 'watchLookLimit'
      | 'clock'
      | 'logDir'
      | 'revealFile'
      | 'fileDialog'
      | 'showSnapshot'
      | 'quoteFeedIntervalMs'
    >
  } = {},
): Promise<ServicesHarness> {
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'dx-services-')))
  const launcher = testSandboxLauncher(options.sandbox)
  // Every sandbox this harness started (a restart is a new one): "no request was made" spans all of them.
  const started = new Set<TestSandbox>()
  const countingLauncher = {
    start: async () => {
      const answer = await launcher.start()
      const running = launcher.sandbox()
      if (running) started.add(running)
      return answer
    },
    stop: () => launcher.stop(),
  }
  const logger = recordingLogger()
  const opened: string[] = []
  const asked: string[] = []
  const answer = { confirm: false }
  const services = await createMainServices({
    userDataDir: dir,
    cipher: options.cipher ?? createFakeCipher(),
    sandboxLauncher: countingLauncher,
    logger,
    appInfo: { name: 'DX Desk', version: '0.0.0-test', platform: 'linux' },
    openExternal: async (url) => void opened.push(url),
    confirmExternal: async (url) => {
      asked.push(url)
      return answer.confirm
    },
    dxClient: { timeoutMs: 5_000, retry: { attempts: 1 }, ...options.dxClient },
    ...options.services,
  })
  const events: Array<EventPayload<'session.changed'>> = []
  services.on('session.changed', (payload) => events.push(payload))
  const call = (channel: string, input: unknown, signal = new AbortController().signal) =>
    services.router.invoke(channel, input, { signal, caller: 'test' })
  const sandbox = (): TestSandbox => {
    const running = launcher.sandbox()
    if (!running) throw new Error('the Demo sandbox has not started')
    return running
  }
  return {
    services,
    dir,
    sandbox,
    async startSandbox() {
      await countingLauncher.start()
      return sandbox()
    },
    requests: () => [...started].reduce((sum, s) => sum + s.seen.length, 0),
    events,
    logLines: logger.lines,
    opened,
    asked,
    get confirmAnswer() {
      return answer.confirm
    },
    set confirmAnswer(value: boolean) {
      answer.confirm = value
    },
    call,
    async value<T>(channel: string, input: unknown): Promise<T> {
      const result = await call(channel, input)
      if (!result.ok) throw new Error(`${channel}: ${result.error.kind}: ${result.error.message}`)
      return result.value as T
    },
    async setPrice(symbol, price) {
      const res = await fetch(`${new URL(sandbox().baseUrl).origin}/sandbox/prices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ symbol, price }),
      })
      if (res.status !== 200) throw new Error(`POST /sandbox/prices answered ${res.status}: ${await res.text()}`)
    },
    async close() {
      await services.shutdown()
      // A log or audit file can still be closing as the folder goes: removal retries instead of failing the test.
      if (!options.keepDir) await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })
    },
  }
}

/**
 * `eventually`'s options for a state the account watch brings: each second look waits until the watch has handled
 * what it was told, so the look never sees a change half applied.
 */
export function watchSettled(harness: ServicesHarness, timeoutMs?: number): EventuallyOptions {
  return { settle: () => harness.services.watch.idle(), ...(timeoutMs === undefined ? {} : { timeoutMs }) }
}
