// A V8 CPU profile of one page over part of a bench item, and the functions that took its time:
// `DX_BENCH_PROFILE=1 DX_NO_MINIFY=1 npm run bench -- --only 9` writes reports/bench-9.cpuprofile (open it in DevTools'
// Performance panel, or speedscope) and prints the page's self time per function and the total time under each of a
// few named functions. DX_NO_MINIFY keeps the renderer's function names; without it they are minified.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { z } from 'zod'
import { ROOT } from './processes'

const NodeSchema = z.object({
  id: z.number(),
  callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
  children: z.array(z.number()).optional(),
})
const ProfileSchema = z.object({
  nodes: z.array(NodeSchema),
  samples: z.array(z.number()).optional(),
  timeDeltas: z.array(z.number()).optional(),
  startTime: z.number(),
  endTime: z.number(),
})
type Profile = z.infer<typeof ProfileSchema>

/** The profile file, when a profile was asked for (DX_BENCH_PROFILE set). */
export function profileFile(item: number): string | undefined {
  return process.env['DX_BENCH_PROFILE'] ? resolve(ROOT, `reports/bench-${item}.cpuprofile`) : undefined
}

/** Profiles `page`'s JavaScript while `during` runs (100 µs sampling), writes it to `path` and summarises it. */
export async function profilePage<T>(
  page: Page,
  path: string,
  during: () => Promise<T>,
): Promise<{ result: T; summary: string[] }> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    let result: T
    let profile: unknown
    try {
      result = await during()
    } finally {
      profile = (await cdp.send('Profiler.stop')).profile
    }
    writeFileSync(path, JSON.stringify(profile))
    return { result, summary: summariseProfile(ProfileSchema.parse(profile)) }
  } finally {
    await cdp.detach()
  }
}

const nameOf = (n: Profile['nodes'][number]) => {
  const file = n.callFrame.url.split('/').at(-1) ?? ''
  return `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`
}

/** Self time per function (largest first) and the busy share: what the page's script spent its samples on. */
export function summariseProfile(profile: Profile, top = 25): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const hits = new Map<number, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  samples.forEach((id, i) => hits.set(id, (hits.get(id) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0)))
  const self = new Map<string, number>()
  let busy = 0
  for (const [id, us] of hits) {
    const node = byId.get(id)
    if (!node) continue
    const name = nameOf(node)
    if (name.startsWith('(idle)') || name.startsWith('(program)') || name.startsWith('(garbage')) {
      if (!name.startsWith('(idle)')) busy += us
      if (name.startsWith('(idle)')) continue
    } else busy += us
    self.set(name, (self.get(name) ?? 0) + us)
  }
  const ms = (us: number) => (us / 1000).toFixed(0)
  return [
    `page JavaScript busy ${ms(busy)} ms of ${ms(profile.endTime - profile.startTime)} ms profiled (self time, top ${top})`,
    ...[...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `  ${name}: ${ms(us)} ms`),
  ]
}
