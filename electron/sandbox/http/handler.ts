// Glue for authenticated DX routes: resolve the caller, read path values, answer with an ETag (and 304 when
// If-None-Match matches).
import type { FastifyReply, FastifyRequest } from 'fastify'
import { badParameter } from '../errors'
import type { SandboxRuntime } from '../runtime'
import type { SandboxWorld } from '../state/world'
import { authenticate, type Caller } from './authenticate'
import { ifNoneMatchHits } from './etag'
import type { RouteHandler } from './routing'

export interface ApiContext {
  runtime: SandboxRuntime
  world: SandboxWorld
  caller: Caller
  request: FastifyRequest
  reply: FastifyReply
  now: number
}

export function authed(runtime: SandboxRuntime, handler: (ctx: ApiContext) => unknown): RouteHandler {
  return (request, reply) => {
    const caller = authenticate(runtime, request)
    return handler({ runtime, world: runtime.world, caller, request, reply, now: runtime.clock.now() })
  }
}

export function pathValue(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, string | undefined>)[name]
  if (value === undefined || value === '') throw badParameter(name)
  return value
}

/** Sets the ETag; when If-None-Match matches it answers 304 with no body instead. */
export function withEtag<T>(ctx: ApiContext, etag: string, body: T): T | FastifyReply {
  ctx.reply.header('ETag', etag)
  if (ifNoneMatchHits(ctx.request.headers['if-none-match'], etag)) return ctx.reply.code(304).send()
  return body
}
