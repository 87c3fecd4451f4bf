// How a channel's answer travels from main to the renderer. Most answers are the Result itself, cloned by
// Electron's IPC. A read answered by the API client's worker travels as JSON text instead: its records were
// validated once, where they entered (the worker), and main forwards the text without building a single object.
// The renderer's side of the bridge (the preload, and every test stand-in for it) turns it back with fromWire,
// so window.api hands the page the same Result either way. No runtime imports: the preload bundles this file.
import type { Result } from './result'

/**
 * One of an answer's long lists as UTF-8 JSON arrays of consecutive records, each piece its own ArrayBuffer.
 * Text of 128 KiB or more is a string with a fresh memory mapping of its own every time it is created or copied,
 * and on a virtual machine touching fresh pages costs more than parsing it (13.4 MB of orders: ~75 ms a copy).
 * Bytes in pieces of ~60 kB are not: the worker hands them to main without a copy (transferred), Electron's
 * clone copies them into ordinary heap memory, and the renderer decodes and parses one piece at a time.
 */
export interface ListPieces {
  /** Where the list sits in the answer: the keys from the top; the list is empty there in `json`. */
  at: string[]
  pieces: ArrayBuffer[]
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

/**
 * Characters of JSON per piece at most (unless one record is longer): the string a piece is decoded into stays
 * under 128 KiB even when a non-Latin-1 character makes V8 store two bytes a character.
 */
export const PIECE_CHARS = 60_000

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

/** An exactly sized ArrayBuffer of the UTF-8 of `text` (it crosses threads and processes by itself). */
function utf8(encoder: InstanceType<typeof TextEncoder>, text: string): ArrayBuffer {
  const bytes = encoder.encode(text)
  const { buffer } = bytes
  return bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength && buffer instanceof ArrayBuffer
    ? buffer
    : (bytes.slice().buffer as ArrayBuffer)
}

function pieces(list: readonly unknown[]): ArrayBuffer[] {
  const encoder = new TextEncoder()
  const out: ArrayBuffer[] = []
  // Only the current piece's record texts are held: thousands of them alive at once outlive V8's young generation.
  let texts: string[] = []
  let size = 0
  for (const record of list) {
    const text = JSON.stringify(record) ?? 'null'
    // Characters, not bytes: the limit is for the strings a piece is decoded into; its UTF-8 may be longer.
    if (texts.length > 0 && size + text.length + 1 > PIECE_CHARS) {
      out.push(utf8(encoder, `[${texts.join(',')}]`))
      texts = []
      size = 0
    }
    texts.push(text)
    size += text.length + 1
  }
  out.push(utf8(encoder, `[${texts.join(',')}]`))
  return out
}

/**
 * The JSON text of `value`; each list at `lists` goes in pieces when its text is long enough for that to matter.
 * Parsing it back (parseJsonAnswer) gives what `JSON.parse(JSON.stringify(value))` would.
 */
export function toJsonAnswer(value: unknown, lists: readonly (readonly string[])[]): JsonAnswer {
  const split: ListPieces[] = []
  let rest = value
  for (const at of lists) {
    const list = listAt(rest, at)
    if (list === undefined) continue
    const sample = list.slice(0, SAMPLE).reduce((sum: number, record) => sum + (JSON.stringify(record)?.length ?? 4), 0)
    const estimate = (sample / Math.max(1, Math.min(list.length, SAMPLE)) + 1) * list.length
    if (estimate <= PIECE_CHARS) continue
    split.push({ at: [...at], pieces: pieces(list) })
    rest = withEmptyList(rest, at)
  }
  const json = JSON.stringify(rest)
  return split.length === 0 ? { json } : { json, lists: split }
}

/** All buffers of an answer's pieces: what the worker transfers to main instead of copying. */
export function transferablesOf(answer: JsonAnswer): ArrayBuffer[] {
  return (answer.lists ?? []).flatMap((list) => list.pieces)
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
  const decoder = new TextDecoder('utf-8', { fatal: true })
  for (const { at, pieces } of answer.lists) {
    let parent: unknown = value
    for (const step of at.slice(0, -1)) parent = isRecord(parent) && Object.hasOwn(parent, step) ? parent[step] : null
    const key = at.at(-1)
    if (!isRecord(parent) || key === undefined || !Object.hasOwn(parent, key) || !Array.isArray(parent[key])) {
      throw new TypeError('the answer’s list is not where its pieces say')
    }
    const records: unknown[] = []
    for (const piece of pieces) {
      const part: unknown = JSON.parse(decoder.decode(piece))
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
