// Query strings are parsed by us, not by fastify's default parser, so that a repeated parameter stays
// visible (and can be refused) instead of silently becoming an array or the last value.
export type RawQuery = Record<string, string | string[]>

export function parseQueryString(text: string): RawQuery {
  const query: RawQuery = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = query[key]
    if (existing === undefined) query[key] = value
    else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return query
}
