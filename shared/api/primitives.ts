// Field-level parsers for DX wire values. Each one accepts every spelling a real server or a third-party client is
// known to produce (docs/api-notes.md, "Timestamps, dates and numbers") and outputs one canonical form, so nothing
// downstream ever has to care which spelling arrived. Record-level variants live in variants.ts.
import { z } from 'zod'

type Issue = { message: string }

/**
 * The rule a refinement found broken, as a code and its bounds (zod's issue codes, or one of INPUT_RULES in
 * shared/ipc/result.ts): carried as the issue's `params`, which is what reaches the window (`ruleFactsOf`). The
 * issue's `message` stays the Demo server's own words for its error bodies.
 */
export type IssueRule = { readonly rule: string } & Readonly<Record<string, string | number>>

function fail(ctx: z.RefinementCtx, input: unknown, message: string, rule: IssueRule): never {
  ctx.addIssue({ code: 'custom', message, input, params: rule })
  return z.NEVER
}

const listed = (values: readonly string[]) => values.join(', ').slice(0, 400)

// ---------------------------------------------------------------------------------------------------
// Decimals

/** A decimal number as canonical text: no exponent, no `+`, no superfluous zeros, or `Infinity`/`-Infinity`. */
export type Decimal = string

const DECIMAL_LEXICAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,6}))?$/
// Far beyond any double (1.8e308, 5e-324) yet small enough that expanding the exponent stays cheap.
const MAX_DECIMAL_EXPONENT = 400

/**
 * Canonicalises the XML-Schema `double` lexical space (`+1234.456`, `-.456`, `-1E4`, `INF`, `+INF`, `-INF`)
 * plus JavaScript's `Infinity`. Strings are never converted through a binary float, so `0.1` stays exact.
 */
/** Already canonical: what every conforming server sends, so the common case skips the general parse. */
const CANONICAL_DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/

export function parseDecimalText(text: string): Decimal | Issue {
  if (CANONICAL_DECIMAL.test(text) && text !== '-0') return text
  const s = text.trim()
  if (s === 'INF' || s === '+INF' || s === 'Infinity' || s === '+Infinity') return 'Infinity'
  if (s === '-INF' || s === '-Infinity') return '-Infinity'
  const m = DECIMAL_LEXICAL.exec(s)
  const [, sign = '', int = '', frac = '', exp = '0'] = m ?? []
  if (!m || (int === '' && frac === '')) return { message: `Expected a number, got ${JSON.stringify(text)}` }
  let digits = int + frac
  let point = int.length + Number(exp)
  while (digits.startsWith('0')) {
    digits = digits.slice(1)
    point -= 1
  }
  digits = digits.replace(/0+$/, '')
  if (digits === '') return '0'
  if (point > MAX_DECIMAL_EXPONENT || point < -MAX_DECIMAL_EXPONENT) {
    return { message: `Number out of range: ${JSON.stringify(text)}` }
  }
  let body: string
  if (point <= 0) body = `0.${'0'.repeat(-point)}${digits}`
  else if (point >= digits.length) body = digits + '0'.repeat(point - digits.length)
  else body = `${digits.slice(0, point)}.${digits.slice(point)}`
  return sign === '-' ? `-${body}` : body
}

/** JSON numbers go through their shortest round-trip text (`String(n)`), so `0.1 + 0.2` style artefacts never appear. */
export function numberToDecimal(n: number): Decimal | Issue {
  if (Number.isNaN(n)) return { message: 'Expected a number, got NaN' }
  if (!Number.isFinite(n)) {
    return { message: 'Infinity cannot travel as a JSON number; send the string "Infinity"' }
  }
  const text = String(n)
  // The shortest round-trip text is canonical unless it needs an exponent (|n| ≥ 1e21 or < 1e-6).
  return text.includes('e') ? parseDecimalText(text) : text
}

export const decimal = z
  .custom<number | string>((v) => typeof v === 'number' || typeof v === 'string', {
    message: 'Expected a number or a numeric string',
    params: { rule: 'invalid_type', expected: 'number' },
  })
  .transform((v, ctx): Decimal => {
    const r = typeof v === 'number' ? numberToDecimal(v) : parseDecimalText(v)
    return typeof r === 'string' ? r : fail(ctx, v, r.message, { rule: 'invalid_format', format: 'decimal' })
  })
  // The wire form, for the JSON Schema of the OpenAPI document (z.toJSONSchema merges `meta`).
  .meta({ type: ['number', 'string'], description: 'A decimal: a JSON number, or numeric text such as "Infinity"' })

export function isFiniteDecimal(d: Decimal): boolean {
  return d !== 'Infinity' && d !== '-Infinity'
}

/**
 * What a writer puts into JSON: a number when the number says exactly the same thing, otherwise the text
 * (infinite values, or more digits than a double holds).
 */
export function decimalToJson(d: Decimal): number | string {
  if (!isFiniteDecimal(d)) return d
  const n = Number(d)
  const back = numberToDecimal(n)
  return back === d ? n : d
}

// ---------------------------------------------------------------------------------------------------
// Integers and identifiers

export const integer = z
  .custom<number | string>((v) => typeof v === 'number' || typeof v === 'string', {
    message: 'Expected a whole number',
    params: { rule: 'invalid_type', expected: 'int' },
  })
  .transform((v, ctx): number => {
    const n = typeof v === 'number' ? v : /^[+-]?\d{1,16}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN
    return Number.isSafeInteger(n)
      ? n
      : fail(ctx, v, `Expected a whole number, got ${JSON.stringify(v)}`, { rule: 'invalid_type', expected: 'int' })
  })
  .meta({ type: ['integer', 'string'], description: 'A whole number (numeric text is read too)' })

/** Server-assigned codes are identifiers: some servers and SDKs write them as numbers, we always keep text. */
export const idString = z
  .custom<string | number>((v) => typeof v === 'string' || (typeof v === 'number' && Number.isSafeInteger(v)), {
    message: 'Expected an identifier (text or whole number)',
    params: { rule: 'invalid_type', expected: 'id' },
  })
  .transform((v): string => String(v))
  .meta({ type: ['string', 'integer'], description: 'An identifier: text, or a whole number' })

/**
 * DX error codes are integers held in strings (`"32"`); some servers send a JSON number
 * (docs/api-notes.md, "Error codes").
 */
export const dxErrorCode = idString

// ---------------------------------------------------------------------------------------------------
// Timestamps and dates

/** RFC 3339 in UTC: `YYYY-MM-DDTHH:mm:ss[.fraction]Z`, with exactly the fraction digits the sender gave. */
export type Timestamp = string
/** A UTC calendar date in the DX form `YYYY-MM-DDZ`. */
export type DateZ = string

const TIMESTAMP_LEXICAL = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/
const DATE_LEXICAL = /^(\d{4})-(\d{2})-(\d{2})([Zz])?$/

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

function validDate(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)
}

/** Milliseconds since the epoch for a UTC wall-clock time; Date.UTC would map years 0–99 onto 1900–1999. */
function utcMs(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const date = new Date(0)
  date.setUTCFullYear(y, mo - 1, d)
  date.setUTCHours(h, mi, s, 0)
  return date.getTime()
}

interface ParsedTimestamp {
  /** Whole seconds since the epoch, in milliseconds (fraction excluded). */
  wholeMs: number
  fraction: string
}

function parseTimestampParts(text: string): ParsedTimestamp | Issue {
  const m = TIMESTAMP_LEXICAL.exec(text.trim())
  if (!m) {
    return {
      message: `Expected an RFC 3339 timestamp such as 2024-04-21T09:30:15.123Z, got ${JSON.stringify(text)}`,
    }
  }
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  const fraction = m[7] ?? ''
  const zone = m[8] ?? 'Z'
  // Leap seconds (:60) are legal RFC 3339 but no DX server emits them and Date cannot hold them.
  if (!validDate(y, mo, d) || h > 23 || mi > 59 || s > 59) {
    return { message: `Not a real date and time: ${JSON.stringify(text)}` }
  }
  let offsetMin = 0
  if (zone !== 'Z' && zone !== 'z') {
    const oh = Number(zone.slice(1, 3))
    const om = Number(zone.slice(4, 6))
    if (oh > 23 || om > 59) return { message: `Bad UTC offset in ${JSON.stringify(text)}` }
    offsetMin = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om)
  }
  const wholeMs = utcMs(y, mo, d, h, mi, s) - offsetMin * 60_000
  const year = new Date(wholeMs).getUTCFullYear()
  if (year < 0 || year > 9999) return { message: `Timestamp out of range: ${JSON.stringify(text)}` }
  return { wholeMs, fraction }
}

function formatWhole(wholeMs: number): string {
  // toISOString is exact for whole seconds; only its `.000Z` tail is replaced.
  return new Date(wholeMs).toISOString().slice(0, 19)
}

const CANONICAL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/

/** The two-digit number at `at` of text the pattern above has matched (digits there are certain). */
const twoDigits = (text: string, at: number) => (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48

/** Canonical UTC text of an RFC 3339 timestamp (offsets converted exactly, all fraction digits kept). */
export function parseTimestampText(text: string): Timestamp | Issue {
  // Already UTC with an upper-case T and Z (what DX servers send): valid as it stands once the calendar
  // checks out, so no Date is built. Thousands of records a page make this the hot path of every read.
  // The fields are read in place: no match array, no numbers parsed from substrings.
  if (CANONICAL_TIMESTAMP.test(text)) {
    const y = twoDigits(text, 0) * 100 + twoDigits(text, 2)
    const valid =
      validDate(y, twoDigits(text, 5), twoDigits(text, 8)) &&
      twoDigits(text, 11) <= 23 &&
      twoDigits(text, 14) <= 59 &&
      twoDigits(text, 17) <= 59
    if (valid) return text
  }
  const p = parseTimestampParts(text)
  if ('message' in p) return p
  return `${formatWhole(p.wholeMs)}${p.fraction ? `.${p.fraction}` : ''}Z`
}

const TIMESTAMP_RULE: IssueRule = { rule: 'invalid_format', format: 'timestamp' }

export const timestamp = z
  .custom<string>((v) => typeof v === 'string', { message: 'Expected an RFC 3339 timestamp', params: TIMESTAMP_RULE })
  .transform((v, ctx): Timestamp => {
    const r = parseTimestampText(v)
    return typeof r === 'string' ? r : fail(ctx, v, r.message, TIMESTAMP_RULE)
  })
  .meta({ type: 'string', format: 'date-time', examples: ['2024-04-21T09:30:15.123Z'] })

/** Epoch milliseconds of any accepted timestamp; digits beyond the millisecond are truncated. */
export function timestampToEpochMs(ts: string): number {
  const p = parseTimestampParts(ts)
  if ('message' in p) throw new RangeError(p.message)
  return p.wholeMs + Number(p.fraction.padEnd(3, '0').slice(0, 3))
}

/**
 * Epoch milliseconds of an RFC 3339 timestamp, or of a date's UTC midnight; null for any other text. The one
 * reader of time text for display, sorting and filters, so a value the schema accepts is never unreadable there.
 */
export function timeTextToEpochMs(text: string): number | null {
  const p = parseTimestampParts(text)
  if (!('message' in p)) return p.wholeMs + Number(p.fraction.padEnd(3, '0').slice(0, 3))
  const d = parseDateText(text)
  return typeof d === 'string' ? Date.parse(`${d.slice(0, 10)}T00:00:00Z`) : null
}

/** Orders two timestamps at full (nanosecond) precision; throws on text that is not a timestamp. */
export function compareTimestamps(a: string, b: string): number {
  const pa = parseTimestampParts(a)
  const pb = parseTimestampParts(b)
  if ('message' in pa) throw new RangeError(pa.message)
  if ('message' in pb) throw new RangeError(pb.message)
  if (pa.wholeMs !== pb.wholeMs) return pa.wholeMs < pb.wholeMs ? -1 : 1
  const fa = pa.fraction.padEnd(9, '0')
  const fb = pb.fraction.padEnd(9, '0')
  return fa === fb ? 0 : fa < fb ? -1 : 1
}

/**
 * A wire timestamp, as the sandbox emits it: always three fraction digits, always `Z` (a time on screen, in
 * the profile's zone, is the renderer's `formatTimestamp`).
 */
export function formatWireTimestamp(ms: number): Timestamp {
  if (!Number.isFinite(ms)) throw new RangeError(`Not a time: ${ms}`)
  return new Date(ms).toISOString()
}

/** `YYYY-MM-DDZ` of the UTC day containing `ms`. */
export function formatDate(ms: number): DateZ {
  return `${formatWireTimestamp(ms).slice(0, 10)}Z`
}

/**
 * Dates arrive as `YYYY-MM-DDZ` (spec), bare `YYYY-MM-DD`, or a full timestamp (PHP SDK). A timestamp
 * with an offset is converted to UTC before its date is taken, because DX dates are UTC dates.
 * A date with a non-UTC offset (`2024-04-21+02:00`) names no single UTC day, so it is refused.
 */
export function parseDateText(text: string): DateZ | Issue {
  const s = text.trim()
  const m = DATE_LEXICAL.exec(s)
  if (m) {
    const [y, mo, d] = m.slice(1, 4).map(Number) as [number, number, number]
    return validDate(y, mo, d) ? `${m[1]}-${m[2]}-${m[3]}Z` : { message: `Not a real date: ${JSON.stringify(text)}` }
  }
  const ts = parseTimestampText(s)
  if (typeof ts === 'string') return `${ts.slice(0, 10)}Z`
  return { message: `Expected a date such as 2024-04-21Z, got ${JSON.stringify(text)}` }
}

const DATE_RULE: IssueRule = { rule: 'invalid_format', format: 'date' }

export const date = z
  .custom<string>((v) => typeof v === 'string', { message: 'Expected a date such as 2024-04-21Z', params: DATE_RULE })
  .transform((v, ctx): DateZ => {
    const r = parseDateText(v)
    return typeof r === 'string' ? r : fail(ctx, v, r.message, DATE_RULE)
  })
  .meta({ type: 'string', description: 'A UTC date such as 2024-04-21Z (a full timestamp is read too)' })

// ---------------------------------------------------------------------------------------------------
// Account codes

/** The object form one third-party client attributes to the OpenAPI document. */
export interface AccountCodeObject {
  clearing: string
  account: string
}

/** `clearing:account`, e.g. `default:1001`. */
export type AccountCode = string

/** The longest account code a request carries. */
export const ACCOUNT_CODE_MAX = 256

/** What is wrong with an account code, as a rule and its bounds; the window words it (`ruleSentence`). */
export type AccountCodeProblem =
  { rule: 'invalid_format'; format: 'account-code' } | { rule: 'too_big'; maximum: number; origin: 'string' }

export function accountCodeProblem(code: string): AccountCodeProblem | null {
  const colon = code.indexOf(':')
  if (colon <= 0 || colon === code.length - 1) return { rule: 'invalid_format', format: 'account-code' }
  if (code.length > ACCOUNT_CODE_MAX) return { rule: 'too_big', maximum: ACCOUNT_CODE_MAX, origin: 'string' }
  return null
}

/** The Demo server's words for an account code it refuses (its error bodies), from the rule. */
export function accountCodeMessage(code: string, problem: AccountCodeProblem): string {
  return problem.rule === 'too_big'
    ? `Account code is too long (at most ${problem.maximum} characters)`
    : `An account code looks like clearing:account (e.g. default:1001), got ${JSON.stringify(code.slice(0, 80))}`
}

export const accountCode = z
  .custom<AccountCode | AccountCodeObject>(
    (v) =>
      typeof v === 'string' ||
      (typeof v === 'object' &&
        v !== null &&
        typeof (v as Partial<AccountCodeObject>).clearing === 'string' &&
        typeof (v as Partial<AccountCodeObject>).account === 'string'),
    {
      message: 'Expected an account code such as default:1001',
      params: { rule: 'invalid_format', format: 'account-code' },
    },
  )
  .transform((v, ctx): AccountCode => {
    const code = typeof v === 'string' ? v : `${v.clearing}:${v.account}`
    const problem = accountCodeProblem(code)
    return problem ? fail(ctx, v, accountCodeMessage(code, problem), problem) : code
  })
  .meta({
    anyOf: [
      { type: 'string', examples: ['default:1001'] },
      {
        type: 'object',
        properties: { clearing: { type: 'string' }, account: { type: 'string' } },
        required: ['clearing', 'account'],
      },
    ],
    description: 'An account code, clearing:account',
  })

// ---------------------------------------------------------------------------------------------------
// Enumerations

/** An enum value the server may extend: known values are suggestions, others are kept verbatim. */
export type OpenEnum<K extends string> = K | (string & {})

export type OpenEnumSchema<K extends string> = z.ZodType<OpenEnum<K>, OpenEnum<K>> & { readonly known: readonly K[] }

/**
 * For values in responses that a newer server may extend (order status, transfer type…): an unknown value
 * must not make a whole list unreadable, so it is kept and shown as-is.
 */
// Building a schema changes nothing else: a bundle that never reads one may drop the call (the renderer does).
/* @__NO_SIDE_EFFECTS__ */
export function openEnum<const K extends string>(known: readonly K[]): OpenEnumSchema<K> {
  const schema = z
    .custom<OpenEnum<K>>((v) => typeof v === 'string' && v.length > 0, {
      message: `Expected a value such as ${known.slice(0, 4).join(', ')}`,
      params: { rule: 'too_small', minimum: 1, origin: 'string' },
    })
    .meta({ type: 'string', minLength: 1, examples: [...known], description: `Known values: ${known.join(', ')}` })
  return Object.assign(schema, { known })
}

export type CaseInsensitiveEnumSchema<K extends string> = z.ZodType<K, string> & { readonly known: readonly K[] }

/** Matches any letter case and historic aliases, outputs the canonical value; anything else is refused. */
/* @__NO_SIDE_EFFECTS__ */
export function caseInsensitiveEnum<const K extends string>(
  known: readonly K[],
  aliases: Readonly<Record<string, K>> = {},
): CaseInsensitiveEnumSchema<K> {
  const lookup = new Map<string, K>()
  for (const k of known) lookup.set(k.toUpperCase(), k)
  for (const [alias, k] of Object.entries(aliases)) lookup.set(alias.toUpperCase(), k)
  const rule: IssueRule = { rule: 'invalid_value', options: listed(known) }
  const schema = z
    .custom<string>((v) => typeof v === 'string', { message: `Expected one of ${known.join(', ')}`, params: rule })
    .transform(
      (v, ctx): K => lookup.get(v.trim().toUpperCase()) ?? fail(ctx, v, `Expected one of ${known.join(', ')}`, rule),
    )
    .meta({ type: 'string', examples: [...known], description: `One of ${known.join(', ')}, in any letter case` })
  return Object.assign(schema, { known })
}

// ---------------------------------------------------------------------------------------------------
// Session timeout

const INTERVAL_LEXICAL = /^(\d{1,6}):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/
const ISO_DURATION = /^PT(?:(\d{1,6})H)?(?:(\d{1,6})M)?(?:(\d{1,9}(?:\.\d{1,3})?)S)?$/

/**
 * Login/ping `timeout` (docs/api-notes.md, "Login"): a number of milliseconds, the same as numeric text, or an interval
 * `HH:MM:SS`. `PT30M` is accepted too because one public client's server sends ISO durations.
 */
export function parseSessionTimeout(value: number | string): number | Issue {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? Math.round(value) : { message: 'Timeout must be ≥ 0 ms' }
  }
  const s = value.trim()
  if (/^\d{1,15}$/.test(s)) return Number(s)
  const hms = INTERVAL_LEXICAL.exec(s)
  if (hms) {
    const [h, m, sec] = hms.slice(1, 4).map(Number) as [number, number, number]
    return ((h * 60 + m) * 60 + sec) * 1000 + Number((hms[4] ?? '').padEnd(3, '0'))
  }
  const iso = ISO_DURATION.exec(s)
  if (iso && s !== 'PT') {
    return Math.round(((Number(iso[1] ?? 0) * 60 + Number(iso[2] ?? 0)) * 60 + Number(iso[3] ?? 0)) * 1000)
  }
  return { message: `Expected a timeout in milliseconds or as HH:MM:SS, got ${JSON.stringify(value)}` }
}

const TIMEOUT_RULE: IssueRule = { rule: 'invalid_format', format: 'timeout' }

export const sessionTimeout = z
  .custom<number | string>((v) => typeof v === 'number' || typeof v === 'string', {
    message: 'Expected a timeout in milliseconds or as HH:MM:SS',
    params: TIMEOUT_RULE,
  })
  .transform((v, ctx): number => {
    const r = parseSessionTimeout(v)
    return typeof r === 'number' ? r : fail(ctx, v, r.message, TIMEOUT_RULE)
  })
  .meta({ type: ['integer', 'string'], description: 'Milliseconds, or an interval such as 00:30:00' })

/** `HH:MM:SS`, what the sandbox emits: the form every public client can read. */
export function formatSessionTimeout(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`
}
