// The sandbox answers only programs on this computer that address it by its own loopback address: a request
// whose Host is not `127.0.0.1:<port>` (DNS rebinding: a web page's name pointed at 127.0.0.1) or that carries
// a browser's `Origin` or a cross-site `Sec-Fetch-Site` (a page posting blind, no-cors) is refused before any
// route runs — the scenario controls of a developer's `npm run sandbox` included. DX clients (the app's main
// process, tests, curl) send neither header. Bound to every interface (--host 0.0.0.0 with the opt-in), the accepted
// Host values are this computer's own addresses at the port, never whatever name a request brings.
import { networkInterfaces } from 'node:os'
import type { FastifyInstance } from 'fastify'

const BROWSER_SITES_ALLOWED = new Set(['none', 'same-origin'])
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]'])

export interface RequestGuard {
  /** Called once listening: the one Host value accepted from then on (`host:port` as in the base URL). */
  listening(hostAndPort: string): void
}

/** The Host values a server listening on `host:port` accepts: that address, or for a wildcard bind each of
 * this computer's own addresses (and `localhost`) at the port. */
export function acceptedHosts(hostAndPort: string): ReadonlySet<string> {
  const cut = hostAndPort.lastIndexOf(':')
  const host = hostAndPort.slice(0, cut)
  const port = hostAndPort.slice(cut + 1)
  if (!WILDCARD_HOSTS.has(host)) return new Set([hostAndPort.toLowerCase()])
  const addresses = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((entry) => (entry.family === 'IPv6' ? `[${entry.address.toLowerCase()}]` : entry.address))
  return new Set(['localhost', ...addresses].map((address) => `${address}:${port}`))
}

/** Why a request is refused, or null. `accepted` null: not listening yet (`inject()`), only browser headers count. */
export function refusal(
  headers: Record<string, string | string[] | undefined>,
  accepted: ReadonlySet<string> | null,
): string | null {
  if (accepted !== null && !accepted.has(headers.host?.toString().toLowerCase() ?? '')) {
    return `This server answers only requests addressed to ${[...accepted][0]}`
  }
  if (headers.origin !== undefined) return 'Requests from web pages are refused (Origin header present)'
  const site = headers['sec-fetch-site']
  if (site !== undefined && !BROWSER_SITES_ALLOWED.has(String(site))) {
    return 'Requests from web pages are refused (cross-site Sec-Fetch-Site)'
  }
  return null
}

/** Installs the guard as the first hook; before listening() only the browser headers are checked (inject()). */
export function installRequestGuard(app: FastifyInstance): RequestGuard {
  let accepted: ReadonlySet<string> | null = null
  // A callback hook, not an async one: it runs on every request, and a promise per hook is measurable there.
  app.addHook('onRequest', (request, reply, done) => {
    const why = refusal(request.headers, accepted)
    if (why) reply.code(403).send({ description: why })
    else done()
  })
  return {
    listening(hostAndPort) {
      accepted = acceptedHosts(hostAndPort)
    },
  }
}
