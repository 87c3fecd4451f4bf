import { transfersParams } from '@shared/api/params/transfers'
import type { CashTransaction, CashTransfer } from '@shared/api/records'
import { transferKey } from '@shared/domain/activity'
import { countOf } from '@shared/text/plural'
import { transfersQuery } from '../../api/queries'
import type { ColumnSpec } from '../../components/DataTable/types'
import { Drawer, RecordFields } from '../../components/Drawer'
import { codeCol, enumCol, numberCol, textCol, timeCol } from '../columns'
import { declareView, noModel, noRequest } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { rowCountCaption, useFieldFormatter } from '../shared'
import { msg } from '@shared/text/messages'

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
  timeCol(
    'transactionTime',
    msg('columns.transfers.transactiontime'),
    (r) => r.tx?.transactionTime ?? r.transfer.transactionTime,
  ),
  enumCol('type', msg('columns.transfers.type'), (r) => r.tx?.type, { size: 120 }),
  numberCol('value', msg('columns.transfers.value'), (r) => r.tx?.value, {
    mode: 'money',
    unit: (r) => r.tx?.currency,
    signed: true,
    description: msg('columns.transfers.valueDescription'),
    subtotal: { value: (r) => r.tx?.value, unit: (r) => r.tx?.currency, format: 'money' },
    size: 150,
  }),
  textCol('currency', msg('columns.transfers.currency'), (r) => r.tx?.currency, { size: 48 }),
  codeCol('transferCode', msg('columns.transfers.transfercode'), (r) => r.transfer.transferCode, {
    size: 80,
    description: msg('columns.transfers.transfercodeDescription'),
  }),
  textCol('comment', msg('columns.transfers.comment'), (r) => r.transfer.comment, { size: 180 }),
  codeCol('transactionCode', msg('columns.transfers.transactioncode'), (r) => r.tx?.transactionCode, { size: 110 }),
  codeCol('orderCode', msg('columns.transfers.ordercode'), (r) => r.tx?.orderCode, { size: 80 }),
  codeCol('clientOrderId', msg('columns.transfers.clientorderid'), (r) => r.tx?.clientOrderId, { defaultHidden: true }),
  codeCol('tradeCode', msg('columns.transfers.tradecode'), (r) => r.tx?.tradeCode, { size: 80, defaultHidden: true }),
  codeCol('positionCode', msg('columns.transfers.positioncode'), (r) => r.tx?.positionCode, {
    size: 80,
    defaultHidden: true,
  }),
  numberCol('version', msg('columns.transfers.version'), (r) => String(r.transfer.version), {
    mode: 'integer',
    size: 64,
    defaultHidden: true,
  }),
]

function TransferDetails({ row, onClose }: { row: TransferRow; onClose: () => void }) {
  const format = useFieldFormatter()
  return (
    <Drawer
      title={msg('labels.transfers.transferValueAccount', {
        value: row.transfer.transferCode ?? msg('tables.fromTrade'),
        account: row.account,
      })}
      onClose={onClose}
    >
      <RecordFields record={row.transfer} format={format} />
      {row.transfer.cashTransactions.map((tx) => (
        <section key={tx.transactionCode}>
          <h3>{msg('labels.transfers.cashTransactionTransactioncode', { transactionCode: tx.transactionCode })}</h3>
          <RecordFields record={tx} format={format} />
        </section>
      ))}
    </Drawer>
  )
}

export const TRANSFERS_VIEW = declareView({
  viewId: 'transfers',
  title: msg('labels.transfers.cashTransfers'),
  noun: msg('labels.transfers.cashTransfersNoun'),
  schema: transfersParams,
  useRequest: noRequest,
  read: (scope, params) => transfersQuery(scope, params),
  paging: { kind: 'offset', noun: msg('labels.transfers.transfers'), returned: (transfers) => transfers.length },
  useModel: noModel,
  tables: (table) => [
    table({
      id: 'transfers',
      label: msg('labels.transfers.cashTransfers'),
      rows: (transfers, _model, startFrom) => flattenTransfers(transfers, startFrom),
      rowId: (r) => r.rowKey,
      account: (r) => r.account,
      columns: TRANSFER_COLUMNS,
      reveal: { view: 'transfers', key: (r) => transferKey(r.transfer) },
      details: (row, close) => <TransferDetails row={row} onClose={close} />,
      activateLabel: msg('labels.transfers.showTheTransfer'),
      caption: (rows, transfers) => rowCountCaption(transfers.length, 'transfer', countOf(rows.length, 'cashMovement')),
      empty: {
        filtered: msg('columns.transfers.noTransfersMatchTheseFilters'),
        none: msg('columns.transfers.noCashTransfersOnThese'),
      },
    }),
  ],
})

export function TransfersView() {
  return <DeclaredView declaration={TRANSFERS_VIEW} />
}
