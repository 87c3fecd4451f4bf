// Checklist items 1–4 and 24 as the code states them: the one `new BrowserWindow({...})` in the app, parsed with
// the TypeScript compiler, has each secure webPreferences value written as a literal (what Electronegativity and a
// reviewer read), and DevTools follow `!app.isPackaged`. The running values are read from a real window by
// e2e/electron/web-preferences.spec.ts where the Electron binary exists.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { booleanLiteral, findAll, literalProperties, parse, ROOT, sourceFiles, where } from './source'

const WINDOW_FILE = 'electron/main/window.ts'

function newBrowserWindows(file: string): ts.NewExpression[] {
  return findAll(parse(file), ts.isNewExpression).filter((n) => n.expression.getText() === 'BrowserWindow')
}

function webPreferencesOf(node: ts.NewExpression): Map<string, ts.Expression> {
  const [options] = node.arguments ?? []
  if (!options || !ts.isObjectLiteralExpression(options)) throw new Error(`${where(node)}: options are not a literal`)
  const prefs = literalProperties(options).get('webPreferences')
  if (!prefs || !ts.isObjectLiteralExpression(prefs)) throw new Error(`${where(node)}: webPreferences is not a literal`)
  return literalProperties(prefs)
}

describe('the BrowserWindow options literal', () => {
  it('there is exactly one `new BrowserWindow`, in electron/main/window.ts', () => {
    const all = sourceFiles('electron')
      .filter((file) => readFileSync(resolve(ROOT, file), 'utf8').includes('BrowserWindow'))
      .flatMap((file) => newBrowserWindows(file).map(where))
    expect(all).toHaveLength(1)
    expect(all[0]).toMatch(new RegExp(`^${WINDOW_FILE}:`))
  })

  const [windowCall] = newBrowserWindows(WINDOW_FILE)
  const prefs = windowCall ? webPreferencesOf(windowCall) : new Map<string, ts.Expression>()

  it.each<[string, boolean, number]>([
    ['contextIsolation', true, 1],
    ['sandbox', true, 2],
    ['nodeIntegration', false, 3],
    ['nodeIntegrationInWorker', false, 3],
    ['nodeIntegrationInSubFrames', false, 3],
    ['webviewTag', false, 3],
    ['webSecurity', true, 4],
    ['allowRunningInsecureContent', false, 4],
  ])('webPreferences.%s is the literal %s (checklist item %i)', (name, value) => {
    expect(booleanLiteral(prefs.get(name)), `${name} must be written as the literal ${value}`).toBe(value)
  })

  it('no experimental or Blink feature switches and no insecure extras (item 4)', () => {
    for (const banned of [
      'experimentalFeatures',
      'enableBlinkFeatures',
      'enableRemoteModule',
      'nodeIntegrationInIframes',
    ]) {
      expect(prefs.has(banned), banned).toBe(false)
    }
  })

  it('middle-click (Auxclick) is switched off in Blink, not only denied by the window-open handler', () => {
    expect(prefs.get('disableBlinkFeatures')?.getText()).toBe("'Auxclick'")
  })

  it('the preload is the bundled file handed in by main, not a computed remote path', () => {
    expect(prefs.get('preload')?.getText()).toBe('options.preload')
  })

  it('DevTools come from the caller, and main passes `!app.isPackaged` (item 24)', () => {
    const devTools = prefs.get('devTools')
    expect(devTools?.getText()).toBe('options.devTools')
    const index = parse('electron/main/index.ts')
    const calls = findAll(index, ts.isCallExpression).filter((c) => c.expression.getText() === 'createMainWindow')
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) {
      const [arg] = call.arguments
      expect(arg && ts.isObjectLiteralExpression(arg), where(call)).toBe(true)
      const passed = literalProperties(arg as ts.ObjectLiteralExpression).get('devTools')
      expect(passed?.getText(), where(call)).toBe('!app.isPackaged')
    }
  })

  it('the window shows only the app:// page', () => {
    const text = parse(WINDOW_FILE).getFullText()
    // The page is always the app's own; a snapshot viewer only adds a fragment naming the snapshot.
    expect(text).toMatch(/loadURL\(`\$\{APP_ORIGIN\}\/index\.html(?:\$\{fragment\})?`\)/)
    expect(text).toMatch(/#snapshot=\$\{encodeURIComponent\(/)
    expect(text).not.toMatch(/loadFile\(|file:\/\//)
  })
})
