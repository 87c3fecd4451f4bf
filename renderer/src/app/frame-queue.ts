// Events the window hears many times a frame in a burst (the watch's status after every pass, activity entries,
// pushed figures) reach React at most once a frame: the first at once (nothing waits for a frame when things are
// quiet), those that arrive within the next frame together when it ends, and so on while they keep coming. Each
// flush renders what it touches once, however many events it carries; nothing is dropped, the caller merges.
import { nextFrame } from './frame-batch'

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
