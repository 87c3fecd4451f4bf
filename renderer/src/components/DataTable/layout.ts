// The saved layout of one table for one profile: column order, visibility and widths in localStorage.
// Only what the user changed is meaningful; columns added by a newer app version appear at their default.
import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import { isRecordOf, isStringArray, readStored, storageKeys, writeStored } from '../../lib/storage'
import type { ColumnSpec } from './types'

export interface TableLayout {
  order: string[]
  hidden: string[]
  sizes: Record<string, number>
}

/** Which profile the layouts belong to. */
export const LayoutScopeContext = createContext<string>('default')

export function useLayoutScope(): string {
  return useContext(LayoutScopeContext)
}

function isLayout(value: unknown): TableLayout | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  if (!isStringArray(v.order) || !isStringArray(v.hidden)) return undefined
  if (!isRecordOf(v.sizes, (n): n is number => typeof n === 'number' && n > 0 && n < 5000)) return undefined
  return { order: v.order, hidden: v.hidden, sizes: v.sizes }
}

export function defaultLayout<R>(columns: readonly ColumnSpec<R>[]): TableLayout {
  return { order: columns.map((c) => c.id), hidden: columns.filter((c) => c.defaultHidden).map((c) => c.id), sizes: {} }
}

/** Stored order, minus columns that no longer exist, plus new columns at their default position. */
export function mergeLayout<R>(stored: TableLayout | undefined, columns: readonly ColumnSpec<R>[]): TableLayout {
  const defaults = defaultLayout(columns)
  if (!stored) return defaults
  const known = new Set(columns.map((c) => c.id))
  const order = stored.order.filter((id) => known.has(id))
  for (const [index, id] of defaults.order.entries()) {
    if (!order.includes(id)) order.splice(Math.min(index, order.length), 0, id)
  }
  const storedIds = new Set(stored.order)
  const hidden = [
    ...stored.hidden.filter((id) => known.has(id)),
    ...defaults.hidden.filter((id) => !storedIds.has(id) && !stored.hidden.includes(id)),
  ]
  const sizes = Object.fromEntries(Object.entries(stored.sizes).filter(([id]) => known.has(id)))
  return { order, hidden, sizes }
}

/**
 * One layout per table whatever the number of accounts: the Account column of several accounts comes and goes
 * as columns change (merged in at its default place), and what the person hid or moved stays as they left it.
 */
export function useTableLayout<R>(tableId: string, columns: readonly ColumnSpec<R>[]) {
  const scope = useLayoutScope()
  const key = storageKeys.layout(scope, tableId)
  const [stored, setLayoutState] = useState<TableLayout>(() => mergeLayout(readStored(key, isLayout), columns))
  const layout = useMemo(() => mergeLayout(stored, columns), [stored, columns])

  const setLayout = useCallback(
    (next: TableLayout | ((prev: TableLayout) => TableLayout)) => {
      setLayoutState((prev) => {
        const value = typeof next === 'function' ? next(mergeLayout(prev, columns)) : next
        writeStored(key, value)
        return value
      })
    },
    [key, columns],
  )
  const reset = useCallback(() => {
    writeStored(key, undefined)
    setLayoutState(defaultLayout(columns))
  }, [key, columns])

  return useMemo(() => ({ layout, setLayout, reset }), [layout, setLayout, reset])
}
