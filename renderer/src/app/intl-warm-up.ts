// The first Intl call in a renderer process loads ICU's locale and time-zone data, measured at 100–800 ms on
// the bench machine (a fresh page: `Intl.DateTimeFormat()` alone), and the first screen makes that call while
// React renders its first rows (the display zone, time cells, row counts). The data is shared by the whole
// process, so a worker that makes those calls first, on another core, while the page's code is still loading,
// leaves the main thread a call of a few milliseconds (measured: 1–15 ms after the worker, 117–834 ms without).
// The build makes this file an entry of its own that index.html starts first (build/early-scripts.ts): as part
// of the app's entry it would run only after every chunk the entry imports is fetched and run.
// An optimisation only: if the worker cannot start, the first Intl call simply pays the load itself.
try {
  const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url))
  worker.onerror = () => worker.terminate()
} catch {
  // No worker (a policy or platform refusing it): nothing to warm.
}
