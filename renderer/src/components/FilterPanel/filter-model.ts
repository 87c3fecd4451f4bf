// Generates a filter panel's fields from an endpoint's shared ParamSpecs and turns what the user typed into
// the typed params the endpoint's schema accepts. Validation uses the very same spec schemas main and the
// sandbox apply, so anything invalid is marked on its field and never sent.
import type { z } from 'zod'
import type { AnyParamSpec, ParamsSchema } from '@shared/api/params/spec'
import { ruleFactsOf, type RuleFacts } from '@shared/ipc/result'
import { ruleSentence } from '@shared/text/input-rule-text'
import { paramLabel, rangeLabel } from '@shared/text/param-text'
import { formatTimestamp } from '../../lib/format'
import {
  parseInputValue,
  resolveZone,
  toEpochMs,
  toIsoUtc,
  wallTimeAt,
  wallTimeToInputValue,
  wallTimeToInstant,
  zoneLabel,
} from '../../lib/time-zones'
import { msg } from '@shared/text/messages'

/** What the user is editing: text for typed inputs, a list for multi-selects, a flag for checkboxes. */
export type DraftValue = string | string[] | boolean
export type FilterDraft = Readonly<Record<string, DraftValue>>
/** One endpoint's params as its schema outputs them (numbers, arrays, canonical UTC timestamps). */
export type Filters<S extends ParamsSchema> = Readonly<z.output<S>>
/** Any endpoint's params, read by name (the panel is generated from the specs, so it works by name). */
export type AppliedParams = Readonly<Record<string, unknown>>

export type FilterField =
  | { type: 'time-range'; id: string; label: string; from: AnyParamSpec; to: AnyParamSpec }
  | { type: 'number-range'; id: string; label: string; from: AnyParamSpec; to: AnyParamSpec }
  | { type: 'single'; id: string; label: string; spec: AnyParamSpec }

/** Paging and sorting have their own controls; scope comes from the account picker; aliases are never shown. */
const PANEL_ROLES = new Set(['filter'])

export function buildFilterFields(specs: readonly AnyParamSpec[]): FilterField[] {
  const fields: FilterField[] = []
  const byName = new Map(specs.map((s) => [s.name, s]))
  const used = new Set<string>()
  for (const spec of specs) {
    if (!PANEL_ROLES.has(spec.role) || used.has(spec.name)) continue
    const partner = spec.rangeWith ? byName.get(spec.rangeWith) : undefined
    if (partner && spec.rangeEnd && partner.role === spec.role) {
      const [from, to] = spec.rangeEnd === 'from' ? [spec, partner] : [partner, spec]
      used.add(from.name).add(to.name)
      const type = spec.kind === 'timestamp' ? 'time-range' : 'number-range'
      fields.push({ type, id: `${from.name}..${to.name}`, label: rangeLabel(from) ?? paramLabel(from), from, to })
      continue
    }
    used.add(spec.name)
    fields.push({ type: 'single', id: spec.name, label: paramLabel(spec), spec })
  }
  return fields
}

/** The parameters a field edits, for chips and "remove this filter". */
export function fieldParams(field: FilterField): string[] {
  return field.type === 'single' ? [field.spec.name] : [field.from.name, field.to.name]
}

/** Splits list text on commas, semicolons and line breaks; empty items (a trailing comma) are dropped. */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n\r]+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

export interface TimeConversion {
  iso: string
  note?: string
}

/** A wall-clock time typed in the display zone → the UTC instant sent; DST gaps and overlaps are explained. */
export function convertWallTime(text: string, zone: string): TimeConversion | { error: string } {
  const wall = parseInputValue(text)
  if (!wall) return { error: msg('tables.filterInput.dateTime') }
  const resolved = wallTimeToInstant(wall, resolveZone(zone))
  const iso = toIsoUtc(resolved.epochMs)
  if (resolved.status === 'gap') {
    return {
      iso,
      note: msg('tables.filterInput.timeGap', {
        zone: resolveZone(zone),
        used: formatTimestamp(iso, zone, { millis: false }),
      }),
    }
  }
  if (resolved.status === 'ambiguous') {
    return {
      iso,
      note: msg('tables.filterInput.timeTwice', { zone: resolveZone(zone) }),
    }
  }
  return { iso }
}

/** The inverse, to show applied UTC params back in the editor. */
export function isoToInputValue(iso: string, zone: string): string {
  const epoch = toEpochMs(iso)
  if (epoch === null) return ''
  return wallTimeToInputValue(wallTimeAt(epoch, resolveZone(zone)))
}

function isEmptyDraft(value: DraftValue | undefined): boolean {
  return value === undefined || value === false || value === '' || (Array.isArray(value) && value.length === 0)
}

/** The input a spec's schema is given for a draft value (before the schema's own validation). */
function rawInput(
  spec: AnyParamSpec,
  value: DraftValue,
  zone: string,
): { input: unknown } | { error: string } | { problem: RuleFacts } {
  switch (spec.kind) {
    case 'timestamp': {
      const converted = convertWallTime(String(value), zone)
      return 'error' in converted ? converted : { input: converted.iso }
    }
    case 'boolean':
      return { input: value === true }
    case 'int':
    case 'version': {
      const text = String(value).trim()
      if (!/^[+-]?\d+$/.test(text)) return { problem: { rule: 'invalid_type', expected: 'int' } }
      return { input: text }
    }
    case 'enum-list':
    case 'sort':
      return { input: Array.isArray(value) ? value : splitList(String(value)) }
    case 'id-list':
    case 'string-list':
    case 'symbol-list':
    case 'account-list':
      return { input: Array.isArray(value) ? value : splitList(String(value)) }
    default:
      return { input: Array.isArray(value) ? value.join(',') : String(value) }
  }
}

/** Draft key of the free-text part of an open multi-select (values the app does not know yet). */
export function otherKey(name: string): string {
  return `${name}:other`
}

/** An open multi-select is its ticked known values plus whatever was typed as "other". */
function draftValueOf(spec: AnyParamSpec, draft: FilterDraft): DraftValue | undefined {
  const value = draft[spec.name]
  if (spec.kind !== 'enum-list' || !spec.openValues) return value
  const ticked = Array.isArray(value) ? value : typeof value === 'string' ? splitList(value) : []
  const other = draft[otherKey(spec.name)]
  const typed = typeof other === 'string' ? splitList(other) : []
  return [...new Set([...ticked, ...typed])]
}

export interface ValidationResult {
  /** Parameter → problem; parameters with a problem are not sent. */
  errors: Record<string, string>
  /** DST notes for time fields. */
  notes: Record<string, string>
  params: Record<string, unknown>
  ok: boolean
}

/**
 * Validates every drafted parameter with its spec, then the whole object with the endpoint schema (ranges
 * the wrong way round, sort-by-asc with sort-by-desc). Only a fully valid draft yields params to send.
 */
export function validateDraft(
  specs: readonly AnyParamSpec[],
  draft: FilterDraft,
  zone: string,
  endpointSchema?: {
    safeParse: (v: unknown) => {
      success: boolean
      error?: { issues: readonly z.core.$ZodIssue[] }
    }
  },
): ValidationResult {
  const errors: Record<string, string> = {}
  const notes: Record<string, string> = {}
  const params: Record<string, unknown> = {}
  const said = fieldProblem(specs)
  for (const spec of specs) {
    const value = draftValueOf(spec, draft)
    if (value === undefined || isEmptyDraft(value)) continue
    const raw = rawInput(spec, value, zone)
    if ('error' in raw) {
      errors[spec.name] = raw.error
      continue
    }
    if ('problem' in raw) {
      errors[spec.name] = said(spec.name, raw.problem)
      continue
    }
    if (spec.kind === 'timestamp') {
      const converted = convertWallTime(String(value), zone)
      if (!('error' in converted) && converted.note) notes[spec.name] = converted.note
    }
    const parsed = spec.schema.safeParse(raw.input)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      errors[spec.name] = issue ? said(spec.name, ruleFactsOf(issue)) : msg('tables.filterInput.invalid')
      continue
    }
    if (Array.isArray(parsed.data) && parsed.data.length === 0) continue
    params[spec.name] = parsed.data
  }
  if (Object.keys(errors).length === 0 && endpointSchema) {
    const whole = endpointSchema.safeParse(params)
    if (!whole.success) {
      for (const issue of whole.error?.issues ?? []) {
        const name = String(issue.path[0] ?? '')
        if (name) errors[name] ??= said(name, ruleFactsOf(issue))
      }
    }
  }
  return { errors, notes, params, ok: Object.keys(errors).length === 0 }
}

/**
 * A field's problem as the panel says it: the rule the schema found (its code and bounds, never its English), after
 * the field's label; a rule naming other parameters (`a/b`) names them by their labels too.
 */
function fieldProblem(specs: readonly AnyParamSpec[]) {
  const labels = new Map(specs.map((s) => [s.name, paramLabel(s)]))
  const labelOf = (name: string) => labels.get(name) ?? name
  return (name: string, facts: RuleFacts): string => {
    const other = facts.other === undefined ? {} : { other: facts.other.split('/').map(labelOf).join('/') }
    return ruleSentence({ ...facts, ...other, parameter: labelOf(name) })
  }
}

/** Applied params back into editable draft values (the panel always reflects what is applied). */
export function draftFromParams(specs: readonly AnyParamSpec[], params: AppliedParams, zone: string): FilterDraft {
  const draft: Record<string, DraftValue> = {}
  for (const spec of specs) {
    const value = params[spec.name]
    if (value === undefined) continue
    if (spec.kind === 'timestamp' && typeof value === 'string') draft[spec.name] = isoToInputValue(value, zone)
    else if (spec.kind === 'enum-list' && Array.isArray(value)) {
      const known = new Set(spec.values ?? [])
      draft[spec.name] = value.map(String).filter((v) => !spec.openValues || known.has(v))
      const others = value.map(String).filter((v) => spec.openValues && !known.has(v))
      if (others.length) draft[otherKey(spec.name)] = others.join(', ')
    } else if (Array.isArray(value)) draft[spec.name] = value.map(String).join(', ')
    else if (typeof value === 'boolean') draft[spec.name] = value
    else draft[spec.name] = String(value)
  }
  return draft
}

export interface FilterChip {
  /** Parameters removed together when the chip is removed. */
  params: string[]
  label: string
  value: string
}

function displayValue(spec: AnyParamSpec, value: unknown, zone: string): string {
  if (spec.kind === 'timestamp' && typeof value === 'string') return formatTimestamp(value, zone, { millis: false })
  if (Array.isArray(value)) return value.map(String).join(', ')
  if (typeof value === 'boolean') return value ? msg('labels.filterPanel.yes') : msg('labels.filterPanel.no')
  return String(value)
}

/** One chip per active filter; a time range becomes one chip "Issued: a → b (zone)". */
export function chipsFor(fields: readonly FilterField[], params: AppliedParams, zone: string): FilterChip[] {
  const chips: FilterChip[] = []
  for (const field of fields) {
    if (field.type === 'single') {
      const value = params[field.spec.name]
      if (value === undefined) continue
      chips.push({ params: [field.spec.name], label: field.label, value: displayValue(field.spec, value, zone) })
      continue
    }
    const from = params[field.from.name]
    const to = params[field.to.name]
    if (from === undefined && to === undefined) continue
    const suffix = field.type === 'time-range' ? ` (${zoneLabel(zone)})` : ''
    const a = from === undefined ? '…' : displayValue(field.from, from, zone)
    const b = to === undefined ? '…' : displayValue(field.to, to, zone)
    chips.push({ params: [field.from.name, field.to.name], label: field.label, value: `${a} → ${b}${suffix}` })
  }
  return chips
}

/** "Status: WORKING, COMPLETED" lines for the CSV provenance header. */
export function describeFilters(fields: readonly FilterField[], params: AppliedParams, zone: string): string[] {
  return chipsFor(fields, params, zone).map((c) => `${c.label}: ${c.value}`)
}

export function withoutParams<P extends AppliedParams>(params: P, names: readonly string[]): P {
  const next: Record<string, unknown> = { ...params }
  for (const n of names) delete next[n]
  // Every parameter of an endpoint schema is optional: leaving some out keeps the params valid.
  return next as P
}

/** A draft value as its text field shows it (a list comma-separated). */
export const draftText = (v: DraftValue | undefined) =>
  typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : ''
