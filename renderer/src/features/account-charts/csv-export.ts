// CSV of the numbers behind a chart, with the same provenance block as every table export.
import { useSession } from '../../app/session'
import { buildCsv, csvFileName, downloadText, provenanceTime, type CsvColumn } from '../../lib/csv'
import { zoneLabel } from '../../lib/time-zones'
import { periodLabel, type PeriodChoice } from './period'
import { systemClock } from '@shared/domain/clock'
import { msg } from '@shared/text/messages'

export function useCsvExport({
  account,
  fetchedAt,
  period,
}: {
  account: string
  fetchedAt: number | undefined
  period: PeriodChoice
}) {
  const { profile, session, zone, appInfo } = useSession()
  return <R>(name: string, view: string, columns: readonly CsvColumn<R>[], rows: readonly R[]) => {
    const now = new Date(systemClock.now())
    const provenance = {
      view,
      profile: profile?.name ?? session.profileName,
      server: session.baseUrl,
      accounts: [account],
      filters: [msg('ledger.csv.period', { period: periodLabel(period) })],
      sort: msg('exports.provenance.timeAscending'),
      timeZone: zoneLabel(zone),
      fetchedAt: provenanceTime(fetchedAt, zone),
      exportedAt: provenanceTime(now.getTime(), zone),
      appVersion: `${appInfo.name} ${appInfo.version}`,
    }
    downloadText(csvFileName(name, [account], now), buildCsv(provenance, columns, rows))
  }
}
