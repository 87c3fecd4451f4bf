// Display formatting. Numbers are formatted from their exact decimal text (never via float), padded to the
// instrument's precision but never rounded unless a caller explicitly asks for it; times are shown in the
// profile's zone, which every header and export names.
import { EMPTY, formatDecimal, type DecimalFormat } from '@shared/text/decimal-text'
import { parseDecimal, type DecimalInput } from './decimal'
import { resolveZone, toEpochMs, wallTimeAt, pad, type ZoneSetting } from './time-zones'

// The number formatter is shared with main, which words activity entries and OS notifications the same way.
export { EMPTY, formatDecimal, MINUS, type DecimalFormat } from '@shared/text/decimal-text'

/** Money: at least two decimals, every further digit the server sent kept. */
export function formatMoney(input: DecimalInput, options: Omit<DecimalFormat, 'minDecimals'> = {}): string {
  return formatDecimal(input, { ...options, minDecimals: 2 })
}

/** A price padded to the instrument's precision (decimals implied by priceIncrement). */
export function formatPrice(input: DecimalInput, decimals: number | undefined, options: DecimalFormat = {}): string {
  return formatDecimal(input, { ...options, minDecimals: decimals ?? 0 })
}

/** A ratio such as 0.0333 shown as "3.33%". */
export function formatPercent(input: DecimalInput, maxDecimals = 2): string {
  const parsed = parseDecimal(input)
  if (parsed.kind !== 'finite') return formatDecimal(input)
  return `${formatDecimal(parsed.value.times(100).toFixed(), { maxDecimals })}%`
}

/** Plain text for exports: exact digits, ASCII minus, no grouping. */
export function decimalForExport(input: DecimalInput): string {
  const parsed = parseDecimal(input)
  if (parsed.kind === 'invalid') return input === null || input === undefined ? '' : String(input)
  if (parsed.kind === 'infinite') return parsed.negative ? '-Infinity' : 'Infinity'
  return parsed.value.toFixed()
}

export type TimeInput = string | number | Date | null | undefined

export interface TimestampFormat {
  /** Include milliseconds (default true: the API's precision). */
  millis?: boolean
  /** Date only. */
  dateOnly?: boolean
}

/** `2024-04-21 10:30:15.123` in the given zone; unparseable input is shown as received. */
export function formatTimestamp(input: TimeInput, zone: ZoneSetting, options: TimestampFormat = {}): string {
  if (input === null || input === undefined || input === '') return EMPTY
  const epoch = toEpochMs(input)
  if (epoch === null) return String(input)
  const key = `${zone}\u0000${epoch}\u0000${options.dateOnly ? 'd' : options.millis === false ? 's' : 'm'}`
  const known = timestampTexts.get(key)
  if (known !== undefined) return known
  const text = timestampText(epoch, zone, options)
  if (timestampTexts.size >= MOST_TIMESTAMP_TEXTS) timestampTexts.clear()
  timestampTexts.set(key, text)
  return text
}

// A table draws the same instants again on every change of its rows (a time cell per order, per render); the text
// of an instant in a zone never changes, so it is worked out once. Bounded, and simply emptied when full.
const MOST_TIMESTAMP_TEXTS = 20_000
const timestampTexts = new Map<string, string>()

function timestampText(epoch: number, zone: ZoneSetting, options: TimestampFormat): string {
  const w = wallTimeAt(epoch, resolveZone(zone))
  const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`
  if (options.dateOnly) return date
  const time = `${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`
  return options.millis === false ? `${date} ${time}` : `${date} ${time}.${pad(w.millisecond, 3)}`
}

/** `HH:MM:SS` of an instant in the zone, for "as of" labels. */
export function formatClock(epochMs: number, zone: ZoneSetting): string {
  const w = wallTimeAt(epochMs, resolveZone(zone))
  return `${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`
}

/** API dates such as `2024-04-21Z` are calendar dates, not instants: never shift them into a zone. */
export function formatApiDate(input: string | null | undefined): string {
  if (!input) return EMPTY
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(input)
  return m?.[1] ?? input
}

/** Enum values such as `MARGIN_CALL` → `Margin call`. */
export function humanizeEnum(value: string | null | undefined): string {
  if (!value) return EMPTY
  const words = value.replace(/[_-]+/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
