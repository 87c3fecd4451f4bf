import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { formatClock } from '../../lib/format'
import { positionsParams } from '../../../../shared/api/params'
import Big from 'big.js'
import type { Order, Position, PositionMetrics } from '../../../../shared/api/records'
import { attachedCloses, positionKey, type AttachedCloses } from '../../../../shared/domain/attached-orders'
import { metricsQuery, openOrdersQuery, positionsQuery } from '../../api/queries'
import { useReveal } from '../../app/live'
import { useSession } from '../../app/session'
import { DataTable } from '../../components/DataTable/DataTable'
import { Drawer, RecordFields } from '../../components/Drawer'
import { ResourceFrame } from '../../components/ResourceFrame/ResourceFrame'
import { useResourceView } from '../../components/ResourceFrame/useResourceView'
import { formatDecimal } from '../../lib/format'
import { OrderDetails } from '../orders/OrderDetails'
import { rowCountCaption, useAccountGroup, useFieldFormatter, withAccountColumn } from '../shared'
import { positionWithPlColumns, type PositionWithPl } from './columns'
import { positionMarket, type PositionPlSource } from '../market/market-columns'
import { marketCaption, useInstrumentReference, useQuotes } from '../market/quotes'

/** The row an activity entry names (its position code). */
const revealKey = (p: Position) => p.positionCode

const CONFIG = { viewId: 'positions', title: 'Positions', schema: positionsParams, paging: 'none' } as const
const rowId = (p: PositionWithPl) => `${p.account}|${p.positionCode}`
const accountOf = (p: PositionWithPl) => p.account
const WITH_POSITIONS = { 'include-positions': true }
const NO_PARAMS = {}

/**
 * Joins each position with its floating P/L (by account and position code), its account's currency and the
 * working closing orders attached to it, whose prices fill Take profit / Stop loss when the record has none.
 */
export function withPl(
  positions: readonly Position[],
  pl: ReadonlyMap<string, string>,
  currencyOf: (account: string) => string | undefined,
  attached: ReadonlyMap<string, AttachedCloses> = new Map(),
): PositionWithPl[] {
  return positions.map((p) => {
    const closes = attached.get(positionKey(p)) ?? {}
    return {
      ...p,
      fpl: pl.get(positionKey(p)),
      currency: currencyOf(p.account),
      takeProfitPrice: p.takeProfitPrice ?? closes.takeProfit?.legs[0]?.price,
      stopLossPrice: p.stopLossPrice ?? closes.stopLoss?.legs[0]?.price,
      takeProfitOrder: closes.takeProfit,
      stopLossOrder: closes.stopLoss,
    }
  })
}

function AttachedOrderLinks({ position, onOpen }: { position: PositionWithPl; onOpen: (o: Order) => void }) {
  const links = [
    ['Take profit', position.takeProfitOrder],
    ['Stop loss', position.stopLossOrder],
  ] as const
  return (
    <section>
      <h3>Attached orders</h3>
      {links.every(([, o]) => !o) ? (
        <p className="muted">No working take-profit or stop-loss order is attached to this position.</p>
      ) : (
        <ul>
          {links.map(([label, o]) =>
            o ? (
              <li key={label}>
                {label}:{' '}
                <button type="button" className="link-button" onClick={() => onOpen(o)}>
                  order {o.orderId}
                </button>{' '}
                {o.type} {o.side} @ {formatDecimal(o.legs[0]?.price ?? '')} ({o.status})
              </li>
            ) : null,
          )}
        </ul>
      )}
    </section>
  )
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
  const reveal = useReveal<PositionWithPl>('positions', revealKey)
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
  const orders = useQuery(openOrdersQuery(view.scope, NO_PARAMS, { refetchInterval: view.interval || false }))
  const attached = useMemo(() => attachedCloses(orders.data?.data ?? []), [orders.data])
  const [attachedOrder, setAttachedOrder] = useState<Order | null>(null)
  const data = query.data?.data
  const { accounts } = useSession()
  const quotes = useQuotes(useMemo(() => (data ?? []).map((p) => p.symbol), [data]))
  const reference = useInstrumentReference()
  const rows = useMemo(
    () =>
      withPl(data ?? [], pl, (a) => accounts.find((x) => x.account === a)?.baseCurrency, attached).map((p) => ({
        ...p,
        ...positionMarket(
          p,
          quotes.bySymbol.get(p.symbol),
          sources.get(positionKey(p)),
          reference.get(p.symbol)?.multiplier,
        ),
      })),
    [data, pl, sources, accounts, attached, quotes.bySymbol, reference],
  )
  const format = useFieldFormatter()
  return (
    <ResourceFrame view={view} query={query} noun="positions">
      {(_positions, { dimmed }) => (
        <>
          <DataTable
            tableId="positions"
            label="Open positions"
            columns={columns}
            rows={rows}
            getRowId={rowId}
            group={group}
            dimmed={dimmed}
            snapshotRef={view.snapshotRef}
            onRowActivate={setDetail}
            reveal={reveal}
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
              <RecordFields
                record={detail}
                columns={columns}
                hide={['takeProfitOrder', 'stopLossOrder']}
                format={format}
              />
              <AttachedOrderLinks position={detail} onOpen={setAttachedOrder} />
            </Drawer>
          )}
          {attachedOrder && <OrderDetails order={attachedOrder} onClose={() => setAttachedOrder(null)} />}
        </>
      )}
    </ResourceFrame>
  )
}
