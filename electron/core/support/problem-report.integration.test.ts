// "Report a problem" after a support session against the sandbox: one archive whose files hold what an engineer
// needs (versions, the last requests as templates with status and code, the errors, the watch and push state,
// the log's tail) and none of the session's secrets (the password, every token the sandbox saw) or the seeded
// personal values (names, logins, e-mail, full account codes) — not even where the log itself carried them.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../sandbox/seed/users'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { openTestCase, TEST_CASE } from '@test-support/support-case'

const SEEDED_PERSONAL = [
  'Alex Trader',
  'Blair Trader',
  'Casey Support',
  'trader@default',
  'trader2@default',
  'support@default',
  'default:1001',
  'default:2001',
  'alex.trader@example.com',
]

let h: ServicesHarness
let logDir: string
const revealed: string[] = []

beforeAll(async () => {
  logDir = await mkdtemp(join(tmpdir(), 'dx-logs-'))
  h = await createServicesHarness({ services: { logDir, revealFile: (path) => void revealed.push(path) } })
  await h.value('session.connect', { profileId: 'demo-support' })
  await openTestCase(h, ['default:1001', 'default:2001', 'default:9999'])
  await h.value('orders.open', { accounts: ['default:1001'] })
  await h.value('positions.list', { accounts: ['default:2001'] })
  await h.call('positions.list', { accounts: ['default:9999'] })
  await h.value('watch.set', { accounts: ['default:1001'], visibility: 'hidden' })
  // A log that carried what it should not: the report must still leave it out.
  const token = h.sandbox().seen.find((r) => r.authorization)?.authorization ?? ''
  await writeFile(
    join(logDir, 'main.log'),
    [
      JSON.stringify({ level: 30, msg: 'connected', user: 'support@default', profileId: 'demo-support' }),
      `request failed: authorization ${token}`,
      'Casey Support opened default:1001 of Alex Trader (alex.trader@example.com)',
    ].join('\n') + '\n',
  )
})
afterAll(async () => {
  await h.close()
})

const PARTS = [
  'README.txt',
  'versions.json',
  'connection.json',
  'requests.json',
  'errors.json',
  'watch.json',
  'log-tail.jsonl',
]

type Report = { filename: string; parts: Array<{ name: string; text: string }> }
const part = (report: Report, name: string) => report.parts.find((p) => p.name === name)?.text ?? ''

function secretsSeen(): string[] {
  const tokens = h
    .sandbox()
    .seen.map((r) => r.authorization?.split(' ')[1])
    .filter((t): t is string => Boolean(t))
  expect(tokens.length).toBeGreaterThan(0)
  return [...new Set(tokens), DEMO_PASSWORD]
}

describe('report a problem', () => {
  it('holds versions, requests as templates with status and code, errors, watch and log tail', async () => {
    const report = await h.value<Report>('support.report', {})
    expect(report.parts.map((p) => p.name)).toEqual(PARTS)
    const versions = JSON.parse(part(report, 'versions.json')) as { versions: { node: string } }
    const requests = JSON.parse(part(report, 'requests.json')) as Array<{ request: string; ms: number }>
    const errors = JSON.parse(part(report, 'errors.json')) as Array<{ request: string; status?: number; code?: string }>
    const watch = JSON.parse(part(report, 'watch.json')) as { accounts: Array<{ account: string }>; source?: string }
    const connection = JSON.parse(part(report, 'connection.json')) as {
      connection: { caseOpen: boolean; kind: string }
    }
    const log = part(report, 'log-tail.jsonl')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown)
    expect(versions.versions.node).toBe(process.versions.node)
    expect(requests.map((r) => r.request)).toEqual([
      'POST /login, GET /users/{username}',
      'GET /accounts/{accounts}/orders',
      'GET /accounts/{accounts}/positions',
      'GET /accounts/{accounts}/positions',
    ])
    expect(errors).toEqual([
      expect.objectContaining({ request: 'GET /accounts/{accounts}/positions', status: 404, code: '2' }),
    ])
    expect(watch.accounts).toEqual([expect.objectContaining({ account: 'account-1' })])
    expect(connection.connection).toMatchObject({ caseOpen: true, kind: 'support' })
    expect(log).toHaveLength(3)
    expect(log[0]).toEqual({ level: 30, msg: 'connected' })
    expect(log[1]).toMatch(/^\[left out/)
  })

  it('contains no secret the session used and no seeded personal value', async () => {
    const report = await h.value<Report>('support.report', {})
    const text = report.parts.map((p) => p.text).join('\n')
    for (const secret of secretsSeen()) expect(text).not.toContain(secret)
    expect(text).not.toMatch(/"password"/i)
    for (const value of SEEDED_PERSONAL) expect(text, value).not.toContain(value)
    expect(text).not.toContain(TEST_CASE.reason)
  })

  it('saving writes one zip archive with every part, no secret and no personal value, shown in the file manager', async () => {
    const saved = await h.value<{ path: string; filename: string }>('support.saveReport', {})
    expect(revealed).toEqual([saved.path])
    expect(saved.filename).toMatch(/^dx-desk-problem-report-\d{8}T\d{6}Z\.zip$/)
    const files = unzipSync(new Uint8Array(await readFile(saved.path)))
    expect(Object.keys(files)).toEqual(PARTS)
    const text = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n')
    for (const secret of secretsSeen()) expect(text).not.toContain(secret)
    for (const value of SEEDED_PERSONAL) expect(text, value).not.toContain(value)
    expect(JSON.parse(strFromU8(files['versions.json'] ?? new Uint8Array()))).toMatchObject({
      format: 'dx-desk-problem-report',
    })
  })
})
