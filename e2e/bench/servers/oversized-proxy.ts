// A hostile broker for the stall bench: forwards every request to the sandbox, except that orders/history is
// answered 200 with a JSON body of the given size (past the client's byte cap), streamed as fast as the socket
// takes it. Runs in its own process so that producing the bytes costs the measured process nothing.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const [target, sizeArg] = process.argv.slice(2)
const size = Number(sizeArg)
if (!target || !Number.isFinite(size) || size <= 0) {
  process.stderr.write('usage: oversized-proxy.ts SANDBOX_BASE_URL BYTES\n')
  process.exit(2)
}
const upstream = new URL(target)
const record = Buffer.from(
  `{"orderId":1,"account":"default:1001","version":1,"status":"WORKING","padding":"${'x'.repeat(900)}"},`,
)
const chunk = Buffer.concat(Array.from({ length: Math.ceil((1024 * 1024) / record.length) }, () => record))

const server = createServer((req, res) => {
  const path = req.url ?? '/'
  if (path.includes('/orders/history')) {
    req.resume()
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    let sent = 0
    res.write('{"orders":[')
    const more = () => {
      while (sent < size) {
        sent += chunk.length
        if (!res.write(chunk)) return void res.once('drain', more)
      }
      res.end('{}]}')
    }
    res.on('error', () => undefined)
    more()
    return
  }
  const body: Buffer[] = []
  req.on('data', (part: Buffer) => body.push(part))
  req.on('end', () => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host'),
    )
    void fetch(`${upstream.origin}${path}`, {
      method: req.method ?? 'GET',
      headers,
      ...(body.length && req.method !== 'GET' ? { body: Buffer.concat(body) } : {}),
    })
      .then(async (answer) => {
        const bytes = Buffer.from(await answer.arrayBuffer())
        const etag = answer.headers.get('etag')
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
          ...(etag ? { etag } : {}),
        })
        res.end(bytes)
      })
      .catch(() => {
        res.writeHead(502)
        res.end()
      })
  })
})
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  process.stdout.write(`oversized proxy listening on http://127.0.0.1:${port}${upstream.pathname}\n`)
})
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
