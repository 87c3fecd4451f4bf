// The building blocks of every endpoint's query parameters. One ParamSpec per parameter carries the wire name,
// the catalogue entry of its label and help (`queryParams.*`, shared/text/messages), and a zod schema that accepts either the raw URL text (the sandbox's view;
// lists comma-separated) or the typed value (the client's view) and outputs the typed value. Per endpoint the
// specs build a params object keyed by wire name, so a zod issue's path[0] is the parameter the server names in
// `Incorrect request parameters (<name>)`.
//
// One rule for every enumerated filter value: accepted in any letter case (as a lenient server would) and
// turned into its canonical spelling, so responses and filtering only ever see `BUY`, `LIMIT`, `today`.
// The client sends each value in the case the interface documents it: lower case for orders/history's
// `side` and `of-type` and for `period`, upper case for the rest. Unknown values are refused (400 "32"),
// except instrument `types`, which stay open: types are "as configured on the platform", and an unknown
// type simply matches nothing, like an unknown symbol; a known type in any case is canonicalised.
//
// zod's functional API (zod/mini): the renderer bundles these schemas for its filter panels, and mini's
// tree-shakable functions cost a third of the method-chaining API. The schemas are the same for main and sandbox.
// Everything is built plainly at import; what keeps start-up cheap is that each endpoint's params live in a module
// of their own (./positions, ./history, …), so a screen evaluates only the schemas it imports
// (docs/performance.md, "Start-up: parameter schemas per endpoint").
import { z } from 'zod/mini'
import { compareTimestamps, parseTimestampText, type IssueRule, type Timestamp } from '../primitives'
import type { Catalogue } from '../../text/messages'

/** The catalogue entries under `P` shaped like `E`: a parameter's label and help, or those and a range's name. */
type WordsEntries<T, P extends string, E> = {
  [K in keyof T & string]: T[K] extends E
    ? `${P}.${K}`
    : T[K] extends object
      ? WordsEntries<T[K], `${P}.${K}`, E>
      : never
}[keyof T & string]

type ParamWords = { readonly label: string; readonly help: string }

/** A parameter's entry in the catalogue (`queryParams.history.inStatus`): its `.label` and `.help`. */
export type ParamWordsKey = WordsEntries<Catalogue['queryParams'], 'queryParams', ParamWords>

/** The entry of a range's first end, which also names the range (`.range`: "Issued" for issued-from/issued-to). */
export type RangeWordsKey = WordsEntries<
  Catalogue['queryParams'],
  'queryParams',
  ParamWords & { readonly range: string }
>

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
  /**
   * Its label and one-sentence help in the catalogue, which the screens and the API description read
   * (shared/text/param-text.ts); the first end of a range also names the range (`.range`).
   */
  readonly words: ParamWordsKey
  /** Allowed values (enum kinds), or suggestions when `openValues` is set. */
  readonly values?: readonly string[]
  readonly openValues?: boolean
  readonly maxItems?: number
  /** Smallest allowed number (int/version kinds). */
  readonly min?: number
  /** The other end of a from/to pair, and which end this one is. */
  readonly rangeWith?: string
  readonly rangeEnd?: 'from' | 'to'
  /** On a range's first end: its own `words`, typed as an entry that also names the range. */
  readonly rangeWords?: RangeWordsKey
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

export type Meta = Omit<AnyParamSpec, 'name' | 'kind' | 'schema' | 'format'>
/** A list item refused: the Demo server's words, and the rule as the window words it. */
export type Problem = { message: string; rule: IssueRule }

/**
 * Every refusal names its rule on the issue (`params`: a code of INPUT_RULES, shared/ipc/result.ts, and its
 * bounds), which is what reaches the window; the `message` is the Demo server's words for its error bodies.
 */
function fail(ctx: z.core.ParsePayload, input: unknown, message: string, rule: IssueRule): never {
  ctx.issues.push({ code: 'custom', message, input, params: rule })
  return z.NEVER
}

const listed = (values: readonly string[]) => values.join(', ').slice(0, 400)

// ---------------------------------------------------------------------------------------------------
// Spec builders

export function intSpec<const N extends string>(
  name: N,
  meta: Meta & { min: number },
  kind: 'int' | 'version' = 'int',
): ParamSpec<N, number, number | string> {
  const message = `${name} must be a whole number of ${meta.min} or more`
  const whole: IssueRule = { rule: 'invalid_type', expected: 'int' }
  const schema = z.pipe(
    z.custom<number | string>((v) => typeof v === 'number' || typeof v === 'string', { message, params: whole }),
    z.transform((v, ctx): number => {
      const n = typeof v === 'number' ? v : /^[+-]?\d{1,16}$/.test(v) ? Number(v) : Number.NaN
      if (!Number.isSafeInteger(n)) return fail(ctx, v, message, whole)
      return n >= meta.min ? n : fail(ctx, v, message, { rule: 'too_small', minimum: meta.min, origin: 'number' })
    }),
  )
  return { ...meta, name, kind, format: (v) => [String(v)], schema }
}

export function timestampSpec<const N extends string>(name: N, meta: Meta): ParamSpec<N, Timestamp, string> {
  const message = `${name} must be a UTC time such as 2024-04-21T09:30:00Z`
  const rule: IssueRule = { rule: 'invalid_format', format: 'timestamp' }
  const schema = z.pipe(
    z.custom<string>((v) => typeof v === 'string', { message, params: rule }),
    z.transform((v, ctx): Timestamp => {
      const r = parseTimestampText(v)
      return typeof r === 'string' ? r : fail(ctx, v, message, rule)
    }),
  )
  return { ...meta, name, kind: 'timestamp', format: (v) => [v], schema }
}

export function booleanSpec<const N extends string>(name: N, meta: Meta): ParamSpec<N, boolean, boolean | string> {
  const message = `${name} must be true or false`
  const rule: IssueRule = { rule: 'invalid_type', expected: 'boolean' }
  const schema = z.pipe(
    z.custom<boolean | string>((v) => typeof v === 'boolean' || typeof v === 'string', { message, params: rule }),
    z.transform((v, ctx): boolean => {
      if (typeof v === 'boolean') return v
      const s = v.toLowerCase()
      return s === 'true' ? true : s === 'false' ? false : fail(ctx, v, message, rule)
    }),
  )
  return { ...meta, name, kind: 'boolean', format: (v) => [String(v)], schema }
}

/** The canonical spelling of an enumerated value given in any letter case. */
export function enumLookup<const K extends string>(values: readonly K[]) {
  const map = new Map<string, K>(values.map((v) => [v.toUpperCase(), v]))
  return (raw: string): K | undefined => map.get(raw.toUpperCase())
}

export type WireCase = { wireCase?: 'lower' }
const inWireCase = (wireCase: 'lower' | undefined) => (v: string) => (wireCase === 'lower' ? v.toLowerCase() : v)

export function enumSpec<const N extends string, const K extends string>(
  name: N,
  kind: 'enum' | 'period',
  values: readonly K[],
  meta: Meta & WireCase,
): ParamSpec<N, K, string> {
  const lookup = enumLookup(values)
  const { wireCase, ...rest } = meta
  const message = `${name} must be one of ${values.join(', ')}`
  const rule: IssueRule = { rule: 'invalid_value', options: listed(values) }
  const schema = z.pipe(
    z.custom<string>((v) => typeof v === 'string', { message, params: rule }),
    z.transform((v, ctx): K => lookup(v) ?? fail(ctx, v, message, rule)),
  )
  const wire = inWireCase(wireCase)
  return { ...rest, name, kind, values, format: (v) => [wire(v)], schema }
}

/** Typed lists are arrays; raw lists are one comma-separated text. Items are trimmed; empty items are refused. */
export function listSpec<const N extends string, T extends string>(
  name: N,
  kind: ParamKind,
  meta: Meta,
  item: (raw: string) => T | Problem,
  wireItem: (value: T) => string = (v) => v,
): ParamSpec<N, T[], string | readonly string[]> {
  const schema = z.pipe(
    z.custom<string | readonly string[]>(
      (v) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')),
      { message: `${name} must be a comma-separated list`, params: { rule: 'invalid_type', expected: 'array' } },
    ),
    z.transform((v, ctx): T[] => {
      let raw: readonly string[]
      if (typeof v === 'string') raw = v.split(',')
      else if (v.some((x) => x.includes(','))) {
        return fail(ctx, v, `${name}: an item cannot contain a comma`, { rule: 'list_item_comma' })
      } else raw = v
      if (meta.maxItems !== undefined && raw.length > meta.maxItems) {
        return fail(ctx, v, `${name} takes at most ${meta.maxItems} items, got ${raw.length}`, {
          rule: 'too_big',
          maximum: meta.maxItems,
          origin: 'array',
        })
      }
      const out: T[] = []
      for (const text of raw) {
        const trimmed = text.trim()
        if (trimmed === '') return fail(ctx, v, `${name} has an empty item`, { rule: 'list_item_empty' })
        const r = item(trimmed)
        if (typeof r === 'object') return fail(ctx, v, r.message, r.rule)
        out.push(r)
      }
      return out
    }),
  )
  return { ...meta, name, kind, format: (v) => v.map(wireItem), schema }
}

export function enumListSpec<const N extends string, const K extends string>(
  name: N,
  values: readonly K[],
  meta: Meta & WireCase,
): ParamSpec<N, K[], string | readonly string[]> {
  const lookup = enumLookup(values)
  const { wireCase, ...rest } = meta
  return listSpec<N, K>(
    name,
    'enum-list',
    { ...rest, values },
    (raw) =>
      lookup(raw) ?? {
        message: `${name}: ${JSON.stringify(raw)} is not one of ${values.join(', ')}`,
        rule: { rule: 'invalid_value', options: listed(values) },
      },
    inWireCase(wireCase),
  )
}

/** The longest item of a list of codes or symbols. */
const TOKEN_MAX = 256

export const token = (name: string) => (raw: string) =>
  raw.length <= TOKEN_MAX
    ? raw
    : { message: `${name}: an item is too long`, rule: { rule: 'list_item_too_long', maximum: TOKEN_MAX } }

// ---------------------------------------------------------------------------------------------------
// Params objects

type ParamsShape<S extends readonly AnyParamSpec[]> = {
  -readonly [P in S[number] as P['name']]: z.ZodMiniOptional<P['schema']>
}

/** What a params object was built from: its specs in display (and query-string) order, and their wire names. */
interface Built {
  readonly specs: readonly AnyParamSpec[]
  /** The sandbox parses every request's query against these. */
  readonly names: ReadonlySet<string>
}

const BUILT = new WeakMap<object, Built>()

function crossChecks(specs: readonly AnyParamSpec[]) {
  return (v: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const given = (name: string) => v[name] !== undefined
    for (const spec of specs) {
      const name = spec.name
      if (spec.required && !given(name)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required`,
          params: { rule: 'required' },
          input: undefined,
        })
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
          params: { rule: 'exclusive_with', other: spec.exclusiveWith },
          input: v[name],
        })
      }
      const clashing = (spec.conflictsWith ?? []).filter(given)
      if (clashing.length > 0) {
        // Both sides are marked, so whichever field the person looks at says what to clear.
        const message = `Give either ${name} or ${spec.conflictsWith?.join('/')}, not both`
        for (const other of [name, ...clashing]) {
          // Each side names the other: the period names the range it replaces, a range end the period.
          const named = other === name ? (spec.conflictsWith ?? []).join('/') : name
          ctx.addIssue({
            code: 'custom',
            path: [other],
            message,
            params: { rule: 'conflicts_with', other: named },
            input: v[other],
          })
        }
      }
      if (spec.alias && given(spec.alias)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is another spelling of ${spec.alias}; give only one of them`,
          params: { rule: 'alias_of', other: spec.alias },
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
            params: {
              rule: 'range_inverted',
              other: spec.rangeWith,
              origin: typeof to === 'number' ? 'number' : 'timestamp',
            },
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
export function paramsObject<const S extends readonly AnyParamSpec[]>(specs: S) {
  const shape = Object.fromEntries(specs.map((spec) => [spec.name, z.optional(spec.schema)])) as ParamsShape<S>
  const schema = z.object(shape).check(z.superRefine(crossChecks(specs)))
  BUILT.set(schema, { specs, names: new Set(specs.map((s) => s.name)) })
  return schema
}

export type ParamsSchema = z.ZodMiniObject<z.core.$ZodLooseShape>

function built(schema: ParamsSchema): Built {
  const b = BUILT.get(schema)
  if (!b) throw new Error('Not a params schema from shared/api/params')
  return b
}

/** The specs an endpoint's params object was built from, in display (and query-string) order. */
export function paramSpecsOf(schema: ParamsSchema): readonly AnyParamSpec[] {
  return built(schema).specs
}

/** The wire names an endpoint's params object knows. */
export function paramNamesOf(schema: ParamsSchema): ReadonlySet<string> {
  return built(schema).names
}
