// The OpenAPI 3.1 document of everything the sandbox serves, generated from the routes it registers and the
// shared zod schemas (records, requests, parameters, errors): nothing here restates a record by hand.
// Record schemas come from z.toJSONSchema over one registry holding every exported `…Schema` of shared/api
// (named without the suffix, so `OrderSchema` is `#/components/schemas/Order`); query parameters come from
// the shared ParamSpecs; statuses and headers from each route's RouteDoc.
import { z } from 'zod'
import * as api from '@shared/api'
import { type AnyParamSpec, DX_ERROR, paramSpecsOf } from '@shared/api'
import { paramHelp } from '@shared/text/param-text'
import type { RouteMethod } from '../http/routing'
import { endpointDocFor, type RouteDoc } from './route-doc'
import { tightenResponseSchema } from './strict-responses'

export type JsonObject = { [key: string]: unknown }

export interface DocumentedRoute {
  method: RouteMethod
  url: string
  doc?: RouteDoc
}

export interface OpenApiBuild {
  document: JsonObject
  /** `METHOD url` of routes that neither carry a RouteDoc nor match a catalogue endpoint. */
  undocumented: string[]
}

export const REF = (name: string) => `#/components/schemas/${name}`

/** Every exported zod schema of shared/api, by its name without `Schema`. */
function sharedSchemas(): Map<z.ZodType, string> {
  const named = new Map<z.ZodType, string>()
  for (const [key, value] of Object.entries(api)) {
    if (key.endsWith('Schema') && value instanceof z.ZodType && !named.has(value)) {
      named.set(value, key.slice(0, -'Schema'.length))
    }
  }
  return named
}

/**
 * Bodies that are one of two shapes by a key (`orders` / `orderResponses`) are custom types in zod, so their
 * JSON Schema is written here as the union of the two shared schemas they dispatch to.
 */
const UNIONS = new Map<z.ZodType, z.ZodType[]>([
  [api.OrderRequestSchema, [api.SingleOrderRequestSchema, api.OrderGroupRequestSchema]],
  [api.OrderResultSchema, [api.OrderResponseSchema, api.OrderResponseListSchema]],
])

export class SchemaBook {
  private readonly names: Map<z.ZodType, string>
  private readonly registry = z.registry<{ id: string }>()
  /** Names referenced by request bodies and by responses: a schema only responses use says what is sent. */
  private readonly used = { request: new Set<string>(), response: new Set<string>() }

  constructor() {
    this.names = sharedSchemas()
    for (const [schema, name] of this.names) {
      if (!UNIONS.has(schema)) this.registry.add(schema, { id: name })
    }
  }

  /** A reference to a schema, registering it under `fallbackName` when shared/api does not export it. */
  ref(schema: z.ZodType, fallbackName: string, side: 'request' | 'response'): JsonObject {
    const union = UNIONS.get(schema)
    if (union) return { anyOf: union.map((s, i) => this.ref(s, `${fallbackName}${i}`, side)) }
    let name = this.names.get(schema)
    if (name === undefined) {
      name = fallbackName
      this.names.set(schema, name)
      this.registry.add(schema, { id: name })
    }
    this.used[side].add(name)
    return { $ref: REF(name) }
  }

  /** The components.schemas of every schema referenced (and what they reference). */
  components(): JsonObject {
    const { schemas } = z.toJSONSchema(this.registry, {
      io: 'input',
      unrepresentable: 'any',
      uri: (id) => REF(id),
    })
    const all = new Map(Object.entries(schemas))
    const reachable = (roots: Set<string>) => {
      const keep = new Set<string>()
      const visit = (name: string) => {
        if (keep.has(name)) return
        keep.add(name)
        const text = JSON.stringify(all.get(name) ?? {})
        for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) visit(match[1] ?? '')
      }
      for (const name of roots) visit(name)
      return keep
    }
    const requests = reachable(this.used.request)
    const responses = reachable(this.used.response)
    const out: JsonObject = {}
    for (const name of [...new Set([...requests, ...responses])].sort()) {
      const { $schema: _schema, $id: _id, ...schema } = (all.get(name) ?? {}) as JsonObject
      // What a request may carry stays as lenient as the server reads it; what only answers carry is exact.
      out[name] = requests.has(name) ? schema : tightenResponseSchema(name, schema)
    }
    return out
  }
}

// ---------------------------------------------------------------------------------------------------
// Parameters

function paramSchema(spec: AnyParamSpec): JsonObject {
  const anyCase = spec.values && !spec.openValues ? ` One of ${spec.values.join(', ')}, in any letter case.` : ''
  switch (spec.kind) {
    case 'int':
    case 'version':
      return { type: 'integer', ...(spec.min !== undefined ? { minimum: spec.min } : {}) }
    case 'timestamp':
      return { type: 'string', format: 'date-time' }
    case 'boolean':
      return { type: 'boolean' }
    case 'enum':
    case 'period':
      return { type: 'string', examples: [...(spec.values ?? [])], description: anyCase.trim() }
    default:
      return {
        type: 'array',
        items: { type: 'string', ...(spec.values ? { examples: [...spec.values] } : {}) },
        ...(spec.maxItems !== undefined ? { maxItems: spec.maxItems } : {}),
      }
  }
}

function queryParameter(spec: AnyParamSpec): JsonObject {
  const list = paramSchema(spec).type === 'array'
  const notes = [paramHelp(spec)]
  if (spec.kind === 'timestamp') notes.push('A UTC time.')
  if (spec.values && !spec.openValues) notes.push(`Values: ${spec.values.join(', ')} (any letter case).`)
  if (spec.alias) notes.push(`Another spelling of \`${spec.alias}\`.`)
  if (list) notes.push('One parameter with a comma-separated list.')
  return {
    name: spec.name,
    in: 'query',
    required: spec.required ?? false,
    description: notes.join(' '),
    schema: paramSchema(spec),
    ...(list ? { style: 'form', explode: false } : {}),
    ...(spec.role === 'alias' ? { deprecated: true } : {}),
  }
}

function pathParameters(url: string): JsonObject[] {
  return [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    description: 'Percent-encoded (`default%3A1001`, `EUR%2FUSD`).',
    schema: { type: 'string' },
  }))
}

/** POST orders/history: the same parameters as a JSON object or a form. */
function paramsBodySchema(specs: readonly AnyParamSpec[]): JsonObject {
  const properties: JsonObject = {}
  for (const spec of specs) {
    // Text as in a query string, or the typed value.
    properties[spec.name] = { anyOf: [{ type: 'string' }, paramSchema(spec)] }
  }
  return { type: 'object', properties, additionalProperties: false }
}

// ---------------------------------------------------------------------------------------------------
// Responses

const ERROR_RESPONSES: Record<string, { status: string; description: string; codes?: string[] }> = {
  BadRequest: {
    status: '400',
    description:
      'Refused request: "31" malformed query URI or unknown parameter, "32" bad parameter value (named in ' +
      'parentheses), "33" malformed or semantically wrong body (detail in parentheses), "101" invalid client order id.',
    codes: [DX_ERROR.MALFORMED_URI, DX_ERROR.BAD_PARAMETER, DX_ERROR.BAD_REQUEST_BODY, DX_ERROR.BAD_CLIENT_ID],
  },
  Unauthorized: {
    status: '401',
    description: 'No session, an ended session or unusable credentials; "3" for a wrong login.',
  },
  Forbidden: {
    status: '403',
    description: '"99": a PUT or DELETE without If-Match.',
    codes: [DX_ERROR.CONDITIONAL_REQUIRED],
  },
  NotFound: {
    status: '404',
    description: '"2": not found or not visible to the caller (the two read the same).',
    codes: [DX_ERROR.NOT_FOUND],
  },
  NotAcceptable: { status: '406', description: 'Accept rules out application/json.' },
  Conflict: {
    status: '409',
    description:
      'Business rule: "100" client order id already used; sandbox codes "201" immutable field, "202" order ' +
      'final, "203" instrument rule, "204" account not trading, "205" group rule, "206" state conflict, ' +
      '"207" market closed (outside the instrument\'s trading hours).',
  },
  PreconditionFailed: { status: '412', description: "If-Match is not the account's current ETag: re-read." },
  PayloadTooLarge: { status: '413', description: 'The body is larger than the server accepts.' },
  UnsupportedMediaType: { status: '415', description: 'The body is not JSON (or a form where one is allowed).' },
  TooManyRequests: { status: '429', description: 'Rate limit; Retry-After says when to retry.' },
  ServerError: { status: '500', description: 'Server failure.' },
}

function errorResponses(doc: RouteDoc): JsonObject {
  const names = ['BadRequest', 'NotFound', 'ServerError']
  if (doc.dx) names.push('NotAcceptable', 'TooManyRequests')
  if (doc.authenticated || doc.login) names.push('Unauthorized')
  if (doc.ifMatch) names.push('Forbidden', 'PreconditionFailed')
  if (doc.conflicts) names.push('Conflict')
  if (doc.body) names.push('PayloadTooLarge', 'UnsupportedMediaType')
  const out: JsonObject = {}
  for (const name of names) {
    const response = ERROR_RESPONSES[name]
    if (response) out[response.status] = { $ref: `#/components/responses/${name}` }
  }
  return out
}

function componentsResponses(errorBody: JsonObject): JsonObject {
  const out: JsonObject = {}
  for (const [name, { description, status }] of Object.entries(ERROR_RESPONSES)) {
    out[name] = {
      description,
      ...(status === '429' ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } } : {}),
      content: { 'application/json': { schema: errorBody } },
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------------
// Operations

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/(dxsca-web|sandbox)/, (_, head: string) => (head === 'sandbox' ? '/sandbox' : ''))
    .split('/')
    .filter(Boolean)
    .map((w) => (w.startsWith(':') ? `by-${w.slice(1)}` : w))
  return [method.toLowerCase(), ...words].join('-').replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())
}

function operation(route: DocumentedRoute, doc: RouteDoc, book: SchemaBook): JsonObject {
  const id = operationId(route.method, route.url)
  const parameters: JsonObject[] = pathParameters(route.url)
  const specs = doc.params ? paramSpecsOf(doc.params).filter((s) => !(doc.notHere ?? []).includes(s.name)) : []
  parameters.push(...specs.map(queryParameter))
  if (doc.ifMatch) parameters.push({ $ref: '#/components/parameters/IfMatch' })
  if (doc.etag && route.method === 'GET') parameters.push({ $ref: '#/components/parameters/IfNoneMatch' })

  const ok: JsonObject = { description: doc.summary }
  if (doc.etag) ok.headers = { ETag: { $ref: '#/components/headers/ETag' } }
  if (doc.responseMediaType) {
    const json = doc.responseMediaType === 'application/json'
    ok.content = { [doc.responseMediaType]: { schema: { type: json ? 'object' : 'string' } } }
  } else if (doc.response) {
    ok.content = { 'application/json': { schema: book.ref(doc.response, `${cap(id)}Response`, 'response') } }
  }

  const responses: JsonObject = { '200': ok }
  if (doc.etag && route.method === 'GET') {
    responses['304'] = {
      description: 'If-None-Match matched: not modified, no body.',
      headers: { ETag: { $ref: '#/components/headers/ETag' } },
    }
  }
  Object.assign(responses, errorResponses(doc))

  const op: JsonObject = {
    operationId: id,
    summary: doc.summary,
    tags: [doc.tag],
    parameters,
    responses,
    security: doc.authenticated ? [{ DXAPI: [] }, { Basic: [] }] : [],
  }
  if (doc.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: book.ref(doc.body, `${cap(id)}Body`, 'request') } },
    }
  } else if (doc.paramsInBody && specs.length > 0) {
    const schema = paramsBodySchema(specs)
    op.requestBody = {
      required: false,
      description: 'The query parameters, for filters too long for a URL.',
      content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
    }
  }
  return op
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The route's documentation: its own RouteDoc, or the catalogue endpoint its method and path serve. */
export function docOf(route: DocumentedRoute): RouteDoc | undefined {
  return route.doc ?? endpointDocFor(route.method, route.url)
}

export function buildOpenApi(routes: readonly DocumentedRoute[], version: string): OpenApiBuild {
  const book = new SchemaBook()
  const paths: Record<string, JsonObject> = {}
  const undocumented: string[] = []
  for (const route of routes) {
    const doc = docOf(route)
    if (!doc) {
      undocumented.push(`${route.method} ${route.url}`)
      continue
    }
    const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}')
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, doc, book) }
  }
  const errorBody = book.ref(api.ErrorBodySchema, 'ErrorBody', 'response')
  const document: JsonObject = {
    openapi: '3.1.0',
    info: {
      title: 'DX trading REST API (DX Desk sandbox)',
      version,
      description:
        'Every route the DX Desk sandbox serves: the DXtrade-style REST interface under /dxsca-web and the ' +
        "sandbox's own scenario controls under /sandbox. Generated from the shared schemas the client " +
        'and the sandbox both validate with. Enumerated query values are accepted in any letter case; ' +
        'responses use the canonical spelling. Error precedence: 401, 404 "2", 403 "99", 400, 412, 404 "2" ' +
        '(order), 409.',
    },
    servers: [{ url: '/', description: 'The sandbox that serves this document' }],
    tags: [...new Set(Object.values(paths).flatMap((p) => Object.values(p).map((o) => (o as JsonObject).tags)))]
      .flat()
      .map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        DXAPI: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`DXAPI <sessionToken>`, the token from POST /dxsca-web/login.',
        },
        Basic: { type: 'http', scheme: 'basic', description: 'user@domain and password.' },
      },
      parameters: {
        IfMatch: {
          name: 'If-Match',
          in: 'header',
          required: true,
          description: 'The ETag of the account as last read; without it 403 "99", stale 412.',
          schema: { type: 'string', examples: ['"1042"'] },
        },
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'An ETag from an earlier read; a match answers 304 without a body.',
          schema: { type: 'string' },
        },
      },
      headers: {
        ETag: {
          description: 'Strong ETag of the account version(s) behind this answer.',
          schema: { type: 'string', examples: ['"1042"'] },
        },
        RetryAfter: { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 0 } },
      },
      responses: componentsResponses(errorBody),
      schemas: book.components(),
    },
  }
  return { document, undocumented }
}
