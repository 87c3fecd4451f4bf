// 6. Start-up: the built renderer (served as the app:// handler serves it) loading in Chromium, with
// window.api routed to the real main-process services, until the first rows of Positions are painted —
// against loading a blank page from a loopback server in the same browser.
//
// The scenario is the renderer starting while main already holds the Demo trader's session (what a window
// reload sees, and what the app sees once connect has answered) with the last account remembered, so the
// measured path needs no clicks: bundle, React mount, session.current → workspace → positions.list → rows.
import { resolve } from 'node:path'
import { startRendererServer } from '../../fixtures/renderer-server'
import { startServices, type Harness } from '../lib/app-harness'
import { launchChromium, newBenchContext, openBenchPage } from '../lib/browser'
import type { BenchContext, BenchItem } from '../lib/item'
import { ROOT, spawnSandbox, type ServerProcess } from '../lib/processes'
import { figure, summarize, type Figure } from '../lib/report'
import { serveStatic } from '../lib/static-server'

const ACCOUNT = 'default:1001'
const BLANK = '<!doctype html><html><head><meta charset="utf-8"><title>blank</title></head><body></body></html>'

declare global {
  interface Window {
    __firstRowsAt?: number
  }
}

export const startup: BenchItem = {
  id: 6,
  title: 'Start-up: renderer load → first Positions rows (Demo), vs a blank page',
  expects: [
    { name: '6. renderer load → first Positions rows', unit: 'ms' },
    { name: '6. blank page load', unit: 'ms' },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    let sandbox: ServerProcess | undefined
    let app: Harness | undefined
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
      const marks = new Map<string, number[]>()
      const appLoad = async (): Promise<number> => {
        const context = await newBenchContext(browser)
        try {
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
        } finally {
          await context.close()
        }
      }
      const blankLoad = async (): Promise<number> => {
        const context = await newBenchContext(browser)
        try {
          const page = await context.newPage()
          await page.goto(`${blank.origin}/blank.html`, { waitUntil: 'load' })
          return await page.evaluate(() => {
            const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
            return nav?.loadEventEnd ?? Number.NaN
          })
        } finally {
          await context.close()
        }
      }

      await appLoad()
      await blankLoad()
      marks.clear()
      const ours: number[] = []
      const ref: number[] = []
      for (let run = 0; run < ctx.runs; run++) {
        ours.push(await appLoad())
        ref.push(await blankLoad())
        ctx.log(`  run ${run + 1}: app ${ours[run]?.toFixed(0)} ms, blank ${ref[run]?.toFixed(1)} ms`)
      }
      const phases = [...marks].map(([name, ts]) => `${name.slice(3)} ${summarize(ts).median.toFixed(0)}`).join(', ')
      return [
        figure({
          name: '6. renderer load → first Positions rows',
          unit: 'ms',
          samples: ours,
          reference: ref,
          goal: { kind: 'ratio-max', max: 4, reference: 'blank page' },
          note: `navigation start → first painted row of Positions (${ACCOUNT}), session held by main, fresh browser context each run; median ms from navigation: ${phases}`,
        }),
        figure({
          name: '6. blank page load',
          unit: 'ms',
          samples: ref,
          note: 'navigation start → load event end, loopback, fresh browser context',
        }),
      ]
    } finally {
      await browser.close()
      await blank.close()
      await renderer.close()
      await app?.close()
      await sandbox?.stop()
    }
  },
}
