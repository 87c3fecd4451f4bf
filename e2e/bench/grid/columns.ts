// The ~12 order-history columns both grids show, by id: the app's own column specs for ours, and the same
// values and formatting (renderer/src/lib/format) handed to AG Grid as value getters and formatters.
export const BENCH_COLUMN_IDS = [
  'orderId',
  'clientOrderId',
  'instrument',
  'type',
  'side',
  'status',
  'quantity',
  'filledQuantity',
  'price',
  'averagePrice',
  'tif',
  'transactionTime',
] as const

/** Same density in both grids: AG Grid's default row is taller than ours, which would paint fewer rows. */
export const ROW_HEIGHT = 24
export const GRID_HEIGHT = 800
