// What `react` resolves to in the renderer (build/preact-aliases.ts): preact/compat, plus the one React 19 hook
// our code uses that compat does not have. Libraries and our modules import `react` as before.
import { useCallback, useLayoutEffect, useRef } from 'preact/compat'

// compat's types are one `export =` namespace, which TypeScript will not re-export with `export *`; the module
// itself is ES with named exports, and what imports `react` is typed by @types/react, not by this file.
// @ts-expect-error TS2498
export * from 'preact/compat'
export { default } from 'preact/compat'

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
