// The format every table under a session uses: the profile's display zone and each instrument's price
// precision. Its own component so that the instrument reference's answer re-renders only this provider:
// the workspace under it comes in as `children`, the same elements as before, and is left alone unless
// the format really changed.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, type ReactNode } from 'react'
import { instrumentReferenceQuery } from '../api/queries'
import { FormatContextProvider } from '../components/DataTable/format-context'
import type { FormatContext } from '../components/DataTable/types'
import { precisionMap, rememberedPrecision, rememberPrecision } from '../lib/instrument-precision'

interface Props {
  profileId: string
  zone: string
  children: ReactNode
}

/**
 * Until the reference answers, prices are padded by the precision kept from the profile's last session (an
 * instrument's tick rarely changes), so a later start paints its first prices in their final form; an
 * answer that says the same then changes nothing on screen. Without either, columns still align.
 */
export function FormatProvider({ profileId, zone, children }: Props) {
  const reference = useQuery(instrumentReferenceQuery(profileId))
  const answered = reference.data?.data
  const remembered = useMemo(() => rememberedPrecision(profileId), [profileId])
  const latest = useMemo(() => (answered ? precisionMap(answered) : remembered), [answered, remembered])
  // Keyed by content: an answer equal to the map in use keeps that map, so no price cell re-renders.
  const content = useMemo(() => JSON.stringify([...latest].sort(([a], [b]) => (a < b ? -1 : 1))), [latest])
  const precision = useMemo(() => new Map(JSON.parse(content) as Array<[string, number]>), [content])

  useEffect(() => {
    if (answered) rememberPrecision(profileId, precision)
  }, [answered, profileId, precision])

  const value = useMemo<FormatContext>(
    () => ({ zone, precisionOf: (symbol) => (symbol ? precision.get(symbol) : undefined) }),
    [zone, precision],
  )
  return <FormatContextProvider.Provider value={value}>{children}</FormatContextProvider.Provider>
}
