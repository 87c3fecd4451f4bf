import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  enc,
  expectError,
  type Json,
  login,
  type Res,
  startSandbox,
  type TestClient,
  type ClockedSandbox,
} from '@test-support/sandbox-http'

type UserList = { userDetails: { username: string; accounts: { account: string }[] }[] }

let sandbox: ClockedSandbox
const clients: Record<string, TestClient> = {}

const ACCOUNTS = ['default:1001', 'default:1002', 'default:2001']
const VISIBLE: Record<string, string[]> = {
  trader: ['default:1001', 'default:1002'],
  trader2: ['default:2001'],
  support: ACCOUNTS,
  noapi: [],
}

beforeAll(async () => {
  sandbox = await startSandbox()
  for (const user of ['trader', 'trader2', 'support', 'noapi']) clients[user] = await login(sandbox, user)
})
afterAll(() => sandbox.close())

const client = (user: string): TestClient => {
  const c = clients[user]
  if (!c) throw new Error(user)
  return c
}

const SINGLE_FORMS = [
  'events',
  'portfolio',
  'positions',
  'orders',
  'metrics',
  'transfers',
  'orders/history',
  'instruments/EUR%2FUSD',
  'instruments/type/FOREX',
  'instruments/query',
]

describe('permission matrix (single-account form)', () => {
  for (const user of Object.keys(VISIBLE)) {
    for (const account of ACCOUNTS) {
      const allowed = VISIBLE[user]?.includes(account) ?? false
      it(`${user} ${allowed ? 'reads' : 'gets 404 "2" for'} ${account}`, async () => {
        for (const resource of SINGLE_FORMS) {
          const res = await client(user).get(`/accounts/${enc(account)}/${resource}`)
          if (allowed) expect(res.status, `${resource}: ${res.text}`).toBe(200)
          else expectError(res, 404, '2')
        }
      })
    }
  }
})

describe('permission matrix (multi-account form)', () => {
  it.each(['trader', 'trader2', 'support'])('%s without ?accounts= gets every visible account', async (user) => {
    const res = await client(user).get<{ metrics: { account: string }[] }>('/accounts/metrics')
    expect(res.status).toBe(200)
    expect(res.body.metrics.map((m) => m.account)).toEqual(VISIBLE[user])
    const positions = await client(user).get<{ positions: { account: string }[] }>('/accounts/positions')
    expect([...new Set(positions.body.positions.map((p) => p.account))].sort()).toEqual(VISIBLE[user])
  })

  it('a list with one invisible account answers 404 "2"', async () => {
    for (const resource of ['events', 'portfolio', 'positions', 'orders', 'metrics', 'transfers', 'orders/history']) {
      const res = await client('trader').get(`/accounts/${resource}?accounts=default:1001,default:2001`)
      expectError(res, 404, '2')
    }
    const ok = await client('support').get('/accounts/positions?accounts=default:1001,default:2001')
    expect(ok.status).toBe(200)
  })

  it('an unknown account looks exactly like an invisible one', async () => {
    const unknown = await client('trader').get('/accounts/default%3A9999/positions')
    const hidden = await client('trader').get('/accounts/default%3A2001/positions')
    expectError(unknown, 404, '2')
    expectError(hidden, 404, '2')
    expect(Object.keys(unknown.body as Json)).toEqual(Object.keys(hidden.body as Json))
  })
})

describe('users', () => {
  const names = (res: Res<UserList>) => res.body.userDetails.map((u) => u.username)

  it('GET /users lists everyone the caller may see', async () => {
    expect(names(await client('trader').get<UserList>('/users'))).toEqual(['trader@default'])
    expect(names(await client('trader2').get<UserList>('/users'))).toEqual(['trader2@default'])
    expect(names(await client('support').get<UserList>('/users'))).toEqual([
      'support@default',
      'trader2@default',
      'trader@default',
    ])
  })

  it('GET /users/{username} accepts login@domain encoded or not, and the bare login', async () => {
    for (const path of ['/users/trader%40default', '/users/trader@default', '/users/trader']) {
      const res = await client('trader').get<UserList>(path)
      expect(res.status, path).toBe(200)
      expect(res.body.userDetails[0]?.accounts.map((a) => a.account)).toEqual(VISIBLE.trader)
    }
    expect((await client('support').get<UserList>('/users/trader2%40default')).status).toBe(200)
    expect((await client('support').get<UserList>('/users/support')).body.userDetails[0]?.accounts).toEqual([])
  })

  it('hides other users behind 404 "2"', async () => {
    expectError(await client('trader').get('/users/trader2%40default'), 404, '2')
    expectError(await client('trader2').get('/users/support%40default'), 404, '2')
    expectError(await client('trader').get('/users/ghost%40default'), 404, '2')
  })

  it('pages /users with start-from and limit as an exact slice', async () => {
    const all = names(await client('support').get<UserList>('/users'))
    expect(names(await client('support').get<UserList>('/users?start-from=1&limit=1'))).toEqual(all.slice(1, 2))
    expect(names(await client('support').get<UserList>('/users?start-from=2'))).toEqual(all.slice(2))
    expectError(await client('support').get('/users?limit=-1'), 400, '32', 'limit')
  })

  it('filters /users by last update', async () => {
    const all = names(await client('support').get<UserList>('/users'))
    const later = await client('support').get<UserList>('/users?last-updated-from=2100-01-01T00:00:00Z')
    expect(names(later)).toEqual([])
    const upToNow = await client('support').get<UserList>(
      `/users?last-updated-to=${enc(new Date(sandbox.clock.now()).toISOString())}`,
    )
    expect(names(upToNow)).toEqual(all)
  })

  it('puts an ETag on the single-user GET only, and answers If-None-Match with 304', async () => {
    const one = await client('trader').get('/users/trader%40default')
    const etag = one.headers.get('etag')
    expect(etag).toMatch(/^"\d+"$/)
    const again = await client('trader').get('/users/trader%40default', { 'if-none-match': etag ?? '' })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect((await client('trader').get('/users')).headers.get('etag')).toBeNull()
    await sandbox.control.touch('default:1001')
    const changed = await client('trader').get('/users/trader%40default', { 'if-none-match': etag ?? '' })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
  })
})
