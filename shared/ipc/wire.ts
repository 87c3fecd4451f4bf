// How a channel's answer travels from main to the renderer. Most answers are the Result itself, cloned by
// Electron's IPC. A read answered by the API client's worker travels as JSON text instead: its records were
// validated once, where they entered (the worker), and main forwards the text without building a single object.
// The renderer's side of the bridge (the preload, and every test stand-in for it) turns it back with fromWire,
// so window.api hands the page the same Result either way. No runtime imports: the preload bundles this file.
import type { Result } from './result'

/**
 * One of an answer's long lists as JSON arrays of consecutive records, each piece short enough to stay in V8's
 * ordinary heap pages. A string of 128 KiB or more gets a fresh memory mapping of its own every time it is
 * created, and on a virtual machine touching fresh pages costs more than parsing the text (a page of 100 orders
 * is ~134 kB: ~1 ms per copy instead of ~0.02 ms). Every copy of a piece — the worker's message to main,
 * Electron's clone to the renderer — and every parse of one stays below that size.
 */
export interface ListPieces {
  /** Where the list sits in the answer: the keys from the top; the list is empty there in `json`. */
  at: string[]
  pieces: string[]
}

/** An answer as JSON text, its long lists (those worth splitting) in pieces beside it. */
export interface JsonAnswer {
  json: string
  lists?: ListPieces[]
}

/** A successful answer whose value is JSON text (main never parsed it). */
export interface SerializedResult extends JsonAnswer {
  ok: true
}

export type WireResult = Result<unknown> | SerializedResult

/** Characters per piece: under 128 KiB even when a non-Latin-1 character makes V8 store two bytes a character. */
export const PIECE_CHARS = 60_000

/**
 * Past this a list crosses as one text again: hundreds of pieces outlive V8's young generation and are copied
 * into the old one, which cost more than the fresh mappings saved (10,000 orders: 733 → 1,016 ms of CPU).
 */
export const MAX_PIECED_CHARS = 1_000_000

/** Records measured to estimate a list's JSON size before deciding whether to split it. */
const SAMPLE = 16

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function listAt(value: unknown, at: readonly string[]): unknown[] | undefined {
  let list: unknown = value
  for (const step of at) list = isRecord(list) && Object.hasOwn(list, step) ? list[step] : undefined
  return at.length > 0 && Array.isArray(list) ? list : undefined
}

function pieces(list: readonly unknown[]): string[] {
  const texts = list.map((record) => JSON.stringify(record) ?? 'null')
  const out: string[] = []
  let from = 0
  let size = 0
  texts.forEach((text, i) => {
    if (i > from && size + text.length + 1 > PIECE_CHARS) {
      out.push(`[${texts.slice(from, i).join(',')}]`)
      from = i
      size = 0
    }
    size += text.length + 1
  })
  out.push(`[${texts.slice(from).join(',')}]`)
  return out
}

/**
 * The JSON text of `value`; each list at `lists` (the paths the caller declares, never guessed from the value's
 * shape) goes in pieces when its text is long enough for that to matter. Parsing it back (parseJsonAnswer) gives
 * what `JSON.parse(JSON.stringify(value))` would.
 */
export function toJsonAnswer(value: unknown, lists: readonly (readonly string[])[]): JsonAnswer {
  const split: ListPieces[] = []
  let rest = value
  for (const at of lists) {
    const list = listAt(rest, at)
    if (list === undefined) continue
    const sample = list.slice(0, SAMPLE).reduce((sum: number, record) => sum + (JSON.stringify(record)?.length ?? 4), 0)
    const estimate = (sample / Math.max(1, Math.min(list.length, SAMPLE)) + 1) * list.length
    if (estimate <= PIECE_CHARS || estimate > MAX_PIECED_CHARS) continue
    split.push({ at: [...at], pieces: pieces(list) })
    rest = withEmptyList(rest, at)
  }
  const json = JSON.stringify(rest)
  return split.length === 0 ? { json } : { json, lists: split }
}

/** A shallow copy of `value` along `at` with an empty list at its end (the records themselves are not copied). */
function withEmptyList(value: unknown, at: readonly string[]): unknown {
  const [step, ...rest] = at
  if (step === undefined) return []
  return isRecord(value) ? { ...value, [step]: withEmptyList(value[step], rest) } : value
}

/** The value a JsonAnswer stands for. */
export function parseJsonAnswer(answer: JsonAnswer): unknown {
  const value: unknown = JSON.parse(answer.json)
  if (answer.lists === undefined) return value
  for (const { at, pieces } of answer.lists) {
    let parent: unknown = value
    for (const step of at.slice(0, -1)) parent = isRecord(parent) && Object.hasOwn(parent, step) ? parent[step] : null
    const key = at.at(-1)
    if (!isRecord(parent) || key === undefined || !Object.hasOwn(parent, key) || !Array.isArray(parent[key])) {
      throw new TypeError('the answer’s list is not where its pieces say')
    }
    const records: unknown[] = []
    for (const piece of pieces) {
      const part: unknown = JSON.parse(piece)
      if (!Array.isArray(part)) throw new TypeError('a piece of the answer’s list is not a list')
      for (const record of part) records.push(record)
    }
    parent[key] = records
  }
  return value
}

function isSerialized(wire: unknown): wire is SerializedResult {
  return (
    typeof wire === 'object' &&
    wire !== null &&
    (wire as { ok?: unknown }).ok === true &&
    typeof (wire as { json?: unknown }).json === 'string' &&
    !('value' in wire)
  )
}

/** The Result a channel's wire answer stands for. */
export function fromWire(wire: unknown): Result<unknown> {
  return isSerialized(wire) ? { ok: true, value: parseJsonAnswer(wire) } : (wire as Result<unknown>)
}
