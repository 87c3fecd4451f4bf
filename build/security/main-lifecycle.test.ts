// Checklist items 2, 7, 8, 9, 14, 23 and 25 as electron/main/index.ts wires them, read from its syntax tree:
// what must happen at module load (before `ready`), what is registered for every web contents and on the session.
// The behaviour of each hardening function is tested in session-hardening.test.ts and ipc-bridge.test.ts; the running app in
// e2e/electron/ where the Electron binary exists, and the built bundle under an Electron stand-in in build/main-bundle/.
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { callsTo, findAll, insideFunction, parse, sourceFiles, where } from './source'

const index = parse('electron/main/index.ts')
const whenReady = callsTo(index, 'app.whenReady')

function onlyCall(name: string): ts.CallExpression {
  const calls = callsTo(index, name)
  expect(calls.map(where), name).toHaveLength(1)
  return calls[0] as ts.CallExpression
}

function before(a: ts.Node, b: ts.Node): boolean {
  return a.getStart() < b.getStart()
}

describe('electron/main/index.ts', () => {
  it('waits for ready exactly once', () => {
    expect(whenReady).toHaveLength(1)
  })

  it('refuses remote-debugging switches in a packaged app before anything else starts', () => {
    const check = onlyCall('debugSwitchRefusal')
    expect(insideFunction(check), 'checked at start-up').toBe(false)
    expect(check.arguments.map((a) => a.getText()).slice(0, 2)).toEqual(['process.argv', 'app.isPackaged'])
    expect(before(check, onlyCall('app.requestSingleInstanceLock'))).toBe(true)
    const refusal = findAll(index, ts.isIfStatement).find((i) => i.expression.getText() === 'debugRefusal')
    expect(refusal, 'a refusal is acted on').toBeDefined()
    expect(callsTo((refusal as ts.IfStatement).thenStatement, 'app.exit')).toHaveLength(1)
  })

  it('takes the single-instance lock first and quits when another instance holds it (item 25)', () => {
    const lock = onlyCall('app.requestSingleInstanceLock')
    expect(insideFunction(lock), 'the lock is taken at start-up').toBe(false)
    const guard = lock.parent
    expect(ts.isPrefixUnaryExpression(guard) && guard.operator === ts.SyntaxKind.ExclamationToken).toBe(true)
    const ifStatement = guard.parent
    expect(ts.isIfStatement(ifStatement)).toBe(true)
    const quit = callsTo((ifStatement as ts.IfStatement).thenStatement, /^app\.(quit|exit)$/)
    expect(quit.length, 'the losing instance quits').toBeGreaterThan(0)
    expect(before(lock, whenReady[0] as ts.Node)).toBe(true)
    const focus = findAll(index, ts.isCallExpression).filter(
      (c) => c.expression.getText() === 'app.on' && c.arguments[0]?.getText() === "'second-instance'",
    )
    expect(focus, 'a second launch focuses the first window').toHaveLength(1)
  })

  it('enables the sandbox for every renderer before ready (item 2)', () => {
    const enable = onlyCall('app.enableSandbox')
    expect(insideFunction(enable)).toBe(false)
    expect(before(enable, whenReady[0] as ts.Node)).toBe(true)
  })

  it('registers app:// as a privileged scheme before ready and serves the renderer from it (item 7)', () => {
    const register = onlyCall('registerAppScheme')
    expect(insideFunction(register)).toBe(false)
    expect(before(register, whenReady[0] as ts.Node)).toBe(true)
    expect(callsTo(index, 'serveApp')).toHaveLength(1)
    for (const file of sourceFiles('electron/main')) {
      const text = parse(file).getFullText()
      expect(text, file).not.toMatch(/\bloadFile\(|['"`]file:\/\/|registerFileProtocol|interceptFileProtocol/)
    }
  })

  it('guards every web contents as it is created (items 3, 8, 9)', () => {
    const created = findAll(index, ts.isCallExpression).filter(
      (c) => c.expression.getText() === 'app.on' && c.arguments[0]?.getText() === "'web-contents-created'",
    )
    expect(created).toHaveLength(1)
    const [call] = created
    expect(insideFunction(call as ts.Node), 'registered before any window exists').toBe(false)
    expect(callsTo(call as ts.Node, 'guardWebContents')).toHaveLength(1)
  })

  it('hardens the default session before the window opens (items 5, 14, 23)', () => {
    const harden = onlyCall('hardenSession')
    expect(harden.arguments[0]?.getText()).toBe('session.defaultSession')
    const open = callsTo(index, 'openWindow').filter((c) => insideFunction(c))
    expect(open.length).toBeGreaterThan(0)
    expect(before(harden, open[0] as ts.Node)).toBe(true)
  })

  it('binds IPC through the sender-checking bridge only (item 12)', () => {
    expect(callsTo(index, 'bindIpc')).toHaveLength(1)
    for (const file of sourceFiles('electron/main').filter((f) => f !== 'electron/main/ipc-bridge.ts')) {
      const direct = callsTo(parse(file), /^ipcMain\.(handle|on|once|handleOnce)$/).map(where)
      expect(direct, 'ipcMain is only bound in ipc-bridge.ts').toEqual([])
    }
  })

  it('starts the auto-updater after the window exists', () => {
    expect(callsTo(index, 'startAutoUpdates')).toHaveLength(1)
  })
})
