// A deposit and a margin call booked at the sandbox reach the Cash transfers and Account events tables without a
// click, each as one row, and the activity panel as one entry: with a server that pushes, and with one that does
// not (the account checked on the cadence).
import { expect, test, type Desk } from '../fixtures/desk'

test.describe.configure({ timeout: 60_000 })

const A = 'default:1001'
/** One check of a server without push (3 s) plus the read and the render on a loaded machine. */
const WITHIN = { timeout: 15_000 }

/**
 * The account is watched (its first look taken) before anything is booked: booked earlier, the deposit or margin
 * call is part of what the watch starts from, in the table but not a change for the activity.
 */
async function watched(desk: Desk) {
  await expect(desk.page.locator('td.live-cell')).toHaveText(/^● Live · /, WITHIN)
}

async function activityEntries(desk: Desk, kind: string) {
  const { list } = await desk.workspace.openActivity()
  return list.locator(`li.kind-${kind}`)
}

async function depositReachesTransfers(desk: Desk) {
  await desk.signIn('Demo trader', [A])
  const view = await desk.workspace.open('transfers')
  await view.ready()
  await watched(desk)
  const comment = `Wire ${Date.now()}`
  const booked = desk.sandbox.control.transfer(A, { type: 'DEPOSIT', value: 2500, comment })

  const rows = desk.page.getByRole('row').filter({ hasText: comment })
  await expect(rows).toHaveCount(1, WITHIN)
  if (booked.transferCode) await expect(rows).toContainText(booked.transferCode)
  const entries = await activityEntries(desk, 'transfer')
  await expect(entries.filter({ hasText: comment })).toHaveCount(1, WITHIN)
}

async function marginCallReachesEvents(desk: Desk) {
  await desk.signIn('Demo trader', [A])
  const view = await desk.workspace.open('events')
  await view.ready()
  await watched(desk)
  const reason = `Margin level below the call threshold (${Date.now()})`
  desk.sandbox.control.accountEvent(A, { eventType: 'MARGIN_CALL', reason })

  await expect(desk.page.getByRole('row').filter({ hasText: reason })).toHaveCount(1, WITHIN)
  const entries = await activityEntries(desk, 'margin-call')
  await expect(entries).toHaveCount(1, WITHIN)
}

test.describe('a server that pushes', () => {
  test('a deposit: one row in Cash transfers, one activity entry', async ({ desk }) => {
    await depositReachesTransfers(desk)
  })
  test('a margin call: one row in Account events, one activity entry', async ({ desk }) => {
    await marginCallReachesEvents(desk)
  })
})

test.describe('a server without push', () => {
  test.use({ sandboxOptions: { push: false } })

  test('a deposit: one row in Cash transfers, one activity entry', async ({ desk }) => {
    await depositReachesTransfers(desk)
  })
  test('a margin call: one row in Account events, one activity entry', async ({ desk }) => {
    await marginCallReachesEvents(desk)
  })
})
