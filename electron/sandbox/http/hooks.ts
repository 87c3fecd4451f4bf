// Request-level behaviour shared by every DX route: injected faults, content negotiation (406) and rate
// limits (429). Runs before body parsing and before authentication, as a gateway would.
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { parseAuthorization } from '../auth'
import { SandboxError } from '../errors'
import type { Fault } from '../faults'
import type { RateBucket } from '../rate-limit'
import type { SandboxRuntime } from '../runtime'
import { acceptsJson } from './negotiation'

declare module 'fastify' {
  interface FastifyRequest {
    /** A fault that replaces the response after the handler ran (applyBeforeFault). */
    deferredFault?: Fault
  }
}

const MALFORMED_JSON = '{"orders":[{"account":"default:1001","orderId":'

function pathAfterPrefix(url: string, prefix: string): string | undefined {
  const path = url.split('?', 1)[0] ?? ''
  if (path === prefix) return '/'
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : undefined
}

function rateBucket(method: string, path: string): RateBucket {
  if (path === '/login') return 'login'
  if (method === 'GET') return 'read'
  const trading = /^\/accounts\/[^/]+\/orders(\/[^/]+)?$/.test(path) && !path.endsWith('/history')
  return trading ? 'trade' : 'read'
}

function rateKey(request: FastifyRequest): string {
  const header = request.headers.authorization
  return header === undefined ? `ip:${request.ip}` : `auth:${header}`
}

function faultError(fault: Fault): SandboxError {
  if (fault.fault === 'status-429') {
    return new SandboxError(429, undefined, 'Too many requests (injected fault); retry later', {
      'Retry-After': String(fault.retryAfterSeconds),
    })
  }
  return new SandboxError(500, undefined, 'Internal server error (injected fault)')
}

function destroySocket(request: FastifyRequest): void {
  request.raw.socket.destroy()
}

async function applyFault(
  runtime: SandboxRuntime,
  fault: Fault,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  switch (fault.fault) {
    case 'delay':
      await sleep(fault.delayMs)
      return false
    case 'expire-session': {
      try {
        const credentials = parseAuthorization(request.headers.authorization)
        if (credentials?.kind === 'session') runtime.sessions.expire(credentials.token)
      } catch {
        // An unusable header fails authentication anyway.
      }
      return false
    }
    default:
      // A conditional read would be answered 304 with nothing to break: this fault always sends the list.
      if (fault.fault === 'malformed-records') delete request.headers['if-none-match']
      if (fault.applyBeforeFault || fault.fault === 'malformed-records') {
        request.deferredFault = fault
        return false
      }
      if (fault.fault === 'reset') {
        reply.hijack()
        destroySocket(request)
        return true
      }
      if (fault.fault === 'malformed-json') {
        await reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_JSON)
        return true
      }
      throw faultError(fault)
  }
}

/**
 * Every third record of the answer's list, from the second on, gets a value of the wrong type. Answers are
 * JSON text, or JSON bytes (orders/history writes its pages as bytes). With an account, only that account's
 * records count, and a field other than `account` breaks, so the client can still say whose records they were.
 */
function breakRecords(payload: unknown, account?: string): unknown {
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload
  if (typeof text !== 'string') return payload
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return payload
  }
  if (typeof body !== 'object' || body === null) return payload
  const list = Object.values(body).find((v): v is unknown[] => Array.isArray(v))
  if (!list) return payload
  const records = list.filter(
    (record): record is Record<string, unknown> =>
      typeof record === 'object' && record !== null && (account === undefined || 'account' in record),
  )
  const chosen = account === undefined ? records : records.filter((r) => r.account === account)
  chosen.forEach((fields, i) => {
    if (i % 3 !== 1) return
    const key =
      account === undefined && 'account' in fields ? 'account' : Object.keys(fields).find((k) => k !== 'account')
    if (key !== undefined) fields[key] = { broken: true }
  })
  return JSON.stringify(body)
}

/** Content negotiation (406) and rate limits (429), after any injected fault. */
function gate(runtime: SandboxRuntime, request: FastifyRequest, path: string): void {
  if (!acceptsJson(request.headers.accept)) {
    throw new SandboxError(406, undefined, `Not acceptable: this server only produces application/json`)
  }
  const limiter = runtime.rateLimiter
  if (limiter) {
    const bucket = rateBucket(request.method, path)
    const waitMs = limiter.consume(bucket, bucket === 'login' ? `ip:${request.ip}` : rateKey(request))
    if (waitMs > 0) {
      throw new SandboxError(429, undefined, `Too many ${bucket} requests; retry after the Retry-After delay`, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      })
    }
  }
}

/** A deferred fault replaces the answer the handler produced. */
function faultyAnswer(request: FastifyRequest, reply: FastifyReply, fault: Fault, payload: unknown): unknown {
  if (fault.fault === 'reset') {
    destroySocket(request)
    return payload
  }
  if (fault.fault === 'malformed-json') {
    reply.code(200).type('application/json; charset=utf-8')
    reply.removeHeader('etag')
    return MALFORMED_JSON
  }
  if (fault.fault === 'malformed-records') return breakRecords(payload, fault.account)
  const error = faultError(fault)
  reply.code(error.statusCode).type('application/json; charset=utf-8')
  reply.removeHeader('etag')
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value)
  return JSON.stringify(error.body())
}

// Callback hooks, not async ones: they run on every request, and without a fault they finish at once; a promise
// per hook and the microtask hops after it were measurable on a cached answer (docs/performance.md, "Sandbox: cached and uncached pages").
export function installApiHooks(app: FastifyInstance, runtime: SandboxRuntime, prefix: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathAfterPrefix(request.url, prefix)
    if (path === undefined) return done()
    const fault = runtime.faults.take(request.method, path)
    if (!fault) {
      try {
        gate(runtime, request, path)
      } catch (error) {
        return done(error as Error)
      }
      return done()
    }
    applyFault(runtime, fault, request, reply).then(
      (answered) => {
        if (answered) return
        try {
          gate(runtime, request, path)
        } catch (error) {
          return done(error as Error)
        }
        done()
      },
      (error: unknown) => done(error as Error),
    )
  })

  // applyBeforeFault: the handler has run (a PUT is applied); now the client loses the answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const fault = request.deferredFault
    if (!fault) return done(null, payload)
    delete request.deferredFault
    done(null, faultyAnswer(request, reply, fault, payload))
  })
}
