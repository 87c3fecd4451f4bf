// The faults of a trading day, each done the way it happens to a trader: the sandbox drops its push sockets, ends
// every session, answers slowly or with errors (its `/sandbox/…` controls), the window reloads, or is hidden and
// shown again. And the two ways the watch hears of changes: push, then polling (upgrades refused, sockets dropped).
import { expect, type Page } from '@playwright/test'
import { AccountPickerPage } from '../pages/AccountPickerPage'
import { ConnectPage } from '../pages/ConnectPage'

export const FAULTS = [
  'push-dropped',
  'sessions-expired',
  'slow-answers',
  'failing-answers',
  'window-reloaded',
  'window-hidden',
] as const
export type FaultName = (typeof FAULTS)[number]

export interface FaultContext {
  controlUrl: string
  page: Page
  /** Back to the workspace on the run's accounts after a reload (the case prompt answered if it asks again). */
  reopen(): Promise<void>
  /** How long the window stays hidden. */
  hiddenMs: number
}

async function post(controlUrl: string, path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${controlUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
}

async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

export async function injectFault(name: FaultName, ctx: FaultContext): Promise<void> {
  switch (name) {
    case 'push-dropped':
      return post(ctx.controlUrl, '/push/drop')
    case 'sessions-expired':
      return post(ctx.controlUrl, '/sessions/expire')
    case 'slow-answers':
      return post(ctx.controlUrl, '/faults', { path: '/accounts', fault: 'delay', delayMs: 1500, times: 20 })
    case 'failing-answers':
      return post(ctx.controlUrl, '/faults', { path: '/accounts', fault: 'status-500', times: 6 })
    case 'window-reloaded':
      await ctx.page.reload()
      return ctx.reopen()
    case 'window-hidden':
      await setVisibility(ctx.page, 'hidden')
      await new Promise((resolve) => setTimeout(resolve, ctx.hiddenMs))
      return setVisibility(ctx.page, 'visible')
  }
}

/** The watch moves to polling: the server stops offering push and the open sockets are lost. */
export async function stopPush(controlUrl: string): Promise<void> {
  await post(controlUrl, '/push/refuse-upgrades', { status: 404 })
  await post(controlUrl, '/push/drop')
}

/** Faults whose rules the sandbox keeps until they fire are removed, so the end of a run is read cleanly. */
export async function clearFaults(controlUrl: string): Promise<void> {
  await fetch(`${controlUrl}/faults`, { method: 'DELETE' })
}

/** Signs in as Demo support and opens these client accounts under a case; the same after a reload. */
export async function openAccounts(page: Page, accounts: readonly string[]): Promise<void> {
  const connect = page.getByRole('heading', { name: 'Connect' })
  const picker = page.getByRole('heading', { name: 'Choose accounts' })
  const tabs = page.getByRole('tablist', { name: 'Account views' })
  await expect(connect.or(picker).or(tabs)).toBeVisible({ timeout: 30_000 })
  if (await tabs.isVisible()) return
  if (await connect.isVisible()) {
    await new ConnectPage(page).connect('Demo support')
    await expect(picker.or(tabs)).toBeVisible({ timeout: 30_000 })
    if (await tabs.isVisible()) return
  }
  const chooser = new AccountPickerPage(page)
  await chooser.typeCodes(accounts)
  await page.getByRole('button', { name: /^Open \d+ accounts?$/ }).click()
  const prompt = page.getByRole('heading', { name: 'Open a support case' })
  await expect(prompt.or(tabs)).toBeVisible({ timeout: 30_000 })
  if (await prompt.isVisible()) await chooser.openCase('SOAK-1', 'Trading day run over the client accounts')
  await expect(tabs).toBeVisible({ timeout: 30_000 })
}
