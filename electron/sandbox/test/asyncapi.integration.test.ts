// The Push API's AsyncAPI document describes what the sandbox really sends: every message the sockets carry in
// a session that uses every subscription (snapshots, updates, closes, keep-alive, Reject, SessionClosed) is
// validated against the document's schema for its type, and so are the requests a client sends.
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { JsonObject } from '../openapi/document'
import { openPushSocket, sessionToken, type TestPushSocket } from '@test-support/push-socket'
import { startTestSandbox, useTestSandbox } from '@test-support/sandbox'

const A = 'default:1001'
const sandbox = useTestSandbox(() => startTestSandbox({ push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } }))
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)
let document: JsonObject & { components: { messages: Record<string, { payload: JsonObject }> } }
const open: TestPushSocket[] = []

beforeAll(async () => {
  const res = await fetch(`${sandbox.baseUrl}/asyncapi.json`)
  expect(res.status).toBe(200)
  document = (await res.json()) as typeof document
  ajv.addSchema({ $id: 'asyncapi.json', components: document.components })
})
afterEach(() => {
  for (const s of open.splice(0)) s.close()
})

function expectDocumented(message: Record<string, unknown>): void {
  const type = String(message.type)
  const spec = document.components.messages[type]
  expect(spec, `${type} is not in the document`).toBeDefined()
  const schema = JSON.parse(
    JSON.stringify(spec?.payload).replaceAll('"#/components/', '"asyncapi.json#/components/'),
  ) as JsonObject
  const validate = ajv.compile(schema)
  expect(validate(message), `${type}: ${ajv.errorsText(validate.errors)}`).toBe(true)
}

describe('the AsyncAPI document', () => {
  it('is AsyncAPI 3.0 with both channels, and every reference in it resolves', () => {
    expect(document.asyncapi).toBe('3.0.0')
    expect(Object.keys(document.channels as object)).toEqual(['account', 'marketData'])
    const text = JSON.stringify(document)
    for (const [, path] of text.matchAll(/"#\/([^"]+)"/g)) {
      let node: unknown = document
      for (const key of (path ?? '').split('/')) node = (node as Record<string, unknown>)[key]
      expect(node, path).toBeDefined()
    }
  })

  it('describes every message a full session sends and receives', async () => {
    const session = await sessionToken(sandbox, 'trader')
    const account = await openPushSocket(sandbox)
    const md = await openPushSocket(sandbox, '/dxsca-web/md?format=JSON')
    open.push(account, md)
    const sent: Record<string, unknown>[] = []
    const send = (s: TestPushSocket, m: Record<string, unknown>) => {
      sent.push(m)
      s.send(m)
    }
    const list = { requestType: 'LIST', accounts: [A] }
    send(account, { type: 'AccountPortfoliosSubscriptionRequest', requestId: 'p', session, payload: list })
    send(account, {
      type: 'AccountMetricsSubscriptionRequest',
      requestId: 'm',
      session,
      payload: { ...list, includePositions: true },
    })
    send(account, { type: 'AccountEventsSubscriptionRequest', requestId: 'e', session, payload: list })
    send(account, { type: 'CashTransfersSubscriptionRequest', requestId: 't', session, payload: list })
    send(md, {
      type: 'MarketDataSubscriptionRequest',
      requestId: 'q',
      session,
      timestamp: new Date().toISOString(),
      payload: { account: A, symbols: ['EUR/USD'], eventTypes: [{ type: 'Quote', format: 'COMPACT' }] },
    })
    await account.next((m) => m.inReplyTo === 'm')
    await md.next((m) => m.inReplyTo === 'q')
    sandbox.control.touch(A)
    sandbox.control.accountEvent(A, { eventType: 'MARGIN_CALL' })
    sandbox.control.setPrice('EUR/USD', 1.3)
    await account.next((m) => m.type === 'CashTransfers')
    await account.next((m) => m.type === 'AccountEvents')
    await md.next((m) => m.type === 'MarketData')
    send(account, { type: 'AccountPortfoliosCloseSubscriptionRequest', requestId: 'pc', refRequestId: 'p', session })
    send(md, { type: 'MarketDataCloseSubscriptionRequest', requestId: 'qc', refRequestId: 'q', session })
    send(account, {
      type: 'AccountPortfoliosSubscriptionRequest',
      requestId: 'bad',
      session,
      payload: { requestType: 'LIST' },
    })
    await account.next((m) => m.inReplyTo === 'bad')
    await md.next((m) => m.inReplyTo === 'qc')
    sandbox.control.push.pingNow()
    const ping = await account.next((m) => m.type === 'PingRequest')
    send(account, { type: 'Ping', inReplyTo: ping.requestId, session, timestamp: new Date().toISOString() })
    sandbox.control.push.expireSessions([session])
    await account.next((m) => m.type === 'SessionClosed')

    const received = [...account.messages, ...md.messages]
    const types = new Set(received.map((m) => m.type))
    for (const type of [
      'AccountPortfolios',
      'AccountMetrics',
      'AccountEvents',
      'CashTransfers',
      'MarketData',
      'AccountPortfoliosSubscriptionClosed',
      'MarketDataSubscriptionClosed',
      'Reject',
      'PingRequest',
      'SessionClosed',
    ]) {
      expect(types.has(type), type).toBe(true)
    }
    for (const m of [...received, ...sent]) expectDocumented(m)
  })
})
