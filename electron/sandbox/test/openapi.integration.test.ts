// The OpenAPI document the sandbox serves: a valid OpenAPI 3.1 document (checked by a maintained validator,
// offline), covering every route the sandbox registers, and describing what the sandbox really answers:
// every documented JSON response of a read is fetched over HTTP and validated against its schema, and so
// are the answers of real writes and refusals.
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSandbox } from '../sandbox'
import { sandboxRoutes } from '../server'
import { buildOpenApi, type JsonObject } from '../openapi/document'
import { Transport } from '../../core/api-client/transport'
import { enc, login, type Res, startSandbox, type TestClient, type ClockedSandbox } from '@test-support/sandbox-http'

type Operation = JsonObject & { operationId: string; responses: Record<string, JsonObject> }

let sandbox: ClockedSandbox
let trader: TestClient
let document: JsonObject & { paths: Record<string, Record<string, Operation>> }
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)

beforeAll(async () => {
  sandbox = await startSandbox()
  trader = await login(sandbox, 'trader')
  const res = await fetch(`${sandbox.baseUrl}/openapi.json`)
  expect(res.status).toBe(200)
  document = (await res.json()) as typeof document
  ajv.addSchema({ $id: 'openapi.json', components: document.components })
})
afterAll(() => sandbox.close())

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  )

/** The JSON Schema of a response (following `#/components/responses/…`), as a schema ajv can compile. */
function responseSchema(op: Operation, status: string): JsonObject | undefined {
  let response = op.responses[status]
  const ref = response?.$ref
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() ?? ''
    response = ((document.components as JsonObject).responses as Record<string, JsonObject>)[name]
  }
  const content = response?.content as Record<string, { schema?: JsonObject }> | undefined
  const schema = content?.['application/json']?.schema
  return schema && rebase(schema)
}

/** Local `#/components/…` references resolve against the document added to ajv as `openapi.json`. */
function rebase(schema: JsonObject): JsonObject {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')) as JsonObject
}

function expectValid(schema: JsonObject | undefined, body: unknown, what: string): void {
  expect(schema, `${what}: no JSON schema documented`).toBeDefined()
  const validate = ajv.compile(schema as JsonObject)
  const ok = validate(body)
  expect(ok, `${what}: ${ajv.errorsText(validate.errors)} — ${JSON.stringify(body).slice(0, 300)}`).toBe(true)
}

const SAMPLE_PATH_VALUES: Record<string, string> = {
  account: 'default:1001',
  username: 'trader',
  symbol: 'EUR/USD',
  type: 'FOREX',
}

/** GETs that answer 200 only with a query parameter. */
/** Query parameters a GET cannot be answered without, by path under /dxsca-web. */
const REQUIRED_QUERY: Record<string, string> = { '/conversionRates': 'toCurrency=USD' }

/** A sample request target for a documented path under /dxsca-web: its path values and required query filled. */
function fill(path: string): string | undefined {
  let unfilled = false
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = SAMPLE_PATH_VALUES[name]
    if (value === undefined) unfilled = true
    return enc(value ?? '')
  })
  if (unfilled) return undefined
  return REQUIRED_QUERY[path] ? `${filled}?${REQUIRED_QUERY[path]}` : filled
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 according to a maintained validator', async () => {
    const result = await new Validator().validate(document as never)
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
  })

  it('covers every route the sandbox registers, and each documented operation is routed', async () => {
    const { runtime, app } = buildSandbox()
    await app.ready()
    const routes = sandboxRoutes(runtime)
    const { undocumented } = buildOpenApi(routes, 'test')
    expect(undocumented, 'routes without a description').toEqual([])
    const documented = new Set(operations().map((o) => `${o.method} ${o.path}`))
    for (const route of routes) {
      expect(documented, `${route.method} ${route.url}`).toContain(
        `${route.method} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`,
      )
    }
    expect(documented.size).toBe(routes.length)
    for (const { method, path } of operations()) {
      const url = path.replace(/\{([^}]+)\}/g, ':$1')
      expect(app.hasRoute({ method: method as 'GET', url }), `${method} ${path}`).toBe(true)
    }
    await app.close()
  })

  it('documents ETag, If-Match, If-None-Match and the error body', () => {
    const modify = document.paths['/dxsca-web/accounts/{account}/orders']?.put as Operation
    const names = JSON.stringify(modify.parameters)
    expect(names).toContain('#/components/parameters/IfMatch')
    expect(modify.responses['200']?.headers).toHaveProperty('ETag')
    expect(modify.responses).toHaveProperty('412')
    expect(modify.responses).toHaveProperty('403')
    const positions = document.paths['/dxsca-web/accounts/{account}/positions']?.get as Operation
    expect(JSON.stringify(positions.parameters)).toContain('#/components/parameters/IfNoneMatch')
    expect(positions.responses).toHaveProperty('304')
  })

  it('serves a readable HTML reference without scripts or remote resources', async () => {
    const res = await fetch(`${sandbox.baseUrl}/openapi.html`, { headers: { accept: 'text/html,*/*;q=0.8' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await res.text()
    expect(html).not.toMatch(/<script|src="http|href="http/i)
    for (const { path } of operations()) expect(html).toContain(path)
  })
})

describe('where DX hosts serve it, and as strict as what the sandbox sends', () => {
  it('is served at /dxsca-web/swagger/openapi.json too, over HTTP and through the DX client’s transport', async () => {
    const res = await fetch(`${sandbox.baseUrl}/swagger/openapi.json`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual(document)
    const transport = new Transport({ baseUrl: sandbox.baseUrl, throttle: false })
    const viaClient = await transport.send({
      method: 'GET',
      path: '/swagger/openapi.json',
      category: 'data',
      retry: true,
      write: false,
      label: 'openapi',
    })
    expect(viaClient.status).toBe(200)
    expect(JSON.parse(viaClient.text)).toEqual(document)
  })

  it('answers name one type per field, account codes as clearing:account text, one spelling of each field', () => {
    const schemas = (document.components as { schemas: Record<string, JsonObject> }).schemas
    const refs = (value: unknown) =>
      [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '')
    // Schemas a request body reaches say what the server accepts; every other one says what it sends.
    const requests = new Set<string>()
    const reach = (name: string): void => {
      if (requests.has(name)) return
      requests.add(name)
      refs(schemas[name]).forEach(reach)
    }
    for (const { op } of operations()) refs(op.requestBody ?? {}).forEach(reach)
    const answers = Object.keys(schemas).filter((name) => !requests.has(name))
    expect(answers).toEqual(expect.arrayContaining(['AccountMetrics', 'Order', 'Position', 'InstrumentDetails']))
    for (const name of answers) {
      const text = JSON.stringify(schemas[name])
      expect(text, name).not.toMatch(/"type":\[/)
      expect(text, name).not.toContain('"clearing"')
    }
    const props = (name: string) => Object.keys((schemas[name]?.properties ?? {}) as JsonObject)
    const required = (name: string) => (schemas[name]?.required ?? []) as string[]
    expect(props('AccountMetrics')).not.toContain('openPl')
    expect(props('AccountMetrics')).not.toContain('totalPl')
    expect(required('AccountMetrics')).toEqual(expect.arrayContaining(['openPL', 'totalPL', 'margin']))
    expect(props('AccountDetails')).not.toContain('isPositionBased')
    expect(required('AccountDetails')).toContain('positionBased')
    expect(required('CurrencyMetrics')).toEqual(
      expect.arrayContaining(['withdrawableBalance', 'availableBalanceForWithdrawal']),
    )
    expect((schemas.Position?.properties as Record<string, JsonObject>).account).toMatchObject({ type: 'string' })
    // A request body stays as lenient as the server reads it.
    expect(JSON.stringify(schemas.SingleOrderRequest)).toContain('"clearing"')
  })
})

/** Fields the sandbox writes only sometimes, though every sampled answer has them. */
const SOMETIMES_ABSENT: Record<string, string[]> = {
  // A transfer made without one (the `touch` control's financing) has no comment.
  CashTransfer: ['comment'],
}

describe('a field every answer carries is required', () => {
  it('in every record of every GET answer under /dxsca-web, fields always present are required', async () => {
    const schemas = (document.components as { schemas: Record<string, JsonObject> }).schemas
    const seen = new Map<string, { records: number; fields: Map<string, number> }>()
    const visit = (schema: JsonObject | undefined, value: unknown): void => {
      if (!schema || value === null || typeof value !== 'object') return
      if (typeof schema.$ref === 'string') {
        const name = schema.$ref.split('/').pop() ?? ''
        if (!Array.isArray(value)) {
          const entry = seen.get(name) ?? { records: 0, fields: new Map<string, number>() }
          seen.set(name, entry)
          entry.records += 1
          for (const key of Object.keys(value)) entry.fields.set(key, (entry.fields.get(key) ?? 0) + 1)
        }
        return visit({ ...schemas[name], $ref: undefined }, value)
      }
      for (const alternative of (schema.anyOf ?? []) as JsonObject[]) visit(alternative, value)
      if (Array.isArray(value)) return value.forEach((item) => visit(schema.items as JsonObject, item))
      const properties = (schema.properties ?? {}) as Record<string, JsonObject>
      for (const [key, field] of Object.entries(value)) visit(properties[key], field)
    }
    for (const { path, method, op } of operations()) {
      if (method !== 'GET' || !path.startsWith('/dxsca-web/')) continue
      const content = op.responses['200']?.content as Record<string, { schema?: JsonObject }> | undefined
      const target = fill(path.replace('/dxsca-web', ''))
      if (!content?.['application/json']?.schema?.$ref || target === undefined) continue
      visit(content['application/json'].schema, (await trader.get(target)).body)
    }
    expect(seen.size).toBeGreaterThan(15)
    const loose: string[] = []
    for (const [name, { records, fields }] of seen) {
      const required = new Set((schemas[name]?.required ?? []) as string[])
      for (const [key, count] of fields) {
        if (count === records && !required.has(key) && !(SOMETIMES_ABSENT[name] ?? []).includes(key)) {
          loose.push(`${name}.${key}`)
        }
      }
    }
    expect(loose).toEqual([])
  })
})

describe('documented responses validate real sandbox answers', () => {
  it('every GET under /dxsca-web: the 200 body matches its schema, with the ETag where documented', async () => {
    let checked = 0
    for (const { path, method, op } of operations()) {
      if (method !== 'GET' || !path.startsWith('/dxsca-web/')) continue
      const schema = responseSchema(op, '200')
      if (!schema) continue
      const target = fill(path.replace('/dxsca-web', ''))
      if (target === undefined) continue
      const res = await trader.get(target)
      expect(res.status, `${path}: ${res.text}`).toBe(200)
      expectValid(schema, res.body, `GET ${path}`)
      const etagDocumented = op.responses['200']?.headers !== undefined
      expect(res.headers.get('etag') !== null, `ETag on ${path}`).toBe(etagDocumented)
      checked += 1
    }
    expect(checked).toBeGreaterThanOrEqual(20)
  })

  it('login, place, modify, cancel and refusals match their documented schemas', async () => {
    const op = (path: string, method: string) => document.paths[path]?.[method] as Operation
    const check = (path: string, method: string, res: Res, status = String(res.status)) =>
      expectValid(responseSchema(op(path, method), status), res.body, `${method} ${path} → ${status}`)

    const login = await fetch(`${sandbox.baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'trader', domain: 'default', password: 'demo' }),
    })
    expectValid(responseSchema(op('/dxsca-web/login', 'post'), '200'), await login.json(), 'login')

    const ORDERS = '/dxsca-web/accounts/{account}/orders'
    const A = `/accounts/${enc('default:1001')}/orders`
    const placed = await trader.post(A, {
      orderCode: 'openapi-1',
      type: 'LIMIT',
      instrument: 'EUR/USD',
      side: 'BUY',
      quantity: 10000,
      limitPrice: 1.0001,
      positionEffect: 'OPEN',
      tif: 'GTC',
    })
    expect(placed.status, placed.text).toBe(200)
    check(ORDERS, 'post', placed)
    check(ORDERS, 'post', await trader.post(A, { orderCode: 'openapi-2', type: 'LIMIT' }))

    const etag = (await trader.get(A)).headers.get('etag') ?? ''
    const modify = {
      orderCode: 'openapi-1',
      instrument: 'EUR/USD',
      side: 'BUY',
      quantity: 20000,
      limitPrice: 1.0002,
      positionEffect: 'OPEN',
      positionCode: String((placed.body as { orderId: number }).orderId),
      tif: 'GTC',
    }
    check(ORDERS, 'put', await trader.put(A, modify))
    const modified = await trader.put(A, modify, { 'if-match': etag })
    expect(modified.status, modified.text).toBe(200)
    check(ORDERS, 'put', modified)
    check(ORDERS, 'put', await trader.put(A, modify, { 'if-match': etag }))

    const fresh = (await trader.get(A)).headers.get('etag') ?? ''
    const cancel = await trader.request('DELETE', `${A}/openapi-1`, { headers: { 'if-match': fresh } })
    expect(cancel.status, cancel.text).toBe(200)
    check(`${ORDERS}/{orderCode}`, 'delete', cancel)

    check('/dxsca-web/accounts/{account}/orders/history', 'get', await trader.get(`${A}/history?side=long`))
    const metrics = await trader.get(`/accounts/${enc('default:1001')}/metrics?include-positions=true`)
    expect(metrics.status, metrics.text).toBe(200)
    check('/dxsca-web/accounts/{account}/metrics', 'get', metrics)
    const market = await trader.post('/marketdata', {
      symbols: ['EUR/USD'],
      eventTypes: [
        { type: 'Quote' },
        {
          type: 'Candle',
          format: 'COMPACT',
          candleType: 'h',
          fromTime: '2026-03-18T00:00:00.000Z',
          toTime: '2026-03-18T15:00:00.000Z',
        },
      ],
    })
    expect(market.status, market.text).toBe(200)
    check('/dxsca-web/marketdata', 'post', market)
  })
})
