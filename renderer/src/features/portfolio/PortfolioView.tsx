// Portfolio: balances per currency, open positions and working orders of each account in one snapshot
// (one request, one account version), each section its own table and export.
import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { portfolioParams } from '../../../../shared/api/params'
import type { AccountPortfolio, Balance, Order, Position } from '../../../../shared/api/records'
import { portfolioQuery } from '../../api/queries'
import { DataTable } from '../../components/DataTable/DataTable'
import type { ColumnSpec, TableSnapshot } from '../../components/DataTable/types'
import { ExportButton } from '../../components/ExportButton'
import { OffsetPager, offsetPageText } from '../../components/Pager'
import { ResourceFrame } from '../../components/ResourceFrame/ResourceFrame'
import { useResourceView } from '../../components/ResourceFrame/useResourceView'
import { numberCol, textCol } from '../columns'
import { orderColumns } from '../orders/columns'
import { positionColumns } from '../positions/columns'
import { rowCountCaption, useAccountGroup, withAccountColumn } from '../shared'

const CONFIG = {
  viewId: 'portfolio',
  title: 'Portfolio',
  schema: portfolioParams,
  paging: 'offset',
  defaultPageSize: 100,
} as const

const BALANCE_COLUMNS: ColumnSpec<Balance>[] = [
  textCol('currency', 'Currency', (b) => b.currency, { size: 80 }),
  numberCol('value', 'Balance', (b) => b.value, {
    mode: 'money',
    unit: (b) => b.currency,
    signed: true,
    subtotal: { value: (b) => b.value, unit: (b) => b.currency, format: 'money' },
    size: 170,
  }),
  numberCol('version', 'Version', (b) => String(b.version), { mode: 'integer', size: 70 }),
]
const ORDER_COLUMNS = orderColumns()

const balanceId = (b: Balance) => `${b.account}|${b.currency}`
const positionId = (p: Position) => `${p.account}|${p.positionCode}`
const orderId = (o: Order) => `${o.account}|${o.orderCode}`
const balanceAccount = (b: Balance) => b.account
const positionAccount = (p: Position) => p.account
const orderAccount = (o: Order) => o.account

export function PortfolioView() {
  const view = useResourceView(CONFIG)
  const query = useQuery(portfolioQuery(view.scope, view.requestParams, { refetchInterval: view.interval || false }))
  const grouping = view.multi && view.grouped
  const balanceGroup = useAccountGroup(balanceAccount, grouping)
  const positionGroup = useAccountGroup(positionAccount, grouping)
  const orderGroup = useAccountGroup(orderAccount, grouping)
  const positionsRef = useRef<(() => TableSnapshot) | null>(null)
  const ordersRef = useRef<(() => TableSnapshot) | null>(null)
  const columns = useMemo(
    () => ({
      balances: withAccountColumn(BALANCE_COLUMNS, view.multi),
      positions: withAccountColumn(positionColumns, view.multi),
      orders: withAccountColumn(ORDER_COLUMNS, view.multi),
    }),
    [view.multi],
  )
  const data = query.data?.data
  const flat = useMemo(() => flatten(data ?? []), [data])
  const returned = data?.length
  const pageText = offsetPageText(view.offset, returned, 'portfolios')
  const exportProps = { fetchedAt: query.data?.fetchedAt, filterLines: view.filterLines, page: pageText }
  return (
    <ResourceFrame
      view={view}
      query={query}
      noun="portfolio"
      pageText={pageText}
      pager={
        // One page of portfolios (one per account) needs no pager; it appears once there could be more.
        (returned ?? 0) >= view.offset.limit || view.offset.startFrom > 0 ? (
          <OffsetPager
            page={view.offset}
            returned={returned}
            noun="portfolios"
            loading={query.isFetching}
            onChange={view.setOffset}
          />
        ) : undefined
      }
    >
      {(portfolios, { dimmed }) => (
        <div className="portfolio">
          <details className="muted portfolio__versions">
            <summary>Versions</summary>
            <span>{portfolios.map((p) => `${p.account} version ${p.version}`).join(' · ') || 'none'}</span>
          </details>
          <h2 className="section-title">Balances</h2>
          <DataTable
            tableId="portfolio-balances"
            label="Balances"
            columns={columns.balances}
            rows={flat.balances}
            getRowId={balanceId}
            group={balanceGroup}
            dimmed={dimmed}
            snapshotRef={view.snapshotRef}
            caption={rowCountCaption(flat.balances.length, 'balances', 'zero balances are left out by the server')}
            height={Math.min(220, 34 + (flat.balances.length + (grouping ? portfolios.length * 2 : 0)) * 24 + 4)}
            empty="No cash balances."
          />
          <h2 className="section-title">Positions</h2>
          <DataTable
            tableId="portfolio-positions"
            label="Portfolio positions"
            columns={columns.positions}
            rows={flat.positions}
            getRowId={positionId}
            group={positionGroup}
            dimmed={dimmed}
            snapshotRef={positionsRef}
            caption={
              <>
                {rowCountCaption(flat.positions.length, 'positions')}{' '}
                <ExportButton view="Portfolio positions" snapshotRef={positionsRef} {...exportProps} />
              </>
            }
            empty="No open positions."
          />
          <h2 className="section-title">Working orders</h2>
          <DataTable
            tableId="portfolio-orders"
            label="Portfolio working orders"
            columns={columns.orders}
            rows={flat.orders}
            getRowId={orderId}
            group={orderGroup}
            dimmed={dimmed}
            snapshotRef={ordersRef}
            caption={
              <>
                {rowCountCaption(flat.orders.length, 'orders')}{' '}
                <ExportButton view="Portfolio working orders" snapshotRef={ordersRef} {...exportProps} />
              </>
            }
            empty="No working orders."
          />
        </div>
      )}
    </ResourceFrame>
  )
}

function flatten(portfolios: readonly AccountPortfolio[]) {
  return {
    balances: portfolios.flatMap((p) => p.balances),
    positions: portfolios.flatMap((p) => p.positions),
    orders: portfolios.flatMap((p) => p.orders),
  }
}
