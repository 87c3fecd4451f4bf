import { seriousViolations } from '../fixtures/axe'
import { expect, test } from '../fixtures/desk'
import { TAB_TITLES, type TabKey } from '../pages/WorkspacePage'

/** Serious and critical axe violations on the page as it is now, as "rule: target" lines. */

test.describe('Accessibility (axe, 0 serious or critical)', () => {
  test('connect screen and profile form, light and dark', async ({ desk }) => {
    test.slow()
    await expect(desk.connectPage.heading()).toBeVisible()
    expect(await seriousViolations(desk.page)).toEqual([])
    await desk.connectPage.openNewProfile()
    await desk.page.getByRole('button', { name: 'Save profile' }).click()
    expect(await seriousViolations(desk.page)).toEqual([])
    await desk.page.getByLabel('Theme').selectOption('dark')
    expect(await seriousViolations(desk.page)).toEqual([])
  })

  test('account picker with client search (support)', async ({ desk }) => {
    await desk.connectPage.connect('Demo support')
    await desk.picker.expectVisible()
    await desk.picker.searchUsers('Trader')
    await expect(desk.page.getByRole('checkbox', { name: /^default:1001\b/ })).toBeVisible()
    expect(await seriousViolations(desk.page)).toEqual([])
  })

  for (const key of Object.keys(TAB_TITLES) as TabKey[]) {
    test(`${TAB_TITLES[key]}: multi-account with filters open, light and dark`, async ({ desk }) => {
      // Two accounts' rows with the filter panel open is the largest page axe scans here: at a load of 15 on
      // the 2 CPUs a scan took up to 15 s and the whole test over 90 s. Nothing here asserts a duration.
      test.setTimeout(180_000)
      await desk.signIn('Demo trader', ['default:1001', 'default:1002'])
      const view = await desk.workspace.open(key)
      await view.ready(key === 'portfolio' ? 'Balances' : key === 'metrics' ? 'Account metrics' : undefined)
      await view.openFilters().catch(() => undefined)
      expect(await seriousViolations(desk.page), 'light').toEqual([])
      await desk.workspace.setTheme('dark')
      expect(await seriousViolations(desk.page), 'dark').toEqual([])
    })
  }

  test('case mode banner, unlock dialog, details drawer and column chooser', async ({ desk }) => {
    test.slow()
    await desk.signIn('Demo support', ['default:1001'])
    expect(await seriousViolations(desk.page)).toEqual([])
    await desk.workspace.caseBanner().getByRole('button', { name: 'Unlock editing…' }).click()
    expect(await seriousViolations(desk.page)).toEqual([])
    await desk.page.getByRole('button', { name: 'Cancel' }).click()
    const view = await desk.workspace.open('orders')
    await view.ready()
    await view.region.getByRole('button', { name: 'Columns' }).click()
    expect(await seriousViolations(desk.page)).toEqual([])
    await desk.page.keyboard.press('Escape')
    await view.grid().focus()
    await desk.page.keyboard.press('Enter')
    await expect(desk.page.getByRole('dialog', { name: /^Order/ })).toBeVisible()
    expect(await seriousViolations(desk.page)).toEqual([])
  })
})
