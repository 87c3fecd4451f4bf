// `npm run sandbox -- [--host 127.0.0.1] [--port 0] [--max-limit 1000] [--seed 1]
//   [--large-account-orders N] [--rate-limit off|on] [--controls on|off] [--session-timeout SECONDS]
//   [--history-cap N] [--market off|on] [--trading-hours on|off]`
// `npm run sandbox -- --print-openapi [--out FILE]` writes the OpenAPI document (stdout by default) and exits.
// Other tools read the line containing http://HOST:PORT/dxsca-web, so its shape must not change.
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { buildOpenApi } from './openapi/document'
import { OPENAPI_VERSION } from './routes/openapi'
import { buildSandbox, createSandbox, type SandboxOptions } from './sandbox'
import { sandboxRoutes } from './server'

const USAGE =
  'usage: npm run sandbox -- [--host 127.0.0.1] [--port 8300] [--max-limit 1000] [--seed 1] ' +
  '[--large-account-orders N] [--rate-limit off|on] [--controls on|off] [--session-timeout SECONDS] [--history-cap N] [--market off|on] [--trading-hours on|off] | --print-openapi [--out FILE]'

class UsageError extends Error {}

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
        'rate-limit': { type: 'string' },
        controls: { type: 'string' },
        'session-timeout': { type: 'string' },
        'history-cap': { type: 'string' },
        market: { type: 'string' },
        'trading-hours': { type: 'string' },
        'print-openapi': { type: 'boolean' },
        out: { type: 'string' },
      },
    }))
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.split('\n')[0] : 'bad arguments')
  }
  const host = values.host ?? '127.0.0.1'
  if (host === '') throw new UsageError('--host must not be empty')
  if (values.out !== undefined && !values['print-openapi']) throw new UsageError('--out goes with --print-openapi')
  if (values.out === '') throw new UsageError('--out must name a file')
  return {
    ...(values['print-openapi'] ? { printOpenApi: values.out ?? '-' } : {}),
    host,
    port: integer('port', values.port, 8300, 0, 65535),
    maxLimit: integer('max-limit', values['max-limit'], 1000, 1, 1_000_000),
    seed: integer('seed', values.seed, 1, 0, 2 ** 32 - 1),
    largeAccountOrders: integer('large-account-orders', values['large-account-orders'], 0, 0, 10_000_000),
    rateLimit: onOff('rate-limit', values['rate-limit'], false),
    controls: onOff('controls', values.controls, true),
    sessionTimeoutMs: integer('session-timeout', values['session-timeout'], 1800, 1, 86_400 * 7) * 1000,
    historyCap: integer('history-cap', values['history-cap'], 1000, 1, 1_000_000),
    market: onOff('market', values.market, false),
    tradingHours: onOff('trading-hours', values['trading-hours'], true),
  }
}

async function main(): Promise<void> {
  let options
  try {
    options = parseCliArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    process.stderr.write(`sandbox: ${error.message}. ${USAGE}\n`)
    process.exit(2)
  }
  if (options.printOpenApi !== undefined) {
    const { runtime } = buildSandbox(options)
    const text = `${JSON.stringify(buildOpenApi(sandboxRoutes(runtime), OPENAPI_VERSION).document, null, 2)}\n`
    if (options.printOpenApi === '-') process.stdout.write(text)
    else await writeFile(options.printOpenApi, text)
    return
  }
  const started = Date.now()
  const sandbox = await createSandbox(options)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  process.stdout.write(`DX sandbox listening on ${sandbox.baseUrl} (seed ${options.seed}, ready in ${seconds} s)\n`)
  if (options.controls) process.stdout.write(`Scenario controls: ${sandbox.origin}/sandbox/health\n`)
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

await main()
