// Turns the table's sorted rows into what is painted: linked rows kept together (order groups), and in
// multi-account mode a header and an exact subtotal row per account. Pure, so it is unit-tested.
import Big from 'big.js'
import { toBig } from '../../lib/decimal'
import type { ColumnSpec, GroupSpec } from './types'

export type DisplayItem<R> =
  | { type: 'row'; row: R; id: string; dataIndex: number; groupPos?: 'first' | 'middle' | 'last' | 'only' }
  | { type: 'group'; key: string; label: string; count: number; id: string }
  | { type: 'subtotal'; key: string; id: string; totals: Record<string, SubtotalValue> }

/** One sum per unit; `unknown` when a value could not be parsed (the total would be a lie). */
export type SubtotalValue = { parts: Array<{ unit: string | undefined; sum: Big }>; unknown: boolean }

/** Stable regrouping: members of a cluster move up to their first member's position, in their sorted order. */
export function keepClustersTogether<R>(rows: readonly R[], clusterOf: (row: R) => string | undefined): R[] {
  const out: R[] = []
  const placed = new Map<string, R[]>()
  const order: Array<R | R[]> = []
  for (const row of rows) {
    const key = clusterOf(row)
    if (key === undefined) {
      order.push(row)
      continue
    }
    let bucket = placed.get(key)
    if (!bucket) {
      bucket = []
      placed.set(key, bucket)
      order.push(bucket)
    }
    bucket.push(row)
  }
  for (const entry of order) {
    if (Array.isArray(entry)) out.push(...entry)
    else out.push(entry)
  }
  return out
}

export function computeSubtotals<R>(
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
): Record<string, SubtotalValue> {
  const totals: Record<string, SubtotalValue> = {}
  for (const column of columns) {
    const spec = column.subtotal
    if (!spec) continue
    const byUnit = new Map<string | undefined, Big>()
    let unknown = false
    for (const row of rows) {
      const raw = spec.value(row)
      if (raw === undefined || raw === null || raw === '') continue
      const big = toBig(raw)
      if (!big) {
        unknown = true
        continue
      }
      const unit = spec.unit?.(row)
      byUnit.set(unit, (byUnit.get(unit) ?? new Big(0)).plus(big))
    }
    const parts = [...byUnit.entries()]
      .map(([unit, sum]) => ({ unit, sum }))
      .sort((a, b) => (a.unit ?? '').localeCompare(b.unit ?? ''))
    totals[column.id] = { parts, unknown }
  }
  return totals
}

export function buildDisplayItems<R>(
  rows: readonly R[],
  getRowId: (row: R) => string,
  options: {
    columns: readonly ColumnSpec<R>[]
    group?: GroupSpec<R> | undefined
    clusterOf?: ((row: R) => string | undefined) | undefined
    /** A group's subtotals; by default summed here (a table keeps those of unchanged groups: SubtotalKeeper). */
    totalsOf?: ((key: string, members: readonly R[]) => Record<string, SubtotalValue>) | undefined
  },
): DisplayItem<R>[] {
  const ordered = options.clusterOf ? keepClustersTogether(rows, options.clusterOf) : [...rows]
  const withPositions = (list: readonly R[], startIndex: number): DisplayItem<R>[] =>
    list.map((row, i) => {
      const cluster = options.clusterOf?.(row)
      let groupPos: 'first' | 'middle' | 'last' | 'only' | undefined
      if (cluster !== undefined) {
        const prev = i > 0 ? options.clusterOf?.(list[i - 1] as R) : undefined
        const next = i < list.length - 1 ? options.clusterOf?.(list[i + 1] as R) : undefined
        const samePrev = prev === cluster
        const sameNext = next === cluster
        groupPos = samePrev && sameNext ? 'middle' : samePrev ? 'last' : sameNext ? 'first' : 'only'
      }
      return { type: 'row', row, id: getRowId(row), dataIndex: startIndex + i, ...(groupPos ? { groupPos } : {}) }
    })

  if (!options.group) return withPositions(ordered, 0)

  const groups = new Map<string, R[]>()
  for (const row of ordered) {
    const key = options.group.key(row)
    const bucket = groups.get(key)
    if (bucket) bucket.push(row)
    else groups.set(key, [row])
  }
  const items: DisplayItem<R>[] = []
  let dataIndex = 0
  const hasSubtotals = options.columns.some((c) => c.subtotal)
  const totalsOf =
    options.totalsOf ?? ((_key: string, members: readonly R[]) => computeSubtotals(options.columns, members))
  for (const [key, members] of groups) {
    items.push({
      type: 'group',
      key,
      label: options.group.label(key, members),
      count: members.length,
      id: `group:${key}`,
    })
    items.push(...withPositions(members, dataIndex))
    dataIndex += members.length
    if (hasSubtotals) items.push({ type: 'subtotal', key, id: `subtotal:${key}`, totals: totalsOf(key, members) })
  }
  return items
}

/** The data rows in display order (what CSV exports and what arrow keys walk through). */
export function dataRowsOf<R>(items: readonly DisplayItem<R>[]): R[] {
  const rows: R[] = []
  for (const item of items) if (item.type === 'row') rows.push(item.row)
  return rows
}

/**
 * Each group's subtotals, summed again only when the group's rows changed. Exact sums over every account's rows
 * were worked out again for all 200 accounts on screen when one of them had a fill.
 */
export class SubtotalKeeper<R> {
  private columns: readonly ColumnSpec<R>[] | undefined
  private kept = new Map<string, { members: readonly R[]; totals: Record<string, SubtotalValue> }>()

  totalsOf(columns: readonly ColumnSpec<R>[], key: string, members: readonly R[]): Record<string, SubtotalValue> {
    if (columns !== this.columns) {
      this.columns = columns
      this.kept.clear()
    }
    const before = this.kept.get(key)
    if (before && before.members.length === members.length && before.members.every((row, i) => row === members[i]))
      return before.totals
    const totals = computeSubtotals(columns, members)
    this.kept.set(key, { members, totals })
    return totals
  }
}
