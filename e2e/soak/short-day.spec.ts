// The short version of `npm run soak`, run by `npm test`: the same trading day on 20 client accounts at a low rate,
// with every fault once, on push and then on polling. It checks correctness only (never a time or a memory figure):
// every change the sandbox counted is told exactly once in activity, so no gap is left unreported, and at the end
// every table on screen equals the sandbox's state.
import { appTest as test, expect } from '../fixtures/app'
import { ActivityTally, caughtUp, compareTables, sandboxChanges, versionOf } from './checks'
import { clearFaults, FAULTS, injectFault, openAccounts, stopPush } from './faults'
import { Scenario } from './scenario'

const CLIENTS = 20
const accounts = Array.from({ length: CLIENTS }, (_, i) => `default:${5001 + i}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test.use({ sandboxOptions: { supportClients: CLIENTS, tradingHours: false } })
// Sign-in on 20 accounts, six faults a few seconds apart, a polling phase and the final reads: about a minute and a
// half on a loaded 2-CPU runner.
test.describe.configure({ timeout: 120_000 })

test('a short trading day: every change told once, every table equal to the sandbox at the end', async ({
  page,
  app,
}) => {
  const controlUrl = `${app.sandbox.origin}/sandbox`
  const told = new ActivityTally()
  const unsubscribe = app.services.on('activity.added', (e) => told.add(e.events))
  const seen = (account: string) =>
    versionOf(app.services.watch.status().accounts.find((s) => s.account === account)?.version)
  try {
    await openAccounts(page, accounts)
    await expect
      .poll(() => app.services.watch.status().accounts.filter((a) => a.state === 'watching').length, {
        timeout: 30_000,
      })
      .toBe(CLIENTS)

    const scenario = new Scenario({
      controlUrl,
      accounts,
      // Told changes (placements apart): about the 240 driver actions a minute this day always had.
      changesPerMinute: 200,
      pricesPerMinute: 120,
      seed: 7,
      seenVersion: seen,
    })
    await scenario.open()
    const stop = new AbortController()
    const running = scenario.run(stop.signal)
    const ctx = { controlUrl, page, reopen: () => openAccounts(page, accounts), hiddenMs: 3_000 }
    for (const fault of FAULTS) {
      await sleep(3_000)
      await injectFault(fault, ctx)
    }
    await stopPush(controlUrl)
    await sleep(8_000)
    stop.abort()
    await running
    await clearFaults(controlUrl)

    await expect.poll(() => caughtUp(controlUrl, seen, accounts), { timeout: 30_000 }).toBe(true)
    const figures = scenario.report()
    expect(figures.refused, 'controls the sandbox refused').toEqual([])
    const changes = await sandboxChanges(controlUrl)
    const activity = told.compare(changes)
    expect(activity.toldTwice, 'entries told twice').toBe(0)
    expect(
      activity.rows.filter((r) => r.sandbox !== r.told),
      'kinds whose activity count differs from the sandbox',
    ).toEqual([])
    const made = activity.rows.reduce((n, r) => n + r.sandbox, 0)
    expect(made, 'changes made').toBeGreaterThan(50)
    // The driver's schedule counts told changes as the sandbox does, so `--changes-per-minute` is what a run makes.
    expect(figures.toldChanges, 'told changes by the driver’s reckoning').toBe(made)

    await expect
      .poll(async () => (await compareTables(page, app.sandboxUrl, accounts)).flatMap((t) => t.stale), {
        timeout: 30_000,
      })
      .toEqual([])
    expect(app.pageErrors, 'uncaught errors in the page').toEqual([])
  } finally {
    unsubscribe()
    await fetch(`${controlUrl}/push/accept-upgrades`, { method: 'POST' })
  }
})
