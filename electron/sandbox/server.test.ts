// The app builder also works without a socket, through fastify's inject() (for fast unit tests elsewhere).
import { describe, expect, it } from 'vitest'
import { ManualClock } from './clock'
import { buildSandbox } from './sandbox'

describe('buildSandbox().app.inject', () => {
  it('serves the API and the controls without listening', async () => {
    const { app, control } = buildSandbox({ clock: new ManualClock(Date.parse('2026-03-18T12:00:00Z')) })
    const login = await app.inject({
      method: 'POST',
      url: '/dxsca-web/login',
      payload: { username: 'trader', domain: 'default', password: 'demo' },
    })
    expect(login.statusCode).toBe(200)
    const { sessionToken } = login.json<{ sessionToken: string }>()
    const positions = await app.inject({
      url: '/dxsca-web/accounts/default%3A1001/positions',
      headers: { authorization: `DXAPI ${sessionToken}` },
    })
    expect(positions.statusCode).toBe(200)
    expect(positions.headers.etag).toBe(`"${control.health().accounts[0]?.version}"`)
    expect((await app.inject({ url: '/sandbox/health' })).json()).toMatchObject({ status: 'ok' })
    await app.close()
  })
})
