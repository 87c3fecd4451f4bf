// `npm run sandbox -- [--host 127.0.0.1] [--port 0] [--max-limit 1000] [--seed 1]
//   [--large-account-orders N] [--rate-limit off|on] [--controls on|off] [--session-timeout SECONDS]
//   [--history-cap N] [--market off|on] [--trading-hours on|off] [--compression on|off]`
// `npm run sandbox -- --print-openapi [--out FILE]` writes the OpenAPI document (stdout by default) and exits.
// `npm run sandbox -- --help` prints the usage and exits 0.
// Other tools read the line containing http://HOST:PORT/dxsca-web, so its shape must not change.
// Only the argument parser is imported up front: the server, fastify and the store load after the arguments are
// accepted, so `--help` and a refused flag answer without paying for them.
import { systemClock } from '@shared/domain/clock'
import { parseCliArgs, USAGE, UsageError, usageLine } from './cli-args'

async function main(): Promise<void> {
  let options
  try {
    options = parseCliArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    process.stderr.write(usageLine(error))
    process.exit(2)
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  if (options.printOpenApi !== undefined) {
    const [{ writeFile }, { buildOpenApi }, { OPENAPI_VERSION }, { buildSandbox }, { sandboxRoutes }] =
      await Promise.all([
        import('node:fs/promises'),
        import('./openapi/document'),
        import('./routes/openapi'),
        import('./sandbox'),
        import('./server'),
      ])
    const { runtime } = buildSandbox(options)
    const text = `${JSON.stringify(buildOpenApi(sandboxRoutes(runtime), OPENAPI_VERSION).document, null, 2)}\n`
    if (options.printOpenApi === '-') process.stdout.write(text)
    else await writeFile(options.printOpenApi, text)
    return
  }
  const { createSandbox } = await import('./sandbox')
  const started = systemClock.now()
  const sandbox = await createSandbox(options)
  const seconds = ((systemClock.now() - started) / 1000).toFixed(1)
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
