// HTTP face of the scenario controls (control.ts), under /sandbox/, without authentication: the sandbox only
// listens on loopback, and `--controls off` removes these routes entirely.
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  AccountEventBodySchema,
  AccountStatusBodySchema,
  BatchBodySchema,
  FaultBodySchema,
  FillBodySchema,
  ModifyBodySchema,
  parseControlBody,
  PlaceBodySchema,
  PriceBodySchema,
  SandboxControl,
  TransferBodySchema,
  UnlistedCashBodySchema,
} from '../control'
import { badParameter, badRequestBody, notFound } from '../errors'
import type { RouteDef } from '../http/routing'
import { pushControlRoutes } from '../push/control-routes'
import type { RouteDoc } from '../openapi/route-doc'
import type { SandboxRuntime } from '../runtime'

/** Where the controls live on the server. */
export const CONTROL_PREFIX = '/sandbox'

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

const doc = (summary: string, body?: z.ZodType): RouteDoc => ({
  summary,
  tag: 'Scenario controls',
  etag: false,
  ifMatch: false,
  authenticated: false,
  dx: false,
  ...(body ? { body } : {}),
})

export function controlRoutes(runtime: SandboxRuntime): RouteDef[] {
  const control = new SandboxControl(runtime)
  const order = '/accounts/:account/orders/:orderCode'
  return [
    {
      method: 'GET',
      url: '/health',
      doc: doc('Status, seed, accounts and their versions'),
      handler: () => control.health(),
    },
    { method: 'POST', url: '/reset', doc: doc('Back to the seed (sessions survive)'), handler: () => control.reset() },
    {
      method: 'GET',
      url: '/changes',
      doc: doc('What the controls changed since the last reset, by kind and account'),
      handler: () => control.changes(),
    },
    {
      method: 'POST',
      url: '/accounts/:account/orders',
      doc: doc('Place a working GTC LIMIT order as a dealer would (no API checks)', PlaceBodySchema),
      handler: (r) => control.place(param(r, 'account'), parseControlBody(PlaceBodySchema, body(r))),
    },
    {
      method: 'POST',
      url: `${order}/fill`,
      doc: doc('Fill (part of) a working order; refused while its market is closed', FillBodySchema),
      handler: (r) => control.fill(param(r, 'account'), param(r, 'orderCode'), body(r)),
    },
    {
      method: 'POST',
      url: `${order}/cancel`,
      doc: doc('Cancel an order as the broker would'),
      handler: (r) => control.cancel(param(r, 'account'), param(r, 'orderCode')),
    },
    {
      method: 'POST',
      url: `${order}/modify`,
      doc: doc('Change an order as another user would (stale ETags then get 412)', ModifyBodySchema),
      handler: (r) => control.modify(param(r, 'account'), param(r, 'orderCode'), body(r)),
    },
    {
      method: 'POST',
      url: '/accounts/:account/touch',
      doc: doc('Move the account version without touching orders'),
      handler: (r) => control.touch(param(r, 'account')),
    },
    {
      method: 'POST',
      url: '/accounts/:account/unlisted-cash',
      doc: doc(
        'Change the balance without a cash transfer (on the named order’s cash transactions, or on no record): an account that does not reconcile',
        UnlistedCashBodySchema,
      ),
      handler: (r) => control.unlistedCash(param(r, 'account'), parseControlBody(UnlistedCashBodySchema, body(r))),
    },
    {
      method: 'POST',
      url: '/accounts/:account/transfers',
      doc: doc('Book a deposit or withdrawal now (listed among the account’s transfers)', TransferBodySchema),
      handler: (r) => control.transfer(param(r, 'account'), parseControlBody(TransferBodySchema, body(r))),
    },
    {
      method: 'POST',
      url: '/accounts/:account/events',
      doc: doc('Book an account event (e.g. a margin call or liquidation)', AccountEventBodySchema),
      handler: (r) => control.accountEvent(param(r, 'account'), parseControlBody(AccountEventBodySchema, body(r))),
    },
    {
      method: 'POST',
      url: '/accounts/:account/status',
      doc: doc('Set the account status', AccountStatusBodySchema),
      handler: (r) => {
        const { accountStatus } = parseControlBody(AccountStatusBodySchema, body(r))
        return control.setAccountStatus(param(r, 'account'), accountStatus)
      },
    },
    {
      method: 'POST',
      url: '/batch',
      doc: doc(
        'Apply many account and price controls in one request, in order; each is counted as its own',
        BatchBodySchema,
      ),
      handler: async (r) => {
        const { steps } = parseControlBody(BatchBodySchema, body(r))
        const results: { status: number; body: unknown }[] = []
        for (const step of steps) {
          // Through the server's own routes, as a request of its own from the same caller: the same checks,
          // the same answer, the same count in /changes.
          const answer = await r.server.inject({
            method: 'POST',
            url: `${CONTROL_PREFIX}${step.path}`,
            headers: { host: r.headers.host ?? '', 'content-type': 'application/json', accept: 'application/json' },
            payload: JSON.stringify(step.body ?? {}),
          })
          results.push({ status: answer.statusCode, body: answer.json<unknown>() })
        }
        return { results }
      },
    },
    {
      method: 'POST',
      url: '/prices',
      doc: doc("Set an instrument's mid price", PriceBodySchema),
      handler: (r) => {
        const { symbol, price } = parseControlBody(PriceBodySchema, body(r))
        return control.setPrice(symbol, price)
      },
    },
    {
      method: 'GET',
      url: '/faults',
      doc: doc('Active fault rules'),
      handler: () => ({ faults: control.listFaults() }),
    },
    {
      method: 'POST',
      url: '/faults',
      doc: doc('Add a fault rule', FaultBodySchema),
      handler: (r) => control.addFault(parseControlBody(FaultBodySchema, body(r))),
    },
    {
      method: 'DELETE',
      url: '/faults',
      doc: doc('Remove every fault rule'),
      handler: () => {
        control.clearFaults()
        return { faults: [] }
      },
    },
    {
      method: 'DELETE',
      url: '/faults/:id',
      doc: doc('Remove one fault rule'),
      handler: (r) => {
        if (!control.removeFault(param(r, 'id'))) throw notFound(`fault ${param(r, 'id')}`)
        return { faults: control.listFaults() }
      },
    },
    {
      method: 'POST',
      url: '/sessions/expire',
      doc: doc('End every session now'),
      handler: () => {
        control.expireSessions()
        return { sessions: 0 }
      },
    },
    ...pushControlRoutes(control, doc),
  ]
}
