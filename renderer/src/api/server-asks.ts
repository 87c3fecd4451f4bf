// Reads the person asked for. Main may answer Open orders and Positions from the pushed portfolio; a Refresh is a
// trader asking for the server's word, so the read it starts carries `fromServer` (docs/live-data.md, "Refresh").
import type { QueryKey } from '@tanstack/react-query'
import { queryHash } from './query-hash'

const asked = new Set<string>()

/** The next run of this query's read goes to the server. */
export function askServer(queryKey: QueryKey): void {
  asked.add(queryHash(queryKey))
}

/** Whether this run of the query's read was asked for; the ask is used up. */
export function takeServerAsk(queryKey: QueryKey): boolean {
  return asked.delete(queryHash(queryKey))
}
