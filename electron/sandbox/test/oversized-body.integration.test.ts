// A body over the limit is answered 413 with a readable description, also to a client that sends its whole body
// before it reads anything: the sandbox reads and discards the upload (up to a bound), then answers and closes.
// Over HTTP with a raw socket that writes 5 MB first and reads after, then through the DX client's transport.
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { Transport } from '../../core/api-client/transport'
import { basic, startSandbox } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

const FIVE_MB = 5 * 1024 * 1024
const PATH = '/dxsca-web/accounts/default%3A1001/orders'

const sandbox = useTestSandbox(startSandbox)

/** One PUT whose body is written in full (every write awaited) before the answer is read. */
function uploadThenRead(bodyBytes: number): Promise<string> {
  const { hostname, port } = new URL(sandbox.origin)
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) })
    const received: Buffer[] = []
    let uploaded = false
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    socket.on('error', (error) => reject(uploaded ? error : new Error(`upload broken: ${error.message}`)))
    socket.on('end', () => resolve(Buffer.concat(received).toString('utf8')))
    socket.pause()
    const head =
      `PUT ${PATH} HTTP/1.1\r\nHost: ${sandbox.origin.slice('http://'.length)}\r\n` +
      `Authorization: ${basic('trader')}\r\nIf-Match: "1"\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${bodyBytes}\r\n\r\n`
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const write = (data: Buffer | string) =>
      new Promise<void>((done, fail) => socket.write(data, (error) => (error ? fail(error) : done())))
    void (async () => {
      try {
        await write(head)
        for (let sent = 0; sent < bodyBytes; sent += chunk.byteLength) {
          await write(chunk.subarray(0, Math.min(chunk.byteLength, bodyBytes - sent)))
        }
        uploaded = true
        socket.resume()
      } catch (error) {
        reject(new Error(`upload broken: ${(error as Error).message}`))
      }
    })()
  })
}

describe('an oversized body', () => {
  it('a client that uploads 5 MB before reading gets a readable 413, then the connection closes', async () => {
    const answer = await uploadThenRead(FIVE_MB)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { description: string }
    expect(body.description).toMatch(/too large \(limit 262144 bytes\)/)
  })

  it('through the DX client’s transport: 413 with the description, sent once', async () => {
    const transport = new Transport({ baseUrl: sandbox.baseUrl, throttle: false })
    const res = await transport.send({
      method: 'PUT',
      path: '/accounts/default%3A1001/orders',
      headers: { Authorization: basic('trader'), 'If-Match': '"1"', 'Content-Type': 'application/json' },
      body: JSON.stringify({ note: ' '.repeat(FIVE_MB) }),
      category: 'trading',
      retry: false,
      write: true,
      label: 'modify',
    })
    expect(res.status).toBe(413)
    expect(JSON.parse(res.text)).toEqual({ description: 'Request body too large (limit 262144 bytes)' })
    expect(sandbox.count('PUT', '/accounts/default%3A1001/orders')).toBe(1)
  })
})
