import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { transfersParams } from '../../../../shared/api/params'
import type { CashTransaction, CashTransfer } from '../../../../shared/api/records'
import { transferKey } from '../../../../shared/domain/activity'
import { useReveal } from '../../app/live'
import { transfersQuery } from '../../api/queries'
import { DataTable } from '../../components/DataTable/DataTable'
import type { ColumnSpec } from '../../components/DataTable/types'
import { Drawer, RecordFields } from '../../components/Drawer'
import { OffsetPager, offsetPageText } from '../../components/Pager'
import { ResourceFrame } from '../../components/ResourceFrame/ResourceFrame'
import { useResourceView } from '../../components/ResourceFrame/useResourceView'
import { codeCol, enumCol, numberCol, textCol, timeCol } from '../columns'
import { rowCountCaption, useAccountGroup, useFieldFormatter, withAccountColumn } from '../shared'

const CONFIG = {
  viewId: 'transfers',
  title: 'Cash transfers',
  schema: transfersParams,
  paging: 'offset',
  defaultPageSize: 100,
} as const

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

const rowId = (r: TransferRow) => r.rowKey
const revealKey = (r: TransferRow) => transferKey(r.transfer)
const accountOf = (r: TransferRow) => r.account

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

export function TransfersView() {
  const view = useResourceView(CONFIG)
  const query = useQuery(transfersQuery(view.scope, view.requestParams, { refetchInterval: view.interval || false }))
  const group = useAccountGroup(accountOf, view.multi && view.grouped)
  const columns = useMemo(() => withAccountColumn(TRANSFER_COLUMNS, view.multi), [view.multi])
  const [detail, setDetail] = useState<TransferRow | null>(null)
  const reveal = useReveal<TransferRow>('transfers', revealKey)
  const format = useFieldFormatter()
  const data = query.data?.data
  const rows = useMemo(() => flattenTransfers(data ?? [], view.offset.startFrom), [data, view.offset.startFrom])
  const returned = data?.length
  return (
    <ResourceFrame
      view={view}
      query={query}
      noun="cash transfers"
      pageText={offsetPageText(view.offset, returned, 'transfers')}
      pager={
        <OffsetPager
          page={view.offset}
          returned={returned}
          noun="transfers"
          loading={query.isFetching}
          onChange={view.setOffset}
        />
      }
    >
      {(transfers, { dimmed }) => (
        <>
          <DataTable
            tableId="transfers"
            label="Cash transfers"
            columns={columns}
            rows={rows}
            getRowId={rowId}
            group={group}
            dimmed={dimmed}
            snapshotRef={view.snapshotRef}
            onRowActivate={setDetail}
            reveal={reveal}
            activateLabel="show the transfer"
            caption={rowCountCaption(transfers.length, 'transfers', `${rows.length} cash movements`)}
            empty={view.chips.length ? 'No transfers match these filters.' : 'No cash transfers on these accounts.'}
          />
          {detail && (
            <Drawer
              title={`Transfer ${detail.transfer.transferCode ?? '(from a trade)'} · ${detail.account}`}
              onClose={() => setDetail(null)}
            >
              <RecordFields record={detail.transfer} format={format} />
              {detail.transfer.cashTransactions.map((tx) => (
                <section key={tx.transactionCode}>
                  <h3>Cash transaction {tx.transactionCode}</h3>
                  <RecordFields record={tx} format={format} />
                </section>
              ))}
            </Drawer>
          )}
        </>
      )}
    </ResourceFrame>
  )
}
