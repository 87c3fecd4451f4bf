// A packaged DX Desk refuses to start with a remote-debugging switch: with one, any local process could
// relaunch the app and drive window.api over the DevTools protocol (connect with saved passwords, unlock,
// modify). `--inspect` is already fused off in packaged builds; these two switches are Chromium's, so main
// checks them itself. An unpackaged development build keeps them for debugging.

const REMOTE_DEBUGGING = ['remote-debugging-port', 'remote-debugging-pipe'] as const

/** The remote-debugging switches in a command line (`--x`, `--x=…`, any case; Chromium also accepts `-x`). */
export function remoteDebuggingSwitches(argv: readonly string[]): string[] {
  const found = new Set<string>()
  for (const arg of argv) {
    if (arg === '--') break
    const name = /^--?([A-Za-z-]+)(?:=.*)?$/s.exec(arg)?.[1]?.toLowerCase()
    const known = REMOTE_DEBUGGING.find((s) => s === name)
    if (known) found.add(`--${known}`)
  }
  return [...found]
}

/**
 * Why this start must be refused, or null. `hasSwitch` is Chromium's own view of its command line
 * (app.commandLine.hasSwitch), which also sees switches added by other means than argv.
 */
export function debugSwitchRefusal(
  argv: readonly string[],
  packaged: boolean,
  hasSwitch: (name: string) => boolean = () => false,
): string | null {
  if (!packaged) return null
  const switches = new Set(remoteDebuggingSwitches(argv))
  for (const name of REMOTE_DEBUGGING) if (hasSwitch(name)) switches.add(`--${name}`)
  if (switches.size === 0) return null
  return `DX Desk does not start with ${[...switches].join(' or ')}: remote debugging would let other programs control it.`
}
