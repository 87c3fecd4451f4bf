// React focuses an element with `autoFocus` when it mounts; Preact only writes the `autofocus` attribute, which a
// browser honours on page load and when a native dialog opens, not when a field appears later. So a field that
// should take focus when its view or form appears asks for it here, which behaves the same on both.
import { useLayoutEffect, useRef } from 'react'

/** A ref for the element to focus once, when it is first put on screen. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useLayoutEffect(() => {
    ref.current?.focus()
  }, [])
  return ref
}
