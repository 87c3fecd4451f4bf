import { memo, type ReactElement } from 'react'
import { countOf } from '@shared/text/plural'
import type { DisplayItem, SubtotalValue } from './display-rows'
import { ActiveRowContext } from './row-actions'
import { cellText, headerText } from './cells'
import { SubtotalCell } from './SubtotalCell'
import type { ColumnSpec, FormatContext } from './types'
import { msg } from '@shared/text/messages'

export interface DisplayRowProps<R> {
  item: DisplayItem<R>
  ariaRowIndex: number
  top: number
  height: number
  specs: readonly ColumnSpec<R>[]
  sizes: readonly number[]
  ctx: FormatContext
  domId: string | undefined
  active: boolean
  /** Makes the data row with this id the active one. */
  onSelect: (id: string) => void
  /** Opens a data row (double-click). */
  onActivate: (row: R) => void
  /** Opens the row's context menu at these viewport coordinates. */
  onMenu?: ((id: string, x: number, y: number) => void) | undefined
}

/** One painted line of the grid: a data row, an account group header or a subtotal row. */
function DisplayRowView<R>({
  item,
  ariaRowIndex,
  top,
  specs,
  sizes,
  ctx,
  domId,
  active,
  onSelect,
  onActivate,
  onMenu,
}: DisplayRowProps<R>) {
  const style = { transform: `translateY(${top}px)` }
  if (item.type === 'group') {
    return (
      <div className="data-table__row data-table__row--group" role="row" aria-rowindex={ariaRowIndex} style={style}>
        <div role="gridcell" className="data-table__group-label" aria-colspan={specs.length}>
          {item.label}
          <span className="muted">&nbsp;· {countOf(item.count, 'row')}</span>
        </div>
      </div>
    )
  }
  if (item.type === 'subtotal') {
    // The figures go on one line from the first data column (not a narrow button column), over the row's empty
    // cells: a subtotal column far to the right (Remaining) is out of view on a narrow window, and one line a
    // unit under it left a tall blank band below the group.
    const labelColumn = Math.max(
      0,
      specs.findIndex((c) => c.kind !== 'action'),
    )
    const summed = specs.filter((spec) => item.totals[spec.id])
    return (
      <div
        className="data-table__row data-table__row--subtotal"
        role="row"
        aria-rowindex={ariaRowIndex}
        aria-label={msg('labels.dataTable.subtotalKey', { key: item.key })}
        style={style}
      >
        {specs.map((spec, i) => (
          <div
            key={spec.id}
            role="gridcell"
            className={`data-table__cell kind-${spec.kind}${i === labelColumn ? ' data-table__subtotal-line' : ''}`}
            style={{ width: sizes[i] }}
          >
            {i === labelColumn && (
              <>
                <span className="subtotal-label">{msg('labels.dataTable.subtotal')}</span>
                {summed.map((c) => (
                  <span key={c.id} className="subtotal-of">
                    {summed.length > 1 || c !== spec ? (
                      <span className="subtotal-of__name">{headerText(c, ctx)}</span>
                    ) : null}
                    <SubtotalCell value={item.totals[c.id]} format={c.subtotal?.format} />
                  </span>
                ))}
              </>
            )}
          </div>
        ))}
      </div>
    )
  }
  return (
    <div
      id={domId}
      className={`data-table__row${active ? ' is-active' : ''}${item.groupPos ? ` in-cluster cluster-${item.groupPos}` : ''}`}
      role="row"
      aria-rowindex={ariaRowIndex}
      aria-selected={active}
      data-row-id={item.id}
      style={style}
      onClick={() => onSelect(item.id)}
      onDoubleClick={() => onActivate(item.row)}
      onContextMenu={
        onMenu &&
        ((e) => {
          e.preventDefault()
          onMenu(item.id, e.clientX, e.clientY)
        })
      }
      onFocus={active ? undefined : () => onSelect(item.id)}
    >
      <RowCells row={item.row} specs={specs} sizes={sizes} ctx={ctx} active={active} />
    </div>
  )
}

interface RowCellsProps<R> {
  row: R
  specs: readonly ColumnSpec<R>[]
  sizes: readonly number[]
  ctx: FormatContext
  active: boolean
}

/**
 * A data row's cells, drawn again only when the row, its columns, their widths, the format or whether it is the
 * active row changed: a row that only moved (one above it removed) redraws its line, not its cells.
 */
const RowCells = memo(function RowCells<R>({ row, specs, sizes, ctx, active }: RowCellsProps<R>) {
  return (
    <ActiveRowContext.Provider value={active}>
      {specs.map((spec, i) => {
        const text = cellText(spec, row, ctx)
        const extra = spec.cellClass?.(row)
        return (
          <div
            key={spec.id}
            role="gridcell"
            data-column-id={spec.id}
            className={`data-table__cell kind-${spec.kind}${extra ? ` ${extra}` : ''}`}
            style={{ width: sizes[i] }}
            title={spec.kind === 'action' ? undefined : text}
          >
            {spec.render ? spec.render(row, ctx) : text}
          </div>
        )
      })}
    </ActiveRowContext.Provider>
  )
}) as <R>(props: RowCellsProps<R>) => ReactElement

/** Display items are built anew on each change; what a line shows is compared instead of the item itself. */
function sameItem<R>(a: DisplayItem<R>, b: DisplayItem<R>): boolean {
  if (a === b) return true
  if (a.type === 'row') return b.type === 'row' && a.row === b.row && a.id === b.id && a.groupPos === b.groupPos
  if (a.type === 'group') return b.type === 'group' && a.key === b.key && a.label === b.label && a.count === b.count
  return b.type === 'subtotal' && a.key === b.key && sameTotals(a.totals, b.totals)
}

function sameTotals(a: Record<string, SubtotalValue>, b: Record<string, SubtotalValue>): boolean {
  if (a === b) return true
  const ids = Object.keys(a)
  if (ids.length !== Object.keys(b).length) return false
  return ids.every((id) => {
    const x = a[id]
    const y = b[id]
    return (
      x !== undefined &&
      y !== undefined &&
      x.unknown === y.unknown &&
      x.parts.length === y.parts.length &&
      x.parts.every((p, i) => p.unit === y.parts[i]?.unit && p.sum.eq(y.parts[i]?.sum ?? NaN))
    )
  })
}

function sameRowProps<R>(a: DisplayRowProps<R>, b: DisplayRowProps<R>): boolean {
  return (
    sameItem(a.item, b.item) &&
    a.ariaRowIndex === b.ariaRowIndex &&
    a.top === b.top &&
    a.height === b.height &&
    a.specs === b.specs &&
    a.sizes === b.sizes &&
    a.ctx === b.ctx &&
    a.domId === b.domId &&
    a.active === b.active &&
    a.onSelect === b.onSelect &&
    a.onActivate === b.onActivate &&
    a.onMenu === b.onMenu
  )
}

/**
 * Drawn again only when its own props change. Scrolling moves the virtualiser's range by a row or two a frame and
 * re-renders the table; before, that wrote every visible row's cells again (5.6–7.1 ms a frame on 100,000 orders
 * scrolled two rows a frame). So the table hands every row the same widths, callbacks and context while they
 * stay the same, and a cell's content comes only from its row, its column spec and that context.
 */
export const DisplayRow = memo(DisplayRowView, sameRowProps) as typeof DisplayRowView
