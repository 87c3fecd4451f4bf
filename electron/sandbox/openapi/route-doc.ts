// What the OpenAPI document needs to know about one route. DX routes get it from the shared endpoint
// catalogue (matched by method and path, so a route added later with a catalogue entry is documented by
// being registered); the sandbox's own routes (scenario controls, global instruments, these documents)
// carry it on their RouteDef.
import type { z } from 'zod'
import { API_PREFIX, ENDPOINTS, type EndpointDef, type ParamsSchema, toRoutePattern } from '@shared/api'

export interface RouteDoc {
  summary: string
  /** The group the HTML reference lists the route under. */
  tag: string
  /** Query parameters, as the shared params schema. */
  params?: ParamsSchema
  /** Parameters of `params` this path form refuses (400 "31"), e.g. `accounts` on a single-account path. */
  notHere?: readonly string[]
  /** The JSON request body. */
  body?: z.ZodType
  /** POST orders/history: the query parameters may travel as a form or JSON body instead. */
  paramsInBody?: boolean
  /** The success body; absent = no body is documented. */
  response?: z.ZodType
  /** A non-JSON success body (the HTML reference page). */
  responseMediaType?: string
  etag: boolean
  ifMatch: boolean
  authenticated: boolean
  /** A login: wrong credentials answer 401 "3". */
  login?: boolean
  /** Order writes: business-rule rejections (409) are possible. */
  conflicts?: boolean
  /** A DX route (under /dxsca-web) rather than a sandbox-only one. */
  dx: boolean
}

const TAGS: Record<string, string> = {
  auth: 'Session',
  users: 'Users',
  instruments: 'Instruments',
  orders: 'Orders',
}

function tagOf(def: EndpointDef): string {
  const head = def.id.split('.')[0] ?? def.id
  return TAGS[head] ?? 'Account data'
}

/** The documentation of a catalogue endpoint in its single-account or `?accounts=` form. */
export function docFromEndpoint(def: EndpointDef, multiAccount: boolean): RouteDoc {
  const doc: RouteDoc = {
    summary: multiAccount ? `${def.summary} (several accounts)` : def.summary,
    tag: tagOf(def),
    etag: def.etag,
    ifMatch: def.ifMatch,
    authenticated: def.authenticated,
    dx: true,
  }
  if (def.params) doc.params = def.params
  if (def.params && !multiAccount && def.multiAccountPath) doc.notHere = ['accounts', 'include-offset']
  if (def.body) doc.body = def.body
  if (def.response) doc.response = def.response
  const writesOrders = def.id === 'orders.place' || def.id === 'orders.modify' || def.id.startsWith('orders.cancel')
  if (writesOrders) doc.conflicts = true
  if (def.id.startsWith('auth.login')) doc.login = true
  return doc
}

/** The catalogue endpoint served by a DX route (`/dxsca-web/accounts/:account/orders`, `PUT`), if any. */
export function endpointDocFor(method: string, url: string): RouteDoc | undefined {
  for (const def of Object.values(ENDPOINTS) as EndpointDef[]) {
    if (!(def.methods as readonly string[]).includes(method)) continue
    const doc = (template: string | undefined, multi: boolean) =>
      template !== undefined && `${API_PREFIX}${toRoutePattern(template)}` === url
        ? {
            ...docFromEndpoint(def, multi),
            ...(method === 'POST' && def.methods.includes('GET') ? { paramsInBody: true } : {}),
          }
        : undefined
    const found = doc(def.path, false) ?? doc(def.multiAccountPath, true)
    if (found) return found
  }
  return undefined
}
