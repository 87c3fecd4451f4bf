// A Chromium performance trace of one page over part of a bench item, and where the renderer's main thread spent
// that time: `DX_BENCH_TRACE=1 npm run bench -- --only 9` writes reports/bench-9-trace.json (open it in DevTools'
// Performance panel or https://ui.perfetto.dev) and prints the page's main-thread time by kind of work;
// `DX_BENCH_TRACE=burst` traces item 9's burst instead, with a CPU profile of the page beside the trace.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { z } from 'zod'
import { ROOT } from './processes'

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
]

const TraceEventSchema = z.object({
  name: z.string(),
  ph: z.string(),
  pid: z.number(),
  tid: z.number(),
  ts: z.number().optional(),
  dur: z.number().optional(),
  args: z.record(z.string(), z.unknown()).optional(),
})
const TraceSchema = z.object({ traceEvents: z.array(z.unknown()) })

/** The trace file, when tracing was asked for (DX_BENCH_TRACE set, and not to a part other than `part`). */
export function traceFile(item: number, part?: string): string | undefined {
  const asked = process.env['DX_BENCH_TRACE']
  if (!asked) return undefined
  if (part === undefined ? asked !== '1' : asked !== part) return undefined
  return resolve(ROOT, `reports/bench-${item}${part ? `-${part}` : ''}-trace.json`)
}

/** Traces `page` while `during` runs, then reads the trace back: the renderer main thread's time by kind. */
export async function tracePage<T>(
  browser: Browser,
  page: Page,
  path: string,
  during: () => Promise<T>,
): Promise<{ result: T; summary: string[] }> {
  await browser.startTracing(page, { path, categories: CATEGORIES })
  let result: T
  try {
    result = await during()
  } finally {
    await browser.stopTracing()
  }
  return { result, summary: summarise(readFileSync(path, 'utf8')) }
}

/**
 * Self time (a slice's duration less its children's) per slice name on the renderer's main thread, largest first:
 * script (FunctionCall, v8 compile and parse), style and layout, paint, and the rest. Self time, so nested slices are
 * counted once.
 */
export function summarise(text: string, top = 12): string[] {
  const events = TraceSchema.parse(JSON.parse(text))
    .traceEvents.map((e) => TraceEventSchema.safeParse(e))
    .flatMap((p) => (p.success ? [p.data] : []))
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.['name'] === 'CrRendererMain')
  if (!main) return ['no renderer main thread in the trace']
  const slices = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts !== undefined)
    .map((e) => ({ name: e.name, start: e.ts ?? 0, end: (e.ts ?? 0) + (e.dur ?? 0) }))
    .sort((a, b) => a.start - b.start || b.end - a.end)
  const self = new Map<string, number>()
  const open: { name: string; end: number; child: number }[] = []
  const close = (until: number) => {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= until) {
      const done = open.pop()
      if (!done) break
      self.set(done.name, (self.get(done.name) ?? 0) - done.child)
    }
  }
  let first = Number.POSITIVE_INFINITY
  let last = 0
  for (const s of slices) {
    close(s.start)
    const parent = open.at(-1)
    if (parent) parent.child += s.end - s.start
    else {
      first = Math.min(first, s.start)
      last = Math.max(last, s.end)
    }
    self.set(s.name, (self.get(s.name) ?? 0) + (s.end - s.start))
    open.push({ name: s.name, end: s.end, child: 0 })
  }
  close(Number.POSITIVE_INFINITY)
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  const wall = Math.max(0, last - first)
  const ms = (us: number) => (us / 1000).toFixed(0)
  return [
    `renderer main thread busy ${ms(total)} ms of ${ms(wall)} ms traced`,
    ...[...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `  ${name}: ${ms(us)} ms (${((100 * us) / Math.max(1, total)).toFixed(1)} %)`),
  ]
}
