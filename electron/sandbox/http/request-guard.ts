// The sandbox answers only programs on this computer that address it by its own loopback address: a request
// whose Host is not `127.0.0.1:<port>` (DNS rebinding: a web page's name pointed at 127.0.0.1) or that carries
// a browser's `Origin` or a cross-site `Sec-Fetch-Site` (a page posting blind, no-cors) is refused before any
// route runs — the scenario controls of a developer's `npm run sandbox` included. DX clients (the app's main
// process, tests, curl) send neither header.
import type { FastifyInstance } from 'fastify'

const BROWSER_SITES_ALLOWED = new Set(['none', 'same-origin'])
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]'])

export interface RequestGuard {
  /** Called once listening: the one Host value accepted from then on (`host:port` as in the base URL). */
  listening(hostAndPort: string): void
}

/** Why a request is refused, or null. `expectedHost` null: not listening on a known address (bound to all). */
export function refusal(
  headers: Record<string, string | string[] | undefined>,
  expectedHost: string | null,
): string | null {
  if (expectedHost !== null && headers.host?.toString().toLowerCase() !== expectedHost) {
    return `This server answers only requests addressed to ${expectedHost}`
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
  let expectedHost: string | null = null
  // A callback hook, not an async one: it runs on every request, and a promise per hook is measurable there.
  app.addHook('onRequest', (request, reply, done) => {
    const why = refusal(request.headers, expectedHost)
    if (why) reply.code(403).send({ description: why })
    else done()
  })
  return {
    listening(hostAndPort) {
      const host = hostAndPort.slice(0, hostAndPort.lastIndexOf(':'))
      expectedHost = WILDCARD_HOSTS.has(host) ? null : hostAndPort.toLowerCase()
    },
  }
}
