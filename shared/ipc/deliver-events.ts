// How a batch of main→renderer events (IPC_EVENT_BATCH) reaches the page's listeners: each well-formed
// [event, payload] pair, in order, to the listeners of its event; anything else in the batch is skipped. No runtime
// imports: the sandboxed preload bundles this file, and the test harness injects it into the page as a script.

type Listener = (payload: unknown) => void

/**
 * `failed`: a listener threw. It is told, and the batch goes on to the other listeners and events. The listeners of
 * an event are taken as they are when the event's turn comes, so a listener may unsubscribe while it runs.
 */
export function deliverEvents(
  batch: unknown,
  listenersOf: (event: string) => Iterable<Listener> | undefined,
  failed: (error: unknown) => void,
): void {
  if (!Array.isArray(batch)) return
  for (const entry of batch as unknown[]) {
    if (!Array.isArray(entry)) continue
    for (const listener of [...(listenersOf(String(entry[0])) ?? [])]) {
      try {
        listener(entry[1])
      } catch (error) {
        failed(error)
      }
    }
  }
}
