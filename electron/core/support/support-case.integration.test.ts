// A support case around every look at a client's account, against the sandbox with its support login (who owns
// no account; default:1001 is trader's, default:2001 trader2's) and its trader login (who owns default:1001).
import { afterEach, describe, expect, it } from 'vitest'
import type { Order } from '@shared/api/records'
import type { AuditEntryView } from '@shared/ipc/audit'
import type { SessionInfo } from '@shared/ipc/contract'
import { parse } from 'csv-parse/sync'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { TEST_CASE } from '@test-support/support-case'

const CLIENT_A = 'default:1001'
const CLIENT_B = 'default:2001'

let h: ServicesHarness
afterEach(async () => {
  await h.close()
})

async function support() {
  h = await createServicesHarness()
  await h.value('session.connect', { profileId: 'demo-support' })
}

const lines = () => h.services.audit.entries()

describe('a case around every client look', () => {
  it('no client data is read, watched, unlocked or written before a case is open; nothing is sent', async () => {
    await support()
    const before = h.requests()
    for (const [channel, input] of [
      ['orders.open', { accounts: [CLIENT_A] }],
      ['positions.list', { accounts: [CLIENT_A] }],
      ['ledger.read', { account: CLIENT_A }],
      ['watch.set', { accounts: [CLIENT_A], visibility: 'hidden' }],
      ['session.unlockEditing', { reason: 'Ticket 1', account: CLIENT_A }],
      ['orders.cancel', { account: CLIENT_A, orderCode: 'any', ifMatch: '"1"' }],
    ] as const) {
      expect(await h.call(channel, input), channel).toMatchObject({
        ok: false,
        error: { cause: 'case-required', parameter: CLIENT_A },
      })
    }
    expect(h.requests()).toBe(before)
    // The refused write is on the trail, as every refused write is.
    expect((await lines()).map((e) => [e.action, e.result])).toEqual([['cancel-order', 'refused (no case)']])
  })

  it('the user directory is readable without a case: who the client is and their accounts, nothing inside them', async () => {
    await support()
    // Finding the client comes before the case: their login, name, account codes and statuses.
    const listed = await h.value<{ data: { username: string }[] }>('users.list', { params: { limit: 50 } })
    expect(listed.data.map((u) => u.username)).toContain('trader@default')
    const user = await h.value<{ data: { accounts: { account: string }[] } }>('users.get', {
      username: 'trader@default',
    })
    expect(user.data.accounts.map((a) => a.account)).toContain(CLIENT_A)
    // What is inside the account still needs the case.
    expect(await h.call('positions.list', { accounts: [CLIENT_A] })).toMatchObject({
      ok: false,
      error: { cause: 'case-required', parameter: CLIENT_A },
    })
  })

  it('opening a case records its reference, reason and client accounts; reads then work', async () => {
    await support()
    const session = await h.value<SessionInfo>('case.open', { ...TEST_CASE, accounts: [CLIENT_A] })
    expect(session.case).toMatchObject({ reference: TEST_CASE.reference, reason: TEST_CASE.reason })
    const open = await h.value<{ data: Order[] }>('orders.open', { accounts: [CLIENT_A] })
    expect(open.data.length).toBeGreaterThan(0)
    expect(await lines()).toEqual([
      expect.objectContaining({
        action: 'case-open',
        user: 'support@default',
        accounts: [CLIENT_A],
        description: TEST_CASE.reason,
        case: TEST_CASE.reference,
        via: 'support',
        result: 'opened',
      }),
    ])
  })

  it('a reference or reason out of bounds is refused with the field named', async () => {
    await support()
    for (const input of [
      { reference: '', reason: TEST_CASE.reason },
      { reference: 'CASE 1\nforged', reason: TEST_CASE.reason },
      { reference: 'C'.repeat(65), reason: TEST_CASE.reason },
      { reference: 'CASE-1', reason: 'no' },
      { reference: 'CASE-1', reason: 'r'.repeat(501) },
      { reference: 'CASE-1', reason: 'two\nlines' },
    ]) {
      expect(await h.call('case.open', { ...input, accounts: [CLIENT_A] })).toMatchObject({
        ok: false,
        error: { kind: 'validation' },
      })
    }
    expect(await lines()).toEqual([])
  })

  it('every audit line of a case carries it and `via: support`; switching and ending are recorded', async () => {
    await support()
    await h.value('case.open', { ...TEST_CASE, accounts: [CLIENT_A] })
    await h.value('watch.set', { accounts: [CLIENT_A], visibility: 'hidden' })
    await h.value('session.unlockEditing', { reason: 'Client asked to move the limit', account: CLIENT_A })
    const open = await h.value<{ data: Order[]; etag: string }>('orders.open', { accounts: [CLIENT_A] })
    const order = open.data.find((o) => o.type === 'LIMIT' && !o.links?.length)
    if (!order) throw new Error('the sandbox seeds a stand-alone LIMIT order on default:1001')
    await h.value('orders.cancel', { account: CLIENT_A, orderCode: order.clientOrderId, ifMatch: open.etag })

    // Switch to client B: the first case ends as switched, the unlock made under it ends with it.
    const switched = await h.value<SessionInfo>('case.open', {
      reference: 'CASE-4712',
      reason: 'Second client on the phone',
      accounts: [CLIENT_B],
    })
    expect(switched.unlockedAccounts).toEqual([])
    await h.value('orders.open', { accounts: [CLIENT_B] })
    const ended = await h.value<SessionInfo>('case.end', {})
    expect(ended.case).toBeUndefined()
    expect(await h.call('orders.open', { accounts: [CLIENT_B] })).toMatchObject({ error: { cause: 'case-required' } })

    const all = await lines()
    expect(all.map((e) => [e.action, e.phase ?? '', e.result, e.case, e.via])).toEqual([
      ['case-open', '', 'opened', 'CASE-4711', 'support'],
      ['unlock-editing', '', 'unlocked', 'CASE-4711', 'support'],
      ['cancel-order', 'attempt', 'attempt', 'CASE-4711', 'support'],
      ['cancel-order', 'outcome', 'applied', 'CASE-4711', 'support'],
      ['case-end', '', 'switched', 'CASE-4711', 'support'],
      ['case-open', '', 'opened', 'CASE-4712', 'support'],
      ['case-end', '', 'ended', 'CASE-4712', 'support'],
    ])
    // The end line lists the client accounts looked at under the case.
    expect(all[4]?.accounts).toEqual([CLIENT_A])

    // The viewer and its export filter by case.
    const listed = await h.value<{ entries: AuditEntryView[] }>('audit.list', { filter: { case: 'CASE-4712' } })
    expect(listed.entries.map((e) => e.action)).toEqual(['case-end', 'case-open'])
    const exported = await h.value<{ csv: string; count: number }>('audit.export', { filter: { case: 'CASE-4711' } })
    const rows: Array<Record<string, string>> = parse(exported.csv, { columns: true, bom: true })
    expect(rows.map((r) => [r.action, r.case, r.via, r.scope])).toEqual(
      all.filter((e) => e.case === 'CASE-4711').map((e) => [e.action, 'CASE-4711', 'support', 'filtered']),
    )
  })

  it('a disconnect ends the open case, and the end is recorded', async () => {
    await support()
    await h.value('case.open', { ...TEST_CASE, accounts: [CLIENT_A] })
    await h.value('session.disconnect', {})
    await expect
      .poll(async () => (await lines()).map((e) => [e.action, e.result]))
      .toEqual([
        ['case-open', 'opened'],
        ['case-end', 'disconnected'],
      ])
  })

  it('a trader’s own accounts never fall under a case', async () => {
    h = await createServicesHarness()
    await h.value('session.connect', { profileId: 'demo-trader' })
    expect(await h.call('case.open', { ...TEST_CASE, accounts: [CLIENT_A] })).toMatchObject({
      ok: false,
      error: { cause: 'case-not-needed' },
    })
    const open = await h.value<{ data: Order[]; etag: string }>('orders.open', { accounts: [CLIENT_A] })
    const order = open.data.find((o) => o.type === 'LIMIT' && !o.links?.length)
    if (!order) throw new Error('the sandbox seeds a stand-alone LIMIT order on default:1001')
    await h.value('orders.cancel', { account: CLIENT_A, orderCode: order.clientOrderId, ifMatch: open.etag })
    const all = await lines()
    expect(all.map((e) => e.action)).toEqual(['cancel-order', 'cancel-order'])
    for (const e of all) expect(e).not.toHaveProperty('case')
  })
})
