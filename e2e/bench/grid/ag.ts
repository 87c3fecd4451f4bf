// The reference grid: AG Grid Community with its defaults (Quartz theme, client-side row model), showing the
// same columns with the same values and the app's formatting. Only the row height is set, to ours.
import { AllCommunityModule, ModuleRegistry, createGrid, type ColDef } from 'ag-grid-community'
import type { Order } from '@shared/api/records'
import { formatDecimal, formatTimestamp } from '../../../renderer/src/lib/format'
import { BENCH_COLUMN_IDS, GRID_HEIGHT, ROW_HEIGHT } from './columns'
import { installBench } from './probe'

ModuleRegistry.registerModules([AllCommunityModule])

type Id = (typeof BENCH_COLUMN_IDS)[number]
const leg = (o: Order) => o.legs[0]
const text = (value: (o: Order) => string | number | undefined, width: number) => ({ value, width })
const quantity = (value: (o: Order) => string | undefined, width = 100) => ({
  value,
  width,
  format: (v: unknown) => formatDecimal(v as string | undefined),
})
const COLUMNS: Record<
  Id,
  { header: string; value: (o: Order) => unknown; width: number; format?: (v: unknown) => string }
> = {
  orderId: { header: 'Order id', ...text((o) => o.orderId, 80) },
  clientOrderId: { header: 'Client order id', ...text((o) => o.clientOrderId, 120) },
  instrument: { header: 'Instrument', ...text((o) => o.instrument, 90) },
  type: { header: 'Type', ...text((o) => o.type, 70) },
  side: { header: 'Side', ...text((o) => o.side, 56) },
  status: { header: 'Status', ...text((o) => o.status, 90) },
  quantity: { header: 'Quantity', ...quantity((o) => leg(o)?.quantity) },
  filledQuantity: { header: 'Filled', ...quantity((o) => leg(o)?.filledQuantity) },
  price: { header: 'Price', ...quantity((o) => leg(o)?.price) },
  averagePrice: {
    header: 'Avg fill',
    ...quantity((o) => (leg(o)?.averagePrice === '0' ? undefined : leg(o)?.averagePrice)),
  },
  tif: { header: 'TIF', ...text((o) => o.tif, 50) },
  transactionTime: {
    header: 'Last change (UTC)',
    value: (o) => o.transactionTime,
    width: 178,
    format: (v) => formatTimestamp(v as string | undefined, 'UTC'),
  },
}

const columnDefs: ColDef<Order>[] = BENCH_COLUMN_IDS.map((id) => {
  const c = COLUMNS[id]
  return {
    colId: id,
    headerName: c.header,
    width: c.width,
    valueGetter: (p) => (p.data ? c.value(p.data) : undefined),
    ...(c.format ? { valueFormatter: (p: { value: unknown }) => c.format?.(p.value) ?? '' } : {}),
  }
})

installBench({
  mount(container, rows) {
    container.style.height = `${GRID_HEIGHT}px`
    createGrid<Order>(container, {
      columnDefs,
      rowData: rows,
      rowHeight: ROW_HEIGHT,
      getRowId: (p) => `${p.data.account}|${p.data.orderCode}`,
    })
  },
  // AG Grid 36's own class names (older versions said ag-center-cols-container / ag-body-viewport).
  rowSelector: '.ag-grid-scrolling-rows .ag-row',
  scroller: () => document.querySelector<HTMLElement>('.ag-grid-viewport'),
  lastRowSelector: (count) => `.ag-grid-scrolling-rows .ag-row[row-index="${count - 1}"]`,
})
