// Column chooser: show/hide, move (keyboard alternative to dragging headers) and restore the default layout.
import { memo, useId, useRef, type ReactElement } from 'react'
import { Popover } from '../Popover'
import type { TableLayout } from './layout'
import type { ColumnSpec } from './types'
import { msg } from '@shared/text/messages'

interface ColumnChooserProps<R> {
  columns: readonly ColumnSpec<R>[]
  layout: TableLayout
  onChange: (next: TableLayout) => void
  onReset: () => void
  tableLabel: string
}

/** Memoised: a table's every answer renders the table, and the list of its columns does not change with it. */
export const ColumnChooser = memo(function ColumnChooser<R>({
  columns,
  layout,
  onChange,
  onReset,
  tableLabel,
}: ColumnChooserProps<R>) {
  const id = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const byId = new Map(columns.map((c) => [c.id, c]))
  const visibleCount = layout.order.filter((c) => !layout.hidden.includes(c)).length

  const toggle = (columnId: string, visible: boolean) => {
    const hidden = visible ? layout.hidden.filter((h) => h !== columnId) : [...layout.hidden, columnId]
    onChange({ ...layout, hidden })
  }
  const move = (columnId: string, delta: number) => {
    const order = [...layout.order]
    const from = order.indexOf(columnId)
    const to = from + delta
    if (from < 0 || to < 0 || to >= order.length) return
    order.splice(from, 1)
    order.splice(to, 0, columnId)
    onChange({ ...layout, order })
  }

  return (
    <Popover
      buttonRef={buttonRef}
      label={msg('labels.dataTable.columns')}
      buttonTitle={msg('tables.chooseColumns', { table: tableLabel })}
      panelLabel={msg('tables.labels.columnsOf', { table: tableLabel })}
    >
      <ul className="column-chooser" aria-label={msg('tables.labels.columnsOf', { table: tableLabel })}>
        {layout.order.map((columnId, index) => {
          const spec = byId.get(columnId)
          if (!spec) return null
          const visible = !layout.hidden.includes(columnId)
          const inputId = `${id}-${columnId}`
          return (
            <li key={columnId} className="column-chooser__item">
              <input
                id={inputId}
                type="checkbox"
                checked={visible}
                disabled={visible && visibleCount === 1}
                onChange={(e) => toggle(columnId, e.target.checked)}
              />
              <label htmlFor={inputId}>{spec.header}</label>
              <button
                type="button"
                className="icon-button"
                aria-label={msg('tables.labels.moveLeft', { header: spec.header })}
                disabled={index === 0}
                onClick={() => move(columnId, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={msg('tables.labels.moveRight', { header: spec.header })}
                disabled={index === layout.order.length - 1}
                onClick={() => move(columnId, 1)}
              >
                ↓
              </button>
            </li>
          )
        })}
      </ul>
      <div className="column-chooser__footer">
        <span className="muted">{msg('tables.columnChooserHint')}</span>
        <button type="button" onClick={onReset}>
          {msg('labels.dataTable.restoreDefaults')}
        </button>
      </div>
    </Popover>
  )
}) as <R>(props: ColumnChooserProps<R>) => ReactElement
