// How a batch of main→renderer events (IPC_EVENT_BATCH) reaches the page's listeners: each well-formed
// [event, payload] pair, in order, to the listeners of its event; anything else in the batch is skipped. No runtime
// imports: the sandboxed preload bundles this file, and the test harness injects it into the page as a script.

type Listener = (payload: unknown) => void
/** The preload and the page both have it; shared/ is typed with neither DOM nor Node globals. */
declare function queueMicrotask(callback: () => void): void

/**
 * A listener that throws is reported as uncaught (as an IPC listener's error is), and the batch goes on to the other
 * listeners and events. The listeners of an event are taken as they are when the event's turn comes, so a listener
 * may unsubscribe while it runs.
 */
export function deliverEvents(batch: unknown, listenersOf: (event: string) => Iterable<Listener> | undefined): void {
  if (!Array.isArray(batch)) return
  for (const entry of batch as unknown[]) {
    if (!Array.isArray(entry)) continue
    for (const listener of [...(listenersOf(String(entry[0])) ?? [])]) {
      try {
        listener(entry[1])
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
}
