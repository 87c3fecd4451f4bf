// Whether a CSS media query matches now, kept current as the window or the system setting changes.
import { useCallback, useSyncExternalStore } from 'react'

// jsdom (the unit tests) has no matchMedia: no query matches there.
const hasMedia = (): boolean => typeof window.matchMedia === 'function'

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMedia()) return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => hasMedia() && window.matchMedia(query).matches)
}
