// Bench item 9's sandbox, in a process of its own so that its work (fills, the pushes' fan-out, 4,000 polls a
// minute) never runs on the event loop whose stalls the item measures. It counts the REST requests it receives
// (below /dxsca-web: the API, not the scenario controls) and takes its scenario steps over the IPC channel, so the
// item's own driving costs neither an HTTP request nor a count.
//
//   node --import tsx e2e/bench/servers/live-sandbox.ts <support clients> <push on|off>
import type { IncomingMessage } from 'node:http'
import { createSandbox } from '../../../electron/sandbox'
import { API_PREFIX } from '@shared/api'
import { LiveSandboxRequestSchema, type LiveSandboxAsk } from './live-sandbox-protocol'

async function main(): Promise<void> {
  const [clients = '200', push = 'on'] = process.argv.slice(2)
  const sandbox = await createSandbox({
    host: '127.0.0.1',
    port: 0,
    seed: 1,
    tradingHours: false,
    supportClients: Number(clients),
    // Figures are pushed on request (`metrics-every`), so they load only the part of the run that measures them.
    push: push === 'on' ? { metricsIntervalMs: 0 } : false,
  })
  let restRequests = 0
  sandbox.app.server.on('request', (req: IncomingMessage) => {
    if (req.url?.startsWith(API_PREFIX)) restRequests += 1
  })
  const run = (request: LiveSandboxAsk): number => {
    switch (request.op) {
      case 'rest-requests':
        return restRequests
      case 'fill':
        return sandbox.control.fill(request.account, request.order).accountVersion
      case 'touch':
        for (const account of request.accounts) sandbox.control.touch(account)
        return request.accounts.length
      case 'metrics-every':
        sandbox.control.push.metricsEvery(request.ms)
        return request.ms
    }
  }
  process.on('message', (message: unknown) => {
    const { id, ask } = LiveSandboxRequestSchema.parse(message)
    try {
      process.send?.({ id, value: run(ask) })
    } catch (error) {
      process.send?.({ id, value: Number.NaN, error: String(error) })
    }
  })
  process.on('disconnect', () => void sandbox.close().then(() => process.exit(0)))
  process.stdout.write(`live sandbox listening on ${sandbox.baseUrl}\n`)
}

await main()
