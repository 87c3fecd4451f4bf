// Routes are declared as a table so that every known path answers a wrong method with 405 + Allow
// (docs/api-notes.md, "Error codes") instead of fastify's default 404. Every GET also answers HEAD with the same
// handler and hooks, so status and headers (ETag, Content-Encoding) are the GET's and Node leaves out the body
// (RFC 9110, section 9.3.2). Not fastify's exposeHeadRoutes: its HEAD route drops the body before later onSend hooks
// (compression) run, so its headers differ from the GET's.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import { SandboxError } from '../errors'
import type { RouteDoc } from '../openapi/route-doc'

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown

export interface RouteDef {
  method: RouteMethod
  url: string
  handler: RouteHandler
  /** Media types this route accepts in a body besides JSON (POST orders/history also takes forms). */
  acceptsForm?: boolean
  /**
   * What the OpenAPI document says about this route. DX routes may leave it out when their method and path
   * are an endpoint of the shared catalogue (shared/api/endpoints.ts); every other route must carry one.
   */
  doc?: RouteDoc
}

const ALL_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']

declare module 'fastify' {
  interface FastifyContextConfig {
    acceptsForm?: boolean
  }
}

export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[]): void {
  const byUrl = new Map<string, RouteDef[]>()
  for (const route of routes) byUrl.set(route.url, [...(byUrl.get(route.url) ?? []), route])
  for (const [url, defs] of byUrl) {
    for (const def of defs) {
      const method: HTTPMethods[] = def.method === 'GET' ? ['GET', 'HEAD'] : [def.method]
      app.route({ method, url, handler: def.handler, config: { acceptsForm: def.acceptsForm ?? false } })
    }
    const allowed: HTTPMethods[] = defs.map((d) => d.method)
    if (allowed.includes('GET')) allowed.splice(allowed.indexOf('GET') + 1, 0, 'HEAD')
    const others = ALL_METHODS.filter((m) => !allowed.includes(m))
    const allow = allowed.join(', ')
    app.route({
      method: others,
      url,
      handler: (request) => {
        throw new SandboxError(405, undefined, `Method ${request.method} is not allowed here; use ${allow}`, {
          Allow: allow,
        })
      },
    })
  }
}
