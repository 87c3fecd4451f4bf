// The harness itself: window.api in the built renderer reaches the real main-process services, exposes only
// the contract's verbs, and the page has no Node or Electron handles.
import { expect, test } from '../fixtures/app'

test.describe('window.api in the page reaches the real main-process services', () => {
  test('connects to the Demo sandbox as the trader and reads positions through the contract', async ({ page }) => {
    const session = await page.evaluate(() => window.api.session.connect({ profileId: 'demo-trader' }))
    expect(session.ok).toBe(true)
    if (!session.ok) return
    expect(session.value.user.accounts.map((a) => a.account)).toEqual(
      expect.arrayContaining(['default:1001', 'default:1002']),
    )
    const positions = await page.evaluate(() => window.api.positions.list({ accounts: ['default:1001'] }))
    expect(positions.ok).toBe(true)
    if (positions.ok) expect(positions.value.data.length).toBeGreaterThan(0)
  })

  test('forwards main→renderer events to the page', async ({ page }) => {
    await page.evaluate(() => {
      const w = window as unknown as { seen: unknown[] }
      w.seen = []
      window.api.on['session.changed']((payload) => w.seen.push(payload))
    })
    await page.evaluate(() => window.api.session.connect({ profileId: 'demo-support' }))
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
      .toContainEqual({ state: 'connected', profileId: 'demo-support' })
  })

  test('exposes only functions and on — never ipcRenderer, require or process', async ({ page }) => {
    const surface = await page.evaluate(() => {
      const api = window.api as unknown as Record<string, Record<string, unknown>>
      const w = window as unknown as Record<string, unknown>
      return {
        leavesAreFunctions: Object.values(api).every((domain) =>
          Object.values(domain).every((leaf) => typeof leaf === 'function'),
        ),
        hasOn: typeof api.on === 'object',
        frozen: Object.isFrozen(api),
        ipcRenderer: typeof w.ipcRenderer,
        require: typeof w.require,
        process: typeof w.process,
        electron: typeof w.electron,
      }
    })
    expect(surface).toEqual({
      leavesAreFunctions: true,
      hasOn: true,
      frozen: true,
      ipcRenderer: 'undefined',
      require: 'undefined',
      process: 'undefined',
      electron: 'undefined',
    })
  })

  test('a hostile payload is refused as a validation error before any request', async ({ page, app }) => {
    await page.evaluate(() => window.api.session.connect({ profileId: 'demo-trader' }))
    const requests: number[] = []
    app.sandbox.app.server.on('request', () => requests.push(1))
    const results = await page.evaluate(() =>
      Promise.all([
        window.api.positions.list({
          accounts: ['default:1001'],
          constructor: { prototype: { polluted: true } },
        } as never),
        window.api.positions.list({ accounts: 'default:1001' } as never),
        window.api.positions.list({ accounts: ['default:1001'], params: { 'include-offst': true } } as never),
        window.api.orders.history({ accounts: ['x'.repeat(200_000)] } as never),
      ]),
    )
    for (const result of results) expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(requests).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
