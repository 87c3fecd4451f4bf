// HEAD on every GET resource answers as the GET does, without a body (RFC 9110, section 9.3.2): same status, same
// headers (ETag, Content-Type, Content-Encoding, Vary), a 304 for a matching If-None-Match, and the same refusals.
// The GET resources are read from the sandbox's own OpenAPI document. Over HTTP, then through the DX client's
// transport.
import { describe, expect, it } from 'vitest'
import { Transport } from '../../core/api-client/transport'
import { basic, startSandbox } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

const PATH_VALUES: Record<string, string> = {
  account: 'default%3A1001',
  username: 'trader%40default',
  symbol: 'EUR%2FUSD',
  type: 'FOREX',
  date: '2020-01-02',
}
/** Query parameters a GET cannot be answered without. */
const REQUIRED_QUERY: Record<string, string> = {
  '/dxsca-web/conversionRates': 'toCurrency=USD',
  '/dxsca-web/accounts/eodmetrics/{date}': 'accounts=default%3A1001',
}
/** Framing, not content: a HEAD answer has no body to frame, so these may differ (RFC 9110, section 9.3.2). */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

const sandbox = useTestSandbox(startSandbox)

async function getPaths(): Promise<string[]> {
  const res = await fetch(`${sandbox.baseUrl}/openapi.json`)
  const document = (await res.json()) as { paths: Record<string, { get?: unknown }> }
  return Object.entries(document.paths)
    .filter(([, operations]) => operations.get !== undefined)
    .map(([path]) => {
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => PATH_VALUES[name] ?? name)
      return REQUIRED_QUERY[path] ? `${filled}?${REQUIRED_QUERY[path]}` : filled
    })
}

function contentHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !FRAMING.has(name)))
}

async function exchange(method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${sandbox.origin}${path}`, {
    method,
    headers: { authorization: basic('trader'), 'accept-encoding': 'gzip', ...headers },
  })
  const body = await res.arrayBuffer()
  return { status: res.status, headers: res.headers, bytes: body.byteLength }
}

describe('HEAD on every GET resource', () => {
  it('answers with the GET’s status and headers and no body', async () => {
    const paths = await getPaths()
    expect(paths.length).toBeGreaterThanOrEqual(20)
    for (const path of paths) {
      const get = await exchange('GET', path)
      const head = await exchange('HEAD', path)
      expect(get.status, path).toBe(200)
      expect(head.status, path).toBe(200)
      expect(head.bytes, path).toBe(0)
      expect(contentHeaders(head.headers), path).toEqual(contentHeaders(get.headers))
    }
  })

  it('a matching If-None-Match is 304 and a missing account 404, as for GET', async () => {
    const path = '/dxsca-web/accounts/default%3A1001/positions'
    const etag = (await exchange('GET', path)).headers.get('etag')
    expect(etag).toMatch(/^"\d+"$/)
    const head = await exchange('HEAD', path)
    expect(head.headers.get('etag')).toBe(etag)
    expect((await exchange('HEAD', path, { 'if-none-match': etag ?? '' })).status).toBe(304)
    expect((await exchange('HEAD', '/dxsca-web/accounts/default%3A9999/positions')).status).toBe(404)
    const refused = await fetch(`${sandbox.baseUrl}/accounts/default%3A1001/positions`, { method: 'HEAD' })
    expect(refused.status).toBe(401)
  })

  it('through the DX client’s transport: the ETag of the GET, an empty body', async () => {
    const transport = new Transport({ baseUrl: sandbox.baseUrl, throttle: false })
    const send = (method: 'GET' | 'HEAD') =>
      transport.send({
        method,
        path: '/accounts/default%3A1001/orders',
        headers: { Authorization: basic('trader') },
        category: 'data',
        retry: true,
        write: false,
        label: 'openOrders',
      })
    const get = await send('GET')
    const head = await send('HEAD')
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'))
    expect(head.headers.get('content-encoding')).toBe(get.headers.get('content-encoding'))
  })
})
