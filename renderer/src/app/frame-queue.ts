// Events the window hears many times a frame in a burst (account changes, the watch's status after every pass,
// activity entries, pushed figures) reach React at most once a frame: the first at once (nothing waits for a frame
// when things are quiet, so a fill shows without delay), those that arrive within the next frame together when it
// ends, and so on while they keep coming. Each flush renders what it touches once, however many events it carries;
// nothing is dropped, the caller merges. A burst of a thousand changes a second so costs each shown read one
// refetch a frame instead of one a change.

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

export function frameQueue<T>(
  flush: (items: T[]) => void,
  frame: (run: () => void) => void = nextFrame,
): (item: T) => void {
  let pending: T[] | null = null
  const open = () => {
    pending = []
    frame(() => {
      const batch = pending
      pending = null
      if (batch && batch.length > 0) {
        flush(batch)
        open()
      }
    })
  }
  return (item: T): void => {
    if (pending) {
      pending.push(item)
      return
    }
    flush([item])
    open()
  }
}

/** A frame queue of keys: each flush names a key once, in the order first heard. */
export function frameBatch(
  flush: (keys: string[]) => void,
  frame: (run: () => void) => void = nextFrame,
): (key: string) => void {
  return frameQueue<string>((keys) => flush([...new Set(keys)]), frame)
}

/**
 * Once the next frame has been painted: a task queued from the frame's callback runs after its paint. Unlike
 * `afterNextPaint` (lib/after-paint.ts), which waits for a hidden window to be shown, it runs anyway after
 * nextFrame's timeout: the live events it carries are state, kept current while nobody looks.
 */
export function afterPaint(run: () => void): void {
  nextFrame(() => setTimeout(run, 0))
}

/**
 * Items taken in together once the next frame has been painted, never at once: for what must not share the frame
 * in which a change reaches a table (the summary's figures and Live cells, which re-render 200 rows). At most one
 * flush a frame, as with frameQueue.
 */
export function afterPaintQueue<T>(
  flush: (items: T[]) => void,
  after: (run: () => void) => void = afterPaint,
): (item: T) => void {
  let pending: T[] | null = null
  return (item: T): void => {
    if (pending) {
      pending.push(item)
      return
    }
    pending = [item]
    after(() => {
      const batch = pending ?? []
      pending = null
      flush(batch)
    })
  }
}
