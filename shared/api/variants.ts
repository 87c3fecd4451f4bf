// The one place where spelling variants of DX records are reconciled (docs/api-notes.md, "Record spellings").
// Field-level variants are parsers (numbers as text, codes as numbers, account objects, timestamps for
// dates); record-level variants are shape fragments spread into a record's object schema plus a
// normaliser called from that record's `.transform`, so input types stay precise (no z.preprocess).
// Output names are always: openPl, totalPl, withdrawableBalance, positionBased, initialMargin,
// maintenanceMargin, margin.
import { z } from 'zod'
import { date, decimal, idString, type Decimal } from './primitives'

// ---------------------------------------------------------------------------------------------------
// Field-level variants

/** `executionCode`, `transactionCode` and other server codes: text per the SDKs, "Number" per the tables. */
export const numericCode = idString

/** `expireDate` is a date (`2024-04-21Z`) in the spec but a full timestamp in the PHP SDK. */
export const expireDate = date

/** `nextPageTransactionTime` is absent when nothing was cut (docs/api-notes.md, "Paging"): "" and null mean absent. */
export function blankable<T extends z.ZodType<string, string>>(schema: T) {
  return z
    .custom<string | null>((v) => typeof v === 'string' || v === null, { message: 'Expected text' })
    .meta({ type: ['string', 'null'], description: 'Empty or null when absent' })
    .optional()
    .transform((v, ctx): z.output<T> | undefined => {
      if (v === undefined || v === null || v === '') return undefined
      const r = schema.safeParse(v)
      if (r.success) return r.data
      for (const issue of r.error.issues) ctx.addIssue({ ...issue })
      return z.NEVER
    })
}

// ---------------------------------------------------------------------------------------------------
// Record-level functions

function firstDefined<T>(...values: (T | undefined)[]): T | undefined {
  return values.find((v) => v !== undefined)
}

function missing(ctx: z.RefinementCtx, field: string, alternatives: string[]): void {
  ctx.addIssue({
    code: 'custom',
    path: [field],
    message: `Missing ${field}${alternatives.length ? ` (also accepted as ${alternatives.join(', ')})` : ''}`,
    params: { rule: 'required' },
    input: undefined,
  })
}

// When a transform has already reported an issue the parse fails and its return value is discarded;
// this placeholder only satisfies the type.
const UNSET = '' as Decimal

// ---------------------------------------------------------------------------------------------------
// openPl/openPL, totalPl/totalPL (Account Metrics). Both spellings present: the documented one wins.

export const plVariantFields = {
  openPl: decimal.optional(),
  openPL: decimal.optional(),
  totalPl: decimal.optional(),
  totalPL: decimal.optional(),
}
type PlVariants = { openPl?: Decimal; openPL?: Decimal; totalPl?: Decimal; totalPL?: Decimal }

export function normalisePl<T extends PlVariants>(
  m: T,
  ctx: z.RefinementCtx,
): Omit<T, keyof PlVariants> & { openPl: Decimal; totalPl: Decimal } {
  const { openPl, openPL, totalPl, totalPL, ...rest } = m
  const open = firstDefined(openPl, openPL)
  const total = firstDefined(totalPl, totalPL)
  if (open === undefined) missing(ctx, 'openPl', ['openPL'])
  if (total === undefined) missing(ctx, 'totalPl', ['totalPL'])
  return { ...rest, openPl: open ?? UNSET, totalPl: total ?? UNSET }
}

// ---------------------------------------------------------------------------------------------------
// Margins (DX rev 57). Account Metrics: old `margin` became `maintenanceMargin`, `initialMargin` is new.
// Position Metrics: old `margin` became `initialMargin`, `maintenanceMargin` is new.
// A pre-rev-57 server reports one figure; it fills both outputs rather than leaving a column blank.

export const marginVariantFields = {
  margin: decimal.optional(),
  initialMargin: decimal.optional(),
  maintenanceMargin: decimal.optional(),
}
type MarginVariants = { margin?: Decimal; initialMargin?: Decimal; maintenanceMargin?: Decimal }
type NormalMargins = { margin: Decimal; initialMargin: Decimal; maintenanceMargin: Decimal }

export function normaliseAccountMargins<T extends MarginVariants>(
  m: T,
  ctx: z.RefinementCtx,
): Omit<T, keyof MarginVariants> & NormalMargins {
  const { margin, initialMargin, maintenanceMargin, ...rest } = m
  const maintenance = firstDefined(maintenanceMargin, margin, initialMargin)
  if (maintenance === undefined) missing(ctx, 'maintenanceMargin', ['margin'])
  return {
    ...rest,
    maintenanceMargin: maintenance ?? UNSET,
    initialMargin: firstDefined(initialMargin, maintenance) ?? UNSET,
    margin: firstDefined(margin, maintenance) ?? UNSET,
  }
}

export function normalisePositionMargins<T extends MarginVariants>(
  m: T,
  ctx: z.RefinementCtx,
): Omit<T, keyof MarginVariants> & NormalMargins {
  const { margin, initialMargin, maintenanceMargin, ...rest } = m
  const initial = firstDefined(initialMargin, margin, maintenanceMargin)
  if (initial === undefined) missing(ctx, 'initialMargin', ['margin'])
  return {
    ...rest,
    initialMargin: initial ?? UNSET,
    maintenanceMargin: firstDefined(maintenanceMargin, initial) ?? UNSET,
    margin: firstDefined(margin, initial) ?? UNSET,
  }
}

// ---------------------------------------------------------------------------------------------------
// Currency Metrics: withdrawableBalance (spec) / availableBalanceForWithdrawal (Java and PHP SDKs).

export const withdrawableVariantFields = {
  withdrawableBalance: decimal.optional(),
  availableBalanceForWithdrawal: decimal.optional(),
}
type WithdrawableVariants = { withdrawableBalance?: Decimal; availableBalanceForWithdrawal?: Decimal }

export function normaliseWithdrawable<T extends WithdrawableVariants>(
  m: T,
  ctx: z.RefinementCtx,
): Omit<T, keyof WithdrawableVariants> & { withdrawableBalance: Decimal } {
  const { withdrawableBalance, availableBalanceForWithdrawal, ...rest } = m
  const value = firstDefined(withdrawableBalance, availableBalanceForWithdrawal)
  if (value === undefined) missing(ctx, 'withdrawableBalance', ['availableBalanceForWithdrawal'])
  return { ...rest, withdrawableBalance: value ?? UNSET }
}

// ---------------------------------------------------------------------------------------------------
// Account Details: positionBased (every client model, the wire name) / isPositionBased (the mirror's prose).
// Absent means false, like every missing boolean: servers before rev 13.32 were net-based only.

export const positionBasedVariantFields = {
  positionBased: z.boolean().optional(),
  isPositionBased: z.boolean().optional(),
}
type PositionBasedVariants = { positionBased?: boolean; isPositionBased?: boolean }

export function normalisePositionBased<T extends PositionBasedVariants>(
  m: T,
): Omit<T, keyof PositionBasedVariants> & { positionBased: boolean } {
  const { positionBased, isPositionBased, ...rest } = m
  return { ...rest, positionBased: firstDefined(positionBased, isPositionBased) ?? false }
}

// ---------------------------------------------------------------------------------------------------
// Instrument Details envelope: `instrumentDetails` (spec, Java) / `instruments` (tolerated by the PHP SDK).

export function instrumentDetailsEnvelopeFields<T extends z.ZodType>(item: T) {
  return { instrumentDetails: z.array(item).optional(), instruments: z.array(item).optional() }
}

export function normaliseInstrumentDetailsEnvelope<T>(
  m: { instrumentDetails?: T[]; instruments?: T[] },
  ctx: z.RefinementCtx,
): { instrumentDetails: T[] } {
  const list = firstDefined(m.instrumentDetails, m.instruments)
  if (list === undefined) missing(ctx, 'instrumentDetails', ['instruments'])
  return { instrumentDetails: list ?? [] }
}
