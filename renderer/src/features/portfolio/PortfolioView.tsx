// Portfolio: balances per currency, open positions and working orders of each account in one snapshot
// (one request, one account version), each section its own table and export.
import { portfolioParams } from '@shared/api/params/portfolio'
import type { AccountPortfolio, Balance } from '@shared/api/records'
import { portfolioQuery } from '../../api/queries'
import type { ColumnSpec } from '../../components/DataTable/types'
import { numberCol, textCol } from '../columns'
import { orderClusters, orderColumns } from '../orders/columns'
import { anyWorking, useOpenOrderLinks, withOpenLinks } from '../orders/group-links'
import type { ReadResult } from '../../components/ResourceFrame/ResourceFrame'
import type { ResourceView } from '../../components/ResourceFrame/useResourceView'
import { useMemo } from 'react'
import { positionColumns } from '../positions/columns'
import { declareView, noRequest } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { POSITION_ROWS, rowCountCaption } from '../shared'
import { msg } from '@shared/text/messages'

const BALANCE_COLUMNS: ColumnSpec<Balance>[] = [
  textCol('currency', msg('columns.portfolio.currency'), (b) => b.currency, { size: 80 }),
  numberCol('value', msg('columns.portfolio.value'), (b) => b.value, {
    mode: 'money',
    unit: (b) => b.currency,
    signed: true,
    subtotal: { value: (b) => b.value, unit: (b) => b.currency, format: 'money' },
    size: 170,
  }),
]
const ORDER_COLUMNS = orderColumns()

/** The working orders with the group links only the open-orders listing carries, and their groups. */
function usePortfolioModel(
  view: ResourceView<typeof portfolioParams>,
  answer: ReadResult<AccountPortfolio[]> | undefined,
) {
  const portfolios = answer?.data
  const links = useOpenOrderLinks(view.scope, anyWorking(portfolios?.flatMap((p) => p.orders)))
  return useMemo(() => {
    const orders = (portfolios ?? []).flatMap((p) => p.orders.map((o) => withOpenLinks(o, links)))
    const clusters = orderClusters(orders)
    return {
      orders,
      clusterOf: (o: { account: string; orderCode: string }) => clusters.get(`${o.account}|${o.orderCode}`),
    }
  }, [portfolios, links])
}

export const PORTFOLIO_VIEW = declareView({
  viewId: 'portfolio',
  title: msg('labels.portfolio.portfolio'),
  noun: msg('labels.portfolio.portfolioNoun'),
  schema: portfolioParams,
  useRequest: noRequest,
  read: (scope, params) => portfolioQuery(scope, params),
  // One page of portfolios (one per account) needs no pager; it appears once there could be more.
  paging: {
    kind: 'offset',
    noun: msg('labels.portfolio.portfolios'),
    returned: (portfolios) => portfolios.length,
    onlyWhenMore: true,
  },
  useModel: usePortfolioModel,
  className: 'portfolio',
  above: (portfolios) => (
    <details className="muted portfolio__versions">
      <summary>{msg('labels.portfolio.versions')}</summary>
      <span>
        {portfolios
          .map((p) => msg('labels.portfolio.accountVersion', { account: p.account, version: p.version }))
          .join(' · ') || msg('labels.portfolio.noVersions')}
      </span>
    </details>
  ),
  tables: (table) => [
    table({
      id: 'portfolio-balances',
      heading: msg('labels.portfolio.balances'),
      label: msg('labels.portfolio.balances'),
      rows: (portfolios) => portfolios.flatMap((p) => p.balances),
      rowId: (b) => `${b.account}|${b.currency}`,
      account: (b) => b.account,
      columns: BALANCE_COLUMNS,
      caption: (balances) => rowCountCaption(balances.length, 'balance', msg('tables.captions.portfolio')),
      height: (balances, portfolios, view) =>
        Math.min(220, 34 + (balances.length + (view.multi && view.grouped ? portfolios.length * 2 : 0)) * 24 + 4),
      empty: msg('columns.portfolio.noCashBalances'),
    }),
    table({
      id: 'portfolio-positions',
      heading: msg('labels.portfolio.positions'),
      label: msg('labels.portfolio.portfolioPositions'),
      exportName: msg('labels.portfolio.portfolioPositions'),
      rows: (portfolios) => portfolios.flatMap((p) => p.positions),
      ...POSITION_ROWS,
      columns: positionColumns,
    }),
    table({
      id: 'portfolio-orders',
      heading: msg('labels.portfolio.workingOrders'),
      label: msg('labels.portfolio.portfolioWorkingOrders'),
      exportName: msg('labels.portfolio.portfolioWorkingOrders'),
      rows: (_portfolios, m) => m.orders,
      rowId: (o) => `${o.account}|${o.orderCode}`,
      clusterOf: (m) => m.clusterOf,
      account: (o) => o.account,
      columns: ORDER_COLUMNS,
      caption: (orders) => rowCountCaption(orders.length, 'order'),
      empty: msg('columns.portfolio.noWorkingOrders'),
    }),
  ],
})

export function PortfolioView() {
  return <DeclaredView declaration={PORTFOLIO_VIEW} />
}
