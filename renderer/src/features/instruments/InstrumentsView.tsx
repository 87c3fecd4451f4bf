// Instruments: search first (symbols with * wildcards, types), sorted by the server (TYPE/SYMBOL, one
// direction), paged with limit/start-from, and a drawer with the account's trading rules per symbol.
import { useQuery } from '@tanstack/react-query'
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react'
import { instrumentsQueryParams } from '../../../../shared/api/params'
import type { InstrumentDetails } from '../../../../shared/api/records'
import { instrumentReferenceQuery, instrumentsQuery } from '../../api/queries'
import { useSession } from '../../app/session'
import { DataTable, describeSort, type ServerSort } from '../../components/DataTable/DataTable'
import type { SortEntry } from '../../components/DataTable/types'
import { splitList } from '../../components/FilterPanel/filter-model'
import { OffsetPager, offsetPageText } from '../../components/Pager'
import { ResourceFrame } from '../../components/ResourceFrame/ResourceFrame'
import { useResourceView, type ResourceView } from '../../components/ResourceFrame/useResourceView'
import { rowCountCaption } from '../shared'
import { instrumentColumns, type InstrumentRow } from './columns'
import { InstrumentDrawer } from './InstrumentDrawer'

const CONFIG = {
  viewId: 'instruments',
  title: 'Instruments',
  schema: instrumentsQueryParams,
  paging: 'offset',
  defaultPageSize: 100,
  groupable: false,
} as const
const SERVER_SORTABLE = ['symbol', 'type']
const rowId = (i: InstrumentRow) => `${i.account}|${i.symbol}`

/** Header clicks on the server's sort keys: one direction for every key (sort-by-asc or -desc, never both). */
export function nextServerSort(current: readonly SortEntry[], columnId: string, multi: boolean): SortEntry[] {
  const existing = current.find((s) => s.id === columnId)
  if (multi) {
    if (existing) return current.map((s) => ({ ...s, desc: !s.desc }))
    return [...current, { id: columnId, desc: current[0]?.desc ?? false }]
  }
  if (!existing || current.length > 1) return [{ id: columnId, desc: false }]
  return existing.desc ? [] : [{ id: columnId, desc: true }]
}

function withReference(
  instruments: readonly InstrumentDetails[],
  reference: ReadonlyMap<string, { priceIncrement: string; lotSize: string }>,
): InstrumentRow[] {
  return instruments.map((i) => ({
    ...i,
    priceIncrement: reference.get(i.symbol)?.priceIncrement,
    lotSize: reference.get(i.symbol)?.lotSize,
  }))
}

export function InstrumentsView() {
  const view = useResourceView(CONFIG)
  const { accountCodes, session, profile } = useSession()
  const [account, setAccount] = useState(accountCodes[0] ?? '')
  const [detail, setDetail] = useState<InstrumentDetails | null>(null)
  const query = useQuery(
    instrumentsQuery({ profileId: session.profileId, account }, view.requestParams, {
      enabled: !!account,
      refetchInterval: view.interval || false,
    }),
  )
  const reference = useQuery(instrumentReferenceQuery(session.profileId))
  const bySymbol = useMemo(
    () => new Map((reference.data?.data ?? []).map((i) => [i.symbol, i] as const)),
    [reference.data],
  )
  const data = query.data?.data
  const rows = useMemo(() => withReference(data ?? [], bySymbol), [data, bySymbol])
  const sizeUnit = profile?.sizeUnit ?? 'units'
  const columns = useMemo(() => instrumentColumns(sizeUnit), [sizeUnit])
  const returned = data?.length

  const { serverSort, setServerSort } = view
  const sort: ServerSort = useMemo(
    () => ({
      sorting: serverSort,
      sortableIds: SERVER_SORTABLE,
      onToggle: (id, multi) => setServerSort(nextServerSort(serverSort, id, multi)),
      description: serverSort.length
        ? `${describeSort(serverSort, columns)} (sorted by the server across all pages)`
        : 'by symbol (the server’s default order)',
    }),
    [serverSort, setServerSort, columns],
  )

  return (
    <ResourceFrame
      view={view}
      query={query}
      noun="instruments"
      pageText={offsetPageText(view.offset, returned, 'instruments')}
      lead={
        <InstrumentSearch
          key={searchKey(view.params)}
          view={view}
          account={account}
          accounts={accountCodes}
          onAccount={setAccount}
        />
      }
      pager={
        <OffsetPager
          page={view.offset}
          returned={returned}
          noun="instruments"
          loading={query.isFetching}
          onChange={view.setOffset}
        />
      }
    >
      {(_instruments, { dimmed }) => (
        <>
          <DataTable
            tableId="instruments"
            label="Instruments"
            columns={columns}
            rows={rows}
            getRowId={rowId}
            serverSort={sort}
            dimmed={dimmed}
            snapshotRef={view.snapshotRef}
            onRowActivate={setDetail}
            activateLabel="open the instrument’s trading rules"
            caption={rowCountCaption(rows.length, 'instruments', `trading rules of ${account}`)}
            empty={
              view.chips.length ? 'No instruments match this search.' : 'No instruments are visible to this account.'
            }
          />
          {detail && <InstrumentDrawer instrument={detail} account={account} onClose={() => setDetail(null)} />}
        </>
      )}
    </ResourceFrame>
  )
}

const SORT_OPTIONS: Array<{ value: string; label: string; sort: SortEntry[] }> = [
  { value: '', label: 'Default (symbol)', sort: [] },
  { value: 'symbol+', label: 'Symbol A→Z', sort: [{ id: 'symbol', desc: false }] },
  { value: 'symbol-', label: 'Symbol Z→A', sort: [{ id: 'symbol', desc: true }] },
  { value: 'type+', label: 'Type A→Z', sort: [{ id: 'type', desc: false }] },
  { value: 'type-', label: 'Type Z→A', sort: [{ id: 'type', desc: true }] },
  {
    value: 'type,symbol+',
    label: 'Type, then symbol A→Z',
    sort: [
      { id: 'type', desc: false },
      { id: 'symbol', desc: false },
    ],
  },
  {
    value: 'type,symbol-',
    label: 'Type, then symbol Z→A',
    sort: [
      { id: 'type', desc: true },
      { id: 'symbol', desc: true },
    ],
  },
  {
    value: 'symbol,type+',
    label: 'Symbol, then type A→Z',
    sort: [
      { id: 'symbol', desc: false },
      { id: 'type', desc: false },
    ],
  },
  {
    value: 'symbol,type-',
    label: 'Symbol, then type Z→A',
    sort: [
      { id: 'symbol', desc: true },
      { id: 'type', desc: true },
    ],
  },
]

function sortValue(sort: readonly SortEntry[]): string {
  if (sort.length === 0) return ''
  return `${sort.map((s) => s.id).join(',')}${sort[0]?.desc ? '-' : '+'}`
}

/** Remounts the search box when the applied symbols change elsewhere (a chip removed, a reset). */
function searchKey(params: Readonly<Record<string, unknown>>): string {
  return Array.isArray(params.symbols) ? params.symbols.join(',') : ''
}

interface SearchProps {
  view: ResourceView<typeof instrumentsQueryParams>
  account: string
  accounts: readonly string[]
  onAccount: (a: string) => void
}

/** The quick search writes the `symbols` filter; everything else is in the generated filter panel. */
function InstrumentSearch({ view, account, accounts, onAccount }: SearchProps) {
  const id = useId()
  const applied = view.params.symbols
  const appliedText = Array.isArray(applied) ? applied.join(', ') : ''
  const [text, setText] = useState(appliedText)
  const { applyParams, params } = view
  const submit = useCallback(
    (e: FormEvent) => {
      e.preventDefault()
      const symbols = splitList(text)
      const { symbols: _previous, ...others } = params
      applyParams(symbols.length ? { ...others, symbols } : others)
    },
    [text, params, applyParams],
  )
  return (
    <form className="instrument-search" role="search" onSubmit={submit}>
      <label htmlFor={`${id}-q`}>Search symbols</label>
      <input
        id={`${id}-q`}
        type="search"
        value={text}
        placeholder="EUR/*, *JPY, BTC/USD"
        spellCheck={false}
        autoFocus
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="primary">
        Search
      </button>
      <span id={`${id}-hint`} className="muted">
        * matches any text; separate several symbols with commas. Instrument types are in Filters.
      </span>
      <label htmlFor={`${id}-sort`}>Server sort</label>
      <select
        id={`${id}-sort`}
        value={sortValue(view.serverSort)}
        title="sort-by-asc or sort-by-desc with TYPE and/or SYMBOL; the server sorts across all pages"
        onChange={(e) => view.setServerSort(SORT_OPTIONS.find((o) => o.value === e.target.value)?.sort ?? [])}
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {accounts.length > 1 && (
        <>
          <label htmlFor={`${id}-acc`}>Trading rules of</label>
          <select id={`${id}-acc`} value={account} onChange={(e) => onAccount(e.target.value)}>
            {accounts.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </>
      )}
    </form>
  )
}
