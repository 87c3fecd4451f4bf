// 6. Start-up: the built renderer (served as the app:// handler serves it) loading in Chromium, with
// window.api routed to the real main-process services, until the first rows of Positions are painted —
// against loading a blank page from a loopback server in the same browser. Printed as figures with their ratio to
// the blank page, without a target.
//
// The scenario is the renderer starting while main already holds the Demo trader's session (what a window
// reload sees, and what the app sees once connect has answered) with the last account remembered, so the
// measured path needs no clicks: bundle, React mount, session.current → workspace → positions.list → rows.
//
// Two starts, each against a blank page loaded the same way: the first ever (a fresh browser context: nothing
// cached, every script compiled from source), and a later one (one browser profile kept on disk and loaded
// enough times for Chromium to write V8's code cache and then read it, as the packaged app's session keeps it
// between starts). A trace of one load of each says how many scripts really came from the code cache.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { startRendererServer } from '../../fixtures/renderer-server'
import { startServices, type Harness } from '../lib/app-harness'
import { launchChromium, launchProfile, newBenchContext, openBenchPage } from '../lib/browser'
import { describeCompiles, traceCompiles } from '../lib/compile-trace'
import type { BenchContext, BenchItem } from '../lib/item'
import { ROOT, spawnSandbox, type ServerProcess } from '../lib/processes'
import { figure, summarize, type Figure } from '../lib/report'
import { serveStatic } from '../lib/static-server'

const ACCOUNT = 'default:1001'
const BLANK = '<!doctype html><html><head><meta charset="utf-8"><title>blank</title></head><body></body></html>'
const FIRST = '6. first start: renderer load → first Positions rows'
const FIRST_BLANK = '6. first start: blank page load'
const LATER = '6. later starts (kept profile): renderer load → first Positions rows'
const LATER_BLANK = '6. later starts (kept profile): blank page load'
/** Loads before a later start is measured: V8 writes a script's code cache on its second load, reads it from the third. */
const PROFILE_WARM_UPS = 3

declare global {
  interface Window {
    __firstRowsAt?: number
  }
}

/** Where pages come from: a fresh context per page (first start) or one kept profile (later starts). */
interface PageSource {
  open(): Promise<{ context: BrowserContext; done(): Promise<void> }>
}

export const startup: BenchItem = {
  id: 6,
  title: 'Start-up: renderer load → first Positions rows (Demo), first and later starts, vs a blank page',
  expects: [
    { name: FIRST, unit: 'ms' },
    { name: FIRST_BLANK, unit: 'ms' },
    { name: LATER, unit: 'ms' },
    { name: LATER_BLANK, unit: 'ms' },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    let sandbox: ServerProcess | undefined
    let app: Harness | undefined
    let profile: BrowserContext | undefined
    const profileDir = await mkdtemp(join(tmpdir(), 'dx-bench-profile-'))
    const renderer = await startRendererServer()
    const blank = await serveStatic(resolve(ROOT, 'out/bench'), new Map([['/blank.html', Buffer.from(BLANK)]]))
    const browser = await launchChromium()
    try {
      sandbox = await spawnSandbox([])
      app = await startServices(sandbox.url)
      const connected = await app.invoke('session.connect', { profileId: 'demo-trader' })
      if (!connected.ok) throw new Error(`connect failed: ${connected.error.message}`)
      const router = app.services.router

      // Where each run's time went: the renderer's start-up marks (renderer/src/app/startup-marks.ts), in ms
      // from navigation start, printed beside the figure.
      let marks = new Map<string, number[]>()
      const phases = (): string =>
        [...marks].map(([name, ts]) => `${name.slice(3)} ${summarize(ts).median.toFixed(0)}`).join(', ')

      const loadApp = async (page: Page): Promise<number> => {
        await page.goto(renderer.origin)
        await page.waitForFunction(() => window.__firstRowsAt !== undefined, undefined, { timeout: 60_000 })
        const [at, stamps] = await page.evaluate(() => [
          window.__firstRowsAt ?? Number.NaN,
          performance
            .getEntriesByType('mark')
            .filter((m) => m.name.startsWith('dx:'))
            .map((m) => [m.name, m.startTime] as const),
        ])
        for (const [name, t] of stamps) marks.set(name, [...(marks.get(name) ?? []), t])
        return at
      }
      const appPage = async (context: BrowserContext): Promise<Page> => {
        const page = await openBenchPage(context, router, ACCOUNT)
        await page.addInitScript(() => {
          // The first frame with a Positions data row in it, stamped after that frame is painted.
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[data-table-id^="positions"] [role="row"][data-row-id]')) return
            observer.disconnect()
            requestAnimationFrame(() => {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => {
                window.__firstRowsAt = performance.now()
              }
              channel.port2.postMessage(0)
            })
          })
          observer.observe(document, { childList: true, subtree: true })
        })
        return page
      }
      const appLoad = async (source: PageSource): Promise<number> => {
        const { context, done } = await source.open()
        try {
          return await loadApp(await appPage(context))
        } finally {
          await done()
        }
      }
      /** One load under a trace, not measured: which scripts came from the code cache. */
      const compileProof = async (source: PageSource): Promise<string> => {
        const { context, done } = await source.open()
        try {
          const page = await appPage(context)
          return describeCompiles(await traceCompiles(page, async () => void (await loadApp(page))))
        } finally {
          await done()
        }
      }
      const blankLoad = async (source: PageSource): Promise<number> => {
        const { context, done } = await source.open()
        try {
          const page = await context.newPage()
          await page.goto(`${blank.origin}/blank.html`, { waitUntil: 'load' })
          return await page.evaluate(() => {
            const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
            return nav?.loadEventEnd ?? Number.NaN
          })
        } finally {
          await done()
        }
      }
      const measure = async (source: PageSource, label: string): Promise<[number[], number[]]> => {
        const ours: number[] = []
        const ref: number[] = []
        for (let run = 0; run < ctx.runs; run++) {
          ours.push(await appLoad(source))
          ref.push(await blankLoad(source))
          ctx.log(`  ${label} run ${run + 1}: app ${ours[run]?.toFixed(0)} ms, blank ${ref[run]?.toFixed(1)} ms`)
        }
        return [ours, ref]
      }

      const fresh: PageSource = {
        async open() {
          const context = await newBenchContext(browser)
          return { context, done: () => context.close() }
        },
      }
      const firstProof = await compileProof(fresh)
      await blankLoad(fresh)
      marks.clear()
      const [firstOurs, firstRef] = await measure(fresh, 'first start')
      const firstPhases = phases()

      const kept = await launchProfile(profileDir)
      profile = kept
      // Pages of the kept profile are closed after each load; the profile (and its caches) stays.
      const closing: PageSource = {
        async open() {
          const before = new Set(kept.pages())
          return {
            context: kept,
            done: async () => {
              for (const page of kept.pages()) if (!before.has(page)) await page.close()
            },
          }
        },
      }
      for (let i = 0; i < PROFILE_WARM_UPS; i++) await appLoad(closing)
      await blankLoad(closing)
      const laterProof = await compileProof(closing)
      marks = new Map()
      const [laterOurs, laterRef] = await measure(closing, 'later start')
      const laterPhases = phases()

      return [
        figure({
          name: FIRST,
          unit: 'ms',
          samples: firstOurs,
          reference: firstRef,
          note: `navigation start → first painted row of Positions (${ACCOUNT}), session held by main, fresh browser context each run (nothing cached); traced load: ${firstProof}; median ms from navigation: ${firstPhases}`,
        }),
        figure({
          name: FIRST_BLANK,
          unit: 'ms',
          samples: firstRef,
          note: 'navigation start → load event end, loopback, fresh browser context',
        }),
        figure({
          name: LATER,
          unit: 'ms',
          samples: laterOurs,
          reference: laterRef,
          note: `the same, in one browser profile on disk after ${PROFILE_WARM_UPS} loads (the renderer served with the app's headers); traced load: ${laterProof}; median ms from navigation: ${laterPhases}`,
        }),
        figure({
          name: LATER_BLANK,
          unit: 'ms',
          samples: laterRef,
          note: 'navigation start → load event end, loopback, same browser profile',
        }),
      ]
    } finally {
      await profile?.close()
      await browser.close()
      await blank.close()
      await renderer.close()
      await app?.close()
      await sandbox?.stop()
      await rm(profileDir, { recursive: true, force: true })
    }
  },
}
