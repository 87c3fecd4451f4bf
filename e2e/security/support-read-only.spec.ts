// A hostile profiles file cannot make a support connection editable: the page imports a file that says
// `kind: "support", readOnly: false`, connects with it and tries to change an order through window.api — main
// refuses until the audited unlock, and the broker never sees a write.
import { expect, test } from '../fixtures/app'

test.describe.configure({ timeout: 60_000 })

test('an imported "support, not read-only" profile still cannot edit through window.api', async ({ app, page }) => {
  let writes = 0
  const countWrites = (req: { method?: string }) => void (req.method === 'PUT' && writes++)
  app.sandbox.app.server.on('request', countWrites)
  try {
    const outcome = await page.evaluate(async (baseUrl) => {
      const json = JSON.stringify({
        format: 'dx-desk-profiles',
        version: 1,
        profiles: [
          { name: 'Case 77', kind: 'support', baseUrl, username: 'support', readOnly: false, reviewBeforeSend: false },
        ],
      })
      const imported = await window.api.profiles.import({ json })
      if (!imported.ok) throw new Error(imported.error.message)
      const profile = imported.value.imported[0]
      if (!profile) throw new Error(`nothing imported: ${imported.value.skipped.join('; ')}`)
      const session = await window.api.session.connect({ profileId: profile.id, password: 'demo' })
      // A client's account is read only inside a support case, as the case prompt opens one.
      const opened = await window.api.case.open({
        reference: 'CASE-77',
        reason: 'Checking a client order',
        accounts: ['default:1001'],
      })
      if (!opened.ok) throw new Error(opened.error.message)
      const orders = await window.api.orders.open({ accounts: ['default:1001'] })
      if (!orders.ok) throw new Error(orders.error.message)
      const order = orders.value.data[0]
      if (!order) throw new Error('no open order to try')
      const modify = await window.api.orders.modify({
        account: 'default:1001',
        request: {
          orderCode: order.clientOrderId,
          instrument: order.instrument,
          side: order.side,
          quantity: '1',
          limitPrice: '1',
          tif: 'GTC',
        },
        ifMatch: orders.value.etag ?? '"0"',
      })
      return { profile, session: session.ok ? session.value : session.error, modify }
    }, app.sandboxUrl)
    expect(outcome.profile).toMatchObject({ kind: 'support', readOnly: true })
    expect(outcome.session).toMatchObject({ readOnly: true, delegated: true, unlockedAccounts: [] })
    expect(outcome.modify).toMatchObject({ ok: false, error: { message: expect.stringMatching(/read-only/) } })
    expect(writes).toBe(0)
    // The refusal itself is on the trail (decided in main); no attempt or outcome of a change is.
    expect(await app.services.audit.entries()).toEqual([
      expect.objectContaining({ action: 'case-open', case: 'CASE-77' }),
      expect.objectContaining({ action: 'modify-order', result: 'refused (read-only)' }),
    ])
  } finally {
    app.sandbox.app.server.off('request', countWrites)
  }
})
