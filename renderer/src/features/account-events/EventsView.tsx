import { eventsParams } from '@shared/api/params/events'
import type { AccountEvent } from '@shared/api/records'
import { accountEventKey } from '@shared/domain/activity'

import { eventsQuery } from '../../api/queries'
import type { ColumnSpec } from '../../components/DataTable/types'
import { Drawer, RecordFields } from '../../components/Drawer'
import { enumCol, numberCol, textCol, timeCol } from '../columns'
import { declareView, noModel, noRequest } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { rowCountCaption, useFieldFormatter } from '../shared'
import { msg } from '@shared/text/messages'

/** Events carry no id: the position on the page (plus what is known) identifies a row. */
type EventRow = AccountEvent & { rowKey: string }

const EVENT_COLUMNS: ColumnSpec<EventRow>[] = [
  timeCol('time', msg('columns.accountEvents.time'), (e) => e.time),
  enumCol('eventType', msg('columns.accountEvents.eventtype'), (e) => e.eventType, { size: 110 }),
  textCol('reason', msg('columns.accountEvents.reason'), (e) => e.reason, { size: 460 }),
  numberCol('riskLevelThreshold', msg('columns.accountEvents.risklevelthreshold'), (e) => e.riskLevelThreshold, {
    mode: 'percent',
    defaultHidden: true,
    description: msg('columns.accountEvents.risklevelthresholdDescription'),
  }),
  numberCol('actualRiskLevel', msg('columns.accountEvents.actualrisklevel'), (e) => e.actualRiskLevel, {
    mode: 'percent',
    defaultHidden: true,
    description: msg('columns.accountEvents.actualrisklevelDescription'),
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
  title: msg('labels.accountEvents.accountEvents'),
  noun: msg('labels.accountEvents.accountEventsNoun'),
  schema: eventsParams,
  useRequest: noRequest,
  read: (scope, params) => eventsQuery(scope, params),
  paging: { kind: 'offset', noun: msg('labels.accountEvents.events'), returned: (events) => events.length },
  useModel: noModel,
  tables: (table) => [
    table({
      id: 'events',
      label: msg('labels.accountEvents.accountEvents'),
      rows: (events, _model, startFrom) =>
        events.map((e, i): EventRow => ({ ...e, rowKey: `${startFrom + i}|${e.account}|${e.time ?? ''}` })),
      rowId: (e) => e.rowKey,
      account: (e) => e.account,
      columns: EVENT_COLUMNS,
      reveal: { view: 'events', key: accountEventKey },
      details: (event, close, _model, columns) => <EventDetails event={event} columns={columns} onClose={close} />,
      activateLabel: msg('labels.accountEvents.showTheEvent'),
      caption: (rows) => rowCountCaption(rows.length, 'event'),
      empty: {
        filtered: msg('columns.accountEvents.noEventsMatchTheseFilters'),
        none: msg('columns.accountEvents.noMarginCallsOrLiquidations'),
      },
    }),
  ],
})

export function EventsView() {
  return <DeclaredView declaration={EVENTS_VIEW} />
}
