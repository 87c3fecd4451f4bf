// HTTP face of the scenario controls (control.ts), under /sandbox/, without authentication: the sandbox only
// listens on loopback, and `--controls off` removes these routes entirely.
import type { FastifyRequest } from 'fastify'
import { AccountStatusBodySchema, FaultBodySchema, parseControlBody, PriceBodySchema, SandboxControl } from '../control'
import { badParameter, badRequestBody, notFound } from '../errors'
import type { RouteDef } from '../http/routing'
import type { SandboxRuntime } from '../runtime'

type Params = Record<string, string>

const params = (request: FastifyRequest): Params => request.params as Params

function param(request: FastifyRequest, name: string): string {
  const value = params(request)[name]
  if (value === undefined) throw badParameter(name)
  return value
}

function body(request: FastifyRequest): Record<string, unknown> {
  const value: unknown = request.body
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequestBody('body must be a JSON object')
  }
  return value as Record<string, unknown>
}

export function controlRoutes(runtime: SandboxRuntime): RouteDef[] {
  const control = new SandboxControl(runtime)
  const order = '/accounts/:account/orders/:orderCode'
  return [
    { method: 'GET', url: '/health', handler: () => control.health() },
    { method: 'POST', url: '/reset', handler: () => control.reset() },
    {
      method: 'POST',
      url: `${order}/fill`,
      handler: (r) => control.fill(param(r, 'account'), param(r, 'orderCode'), body(r)),
    },
    {
      method: 'POST',
      url: `${order}/cancel`,
      handler: (r) => control.cancel(param(r, 'account'), param(r, 'orderCode')),
    },
    {
      method: 'POST',
      url: `${order}/modify`,
      handler: (r) => control.modify(param(r, 'account'), param(r, 'orderCode'), body(r)),
    },
    { method: 'POST', url: '/accounts/:account/touch', handler: (r) => control.touch(param(r, 'account')) },
    {
      method: 'POST',
      url: '/accounts/:account/status',
      handler: (r) => {
        const { accountStatus } = parseControlBody(AccountStatusBodySchema, body(r))
        return control.setAccountStatus(param(r, 'account'), accountStatus)
      },
    },
    {
      method: 'POST',
      url: '/prices',
      handler: (r) => {
        const { symbol, price } = parseControlBody(PriceBodySchema, body(r))
        return control.setPrice(symbol, price)
      },
    },
    { method: 'GET', url: '/faults', handler: () => ({ faults: control.listFaults() }) },
    { method: 'POST', url: '/faults', handler: (r) => control.addFault(parseControlBody(FaultBodySchema, body(r))) },
    {
      method: 'DELETE',
      url: '/faults',
      handler: () => {
        control.clearFaults()
        return { faults: [] }
      },
    },
    {
      method: 'DELETE',
      url: '/faults/:id',
      handler: (r) => {
        if (!control.removeFault(param(r, 'id'))) throw notFound(`fault ${param(r, 'id')}`)
        return { faults: control.listFaults() }
      },
    },
    {
      method: 'POST',
      url: '/sessions/expire',
      handler: () => {
        control.expireSessions()
        return { sessions: 0 }
      },
    },
  ]
}
