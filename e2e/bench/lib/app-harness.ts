// The real main-process services (profiles, vault, session manager, DX client, IPC router) under plain Node,
// connected to a sandbox someone else started — the same wiring as e2e/fixtures/app.ts, without a page.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { sharedSandboxLauncher } from '@test-support/sandbox'
import { createMainServices, type MainServices } from '../../../electron/core/services'
import type { DxClientTuning } from '../../../electron/core/session/session-manager'
import { INVOKE_CHANNELS } from '@shared/ipc/channels'
import type { Result } from '@shared/ipc/result'
import { fromWire, type WireResult } from '@shared/ipc/wire'
import { createFakeCipher } from '@test-support/fake-cipher'
import { builtClientWorker } from '@test-support/built-client-worker'

export interface Harness {
  services: MainServices
  /** router.invoke: the answer as window.api gives it. */
  invoke(channel: string, input: unknown): Promise<Result<unknown>>
  /** router.invokeWire: the answer as the IPC bridge hands it to Electron (a worker's read stays JSON text). */
  invokeWire(channel: string, input: unknown): Promise<WireResult>
  close(): Promise<void>
}

export async function startServices(sandboxBaseUrl: string, dxClient?: DxClientTuning): Promise<Harness> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'dx-bench-services-'))
  const services = await createMainServices({
    userDataDir,
    cipher: createFakeCipher({ backend: 'test_keychain' }),
    sandboxLauncher: sharedSandboxLauncher({ baseUrl: sandboxBaseUrl }),
    appInfo: { name: 'DX Desk', version: '0.1.0', platform: process.platform },
    openExternal: async () => undefined,
    dxClientWorker: builtClientWorker,
    ...(dxClient ? { dxClient } : {}),
  })
  const ctx = () => ({ signal: new AbortController().signal, caller: 'bench' })
  const invoke = (channel: string, input: unknown) => services.router.invoke(channel, input, ctx())
  const invokeWire = (channel: string, input: unknown) => services.router.invokeWire(channel, input, ctx())
  return {
    services,
    invoke,
    invokeWire,
    async close() {
      await services.shutdown()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

type Invoke = (input: unknown) => Promise<Result<unknown>>

/**
 * window.api as the preload builds it (domain.verb from the channel list), where each call crosses a
 * structured clone — V8's serializer, the one Electron's IPC uses — like a real renderer↔main round trip, and
 * the answer is read back with the preload's fromWire.
 */
export function nodeWindowApi(invokeWire: Harness['invokeWire']): Record<string, Record<string, Invoke>> {
  const api: Record<string, Record<string, Invoke>> = {}
  for (const channel of INVOKE_CHANNELS) {
    const [domain = '', verb = ''] = channel.split('.')
    api[domain] ??= {}
    api[domain][verb] = async (input) =>
      fromWire(deserialize(serialize(await invokeWire(channel, deserialize(serialize(input ?? {}))))))
  }
  return api
}
