// The messages between the soak harness and the app's main process when main runs in a child process of its own
// (app-main.ts). They cross Node's IPC with `serialization: 'advanced'` — V8's structured clone, the serialiser
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
  z.object({ type: z.literal('shutdown'), id: z.number() }),
])
export type ToMain = z.infer<typeof ToMainSchema>

export const FromMainSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('answer'), id: z.number(), value: z.unknown() }),
  /** A main→renderer event, exactly as main's IPC bridge would send it to the window. */
  z.object({ type: z.literal('event'), event: z.string(), payload: z.unknown() }),
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
export const StallSchema = z.object({ maxMs: z.number(), cpuMs: z.number(), wallMs: z.number() })
