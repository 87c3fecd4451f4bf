// What `react` resolves to in the renderer (build/preact-aliases.ts): preact/compat, plus what our code needs that
// compat lacks or gets wrong. Libraries and our modules import `react` as before.
import compat, { useCallback, useLayoutEffect, useRef, useState } from 'preact/compat'

// compat's types are one `export =` namespace, which TypeScript will not re-export with `export *`; the module
// itself is ES with named exports, and what imports `react` is typed by @types/react, not by this file.
// @ts-expect-error TS2498
export * from 'preact/compat'

/**
 * React 19.2's useEffectEvent: a function for effects to call that always runs the latest render's closure, and
 * that effects need not list as a dependency. The closure is taken in a layout effect, so it is current before
 * any effect of the same commit runs, as in React.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latestRef = useRef(handler)
  useLayoutEffect(() => {
    latestRef.current = handler
  })
  return useCallback((...args: Args) => latestRef.current(...args), [])
}

let nextId = 0

/**
 * An id unique in the document. compat's useId numbers ids per render root, the root being found by walking up
 * the tree; in the built app that walk stopped short for the lazily loaded views, so a details panel's heading got
 * the theme picker's id (both "P0-3") and the panel was named "System". Nothing is rendered on a server, so ids
 * need only be unique here, and a counter is.
 */
export function useId(): string {
  const [id] = useState(() => `id${(nextId++).toString(36)}`)
  return id
}

export default { ...compat, useEffectEvent, useId }
