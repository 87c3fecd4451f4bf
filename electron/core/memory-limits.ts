// The app's own bounds on its JavaScript heaps, in one place (docs/performance.md, "Soak": what the memory figure
// counts and why these values). Main's heap cannot be bounded from here: V8 reads its sizes once, when Electron
// starts main, and only a command line given at launch changes them.
import type { ResourceLimits } from 'node:worker_threads'

/**
 * The API client's worker thread. Its young generation is where each answer is parsed: a small one is collected
 * more often and commits less (V8's default lets it take 48 MB for a burst of parsing and keep it). The old
 * generation's ceiling is far above a trading day's use (25–45 MB after a collection) and above what the largest
 * answer the client accepts needs parsed (64 MB of text); a worker that reaches it ends, and the host starts a new
 * one with the same connections (worker/host.ts).
 */
export const CLIENT_WORKER_LIMITS: ResourceLimits = {
  maxYoungGenerationSizeMb: 16,
  maxOldGenerationSizeMb: 512,
}

/**
 * V8 flags for the window's renderer (Electron's `js-flags` switch reaches renderers started after it is set): its
 * young generation at most 2 × 8 MB of semi-spaces instead of Chromium's larger default, which a reload's burst of
 * allocation would otherwise leave committed.
 */
export const RENDERER_JS_FLAGS = '--max-semi-space-size=8'
