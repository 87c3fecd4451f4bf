import { resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumExecutable } from '../build/scripts/browser.mjs'

// `npm test` has already found (or installed) the browser and passes it on as CHROMIUM_PATH.
const CHROMIUM = chromiumExecutable()
const root = resolve(import.meta.dirname, '..')

export default defineConfig({
  testDir: resolve(root, 'e2e'),
  testMatch: ['specs/**/*.spec.ts', 'security/**/*.spec.ts', 'soak/**/*.spec.ts', 'electron/**/*.spec.ts'],
  outputDir: resolve(root, 'test-results'),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  // Two workers share two CPUs with software rendering: a tab's first paint (lazy chunk, read, raster) was
  // measured at 1.5 s frames and over 5 s under that load, 0.2 s alone. Waits allow 10 s; what each assertion
  // checks is unchanged, and no test asserts a duration.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: resolve(root, 'reports/playwright.json') }]],
  // A failure keeps its screenshot and Playwright's page snapshot (error-context.md). No trace: recording one for
  // every test, to keep a failing one's, cost about a third of the suite's time on the 2-CPU machine. To see a
  // failure's trace, run the spec again with `--trace retain-on-failure`.
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'chromium',
      testMatch: ['specs/**/*.spec.ts', 'security/**/*.spec.ts', 'soak/**/*.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        headless: true,
        launchOptions: {
          executablePath: CHROMIUM,
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
        },
      },
    },
    {
      // The real Electron app (e2e/electron): each spec skips with its reason where the binary, or a packaged app,
      // is missing — as on this machine — and runs in the release workflow. One app at a time.
      name: 'electron',
      testMatch: ['electron/**/*.spec.ts'],
      fullyParallel: false,
      timeout: 90_000,
    },
  ],
})
