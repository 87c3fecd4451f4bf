// Main→window events leave once per turn of main's event loop, together. A burst of pushed changes tells hundreds
// of accounts in one turn; one IPC message each would be as many messages for main to send and tasks for the window
// to run. The page still gets every event, in order (the preload hands them to its listeners one by one).
import type { EventBatch, EventChannel } from '@shared/ipc/channels'

export interface EventsPerTurn {
  /** Queues one event; the turn's events are sent together once the turn ends. */
  post(event: EventChannel, payload: unknown): void
  /** Drops what is queued and sends nothing more (the windows are going away). */
  close(): void
}

export function eventsPerTurn(send: (batch: EventBatch) => void): EventsPerTurn {
  let queued: Array<readonly [EventChannel, unknown]> = []
  let closed = false
  const flush = () => {
    const batch = queued
    queued = []
    if (!closed) send(batch)
  }
  return {
    post(event, payload) {
      if (closed) return
      if (queued.push([event, payload]) === 1) setImmediate(flush)
    },
    close() {
      closed = true
      queued = []
    },
  }
}
