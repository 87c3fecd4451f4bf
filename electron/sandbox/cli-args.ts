// Command-line arguments of `npm run sandbox` (cli.ts). Kept apart from the entry point, which serves as soon
// as it is imported, so that the refusals can be checked in-process: each spawned `node --import tsx` costs
// ~1 s of CPU, and five of them at once take 20–30 s on a shared 2-CPU test machine.
import { parseArgs } from 'node:util'
import { isLoopbackHost } from '@shared/ipc/profiles'
import type { SandboxOptions } from './sandbox'
import { MAX_SUPPORT_CLIENTS } from './seed/support-clients'

export const USAGE =
  'usage: npm run sandbox -- [--host 127.0.0.1] [--port 8300] [--max-limit 1000] [--seed 1] ' +
  '[--large-account-orders N] [--support-clients N] [--rate-limit off|on] [--controls on|off] [--allow-remote-bind] [--session-timeout SECONDS] [--history-cap N] [--market off|on] [--trading-hours on|off] [--compression on|off] [--push on|off] [--push-paths lenient|strict] | --print-openapi [--out FILE] | --help'

export class UsageError extends Error {}

function integer(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number`)
  const value = Number(text)
  if (value < min || value > max) throw new UsageError(`--${name} must be between ${min} and ${max}`)
  return value
}

function onOff(name: string, text: string | undefined, fallback: boolean): boolean {
  if (text === undefined) return fallback
  if (text === 'on') return true
  if (text === 'off') return false
  throw new UsageError(`--${name} must be on or off`)
}

export interface CliOptions extends SandboxOptions {
  host: string
  port: number
  /** Write the OpenAPI document instead of serving: to this file, or '-' for stdout. */
  printOpenApi?: string
  /** Print the usage and exit 0 instead of serving. */
  help?: true
}

export function parseCliArgs(argv: string[]): CliOptions {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        'max-limit': { type: 'string' },
        seed: { type: 'string' },
        'large-account-orders': { type: 'string' },
        'support-clients': { type: 'string' },
        'rate-limit': { type: 'string' },
        controls: { type: 'string' },
        'session-timeout': { type: 'string' },
        'history-cap': { type: 'string' },
        market: { type: 'string' },
        'trading-hours': { type: 'string' },
        'allow-remote-bind': { type: 'boolean' },
        compression: { type: 'string' },
        push: { type: 'string' },
        'push-paths': { type: 'string' },
        'print-openapi': { type: 'boolean' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.split('\n')[0] : 'bad arguments')
  }
  const host = values.host ?? '127.0.0.1'
  if (host === '') throw new UsageError('--host must not be empty')
  if (values.out !== undefined && !values['print-openapi']) throw new UsageError('--out goes with --print-openapi')
  if (values.out === '') throw new UsageError('--out must name a file')
  const controls = onOff('controls', values.controls, true)
  // Bound to all interfaces (or another machine's address) the unauthenticated scenario controls would answer
  // the network, and a wildcard bind cannot check the Host header (DNS rebinding): only with the controls off,
  // or when the developer says so.
  const loopback = isLoopbackHost(host) || host === '::1'
  if (!loopback && controls && !values['allow-remote-bind']) {
    throw new UsageError(
      `--host ${host} is not this computer: with the scenario controls on, use --controls off or --allow-remote-bind`,
    )
  }
  const paths = values['push-paths'] ?? 'lenient'
  if (paths !== 'lenient' && paths !== 'strict') throw new UsageError('--push-paths must be lenient or strict')
  return {
    ...(values.help ? { help: true as const } : {}),
    ...(values['print-openapi'] ? { printOpenApi: values.out ?? '-' } : {}),
    host,
    port: integer('port', values.port, 8300, 0, 65535),
    maxLimit: integer('max-limit', values['max-limit'], 1000, 1, 1_000_000),
    seed: integer('seed', values.seed, 1, 0, 2 ** 32 - 1),
    largeAccountOrders: integer('large-account-orders', values['large-account-orders'], 0, 0, 10_000_000),
    supportClients: integer('support-clients', values['support-clients'], 0, 0, MAX_SUPPORT_CLIENTS),
    rateLimit: onOff('rate-limit', values['rate-limit'], false),
    controls,
    sessionTimeoutMs: integer('session-timeout', values['session-timeout'], 1800, 1, 86_400 * 7) * 1000,
    historyCap: integer('history-cap', values['history-cap'], 1000, 1, 1_000_000),
    market: onOff('market', values.market, false),
    tradingHours: onOff('trading-hours', values['trading-hours'], true),
    compression: onOff('compression', values.compression, true),
    push: { enabled: onOff('push', values.push, true), strictPaths: paths === 'strict' },
  }
}

/** The one line a refused command prints on stderr (then exit 2). */
export const usageLine = (error: UsageError): string => `sandbox: ${error.message}. ${USAGE}\n`
