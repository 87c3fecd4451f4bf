import { describe, expect, it } from 'vitest'
// @ts-expect-error plain .mjs script without type declarations
import { summarize } from './test-summary.mjs'

describe('test summary line', () => {
  const vitest = { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, testResults: [] }
  const playwright = { stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 2 }, errors: [] }

  it('adds both runners and the static checks', () => {
    const r = summarize({ vitest, playwright, checks: [{ name: 'lint', ok: true }] })
    expect(r.line).toBe('14 passed, 0 failed, 3 skipped')
    expect(r.ok).toBe(true)
  })

  it('counts a failed check, a file that failed to load and a global Playwright error', () => {
    const r = summarize({
      vitest: { ...vitest, testResults: [{ status: 'failed', assertionResults: [] }] },
      playwright: { ...playwright, errors: [{ message: 'webServer failed' }] },
      checks: [{ name: 'typecheck', ok: false }],
    })
    expect(r.line).toBe('13 passed, 3 failed, 3 skipped')
    expect(r.ok).toBe(false)
  })

  it('treats a missing report as a failure', () => {
    const r = summarize({ vitest: null, playwright, checks: [] })
    expect(r.failed).toBe(1)
    expect(r.ok).toBe(false)
  })
})
