// Our grid as the app uses it: the DataTable component with the app's own order-history column specs.
import { createRoot } from 'react-dom/client'
import type { Order } from '@shared/api/records'
import { DataTable } from '../../../renderer/src/components/DataTable/DataTable'
import { orderColumns } from '../../../renderer/src/features/orders/columns'
import '../../../renderer/src/styles/global.css'
import { BENCH_COLUMN_IDS, GRID_HEIGHT } from './columns'
import { installBench } from './probe'

const byId = new Map(orderColumns({ history: true }).map((c) => [c.id, c]))
const columns = BENCH_COLUMN_IDS.map((id) => {
  const spec = byId.get(id)
  if (!spec) throw new Error(`the app has no order column ${id}`)
  return { ...spec, defaultHidden: false }
})
const rowId = (o: Order) => `${o.account}|${o.orderCode}`

installBench({
  mount(container, rows) {
    createRoot(container).render(
      <DataTable
        tableId="bench-history"
        label="Order history"
        columns={columns}
        rows={rows}
        getRowId={rowId}
        height={GRID_HEIGHT}
      />,
    )
  },
  rowSelector: '[role="row"][data-row-id]',
  scroller: () => document.querySelector<HTMLElement>('.data-table__scroll'),
  lastRowSelector: (count) => `[aria-rowindex="${count + 1}"]`,
})
