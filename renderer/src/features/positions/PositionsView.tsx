import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { formatClock } from '../../lib/format'
import { positionsParams } from '@shared/api/params/positions'
import type { Order, Position, PositionMetrics } from '@shared/api/records'
import { attachedCloses, positionKey, type AttachedCloses } from '@shared/domain/attached-orders'
import { priceAtRead } from '@shared/domain/market'

import { metricsQuery, openOrdersQuery, positionsQuery } from '../../api/queries'
import { useSession } from '../../app/session'
import type { ColumnSpec } from '../../components/DataTable/types'
import { Drawer, RecordFields } from '../../components/Drawer'
import type { ReadResult } from '../../components/ResourceFrame/ResourceFrame'
import type { ResourceView } from '../../components/ResourceFrame/useResourceView'
import { formatDecimal } from '../../lib/format'
import { OrderDetails } from '../orders/OrderDetails'
import { declareView, noRequest } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { rowCountCaption, useFieldFormatter } from '../shared'
import { positionWithPlColumns, type PositionWithPl } from './columns'
import { positionMarket, type PositionPlSource } from '../market/market-columns'
import { marketCaption, useInstrumentReference, useQuotes } from '../market/quotes'
import { NO_ATTACHED_ORDERS } from './positions-text'
import { cellText } from '../../components/DataTable/cells'
import {
  NO_PROTECTION_REASON,
  ProtectionCell,
  protectionActions,
  useProtectionEdit,
  type ProtectionKind,
} from './protection'
import { msg } from '@shared/text/messages'

/** Take profit and Stop loss cells carry the button that edits the order behind them. */
const POSITION_COLUMNS: ColumnSpec<PositionWithPl>[] = positionWithPlColumns.map((c) => {
  const kind: ProtectionKind | undefined =
    c.id === 'takeProfitPrice' ? 'takeProfit' : c.id === 'stopLossPrice' ? 'stopLoss' : undefined
  return kind
    ? { ...c, size: 150, render: (p, ctx) => <ProtectionCell position={p} kind={kind} text={cellText(c, p, ctx)} /> }
    : c
})

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
    [msg('labels.positions.takeProfit'), position.takeProfitOrder],
    [msg('labels.positions.stopLoss'), position.stopLossOrder],
  ] as const
  return (
    <section>
      <h3>{msg('labels.positions.attachedOrders')}</h3>
      {links.every(([, o]) => !o) ? (
        <p className="muted">
          {NO_ATTACHED_ORDERS} {NO_PROTECTION_REASON}
        </p>
      ) : (
        <ul>
          {links.map(([label, o]) =>
            o ? (
              <li key={label}>
                {label}:{' '}
                <button type="button" className="link-button" onClick={() => onOpen(o)}>
                  {msg('labels.positions.orderOrderid', { orderId: o.orderId })}
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
  return { fpl: m.fpl, quantity: m.quantity, convRate: m.convRate, priceAtRead: priceAtRead(m) }
}

/**
 * Besides the positions: the P/L each metrics read gives per position, the closing orders attached to them,
 * the live quotes of their instruments and the instrument reference (contract multipliers).
 */
function usePositionsModel(view: ResourceView<typeof positionsParams>, answer: ReadResult<Position[]> | undefined) {
  const positions = answer?.data
  const metrics = useQuery(metricsQuery(view.scope, WITH_POSITIONS))
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
  const orders = useQuery(openOrdersQuery(view.scope, NO_PARAMS))
  const attached = useMemo(() => attachedCloses(orders.data?.data ?? []), [orders.data])
  const { accounts } = useSession()
  const quotes = useQuotes(useMemo(() => (positions ?? []).map((p) => p.symbol), [positions]))
  const reference = useInstrumentReference()
  const metricsFetchedAt = metrics.data?.fetchedAt
  const protection = useProtectionEdit()
  return useMemo(
    () => ({ pl, sources, attached, accounts, quotes, reference, metricsFetchedAt, protection }),
    [pl, sources, attached, accounts, quotes, reference, metricsFetchedAt, protection],
  )
}

function PositionDetails({
  position,
  columns,
  onClose,
}: {
  position: PositionWithPl
  columns: readonly ColumnSpec<PositionWithPl>[]
  onClose: () => void
}) {
  const format = useFieldFormatter()
  const [attachedOrder, setAttachedOrder] = useState<Order | null>(null)
  return (
    <>
      <Drawer
        title={msg('labels.positions.positionPositioncodeSymbol', {
          positionCode: position.positionCode,
          symbol: position.symbol,
        })}
        onClose={onClose}
      >
        <RecordFields
          record={position}
          columns={columns}
          hide={['takeProfitOrder', 'stopLossOrder', 'market']}
          format={format}
        />
        <AttachedOrderLinks position={position} onOpen={setAttachedOrder} />
      </Drawer>
      {attachedOrder && <OrderDetails order={attachedOrder} onClose={() => setAttachedOrder(null)} />}
    </>
  )
}

export const POSITIONS_VIEW = declareView({
  viewId: 'positions',
  title: msg('labels.positions.positions'),
  noun: msg('labels.positions.positionsNoun'),
  schema: positionsParams,
  useRequest: noRequest,
  read: (scope, params) => positionsQuery(scope, params),
  paging: { kind: 'none' },
  useModel: usePositionsModel,
  tables: (table) => [
    table({
      id: 'positions',
      label: msg('labels.positions.openPositions'),
      rows: (positions, m) =>
        withPl(positions, m.pl, (a) => m.accounts.find((x) => x.account === a)?.baseCurrency, m.attached).map(
          (p): PositionWithPl => ({
            ...p,
            ...positionMarket(
              p,
              m.quotes.bySymbol.get(p.symbol),
              m.sources.get(positionKey(p)),
              m.reference.get(p.symbol)?.multiplier,
            ),
            tradingHours: m.reference.get(p.symbol)?.tradingHours,
          }),
        ),
      rowId: (p) => `${p.account}|${p.positionCode}`,
      account: (p) => p.account,
      columns: POSITION_COLUMNS,
      // An activity entry names a position by its code.
      reveal: { view: 'positions', key: (p) => p.positionCode },
      details: (position, close, _model, columns) => (
        <PositionDetails position={position} columns={columns} onClose={close} />
      ),
      activateLabel: msg('labels.positions.showThePositionSDetails'),
      rowActions: (p, m, showDetails) => [
        ...protectionActions(p, m.protection),
        { id: 'details', label: msg('labels.positions.positionDetails'), keys: 'Alt+Enter', run: () => showDetails(p) },
        {
          id: 'copy',
          label: msg('labels.positions.copyPositionCodePositioncode', { positionCode: p.positionCode }),
          keys: 'Ctrl+Shift+C',
          run: () => void navigator.clipboard?.writeText(p.positionCode).catch(() => undefined),
        },
      ],
      caption: (rows, _positions, m, view) =>
        rowCountCaption(
          rows.length,
          'position',
          msg('tables.captions.positions', {
            metrics:
              m.metricsFetchedAt !== undefined
                ? msg('tables.captions.positionsMetrics', { time: formatClock(m.metricsFetchedAt, view.zone) })
                : '',
            prices: marketCaption(m.quotes, view.zone),
            estimate: m.quotes.fetchedAt !== undefined ? msg('tables.captions.positionsEstimate') : '',
          }),
        ),
      empty: msg('columns.positions.noOpenPositionsOnThese'),
    }),
  ],
})

export function PositionsView() {
  return <DeclaredView declaration={POSITIONS_VIEW} />
}
