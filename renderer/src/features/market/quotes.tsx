// Live quotes for every symbol on screen, fetched in ONE request: each view (Positions, Open orders, the
// instrument drawer, the edit dialog) registers the symbols it shows, and a single query asks for the union
// at the live cadence. Views read bid/ask from the shared answer, so two tables never disagree on a price.
import { useQuery } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import type { Instrument, Quote } from '../../../../shared/api'
import { MAX_MARKET_DATA_SYMBOLS } from '../../../../shared/api/market-data'
import { cancellable, dx, toAppError } from '../../api/bridge'
import { instrumentReferenceQuery } from '../../api/queries'
import { queryKeys } from '../../api/query-keys'
import { useLiveCadence } from '../../app/live'
import { useSession } from '../../app/session'
import { errorText } from '../../lib/error-messages'
import { formatClock } from '../../lib/format'

export interface QuotesValue {
  bySymbol: ReadonlyMap<string, Quote>
  /** Epoch ms of the answer the prices come from. */
  fetchedAt: number | undefined
  /** Why the last read failed, in one sentence (prices shown, if any, are then from an earlier read). */
  error: string | undefined
  /** The first read of these symbols is under way: no price is shown yet, and none is missing for good. */
  reading: boolean
}

interface Registry {
  value: QuotesValue
  register: (id: string, symbols: readonly string[]) => void
  unregister: (id: string) => void
}

const EMPTY: QuotesValue = { bySymbol: new Map(), fetchedAt: undefined, error: undefined, reading: false }
const QuotesContext = createContext<Registry | null>(null)

export function QuotesProvider({ children }: { children: ReactNode }) {
  const { session, accountCodes } = useSession()
  const [wanted, setWanted] = useState<ReadonlyMap<string, readonly string[]>>(new Map())
  const symbols = useMemo(
    () => [...new Set([...wanted.values()].flat())].sort().slice(0, MAX_MARKET_DATA_SYMBOLS),
    [wanted],
  )
  const [account] = accountCodes
  // Quotes follow the account watch's cadence (the profile's setting, slower in the background, none while hidden).
  const cadence = useLiveCadence()
  const query = useQuery({
    queryKey: queryKeys.quotes(session.profileId, account, symbols),
    queryFn: ({ signal }) =>
      cancellable(signal, (requestId) =>
        dx().marketData.quotes({ ...(account ? { account } : {}), symbols, requestId }),
      ),
    enabled: symbols.length > 0,
    refetchInterval: cadence ?? false,
    placeholderData: (previous) => previous,
    retry: false,
  })
  const firstRead = query.isFetching && query.data === undefined
  const value = useMemo((): QuotesValue => {
    const data = query.data
    const error = query.error ? errorText(toAppError(query.error), { action: 'read', resource: 'prices' }) : undefined
    if (!data) return { ...EMPTY, error, reading: firstRead }
    return { bySymbol: new Map(data.data.map((q) => [q.symbol, q])), fetchedAt: data.fetchedAt, error, reading: false }
  }, [query.data, query.error, firstRead])
  const registry = useMemo(
    (): Registry => ({
      value,
      register: (id, list) =>
        setWanted((prev) => {
          const same = prev.get(id)
          if (same && same.length === list.length && same.every((s, i) => s === list[i])) return prev
          return new Map(prev).set(id, list)
        }),
      unregister: (id) =>
        setWanted((prev) => {
          if (!prev.has(id)) return prev
          const next = new Map(prev)
          next.delete(id)
          return next
        }),
    }),
    [value],
  )
  return <QuotesContext.Provider value={registry}>{children}</QuotesContext.Provider>
}

/** The quotes of `symbols`, kept live while the calling component is mounted. */
export function useQuotes(symbols: readonly string[]): QuotesValue {
  const registry = useContext(QuotesContext)
  const id = useId()
  const key = [...new Set(symbols)].sort().join('\u0000')
  const register = registry?.register
  const unregister = registry?.unregister
  useEffect(() => {
    if (!register || !unregister) return
    register(id, key === '' ? [] : key.split('\u0000'))
    return () => unregister(id)
  }, [id, key, register, unregister])
  return registry?.value ?? EMPTY
}

/** The global instrument reference by symbol (tick, pip size, multiplier), read once per session. */
export function useInstrumentReference(): ReadonlyMap<string, Instrument> {
  const { session } = useSession()
  const reference = useQuery(instrumentReferenceQuery(session.profileId))
  return useMemo(() => new Map((reference.data?.data ?? []).map((i) => [i.symbol, i])), [reference.data])
}

/** Caption tail saying how fresh the prices are (or why there are none, or that they are on their way). */
export function marketCaption(quotes: QuotesValue, zone: string): string {
  if (quotes.error) return ` · prices not updated: ${quotes.error}`
  if (quotes.fetchedAt === undefined) return quotes.reading ? ' · reading prices…' : ''
  return ` · prices as of ${formatClock(quotes.fetchedAt, zone)}`
}
