// The sandbox over real HTTP refuses what a web page could send it: a foreign Host (DNS rebinding), an Origin,
// a cross-site Sec-Fetch-Site — for the API and for the developer's scenario controls alike. The app's own
// sandbox has no HTTP controls at all.
import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { IN_APP_SANDBOX_OPTIONS } from '../in-app'
import type { Sandbox } from '../sandbox'
import { startTestSandbox } from '@test-support/sandbox'

let sandbox: Sandbox | null = null
afterEach(async () => {
  await sandbox?.close()
  sandbox = null
})

/** node:http, so the test sets Host itself (fetch does not let a caller choose it). */
function send(
  s: Sandbox,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(s.origin)
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(method === 'POST' ? '{}' : undefined)
  })
}

describe('sandbox request guard', () => {
  it('the in-app sandbox has no HTTP scenario controls', async () => {
    sandbox = await startTestSandbox({ tradingHours: true, ...IN_APP_SANDBOX_OPTIONS })
    expect((await send(sandbox, 'POST', '/sandbox/reset')).status).toBe(404)
    expect((await fetch(`${sandbox.origin}/sandbox/health`)).status).toBe(404)
  })

  it('refuses a foreign Host, an Origin and a cross-site Sec-Fetch-Site; node fetch still works', async () => {
    sandbox = await startTestSandbox()
    const port = new URL(sandbox.origin).port
    const reset = (headers: Record<string, string>) => send(sandbox as Sandbox, 'POST', '/sandbox/reset', headers)
    expect((await reset({ host: `attacker.example:${port}` })).status).toBe(403)
    expect((await reset({ host: `localhost:${port}` })).status).toBe(403)
    expect((await reset({ origin: 'https://attacker.example' })).status).toBe(403)
    expect((await reset({ origin: 'null' })).status).toBe(403)
    expect((await reset({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    const login = await send(sandbox, 'POST', '/dxsca-web/login', { host: `rebound.example:${port}` })
    expect(login).toMatchObject({ status: 403, body: expect.stringContaining(`127.0.0.1:${port}`) })
    // What tests, tools and the app's main process send: no Origin, the sandbox's own Host.
    expect((await reset({})).status).toBe(200)
    expect((await fetch(`${sandbox.origin}/sandbox/health`)).status).toBe(200)
  })
})
