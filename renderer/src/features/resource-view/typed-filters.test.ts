// Filters are typed by each endpoint's schema in shared/api: a misspelt parameter or a value of the wrong type
// is a compile error (`npx tsc` fails on an unused @ts-expect-error), and what a view sends is what the schema
// accepts.
import { describe, expect, it } from 'vitest'
import { historyParams, metricsParams } from '@shared/api/params'
import { metricsQuery } from '../../api/queries'
import type { Filters } from '../../components/ResourceFrame/useResourceView'
import { HISTORY_VIEW } from '../history/HistoryView'
import { METRICS_VIEW } from '../metrics/MetricsView'
import { declareView, noModel, noRequest } from './declaration'

function metricsDeclaration(initialFilters: Filters<typeof metricsParams>) {
  return declareView({
    viewId: 'metrics-test',
    title: 'Metrics',
    noun: 'metrics',
    schema: metricsParams,
    initialFilters,
    useRequest: noRequest,
    read: (s, params) => metricsQuery(s, params),
    paging: { kind: 'none' },
    useModel: noModel,
    tables: () => [],
  })
}

describe('typed filter parameters', () => {
  it('refuses a misspelt parameter or a wrong value type at compile time', () => {
    // @ts-expect-error: the parameter is include-positions
    metricsDeclaration({ 'include-position': true })
    // @ts-expect-error: include-positions is a boolean
    metricsDeclaration({ 'include-positions': 'yes' })
    // @ts-expect-error: metrics are not paged, so the view cannot declare offset paging
    declareView({ ...metricsDeclaration({}), paging: { kind: 'offset', noun: 'x', returned: () => 0 } })
    expect(metricsDeclaration({ 'include-positions': true }).initialFilters).toEqual({ 'include-positions': true })
  })

  it('declares only filters the endpoint schema accepts', () => {
    expect(metricsParams.safeParse(METRICS_VIEW.initialFilters).success).toBe(true)
    expect(HISTORY_VIEW.schema).toBe(historyParams)
  })
})
