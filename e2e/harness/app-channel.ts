// The messages between a harness (the soak, bench item 9) and the app's main process when main runs in a child
// process of its own (app-main.ts). They cross Node's IPC with `serialization: 'advanced'` — V8's structured clone, the serialiser
// Electron's IPC uses — so an invoke's input and a WireResult's ArrayBuffer pieces cross as they do in the app.
import { z } from 'zod'

/** Harness → main: each request carries an id its answer repeats. */
export const ToMainSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('invoke'), id: z.number(), channel: z.string(), input: z.unknown() }),
  /** The page cancelled a call (its AbortSignal), as closing a window does in the app. */
  z.object({ type: z.literal('abort'), id: z.number() }),
  /** Two full collections, then the heaps of main and of the API client's worker. */
  z.object({ type: z.literal('measure'), id: z.number() }),
  /** Main's longest event-loop delay since the last ask, and a fresh start. */
  z.object({ type: z.literal('stall'), id: z.number() }),
  z.object({ type: z.literal('watch-status'), id: z.number() }),
  /** From now on, each pushed version main hears (the client worker → the watch) is sent as `heard`. */
  z.object({ type: z.literal('stamp-pushes'), id: z.number() }),
  z.object({ type: z.literal('shutdown'), id: z.number() }),
])
export type ToMain = z.infer<typeof ToMainSchema>

export const FromMainSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  /** `at`: when main had the answer, in ms since the epoch (performance.timeOrigin + now), comparable across processes. */
  z.object({ type: z.literal('answer'), id: z.number(), value: z.unknown(), at: z.number() }),
  /** A turn's main→renderer events, exactly as main's IPC bridge would send them to the window; `at` as above. */
  z.object({
    type: z.literal('events'),
    events: z.array(z.tuple([z.string(), z.unknown()]).readonly()).readonly(),
    at: z.number(),
  }),
  /** Pushed versions main heard, and when (after `stamp-pushes`). */
  z.object({ type: z.literal('heard'), accounts: z.array(z.string()), at: z.number() }),
  z.object({ type: z.literal('uncaught'), message: z.string() }),
])
export type FromMain = z.infer<typeof FromMainSchema>

export const MeasureSchema = z.object({
  heapMb: z.number(),
  workerHeapMb: z.number().optional(),
  /** The worker's committed heap (heapTotal), in MB. */
  workerHeapTotalMb: z.number().optional(),
  /** process.memoryUsage() of main, in MB: where its resident memory goes besides the heap in use. */
  heapTotalMb: z.number(),
  externalMb: z.number(),
  arrayBuffersMb: z.number(),
})
/** The longest event-loop delay since the last ask, and the CPU main used meanwhile (its threads together). */
export const StallSchema = z.object({
  maxMs: z.number(),
  cpuMs: z.number(),
  wallMs: z.number(),
  /** The share of that time main's event loop was busy (event-loop utilisation), 0–1. */
  busy: z.number(),
})
