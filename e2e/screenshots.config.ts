// `npm run screenshots`: drives the built renderer against the sandbox and writes a PNG of every screen
// to screenshots/. Kept apart from the test config so `npm test` never spends time on it.
import { resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumExecutable } from '../build/scripts/browser.mjs'

const CHROMIUM = chromiumExecutable()
const root = resolve(import.meta.dirname, '..')

export default defineConfig({
  testDir: resolve(root, 'e2e/screenshots'),
  outputDir: resolve(root, 'test-results/screenshots'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  reporter: [['list']],
  use: { trace: 'off', screenshot: 'off' },
  projects: [
    {
      name: 'screenshots',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        deviceScaleFactor: 1,
        headless: true,
        launchOptions: { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] },
      },
    },
  ],
})
