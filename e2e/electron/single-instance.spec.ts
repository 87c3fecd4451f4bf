// Checklist item 25: a second launch on the same profile folder hands over to the first and exits, so two
// processes never write the profiles and secrets files at once. Needs the Electron binary; skips here.
import { spawn } from 'node:child_process'
import { devArgs, electronBinary, exitWithin, expect, isolatedEnv, test } from './electron-app'

test('a second instance exits and the first keeps its one window', async ({ desktop }) => {
  const second = spawn(electronBinary as string, devArgs(desktop.userDataDir), {
    env: isolatedEnv(desktop.userDataDir),
    stdio: 'ignore',
  })
  const code = await exitWithin(second, 20_000)
  if (code === null) second.kill()
  expect(code).toBe(0)
  expect(await desktop.app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1)
})
