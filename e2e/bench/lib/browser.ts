// Chromium through Playwright, found like the e2e suite finds it and launched as it launches it.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { chromiumExecutable } from '../../../build/scripts/browser.mjs'
import type { Router } from '../../../electron/core/ipc/router'
import { installWindowApi } from '../../harness/window-api'

// The full browser where the machine has one: the figures stand for the app's Chromium, not the tests' shell.
export const CHROMIUM = chromiumExecutable({}, { preferFull: true })

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking']
const VIEWPORT = { width: 1440, height: 900 }
/** See newBenchContext: functions Playwright serialises into the page call tsx's `__name` function. */
const NAME_SHIM = 'globalThis.__name = (target) => target'

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...ARGS, ...extraArgs] })
}

/**
 * A browser on a profile folder that outlives its pages (HTTP cache, V8 code cache, storage on disk), as the
 * packaged app's session does between starts.
 */
export async function launchProfile(userDataDir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: VIEWPORT,
  })
  await context.addInitScript({ content: NAME_SHIM })
  return context
}

/** Used JS heap after a full garbage collection, in MB (CDP: what is live, not what awaits collection). */
export async function usedHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize / (1024 * 1024)
  } finally {
    await cdp.detach()
  }
}

/**
 * A fresh context (own cache and storage). tsx compiles this bench with esbuild's keepNames, which wraps named
 * functions in a `__name(fn, "name")` call; functions Playwright serialises into the page (init scripts,
 * evaluate callbacks) then call a function the page lacks. An identity stand-in keeps them working.
 */
export async function newBenchContext(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORT,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport })
  await context.addInitScript({ content: NAME_SHIM })
  return context
}

/**
 * A page in the context whose window.api is main's router and which remembers the Demo trader's last account,
 * so the renderer goes straight to the workspace on that account.
 */
export async function openBenchPage(context: BrowserContext, router: Router, account: string): Promise<Page> {
  const page = await context.newPage()
  await installWindowApi(page, router)
  await page.addInitScript((last) => {
    localStorage.setItem('dxdesk:accounts:demo-trader', JSON.stringify([{ account: last }]))
  }, account)
  return page
}
