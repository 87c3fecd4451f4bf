// CSV of exactly what the table shows (visible columns, screen order, this page), with a provenance header.
import type { RefObject } from 'react'
import { useSession } from '../app/session'
import { buildCsv, csvFileName, downloadText } from '../lib/csv'
import { formatTimestamp } from '../lib/format'
import { zoneLabel } from '../lib/time-zones'
import type { TableSnapshot } from './DataTable/types'

interface ExportButtonProps {
  view: string
  snapshotRef: RefObject<(() => TableSnapshot) | null>
  fetchedAt: number | undefined
  filterLines: readonly string[]
  page?: string | undefined
  disabled?: boolean
}

export function ExportButton({ view, snapshotRef, fetchedAt, filterLines, page, disabled }: ExportButtonProps) {
  const { profile, session, accountCodes, zone, appInfo } = useSession()
  const exportNow = () => {
    const snapshot = snapshotRef.current?.()
    if (!snapshot) return
    const now = new Date()
    const stamp = (ms: number) => `${formatTimestamp(ms, zone)} ${zoneLabel(zone)} (${new Date(ms).toISOString()})`
    const csv = buildCsv(
      {
        view,
        profile: profile?.name ?? session.profileName,
        server: session.baseUrl,
        accounts: accountCodes,
        filters: filterLines,
        sort: snapshot.sortDescription,
        page,
        timeZone: zoneLabel(zone),
        fetchedAt: fetchedAt ? stamp(fetchedAt) : 'not loaded',
        exportedAt: stamp(now.getTime()),
        appVersion: `${appInfo.name} ${appInfo.version}`,
      },
      snapshot.headers.map((header, i) => ({ header, text: (row: string[]) => row[i] ?? '' })),
      snapshot.rows,
    )
    downloadText(csvFileName(view.toLowerCase().replace(/\s+/g, '-'), accountCodes, now), csv)
  }
  return (
    <button
      type="button"
      onClick={exportNow}
      disabled={disabled}
      title={`Export the ${view.toLowerCase()} shown as CSV`}
    >
      Export CSV
    </button>
  )
}
