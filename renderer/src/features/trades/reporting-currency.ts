// The reporting currency on screen and its rates, one choice for every view that converts (Trades totals, the
// summary bar, Exposure): the profile's, unless the user picked another (or "each currency") for this profile on
// this computer. The rates are one cached read of GET /conversionRates per currency.
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { rateTable, type RateTable } from '@shared/domain/reporting-currency'
import { cancellable, dx } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'
import { readStored, storageKeys, writeStored } from '../../lib/storage'

export const REPORTING_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'AUD', 'CAD', 'SEK']

/** A stored choice: a currency code, or '' for "each currency" (which overrides the profile's). */
const isChoice = (v: unknown) => (typeof v === 'string' && /^([A-Z0-9]{2,12})?$/.test(v) ? v : undefined)

const listeners = new Set<() => void>()
const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

/** The reporting currency ('' = each currency on its own) and how to change it; every view follows a change. */
export function useReportingCurrency(
  profileId: string,
  profileCurrency: string | undefined,
): [string, (currency: string) => void] {
  const key = storageKeys.reportingCurrency(profileId)
  const current = useSyncExternalStore(subscribe, () => readStored(key, isChoice) ?? profileCurrency ?? '')
  const set = useCallback(
    (currency: string) => {
      writeStored(key, currency)
      for (const listener of [...listeners]) listener()
    },
    [key],
  )
  return [current, set]
}

export function useRates(profileId: string, toCurrency: string) {
  return useQuery({
    queryKey: queryKeys.conversionRates(profileId, toCurrency),
    queryFn: ({ signal }) => cancellable(signal, (requestId) => dx().books.conversionRates({ toCurrency, requestId })),
    enabled: toCurrency !== '',
    staleTime: 60_000,
    retry: false,
  })
}

/** The rates into `toCurrency` as a table, once read; undefined without a reporting currency or before the read. */
export function useRateTable(profileId: string, toCurrency: string) {
  const rates = useRates(profileId, toCurrency)
  const table: RateTable | undefined = useMemo(
    () => (rates.data && toCurrency ? rateTable(toCurrency, rates.data.data, rates.data.fetchedAt) : undefined),
    [rates.data, toCurrency],
  )
  return { rates, table }
}
