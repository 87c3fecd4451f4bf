// "Report a problem" after a support session against the sandbox: the report holds what an engineer needs
// (versions, the last requests as templates with status and code, the errors, the watch state, the log's
// tail) and none of the session's secrets (every Authorization the sandbox saw) or the seeded personal values
// (names, logins, e-mail, account codes) — not even where the log itself carried them.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServicesHarness, type ServicesHarness } from '../../../test-support/services-harness'
import { openTestCase, TEST_CASE } from '../../../test-support/support-case'

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

describe('report a problem', () => {
  it('holds versions, requests as templates with status and code, errors, watch and log tail', async () => {
    const { text } = await h.value<{ text: string }>('support.report', {})
    const report = JSON.parse(text) as {
      versions: { node: string }
      requests: Array<{ request: string; outcome: string; status?: number; code?: string; ms: number }>
      errors: Array<{ request: string; status?: number; code?: string }>
      watch: { accounts: unknown[] }
      log: Array<Record<string, unknown> | string>
      connection: { caseOpen: boolean; kind: string }
    }
    expect(report.versions.node).toBe(process.versions.node)
    expect(report.requests.map((r) => r.request)).toEqual([
      'POST /login, GET /users/{username}',
      'GET /accounts/{accounts}/orders',
      'GET /accounts/{accounts}/positions',
      'GET /accounts/{accounts}/positions',
    ])
    expect(report.errors).toEqual([
      expect.objectContaining({ request: 'GET /accounts/{accounts}/positions', status: 404, code: '2' }),
    ])
    expect(report.watch.accounts).toHaveLength(1)
    expect(report.connection).toMatchObject({ caseOpen: true, kind: 'support' })
    expect(report.log).toHaveLength(3)
    expect(report.log[0]).toEqual({ level: 30, msg: 'connected' })
    expect(report.log[1]).toMatch(/^\[left out/)
  })

  it('contains no secret the session used and no seeded personal value', async () => {
    const { text } = await h.value<{ text: string }>('support.report', {})
    const secrets = new Set(
      h
        .sandbox()
        .seen.map((r) => r.authorization?.split(' ')[1])
        .filter((t): t is string => Boolean(t)),
    )
    expect(secrets.size).toBeGreaterThan(0)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(text).not.toMatch(/"password"/i)
    for (const value of SEEDED_PERSONAL) expect(text, value).not.toContain(value)
    expect(text).not.toContain(TEST_CASE.reason)
  })

  it('saving writes the same report to the user-data folder and shows it in the file manager', async () => {
    const saved = await h.value<{ path: string; filename: string }>('support.saveReport', {})
    expect(revealed).toEqual([saved.path])
    const text = await readFile(saved.path, 'utf8')
    for (const value of SEEDED_PERSONAL) expect(text, value).not.toContain(value)
    expect(JSON.parse(text)).toMatchObject({ format: 'dx-desk-problem-report' })
  })
})
