// In-page measurement shared by both grid pages, so AG Grid and ours are timed by the very same code: data
// loaded into memory first, then mount → first rows painted, then a requestAnimationFrame-driven scroll from
// top to bottom in a fixed number of frames with every frame's delta recorded.
import type { Order } from '@shared/api/records'

export interface GridAdapter {
  /** Mounts the grid over rows already in memory. */
  mount(container: HTMLElement, rows: Order[]): void
  /** A painted data row (any). */
  rowSelector: string
  /** The element that scrolls the rows vertically. */
  scroller(): HTMLElement | null
  /** The last data row, once it is in the DOM. */
  lastRowSelector(count: number): string
}

export interface GridBench {
  load(url: string): Promise<number>
  mount(): Promise<number>
  scroll(frames: number): Promise<{ deltas: number[]; reachedEnd: boolean }>
}

declare global {
  interface Window {
    __bench?: GridBench
  }
}

/** Resolves after the frame in which `ready()` first holds has been painted. */
function afterPaintWhen(ready: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!ready()) {
        requestAnimationFrame(check)
        return
      }
      // A task queued from a rAF callback runs only after that frame's style, layout and paint.
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve()
      channel.port2.postMessage(0)
    }
    requestAnimationFrame(check)
  })
}

export function installBench(adapter: GridAdapter): void {
  let rows: Order[] = []
  const container = document.getElementById('grid')
  if (!container) throw new Error('no #grid element')
  window.__bench = {
    async load(url) {
      const res = await fetch(url)
      rows = JSON.parse(await res.text()) as Order[]
      return rows.length
    },
    async mount() {
      const t0 = performance.now()
      adapter.mount(container, rows)
      await afterPaintWhen(() => document.querySelector(adapter.rowSelector) !== null)
      return performance.now() - t0
    },
    scroll(frames) {
      const el = adapter.scroller()
      if (!el) throw new Error('no scroller')
      const deltas: number[] = []
      return new Promise((resolve) => {
        let frame = 0
        let last: number | undefined
        const step = (now: number) => {
          if (last !== undefined) deltas.push(now - last)
          last = now
          if (frame > frames) {
            resolve({ deltas, reachedEnd: document.querySelector(adapter.lastRowSelector(rows.length)) !== null })
            return
          }
          // The same fraction of the whole height per frame for both grids: top to bottom in `frames` frames.
          el.scrollTop = Math.ceil(((el.scrollHeight - el.clientHeight) * frame) / frames)
          frame += 1
          requestAnimationFrame(step)
        }
        requestAnimationFrame(step)
      })
    },
  }
}
