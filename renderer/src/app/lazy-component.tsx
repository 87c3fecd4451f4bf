// Code that is not on the first screen (the other views, dialogs, the audit viewer) is split into chunks
// loaded on demand. A lazy component renders the real one as soon as its chunk is here (at once when it was
// preloaded), a progress line while it loads, and an error with "Try again" if the chunk cannot be loaded.
// A component that only enhances something already usable (drag to reorder on plain column headers) gives a
// fallback instead: shown while its chunk loads and, if the chunk cannot be loaded, in its place.
//
// Not React.lazy + Suspense: React 19 holds back the content of a Suspense boundary that has shown its
// fallback until 300 ms after the fallback appeared (it batches reveals), so a view whose chunk arrives in
// 30 ms would still appear only after 300 ms. Here the arriving chunk re-renders the component at once.
import { useEffect, useReducer, type ComponentType, type JSX } from 'react'
import { ErrorPanel } from '../components/ErrorPanel'
import { codeLoadError } from '../lib/error-explanation'
import { msg } from '@shared/text/messages'

export interface LazyComponent<P extends object> {
  (props: P): JSX.Element
  displayName: string
  /** Starts loading the chunk (once; again after a failure). Resolves when the component can render. */
  load(): Promise<void>
}

export interface LazyOptions<P extends object> {
  /** What is loading, for the progress line and the error: "the History view". */
  what: string
  /** A dialog's loading state floats above the page instead of taking a place in it. */
  overlay?: boolean
  /** The same thing without the enhancement the chunk adds, rendered until (or unless) it is here. */
  fallback?: (props: P) => JSX.Element
}

type State = { error?: unknown; attempt: number; loads: number }
type Action = 'loaded' | 'retry' | { error: unknown }

function reduce(s: State, action: Action): State {
  if (action === 'loaded') return { ...s, loads: s.loads + 1 }
  if (action === 'retry') return { attempt: s.attempt + 1, loads: s.loads }
  return { ...s, error: action.error }
}

export function lazyComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  options: LazyOptions<P>,
): LazyComponent<P> {
  let component: ComponentType<P> | undefined
  let pending: Promise<void> | undefined
  const load = (): Promise<void> =>
    (pending ??= importer().then(
      (c) => {
        component = c
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))

  function Lazy(props: P): JSX.Element {
    const [state, dispatch] = useReducer(reduce, { attempt: 0, loads: 0 })
    const ready = component !== undefined
    useEffect(() => {
      if (ready) return
      let live = true
      load().then(
        () => live && dispatch('loaded'),
        (error: unknown) => live && dispatch({ error }),
      )
      return () => {
        live = false
      }
    }, [ready, state.attempt])

    if (component) {
      const Component = component
      return <Component {...props} />
    }
    if (options.fallback) return options.fallback(props)
    const place = options.overlay ? ' lazy-state--overlay' : ''
    if (state.error !== undefined) {
      return (
        <div className={`lazy-state${place}`}>
          <ErrorPanel error={codeLoadError(options.what, state.error)} onRetry={() => dispatch('retry')} />
        </div>
      )
    }
    return (
      <div
        className={`lazy-state lazy-state--loading${place}`}
        role="progressbar"
        aria-label={msg('labels.app.loadingWhat', { what: options.what })}
      >
        <span className="spinner" aria-hidden="true" /> {msg('labels.app.loadingWhatEllipsis', { what: options.what })}
      </div>
    )
  }
  Lazy.displayName = `Lazy(${options.what})`
  Lazy.load = load
  return Lazy
}
