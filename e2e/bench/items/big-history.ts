// 8. Big accounts in the UI: the Order history view on the 1,000,000-order account, in Chromium with window.api
// routed to the real main-process services (API client worker included) and the sandbox as its own process —
// from a click to the first painted row of what it asked for: opening the view (page 1), Next page, a filter
// change (Apply with one status ticked), and Next page across the server's cap (page 10 of 100 → the orders
// the cap left out, via nextPageTransactionTime).
//
// Opening is measured twice. As a person does it: Positions (the first screen) has painted its rows, the
// renderer has been idle, and the click comes a second later — by then the app has read History's first page
// on its own (it does that in its first idle moment). And clicked the moment the tab bar shows, while the first
// screen's own reads are still in flight: no idle moment has come, so the click waits for the read.
//
// Each run resets the sandbox first (`POST /sandbox/reset`: the same seed, a new world, so no answer the
// sandbox cached for the previous run) and opens the renderer in a fresh browser context (an empty query cache).
// "Painted" is stamped as item 6 stamps it: the first frame whose grid shows a row of the new answer, after that
// frame (requestAnimationFrame, then a task); "click" is the click event's own time stamp.
import { startRendererServer } from '../../fixtures/renderer-server'
import { expect } from '@playwright/test'
import { ResourceView } from '../../pages/ResourceView'
import { WorkspacePage } from '../../pages/WorkspacePage'
import { startServices, type Harness } from '../lib/app-harness'
import { launchChromium, newBenchContext, openBenchPage } from '../lib/browser'
import type { BenchContext, BenchItem } from '../lib/item'
import { LARGE_ACCOUNT, spawnSandbox, type ServerProcess } from '../lib/processes'
import { figure, type Figure } from '../lib/report'

const ORDERS = 1_000_000
const TARGET = { kind: 'value-max', max: 300 } as const
const NAMES = {
  open: '8. 1M history: open view → first painted row',
  openAtStart: '8. 1M history: open view during start-up → first painted row',
  next: '8. 1M history: next page → first painted row',
  filter: '8. 1M history: filter change → first painted row',
  pastCap: '8. 1M history: next page past the server cap → first painted row',
} as const
/** The history grid's data rows (group and subtotal rows carry no data-row-id). */
const ROWS = '[data-table-id="history"] [role="row"][data-row-id]'
const STATUSES = ['COMPLETED', 'CANCELED', 'EXPIRED', 'REJECTED'] as const

declare global {
  interface Window {
    /** Arms the stamp for the next click: resolves with click → first painted row of a new answer, in ms. */
    __clickToRows?: (rows: string, notFirst: string | null) => Promise<number>
  }
}

/** Installed before the renderer loads: one measurement at a time, armed right before its click. */
function installStamp(): void {
  window.__clickToRows = (rows, notFirst) =>
    new Promise((done) => {
      let clickedAt: number | undefined
      const painted = () => {
        const first = document.querySelector(rows)
        if (!first || clickedAt === undefined) return false
        // A new answer: the grid is not showing the previous one dimmed, and its first row is another order.
        if (first.closest('[aria-busy="true"]') || first.getAttribute('data-row-id') === notFirst) return false
        return true
      }
      const observer = new MutationObserver(() => {
        if (!painted()) return
        observer.disconnect()
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => done(performance.now() - (clickedAt ?? Number.NaN))
          channel.port2.postMessage(0)
        })
      })
      addEventListener(
        'click',
        (event) => {
          clickedAt = event.timeStamp
          observer.observe(document, { childList: true, subtree: true, attributes: true })
        },
        { capture: true, once: true },
      )
    })
}

export const bigHistory: BenchItem = {
  id: 8,
  title: `Order history on the ${ORDERS.toLocaleString('en')}-order account: click → first painted row`,
  expects: [
    { name: NAMES.open, unit: 'ms', goal: TARGET },
    { name: NAMES.openAtStart, unit: 'ms', goal: TARGET },
    { name: NAMES.next, unit: 'ms', goal: TARGET },
    { name: NAMES.filter, unit: 'ms', goal: TARGET },
    { name: NAMES.pastCap, unit: 'ms', goal: TARGET },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    let sandbox: ServerProcess | undefined
    let app: Harness | undefined
    const renderer = await startRendererServer()
    const browser = await launchChromium()
    try {
      sandbox = await spawnSandbox(['--large-account-orders', String(ORDERS)], 180_000)
      const origin = new URL(sandbox.url).origin
      app = await startServices(sandbox.url)
      const connected = await app.invoke('session.connect', { profileId: 'demo-trader' })
      if (!connected.ok) throw new Error(`connect failed: ${connected.error.message}`)
      const router = app.services.router

      const samples = {
        open: [] as number[],
        openAtStart: [] as number[],
        next: [] as number[],
        filter: [] as number[],
        pastCap: [] as number[],
      }
      const reopen = async () => {
        const reset = await fetch(`${origin}/sandbox/reset`, { method: 'POST', signal: AbortSignal.timeout(120_000) })
        if (!reset.ok) throw new Error(`sandbox reset answered HTTP ${reset.status}`)
        const context = await newBenchContext(browser)
        const page = await openBenchPage(context, router, LARGE_ACCOUNT)
        await page.addInitScript(installStamp)
        await page.goto(renderer.origin)
        return { context, page }
      }
      /** The click the moment the tab bar shows (its own browser context: nothing read yet). */
      const openAtStart = async (): Promise<number> => {
        const { context, page } = await reopen()
        try {
          await expect(page.getByRole('tablist', { name: 'Account views' })).toBeVisible({ timeout: 60_000 })
          const stamp = page.evaluate((rows) => window.__clickToRows?.(rows, null) ?? Number.NaN, ROWS)
          await page.evaluate(() => 0)
          await new WorkspacePage(page).tab('history').click()
          return await stamp
        } finally {
          await context.close()
        }
      }
      const once = async (): Promise<Omit<Record<keyof typeof samples, number>, 'openAtStart'>> => {
        const { context, page } = await reopen()
        try {
          const workspace = new WorkspacePage(page)
          await expect(page.getByRole('tablist', { name: 'Account views' })).toBeVisible({ timeout: 60_000 })
          // As a person clicks: after Positions has painted and the renderer has had an idle moment, a second on.
          await new ResourceView(page, 'Positions').ready()
          await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 5_000 })))
          await page.waitForTimeout(1_000)
          const view = new ResourceView(page, 'Order history')
          // What view.ready() waits for, with room for a loaded machine: the figure is the stamp, not this wait.
          const settled = async () => {
            await expect(view.grid()).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 })
            await expect(view.region.getByRole('button', { name: 'Refresh now' })).toBeEnabled({ timeout: 60_000 })
          }
          const firstRowId = () => page.locator(ROWS).first().getAttribute('data-row-id')
          /** Arms the stamp, runs the click, and waits for its figure. */
          const measure = async (notFirst: string | null, click: () => Promise<void>) => {
            const stamp = page.evaluate(([rows, not]) => window.__clickToRows?.(rows, not) ?? Number.NaN, [
              ROWS,
              notFirst,
            ] as const)
            // The stamp's listener is in place once evaluate has run its synchronous part; a round trip tells.
            await page.evaluate(() => 0)
            await click()
            const ms = await stamp
            await settled()
            return ms
          }
          const next = view.pager().getByRole('button', { name: 'Next page ▶' })

          const open = await measure(null, () => workspace.tab('history').click())
          const nextPage = await measure(await firstRowId(), () => next.click())

          // A status the newest order does not have, so the first row of the answer is another order.
          const shownStatus = (await page.locator(`${ROWS} [data-column-id="status"]`).first().textContent()) ?? ''
          const status = STATUSES.find((s) => !shownStatus.includes(s)) ?? 'REJECTED'
          await view.tick('in-status', [status])
          const form = view.region.getByRole('form', { name: /filters$/ })
          const beforeFilter = await firstRowId()
          const filter = await measure(beforeFilter, () => form.getByRole('button', { name: 'Apply filters' }).click())

          // Back to no filters, then page 9 → 10 unmeasured, and the click across the cap (1,000 orders).
          await view.resetFilters()
          await settled()
          for (let p = 1; p < 10; p++) {
            await next.click()
            await settled()
          }
          await view
            .pager()
            .getByText(/^Page 10 ·/)
            .waitFor()
          const pastCap = await measure(await firstRowId(), () => next.click())
          await view
            .pager()
            .getByText(/older than/)
            .waitFor()
          return { open, next: nextPage, filter, pastCap }
        } finally {
          await context.close()
        }
      }

      await once()
      for (let run = 0; run < ctx.runs; run++) {
        const r = { ...(await once()), openAtStart: await openAtStart() }
        for (const key of Object.keys(samples) as (keyof typeof samples)[]) samples[key].push(r[key])
        ctx.log(
          `  run ${run + 1}: open ${r.open.toFixed(0)} ms (during start-up ${r.openAtStart.toFixed(0)} ms), ` +
            `next ${r.next.toFixed(0)} ms, filter ${r.filter.toFixed(0)} ms, past the cap ${r.pastCap.toFixed(0)} ms`,
        )
      }
      const how = `${LARGE_ACCOUNT} (${ORDERS.toLocaleString('en')} orders), pages of 100, sandbox reset and a fresh browser context each run`
      return [
        figure({
          name: NAMES.open,
          unit: 'ms',
          samples: samples.open,
          goal: TARGET,
          note: `tab click 1 s after Positions painted and the renderer was idle → first painted row; ${how}`,
        }),
        figure({
          name: NAMES.openAtStart,
          unit: 'ms',
          samples: samples.openAtStart,
          goal: TARGET,
          note: 'tab click as soon as the tab bar shows, the first screen still reading → first painted row',
        }),
        figure({
          name: NAMES.next,
          unit: 'ms',
          samples: samples.next,
          goal: TARGET,
          note: 'page 1 → 2 (read ahead in the background once page 1 is shown)',
        }),
        figure({
          name: NAMES.filter,
          unit: 'ms',
          samples: samples.filter,
          goal: TARGET,
          note: 'Apply filters with one status the newest order lacks',
        }),
        figure({
          name: NAMES.pastCap,
          unit: 'ms',
          samples: samples.pastCap,
          goal: TARGET,
          note: 'page 10 → the orders the 1,000-order cap left out (transaction-to = nextPageTransactionTime)',
        }),
      ]
    } finally {
      await browser.close()
      await renderer.close()
      await app?.close()
      await sandbox?.stop()
    }
  },
}
