// GET /conversionRates and GET /accounts/eodmetrics/{date}: the reads behind reporting in one currency and the
// end-of-day equity curve. Parsed with the shared schemas (shared/api/books.ts) like every other answer; a
// server without the endpoint (404) gives an empty list, which the views word as "no rate" / "no figures",
// never as a conversion.
import type { z } from 'zod'
import {
  ConversionRateListSchema,
  ENDPOINTS,
  EodMetricsListSchema,
  buildPath,
  currencyCode,
  date as dateSchema,
  type ConversionRate,
  type EodMetrics,
} from '@shared/api'
import type { CallOptions } from './client'
import { checkAccounts, parseBody, type ReadResult } from './endpoints'
import { DxApiError, validationError } from './errors'
import { readOptional } from './optional-read'
import type { DxSession } from './session'
import type { Clock } from '@shared/domain/clock'

export function createBooksReads(session: DxSession, clock: Clock) {
  async function get<S extends z.ZodType>(path: string, label: string, schema: S, call: CallOptions) {
    const { text, status, fetchedAt } = await readOptional(session, clock, { path, label }, call)
    if (text === undefined) return { body: undefined, fetchedAt }
    return { body: parseBody(schema, label, status, text) as z.output<S>, fetchedAt }
  }

  return {
    /** Rates of every currency the server prices into `toCurrency` (or of `fromCurrency` only). */
    async conversionRates(
      toCurrency: string,
      fromCurrency?: string,
      call: CallOptions = {},
    ): Promise<ReadResult<ConversionRate[]>> {
      if (!currencyCode.safeParse(toCurrency).success) {
        throw new DxApiError(validationError('toCurrency', 'Name a currency such as USD.'))
      }
      if (fromCurrency !== undefined && !currencyCode.safeParse(fromCurrency).success) {
        throw new DxApiError(validationError('fromCurrency', 'Name a currency such as EUR.'))
      }
      const query = new URLSearchParams({ toCurrency, ...(fromCurrency ? { fromCurrency } : {}) })
      const { body, fetchedAt } = await get(
        `${ENDPOINTS.conversionRates.path}?${query.toString()}`,
        'conversionRates',
        ConversionRateListSchema,
        call,
      )
      return { data: body?.conversionRates ?? [], notModified: false, fetchedAt }
    },

    /** Balance, open P/L and equity of the accounts at the end of one UTC day (`YYYY-MM-DD`). */
    async eodMetrics(
      day: string,
      accounts: readonly string[],
      call: CallOptions = {},
    ): Promise<ReadResult<EodMetrics[]>> {
      if (!dateSchema.safeParse(day).success)
        throw new DxApiError(validationError('date', 'Name a day such as 2026-11-20.'))
      const codes = checkAccounts(accounts)
      const path = buildPath(ENDPOINTS['metrics.eod'].path, { date: day.slice(0, 10) })
      const query = new URLSearchParams({ accounts: codes.join(',') })
      const { body, fetchedAt } = await get(`${path}?${query.toString()}`, 'metrics.eod', EodMetricsListSchema, call)
      return { data: body?.eodMetrics ?? [], notModified: false, fetchedAt }
    },
  }
}
