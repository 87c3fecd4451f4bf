// `npm run sandbox -- [--host 127.0.0.1] [--port 0] [--max-limit 1000] [--seed 1]
//   [--large-account-orders N] [--rate-limit off|on] [--controls on|off] [--session-timeout SECONDS]
//   [--history-cap N] [--market off|on] [--trading-hours on|off]`
// `npm run sandbox -- --print-openapi [--out FILE]` writes the OpenAPI document (stdout by default) and exits.
// Other tools read the line containing http://HOST:PORT/dxsca-web, so its shape must not change.
import { writeFile } from 'node:fs/promises'
import { buildOpenApi } from './openapi/document'
import { OPENAPI_VERSION } from './routes/openapi'
import { parseCliArgs, UsageError, usageLine } from './cli-args'
import { buildSandbox, createSandbox } from './sandbox'
import { sandboxRoutes } from './server'

async function main(): Promise<void> {
  let options
  try {
    options = parseCliArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    process.stderr.write(usageLine(error))
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
