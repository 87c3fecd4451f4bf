// Who may write where is a server fact: an account that is not among the session user's own (users/{me}) needs
// the audited unlock of that very account, whatever the profile's `kind` label says; screen-capture protection
// and hidden amounts follow the same fact; a change of `kind` is audited and drops the saved password.
import { afterEach, describe, expect, it } from 'vitest'
import type { Order } from '@shared/api/records'
import type { SessionInfo } from '@shared/ipc/contract'
import type { ProfileView } from '@shared/ipc/profiles'
import type { OsNotification } from '../watch/notifier'
import { openTestCase } from '@test-support/support-case'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { shouldProtectContent } from '../security/content-protection'
import { matches } from '../audit/audit-log'

const CLIENT_A = 'default:1001' // trader's
const CLIENT_B = 'default:2001' // trader2's

let harness: ServicesHarness | null = null
afterEach(async () => {
  await harness?.close()
  harness = null
})

async function setUp(notes: OsNotification[] = []) {
  const h = (harness = await createServicesHarness({
    services: { notifications: { supported: () => true, show: (n) => void notes.push(n) } },
  }))
  const sandbox = await h.startSandbox()
  return { h, sandbox }
}

/** Imports one profile as a file could carry it and connects with the sandbox's password. */
async function connectImported(h: ServicesHarness, profile: Record<string, unknown>): Promise<SessionInfo> {
  const json = JSON.stringify({ format: 'dx-desk-profiles', version: 1, profiles: [profile] })
  const { imported } = await h.value<{ imported: ProfileView[] }>('profiles.import', { json })
  return h.value<SessionInfo>('session.connect', { profileId: imported[0]?.id, password: 'demo' })
}

async function modifyFirstLimit(h: ServicesHarness, account: string) {
  const open = await h.value<{ data: Order[]; etag: string }>('orders.open', { accounts: [account] })
  const order = open.data.find((o) => o.type === 'LIMIT' && !o.links?.length && o.legs[0]?.quantity)
  if (!order) throw new Error(`no stand-alone LIMIT order on ${account}`)
  const before = h.requests()
  const result = await h.call('orders.modify', {
    account,
    request: {
      orderCode: order.clientOrderId,
      instrument: order.instrument,
      side: order.side,
      quantity: Number(order.legs[0]?.quantity),
      limitPrice: Number(order.legs[0]?.price),
      tif: order.tif,
    },
    ifMatch: open.etag,
  })
  return { result, sent: h.requests() - before }
}

describe('delegated accounts are decided from server facts', () => {
  it('a profile labelled "trader" for the support login cannot modify a client’s order without the unlock', async () => {
    const { h, sandbox } = await setUp()
    const session = await connectImported(h, {
      name: 'Looks like a trader',
      kind: 'trader',
      baseUrl: sandbox.baseUrl,
      username: 'support',
    })
    expect(session).toMatchObject({ kind: 'trader', readOnly: false, delegated: true })
    await openTestCase(h, [CLIENT_A])
    const { result, sent } = await modifyFirstLimit(h, CLIENT_A)
    expect(result).toMatchObject({ ok: false, error: { cause: 'editing-locked', parameter: CLIENT_A } })
    expect(sent).toBe(0)
    expect((await h.services.audit.entries()).map((e) => [e.action, e.result])).toEqual([
      ['case-open', 'opened'],
      ['modify-order', 'refused (read-only)'],
    ])
    // Content protection follows the same fact.
    expect(shouldProtectContent(h.services.sessions.current(), {})).toBe(true)

    await h.value('session.unlockEditing', { reason: 'Ticket 12: client asked', account: CLIENT_A })
    expect((await modifyFirstLimit(h, CLIENT_A)).result).toMatchObject({ ok: true })
    const unlock = (await h.services.audit.entries()).find((e) => e.action === 'unlock-editing')
    expect(unlock).toMatchObject({ account: CLIENT_A, description: 'Ticket 12: client asked' })
  })

  it('hides amounts in OS notifications for the relabelled support login too', async () => {
    const notes: OsNotification[] = []
    const { h, sandbox } = await setUp(notes)
    await connectImported(h, {
      name: 'Looks like a trader',
      kind: 'trader',
      baseUrl: sandbox.baseUrl,
      username: 'support',
      notifyKinds: ['liquidation'],
    })
    await openTestCase(h, [CLIENT_A])
    await h.value('watch.set', { accounts: [CLIENT_A], visibility: 'foreground' })
    await h.services.watch.idle()
    sandbox.control.accountEvent(CLIENT_A, { eventType: 'LIQUIDATION', reason: 'Equity 120.50 below 200.00' })
    h.services.watch.refresh([CLIENT_A])
    await h.services.watch.idle()
    expect(notes).toHaveLength(1)
    expect(notes[0]?.body).not.toContain('120.50')
  })

  it('a trader’s own accounts stay editable and the connection is not delegated', async () => {
    const { h, sandbox } = await setUp()
    const session = await connectImported(h, { name: 'Own', baseUrl: sandbox.baseUrl, username: 'trader' })
    expect(session).toMatchObject({ delegated: false })
    expect((await modifyFirstLimit(h, CLIENT_A)).result).toMatchObject({ ok: true })
    expect(shouldProtectContent(h.services.sessions.current(), {})).toBe(false)
  })
})

// The window is "hidden" so that the live watch sends nothing of its own while requests are counted.
describe('editing is unlocked per client account, each with its own reason', () => {
  it('an unlock for client A does not carry over to client B; B needs its own unlock and audit line', async () => {
    const { h } = await setUp()
    await h.value('session.connect', { profileId: 'demo-support' })
    await openTestCase(h, [CLIENT_A, CLIENT_B])
    await h.value('watch.set', { accounts: [CLIENT_A], visibility: 'hidden' })
    const forA = await h.value<SessionInfo>('session.unlockEditing', { reason: 'Ticket A-1' })
    expect(forA.unlockedAccounts).toEqual([CLIENT_A])
    expect((await modifyFirstLimit(h, CLIENT_A)).result).toMatchObject({ ok: true })

    // "Change accounts…" → client B: read-only again.
    await h.value('watch.set', { accounts: [CLIENT_B], visibility: 'hidden' })
    const refused = await modifyFirstLimit(h, CLIENT_B)
    expect(refused.result).toMatchObject({ ok: false, error: { cause: 'editing-locked', parameter: CLIENT_B } })
    expect(refused.sent).toBe(0)
    await h.value('session.unlockEditing', { reason: 'Ticket B-7' })
    expect((await modifyFirstLimit(h, CLIENT_B)).result).toMatchObject({ ok: true })

    const unlocks = (await h.services.audit.entries()).filter((e) => e.action === 'unlock-editing')
    expect(unlocks.map((e) => [e.account, e.accounts, e.description])).toEqual([
      [CLIENT_A, [CLIENT_A], 'Ticket A-1'],
      [CLIENT_B, [CLIENT_B], 'Ticket B-7'],
    ])
  })

  it('one reason cannot cover two clients opened together', async () => {
    const { h } = await setUp()
    await h.value('session.connect', { profileId: 'demo-support' })
    await openTestCase(h, [CLIENT_A, CLIENT_B])
    await h.value('watch.set', { accounts: [CLIENT_A, CLIENT_B], visibility: 'hidden' })
    const both = await h.call('session.unlockEditing', { reason: 'Ticket for both' })
    expect(both).toMatchObject({ ok: false, error: { cause: 'unlock-one-account' } })
    expect((await h.services.audit.entries()).filter((e) => e.action === 'unlock-editing')).toEqual([])
    expect(h.services.sessions.current()?.unlockedAccounts).toEqual([])
  })
})

describe('a change of the profile’s kind', () => {
  it('is audited and drops the saved password, so it takes effect only after the password is entered again', async () => {
    const { h, sandbox } = await setUp()
    const saved = await h.value<ProfileView>('profiles.save', {
      profile: { name: 'Client desk', kind: 'support', baseUrl: sandbox.baseUrl, username: 'support' },
      password: 'demo',
      rememberPassword: true,
    })
    expect(saved.passwordSaved).toBe(true)
    const { builtIn: _b, passwordSaved: _p, readOnly: _r, ...fields } = saved
    const flipped = await h.value<ProfileView>('profiles.save', { profile: { ...fields, kind: 'trader' } })
    expect(flipped).toMatchObject({ kind: 'trader', passwordSaved: false })
    const [line] = await h.services.audit.entries()
    expect(line).toMatchObject({
      action: 'change-profile-kind',
      profileId: saved.id,
      changes: [{ field: 'kind', from: 'support', to: 'trader' }],
    })
    // Listed among the changes, not among failed writes.
    expect(matches(line!, { result: 'failed' })).toBe(false)
    expect(matches(line!, { action: 'change-profile-kind' })).toBe(true)
  })
})
