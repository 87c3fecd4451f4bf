// Live quotes for every symbol on screen, from main: each view (Positions, Open orders, the instrument drawer, the
// edit dialog) registers the symbols it shows, the provider tells main the union (`quotes.watch`), and main keeps
// them coming as `quotes.changed` — pushed by the server, or read at the live cadence while push is not there. No
// clock here: views read bid/ask from the one shared picture, so two tables never disagree on a price.
import { useQuery } from '@tanstack/react-query'
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import type { Instrument, Quote } from '@shared/api'
import { MAX_MARKET_DATA_SYMBOLS } from '@shared/api/market-data'
import type { EventPayload } from '@shared/ipc/contract'
import { dx, hasBridge, unwrap } from '../../api/bridge'
import { instrumentReferenceQuery } from '../../api/queries'
import { useSession } from '../../app/session'
import { errorText } from '../../lib/error-explanation'
import { formatClock } from '../../lib/format'
import { msg } from '@shared/text/messages'

export interface QuotesValue {
  bySymbol: ReadonlyMap<string, Quote>
  /** Epoch ms of the newest quotes shown. */
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

interface Picture {
  bySymbol: ReadonlyMap<string, Quote>
  fetchedAt: number | undefined
  error: string | undefined
}

/** What main sent merged into the picture: each symbol's quote replaced, the time and error of this delivery. */
function merge(picture: Picture, update: EventPayload<'quotes.changed'>): Picture {
  const error = update.error
    ? errorText(update.error, { action: 'read', resource: msg('labels.readNoun.prices') })
    : undefined
  if (update.quotes.length === 0) return error === picture.error ? picture : { ...picture, error }
  const bySymbol = new Map(picture.bySymbol)
  for (const q of update.quotes) bySymbol.set(q.symbol, q)
  return { bySymbol, fetchedAt: update.at, error }
}

const NONE: Picture = { bySymbol: new Map(), fetchedAt: undefined, error: undefined }

export function QuotesProvider({ children }: { children: ReactNode }) {
  const { session, accountCodes } = useSession()
  const [wanted, setWanted] = useState<ReadonlyMap<string, readonly string[]>>(new Map())
  const symbols = useMemo(
    () => [...new Set([...wanted.values()].flat())].sort().slice(0, MAX_MARKET_DATA_SYMBOLS),
    [wanted],
  )
  const [account] = accountCodes
  const profileId = session.profileId
  // Another connection's prices are none of this one's: the picture is kept with the profile it belongs to.
  const [held, setHeld] = useState<{ profileId: string; picture: Picture }>({ profileId, picture: NONE })
  const picture = held.profileId === profileId ? held.picture : NONE
  const setPicture = useCallback(
    (update: EventPayload<'quotes.changed'>) =>
      setHeld((h) => ({ profileId, picture: merge(h.profileId === profileId ? h.picture : NONE, update) })),
    [profileId],
  )
  useEffect(() => {
    if (!hasBridge()) return
    return dx().on['quotes.changed'](setPicture)
  }, [setPicture])
  const key = symbols.join(',')
  useEffect(() => {
    if (!hasBridge()) return
    let alive = true
    void unwrap(dx().quotes.watch({ symbols: key === '' ? [] : key.split(','), ...(account ? { account } : {}) }))
      .then((known) => alive && setPicture(known))
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [key, account, setPicture])
  const value = useMemo((): QuotesValue => {
    const missing = (key === '' ? [] : key.split(',')).some((s) => !picture.bySymbol.has(s))
    const reading = missing && picture.fetchedAt === undefined && picture.error === undefined
    return { ...picture, reading }
  }, [picture, key])
  // Stable across renders: a view's registration must not be undone and redone by a new price.
  const register = useCallback(
    (id: string, list: readonly string[]) =>
      setWanted((prev) => {
        const same = prev.get(id)
        if (same && same.length === list.length && same.every((s, i) => s === list[i])) return prev
        return new Map(prev).set(id, list)
      }),
    [],
  )
  const unregister = useCallback(
    (id: string) =>
      setWanted((prev) => {
        if (!prev.has(id)) return prev
        const next = new Map(prev)
        next.delete(id)
        return next
      }),
    [],
  )
  const registry = useMemo((): Registry => ({ value, register, unregister }), [value, register, unregister])
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
  if (quotes.error) return msg('tables.prices.notUpdated', { error: quotes.error })
  if (quotes.fetchedAt === undefined) return quotes.reading ? msg('tables.prices.reading') : ''
  return msg('tables.prices.asOf', { time: formatClock(quotes.fetchedAt, zone) })
}
