// Sums the Vitest and Playwright JSON reports plus the static checks into the one closing line CI reads:
// "N passed, N failed" (", N skipped" when any). Exits 1 on any failure, a missing report, or zero passes.
import { existsSync, readFileSync } from 'node:fs'

export function summarize({ vitest, playwright, checks }) {
  let passed = 0
  let failed = 0
  let skipped = 0
  for (const check of checks) {
    if (check.ok) passed++
    else failed++
  }
  if (vitest) {
    passed += vitest.numPassedTests ?? 0
    failed += vitest.numFailedTests ?? 0
    skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0)
    // A file that failed to load has no tests in numFailedTests; count it so it cannot hide.
    const brokenFiles = (vitest.testResults ?? []).filter(
      (f) => f.status === 'failed' && (f.assertionResults ?? []).every((a) => a.status !== 'failed'),
    ).length
    failed += brokenFiles
  } else failed++
  if (playwright) {
    const s = playwright.stats ?? {}
    passed += (s.expected ?? 0) + (s.flaky ?? 0)
    failed += s.unexpected ?? 0
    skipped += s.skipped ?? 0
    failed += (playwright.errors ?? []).length
  } else failed++
  const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`
  return { passed, failed, skipped, line, ok: failed === 0 && passed > 0 }
}

function readJson(path) {
  if (!path || !existsSync(path)) return null
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [vitestPath, playwrightPath, checksPath] = process.argv.slice(2)
  const result = summarize({
    vitest: readJson(vitestPath),
    playwright: readJson(playwrightPath),
    checks: readJson(checksPath) ?? [],
  })
  console.log(result.line)
  process.exit(result.ok ? 0 : 1)
}
