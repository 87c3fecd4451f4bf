import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { eventsParams } from '../../../../shared/api/params'
import type { AccountEvent } from '../../../../shared/api/records'
import { accountEventKey } from '../../../../shared/domain/activity'
import { useReveal } from '../../app/live'
import { eventsQuery } from '../../api/queries'
import { DataTable } from '../../components/DataTable/DataTable'
import type { ColumnSpec } from '../../components/DataTable/types'
import { Drawer, RecordFields } from '../../components/Drawer'
import { OffsetPager, offsetPageText } from '../../components/Pager'
import { ResourceFrame } from '../../components/ResourceFrame/ResourceFrame'
import { useResourceView } from '../../components/ResourceFrame/useResourceView'
import { enumCol, numberCol, textCol, timeCol } from '../columns'
import { rowCountCaption, useAccountGroup, useFieldFormatter, withAccountColumn } from '../shared'

const CONFIG = {
  viewId: 'events',
  title: 'Account events',
  schema: eventsParams,
  paging: 'offset',
  defaultPageSize: 100,
} as const

/** Events carry no id: the position on the page (plus what is known) identifies a row. */
type EventRow = AccountEvent & { rowKey: string }
const rowId = (e: EventRow) => e.rowKey
const accountOf = (e: EventRow) => e.account

const EVENT_COLUMNS: ColumnSpec<EventRow>[] = [
  timeCol('time', 'Time', (e) => e.time),
  enumCol('eventType', 'Event', (e) => e.eventType, { size: 110 }),
  textCol('reason', 'Reason', (e) => e.reason, { size: 460 }),
  numberCol('riskLevelThreshold', 'Threshold', (e) => e.riskLevelThreshold, {
    mode: 'percent',
    defaultHidden: true,
    description: 'Risk level that was crossed (servers before DX rev 218)',
  }),
  numberCol('actualRiskLevel', 'Actual level', (e) => e.actualRiskLevel, {
    mode: 'percent',
    defaultHidden: true,
    description: 'Risk level at the time of the event (servers before DX rev 218)',
  }),
]

export function EventsView() {
  const view = useResourceView(CONFIG)
  const query = useQuery(eventsQuery(view.scope, view.requestParams, { refetchInterval: view.interval || false }))
  const group = useAccountGroup(accountOf, view.multi && view.grouped)
  const columns = useMemo(() => withAccountColumn(EVENT_COLUMNS, view.multi), [view.multi])
  const [detail, setDetail] = useState<EventRow | null>(null)
  const reveal = useReveal<EventRow>('events', accountEventKey)
  const format = useFieldFormatter()
  const data = query.data?.data
  const rows = useMemo(
    () => (data ?? []).map((e, i) => ({ ...e, rowKey: `${view.offset.startFrom + i}|${e.account}|${e.time ?? ''}` })),
    [data, view.offset.startFrom],
  )
  const returned = data?.length
  return (
    <ResourceFrame
      view={view}
      query={query}
      noun="account events"
      pageText={offsetPageText(view.offset, returned, 'events')}
      pager={
        <OffsetPager
          page={view.offset}
          returned={returned}
          noun="events"
          loading={query.isFetching}
          onChange={view.setOffset}
        />
      }
    >
      {(_events, { dimmed }) => (
        <>
          <DataTable
            tableId="events"
            label="Account events"
            columns={columns}
            rows={rows}
            getRowId={rowId}
            group={group}
            dimmed={dimmed}
            snapshotRef={view.snapshotRef}
            onRowActivate={setDetail}
            reveal={reveal}
            activateLabel="show the event"
            caption={rowCountCaption(rows.length, 'events')}
            empty={
              view.chips.length
                ? 'No events match these filters.'
                : 'No margin calls or liquidations on these accounts.'
            }
          />
          {detail && (
            <Drawer title={`${detail.eventType} · ${detail.account}`} onClose={() => setDetail(null)}>
              <RecordFields record={detail} columns={columns} hide={['rowKey']} format={format} />
            </Drawer>
          )}
        </>
      )}
    </ResourceFrame>
  )
}
