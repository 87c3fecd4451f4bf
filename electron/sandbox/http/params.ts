// Query parameters are validated with the shared params schemas; the first bad one is named in
// 400 "32" `Incorrect request parameters (<name>)`.
//
// Unknown parameters: the shared parser ignores them (as a JAX-RS server would); the sandbox refuses them
// with 400 "31" `Malformed query URI (<name>)`, because a lenient server lets a misspelled filter
// (`instatus=…`) pass every test while filtering nothing. Documented aliases are part of the schemas and so
// accepted: `time-from`/`time-to` on events, `limit` on orders/history, `include-offset` on multi-account lists.
import type { z } from 'zod'
import { type ParamsSchema, type Period, parseQuery, type RawQuery, timestampToEpochMs } from '@shared/api'
import { badParameter, malformedUri } from '../errors'
import type { TimeRange } from '../state/history-query'
import { periodRange } from '../time'

export interface ReadOptions {
  /** Parameters of the schema that this URI form does not take (e.g. `accounts` on a single-account path). */
  notHere?: readonly string[]
}

export function readParams<S extends ParamsSchema>(schema: S, query: unknown, options: ReadOptions = {}): z.output<S> {
  const raw = (query ?? {}) as RawQuery
  for (const name of options.notHere ?? []) {
    if (Object.prototype.hasOwnProperty.call(raw, name)) throw malformedUri(name)
  }
  const result = parseQuery(schema, raw)
  if (!result.ok) throw badParameter(result.parameter)
  const [unknown] = result.ignored
  if (unknown !== undefined) throw malformedUri(unknown)
  return result.value
}

/**
 * An inclusive time range from a from/to pair and an optional `period`: only `from` → until now; only `to` →
 * since the first record; `period` → its UTC day or Monday-based week. `period` together with from/to is
 * refused (400 "32" period): the two would have to be intersected or one ignored, and either hides a mistake.
 */
export function timeRange(
  now: number,
  from: string | undefined,
  to: string | undefined,
  period?: Period,
): TimeRange | undefined {
  if (period !== undefined) {
    if (from !== undefined || to !== undefined) throw badParameter('period')
    return periodRange(period, now)
  }
  if (from === undefined && to === undefined) return undefined
  return {
    from: from === undefined ? Number.NEGATIVE_INFINITY : timestampToEpochMs(from),
    to: to === undefined ? now : timestampToEpochMs(to),
  }
}

/**
 * `start-from` / `limit` paging; a limit above the server maximum is silently replaced by it
 * (docs/api-notes.md, "Paging").
 */
export function pageOf<T>(items: readonly T[], startFrom: number | undefined, limit: number | undefined, max: number) {
  const start = startFrom ?? 0
  const size = Math.min(limit ?? max, max)
  return items.slice(start, start + size)
}

/** For endpoints that take no query parameters at all. */
export function noParams(query: unknown): void {
  const [name] = Object.keys((query ?? {}) as Record<string, unknown>)
  if (name !== undefined) throw malformedUri(name)
}
