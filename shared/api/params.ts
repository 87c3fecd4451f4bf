// Query parameters of every endpoint. One ParamSpec per parameter carries the
// wire name, a trader-readable label and help, and a zod schema that accepts either the raw URL text (the
// sandbox's view; lists comma-separated) or the typed value (the client's view) and outputs the typed
// value. Per endpoint the specs build a params object keyed by wire name, so a zod issue's path[0] is
// the parameter the server names in `Incorrect request parameters (<name>)`.
//
// One rule for every enumerated filter value: accepted in any letter case (as a lenient server would) and
// turned into its canonical spelling, so responses and filtering only ever see `BUY`, `LIMIT`, `today`.
// The client sends each value in the case the interface documents it: lower case for orders/history's
// `side` and `of-type` and for `period`, upper case for the rest. Unknown values are refused (400 "32"),
// except instrument `types`, which stay open: types are "as configured on the platform", and an unknown
// type simply matches nothing, like an unknown symbol; a known type in any case is canonicalised.
// zod's functional API (zod/mini): the renderer bundles these schemas for its filter panels, and mini's
// tree-shakable functions cost a third of the method-chaining API. The schemas are the same for main and sandbox.
import { z } from 'zod/mini'
import {
  ACCOUNT_EVENT_TYPES,
  CONTINGENCY_TYPES,
  INSTRUMENT_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PERIODS,
  SIDES,
  SORT_CRITERIA,
  TRANSFER_TYPES,
  type SortCriterion,
} from './enums'
import { accountCodeProblem, compareTimestamps, parseTimestampText, type Timestamp } from './primitives'

export type ParamKind =
  | 'int'
  | 'version'
  | 'timestamp'
  | 'period'
  | 'enum'
  | 'enum-list'
  | 'string-list'
  | 'id-list'
  | 'symbol-list'
  | 'account-list'
  | 'sort'
  | 'boolean'

/** Where a filter panel puts a parameter; `alias` ones are accepted from the wire but never shown. */
export type ParamRole = 'scope' | 'paging' | 'filter' | 'sort' | 'alias'

export interface ParamSpec<N extends string = string, O = unknown, I = unknown> {
  /** The wire name, exactly as the API spells it. */
  readonly name: N
  readonly kind: ParamKind
  readonly role: ParamRole
  readonly label: string
  /** One sentence a trader understands. */
  readonly help: string
  /** Allowed values (enum kinds), or suggestions when `openValues` is set. */
  readonly values?: readonly string[]
  readonly openValues?: boolean
  readonly maxItems?: number
  /** Smallest allowed number (int/version kinds). */
  readonly min?: number
  /** The other end of a from/to pair, and which end this one is. */
  readonly rangeWith?: string
  readonly rangeEnd?: 'from' | 'to'
  /** Only one of the two may be given (sort-by-asc / sort-by-desc). */
  readonly exclusiveWith?: string
  /** Parameters this one may not be combined with (`period` and the from/to pair it would replace). */
  readonly conflictsWith?: readonly string[]
  /** For an accepted alternative spelling: the parameter it stands for. */
  readonly alias?: string
  readonly required?: boolean
  readonly schema: z.ZodMiniType<O, I>
  /** The wire items of a typed value, unencoded: several for lists, one for scalars, none for an empty list. */
  format(value: O): string[]
}

export type AnyParamSpec = ParamSpec<string, unknown, unknown>

type Meta = Omit<AnyParamSpec, 'name' | 'kind' | 'schema' | 'format'>
type Problem = { message: string }

function fail(ctx: z.core.ParsePayload, input: unknown, message: string): never {
  ctx.issues.push({ code: 'custom', message, input })
  return z.NEVER
}

// ---------------------------------------------------------------------------------------------------
// Spec builders

/**
 * A spec whose zod schema is built when first read. Every endpoint's params are declared here at import, and the
 * renderer's first screen (Positions) validates two of them: building the other endpoints' schemas at start-up
 * was a quarter of the first screen's module evaluation (docs/performance.md, "Start-up, round 5").
 */
function withLazySchema<N extends string, O, I>(
  spec: Omit<ParamSpec<N, O, I>, 'schema'>,
  build: () => z.ZodMiniType<O, I>,
): ParamSpec<N, O, I> {
  let schema: z.ZodMiniType<O, I> | undefined
  return Object.defineProperty(spec, 'schema', {
    enumerable: true,
    get: () => (schema ??= build()),
  }) as ParamSpec<N, O, I>
}

function intSpec<const N extends string>(
  name: N,
  meta: Meta & { min: number },
  kind: 'int' | 'version' = 'int',
): ParamSpec<N, number, number | string> {
  const message = `${name} must be a whole number of ${meta.min} or more`
  const schema = () =>
    z.pipe(
      z.custom<number | string>((v) => typeof v === 'number' || typeof v === 'string', { message }),
      z.transform((v, ctx): number => {
        const n = typeof v === 'number' ? v : /^[+-]?\d{1,16}$/.test(v) ? Number(v) : Number.NaN
        return Number.isSafeInteger(n) && n >= meta.min ? n : fail(ctx, v, message)
      }),
    )
  return withLazySchema({ ...meta, name, kind, format: (v) => [String(v)] }, schema)
}

function timestampSpec<const N extends string>(name: N, meta: Meta): ParamSpec<N, Timestamp, string> {
  const message = `${name} must be a UTC time such as 2024-04-21T09:30:00Z`
  const schema = () =>
    z.pipe(
      z.custom<string>((v) => typeof v === 'string', { message }),
      z.transform((v, ctx): Timestamp => {
        const r = parseTimestampText(v)
        return typeof r === 'string' ? r : fail(ctx, v, message)
      }),
    )
  return withLazySchema({ ...meta, name, kind: 'timestamp', format: (v) => [v] }, schema)
}

function booleanSpec<const N extends string>(name: N, meta: Meta): ParamSpec<N, boolean, boolean | string> {
  const message = `${name} must be true or false`
  const schema = () =>
    z.pipe(
      z.custom<boolean | string>((v) => typeof v === 'boolean' || typeof v === 'string', { message }),
      z.transform((v, ctx): boolean => {
        if (typeof v === 'boolean') return v
        const s = v.toLowerCase()
        return s === 'true' ? true : s === 'false' ? false : fail(ctx, v, message)
      }),
    )
  return withLazySchema({ ...meta, name, kind: 'boolean', format: (v) => [String(v)] }, schema)
}

/** The canonical spelling of an enumerated value given in any letter case. */
function enumLookup<const K extends string>(values: readonly K[]) {
  const map = new Map<string, K>(values.map((v) => [v.toUpperCase(), v]))
  return (raw: string): K | undefined => map.get(raw.toUpperCase())
}

type WireCase = { wireCase?: 'lower' }
const inWireCase = (wireCase: 'lower' | undefined) => (v: string) => (wireCase === 'lower' ? v.toLowerCase() : v)

function enumSpec<const N extends string, const K extends string>(
  name: N,
  kind: 'enum' | 'period',
  values: readonly K[],
  meta: Meta & WireCase,
): ParamSpec<N, K, string> {
  const lookup = enumLookup(values)
  const { wireCase, ...rest } = meta
  const message = `${name} must be one of ${values.join(', ')}`
  const schema = () =>
    z.pipe(
      z.custom<string>((v) => typeof v === 'string', { message }),
      z.transform((v, ctx): K => lookup(v) ?? fail(ctx, v, message)),
    )
  const wire = inWireCase(wireCase)
  return withLazySchema({ ...rest, name, kind, values, format: (v) => [wire(v)] }, schema)
}

/** Typed lists are arrays; raw lists are one comma-separated text. Items are trimmed; empty items are refused. */
function listSpec<const N extends string, T extends string>(
  name: N,
  kind: ParamKind,
  meta: Meta,
  item: (raw: string) => T | Problem,
  wireItem: (value: T) => string = (v) => v,
): ParamSpec<N, T[], string | readonly string[]> {
  const schema = () =>
    z.pipe(
      z.custom<string | readonly string[]>(
        (v) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')),
        { message: `${name} must be a comma-separated list` },
      ),
      z.transform((v, ctx): T[] => {
        let raw: readonly string[]
        if (typeof v === 'string') raw = v.split(',')
        else if (v.some((x) => x.includes(','))) return fail(ctx, v, `${name}: an item cannot contain a comma`)
        else raw = v
        if (meta.maxItems !== undefined && raw.length > meta.maxItems) {
          return fail(ctx, v, `${name} takes at most ${meta.maxItems} items, got ${raw.length}`)
        }
        const out: T[] = []
        for (const text of raw) {
          const trimmed = text.trim()
          if (trimmed === '') return fail(ctx, v, `${name} has an empty item`)
          const r = item(trimmed)
          if (typeof r === 'object') return fail(ctx, v, r.message)
          out.push(r)
        }
        return out
      }),
    )
  return withLazySchema({ ...meta, name, kind, format: (v) => v.map(wireItem) }, schema)
}

function enumListSpec<const N extends string, const K extends string>(
  name: N,
  values: readonly K[],
  meta: Meta & WireCase,
): ParamSpec<N, K[], string | readonly string[]> {
  const lookup = enumLookup(values)
  const { wireCase, ...rest } = meta
  return listSpec(
    name,
    'enum-list',
    { ...rest, values },
    (raw) => lookup(raw) ?? { message: `${name}: ${JSON.stringify(raw)} is not one of ${values.join(', ')}` },
    inWireCase(wireCase),
  )
}

const token = (name: string) => (raw: string) => (raw.length <= 256 ? raw : { message: `${name}: an item is too long` })

// ---------------------------------------------------------------------------------------------------
// Shared parameters

const accounts = listSpec(
  'accounts',
  'account-list',
  {
    role: 'scope',
    label: 'Accounts',
    help: 'Accounts to include, such as default:1001; leave empty for every account you may see.',
  },
  (raw) => {
    const problem = accountCodeProblem(raw)
    return problem ? { message: `accounts: ${problem}` } : raw
  },
)

// SDK-only (PHP): applies to the multi-account forms when no accounts are given.
const includeOffset = booleanSpec('include-offset', {
  role: 'scope',
  label: 'Include offset accounts',
  help: 'Dealers only: also include offset accounts when no accounts are chosen.',
})

const limit = (noun: string) =>
  intSpec('limit', {
    role: 'paging',
    label: 'Limit',
    help: `Return at most this many ${noun}; the server may return fewer.`,
    min: 0,
  })

const startFrom = (noun: string) =>
  intSpec('start-from', {
    role: 'paging',
    label: 'Skip',
    help: `Skip this many ${noun} first (0, the default, starts at the first).`,
    min: 0,
  })

function timeRange<const F extends string, const T extends string>(
  from: F,
  to: T,
  labels: [string, string],
  what: string,
  role: ParamRole = 'filter',
  extra: [string, string] = ['', ''],
) {
  return [
    timestampSpec(from, {
      role,
      label: labels[0],
      help: `${what} at or after this time (UTC, inclusive)${extra[0]}.`,
      rangeWith: to,
      rangeEnd: 'from',
    }),
    timestampSpec(to, {
      role,
      label: labels[1],
      help: `${what} at or before this time (UTC, inclusive)${extra[1]}.`,
      rangeWith: from,
      rangeEnd: 'to',
    }),
  ] as const
}

const period = (what: string, range: readonly [string, string]) =>
  enumSpec('period', 'period', PERIODS, {
    role: 'filter',
    label: 'Period',
    help: `${what} today, the previous day, this week or the previous week (UTC days; weeks start Monday).`,
    conflictsWith: range,
  })

const lastUpdated = (what: string) =>
  timeRange('last-updated-from', 'last-updated-to', ['Updated from', 'Updated to'], what, 'filter', [
    '',
    '; default now',
  ])

// ---------------------------------------------------------------------------------------------------
// Params objects

type ParamsShape<S extends readonly AnyParamSpec[]> = {
  -readonly [P in S[number] as P['name']]: z.ZodMiniOptional<P['schema']>
}

const SPECS = new WeakMap<object, readonly AnyParamSpec[]>()

function crossChecks(specs: readonly AnyParamSpec[]) {
  return (v: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const given = (name: string) => v[name] !== undefined
    for (const spec of specs) {
      const name = spec.name
      if (spec.required && !given(name)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required`, input: undefined })
      }
      if (!given(name)) continue
      if (
        spec.exclusiveWith &&
        given(spec.exclusiveWith) &&
        specs.indexOf(spec) > indexOfName(specs, spec.exclusiveWith)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `Give either ${spec.exclusiveWith} or ${name}, not both`,
          input: v[name],
        })
      }
      const clashing = (spec.conflictsWith ?? []).filter(given)
      if (clashing.length > 0) {
        // Both sides are marked, so whichever field the person looks at says what to clear.
        const message = `Give either ${name} or ${spec.conflictsWith?.join('/')}, not both`
        for (const other of [name, ...clashing]) {
          ctx.addIssue({ code: 'custom', path: [other], message, input: v[other] })
        }
      }
      if (spec.alias && given(spec.alias)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is another spelling of ${spec.alias}; give only one of them`,
          input: v[name],
        })
      }
      if (spec.rangeEnd === 'to' && spec.rangeWith && given(spec.rangeWith)) {
        const from = v[spec.rangeWith]
        const to = v[name]
        const inverted =
          typeof from === 'number' && typeof to === 'number'
            ? from > to
            : typeof from === 'string' && typeof to === 'string' && compareTimestamps(from, to) > 0
        if (inverted) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} must not be ${typeof to === 'number' ? 'smaller than' : 'before'} ${spec.rangeWith}`,
            input: to,
          })
        }
      }
    }
  }
}

function indexOfName(specs: readonly AnyParamSpec[], name: string): number {
  return specs.findIndex((s) => s.name === name)
}

/**
 * Builds an endpoint's params object: every parameter optional, unknown keys stripped (a real server, like
 * any JAX-RS service, ignores query parameters it does not know), cross-parameter rules checked.
 * An inverted range (from after to) is reported on the `to` parameter rather than silently matching nothing.
 */
function paramsObject<const S extends readonly AnyParamSpec[]>(specs: S) {
  // Each entry is built when zod first reads it (zod reads an object's shape lazily, on the first parse), then
  // kept: the params of an endpoint nobody has read yet cost no schema (see withLazySchema).
  const shape = {} as ParamsShape<S>
  for (const spec of specs) {
    Object.defineProperty(shape, spec.name, {
      enumerable: true,
      configurable: true,
      get() {
        const value = z.optional(spec.schema)
        Object.defineProperty(shape, spec.name, { value, enumerable: true, configurable: true, writable: true })
        return value
      },
    })
  }
  // What z.object(shape).check(…) builds, in one construction: `.check` clones the object and reads every
  // entry of its shape, which would build every endpoint's schemas at import.
  const checks: z.core.$ZodCheck<never>[] = [z.superRefine(crossChecks(specs))]
  const schema = new z.ZodMiniObject({ type: 'object', shape, checks }) as z.ZodMiniObject<
    ParamsShape<S>,
    z.core.$strip
  >
  SPECS.set(schema, specs)
  return schema
}

export type ParamsSchema = z.ZodMiniObject<z.core.$ZodLooseShape>

/** The specs an endpoint's params object was built from, in display (and query-string) order. */
export function paramSpecsOf(schema: ParamsSchema): readonly AnyParamSpec[] {
  const specs = SPECS.get(schema)
  if (!specs) throw new Error('Not a params schema from shared/api/params')
  return specs
}

// --- instruments: path forms take paging only; /query adds search and sorting.

export const instrumentsPathParamSpecs = [limit('instruments'), startFrom('instruments')] as const
export const instrumentsPathParams = paramsObject(instrumentsPathParamSpecs)

const sortSpec = <const N extends string>(name: N, other: string, label: string, direction: string) =>
  listSpec<N, SortCriterion>(
    name,
    'sort',
    {
      role: 'sort',
      label,
      help: `Sort ${direction} by these fields in order (TYPE, SYMBOL); cannot be combined with ${other}.`,
      values: SORT_CRITERIA,
      exclusiveWith: other,
    },
    (raw) => enumLookup(SORT_CRITERIA)(raw) ?? { message: `${name}: ${JSON.stringify(raw)} is not TYPE or SYMBOL` },
  )

const knownInstrumentType = enumLookup(INSTRUMENT_TYPES)

export const instrumentsQueryParamSpecs = [
  listSpec(
    'symbols',
    'symbol-list',
    {
      role: 'filter',
      label: 'Symbols',
      help: 'Instrument symbols such as EUR/USD; * matches any text (EUR/*); any of them matches.',
    },
    token('symbols'),
  ),
  // Open on purpose, see the file comment.
  listSpec(
    'types',
    'enum-list',
    {
      role: 'filter',
      label: 'Instrument types',
      help: 'Instrument types such as FOREX or CFD; any of them matches.',
      values: INSTRUMENT_TYPES,
      openValues: true,
    },
    (raw) => knownInstrumentType(raw) ?? token('types')(raw),
  ),
  limit('instruments'),
  startFrom('instruments'),
  sortSpec('sort-by-asc', 'sort-by-desc', 'Sort ascending by', 'A to Z'),
  sortSpec('sort-by-desc', 'sort-by-asc', 'Sort descending by', 'Z to A'),
] as const
export const instrumentsQueryParams = paramsObject(instrumentsQueryParamSpecs)

// --- account events. The documented names are from-time/to-time; both SDKs send time-from/time-to,
// so those are accepted as aliases (never shown, never sent by our client).

const [eventsFrom, eventsTo] = timeRange('from-time', 'to-time', ['From', 'To'], 'Events')

export const eventsParamSpecs = [
  accounts,
  includeOffset,
  enumListSpec('of-type', ACCOUNT_EVENT_TYPES, {
    role: 'filter',
    label: 'Event types',
    help: 'Margin calls and/or liquidations; any of them matches.',
  }),
  eventsFrom,
  eventsTo,
  period('Events of', ['from-time', 'to-time']),
  limit('events'),
  startFrom('events'),
  timestampSpec('time-from', { role: 'alias', label: 'From', help: 'Same as from-time.', alias: 'from-time' }),
  timestampSpec('time-to', { role: 'alias', label: 'To', help: 'Same as to-time.', alias: 'to-time' }),
] as const
export const eventsParams = paramsObject(eventsParamSpecs)

// --- portfolio, positions, open orders

export const portfolioParamSpecs = [
  accounts,
  includeOffset,
  ...lastUpdated('Positions and orders updated'),
  limit('portfolios'),
  startFrom('portfolios'),
] as const
export const portfolioParams = paramsObject(portfolioParamSpecs)

export const positionsParamSpecs = [accounts, includeOffset] as const
export const positionsParams = paramsObject(positionsParamSpecs)

export const openOrdersParamSpecs = [accounts, includeOffset] as const
export const openOrdersParams = paramsObject(openOrdersParamSpecs)

// --- orders history

export const historyParamSpecs = [
  accounts,
  includeOffset,
  enumListSpec('in-status', ORDER_STATUSES, {
    role: 'filter',
    label: 'Status',
    help: 'Order statuses; an order with any of them matches.',
  }),
  // Documented in lower case: sent in lower case.
  enumListSpec('of-type', ORDER_TYPES, {
    role: 'filter',
    label: 'Order types',
    help: 'Order types such as MARKET, LIMIT or STOP; any of them matches.',
    wireCase: 'lower',
  }),
  enumSpec('side', 'enum', SIDES, {
    role: 'filter',
    label: 'Side',
    help: 'Only buy orders or only sell orders.',
    wireCase: 'lower',
  }),
  listSpec(
    'for-instrument',
    'symbol-list',
    {
      role: 'filter',
      label: 'Instruments',
      help: 'Instrument symbols such as EUR/USD or EUR/*, in any letter case; any of them matches.',
    },
    token('for-instrument'),
  ),
  listSpec(
    'with-client-id',
    'id-list',
    {
      role: 'filter',
      label: 'Client order ids',
      help: 'Up to 50 client order ids; any of them matches.',
      maxItems: 50,
    },
    token('with-client-id'),
  ),
  // Order ids are numbers the server assigns; anything else is a mistake worth naming, not an empty answer.
  listSpec(
    'with-order-id',
    'id-list',
    {
      role: 'filter',
      label: 'Order ids',
      help: 'Up to 50 order ids (numbers such as 100234); any of them matches.',
      maxItems: 50,
    },
    (raw) =>
      /^\d{1,16}$/.test(raw) ? raw : { message: `with-order-id: ${JSON.stringify(raw)} is not an order id (a number)` },
  ),
  ...timeRange('issued-from', 'issued-to', ['Issued from', 'Issued to'], 'Orders issued', 'filter', [
    '; alone, until now',
    '; alone, since the first order',
  ]),
  period('Orders issued', ['issued-from', 'issued-to']),
  ...timeRange('transaction-from', 'transaction-to', ['Last change from', 'Last change to'], 'Orders last changed'),
  ...timeRange('completed-from', 'completed-to', ['Completed from', 'Completed to'], 'Orders completed'),
  intSpec(
    'at-least-version',
    {
      role: 'filter',
      label: 'Version from',
      help: 'Orders whose last update has this account version or a later one.',
      min: 0,
      rangeWith: 'at-most-version',
      rangeEnd: 'from',
    },
    'version',
  ),
  intSpec(
    'at-most-version',
    {
      role: 'filter',
      label: 'Version to',
      help: 'Orders whose last update has this account version or an earlier one.',
      min: 0,
      rangeWith: 'at-least-version',
      rangeEnd: 'to',
    },
    'version',
  ),
  intSpec('page', { role: 'paging', label: 'Page', help: 'Page number; the first page is 1.', min: 1 }),
  intSpec('page-size', { role: 'paging', label: 'Page size', help: 'Orders per page (at least 1).', min: 1 }),
  // Not in the public text; the PHP SDK sends it.
  limit('orders'),
] as const
export const historyParams = paramsObject(historyParamSpecs)

// --- metrics

export const metricsParamSpecs = [
  accounts,
  includeOffset,
  booleanSpec('include-positions', {
    role: 'filter',
    label: 'Per-position metrics',
    help: 'Also return margin and profit/loss for each open position.',
  }),
] as const
export const metricsParams = paramsObject(metricsParamSpecs)

// --- cash transfers (time-from/time-to here, unlike events)

export const transfersParamSpecs = [
  accounts,
  includeOffset,
  enumListSpec('of-type', TRANSFER_TYPES, {
    role: 'filter',
    label: 'Transfer types',
    help: 'Deposits, withdrawals, commissions and other kinds; any of them matches.',
  }),
  ...timeRange('time-from', 'time-to', ['From', 'To'], 'Transfers', 'filter', [
    '; alone, until now',
    '; alone, since the first transfer',
  ]),
  period('Transfers of', ['time-from', 'time-to']),
  limit('transfers'),
  startFrom('transfers'),
] as const
export const transfersParams = paramsObject(transfersParamSpecs)

// --- users

export const usersParamSpecs = [...lastUpdated('Users updated'), limit('users'), startFrom('users')] as const
export const usersParams = paramsObject(usersParamSpecs)

// --- cancel a group: the order codes in group order, parent first.

export const cancelGroupParamSpecs = [
  listSpec(
    'order-codes',
    'id-list',
    { role: 'filter', label: 'Order codes', help: 'The group’s order codes, parent first.', required: true },
    token('order-codes'),
  ),
  enumSpec('contingency-type', 'enum', CONTINGENCY_TYPES, {
    role: 'filter',
    label: 'Contingency type',
    help: 'OCO or IF-THEN.',
  }),
] as const
export const cancelGroupParams = paramsObject(cancelGroupParamSpecs)

export type InstrumentsPathParams = z.output<typeof instrumentsPathParams>
export type InstrumentsQueryParams = z.output<typeof instrumentsQueryParams>
export type EventsParams = z.output<typeof eventsParams>
export type PortfolioParams = z.output<typeof portfolioParams>
export type PositionsParams = z.output<typeof positionsParams>
export type OpenOrdersParams = z.output<typeof openOrdersParams>
export type HistoryParams = z.output<typeof historyParams>
export type MetricsParams = z.output<typeof metricsParams>
export type TransfersParams = z.output<typeof transfersParams>
export type UsersParams = z.output<typeof usersParams>
export type CancelGroupParams = z.output<typeof cancelGroupParams>

// ---------------------------------------------------------------------------------------------------
// Query strings

/** A parameter value the client tried to send is invalid; `parameter` is the wire name. */
export class QueryParamError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message)
    this.name = 'QueryParamError'
  }
}

function firstIssue(error: z.core.$ZodError): { parameter: string; message: string } {
  const issue = error.issues[0]
  const head = issue?.path[0]
  return { parameter: typeof head === 'string' ? head : '', message: issue?.message ?? 'Invalid parameters' }
}

function encodeItems(name: string, items: readonly string[]): string {
  return `${encodeURIComponent(name)}=${items.map(encodeURIComponent).join(',')}`
}

/**
 * A stable query string (no leading `?`) in spec order: each list item percent-encoded, items joined by a
 * literal comma, undefined values and empty lists left out. Values are validated first; an invalid one
 * throws QueryParamError naming the parameter.
 */
export function toQueryString<S extends ParamsSchema>(schema: S, values: z.input<S> | undefined): string
export function toQueryString(
  specs: readonly AnyParamSpec[],
  values: Readonly<Record<string, unknown>> | undefined,
): string
export function toQueryString(
  target: ParamsSchema | readonly AnyParamSpec[],
  values: Readonly<Record<string, unknown>> | undefined,
): string {
  if (!values) return ''
  let specs: readonly AnyParamSpec[]
  let typed: Readonly<Record<string, unknown>>
  if (Array.isArray(target)) {
    specs = target as readonly AnyParamSpec[]
    const out: Record<string, unknown> = {}
    for (const spec of specs) {
      if (values[spec.name] === undefined) continue
      const r = spec.schema.safeParse(values[spec.name])
      if (!r.success) throw new QueryParamError(spec.name, r.error.issues[0]?.message ?? 'Invalid value')
      out[spec.name] = r.data
    }
    typed = out
  } else {
    const schema = target as ParamsSchema
    specs = paramSpecsOf(schema)
    const r = schema.safeParse(values)
    if (!r.success) {
      const { parameter, message } = firstIssue(r.error)
      throw new QueryParamError(parameter, message)
    }
    typed = r.data
  }
  const parts: string[] = []
  for (const spec of specs) {
    const value = typed[spec.name]
    if (value === undefined) continue
    const items = spec.format(value)
    if (items.length > 0) parts.push(encodeItems(spec.name, items))
  }
  return parts.join('&')
}

export type ParseQueryResult<T> =
  | {
      ok: true
      value: T
      /** Parameters this endpoint does not know; ignored like a real server does. */ ignored: string[]
    }
  | { ok: false; parameter: string; message: string }

export type RawQuery = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

/** Each schema's wire names, built once: the sandbox parses every request's query with them. */
const KNOWN_NAMES = new WeakMap<ParamsSchema, ReadonlySet<string>>()

function knownNames(schema: ParamsSchema): ReadonlySet<string> {
  let names = KNOWN_NAMES.get(schema)
  if (!names) {
    names = new Set(paramSpecsOf(schema).map((s) => s.name))
    KNOWN_NAMES.set(schema, names)
  }
  return names
}

/**
 * Validates a request's query (already percent-decoded, as URLSearchParams or an HTTP framework gives it).
 * A failure names the wire parameter, ready for `Incorrect request parameters (<parameter>)`.
 */
export function parseQuery<S extends ParamsSchema>(schema: S, query: RawQuery): ParseQueryResult<z.output<S>> {
  const known = knownNames(schema)
  const entries = new Map<string, string[]>()
  if (query instanceof URLSearchParams) {
    for (const [k, v] of query) entries.set(k, [...(entries.get(k) ?? []), v])
  } else {
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined) continue
      entries.set(k, typeof v === 'string' ? [v] : [...v])
    }
  }
  const raw: Record<string, string> = {}
  const ignored: string[] = []
  for (const [name, list] of entries) {
    if (!known.has(name)) {
      ignored.push(name)
      continue
    }
    if (list.length !== 1) {
      return { ok: false, parameter: name, message: `${name} is given more than once; give one comma-separated list` }
    }
    raw[name] = list[0] ?? ''
  }
  const r = schema.safeParse(raw)
  if (!r.success) return { ok: false, ...firstIssue(r.error) }
  return { ok: true, value: r.data as z.output<S>, ignored }
}

/** Live validation of one field: the message to show, or null when the value is fine. */
export function paramProblem(spec: AnyParamSpec, value: unknown): string | null {
  if (value === undefined) return null
  const r = spec.schema.safeParse(value)
  return r.success ? null : (r.error.issues[0]?.message ?? 'Invalid value')
}
