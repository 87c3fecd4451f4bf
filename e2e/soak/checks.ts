// What a soak run checks at its end, the same in `npm run soak` and in its short version in `npm test`: every
// change the sandbox counted was told once in activity, and every table on screen equals the sandbox's state.
// Expected values come from the sandbox (its change counts and its own answers read over a session of our own),
// never from the app.
import { expect, type Page } from '@playwright/test'
import { z } from 'zod'
import { ACTIVITY_KINDS, type ActivityEvent, type ActivityKind } from '@shared/domain/activity'
import { CHANGE_KINDS, type ChangeKind } from '../../electron/sandbox/changes'
import { ResourceView } from '../pages/ResourceView'
import { summaryCells } from '../pages/WorkspacePage'
import { shownNumber } from '@test-support/shown-number'

/** The sandbox's change kinds a trader is told of in activity; the others (gaps, risk alerts) are counted apart. */
export const COMPARED_KINDS: readonly ActivityKind[] = CHANGE_KINDS.filter((kind): kind is ActivityKind & ChangeKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(kind),
)

const CountsSchema = z.record(z.string(), z.number())
export const ChangeReportSchema = z.object({
  total: CountsSchema,
  byAccount: z.record(z.string(), CountsSchema),
})
export type ChangeReport = z.infer<typeof ChangeReportSchema>

export interface KindRow {
  kind: string
  sandbox: number
  told: number
}

export interface ActivityComparison {
  rows: KindRow[]
  /** Entries told more than once (by id). */
  toldTwice: number
  /** Gap entries ("not watched from … to …"). */
  gaps: number
  /** Kinds told that no sandbox change maps to (risk alerts from price moves), by kind. */
  other: Record<string, number>
  /** Accounts whose counts differ, with their rows, for the report. */
  accountsDiffering: Record<string, KindRow[]>
}

export async function sandboxChanges(controlUrl: string): Promise<ChangeReport> {
  const response = await fetch(`${controlUrl}/changes`, { headers: { accept: 'application/json' } })
  return ChangeReportSchema.parse(await response.json())
}

/**
 * Activity as it is told, counted as it arrives (kind, account, and each id once), so a long run keeps counts
 * rather than every entry and the harness's own memory stays out of main's figures.
 */
export class ActivityTally {
  private readonly ids = new Set<string>()
  private toldTwice = 0
  private gaps = 0
  private readonly byKind = new Map<string, number>()
  private readonly byAccount = new Map<string, Map<string, number>>()
  private readonly other: Record<string, number> = {}
  count = 0

  add(events: readonly ActivityEvent[]): void {
    for (const e of events) {
      this.count += 1
      if (this.ids.has(e.id)) this.toldTwice += 1
      this.ids.add(e.id)
      if (e.kind === 'gap') this.gaps += 1
      else if (COMPARED_KINDS.includes(e.kind)) {
        this.byKind.set(e.kind, (this.byKind.get(e.kind) ?? 0) + 1)
        const counts = this.byAccount.get(e.account) ?? new Map<string, number>()
        this.byAccount.set(e.account, counts)
        counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1)
      } else this.other[e.kind] = (this.other[e.kind] ?? 0) + 1
    }
  }

  /** Whether an entry with this id was told. */
  told(id: string): boolean {
    return this.ids.has(id)
  }

  compare(changes: ChangeReport): ActivityComparison {
    const rows = COMPARED_KINDS.map((kind) => ({
      kind,
      sandbox: changes.total[kind] ?? 0,
      told: this.byKind.get(kind) ?? 0,
    }))
    const accountsDiffering: Record<string, KindRow[]> = {}
    for (const [account, counts] of Object.entries(changes.byAccount)) {
      const differing = COMPARED_KINDS.map((kind) => ({
        kind,
        sandbox: counts[kind] ?? 0,
        told: this.byAccount.get(account)?.get(kind) ?? 0,
      })).filter((r) => r.sandbox !== r.told)
      if (differing.length > 0) accountsDiffering[account] = differing
    }
    return { rows, toldTwice: this.toldTwice, gaps: this.gaps, other: { ...this.other }, accountsDiffering }
  }
}

const PositionSchema = z.object({
  account: z.string(),
  positionCode: z.string(),
  quantity: z.union([z.number(), z.string()]),
})
const OrderSchema = z.object({ account: z.string(), orderId: z.number() })

/** The sandbox's own answers for these accounts, over a session of our own (not the app's client). */
export async function sandboxState(
  baseUrl: string,
  accounts: readonly string[],
): Promise<{ positions: z.infer<typeof PositionSchema>[]; orders: z.infer<typeof OrderSchema>[] }> {
  const login = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username: 'support', domain: 'default', password: 'demo' }),
  })
  const { sessionToken } = z.object({ sessionToken: z.string() }).parse(await login.json())
  const read = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}?accounts=${encodeURIComponent(accounts.join(','))}`, {
      headers: { accept: 'application/json', authorization: `DXAPI ${sessionToken}` },
    })
    return (await response.json()) as unknown
  }
  const positions = z.object({ positions: z.array(PositionSchema) }).parse(await read('/accounts/positions')).positions
  const orders = z.object({ orders: z.array(OrderSchema) }).parse(await read('/accounts/orders')).orders
  await fetch(`${baseUrl}/logout`, { method: 'POST', headers: { authorization: `DXAPI ${sessionToken}` } })
  return { positions, orders }
}

export interface TableComparison {
  table: string
  rowsOnScreen: number
  rowsAtSandbox: number
  /** Rows that differ: on one side only, or shown with another value. */
  stale: string[]
}

const sorted = (values: readonly string[]) => [...values].sort()

function difference(table: string, shown: readonly string[], expected: readonly string[]): TableComparison {
  const left = new Map<string, number>()
  for (const v of shown) left.set(v, (left.get(v) ?? 0) + 1)
  const stale: string[] = []
  for (const v of expected) {
    const n = left.get(v) ?? 0
    if (n === 0) stale.push(`missing: ${v}`)
    else left.set(v, n - 1)
  }
  for (const [v, n] of left) for (let i = 0; i < n; i++) stale.push(`not at the sandbox: ${v}`)
  return { table, rowsOnScreen: shown.length, rowsAtSandbox: expected.length, stale: sorted(stale) }
}

/**
 * Positions (code and quantity), Open orders (order id) and the summary bar's Pos / Orders counts per account, as
 * the screen shows them, against the sandbox's state. Each view is opened and read once its reads are settled.
 */
export async function compareTables(
  page: Page,
  baseUrl: string,
  accounts: readonly string[],
): Promise<TableComparison[]> {
  const state = await sandboxState(baseUrl, accounts)
  const positions = new ResourceView(page, 'Positions')
  await page.getByRole('tab', { name: /^Positions/ }).click()
  await positions.ready()
  const codes = await positions.columnValues('positionCode')
  const quantities = await positions.columnValues('quantity')
  const shownPositions = codes.map((code, i) => `${code} ${quantities[i] ?? ''}`)
  const expectedPositions = state.positions.map((p) => `${p.positionCode} ${shownNumber(p.quantity)}`)

  const orders = new ResourceView(page, 'Open orders')
  await page.getByRole('tab', { name: /^Open orders/ }).click()
  await orders.ready()
  const shownOrders = await orders.columnValues('orderId')
  const expectedOrders = state.orders.map((o) => String(o.orderId))

  const summary = page.getByRole('region', { name: 'Account summary' })
  await expect(summary).toHaveAttribute('data-accounts', String(accounts.length))
  const counts = await summaryCells(summary, '[data-field="positionsOrders"]')
  const shownCounts: string[] = []
  const expectedCounts: string[] = []
  for (const account of accounts) {
    shownCounts.push(`${account} ${counts.get(account) ?? '(no row)'}`)
    const pos = state.positions.filter((p) => p.account === account).length
    const ord = state.orders.filter((o) => o.account === account).length
    expectedCounts.push(`${account} ${pos} / ${ord}`)
  }
  return [
    difference('Positions', shownPositions, expectedPositions),
    difference('Open orders', shownOrders, expectedOrders),
    difference('Summary bar (positions / orders)', shownCounts, expectedCounts),
  ]
}

/** The watch has looked at every account at the sandbox's current version. */
export async function caughtUp(
  controlUrl: string,
  seenVersion: (account: string) => number | undefined,
  accounts: readonly string[],
): Promise<boolean> {
  const response = await fetch(`${controlUrl}/health`, { headers: { accept: 'application/json' } })
  const health = z
    .object({ accounts: z.array(z.object({ account: z.string(), version: z.number() })) })
    .parse(await response.json())
  return accounts.every((a) => seenVersion(a) === health.accounts.find((h) => h.account === a)?.version)
}

/** The account version in a watch status's ETag (`"57"`), or undefined. */
export function versionOf(etag: string | undefined): number | undefined {
  const match = etag === undefined ? null : /^"?(\d+)"?$/.exec(etag)
  return match?.[1] === undefined ? undefined : Number(match[1])
}

const TransferPageSchema = z.object({
  cashTransfers: z.array(z.object({ transferCode: z.string().optional(), transactionTime: z.string().optional() })),
})

/**
 * Transfers of an account the sandbox lists that were never told (its activity id is `account|transfer|code`), each
 * with its time and place in the newest-first list: where a difference in the transfer count comes from.
 */
export async function untoldTransfers(
  baseUrl: string,
  account: string,
  told: (id: string) => boolean,
): Promise<{ listed: number; untold: { code: string; time: string; index: number }[] }> {
  const login = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username: 'support', domain: 'default', password: 'demo' }),
  })
  const { sessionToken } = z.object({ sessionToken: z.string() }).parse(await login.json())
  const listed: z.infer<typeof TransferPageSchema>['cashTransfers'] = []
  for (let from = 0; from < 100_000; from += 500) {
    const response = await fetch(
      `${baseUrl}/accounts/${encodeURIComponent(account)}/transfers?limit=500&start-from=${from}`,
      { headers: { accept: 'application/json', authorization: `DXAPI ${sessionToken}` } },
    )
    const page = TransferPageSchema.parse(await response.json()).cashTransfers
    listed.push(...page)
    if (page.length < 500) break
  }
  await fetch(`${baseUrl}/logout`, { method: 'POST', headers: { authorization: `DXAPI ${sessionToken}` } })
  const untold = listed.flatMap((t, index) =>
    t.transferCode === undefined || told(`${account}|transfer|${t.transferCode}`)
      ? []
      : [{ code: t.transferCode, time: t.transactionTime ?? '', index }],
  )
  return { listed: listed.length, untold }
}
