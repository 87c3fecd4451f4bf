// Checklist item 22 end to end: a password typed in the renderer (saved "remembered" and used to connect) and the
// broker's session token never appear in plain text in any file the app writes (profiles, secrets, audit, logs),
// in anything main answers or pushes to the renderer, or in the page. Runs the real main-process services with
// the real file logger, a stand-in cipher for safeStorage, and the Demo sandbox as the broker.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createFakeCipher } from '@test-support/fake-cipher'
import type { Router } from '../../electron/core/ipc/router'
import { createFileLogger } from '../../electron/core/logging'
import { createMainServices } from '../../electron/core/services'
import { startTestSandbox } from '@test-support/sandbox'
import { installWindowApi } from '../harness/window-api'
import { expect, test } from '../fixtures/test'

test.describe.configure({ timeout: 60_000 })

const CANARY_PASSWORD = 'Canary-Pw-7d41c9e2-never-store-me'

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

function variants(secret: string): string[] {
  return [secret, Buffer.from(secret).toString('base64'), encodeURIComponent(secret)]
}

test('passwords and session tokens stay out of files, logs, IPC answers and the page', async ({ page, renderer }) => {
  const dir = await mkdtemp(join(tmpdir(), 'dx-desk-secrets-'))
  // Tests here run on the wall clock at any hour: every market stays open.
  const sandbox = await startTestSandbox()
  const tokens: string[] = []
  // Learns the tokens the broker issues, so the test can look for them afterwards.
  const watchingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    const url = input instanceof Request ? input.url : String(input)
    if (url.endsWith('/login')) {
      const token = /"sessionToken"\s*:\s*"([^"]+)"/.exec(await response.clone().text())?.[1]
      if (token) tokens.push(token)
    }
    return response
  }
  const log = createFileLogger({ dir: join(dir, 'logs'), level: 'debug' })
  const services = await createMainServices({
    userDataDir: dir,
    cipher: createFakeCipher(),
    sandboxLauncher: { start: async () => ({ baseUrl: sandbox.baseUrl }), stop: async () => undefined },
    logger: log.logger,
    appInfo: { name: 'DX Desk', version: '0.0.0-test', platform: process.platform },
    openExternal: async () => undefined,
    dxClient: { fetch: watchingFetch },
  })
  const toRenderer: unknown[] = []
  const recordingRouter: Router = {
    has: services.router.has,
    invoke: async (channel, input, ctx) => {
      const result = await services.router.invoke(channel, input, ctx)
      toRenderer.push(result)
      return result
    },
  }
  const unsubscribe = services.subscribe((event, payload) => toRenderer.push({ event, payload }))
  await installWindowApi(page, recordingRouter)
  try {
    await page.goto(renderer.origin)
    type Api = Record<string, Record<string, (input?: unknown) => Promise<{ ok: boolean; value?: unknown }>>>
    const outcome = await page.evaluate(
      async ({ baseUrl, password }) => {
        const api = (window as unknown as { api: Api }).api
        const saved = await api.profiles!.save!({
          profile: { name: 'Canary', baseUrl, username: 'trader', domain: 'default' },
          password,
          rememberPassword: true,
        })
        const id = (saved.value as { id: string } | undefined)?.id
        const wrong = await api.session!.connect!({ profileId: id, password })
        const demo = await api.session!.connect!({ profileId: 'demo-trader' })
        const read = await api.positions!.list!({ accounts: ['default:1001'] })
        const list = await api.profiles!.list!({})
        await api.session!.disconnect!({})
        return { saved: saved.ok, wrong: wrong.ok, demo: demo.ok, read: read.ok, list: list.value }
      },
      { baseUrl: sandbox.baseUrl, password: CANARY_PASSWORD },
    )
    expect(outcome).toMatchObject({ saved: true, wrong: false, demo: true, read: true })
    const canary = (outcome.list as { profiles: Array<{ name: string; passwordSaved: boolean }> }).profiles.find(
      (p) => p.name === 'Canary',
    )
    expect(canary?.passwordSaved, 'the password was remembered (encrypted), so the files were exercised').toBe(true)
    expect(tokens.length, 'the broker issued a session token').toBeGreaterThan(0)

    await services.shutdown()
    await log.close()
    const secrets = [...variants(CANARY_PASSWORD), ...tokens.flatMap(variants)]
    const files = await filesUnder(dir)
    expect(files.some((f) => f.includes(join(dir, 'logs')))).toBe(true)
    for (const file of files) {
      const text = (await readFile(file)).toString('latin1')
      for (const secret of secrets) expect(text.includes(secret), `${file} contains a secret`).toBe(false)
    }
    const answered = JSON.stringify(toRenderer)
    for (const secret of secrets) expect(answered.includes(secret), 'an IPC answer contains a secret').toBe(false)
    const pageState = await page.evaluate(() => [
      document.documentElement.outerHTML,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.cookie,
    ])
    for (const secret of tokens.flatMap(variants)) expect(pageState.join('\n').includes(secret)).toBe(false)
  } finally {
    unsubscribe()
    await services.shutdown()
    await sandbox.close()
    await rm(dir, { recursive: true, force: true })
  }
})
