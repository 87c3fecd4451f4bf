// The order dialog's main-process channels against a real sandbox: every modify attempt lands in the audit
// log with its fields old → new, the support unlock too; the viewer's list/export and the instrument
// reference channel work through the real router.
import { TEST_CASE } from '@test-support/support-case'
import { parseCsv } from '@test-support/csv'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '@shared/api'
import type { AuditEntryView } from '@shared/ipc/audit'
import type { Sandbox } from '../../../sandbox'
import { ManualClock } from '../../../sandbox/clock'
import { startTestSandbox } from '@test-support/sandbox'
import { createFakeCipher } from '@test-support/fake-cipher'
import { createMainServices, type MainServices } from '../../services'

let dir: string
let sandbox: Sandbox
let services: MainServices

async function call<T>(channel: string, input: unknown): Promise<T> {
  const r = await services.router.invoke(channel, input, { signal: new AbortController().signal, caller: 'test' })
  if (!r.ok) throw Object.assign(new Error(r.error.message), { appError: r.error })
  return r.value as T
}
async function fails(channel: string, input: unknown) {
  const r = await services.router.invoke(channel, input, { signal: new AbortController().signal, caller: 'test' })
  if (r.ok) throw new Error('expected a failure')
  return r.error
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dx-audit-int-'))
  // Tests here run on the wall clock at any hour: every market stays open.
  sandbox = await startTestSandbox()
  services = await createMainServices({
    userDataDir: dir,
    cipher: createFakeCipher(),
    sandboxLauncher: { start: async () => ({ baseUrl: sandbox.baseUrl }), stop: async () => undefined },
    appInfo: { name: 'DX Desk', version: '0.0.0', platform: 'test' },
    openExternal: async () => undefined,
  })
})
afterEach(async () => {
  await services.shutdown()
  await sandbox.close()
  // The log's last append may still be landing as the services stop: retry as the folder empties.
  await rm(dir, { recursive: true, force: true, maxRetries: 5 })
})

/** An exported CSV's rows by column name. */
function records(text: string): Array<Record<string, string>> {
  const { header, rows } = parseCsv(text)
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])))
}

async function workingLimit(account: string) {
  const read = await call<{ data: Order[]; etag: string }>('orders.open', { accounts: [account] })
  const order = read.data.find((o) => o.type === 'LIMIT' && o.status === 'WORKING' && !o.links && o.legs[0]?.quantity)
  if (!order) throw new Error('no stand-alone working LIMIT order')
  return { order, etag: read.etag }
}

describe('order-edit channels', () => {
  it('records every modify attempt before sending and its outcome after, old → new computed by main', async () => {
    await call('session.connect', { profileId: 'demo-trader' })
    const { order, etag } = await workingLimit('default:1001')
    const price = order.legs[0]?.price ?? ''
    const next = String(Number(price) - 0.0001)
    const request = {
      account: 'default:1001',
      orderCode: order.clientOrderId,
      instrument: order.instrument,
      side: order.side,
      quantity: order.legs[0]?.quantity,
      positionEffect: order.legs[0]?.positionEffect,
      positionCode: order.legs[0]?.positionCode,
      limitPrice: next,
      tif: order.tif,
    }
    const ok = await call<{ etag: string }>('orders.modify', {
      account: 'default:1001',
      request,
      ifMatch: etag,
      audit: { attempt: 'send' },
    })
    expect(ok.etag).toMatch(/^"\d+"$/)
    const stale = await fails('orders.modify', { account: 'default:1001', request, ifMatch: etag })
    expect(stale.kind).toBe('precondition-failed')

    const list = await call<{ entries: AuditEntryView[]; total: number; integrity: { ok: boolean } }>('audit.list', {})
    expect(list.integrity).toMatchObject({ ok: true, entries: 4, findings: [] })
    // Newest first: the stale resend (attempt, refused), then the first send (attempt, applied).
    expect(
      list.entries.map((e) => [e.phase, e.result, e.code ?? null, e.attemptSeq ?? null, e.attempt ?? null]),
    ).toEqual([
      ['outcome', 'precondition-failed', null, 3, null],
      ['attempt', 'attempt', null, null, null],
      ['outcome', 'applied', null, 1, 'send'],
      ['attempt', 'attempt', null, null, 'send'],
    ])
    const changes = [{ field: 'limitPrice', from: price, to: next }]
    expect(list.entries[3]).toMatchObject({ user: 'trader@default', account: 'default:1001', etag, changes })
    expect(list.entries.every((e) => e.order === order.clientOrderId)).toBe(true)
    // The id the grid and notices say ("Order 100208") travels beside the client order id.
    expect(list.entries.every((e) => e.orderIds === String(order.orderId))).toBe(true)
    const failed = await call<{ total: number }>('audit.list', { filter: { result: 'failed' } })
    expect(failed.total).toBe(1)
    const csv = await call<{ csv: string; count: number; filename: string }>('audit.export', {})
    expect(csv.count).toBe(4)
    expect(csv.filename).toMatch(/^dx-desk-audit-\d{8}T\d{6}Z\.csv$/)
    expect(csv.csv.split('\r\n')[2]).toContain(',outcome,1,applied,')
  })

  it("names the export by main's clock, so a pinned clock pins the file name", async () => {
    const pinned = await createMainServices({
      userDataDir: join(dir, 'pinned'),
      cipher: createFakeCipher(),
      sandboxLauncher: { start: async () => ({ baseUrl: sandbox.baseUrl }), stop: async () => undefined },
      appInfo: { name: 'DX Desk', version: '0.0.0', platform: 'test' },
      openExternal: async () => undefined,
      clock: new ManualClock(Date.parse('2026-03-04T05:06:07.890Z')),
    })
    try {
      const r = await pinned.router.invoke('audit.export', {}, { signal: new AbortController().signal, caller: 'test' })
      expect(r.ok && r.value).toMatchObject({ filename: 'dx-desk-audit-20260304T050607Z.csv', count: 0 })
    } finally {
      await pinned.shutdown()
    }
  })

  it('sends nothing when the attempt cannot be written, and takes no changes from the page', async () => {
    await call('session.connect', { profileId: 'demo-trader' })
    const { order, etag } = await workingLimit('default:1001')
    const price = order.legs[0]?.price ?? ''
    const request = {
      orderCode: order.clientOrderId,
      instrument: order.instrument,
      side: order.side,
      quantity: order.legs[0]?.quantity,
      limitPrice: String(Number(price) - 0.0001),
      tif: order.tif,
    }
    const forged = await fails('orders.modify', {
      account: 'default:1001',
      request,
      ifMatch: etag,
      audit: { attempt: 'send', changes: [{ field: 'limitPrice', from: '1', to: '1' }] },
    })
    expect(forged.kind).toBe('validation')

    // The log's path is taken by a folder: the attempt cannot be appended.
    await mkdir(join(dir, 'audit.log.jsonl'))
    const refused = await fails('orders.modify', { account: 'default:1001', request, ifMatch: etag })
    expect(refused).toMatchObject({
      kind: 'internal',
      cause: 'audit-unavailable',
    })
    const after = await call<{ data: Order[] }>('orders.open', { accounts: ['default:1001'] })
    expect(after.data.find((o) => o.clientOrderId === order.clientOrderId)?.legs[0]?.price).toBe(price)
  })

  it('records each support unlock for its one client account, and a locked account cannot be written', async () => {
    await call('session.connect', { profileId: 'demo-support' })
    await call('case.open', { ...TEST_CASE, accounts: ['default:2001', 'default:1001'] })
    await call('watch.set', { accounts: ['default:2001', 'default:1001'], visibility: 'background' })
    const { order, etag } = await workingLimit('default:2001')
    const request = { orderCode: order.clientOrderId, instrument: order.instrument, side: order.side }
    expect((await fails('orders.modify', { account: 'default:2001', request, ifMatch: etag })).kind).toBe('validation')
    // Two clients' accounts on screen: one reason may not cover both.
    expect(await fails('session.unlockEditing', { reason: 'client ticket 4711' })).toMatchObject({
      cause: 'unlock-one-account',
    })
    await call('session.unlockEditing', { reason: 'client ticket 4711', account: 'default:2001' })
    const list = await call<{ entries: AuditEntryView[] }>('audit.list', { filter: { action: 'unlock-editing' } })
    expect(list.entries).toHaveLength(1)
    expect(list.entries[0]).toMatchObject({
      user: 'support@default',
      result: 'unlocked',
      description: 'client ticket 4711',
      account: 'default:2001',
      accounts: ['default:2001'],
    })
    const refused = await call<{ entries: AuditEntryView[] }>('audit.list', {
      filter: { result: 'refused (read-only)' },
    })
    expect(refused.entries[0]).toMatchObject({ order: order.clientOrderId, orderIds: String(order.orderId) })
  })

  it('finds an order by the id the grid shows and an account by every line about it; the CSV says both', async () => {
    await call('session.connect', { profileId: 'demo-trader' })
    const { order, etag } = await workingLimit('default:1001')
    const request = {
      orderCode: order.clientOrderId,
      instrument: order.instrument,
      side: order.side,
      quantity: order.legs[0]?.quantity,
      limitPrice: String(Number(order.legs[0]?.price) - 0.0001),
      tif: order.tif,
    }
    await call('orders.modify', { account: 'default:1001', request, ifMatch: etag, audit: { attempt: 'send' } })
    const byId = await call<{ entries: AuditEntryView[] }>('audit.list', { filter: { order: String(order.orderId) } })
    expect(byId.entries.map((e) => e.phase)).toEqual(['outcome', 'attempt'])
    const byClientId = await call<{ total: number }>('audit.list', { filter: { order: order.clientOrderId } })
    expect(byClientId.total).toBe(2)

    await call('session.connect', { profileId: 'demo-support' })
    await call('case.open', { ...TEST_CASE, accounts: ['default:2001'] })
    await call('session.unlockEditing', { reason: 'client ticket 4711', account: 'default:2001' })
    const client = await call<{ entries: AuditEntryView[] }>('audit.list', { filter: { account: 'default:2001' } })
    expect(client.entries.map((e) => e.action)).toEqual(['unlock-editing', 'case-open'])
    const csv = await call<{ csv: string }>('audit.export', { filter: { account: 'default:2001' } })
    const rows = records(csv.csv)
    expect(rows.map((r) => [r.action, r.account])).toEqual([
      ['case-open', 'default:2001'],
      ['unlock-editing', 'default:2001'],
    ])
    const all = records((await call<{ csv: string }>('audit.export', {})).csv)
    expect(all.filter((r) => r.orderIds === String(order.orderId))).toHaveLength(2)
  })

  it('serves the global instrument reference for the price grid', async () => {
    await call('session.connect', { profileId: 'demo-trader' })
    const ref = await call<{ data: { symbol: string; priceIncrement: string }[] }>('instruments.reference', {
      symbol: 'EUR/USD',
    })
    expect(ref.data).toEqual([expect.objectContaining({ symbol: 'EUR/USD', priceIncrement: '0.00001' })])
  })
})
