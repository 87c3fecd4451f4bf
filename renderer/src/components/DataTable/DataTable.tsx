// The one grid every resource uses: the model (./useTableModel: TanStack Table's column state, the rows as
// display items), the painted rows (./virtual-rows: TanStack Virtual), the keyboard model (./useRowNavigation)
// and an asked-for row brought into view (./useReveal); this component owns the markup and ARIA grid semantics.
import { useCallback, useId, useRef, useState } from 'react'
import type { RowData } from '@tanstack/react-table'
import { msg } from '@shared/text/messages'
import { countOf } from '@shared/text/plural'
import { ColumnChooser } from './ColumnChooser'
import { DisplayRow } from './DisplayRow'
import type { DataTableProps } from './props'
import { RowMenu } from './RowMenu'
import { TableHead } from './TableHead'
import { useReveal } from './useReveal'
import { useRowNavigation } from './useRowNavigation'
import { useTableModel } from './useTableModel'
import { useRowVirtualizer } from './virtual-rows'

export type { DataTableProps, ServerSort } from './props'
export type { RowAction } from './row-actions'
export { describeSort } from './useTableModel'

/** Keyed by table id so each table (and its multi-account variant) keeps its own saved layout. */
export function DataTable<R extends RowData>(props: DataTableProps<R>) {
  return <DataTableInner key={props.tableId} {...props} />
}

function DataTableInner<R extends RowData>(props: DataTableProps<R>) {
  const { serverSort, onRowActivate, rowActions } = props
  const model = useTableModel(props)
  const { ctx, items, dataRows, visibleSpecs, specById, headers, sorting, setSorting } = model
  const domId = useId().replace(/[^A-Za-z0-9_-]/g, '')
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useRowVirtualizer(items, scrollRef)
  const rowDomId = useCallback((id: string) => `${domId}-r-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`, [domId])
  const rowElement = useCallback((id: string) => document.getElementById(rowDomId(id)), [rowDomId])
  const [menu, setMenu] = useState<{ id: string; x: number; y: number } | null>(null)
  const openMenuUnder = useCallback(
    (id: string) => {
      const box = rowElement(id)?.getBoundingClientRect()
      const grid = scrollRef.current?.getBoundingClientRect()
      if (box) setMenu({ id, x: Math.max(box.left, grid?.left ?? 0) + 24, y: box.bottom })
    },
    [rowElement],
  )
  // The model's rows, columns and format, and where the rows are painted.
  const nav = useRowNavigation({
    ...model,
    virtualizer,
    scrollRef,
    rowElement,
    onRowActivate,
    rowActions,
    onOpenMenu: rowActions ? openMenuUnder : undefined,
  })
  const { activeId, activeItem, setActiveId } = nav
  useReveal(props.reveal, items, virtualizer, nav.setActiveId)
  const onRowMenu = useCallback(
    (id: string, x: number, y: number) => {
      setActiveId(id)
      setMenu({ id, x, y })
    },
    [setActiveId],
  )
  const closeMenu = useCallback(() => {
    setMenu(null)
    scrollRef.current?.focus({ preventScroll: true })
  }, [])
  const menuItem = menu ? items.find((it) => it.type === 'row' && it.id === menu.id) : undefined
  const menuActions = menuItem?.type === 'row' && rowActions ? rowActions(menuItem.row) : []

  // One function while the table lives: the chooser is memoised, and its list of every column is not drawn again
  // with each answer.
  const { resetLayout: reset } = model
  const resetLayout = useCallback(() => {
    reset()
    setSorting([])
  }, [reset, setSorting])
  const totalWidth = model.totalWidth
  const hasRows = items.length > 0
  const description = [
    `${countOf(dataRows.length, 'row')}.`,
    msg('tables.tableKeys.moves'),
    onRowActivate
      ? msg('tables.tableKeys.enterTo', { action: props.activateLabel ?? msg('tables.tableKeys.openTheRow') })
      : '',
    rowActions ? msg('tables.rowKeys') : msg('tables.tableKeys.end'),
  ].join('')

  return (
    <div
      className={`data-table${props.height ? ' data-table--fixed' : ''}`}
      data-table-id={props.tableId}
      data-row-count={dataRows.length}
    >
      <div className="data-table__strip">
        <div className="data-table__caption">{props.caption}</div>
        <div className="data-table__sort" aria-live="polite">
          <span className="muted">{msg('labels.dataTable.sort')}</span> {model.sortDescription}
          {!serverSort && sorting.length > 0 && (
            <button type="button" className="link-button" onClick={() => setSorting([])}>
              {msg('labels.dataTable.clearSort')}
            </button>
          )}
        </div>
        <ColumnChooser
          columns={props.columns}
          layout={model.layout}
          onChange={model.setLayout}
          onReset={resetLayout}
          tableLabel={props.label}
        />
      </div>
      <div
        ref={scrollRef}
        className={`data-table__scroll${props.dimmed ? ' is-dimmed' : ''}`}
        style={props.height ? { height: props.height } : undefined}
        role="grid"
        aria-label={props.label}
        aria-describedby={`${domId}-desc`}
        aria-rowcount={items.length + 1}
        aria-colcount={visibleSpecs.length}
        aria-busy={props.dimmed || undefined}
        aria-activedescendant={activeItem?.type === 'row' ? rowDomId(activeItem.id) : undefined}
        tabIndex={0}
        onKeyDown={nav.onKeyDown}
        onFocus={nav.onFocus}
      >
        <span id={`${domId}-desc`} className="sr-only">
          {description}
        </span>
        <div className="data-table__head" role="rowgroup" style={{ width: totalWidth }}>
          <div className="data-table__row data-table__row--head" role="row" aria-rowindex={1}>
            <TableHead
              headers={headers}
              headerIds={model.headerIds}
              headerLabel={model.headerLabel}
              moveColumn={model.moveColumn}
              specById={specById}
              sizes={model.sizes}
              activeSorting={model.activeSorting}
              toggleSort={model.toggleSort}
              onSizingChange={model.onSizingChange}
              serverSort={serverSort}
            />
          </div>
        </div>
        {hasRows ? (
          <div
            className="data-table__body"
            role="rowgroup"
            style={{ height: virtualizer.getTotalSize(), width: totalWidth }}
          >
            {virtualizer.getVirtualItems().map((v) => {
              const item = items[v.index]
              if (!item) return null
              return (
                <DisplayRow
                  key={item.id}
                  item={item}
                  ariaRowIndex={v.index + 2}
                  top={v.start}
                  height={v.size}
                  specs={visibleSpecs}
                  sizes={model.sizes}
                  ctx={ctx}
                  domId={item.type === 'row' ? rowDomId(item.id) : undefined}
                  active={item.type === 'row' && item.id === activeId}
                  onSelect={nav.setActiveId}
                  onActivate={nav.activateRow}
                  onMenu={rowActions ? onRowMenu : undefined}
                />
              )
            })}
          </div>
        ) : (
          <div className="data-table__empty">{props.empty ?? msg('labels.dataTable.noRows')}</div>
        )}
      </div>
      {menu && menuActions.length > 0 && (
        <RowMenu
          label={msg('labels.dataTable.labelRowActions', { label: props.label })}
          actions={menuActions}
          at={menu}
          onClose={closeMenu}
        />
      )}
    </div>
  )
}
