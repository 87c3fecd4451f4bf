// The sandbox's HTTP application.
//
// Why fastify (not hono or hand-rolled node:http): it is the faster Node-native server of the two — the
// benchmark issue needs the sandbox at ≥ 0.5× raw node:http throughput — its find-my-way router decodes
// percent-encoded path segments the way DX clients send them (`default%3A1001`, `EUR%2FUSD`), and `inject()`
// lets unit tests drive routes without a socket. Routing, body limits (413) and media-type dispatch (415)
// are fastify's; the DX-specific rules live in routes/*.
import Fastify, { type FastifyBodyParser, type FastifyError, type FastifyInstance } from 'fastify'
import { badParameter, badRequestBody, SandboxError } from './errors'
import { registerCompression } from './http/compression'
import { installApiHooks } from './http/hooks'
import { FORM_MEDIA_TYPE, mediaType } from './http/negotiation'
import { discardBody } from './http/oversized-body'
import { parseQueryString } from './http/query'
import { registerRoutes, type RouteDef } from './http/routing'
import { CONTROL_PREFIX, controlRoutes } from './routes/controls'
import { dxRoutes } from './routes/index'
import { installPush } from './push/index'
import { openApiRoutes } from './routes/openapi'
import type { SandboxRuntime } from './runtime'
import { API_PREFIX } from '@shared/api'

export { CONTROL_PREFIX }

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string'
}

/** orders/history bodies carry query parameters, so a broken one is "Incorrect request parameters (body)". */
function malformedBody(url: string | undefined, detail: string): SandboxError {
  return url?.endsWith('/orders/history') ? badParameter('body') : badRequestBody(`body is not valid JSON: ${detail}`)
}

export function buildSandboxApp(runtime: SandboxRuntime): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: runtime.options.bodyLimit,
    exposeHeadRoutes: false,
    forceCloseConnections: true,
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 500 },
  })

  // Only JSON (and forms where a route allows them): fastify's text/plain default would accept a body DX refuses.
  app.removeAllContentTypeParsers()
  const parseJson: FastifyBodyParser<string> = (request, text, done) => {
    // POST /ping and /logout are sent with Content-Type: application/json and no body by many clients.
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch (error) {
      const detail = error instanceof Error ? error.message : 'unparseable'
      done(malformedBody(request.routeOptions.url, detail), undefined)
    }
  }
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson)
  app.addContentTypeParser(/^application\/[\w.+-]+\+json$/, { parseAs: 'string' }, parseJson)
  const parseForm: FastifyBodyParser<string> = (request, text, done) => {
    if (!request.routeOptions.config.acceptsForm) {
      return done(new SandboxError(415, undefined, `Unsupported media type (${FORM_MEDIA_TYPE}); send JSON`), undefined)
    }
    done(null, parseQueryString(text))
  }
  app.addContentTypeParser(FORM_MEDIA_TYPE, { parseAs: 'string' }, parseForm)

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof SandboxError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body())
    }
    if (isFastifyError(error)) {
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          // The rest of the upload is read first, so the client is listening when the 413 arrives.
          return discardBody(request.raw).then(() => {
            reply.code(413).header('Connection', 'close')
            return { description: `Request body too large (limit ${runtime.options.bodyLimit} bytes)` }
          })
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
          const type = mediaType(request.headers['content-type']) ?? 'none'
          return reply.code(415).send({ description: `Unsupported media type (${type}); send application/json` })
        }
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) return reply.code(status).send({ description: error.message })
    }
    request.log.error(error)
    return reply.code(500).send({ description: 'Internal server error' })
  })

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0]
    return reply.code(404).send({ description: `No resource at ${request.method} ${path}` })
  })

  installApiHooks(app, runtime, API_PREFIX)
  if (runtime.options.compression) registerCompression(app)
  // Inside a plugin, so that plugins registered above have seen every route.
  void app.register((scope, _options, done) => {
    registerRoutes(scope, sandboxRoutes(runtime))
    done()
  })
  installPush(app, runtime)
  return app
}

/** Every route the sandbox registers, with its full URL; the OpenAPI document is built from this list. */
export function sandboxRoutes(runtime: SandboxRuntime): RouteDef[] {
  const routes: RouteDef[] = dxRoutes(runtime).map((r) => ({ ...r, url: `${API_PREFIX}${r.url}` }))
  if (runtime.options.controls) {
    routes.push(...controlRoutes(runtime).map((r) => ({ ...r, url: `${CONTROL_PREFIX}${r.url}` })))
  }
  routes.push(...openApiRoutes(() => routes).map((r) => ({ ...r, url: `${API_PREFIX}${r.url}` })))
  return routes
}
