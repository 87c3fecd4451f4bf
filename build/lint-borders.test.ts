import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Each process border is a lint rule; these fixtures prove every rule fires (and does not over-fire).
// The fixtures are not files of the renderer's project: the type-aware wording rule reads a .tsx fixture in a
// default project with the renderer's compiler options.
const fixtureTsx = ['renderer/src/x.tsx']
const eslint = new ESLint({
  cwd: resolve(import.meta.dirname, '..'),
  overrideConfig: {
    files: fixtureTsx,
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: fixtureTsx, defaultProject: 'renderer/tsconfig.json' } },
    },
  },
})

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message)
}

describe('process borders', () => {
  const cases: Array<[file: string, code: string, allowed: boolean]> = [
    ['electron/main/window.ts', "import { BrowserWindow } from 'electron'\nexport { BrowserWindow }\n", true],
    ['electron/preload/index.ts', "import { contextBridge } from 'electron'\nexport { contextBridge }\n", true],
    ['electron/core/x.ts', "import { app } from 'electron'\nexport { app }\n", false],
    ['electron/core/x.ts', "import { readFile } from 'node:fs/promises'\nexport { readFile }\n", true],
    ['electron/sandbox/x.ts', "import { ipcMain } from 'electron'\nexport { ipcMain }\n", false],
    ['electron/sandbox/x.ts', "import { ipcMain } from 'electron/main'\nexport { ipcMain }\n", false],
    ['renderer/src/x.ts', "import { ipcRenderer } from 'electron'\nexport { ipcRenderer }\n", false],
    ['renderer/src/x.ts', "import fs from 'fs'\nexport { fs }\n", false],
    ['renderer/src/x.ts', "import { join } from 'node:path'\nexport { join }\n", false],
    ['renderer/src/x.ts', "import { makeClient } from '../../electron/core/client'\nexport { makeClient }\n", false],
    ['renderer/src/x.ts', "import { z } from 'zod'\nexport { z }\n", true],
    ['shared/api/x.ts', "import { readFileSync } from 'node:fs'\nexport { readFileSync }\n", false],
    ['shared/api/x.ts', "import crypto from 'crypto'\nexport { crypto }\n", false],
    ['shared/api/x.ts', "import { app } from 'electron'\nexport { app }\n", false],
    ['shared/api/x.ts', "import { useState } from 'react'\nexport { useState }\n", false],
    ['shared/api/x.ts', 'export const w = window.innerWidth\n', false],
    ['shared/api/x.ts', 'export const e = process.env.HOME\n', false],
    ['shared/api/x.ts', "import { z } from 'zod'\nexport const s = z.string()\n", true],
    ['e2e/x.ts', "import { app } from 'electron'\nexport { app }\n", false],
    // Test scaffolding never ships: production code may not reach test-support/, tests beside it may.
    [
      'electron/core/x.ts',
      "import { createFakeCipher } from '../../test-support/fake-cipher'\nexport { createFakeCipher }\n",
      false,
    ],
    [
      'electron/main/x.ts',
      "import { createFakeCipher } from '../../test-support/fake-cipher'\nexport { createFakeCipher }\n",
      false,
    ],
    [
      'electron/sandbox/x.ts',
      "import { startTestSandbox } from '../../test-support/sandbox'\nexport { startTestSandbox }\n",
      false,
    ],
    [
      'renderer/src/x.ts',
      "import { createFakeDesk } from '../../test-support/fake-desk'\nexport { createFakeDesk }\n",
      false,
    ],
    ['shared/domain/x.ts', "import { EURUSD } from '../../test-support/order-fixtures'\nexport { EURUSD }\n", false],
    // The same borders hold when the import is written with a path alias.
    [
      'electron/core/x.ts',
      "import { createFakeCipher } from '@test-support/fake-cipher'\nexport { createFakeCipher }\n",
      false,
    ],
    [
      'electron/sandbox/x.ts',
      "import { startTestSandbox } from '@test-support/sandbox'\nexport { startTestSandbox }\n",
      false,
    ],
    [
      'renderer/src/x.ts',
      "import { createFakeDesk } from '@test-support/fake-desk'\nexport { createFakeDesk }\n",
      false,
    ],
    ['shared/domain/x.ts', "import { EURUSD } from '@test-support/order-fixtures'\nexport { EURUSD }\n", false],
    ['renderer/src/x.ts', "import { nextOffset } from '@shared/domain/order-rules'\nexport { nextOffset }\n", true],
    ['electron/core/x.ts', "import { nextOffset } from '@shared/domain/order-rules'\nexport { nextOffset }\n", true],
    [
      'renderer/src/x.test.tsx',
      "import { createFakeDesk } from '@test-support/fake-desk'\nexport { createFakeDesk }\n",
      true,
    ],
    [
      'electron/core/x.test.ts',
      "import { createFakeCipher } from '@test-support/fake-cipher'\nexport { createFakeCipher }\n",
      true,
    ],
    ['shared/domain/x.test.ts', "import { EURUSD } from '@test-support/order-fixtures'\nexport { EURUSD }\n", true],
    // Another top folder is reached through its alias, not by climbing out of this one; the processes not at all.
    ['renderer/src/x.test.tsx', "import { createFakeDesk } from '../../test-support/fake-desk'\nexport { x }\n", false],
    ['renderer/src/lib/x.ts', "import { nextOffset } from '../../../shared/domain/order-rules'\nexport { x }\n", false],
    ['electron/core/x.ts', "import { formatMoney } from '../../renderer/src/lib/format'\nexport { x }\n", false],
    ['electron/core/x.test.ts', "import { formatMoney } from '../../renderer/src/lib/format'\nexport { x }\n", false],
    ['electron/main/x.ts', "import { formatMoney } from '../../renderer/src/lib/format'\nexport { x }\n", false],
    ['e2e/harness/x.ts', "import type { Order } from '../../shared/api/records'\nexport type { Order }\n", false],
    ['build/scripts/x.ts', "import { auditFindingText } from '../../shared/text/audit-text'\nexport { x }\n", false],
    // The named exceptions: the tooling around the processes reaches into them, which have no alias.
    ['test-support/x.ts', "import { ManualClock } from '../electron/sandbox/clock'\nexport { ManualClock }\n", true],
    ['build/x.test.ts', "import { parseCsp } from '../electron/core/security/csp'\nexport { parseCsp }\n", true],
    [
      'e2e/harness/x.ts',
      "import type { Router } from '../../electron/core/ipc/router'\nexport type { Router }\n",
      true,
    ],
    ['electron/core/watch/x.ts', "import { realTimers } from '../real-timers'\nexport { realTimers }\n", true],
    // A module of the importing folder that happens to share a top folder's name (features/shared.tsx).
    ['renderer/src/features/orders/x.ts', "import { sideCol } from '../shared'\nexport { sideCol }\n", true],
  ]
  it.each(cases)('%s: %s', async (file, code, allowed) => {
    const errors = await importErrors(file, code)
    if (allowed) expect(errors).toEqual([])
    else expect(errors.length).toBeGreaterThan(0)
  })
})

describe('security lint rules', () => {
  it.each([
    ['electron/main/window.ts', 'export const o = { webPreferences: { nodeIntegration: true } }\n'],
    ['electron/main/window.ts', 'export const o = { webPreferences: { contextIsolation: false } }\n'],
    ['electron/main/window.ts', 'export const o = { webPreferences: { sandbox: false } }\n'],
    ['electron/core/x.ts', 'export const o = { rejectUnauthorized: false }\n'],
    ['renderer/src/x.tsx', 'export const A = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />\n'],
    ['renderer/src/x.ts', "export const f = () => eval('1')\n"],
  ])('%s rejects %s', async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: file })
    const rules = (result?.messages ?? []).map((m) => m.ruleId)
    expect(rules.some((r) => r === 'no-restricted-syntax' || r === 'no-eval')).toBe(true)
  })
})

describe('border rules do not over-fire', () => {
  it('lets the renderer import shared/domain (a folder named like the Node built-in `domain`)', async () => {
    const errors = await importErrors(
      'renderer/src/features/x.ts',
      "import { nextOffset } from '@shared/domain/order-rules'\nexport { nextOffset }\n",
    )
    expect(errors).toEqual([])
  })
})

describe('the present moment is read through the one clock', () => {
  async function clockErrors(filePath: string, code: string): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath })
    const messages = result?.messages ?? []
    return messages.filter((m) => m.message.includes('@shared/domain/clock')).length
  }

  it.each([
    ['renderer/src/features/x.ts', 'export const t = Date.now()\n'],
    ['renderer/src/x.tsx', 'export const t = () => new Date().toISOString()\n'],
    ['electron/core/support/x.ts', 'export const now = Date.now\n'],
    ['electron/sandbox/x.ts', 'export const d = new Date()\n'],
    ['shared/domain/x.ts', 'export const t = Date.now()\n'],
    ['electron/core/api-client/throttle.ts', 'export const t = Date.now()\n'],
  ])('%s refuses %s', async (file, code) => {
    expect(await clockErrors(file, code)).toBe(1)
  })

  it.each([
    ['shared/domain/clock.ts', 'export const t = Date.now()\n'],
    ['renderer/src/features/x.test.ts', 'export const t = Date.now()\n'],
    ['renderer/src/features/x.ts', 'export const d = new Date(0)\n'],
    ['test-support/x.ts', 'export const t = Date.now()\n'],
  ])('%s allows %s', async (file, code) => {
    expect(await clockErrors(file, code)).toBe(0)
  })
})
