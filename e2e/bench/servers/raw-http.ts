// The throughput reference: plain node:http answering every request with the same pre-serialised bytes the
// sandbox sent for the benchmarked page — no routing, auth, validation or serialisation. What the sandbox
// does beyond this is its own cost.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const [bodyFile, contentType = 'application/json; charset=utf-8'] = process.argv.slice(2)
if (!bodyFile) {
  process.stderr.write('usage: raw-http.ts BODY_FILE [CONTENT_TYPE]\n')
  process.exit(2)
}
const body = readFileSync(bodyFile)
const headers = { 'content-type': contentType, 'content-length': String(body.length) }

const server = createServer((req, res) => {
  // Drain the request so keep-alive connections are reused, as with the sandbox.
  req.resume()
  res.writeHead(200, headers)
  res.end(body)
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  process.stdout.write(`raw node:http listening on http://127.0.0.1:${port}/\n`)
})
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
