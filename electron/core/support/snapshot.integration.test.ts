// "Share what I see" through the router against the sandbox, as the support user: a client's rows are shared
// only under a case, the saved file masks what the rules say (the client's name from users.list, the
// sandbox's trade comments, full account codes), re-opens read-only and identical with a valid signature, and
// an altered copy is reported as altered; hostile files are refused with the reason.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CashTransfer, UserDetails } from '@shared/api/records'
import type { OpenedSnapshot, SnapshotView } from '@shared/support/snapshot'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { ONE_ROW_VIEW, openTestCase, TEST_CASE } from '@test-support/support-case'

let h: ServicesHarness
let dir: string
const dialog = { savedTo: '', nextOpen: '' as string | null, shown: [] as string[] }

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dx-share-'))
  h = await createServicesHarness({
    services: {
      fileDialog: {
        choosePathToSave: ({ defaultName }) => Promise.resolve((dialog.savedTo = join(dir, defaultName))),
        choosePathToOpen: () => Promise.resolve(dialog.nextOpen),
      },
      showSnapshot: (id) => {
        dialog.shown.push(id)
        return false
      },
    },
  })
  await h.value('session.connect', { profileId: 'demo-support' })
})
afterAll(async () => {
  await h.close()
})

/** The transfers of default:1001 as a view shows them, with the owner's name as the account picker shows it. */
async function transfersView(): Promise<{ view: SnapshotView; comments: string[]; owner: string }> {
  const users = await h.value<{ data: UserDetails[] }>('users.list', {})
  const owner = users.data.find((u) => u.accounts.some((a) => a.account === 'default:1001'))?.fullName ?? ''
  const read = await h.value<{ data: CashTransfer[]; fetchedAt: number }>('transfers.list', {
    accounts: ['default:1001'],
  })
  const rows = read.data.slice(0, 20).map((t) => [t.account, owner, t.comment ?? '', t.transactionTime])
  return {
    owner,
    comments: rows.map((r) => r[2] ?? '').filter((c) => c.length > 0),
    view: {
      view: { id: 'transfers', title: 'Cash transfers' },
      columns: [
        { id: 'account', header: 'Account', kind: 'code' },
        { id: 'owner', header: 'Owner', kind: 'text' },
        { id: 'comment', header: 'Comment', kind: 'text' },
        { id: 'transactionTime', header: 'Time (UTC)', kind: 'time' },
      ],
      rows,
      filters: ['Accounts: default:1001'],
      sort: 'in the order the server returned',
      timeZone: 'UTC',
      asOf: read.fetchedAt,
      accounts: ['default:1001'],
    },
  }
}

async function open(path: string | null): Promise<OpenedSnapshot> {
  dialog.nextOpen = path
  const opened = await h.value<{ opened: boolean; id?: string; inWindow: boolean }>('support.openSnapshot', {})
  expect(opened).toMatchObject({ opened: true, inWindow: false })
  return h.value<OpenedSnapshot>('support.snapshot', { id: opened.id })
}

describe('share what I see', () => {
  it('refuses to share a client’s rows without a case, and saves nothing', async () => {
    const result = await h.call('support.shareView', {
      view: ONE_ROW_VIEW,
      keepAccountCodes: false,
    })
    expect(result).toMatchObject({ ok: false, error: { cause: 'case-required' } })
    expect(dialog.savedTo).toBe('')
  })

  it('masks the client’s name, comments and account codes, and re-opens identical with a valid signature', async () => {
    await openTestCase(h, ['default:1001'])
    const { view, comments, owner } = await transfersView()
    expect(owner).toBe('Alex Trader')
    expect(comments.length).toBeGreaterThan(0)
    const saved = await h.value<{ saved: boolean; path: string; accountCodes: string }>('support.shareView', {
      view,
      keepAccountCodes: false,
    })
    expect(saved).toMatchObject({ saved: true, path: dialog.savedTo, accountCodes: 'pseudonyms' })
    const text = await readFile(saved.path, 'utf8')
    for (const personal of [owner, 'default:1001', ...comments]) expect(text, personal).not.toContain(personal)

    const opened = await open(saved.path)
    expect(opened).toMatchObject({ ok: true, verdict: 'valid' })
    if (!opened.ok) return
    const c = opened.content
    expect(c.takenBy).toEqual({ name: 'Casey Support', login: 'support@default' })
    expect(c.case).toEqual({ reference: TEST_CASE.reference })
    expect(c.columns).toEqual(view.columns)
    expect(c.rows).toHaveLength(view.rows.length)
    // Every cell that holds no personal data is exactly as shown.
    expect(c.rows.map((r) => r[3])).toEqual(view.rows.map((r) => r[3]))
    expect(new Set(c.rows.map((r) => r[0]))).toEqual(new Set([c.accounts[0]?.account]))
    expect(c.accounts[0]?.account).toMatch(/^client-[0-9a-f]{8}$/)
    // Opening it again reads the same content.
    expect(await open(saved.path)).toEqual(opened)
  })

  it('keeps account codes when asked, and records the share in the audit log under the case', async () => {
    const { view } = await transfersView()
    const saved = await h.value<{ path: string; accountCodes: string }>('support.shareView', {
      view,
      keepAccountCodes: true,
    })
    expect(saved.accountCodes).toBe('kept')
    expect(await readFile(saved.path, 'utf8')).toContain('default:1001')
    const audit = await h.value<{ entries: Array<Record<string, unknown>> }>('audit.list', {
      filter: { case: TEST_CASE.reference },
    })
    const shares = audit.entries.filter((e) => e.action === 'share-snapshot')
    expect(shares).toHaveLength(2)
    expect(shares[0]).toMatchObject({ accounts: ['default:1001'], result: 'saved', via: 'support' })
  })

  it('says altered when a cell of a saved snapshot is changed', async () => {
    const { view } = await transfersView()
    const saved = await h.value<{ path: string }>('support.shareView', { view, keepAccountCodes: false })
    const text = await readFile(saved.path, 'utf8')
    const when = view.rows[0]?.[3] ?? ''
    const altered = join(dir, 'altered.dxsnap')
    await writeFile(altered, text.replace(when, '2020-01-01T00:00:00.000Z'))
    expect(await open(altered)).toMatchObject({ ok: true, verdict: 'altered' })
  })

  it('refuses a malformed file, a file of another version and an oversized file, with the reason', async () => {
    const { view } = await transfersView()
    const saved = await h.value<{ path: string }>('support.shareView', { view, keepAccountCodes: false })
    const file = JSON.parse(await readFile(saved.path, 'utf8')) as Record<string, unknown>
    const newer = join(dir, 'newer.dxsnap')
    await writeFile(newer, JSON.stringify({ ...file, version: 9 }))
    expect(await open(newer)).toMatchObject({ ok: false, problem: 'wrong-version' })
    const broken = join(dir, 'broken.dxsnap')
    await writeFile(broken, '{"format":"dx-desk-snapshot","version":1,"content":')
    expect(await open(broken)).toMatchObject({ ok: false, problem: 'malformed' })
    const huge = join(dir, 'huge.dxsnap')
    await writeFile(huge, Buffer.alloc(17 * 1024 * 1024, 0x20))
    expect(await open(huge)).toMatchObject({ ok: false, problem: 'too-large' })
  })

  it('opens nothing when the open dialog is cancelled', async () => {
    dialog.nextOpen = null
    expect(await h.value('support.openSnapshot', {})).toEqual({ opened: false, inWindow: false })
  })
})
