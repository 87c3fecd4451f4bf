import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { formatClock } from '../../lib/format'
import { positionsParams } from '../../../../shared/api/params'
import Big from 'big.js'
import type { Position, PositionMetrics } from '../../../../shared/api/records'
import { metricsQuery, positionsQuery } from '../../api/queries'
import { useSession } from '../../app/session'
import { DataTable } from '../../components/DataTable/DataTable'
import { Drawer, RecordFields } from '../../components/Drawer'
import { ResourceFrame } from '../../components/ResourceFrame/ResourceFrame'
import { useResourceView } from '../../components/ResourceFrame/useResourceView'
import { rowCountCaption, useAccountGroup, useFieldFormatter, withAccountColumn } from '../shared'
import { positionWithPlColumns, type PositionWithPl } from './columns'
import { positionMarket, type PositionPlSource } from '../market/market-columns'
import { marketCaption, useInstrumentReference, useQuotes } from '../market/quotes'

const CONFIG = { viewId: 'positions', title: 'Positions', schema: positionsParams, paging: 'none' } as const
const rowId = (p: PositionWithPl) => `${p.account}|${p.positionCode}`
const accountOf = (p: PositionWithPl) => p.account
const WITH_POSITIONS = { 'include-positions': true }

/** Joins each position with its floating P/L (by account and position code) and its account's currency. */
export function withPl(
  positions: readonly Position[],
  pl: ReadonlyMap<string, string>,
  currencyOf: (account: string) => string | undefined,
): PositionWithPl[] {
  return positions.map((p) => ({
    ...p,
    fpl: pl.get(`${p.account}|${p.positionCode}`),
    currency: currencyOf(p.account),
  }))
}

/** What a metrics read said about one position, enough to move its P/L with the quote. */
function plSource(m: PositionMetrics): PositionPlSource {
  let priceAtRead = m.currentPriceInstrumentCcy
  if (priceAtRead === undefined && Number(m.convRate) !== 0) priceAtRead = new Big(m.rate).div(m.convRate).toFixed()
  return { fpl: m.fpl, quantity: m.quantity, convRate: m.convRate, priceAtRead }
}

export function PositionsView() {
  const view = useResourceView(CONFIG)
  const query = useQuery(positionsQuery(view.scope, view.requestParams, { refetchInterval: view.interval || false }))
  const group = useAccountGroup(accountOf, view.multi && view.grouped)
  const columns = useMemo(() => withAccountColumn(positionWithPlColumns, view.multi), [view.multi])
  const [detail, setDetail] = useState<PositionWithPl | null>(null)
  const metrics = useQuery(metricsQuery(view.scope, WITH_POSITIONS, { refetchInterval: view.interval || false }))
  const { pl, sources } = useMemo(() => {
    const pl = new Map<string, string>()
    const sources = new Map<string, PositionPlSource>()
    for (const m of metrics.data?.data ?? [])
      for (const p of m.positions ?? []) {
        pl.set(`${m.account}|${p.positionCode}`, p.fpl)
        sources.set(`${m.account}|${p.positionCode}`, plSource(p))
      }
    return { pl, sources }
  }, [metrics.data])
  const data = query.data?.data
  const { accounts } = useSession()
  const quotes = useQuotes(useMemo(() => (data ?? []).map((p) => p.symbol), [data]))
  const reference = useInstrumentReference()
  const rows = useMemo(
    () =>
      withPl(data ?? [], pl, (a) => accounts.find((x) => x.account === a)?.baseCurrency).map((p) => ({
        ...p,
        ...positionMarket(
          p,
          quotes.bySymbol.get(p.symbol),
          sources.get(`${p.account}|${p.positionCode}`),
          reference.get(p.symbol)?.multiplier,
        ),
      })),
    [data, pl, sources, accounts, quotes.bySymbol, reference],
  )
  const format = useFieldFormatter()
  return (
    <ResourceFrame view={view} query={query} noun="positions">
      {(_positions, { dimmed }) => (
        <>
          <DataTable
            tableId={view.multi ? 'positions-multi' : 'positions'}
            label="Open positions"
            columns={columns}
            rows={rows}
            getRowId={rowId}
            group={group}
            dimmed={dimmed}
            snapshotRef={view.snapshotRef}
            onRowActivate={setDetail}
            activateLabel="show the position’s details"
            caption={rowCountCaption(
              rows.length,
              'positions',
              `all open positions (not paged)${metrics.data ? ` · P/L from metrics as of ${formatClock(metrics.data.fetchedAt, view.zone)}` : ''}${marketCaption(quotes, view.zone)}${quotes.fetchedAt !== undefined ? ' · ≈ P/L now is an estimate until the next metrics read' : ''}`,
            )}
            empty="No open positions on these accounts."
          />
          {detail && (
            <Drawer title={`Position ${detail.positionCode} · ${detail.symbol}`} onClose={() => setDetail(null)}>
              <RecordFields record={detail} format={format} />
            </Drawer>
          )}
        </>
      )}
    </ResourceFrame>
  )
}
