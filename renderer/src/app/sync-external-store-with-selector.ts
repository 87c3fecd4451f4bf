// What `use-sync-external-store/(shim/)with-selector` resolves to in the renderer (build/preact-aliases.ts), for
// TanStack Store (the tables' state). The package is CommonJS that `require`s React, which the component tests
// cannot point at Preact; this is its code as an ES module on compat's useSyncExternalStore (React's
// use-sync-external-store-with-selector, MIT, Meta Platforms, Inc. and affiliates), so tests and the build run
// the same thing.
/* eslint-disable react-hooks/immutability -- React's own code: the object records what was last rendered, for the
   selector to compare with, and is never rendered from */
import { useDebugValue, useEffect, useMemo, useState, useSyncExternalStore } from 'preact/compat'

interface Instance<Selection> {
  hasValue: boolean
  value: Selection | null
}

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  // No server rendering here: what the server would have is never asked for.
  _getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The selection the component last rendered with (React's code keeps it in a ref; one object for the
  // component's life either way).
  const [inst] = useState<Instance<Selection>>(() => ({ hasValue: false, value: null }))

  const getSelection = useMemo(() => {
    // The last snapshot and what it selected: a snapshot seen before is not selected again, and a selection equal
    // to the last one (isEqual) is the last one, so the component does not render for it.
    let hasMemo = false
    let memoizedSnapshot: Snapshot
    let memoizedSelection: Selection
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true
        memoizedSnapshot = nextSnapshot
        const nextSelection = selector(nextSnapshot)
        if (isEqual !== undefined && inst.hasValue) {
          const currentSelection = inst.value as Selection
          if (isEqual(currentSelection, nextSelection)) return (memoizedSelection = currentSelection)
        }
        return (memoizedSelection = nextSelection)
      }
      const currentSelection = memoizedSelection
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection
      const nextSelection = selector(nextSnapshot)
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot
        return currentSelection
      }
      memoizedSnapshot = nextSnapshot
      return (memoizedSelection = nextSelection)
    }
    return () => memoizedSelector(getSnapshot())
  }, [getSnapshot, selector, isEqual, inst])

  const value = useSyncExternalStore(subscribe, getSelection)
  useEffect(() => {
    inst.hasValue = true
    inst.value = value
  }, [inst, value])
  useDebugValue(value)
  return value
}
