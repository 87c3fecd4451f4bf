// The snapshot's masking, signing and reading on their own: what the rules mask and what they leave, stable
// pseudonyms, and the three verdicts (valid, unknown signer, altered) plus every way a hostile file is refused.
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { SessionInfoSchema } from '@shared/ipc/contract'
import { SNAPSHOT_MAX_BYTES, type SnapshotView } from '@shared/support/snapshot'
import { createFakeCipher } from '@test-support/fake-cipher'
import { createSigningKeys, SIGNING_KEY_FILE, type SigningKey } from './signing-key'
import {
  MASKED,
  readSnapshotFile,
  signedSnapshot,
  snapshotContent,
  verifySnapshotText,
  type SnapshotFacts,
} from './snapshot'

const session = SessionInfoSchema.parse({
  profileId: 'p',
  profileName: 'Support desk',
  kind: 'support',
  username: 'support@default',
  user: {
    login: 'support',
    domain: 'default',
    username: 'support@default',
    version: 1,
    fullName: 'Casey Support',
    accounts: [],
  },
  readOnly: true,
  delegated: true,
  unlockedAccounts: [],
  case: { reference: 'CASE-1', reason: 'why', openedAt: 0 },
  connectedAt: 0,
  baseUrl: 'http://127.0.0.1:9/dxsca-web',
})

const view: SnapshotView = {
  view: { id: 'transfers', title: 'Cash transfers' },
  columns: [
    { id: 'account', header: 'Account', kind: 'code' },
    { id: 'owner', header: 'Owner', kind: 'text' },
    { id: 'comment', header: 'Comment', kind: 'text' },
    { id: 'value', header: 'Amount', kind: 'number' },
    { id: 'note2', header: 'Reason', kind: 'text' },
    { id: 'transactionCode', header: 'Transaction', kind: 'code' },
  ],
  rows: [
    ['default:1001', 'Alex Trader', 'Refund for Alex', '12.50', 'asked by alex.trader@example.com', 'default:10012'],
    ['default:2001', 'Blair Trader', '', '−3.00', 'Blair Trader called about default:1001.', 'default:1001'],
  ],
  filters: ['Accounts: default:1001, default:2001'],
  sort: 'Time, newest first',
  timeZone: 'UTC',
  asOf: Date.UTC(2026, 10, 28, 12),
  accounts: ['default:1001', 'default:2001'],
}

let dir: string
let key: SigningKey

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dx-snapshot-'))
  key = await createSigningKeys({ dir, cipher: createFakeCipher() }).own()
})

const facts = (over: Partial<SnapshotFacts> = {}): SnapshotFacts => ({
  view,
  keepAccountCodes: false,
  session,
  masking: undefined,
  versionOf: (account) => (account === 'default:1001' ? '"42"' : undefined),
  app: { name: 'DX Desk', version: '0.1.0' },
  key,
  now: Date.UTC(2026, 10, 28, 12, 5),
  ...over,
})

describe('masking', () => {
  it('masks names, e-mail addresses and comments, and replaces account codes by stable pseudonyms', () => {
    const content = snapshotContent(facts())
    const text = JSON.stringify(content)
    for (const personal of [
      'Alex Trader',
      'Blair Trader',
      'alex.trader@example.com',
      'Refund for Alex',
      'default:2001',
    ]) {
      expect(text, personal).not.toContain(personal)
    }
    expect(text).not.toMatch(/default:1001(?!\d)/)
    const [first, second] = content.rows
    expect(first?.[1]).toBe(MASKED.name)
    expect(first?.[2]).toBe(MASKED.comment)
    expect(first?.[3]).toBe('12.50')
    expect(first?.[4]).toBe(`asked by ${MASKED.email}`)
    // An empty comment stays empty: nothing was there to mask.
    expect(second?.[2]).toBe('')
    const pseudonym = first?.[0] ?? ''
    expect(pseudonym).toMatch(/^client-[0-9a-f]{8}$/)
    // The same code has the same pseudonym in every cell, filter and account entry, and in the next snapshot.
    expect(second?.[4]).toBe(`${MASKED.name} called about ${pseudonym}.`)
    // A transaction code has an account code's shape but is not one: it stays, even where it starts with one.
    expect(first?.[5]).toBe('default:10012')
    expect(second?.[5]).toBe(pseudonym)
    expect(content.filters[0]).toContain(pseudonym)
    expect(content.accounts).toEqual([{ account: pseudonym, version: '42' }, { account: second?.[0] }])
    expect(snapshotContent(facts()).rows[0]?.[0]).toBe(pseudonym)
    expect(content.masking).toEqual({ names: true, emails: true, comments: true, accountCodes: 'pseudonyms' })
  })

  it('keeps account codes when the agent says so, and follows the profile rules', () => {
    const content = snapshotContent(
      facts({ keepAccountCodes: true, masking: { names: false, emails: true, comments: false } }),
    )
    expect(content.rows[0]).toEqual([
      'default:1001',
      'Alex Trader',
      'Refund for Alex',
      '12.50',
      `asked by ${MASKED.email}`,
      'default:10012',
    ])
    expect(content.masking.accountCodes).toBe('kept')
  })

  it('names who took it, when, the view, the as-of time and the app', () => {
    const content = snapshotContent(facts())
    expect(content).toMatchObject({
      takenBy: { name: 'Casey Support', login: 'support@default' },
      takenAt: '2026-11-28T12:05:00.000Z',
      asOf: '2026-11-28T12:00:00.000Z',
      case: { reference: 'CASE-1' },
      view: { id: 'transfers', title: 'Cash transfers' },
      app: { name: 'DX Desk', version: '0.1.0' },
      sort: 'Time, newest first',
    })
  })
})

describe('signing and reading back', () => {
  it('reads its own file back identical and valid', () => {
    const content = snapshotContent(facts())
    const opened = verifySnapshotText(signedSnapshot(content, key), 'a.dxsnap', key)
    expect(opened).toMatchObject({ ok: true, verdict: 'valid', signer: key.fingerprint })
    expect(opened.ok && opened.content).toEqual(content)
  })

  it('says altered when one cell of the signed content changed', () => {
    const text = signedSnapshot(snapshotContent(facts()), key)
    const altered = text.replace('12.50', '99.50')
    expect(altered).not.toBe(text)
    expect(verifySnapshotText(altered, 'a.dxsnap', key)).toMatchObject({ ok: true, verdict: 'altered' })
  })

  it('says unknown signer for a file another desk signed, even when it verifies', async () => {
    const other = await createSigningKeys({
      dir: await mkdtemp(join(tmpdir(), 'dx-other-')),
      cipher: createFakeCipher(),
    }).own()
    const opened = verifySnapshotText(signedSnapshot(snapshotContent(facts({ key: other })), other), 'b.dxsnap', key)
    expect(opened).toMatchObject({ ok: true, verdict: 'unknown-signer', signer: other.fingerprint })
  })

  it('refuses a malformed file, another format, another version and an oversized file, with the reason', async () => {
    const good = JSON.parse(signedSnapshot(snapshotContent(facts()), key)) as Record<string, unknown>
    expect(verifySnapshotText('{"format":', 'x', key)).toMatchObject({ ok: false, problem: 'malformed' })
    expect(verifySnapshotText('{"format":"something-else"}', 'x', key)).toMatchObject({
      ok: false,
      problem: 'wrong-format',
    })
    expect(verifySnapshotText(JSON.stringify({ ...good, version: 2 }), 'x', key)).toMatchObject({
      ok: false,
      problem: 'wrong-version',
    })
    expect(verifySnapshotText(JSON.stringify({ ...good, signature: 'none' }), 'x', key)).toMatchObject({
      ok: false,
      problem: 'malformed',
      detail: expect.stringContaining('signature'),
    })
    const big = join(dir, 'big.dxsnap')
    await writeFile(big, Buffer.alloc(SNAPSHOT_MAX_BYTES + 10, 0x20))
    expect(await readSnapshotFile(big, key)).toMatchObject({ ok: false, problem: 'too-large', fileName: 'big.dxsnap' })
    expect(await readSnapshotFile(join(dir, 'absent.dxsnap'), key)).toMatchObject({ ok: false, problem: 'unreadable' })
  })
})

describe('the signing key', () => {
  it('is kept encrypted at rest and is the same key in the next run', async () => {
    const stored = await readFile(join(dir, SIGNING_KEY_FILE), 'utf8')
    expect(stored).not.toContain('PRIVATE KEY')
    const again = await createSigningKeys({ dir, cipher: createFakeCipher() }).own()
    expect(again.publicKey).toBe(key.publicKey)
    expect(again.pseudonym('default:1001')).toBe(key.pseudonym('default:1001'))
  })

  it('is not written at all where the OS offers no real encryption', async () => {
    const plain = await mkdtemp(join(tmpdir(), 'dx-plain-'))
    const own = await createSigningKeys({ dir: plain, cipher: createFakeCipher({ backend: 'basic_text' }) }).own()
    expect(own.publicKey).toBeTruthy()
    expect(await readdir(plain)).toEqual([])
  })
})
