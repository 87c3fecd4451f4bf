// Answers are compressed as DX hosts compress them: gzip or deflate when the client asks, from 1 KiB up. Over
// HTTP with node:http (which never inflates by itself, so the bytes on the wire are what is checked), and
// through the DX client, which asks for compression, inflates, and applies its byte cap to the inflated size.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { gunzipSync, inflateSync } from 'node:zlib'
import { beforeEach, describe, expect, it } from 'vitest'
import { COMPRESSION_THRESHOLD_BYTES } from '../http/compression'
import { basic, startSandbox } from '@test-support/sandbox-http'
import { demoClient, failure } from '@test-support/dx-client'
import { useTestSandbox } from '@test-support/sandbox'

const HISTORY = '/accounts/default%3A1001/orders/history?page-size=1000'
const SMALL = '/accounts/default%3A1001/metrics'

interface Wire {
  status: number
  headers: IncomingMessage['headers']
  bytes: Buffer
}

/** One GET as the bytes arrive, with the given Accept-Encoding (none when undefined). */
function getRaw(baseUrl: string, path: string, acceptEncoding?: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'application/json', authorization: basic('trader') }
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding
    const req = httpRequest(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const sandbox = useTestSandbox(startSandbox)

describe('the sandbox compresses answers when asked', () => {
  it('gzip and deflate carry the same JSON as the plain answer, in fewer bytes', async () => {
    const plain = await getRaw(sandbox.baseUrl, HISTORY)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const gzip = await getRaw(sandbox.baseUrl, HISTORY, 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'))
    expect(gzip.bytes.byteLength * 4).toBeLessThan(plain.bytes.byteLength)
    const deflate = await getRaw(sandbox.baseUrl, HISTORY, 'deflate')
    expect(deflate.headers['content-encoding']).toBe('deflate')
    expect(inflateSync(deflate.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'))
  })

  it('leaves answers under the threshold, and clients that ask for none or another coding, uncompressed', async () => {
    const small = await getRaw(sandbox.baseUrl, SMALL, 'gzip')
    expect(small.bytes.byteLength).toBeLessThan(COMPRESSION_THRESHOLD_BYTES)
    expect(small.headers['content-encoding']).toBeUndefined()
    for (const asked of ['identity', 'br', undefined]) {
      const answer = await getRaw(sandbox.baseUrl, HISTORY, asked)
      expect(answer.headers['content-encoding'] ?? 'none', String(asked)).not.toMatch(/gzip|deflate|br/)
      expect(JSON.parse(answer.bytes.toString('utf8'))).toHaveProperty('orders')
    }
  })
})

describe('the DX client asks for compression and caps the inflated answer', () => {
  let seen: { acceptEncoding?: string; contentEncoding?: string }[] = []
  beforeEach(() => {
    seen = []
    const onRequest = (req: IncomingMessage, res: ServerResponse) => {
      const entry: (typeof seen)[number] = { acceptEncoding: req.headers['accept-encoding'] }
      res.on('finish', () => {
        const coding = res.getHeader('content-encoding')
        if (typeof coding === 'string') entry.contentEncoding = coding
        if (req.url?.includes('/orders/history')) seen.push(entry)
      })
    }
    sandbox.app.server.on('request', onRequest)
    return () => sandbox.app.server.off('request', onRequest)
  })

  it('reads a compressed history page as the plain one', async () => {
    const plain = JSON.parse((await getRaw(sandbox.baseUrl, HISTORY)).bytes.toString('utf8')) as { orders: unknown[] }
    const page = await demoClient(sandbox).history(['default:1001'], { 'page-size': 1000 })
    expect(page.data.orders).toHaveLength(plain.orders.length)
    expect(seen.at(-1)).toEqual({ acceptEncoding: 'gzip, deflate', contentEncoding: 'gzip' })
  })

  it('refuses an answer whose compressed size fits the cap but whose inflated size does not', async () => {
    const plain = await getRaw(sandbox.baseUrl, HISTORY)
    const gzip = await getRaw(sandbox.baseUrl, HISTORY, 'gzip')
    const cap = gzip.bytes.byteLength * 2
    expect(cap).toBeLessThan(plain.bytes.byteLength)
    const capped = demoClient(sandbox, 'trader', { maxBodyBytes: cap })
    const error = await failure(capped.history(['default:1001'], { 'page-size': 1000 }))
    expect(error.cause).toBe('answer-too-large')
    expect(seen.at(-1)?.contentEncoding).toBe('gzip')
    // The same cap above the inflated size reads the page.
    const roomy = demoClient(sandbox, 'trader', { maxBodyBytes: plain.bytes.byteLength })
    expect((await roomy.history(['default:1001'], { 'page-size': 1000 })).data.orders.length).toBeGreaterThan(0)
  })
})
