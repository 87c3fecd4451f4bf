// The real main-process services (profiles, vault, session manager, DX client, IPC router) under plain Node,
// connected to a sandbox someone else started — the same wiring as e2e/fixtures/app.ts, without a page.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { sharedSandboxLauncher } from '../../../test-support/sandbox'
import { createMainServices, type MainServices } from '../../../electron/core/services'
import type { DxClientTuning } from '../../../electron/core/session/session-manager'
import { INVOKE_CHANNELS } from '../../../shared/ipc/channels'
import type { Result } from '../../../shared/ipc/result'
import { createFakeCipher } from '../../../test-support/fake-cipher'

export interface Harness {
  services: MainServices
  /** router.invoke as the IPC bridge calls it. */
  invoke(channel: string, input: unknown): Promise<Result<unknown>>
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
    ...(dxClient ? { dxClient } : {}),
  })
  const invoke = (channel: string, input: unknown) =>
    services.router.invoke(channel, input, { signal: new AbortController().signal, caller: 'bench' })
  return {
    services,
    invoke,
    async close() {
      await services.shutdown()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

type Invoke = (input: unknown) => Promise<Result<unknown>>

/**
 * window.api as the preload builds it (domain.verb from the channel list), where each call crosses a
 * structured clone — V8's serializer, the one Electron's IPC uses — like a real renderer↔main round trip.
 */
export function nodeWindowApi(invoke: Harness['invoke']): Record<string, Record<string, Invoke>> {
  const api: Record<string, Record<string, Invoke>> = {}
  for (const channel of INVOKE_CHANNELS) {
    const [domain = '', verb = ''] = channel.split('.')
    api[domain] ??= {}
    api[domain][verb] = async (input) =>
      deserialize(serialize(await invoke(channel, deserialize(serialize(input ?? {}))))) as Result<unknown>
  }
  return api
}
