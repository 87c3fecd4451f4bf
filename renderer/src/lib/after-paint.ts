// Work that must not hold up the frame a person is waiting for runs after it: a requestAnimationFrame callback
// runs just before the next frame's style, layout and paint, and a task queued from it runs once that frame is
// done. (While the window is hidden no frame comes, and the work waits until it is shown.)

/** Runs `work` once the next frame has been painted; the returned function cancels it if it has not run yet. */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
