// Query strings: the client's (toQueryString, typed values → a stable query string) and the sandbox's (parseQuery,
// a request's raw query → typed values or the parameter to name in the 400), and one field's live check.
import type { z } from 'zod/mini'
import { paramNamesOf, paramSpecsOf, type AnyParamSpec, type ParamsSchema } from './spec'

/**
 * A parameter value the client tried to send is invalid; `parameter` is the wire name. `issue` is the schema's
 * finding, whose code and params (`params.rule`) are what crosses to the window; `message` is for logs and tests.
 */
export class QueryParamError extends Error {
  readonly issue: z.core.$ZodIssue
  constructor(
    readonly parameter: string,
    issue: z.core.$ZodIssue | undefined,
  ) {
    super(issue?.message ?? `${parameter || 'parameters'}: invalid`)
    this.name = 'QueryParamError'
    this.issue = issue ?? {
      code: 'custom',
      path: parameter ? [parameter] : [],
      message: this.message,
      input: undefined,
    }
  }
}

function firstIssue(error: z.core.$ZodError): {
  parameter: string
  message: string
  issue: z.core.$ZodIssue | undefined
} {
  const issue = error.issues[0]
  const head = issue?.path[0]
  return { parameter: typeof head === 'string' ? head : '', message: issue?.message ?? 'Invalid parameters', issue }
}

function encodeItems(name: string, items: readonly string[]): string {
  return `${encodeURIComponent(name)}=${items.map(encodeURIComponent).join(',')}`
}

/**
 * A stable query string (no leading `?`) in spec order: each list item percent-encoded, items joined by a
 * literal comma, undefined values and empty lists left out. Values are validated first; an invalid one
 * throws QueryParamError naming the parameter.
 */
export function toQueryString<S extends ParamsSchema>(schema: S, values: z.input<S> | undefined): string
export function toQueryString(
  specs: readonly AnyParamSpec[],
  values: Readonly<Record<string, unknown>> | undefined,
): string
export function toQueryString(
  target: ParamsSchema | readonly AnyParamSpec[],
  values: Readonly<Record<string, unknown>> | undefined,
): string {
  if (!values) return ''
  let specs: readonly AnyParamSpec[]
  let typed: Readonly<Record<string, unknown>>
  if (Array.isArray(target)) {
    specs = target as readonly AnyParamSpec[]
    const out: Record<string, unknown> = {}
    for (const spec of specs) {
      if (values[spec.name] === undefined) continue
      const r = spec.schema.safeParse(values[spec.name])
      if (!r.success) throw new QueryParamError(spec.name, r.error.issues[0])
      out[spec.name] = r.data
    }
    typed = out
  } else {
    const schema = target as ParamsSchema
    specs = paramSpecsOf(schema)
    const r = schema.safeParse(values)
    if (!r.success) {
      const { parameter, issue } = firstIssue(r.error)
      throw new QueryParamError(parameter, issue)
    }
    typed = r.data
  }
  const parts: string[] = []
  for (const spec of specs) {
    const value = typed[spec.name]
    if (value === undefined) continue
    const items = spec.format(value)
    if (items.length > 0) parts.push(encodeItems(spec.name, items))
  }
  return parts.join('&')
}

export type ParseQueryResult<T> =
  | {
      ok: true
      value: T
      /** Parameters this endpoint does not know; ignored like a real server does. */ ignored: string[]
    }
  | { ok: false; parameter: string; message: string }

export type RawQuery = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

/**
 * Validates a request's query (already percent-decoded, as URLSearchParams or an HTTP framework gives it).
 * A failure names the wire parameter, ready for `Incorrect request parameters (<parameter>)`.
 */
export function parseQuery<S extends ParamsSchema>(schema: S, query: RawQuery): ParseQueryResult<z.output<S>> {
  const known = paramNamesOf(schema)
  const entries = new Map<string, string[]>()
  if (query instanceof URLSearchParams) {
    for (const [k, v] of query) entries.set(k, [...(entries.get(k) ?? []), v])
  } else {
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined) continue
      entries.set(k, typeof v === 'string' ? [v] : [...v])
    }
  }
  const raw: Record<string, string> = {}
  const ignored: string[] = []
  for (const [name, list] of entries) {
    if (!known.has(name)) {
      ignored.push(name)
      continue
    }
    if (list.length !== 1) {
      return { ok: false, parameter: name, message: `${name} is given more than once; give one comma-separated list` }
    }
    raw[name] = list[0] ?? ''
  }
  const r = schema.safeParse(raw)
  if (!r.success) {
    const { parameter, message } = firstIssue(r.error)
    return { ok: false, parameter, message }
  }
  return { ok: true, value: r.data as z.output<S>, ignored }
}

/** Live validation of one field: the message to show, or null when the value is fine. */
export function paramProblem(spec: AnyParamSpec, value: unknown): string | null {
  if (value === undefined) return null
  const r = spec.schema.safeParse(value)
  return r.success ? null : (r.error.issues[0]?.message ?? 'Invalid value')
}
