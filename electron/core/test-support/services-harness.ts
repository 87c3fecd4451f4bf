// Test support: the real main-process services over a temp user-data folder, a fake cipher and an in-process
// Demo sandbox, plus a count of every HTTP request the sandbox received (to prove "no request was made").
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { EventPayload } from '../../../shared/ipc/contract'
import type { Result } from '../../../shared/ipc/result'
import type { Sandbox, SandboxOptions } from '../../sandbox'
import type { CipherPort } from '../credentials/cipher-port'
import { createFakeCipher } from '../credentials/fake-cipher'
import { createInProcessSandboxLauncher } from '../demo/in-process-launcher'
import { recordingLogger, type RecordedLine } from '../logging/app-logger'
import { createMainServices, type MainServices, type MainServicesOptions } from '../services'
import type { DxClientTuning } from '../session/session-manager'

export interface ServicesHarness {
  services: MainServices
  dir: string
  /** The Demo sandbox; starts on the first Demo connect (or with startSandbox). */
  sandbox(): Sandbox
  startSandbox(): Promise<Sandbox>
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
    services?: Pick<MainServicesOptions, 'notifications' | 'watchTimers' | 'clock'>
  } = {},
): Promise<ServicesHarness> {
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'dx-services-')))
  // Tests here run on the wall clock at any hour: every market stays open.
  const launcher = createInProcessSandboxLauncher({ seed: 1, tradingHours: false, ...options.sandbox })
  let requests = 0
  let counted: Sandbox | null = null
  const ensureCounted = (): Sandbox | null => {
    const sandbox = launcher.sandbox()
    if (sandbox && counted !== sandbox) {
      sandbox.app.server.on('request', () => void requests++)
      counted = sandbox
    }
    return sandbox
  }
  const countingLauncher = {
    start: async () => {
      const started = await launcher.start()
      ensureCounted()
      return started
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
  const sandbox = (): Sandbox => {
    const running = ensureCounted()
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
    requests: () => requests,
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
    async close() {
      await services.shutdown()
      if (!options.keepDir) await rm(dir, { recursive: true, force: true })
    },
  }
}
