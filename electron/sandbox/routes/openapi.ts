// The interface, machine-readable: GET /dxsca-web/openapi.json (OpenAPI 3.1), also at
// /dxsca-web/swagger/openapi.json where DX hosts serve theirs, and /dxsca-web/openapi.html (a readable reference
// without scripts), built once, on first request, from the routes the sandbox registers; and
// /dxsca-web/asyncapi.json (AsyncAPI 3.0) for the Push API's WebSockets.
import { buildOpenApi, type DocumentedRoute, type JsonObject } from '../openapi/document'
import { renderReferenceHtml } from '../openapi/html'
import type { RouteDoc } from '../openapi/route-doc'
import type { RouteDef } from '../http/routing'
import { buildAsyncApi } from '../push/asyncapi'

export const OPENAPI_VERSION = '1.0.0'

const docsRoute = (summary: string, mediaType?: string): RouteDoc => ({
  summary,
  tag: 'Interface description',
  etag: false,
  ifMatch: false,
  authenticated: false,
  dx: true,
  ...(mediaType ? { responseMediaType: mediaType } : {}),
})

/** `routes` is called lazily so the documents include every route registered alongside these. */
export function openApiRoutes(routes: () => readonly DocumentedRoute[]): RouteDef[] {
  let document: JsonObject | undefined
  let html: string | undefined
  let asyncApi: JsonObject | undefined
  const get = () => (document ??= buildOpenApi(routes(), OPENAPI_VERSION).document)
  const json: RouteDef['handler'] = (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(get()))
  return [
    {
      method: 'GET',
      url: '/openapi.json',
      doc: docsRoute('This OpenAPI 3.1 document', 'application/json'),
      handler: json,
    },
    {
      method: 'GET',
      url: '/swagger/openapi.json',
      doc: docsRoute('This OpenAPI 3.1 document, where DX hosts serve theirs', 'application/json'),
      handler: json,
    },
    {
      method: 'GET',
      url: '/asyncapi.json',
      doc: docsRoute('The Push API (WebSockets): an AsyncAPI 3.0 document', 'application/json'),
      handler: (_request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(JSON.stringify((asyncApi ??= buildAsyncApi(OPENAPI_VERSION)))),
    },
    {
      method: 'GET',
      url: '/openapi.html',
      doc: docsRoute('A readable reference of this document (HTML, no scripts)', 'text/html'),
      handler: (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send((html ??= renderReferenceHtml(get()))),
    },
  ]
}
