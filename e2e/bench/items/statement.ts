// 10. A month's statement of the 10,000-order account (`default:1099`, a sandbox child process): every transfer
// and history order read through the real client on its worker thread and the router (ledger.read, as the
// Trades view reads it), then the pairing and the statement's figures (shared/domain/statement.ts) for the last
// 30 days — what the statement waits for before it renders. Rendering the sheet is a table of the month's
// closed trades, small beside this.
import type { ChannelOutput } from '@shared/ipc/contract'
import type { AccountMetrics } from '@shared/api'
import { buildStatement } from '@shared/domain/statement'
import { startServices, type Harness } from '../lib/app-harness'
import type { BenchContext, BenchItem } from '../lib/item'
import { LARGE_ACCOUNT, spawnSandbox, type ServerProcess } from '../lib/processes'
import { figure, type Figure } from '../lib/report'

const ORDERS = 10_000
const MONTH_MS = 30 * 86_400_000

function value<T>(result: { ok: true; value: unknown } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message)
  return result.value as T
}

export const statement: BenchItem = {
  id: 10,
  title: 'A month’s statement of the 10,000-order account: ledger read + pairing + figures',
  expects: [
    { name: '10. ledger.read of 10,000 orders', unit: 'ms' },
    { name: '10. statement figures for 30 days', unit: 'ms', goal: { kind: 'value-max', max: 2000 } },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    let sandbox: ServerProcess | undefined
    let app: Harness | undefined
    try {
      sandbox = await spawnSandbox(['--large-account-orders', String(ORDERS)])
      app = await startServices(sandbox.url, { throttle: false })
      value(await app.invoke('session.connect', { profileId: 'demo-trader' }))
      const reads: number[] = []
      const figures: number[] = []
      for (let run = 0; run < ctx.runs + 1; run++) {
        const t0 = performance.now()
        const ledger = value<ChannelOutput<'ledger.read'>>(await app.invoke('ledger.read', { account: LARGE_ACCOUNT }))
        const [metrics] = value<{ data: AccountMetrics[] }>(
          await app.invoke('metrics.list', { accounts: [LARGE_ACCOUNT] }),
        ).data
        const t1 = performance.now()
        const now = ledger.fetchedAt
        const s = buildStatement({
          account: LARGE_ACCOUNT,
          records: ledger,
          reportedBalance: metrics?.balance ?? '0',
          period: { from: now - MONTH_MS, to: now },
        })
        const t2 = performance.now()
        if (run === 0) {
          ctx.log(`  ${ledger.orders.length} orders, ${s.trades.length} closes in the month (warm-up, not counted)`)
          continue
        }
        reads.push(t1 - t0)
        figures.push(t2 - t1)
        ctx.log(`  run ${run}: read ${(t1 - t0).toFixed(0)} ms, figures ${(t2 - t1).toFixed(0)} ms`)
      }
      return [
        figure({ name: '10. ledger.read of 10,000 orders', unit: 'ms', samples: reads }),
        figure({
          name: '10. statement figures for 30 days',
          unit: 'ms',
          samples: figures,
          goal: { kind: 'value-max', max: 2000 },
          note: 'pairTrades over every fill, reconciliation, positions and working orders at the period end',
        }),
      ]
    } finally {
      await app?.close()
      await sandbox?.stop()
    }
  },
}
