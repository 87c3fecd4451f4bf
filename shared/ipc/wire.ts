// How a channel's answer travels from main to the renderer. Most answers are the Result itself, cloned by
// Electron's IPC. A read answered by the API client's worker travels as JSON text instead: its records were
// validated once, where they entered (the worker), and main forwards the text without building a single object.
// The renderer's side of the bridge (the preload, and every test stand-in for it) turns it back with fromWire,
// so window.api hands the page the same Result either way. No runtime imports: the preload bundles this file.
import type { Result } from './result'

/** A successful answer whose value is JSON text (main never parsed it). */
export interface SerializedResult {
  ok: true
  json: string
}

export type WireResult = Result<unknown> | SerializedResult

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
  return isSerialized(wire) ? { ok: true, value: JSON.parse(wire.json) as unknown } : (wire as Result<unknown>)
}
