// One declared table of a resource view wired the same way everywhere: the Account column and grouping in
// multi-account mode, dimming while the next page loads, the details drawer, revealed rows, captions and exports.
import { useMemo, useRef, useState } from 'react'
import type { ParamsSchema } from '@shared/api/params/spec'
import { useReveal } from '../../app/live'
import { DataTable } from '../../components/DataTable/DataTable'
import type { TableSnapshot } from '../../components/DataTable/types'
import { ExportButton } from '../../components/ExportButton'
import { useAccountGroup, withAccountColumn } from '../shared'
import type { DeclaredTable, TableContext, TableDeclaration } from './declaration'
import { serverSortOf } from './server-sort'

/** Checks a table against its row type, then hands it over as something that renders for the view's answer. */
export function declaredTable<S extends ParamsSchema, D, C, R extends object>(
  table: TableDeclaration<S, D, C, R>,
): DeclaredTable<S, D, C> {
  return {
    id: table.id,
    render: (props) => <TableSection table={table} {...props} />,
    pageRows: (data, model, startFrom) =>
      table.rows(data, model, startFrom).map((row) => ({ id: table.rowId(row), row })),
  }
}

const NEVER_REVEALED = () => ''

function TableSection<S extends ParamsSchema, D, C, R extends object>({
  table: t,
  data,
  model,
  view,
  dimmed,
  first,
  settled,
  fetchedAt,
  pageText,
}: TableContext<S, D, C> & { table: TableDeclaration<S, D, C, R> }) {
  const startFrom = view.offset.startFrom
  const rows = useMemo(() => t.rows(data, model, startFrom), [t, data, model, startFrom])
  // Declared columns keep their identity across renders, so the table does not rebuild its layout.
  const own = useMemo(() => (typeof t.columns === 'function' ? t.columns(model, data) : t.columns), [t, model, data])
  const leading = useMemo(() => t.leading?.(model), [t, model])
  const columns = useMemo(() => {
    const withAccount = withAccountColumn(own, t.account, view.multi)
    return leading ? [leading, ...withAccount] : withAccount
  }, [own, t.account, view.multi, leading])
  const clusterOf = useMemo(() => t.clusterOf?.(model), [t, model])
  const { serverSort: sorting, setServerSort } = view
  const serverSort = useMemo(
    () => t.serverSort && serverSortOf(t.serverSort, sorting, setServerSort, columns),
    [t.serverSort, sorting, setServerSort, columns],
  )
  const accountGroup = useAccountGroup(t.account, view.multi && view.grouped)
  // "Group by account" governs a table of accounts too: ticked, they group by their own key (the account currency).
  const ownGroup = useMemo(
    () => (view.multi && view.grouped ? t.groupBy?.(model) : undefined),
    [t, model, view.multi, view.grouped],
  )
  const group = ownGroup ?? accountGroup
  const reveal = useReveal<R>(t.reveal?.view ?? 'positions', t.reveal?.key ?? NEVER_REVEALED)
  const [detail, setDetail] = useState<R | null>(null)
  const ownSnapshot = useRef<(() => TableSnapshot) | null>(null)

  if (t.hidden?.(rows)) return null
  const off = t.off?.(view)
  const heading = t.heading ? <h2 className="section-title">{t.heading}</h2> : null
  if (off) {
    return (
      <>
        {heading}
        {off}
      </>
    )
  }
  const details = t.details
  const activate = t.activate ?? (details ? (row: R) => setDetail(row) : undefined)
  const caption = t.caption?.(rows, data, model, view)
  const snapshotRef = first ? view.snapshotRef : t.exportName ? ownSnapshot : undefined
  const activateLabel = typeof t.activateLabel === 'function' ? t.activateLabel(model) : t.activateLabel
  return (
    <>
      {heading}
      <DataTable
        tableId={t.id}
        label={t.label}
        columns={columns}
        rows={rows}
        getRowId={t.rowId}
        serverSort={serverSort}
        group={group}
        clusterOf={clusterOf}
        dimmed={dimmed}
        snapshotRef={snapshotRef}
        onRowActivate={activate && ((row: R) => activate(row, model, setDetail))}
        rowActions={t.rowActions && ((row: R) => t.rowActions?.(row, model, setDetail) ?? [])}
        // An entry of the activity feed names a row as it is after the change it reports; a page read before
        // that change (kept in the cache, shown while it is read again) may hold the row elsewhere, or in its
        // old state. Revealed there, the row would be left off screen once the new page lands (a filled order
        // moves to the top of the history), so the row is revealed once no read of this view is in flight.
        reveal={t.reveal && settled ? reveal : undefined}
        activateLabel={activateLabel}
        caption={
          !first && t.exportName ? (
            <>
              {caption}{' '}
              <ExportButton
                view={t.exportName}
                snapshotRef={ownSnapshot}
                fetchedAt={fetchedAt}
                filterLines={view.filterLines}
                page={pageText}
              />
            </>
          ) : (
            caption
          )
        }
        height={t.height?.(rows, data, view)}
        empty={typeof t.empty === 'object' ? (view.chips.length ? t.empty.filtered : t.empty.none) : t.empty}
      />
      {t.footer?.(rows, model)}
      {detail && details?.(detail, () => setDetail(null), model, columns)}
    </>
  )
}
