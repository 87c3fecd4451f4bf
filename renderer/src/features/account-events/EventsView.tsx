import { eventsParams } from '@shared/api/params/events'
import type { AccountEvent } from '@shared/api/records'
import { accountEventKey } from '@shared/domain/activity'
import { noun } from '@shared/text/plural'
import { eventsQuery } from '../../api/queries'
import type { ColumnSpec } from '../../components/DataTable/types'
import { Drawer, RecordFields } from '../../components/Drawer'
import { enumCol, numberCol, textCol, timeCol } from '../columns'
import { declareView, noModel, noRequest } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { rowCountCaption, useFieldFormatter } from '../shared'

/** Events carry no id: the position on the page (plus what is known) identifies a row. */
type EventRow = AccountEvent & { rowKey: string }

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

function EventDetails({
  event,
  columns,
  onClose,
}: {
  event: EventRow
  columns: readonly ColumnSpec<EventRow>[]
  onClose: () => void
}) {
  const format = useFieldFormatter()
  return (
    <Drawer title={`${event.eventType} · ${event.account}`} onClose={onClose}>
      <RecordFields record={event} columns={columns} hide={['rowKey']} format={format} />
    </Drawer>
  )
}

export const EVENTS_VIEW = declareView({
  viewId: 'events',
  title: 'Account events',
  noun: 'account events',
  schema: eventsParams,
  useRequest: noRequest,
  read: (scope, params) => eventsQuery(scope, params),
  paging: { kind: 'offset', noun: 'events', returned: (events) => events.length },
  useModel: noModel,
  tables: (table) => [
    table({
      id: 'events',
      label: 'Account events',
      rows: (events, _model, startFrom) =>
        events.map((e, i): EventRow => ({ ...e, rowKey: `${startFrom + i}|${e.account}|${e.time ?? ''}` })),
      rowId: (e) => e.rowKey,
      account: (e) => e.account,
      columns: EVENT_COLUMNS,
      reveal: { view: 'events', key: accountEventKey },
      details: (event, close, _model, columns) => <EventDetails event={event} columns={columns} onClose={close} />,
      activateLabel: 'show the event',
      caption: (rows) => rowCountCaption(rows.length, noun('event')),
      empty: {
        filtered: 'No events match these filters.',
        none: 'No margin calls or liquidations on these accounts.',
      },
    }),
  ],
})

export function EventsView() {
  return <DeclaredView declaration={EVENTS_VIEW} />
}
