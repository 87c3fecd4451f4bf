// Column builders shared by every resource: one place decides how a price, a quantity, an amount, a time
// or a status looks, so all tables agree (right-aligned exact numbers, zone-named times, colour + text).
import type { ReactNode } from 'react'
import type { ColumnKind, ColumnSpec, FormatContext } from '../components/DataTable/types'
import type { DecimalInput } from '../lib/decimal'
import { parseDecimal } from '../lib/decimal'
import { formatApiDate, formatDecimal, formatMoney, formatPercent, formatTimestamp, humanizeEnum } from '../lib/format'
import { msg, type Words } from '@shared/text/messages'

type Opt<R> = Partial<Omit<ColumnSpec<R>, 'id' | 'header' | 'kind' | 'value'>>

/**
 * The one shape of a text-like column builder: `(id, header, get, opt)`, where the kind adds what it shows from
 * the raw value (a tag, a zone-named time, a calendar date) and `opt` may still override any of it.
 */
function columnBuilder<V extends string | number | undefined>(
  kind: ColumnKind,
  shown?: <R>(get: (row: R) => V) => Opt<R>,
) {
  return <R,>(id: string, header: Words, get: (row: R) => V, opt: Opt<R> = {}): ColumnSpec<R> => ({
    id,
    header,
    kind,
    value: get,
    ...shown?.(get),
    ...opt,
  })
}

export const textCol = columnBuilder<string | number | undefined>('text')

export const codeCol = columnBuilder<string | number | undefined>('code')

/** Status-like values: shown as text with a colour class derived from the value (never colour alone). */
export const enumCol = columnBuilder<string | undefined>('enum', (get) => ({
  render: (row) => {
    const v = get(row)
    return v ? <span className={`tag tag--${v.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}>{v}</span> : null
  },
}))

export const timeCol = columnBuilder<string | undefined>('time', (get) => ({
  text: (row, ctx) => formatTimestamp(get(row), ctx.zone),
}))

/** API calendar dates (`2024-04-21Z`) are not instants: shown as the date itself, never zone-shifted. */
export const dateCol = columnBuilder<string | undefined>('code', (get) => ({ text: (row) => formatApiDate(get(row)) }))

export type NumberMode = 'price' | 'quantity' | 'money' | 'plain' | 'percent' | 'integer'

interface NumberOpt<R> extends Opt<R> {
  mode?: NumberMode
  /** Instrument symbol (prices) or currency (money): drives precision and subtotal units. */
  unit?: (row: R) => string | undefined
  /** P/L: "+" on gains and a colour class, besides the sign. */
  signed?: boolean
}

export function signClass(value: DecimalInput): string | undefined {
  const p = parseDecimal(value)
  if (p.kind === 'infinite') return p.negative ? 'num-neg' : 'num-pos'
  if (p.kind !== 'finite' || p.value.eq(0)) return undefined
  return p.value.lt(0) ? 'num-neg' : 'num-pos'
}

/** A signed amount as the small tables and sheets show money (U+2212 minus, sign colour plus the sign itself). */
export function money(value: string | undefined, currency?: string): ReactNode {
  if (value === undefined) return '—'
  return (
    <span className={signClass(value)}>
      {formatMoney(value)}
      {currency ? ` ${currency}` : ''}
    </span>
  )
}

export function formatNumberCell(
  value: DecimalInput,
  mode: NumberMode,
  opts: { decimals?: number | undefined; signed?: boolean | undefined },
): string {
  if (value === undefined || value === null || value === '') return ''
  const showPlus = opts.signed ?? false
  switch (mode) {
    case 'price':
      return formatDecimal(value, { minDecimals: opts.decimals ?? 0, showPlus })
    case 'money':
      return formatMoney(value, { showPlus })
    case 'percent':
      return formatPercent(value)
    case 'integer':
      return formatDecimal(value, { grouping: false })
    default:
      return formatDecimal(value, { minDecimals: opts.decimals ?? 0, showPlus })
  }
}

export function numberCol<R>(
  id: string,
  header: Words,
  get: (row: R) => DecimalInput,
  opt: NumberOpt<R> = {},
): ColumnSpec<R> {
  const { mode = 'plain', unit, signed, ...rest } = opt
  const decimalsFor = (row: R, ctx: FormatContext) => {
    if (mode === 'money') return undefined
    const u = unit?.(row)
    return (mode === 'price' ? ctx.precisionOf(u) : undefined) ?? ctx.alignedScale?.(id, u)
  }
  return {
    id,
    header,
    kind: 'number',
    value: (row) => get(row) ?? undefined,
    text: (row, ctx) => formatNumberCell(get(row), mode, { decimals: decimalsFor(row, ctx), signed }),
    ...(unit || mode === 'price' || mode === 'quantity' || mode === 'plain'
      ? { alignUnit: unit ?? (() => undefined) }
      : {}),
    ...(signed ? { cellClass: (row: R) => signClass(get(row)) } : {}),
    ...rest,
  }
}

/** An amount in a small table (MiniTable): money's look, with "—" where the record has none. */
export function moneyCol<R>(
  id: string,
  header: Words,
  get: (row: R) => string | undefined,
  opt: NumberOpt<R> = {},
): ColumnSpec<R> {
  return numberCol(id, header, get, { mode: 'money', render: (row) => money(get(row)), ...opt })
}

/** Buttons on a row: no value, never sorted or exported; the header names them for screen readers. */
export function actionCol<R>(
  id: string,
  header: Words,
  render: (row: R) => ReactNode,
  opt: Opt<R> = {},
): ColumnSpec<R> {
  return { id, header, kind: 'action', value: () => undefined, render, sortable: false, noExport: true, ...opt }
}

export function accountCol<R>(getAccount: (row: R) => string): ColumnSpec<R> {
  return codeCol<R>('account', msg('columns.columns.tsx.account'), getAccount, {
    size: 120,
    description: msg('columns.columns.tsx.accountDescription'),
  })
}

export function sideCol<R>(get: (row: R) => string | undefined, id = 'side'): ColumnSpec<R> {
  return enumCol(id, msg('columns.columns.tsx.side'), get, { size: 56 })
}

export const humanize = humanizeEnum
