// What V8 compiled during one page load, from a Chrome trace of the page: whether scripts came from the code
// cache or were compiled from their source. The proof a "code cache" figure needs, since a cache that is
// written but never read looks the same from outside.
import type { Page } from '@playwright/test'
import { z } from 'zod'

export interface CompileTrace {
  /** Scripts and modules V8 compiled, and of them how many it took from the code cache instead. */
  scripts: number
  fromCache: number
  cacheKb: number
  /** Functions compiled on first call (what a code cache produced after a run would have held), and their ms. */
  lazyCompiles: number
  lazyMs: number
}

/** The fields read from Chrome's trace events (the rest of each event is ignored). */
const traceEvent = z.object({
  name: z.string(),
  ph: z.string(),
  dur: z.number().optional(),
  args: z
    .object({
      data: z
        .object({
          url: z.string().optional(),
          consumedCacheSize: z.number().optional(),
          cacheRejected: z.boolean().optional(),
        })
        .optional(),
    })
    .optional(),
})
type TraceEvent = z.infer<typeof traceEvent>

const CATEGORIES = 'devtools.timeline,v8,disabled-by-default-v8.compile'

export async function traceCompiles(page: Page, load: () => Promise<void>): Promise<CompileTrace> {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const raw of value) {
      const event = traceEvent.safeParse(raw)
      if (event.success) events.push(event.data)
    }
  })
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()))
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
  try {
    await load()
  } finally {
    await cdp.send('Tracing.end')
    await complete
    await cdp.detach()
  }
  const compiles = events.filter((e) => (e.name === 'v8.compile' || e.name === 'v8.compileModule') && e.args?.data?.url)
  const consumed = compiles.filter((e) => (e.args?.data?.consumedCacheSize ?? 0) > 0 && !e.args?.data?.cacheRejected)
  const lazy = events.filter((e) => e.name === 'V8.CompileCode' && e.ph === 'X')
  return {
    scripts: compiles.length,
    fromCache: consumed.length,
    cacheKb: consumed.reduce((kb, e) => kb + (e.args?.data?.consumedCacheSize ?? 0) / 1024, 0),
    lazyCompiles: lazy.length,
    lazyMs: lazy.reduce((ms, e) => ms + (e.dur ?? 0) / 1000, 0),
  }
}

export function describeCompiles(t: CompileTrace): string {
  return (
    `${t.fromCache} of ${t.scripts} scripts from the code cache (${t.cacheKb.toFixed(0)} kB), ` +
    `${t.lazyCompiles} lazy function compiles (${t.lazyMs.toFixed(0)} ms)`
  )
}
