// Instruments: account-scoped details and the global reference data, each by symbol, by type and by query. Unknown or
// hidden symbols give an empty list, not 404 (docs/api-notes.md, "Permissions read as absence"); only an account the
// caller may not see is 404 "2".
import {
  ENDPOINTS,
  type EndpointDef,
  instrumentsPathParams,
  instrumentsQueryParams,
  type InstrumentDetailsListWire,
  type InstrumentListWire,
  InstrumentListSchema,
  toRoutePattern,
} from '@shared/api'
import { type ApiContext, authed, pathValue } from '../http/handler'
import { pageOf, readParams } from '../http/params'
import type { RouteDef } from '../http/routing'
import { docFromEndpoint } from '../openapi/route-doc'
import { requireAccount } from '../permissions'
import type { SandboxRuntime } from '../runtime'
import { bySymbol, byType, queryInstruments } from '../state/instrument-query'
import type { InstrumentSpec } from '../state/types'
import { instrumentDetailsWire, instrumentWire } from '../wire/instruments'

type Selector = (ctx: ApiContext) => { items: InstrumentSpec[]; startFrom?: number; limit?: number }

// Account-scoped templates come from the catalogue; the global ones are the same without the account.
const selectors: { endpoint: EndpointDef; global: string; select: Selector }[] = [
  {
    endpoint: ENDPOINTS['instruments.query'],
    global: 'Search the instrument reference data (trading sessions, ticks, currencies)',
    select: ({ world, request }) => {
      const p = readParams(instrumentsQueryParams, request.query)
      const query: Parameters<typeof queryInstruments>[1] = {}
      if (p.symbols) query.symbols = p.symbols
      if (p.types) query.types = p.types
      if (p['sort-by-asc']) query.sortAsc = p['sort-by-asc']
      if (p['sort-by-desc']) query.sortDesc = p['sort-by-desc']
      return { items: queryInstruments(world.instruments, query), startFrom: p['start-from'], limit: p.limit }
    },
  },
  {
    endpoint: ENDPOINTS['instruments.byType'],
    global: 'Reference data of every instrument of a type',
    select: ({ world, request }) => {
      const p = readParams(instrumentsPathParams, request.query)
      return {
        items: byType(world.instruments, pathValue(request, 'type')),
        startFrom: p['start-from'],
        limit: p.limit,
      }
    },
  },
  {
    endpoint: ENDPOINTS['instruments.bySymbol'],
    global: 'Reference data of one symbol',
    select: ({ world, request }) => {
      const p = readParams(instrumentsPathParams, request.query)
      return {
        items: bySymbol(world.instruments, pathValue(request, 'symbol')),
        startFrom: p['start-from'],
        limit: p.limit,
      }
    },
  },
]

export function instrumentRoutes(runtime: SandboxRuntime): RouteDef[] {
  const max = runtime.options.maxLimit
  return selectors.flatMap(({ endpoint, global, select }): RouteDef[] => [
    {
      method: 'GET',
      url: toRoutePattern(endpoint.path),
      handler: authed(runtime, (ctx) => {
        const account = requireAccount(ctx.world, ctx.caller.user, pathValue(ctx.request, 'account'))
        const { items, startFrom, limit } = select(ctx)
        const body: InstrumentDetailsListWire = {
          instrumentDetails: pageOf(items, startFrom, limit, max).map((i) =>
            instrumentDetailsWire(ctx.world, account, i),
          ),
        }
        return body
      }),
    },
    {
      method: 'GET',
      url: toRoutePattern(endpoint.path.replace('/accounts/{account}', '')),
      doc: {
        ...docFromEndpoint(endpoint, false),
        summary: global,
        response: InstrumentListSchema,
      },
      handler: authed(runtime, (ctx) => {
        const { items, startFrom, limit } = select(ctx)
        const body: InstrumentListWire = { instruments: pageOf(items, startFrom, limit, max).map(instrumentWire) }
        return body
      }),
    },
  ])
}
