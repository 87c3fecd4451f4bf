import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// No test is left focused, and none is switched off without saying when and why: these fixtures prove the lint
// rules refuse each form and let the explained ones through.
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') })

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .map((m) => m.ruleId ?? m.message)
    .filter((rule) => /^(vitest|playwright)\/|^no-restricted-(syntax|imports)$/.test(rule))
}

const VITEST = "import { describe, it } from 'vitest'\n"
const PLAYWRIGHT = "import { test } from '@playwright/test'\n"

describe('Vitest tests', () => {
  it.each([
    ["it.only('a', () => {})\n", 'vitest/no-focused-tests'],
    ["describe.only('a', () => {})\n", 'vitest/no-focused-tests'],
    ["it.skip('a', () => {})\n", 'vitest/no-disabled-tests'],
    ["describe.skip('a', () => {})\n", 'vitest/no-disabled-tests'],
  ])('refuses %s', async (code, rule) => {
    expect(await ruleIds('electron/core/x.test.ts', VITEST + code)).toContain(rule)
  })

  it('lets a test skipped on a condition through', async () => {
    expect(
      await ruleIds('electron/core/x.test.ts', `${VITEST}it.skipIf(process.platform === 'win32')('a', () => {})\n`),
    ).toEqual([])
  })
})

describe('Playwright specs', () => {
  it.each([
    ["test.only('a', () => {})\n", 'playwright/no-focused-test'],
    ["test.skip('a', () => {})\n", 'playwright/no-skipped-test'],
    ["test('a', () => {\n  test.skip()\n})\n", 'no-restricted-syntax'],
    ["test('a', () => {\n  test.skip(process.platform === 'linux')\n})\n", 'no-restricted-syntax'],
  ])('refuses %s', async (code, rule) => {
    expect(await ruleIds('e2e/specs/x.spec.ts', PLAYWRIGHT + code)).toContain(rule)
  })

  it('lets a test skipped on a condition, with its reason, through', async () => {
    const code = `${PLAYWRIGHT}test('a', () => {\n  test.skip(process.platform === 'linux', 'skipped: macOS only')\n})\n`
    expect(await ruleIds('e2e/specs/x.spec.ts', code)).toEqual([])
  })
})

describe('expected values in browser specs', () => {
  it("refuses a spec that imports the renderer's own code", async () => {
    const code = "import { formatMoney } from '../../renderer/src/lib/format'\nexport const m = formatMoney('1')\n"
    expect(await ruleIds('e2e/specs/x.spec.ts', code)).toContain('no-restricted-imports')
  })

  it.each([
    "import { formatDecimal } from '@shared/text/decimal-text'\nexport const d = formatDecimal('1')\n",
    "import { distanceToMarket } from '@shared/domain/market'\nexport const d = distanceToMarket('1', '2')\n",
  ])("refuses a spec that takes its expected values from the app's formatting or rules: %s", async (code) => {
    expect(await ruleIds('e2e/specs/x.spec.ts', code)).toContain('no-restricted-imports')
  })

  it("lets a spec import the sandbox's record types from shared/", async () => {
    const code = "import type { Order } from '@shared/api/records'\nexport type O = Order\n"
    expect(await ruleIds('e2e/specs/x.spec.ts', code)).toEqual([])
  })
})
