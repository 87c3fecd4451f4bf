// A Chromium performance trace of one page over part of a bench item, and where the renderer's main thread spent
// that time: `DX_BENCH_TRACE=1 npm run bench -- --only 9` writes reports/bench-9-trace.json (open it in DevTools'
// Performance panel or https://ui.perfetto.dev) and prints the page's main-thread time by kind of work;
// `DX_BENCH_TRACE=burst` traces item 9's burst instead, with a CPU profile of the page beside the trace.
import { readFileSync, writeFileSync } from 'node:fs'
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

const CpuProfileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
      children: z.array(z.number()).optional(),
    }),
  ),
  startTime: z.number().optional(),
  endTime: z.number().optional(),
  samples: z.array(z.number()).optional(),
  timeDeltas: z.array(z.number()).optional(),
})
type CpuProfile = z.infer<typeof CpuProfileSchema>

/**
 * Traces `page` as tracePage does and takes a V8 CPU profile of the page over the same span (written beside the
 * trace as .cpuprofile): the functions by self time and by total time. Read it on a renderer built with
 * DX_NO_MINIFY=1, or the names are the minifier's.
 */
export async function profilePage<T>(
  browser: Browser,
  page: Page,
  path: string,
  during: () => Promise<T>,
): Promise<{ result: T; summary: string[] }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 })
  await cdp.send('Profiler.start')
  let profile: CpuProfile | undefined
  const traced = await tracePage(browser, page, path, async () => {
    try {
      return await during()
    } finally {
      profile = CpuProfileSchema.parse((await cdp.send('Profiler.stop')).profile)
      await cdp.detach()
    }
  })
  if (!profile) return traced
  writeFileSync(path.replace(/\.json$/, '.cpuprofile'), JSON.stringify(profile))
  return { result: traced.result, summary: [...traced.summary, ...summariseProfile(profile)] }
}

/** Self and total time per function (name, file and line), largest first; a function counted once per sample. */
export function summariseProfile(profile: CpuProfile, top = 30): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const nameOf = (id: number) => {
    const f = byId.get(id)?.callFrame
    if (!f) return '?'
    const file = f.url.split('/').pop() ?? ''
    return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`
  }
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  samples.forEach((id, i) => {
    const us = deltas[i + 1] ?? deltas[i] ?? 0
    const name = nameOf(id)
    self.set(name, (self.get(name) ?? 0) + us)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = nameOf(at)
      if (seen.has(n)) continue
      seen.add(n)
      total.set(n, (total.get(n) ?? 0) + us)
    }
  })
  const ms = (us: number) => (us / 1000).toFixed(0)
  const list = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `    ${ms(us)} ms  ${name}`)
  return ['CPU profile, self time:', ...list(self), 'CPU profile, total time:', ...list(total)]
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
