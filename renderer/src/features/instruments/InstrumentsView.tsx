// Instruments: search first (symbols with * wildcards, types), sorted by the server (TYPE/SYMBOL, one
// direction), paged with limit/start-from, and a drawer with the account's trading rules per symbol. Read for
// one account at a time (the one whose trading rules are shown), so rows are not grouped by account.
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react'
import { instrumentsQueryParams } from '@shared/api/params/instruments'
import type { InstrumentDetails, Instrument } from '@shared/api/records'

import { instrumentsQuery } from '../../api/queries'
import { useSession } from '../../app/session'
import type { SortEntry } from '../../components/DataTable/types'
import { splitList } from '../../components/FilterPanel/filter-model'
import type { ResourceView } from '../../components/ResourceFrame/useResourceView'
import { useInstrumentReference } from '../market/quotes'
import { declareView } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { rowCountCaption } from '../shared'
import { instrumentColumns, type InstrumentRow } from './columns'
import { InstrumentDrawer } from './InstrumentDrawer'
import { msg } from '@shared/text/messages'

type InstrumentsViewState = ResourceView<typeof instrumentsQueryParams>

/** The account whose trading rules are listed: the first one chosen, or another picked in the search bar. */
function useRulesAccount(view: InstrumentsViewState) {
  const accounts = view.scope.accounts
  const [account, setAccount] = useState(accounts[0] ?? '')
  return useMemo(() => ({ account, setAccount, accounts }), [account, accounts])
}

/** The account's rules joined with the global reference (tick, lot size), sizes in the profile's unit. */
function useInstrumentsModel(_view: InstrumentsViewState, _answer: unknown, rules: ReturnType<typeof useRulesAccount>) {
  const reference = useInstrumentReference()
  const sizeUnit = useSession().profile?.sizeUnit ?? 'units'
  return useMemo(() => ({ ...rules, reference, sizeUnit }), [rules, reference, sizeUnit])
}

function withReference(
  instruments: readonly InstrumentDetails[],
  reference: ReadonlyMap<string, Pick<Instrument, 'priceIncrement' | 'lotSize' | 'tradingHours'>>,
): InstrumentRow[] {
  return instruments.map((i) => ({
    ...i,
    priceIncrement: reference.get(i.symbol)?.priceIncrement,
    lotSize: reference.get(i.symbol)?.lotSize,
    tradingHours: reference.get(i.symbol)?.tradingHours,
  }))
}

export const INSTRUMENTS_VIEW = declareView({
  viewId: 'instruments',
  title: msg('labels.instruments.instruments'),
  noun: msg('labels.instruments.instrumentsNoun'),
  schema: instrumentsQueryParams,
  groupable: false,
  useRequest: useRulesAccount,
  read: (scope, params, { account }) =>
    instrumentsQuery({ profileId: scope.profileId, account }, params, { enabled: account !== '' }),
  paging: {
    kind: 'offset',
    noun: msg('labels.instruments.instrumentsNoun'),
    returned: (instruments) => instruments.length,
  },
  useModel: useInstrumentsModel,
  lead: (view, m) => (
    <InstrumentSearch
      key={searchKey(view.params)}
      view={view}
      account={m.account}
      accounts={m.accounts}
      onAccount={m.setAccount}
    />
  ),
  tables: (table) => [
    table({
      id: 'instruments',
      label: msg('labels.instruments.instruments'),
      rows: (instruments, m) => withReference(instruments, m.reference),
      rowId: (i) => `${i.account}|${i.symbol}`,
      columns: (m) => instrumentColumns(m.sizeUnit),
      serverSort: { sortable: ['symbol', 'type'], unsorted: msg('tables.captions.instrumentsUnsorted') },
      details: (instrument, close, m) => (
        <InstrumentDrawer instrument={instrument} account={m.account} onClose={close} />
      ),
      activateLabel: msg('labels.instruments.openTheInstrumentSTrading'),
      caption: (rows, _instruments, m) =>
        rowCountCaption(rows.length, 'instrument', msg('tables.captions.instruments', { account: m.account })),
      empty: {
        filtered: msg('columns.instruments.noInstrumentsMatchThisSearch'),
        none: msg('columns.instruments.noInstrumentsAreVisibleTo'),
      },
    }),
  ],
})

export function InstrumentsView() {
  return <DeclaredView declaration={INSTRUMENTS_VIEW} />
}

const SORT_OPTIONS: Array<{ value: string; label: string; sort: SortEntry[] }> = [
  { value: '', label: msg('labels.instruments.defaultSymbol'), sort: [] },
  { value: 'symbol+', label: msg('labels.instruments.symbolAZ'), sort: [{ id: 'symbol', desc: false }] },
  { value: 'symbol-', label: msg('labels.instruments.symbolZA'), sort: [{ id: 'symbol', desc: true }] },
  { value: 'type+', label: msg('labels.instruments.typeAZ'), sort: [{ id: 'type', desc: false }] },
  { value: 'type-', label: msg('labels.instruments.typeZA'), sort: [{ id: 'type', desc: true }] },
  {
    value: 'type,symbol+',
    label: msg('labels.instruments.typeThenSymbolAZ'),
    sort: [
      { id: 'type', desc: false },
      { id: 'symbol', desc: false },
    ],
  },
  {
    value: 'type,symbol-',
    label: msg('labels.instruments.typeThenSymbolZA'),
    sort: [
      { id: 'type', desc: true },
      { id: 'symbol', desc: true },
    ],
  },
  {
    value: 'symbol,type+',
    label: msg('labels.instruments.symbolThenTypeAZ'),
    sort: [
      { id: 'symbol', desc: false },
      { id: 'type', desc: false },
    ],
  },
  {
    value: 'symbol,type-',
    label: msg('labels.instruments.symbolThenTypeZA'),
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
  view: InstrumentsViewState
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
      <label htmlFor={`${id}-q`}>{msg('labels.instruments.searchSymbols')}</label>
      <input
        id={`${id}-q`}
        type="search"
        value={text}
        placeholder={msg('labels.instruments.eurJpyBtcUsd')}
        spellCheck={false}
        autoFocus
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="primary">
        {msg('labels.instruments.search')}
      </button>
      <span id={`${id}-hint`} className="muted">
        {msg('tables.instrument.searchHint')}
      </span>
      <label htmlFor={`${id}-sort`}>{msg('labels.instruments.serverSort')}</label>
      <select
        id={`${id}-sort`}
        value={sortValue(view.serverSort)}
        title={msg('tables.labels.instrumentSort')}
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
          <label htmlFor={`${id}-acc`}>{msg('labels.instruments.tradingRulesOf')}</label>
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
