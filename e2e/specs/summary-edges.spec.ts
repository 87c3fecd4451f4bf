// The account summary at the edges of what it shows, in the smallest supported window (1024 × 700) and a desktop
// one (1440 × 900), light and dark: the Live column stays at the figures' right edge while they scroll sideways, so it
// must sit beside "Pos / Ord", not over it; and an account code far longer than the column (a broker's own scheme)
// is cut instead of pushing every figure along. Photographed into test-results/summary-edges/.
import type { Locator } from '@playwright/test'
import { expect } from '../fixtures/desk'
import { Camera, testEachLook } from '../fixtures/camera'

const camera = new Camera('test-results/summary-edges')
const ACCOUNTS = ['default:1001', 'default:1002']
const LONG = `default:${'9'.repeat(192)}`

/** Left and right edges of the last two header cells and of each account row's last two cells. */
async function lastTwo(bar: Locator) {
  return bar.locator('thead tr, tbody tr:has(td.live-cell)').evaluateAll((rows) =>
    rows.map((tr) =>
      [...tr.children].slice(-2).map((cell) => {
        const r = cell.getBoundingClientRect()
        return { text: cell.textContent ?? '', left: r.left, right: r.right }
      }),
    ),
  )
}

async function expectLiveBesidePosOrd(bar: Locator) {
  const rows = await lastTwo(bar)
  expect(rows[0]!.map((c) => c.text)).toEqual(['Pos / Ord', 'Live'])
  for (const [posOrd, live] of rows) {
    expect(live!.left, `${live!.text} starts where ${posOrd!.text} ends`).toBeGreaterThanOrEqual(posOrd!.right - 0.5)
  }
}

testEachLook(
  (look) => `at ${look.tag}: the Live column beside "Pos / Ord"; a 200-character code cut, not widening the bar`,
  ACCOUNTS,
  async (desk, look) => {
    const bar = desk.workspace.summaryBar()
    await expect(bar.locator('td.live-cell[data-live="watching"]')).toHaveCount(ACCOUNTS.length, { timeout: 15_000 })
    await expectLiveBesidePosOrd(bar)
    await camera.shot(desk.page, `01-two-accounts-${look.tag}`)

    // The Demo server has no such account: its code is written into the first row as a server would send it.
    const header = bar.locator('tbody th[scope="row"]').first()
    await header.evaluate((th, code) => {
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent === 'default:1001') {
          node.textContent = code
          return
        }
      }
      throw new Error('no account code in the row header')
    }, LONG)
    await expect(header).toContainText(LONG)
    const width = (await header.boundingBox())?.width ?? Infinity
    expect(width, 'the account column keeps to the characters it shows and the currency').toBeLessThan(300)
    await expectLiveBesidePosOrd(bar)
    expect(await bar.locator('.summary-bar__figures').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await camera.shot(desk.page, `02-long-code-${look.tag}`)
  },
)
