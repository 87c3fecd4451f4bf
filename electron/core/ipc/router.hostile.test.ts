// The router fed hostile payloads on every channel — wrong types, extra keys, huge strings, prototype-pollution
// keys, non-objects — while connected to the real Demo sandbox as a trader who may edit orders. Every one
// must come back as a `validation` error, and the sandbox must not receive a single HTTP request.
import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVOKE_CHANNELS, type InvokeChannel } from '@shared/ipc/channels'
import { contract } from '@shared/ipc/contract'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { ONE_ROW_VIEW } from '@test-support/support-case'

const account = 'default:1001'
const requestId = 'hostile-0001'

/** One valid input per channel; the hostile variants are derived from it. */
const SAMPLES: Record<InvokeChannel, Record<string, unknown>> = {
  'app.info': {},
  'requests.cancel': { requestId },
  'profiles.list': {},
  'profiles.save': {
    profile: {
      name: 'Broker',
      baseUrl: 'https://broker.example.com/dxsca-web',
      username: 'alex',
      defaultAccounts: [account],
    },
    password: 'secret-1',
    rememberPassword: true,
  },
  'profiles.remove': { id: 'broker' },
  'profiles.export': { ids: ['broker'] },
  'profiles.import': { json: '{}' },
  'session.connect': { profileId: 'demo-trader', password: 'x', rememberPassword: false },
  'session.disconnect': {},
  'session.relogin': { password: 'demo' },
  'session.current': {},
  'session.unlockEditing': { reason: 'Ticket 1' },
  'case.open': { reference: 'CASE-1', reason: 'Client asked about a fill', accounts: [account] },
  'case.end': {},
  'users.me': {},
  'users.get': { username: 'trader@default', requestId },
  'users.list': { params: { limit: 5 }, requestId },
  'instruments.bySymbol': { account, symbol: 'EUR/USD', params: { limit: 5 }, requestId },
  'instruments.byType': { account, type: 'FOREX', params: { limit: 5 }, requestId },
  'instruments.query': { account, params: { symbols: ['EUR/*'] }, requestId },
  'instruments.reference': { symbol: 'EUR/USD', requestId },
  'marketData.quotes': { account, symbols: ['EUR/USD', 'US30'], requestId },
  'quotes.watch': { account, symbols: ['EUR/USD', 'US30'] },
  'ledger.read': { account, requestId },
  'books.conversionRates': { toCurrency: 'USD', fromCurrency: 'EUR', requestId },
  'books.eodMetrics': { date: '2026-03-17', accounts: [account], requestId },
  'books.savePdf': { fileName: 'statement.pdf' },
  'priceAlerts.list': {},
  'priceAlerts.add': { alert: { symbol: 'EUR/USD', side: 'bid', when: 'at-or-above', level: '1.0950' } },
  'priceAlerts.remove': { id: 'alert-1' },
  'marketData.candles': {
    account,
    symbol: 'EUR/USD',
    candleType: 'h',
    fromTime: '2026-03-17T00:00:00Z',
    toTime: '2026-03-18T00:00:00Z',
    count: 24,
    requestId,
  },
  'events.list': { accounts: [account], params: { limit: 5 }, requestId },
  'portfolio.list': { accounts: [account], params: { limit: 5 }, requestId },
  'positions.list': { accounts: [account], params: {}, requestId },
  'orders.open': { accounts: [account], params: {}, requestId },
  'orders.history': { accounts: [account], params: { 'in-status': ['COMPLETED'], limit: 10 }, requestId },
  'metrics.list': { accounts: [account], params: { 'include-positions': true }, requestId },
  'transfers.list': { accounts: [account], params: { 'of-type': ['DEPOSIT'], limit: 5 }, requestId },
  'orders.modify': {
    account,
    request: {
      orderCode: 'mob-1001-0223',
      instrument: 'EUR/USD',
      side: 'BUY',
      quantity: 1000,
      limitPrice: 1.08,
      tif: 'GTC',
    },
    ifMatch: '"1"',
    audit: { attempt: 'send' },
  },
  'orders.cancel': { account, orderCode: 'mob-1001-0223', ifMatch: '"1"', audit: { attempt: 'send' } },
  'orders.cancelGroup': { account, orderCodes: ['a-1', 'a-2'], contingencyType: 'OCO', ifMatch: '"1"' },
  'watch.set': { accounts: [account], visibility: 'hidden' },
  'watch.refresh': { accounts: [account] },
  'watch.status': {},
  'activity.list': {},
  'activity.markRead': {},
  'shell.openExternal': { url: 'https://broker.example.com/help' },
  'audit.list': { filter: { account }, limit: 10 },
  'audit.export': { filter: { text: 'x' } },
  'audit.verifyFile': { text: 'seq,line' },
  'support.report': {},
  'support.saveReport': {},
  'support.shareView': {
    view: ONE_ROW_VIEW,
    keepAccountCodes: false,
  },
  'support.openSnapshot': {},
  'support.snapshot': { id: 'x' },
  'update.status': {},
  'update.editing': { active: true },
  'update.restart': {},
}

/** String fields meant to carry large text; a long (but not huge) value there is not hostile. */
const LARGE_TEXT_FIELDS = new Set(['profiles.import:json', 'audit.verifyFile:text'])

type Path = Array<string | number>
type Variant = { what: string; input: unknown }

function leaves(value: unknown, path: Path = []): Array<{ path: Path; value: unknown }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
  }
  return [{ path, value }]
}

function objects(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => objects(item, [...path, i]))
  if (value !== null && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([key, item]) => objects(item, [...path, key]))]
  }
  return []
}

function arrays(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => arrays(item, [...path, i]))]
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => arrays(v, [...path, k]))
  return []
}

function setAt(root: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>
  if (path.length === 0) return change(copy)
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = path.at(-1) as string | number
  node[last] = change(node[last])
  return copy
}

const name = (path: Path) => path.join('.') || '(input)'
const HUGE = 'x'.repeat(2_000_001)
const LONG = 'y'.repeat(20_000)

function variants(channel: InvokeChannel): Variant[] {
  const sample = SAMPLES[channel]
  const out: Variant[] = [
    { what: 'undefined', input: undefined },
    { what: 'null', input: null },
    { what: 'a number', input: 42 },
    { what: 'a string', input: 'positions' },
    { what: 'true', input: true },
    { what: 'an array', input: [] },
    { what: 'the input inside an array', input: [sample] },
    { what: 'an extra top-level key', input: { ...sample, unexpected: 1 } },
    { what: 'a constructor key', input: { ...sample, constructor: { prototype: { polluted: true } } } },
    { what: 'a prototype key', input: { ...sample, prototype: { polluted: true } } },
    { what: 'a huge extra string', input: { ...sample, note: HUGE } },
    { what: 'deep nesting', input: { ...sample, deep: JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) } },
  ]
  for (const path of objects(sample)) {
    out.push({
      what: `__proto__ in ${name(path)}`,
      input: setAt(sample, path, (node) =>
        JSON.parse(JSON.stringify(node).replace(/^\{/, '{"__proto__":{"polluted":true},').replace(',}', '}')),
      ),
    })
    if (path.length > 0)
      out.push({
        what: `an extra key in ${name(path)}`,
        input: setAt(sample, path, (node) => ({ ...(node as object), unexpected: 'x' })),
      })
  }
  for (const path of arrays(sample)) {
    out.push({
      what: `a wrong element in ${name(path)}`,
      input: setAt(sample, path, (list) => [...(list as unknown[]), { wrong: true }]),
    })
    out.push({
      what: `an oversized ${name(path)}`,
      input: setAt(sample, path, (list) => Array.from({ length: 5_000 }, () => (list as unknown[])[0] ?? 'x')),
    })
  }
  for (const { path, value } of leaves(sample)) {
    out.push({ what: `an object for ${name(path)}`, input: setAt(sample, path, () => ({ wrong: true })) })
    if (typeof value === 'string') {
      out.push({ what: `a number for ${name(path)}`, input: setAt(sample, path, () => 12345) })
      out.push({ what: `a huge string for ${name(path)}`, input: setAt(sample, path, () => HUGE) })
      if (!LARGE_TEXT_FIELDS.has(`${channel}:${name(path)}`)) {
        out.push({ what: `a 20,000-character ${name(path)}`, input: setAt(sample, path, () => LONG) })
      }
    } else {
      out.push({ what: `a string for ${name(path)}`, input: setAt(sample, path, () => 'not-a-value') })
    }
  }
  return out
}

let h: ServicesHarness
beforeAll(async () => {
  h = await createServicesHarness()
  await h.value('session.connect', { profileId: 'demo-trader' })
})
afterAll(async () => {
  await h.close()
})

describe('router fed hostile payloads', () => {
  it('has a valid sample for every channel of the contract (so each variant is hostile only in its change)', () => {
    for (const channel of INVOKE_CHANNELS) {
      const parsed = contract[channel].input.safeParse(SAMPLES[channel])
      expect(parsed.success, `${channel}: ${parsed.error?.issues[0]?.message ?? ''}`).toBe(true)
    }
  })

  it.each([...INVOKE_CHANNELS])(
    '%s: refuses every hostile variant with a validation error and sends nothing',
    async (channel) => {
      const before = h.requests()
      const filesBefore = (await readdir(h.dir)).sort()
      const accepted: string[] = []
      const list = variants(channel)
      for (const variant of list) {
        const result = await h.call(channel, variant.input)
        if (result.ok || result.error.kind !== 'validation') {
          accepted.push(`${variant.what} → ${result.ok ? 'ok' : `${result.error.kind}: ${result.error.message}`}`)
        }
      }
      expect(accepted, `${channel} let these through`).toEqual([])
      expect(list.length).toBeGreaterThan(12)
      expect(h.requests(), `${channel} sent HTTP requests`).toBe(before)
      expect((await readdir(h.dir)).sort()).toEqual(filesBefore)
      expect(h.opened).toEqual([])
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    },
  )

  it('refuses unknown channels, including inherited property names', async () => {
    for (const channel of ['nope', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'positions', '']) {
      expect(await h.call(channel, {})).toMatchObject({ ok: false, error: { kind: 'validation' } })
    }
  })

  it('names the offending field in the error', async () => {
    const result = await h.call('positions.list', { accounts: [account], params: { 'include-offset': 'yes' } })
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'validation', cause: 'invalid-request', parameter: 'params.include-offset' },
    })
    // The facts only: the rule's code, never the schema's English; the renderer words them from the catalogue.
    if (!result.ok) {
      expect(result.error.detail).toBeUndefined()
      expect(result.error.facts).toEqual({
        parameter: 'params.include-offset',
        rule: 'invalid_type',
        expected: 'boolean',
      })
    }
    const proto = await h.call('positions.list', JSON.parse('{"accounts":["default:1001"],"__proto__":{"x":1}}'))
    expect(proto).toMatchObject({ ok: false, error: { kind: 'validation', parameter: '__proto__' } })
  })
})
