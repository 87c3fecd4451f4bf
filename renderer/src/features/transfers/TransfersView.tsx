import { transfersParams } from '@shared/api/params/transfers'
import type { CashTransaction, CashTransfer } from '@shared/api/records'
import { transferKey } from '@shared/domain/activity'
import { countOf, noun } from '@shared/text/plural'
import { transfersQuery } from '../../api/queries'
import type { ColumnSpec } from '../../components/DataTable/types'
import { Drawer, RecordFields } from '../../components/Drawer'
import { codeCol, enumCol, numberCol, textCol, timeCol } from '../columns'
import { declareView, noModel, noRequest } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { rowCountCaption, useFieldFormatter } from '../shared'

/** One row per cash movement; a transfer with several movements spans several rows. */
export interface TransferRow {
  account: string
  rowKey: string
  transfer: CashTransfer
  tx: CashTransaction | undefined
}

export function flattenTransfers(transfers: readonly CashTransfer[], offset: number): TransferRow[] {
  return transfers.flatMap((transfer, i) => {
    const txs = transfer.cashTransactions.length ? transfer.cashTransactions : [undefined]
    return txs.map((tx, j) => ({
      account: transfer.account,
      rowKey: `${offset + i}.${j}|${transfer.transferCode ?? ''}|${tx?.transactionCode ?? ''}`,
      transfer,
      tx,
    }))
  })
}

const TRANSFER_COLUMNS: ColumnSpec<TransferRow>[] = [
  timeCol('transactionTime', 'Time', (r) => r.tx?.transactionTime ?? r.transfer.transactionTime),
  enumCol('type', 'Type', (r) => r.tx?.type, { size: 120 }),
  numberCol('value', 'Amount', (r) => r.tx?.value, {
    mode: 'money',
    unit: (r) => r.tx?.currency,
    signed: true,
    description: 'Signed: + credit, − debit; subtotals are exact sums per currency',
    subtotal: { value: (r) => r.tx?.value, unit: (r) => r.tx?.currency, format: 'money' },
    size: 150,
  }),
  textCol('currency', 'Ccy', (r) => r.tx?.currency, { size: 48 }),
  codeCol('transferCode', 'Transfer', (r) => r.transfer.transferCode, {
    size: 80,
    description: 'Absent when the transfer came from a trade',
  }),
  textCol('comment', 'Comment', (r) => r.transfer.comment, { size: 180 }),
  codeCol('transactionCode', 'Transaction', (r) => r.tx?.transactionCode, { size: 110 }),
  codeCol('orderCode', 'Order', (r) => r.tx?.orderCode, { size: 80 }),
  codeCol('clientOrderId', 'Client order id', (r) => r.tx?.clientOrderId, { defaultHidden: true }),
  codeCol('tradeCode', 'Trade', (r) => r.tx?.tradeCode, { size: 80, defaultHidden: true }),
  codeCol('positionCode', 'Position', (r) => r.tx?.positionCode, { size: 80, defaultHidden: true }),
  numberCol('version', 'Version', (r) => String(r.transfer.version), {
    mode: 'integer',
    size: 64,
    defaultHidden: true,
  }),
]

function TransferDetails({ row, onClose }: { row: TransferRow; onClose: () => void }) {
  const format = useFieldFormatter()
  return (
    <Drawer title={`Transfer ${row.transfer.transferCode ?? '(from a trade)'} · ${row.account}`} onClose={onClose}>
      <RecordFields record={row.transfer} format={format} />
      {row.transfer.cashTransactions.map((tx) => (
        <section key={tx.transactionCode}>
          <h3>Cash transaction {tx.transactionCode}</h3>
          <RecordFields record={tx} format={format} />
        </section>
      ))}
    </Drawer>
  )
}

export const TRANSFERS_VIEW = declareView({
  viewId: 'transfers',
  title: 'Cash transfers',
  noun: 'cash transfers',
  schema: transfersParams,
  useRequest: noRequest,
  read: (scope, params) => transfersQuery(scope, params),
  paging: { kind: 'offset', noun: 'transfers', returned: (transfers) => transfers.length },
  useModel: noModel,
  tables: (table) => [
    table({
      id: 'transfers',
      label: 'Cash transfers',
      rows: (transfers, _model, startFrom) => flattenTransfers(transfers, startFrom),
      rowId: (r) => r.rowKey,
      account: (r) => r.account,
      columns: TRANSFER_COLUMNS,
      reveal: { view: 'transfers', key: (r) => transferKey(r.transfer) },
      details: (row, close) => <TransferDetails row={row} onClose={close} />,
      activateLabel: 'show the transfer',
      caption: (rows, transfers) =>
        rowCountCaption(transfers.length, noun('transfer'), countOf(rows.length, noun('cash movement'))),
      empty: { filtered: 'No transfers match these filters.', none: 'No cash transfers on these accounts.' },
    }),
  ],
})

export function TransfersView() {
  return <DeclaredView declaration={TRANSFERS_VIEW} />
}
