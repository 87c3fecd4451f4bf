// Account changes reach the views at most once a frame: the first at once (a fill shows without waiting for a
// frame), those that arrive within the next frame together when it ends, and so on while they keep coming. A burst of
// a thousand changes a second so costs each shown read one refetch a frame instead of one a change.

/** The next frame, or a short timeout where frames do not run (a hidden window, a test without them). */
export function nextFrame(run: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(once)
  setTimeout(once, 50)
}

export function frameBatch(flush: (keys: string[]) => void, frame: (run: () => void) => void = nextFrame) {
  let pending: Set<string> | null = null
  const open = () => {
    pending = new Set()
    frame(() => {
      const batch = pending
      pending = null
      if (batch && batch.size > 0) {
        flush([...batch])
        open()
      }
    })
  }
  return (key: string): void => {
    if (pending) {
      pending.add(key)
      return
    }
    flush([key])
    open()
  }
}
