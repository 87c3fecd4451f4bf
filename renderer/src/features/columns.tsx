// Column builders shared by every resource: one place decides how a price, a quantity, an amount, a time
// or a status looks, so all tables agree (right-aligned exact numbers, zone-named times, colour + text).
import type { ColumnSpec, FormatContext } from '../components/DataTable/types'
import type { DecimalInput } from '../lib/decimal'
import { parseDecimal } from '../lib/decimal'
import { formatApiDate, formatDecimal, formatMoney, formatPercent, formatTimestamp, humanizeEnum } from '../lib/format'

type Opt<R> = Partial<Omit<ColumnSpec<R>, 'id' | 'header' | 'kind' | 'value'>>

export function textCol<R>(
  id: string,
  header: string,
  get: (row: R) => string | number | undefined,
  opt: Opt<R> = {},
): ColumnSpec<R> {
  return { id, header, kind: 'text', value: get, ...opt }
}

export function codeCol<R>(
  id: string,
  header: string,
  get: (row: R) => string | number | undefined,
  opt: Opt<R> = {},
): ColumnSpec<R> {
  return { id, header, kind: 'code', value: get, ...opt }
}

/** Status-like values: shown as text with a colour class derived from the value (never colour alone). */
export function enumCol<R>(
  id: string,
  header: string,
  get: (row: R) => string | undefined,
  opt: Opt<R> = {},
): ColumnSpec<R> {
  return {
    id,
    header,
    kind: 'enum',
    value: get,
    render: (row) => {
      const v = get(row)
      return v ? <span className={`tag tag--${v.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}>{v}</span> : null
    },
    ...opt,
  }
}

export function timeCol<R>(
  id: string,
  header: string,
  get: (row: R) => string | undefined,
  opt: Opt<R> = {},
): ColumnSpec<R> {
  return {
    id,
    header,
    kind: 'time',
    value: get,
    text: (row, ctx) => formatTimestamp(get(row), ctx.zone),
    ...opt,
  }
}

/** API calendar dates (`2024-04-21Z`) are not instants: shown as the date itself, never zone-shifted. */
export function dateCol<R>(
  id: string,
  header: string,
  get: (row: R) => string | undefined,
  opt: Opt<R> = {},
): ColumnSpec<R> {
  return { id, header, kind: 'code', value: get, text: (row) => formatApiDate(get(row)), ...opt }
}

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
  header: string,
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

export function accountCol<R>(getAccount: (row: R) => string): ColumnSpec<R> {
  return codeCol<R>('account', 'Account', getAccount, {
    size: 120,
    description: 'Account code (clearing:account)',
  })
}

export function sideCol<R>(get: (row: R) => string | undefined, id = 'side'): ColumnSpec<R> {
  return enumCol(id, 'Side', get, { size: 56 })
}

export const humanize = humanizeEnum
