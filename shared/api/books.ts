// The records behind the trader's books beyond the account lists: currency conversion rates (GET
// /conversionRates) and end-of-day account figures (/accounts/eodmetrics/{date}). The rate record is the public
// one (fromCurrency, toCurrency, convRate); no public text fixes the end-of-day record, so its fields are ours,
// chosen in docs/api-notes.md, "Conversion rates and end-of-day figures".
import { z } from 'zod'
import { accountCode, date, decimal, integer } from './primitives'

/** A currency code as a server writes it: USD, EUR, BTC, USDT. */
export const currencyCode = z.string().regex(/^[A-Z0-9]{2,12}$/, 'Expected a currency code such as USD')

export const ConversionRateSchema = z.object({
  fromCurrency: z.string(),
  toCurrency: z.string(),
  /** One unit of fromCurrency is worth convRate units of toCurrency. */
  convRate: decimal,
})
export const ConversionRateListSchema = z.object({ conversionRates: z.array(ConversionRateSchema) })

/** GET /conversionRates: every currency the server knows into `toCurrency`, or only `fromCurrency`. */
export const ConversionRatesQuerySchema = z
  .object({ toCurrency: currencyCode, fromCurrency: currencyCode.optional() })
  .strict()

export const EodMetricsSchema = z.object({
  account: accountCode,
  /** The UTC day the figures close. */
  date,
  currency: z.string(),
  /** The cash balance at the day's end. */
  balance: decimal,
  /** Open P/L of the positions open at the day's end, at that day's closing prices. */
  openPl: decimal,
  /** balance + openPl */
  equity: decimal,
  openPositionsCount: integer,
})
export const EodMetricsListSchema = z.object({ eodMetrics: z.array(EodMetricsSchema) })

export const EodMetricsQuerySchema = z
  .object({
    accounts: z
      .string()
      .min(1, 'accounts: name at least one account')
      .transform((v) =>
        v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      ),
  })
  .strict()

export type ConversionRate = z.output<typeof ConversionRateSchema>
export type ConversionRateWire = z.input<typeof ConversionRateSchema>
export type ConversionRateListWire = z.input<typeof ConversionRateListSchema>
export type EodMetrics = z.output<typeof EodMetricsSchema>
export type EodMetricsWire = z.input<typeof EodMetricsSchema>
export type EodMetricsListWire = z.input<typeof EodMetricsListSchema>
