// CSV of what the table shows (visible columns, screen order, this page), with a provenance header; where the
// view is paged, also of every page of the same read (the view's filters and page size), read page by page
// with progress and Cancel, up to EXPORT_ROW_CAP rows.
import { useEffect, useRef, useState, type RefObject } from 'react'
import { systemClock } from '@shared/domain/clock'
import { countOf } from '@shared/text/plural'
import { toAppError } from '../api/bridge'
import { useSession } from '../app/session'
import { msg } from '@shared/text/messages'
import { buildCsv, csvFileName, downloadText, provenanceTime, type CsvFlavour } from '../lib/csv'
import { allPagesExportEnded } from './export-text'
import { formatDecimal, formatTimestamp } from '../lib/format'
import { EXPORT_ROW_CAP, type WalkProgress, type WalkResult } from '../lib/all-pages'
import { zoneLabel, zoneShortLabel } from '../lib/time-zones'
import type { TableSnapshot } from './DataTable/types'
import { Popover } from './Popover'

/** Reads every page of the view's list; rejects when the signal aborts. */
export type ReadAllPages = (
  signal: AbortSignal,
  onProgress: (progress: WalkProgress) => void,
) => Promise<WalkResult<object>>

interface ExportButtonProps {
  view: string
  snapshotRef: RefObject<(() => TableSnapshot) | null>
  fetchedAt: number | undefined
  filterLines: readonly string[]
  page?: string | undefined
  disabled?: boolean
  /** Offers "All pages" beside this page's export. */
  readAll?: ReadAllPages | undefined
}

type AllPagesState =
  | { phase: 'idle' }
  | { phase: 'reading'; progress: WalkProgress }
  | { phase: 'finished'; message: string; problem: boolean }

const progressText = (p: WalkProgress) => `${countOf(p.pages, 'page')}, ${countOf(p.rows, 'row')}`

export function ExportButton({
  view,
  snapshotRef,
  fetchedAt,
  filterLines,
  page,
  disabled,
  readAll,
}: ExportButtonProps) {
  const { profile, session, accountCodes, zone, appInfo } = useSession()
  const [all, setAll] = useState<AllPagesState>({ phase: 'idle' })
  const reading = useRef<AbortController | null>(null)
  useEffect(() => () => reading.current?.abort(), [])

  const write = (
    flavour: CsvFlavour,
    snapshot: TableSnapshot,
    rows: string[][],
    pageLine: string,
    sort: string,
    readAt?: number,
  ) => {
    const now = new Date(systemClock.now())
    const readTime = readAt ?? fetchedAt
    const csv = buildCsv(
      {
        view,
        profile: profile?.name ?? session.profileName,
        server: session.baseUrl,
        accounts: accountCodes,
        filters: filterLines,
        sort,
        page: pageLine,
        timeZone: zoneLabel(zone),
        fetchedAt: provenanceTime(readTime, zone),
        exportedAt: provenanceTime(now.getTime(), zone),
        appVersion: `${appInfo.name} ${appInfo.version}`,
      },
      snapshot.headers.map((header, i) => ({ header, text: (row: string[]) => row[i] ?? '' })),
      rows,
      flavour,
    )
    downloadText(csvFileName(view.toLowerCase().replace(/\s+/g, '-'), accountCodes, now), csv)
  }

  const exportPage = (flavour: CsvFlavour) => {
    const snapshot = snapshotRef.current?.()
    if (!snapshot) return
    write(
      flavour,
      snapshot,
      snapshot.rows,
      page ? msg('exports.scope.thisPageOf', { page }) : msg('exports.scope.thisPage'),
      snapshot.sortDescription,
    )
  }

  const exportAllPages = async (flavour: CsvFlavour) => {
    if (!readAll || reading.current) return
    const controller = new AbortController()
    reading.current = controller
    let progress: WalkProgress = { pages: 0, rows: 0 }
    setAll({ phase: 'reading', progress })
    try {
      const result = await readAll(controller.signal, (p) => {
        progress = p
        setAll({ phase: 'reading', progress: p })
      })
      const snapshot = snapshotRef.current?.()
      if (!snapshot) throw new Error('The table is no longer on screen.')
      const rows = result.rows.length
      const pageLine = result.capped
        ? msg('exports.scope.allPagesCapped', { rows: countOf(rows, 'row'), pages: countOf(result.pages, 'page') })
        : msg('exports.scope.allPages', { rows: countOf(rows, 'row'), pages: countOf(result.pages, 'page') })
      write(flavour, snapshot, snapshot.rowsText(result.rows), pageLine, snapshot.allPagesSort, systemClock.now())
      setAll({
        phase: 'finished',
        problem: result.capped,
        message: allPagesExportEnded(
          result.capped
            ? { outcome: 'capped', cap: formatDecimal(EXPORT_ROW_CAP) }
            : { outcome: 'written', rows: countOf(rows, 'row') },
        ),
      })
    } catch (e) {
      setAll(
        controller.signal.aborted
          ? {
              phase: 'finished',
              problem: false,
              message: allPagesExportEnded({ outcome: 'cancelled', progress: progressText(progress) }),
            }
          : {
              phase: 'finished',
              problem: true,
              message: allPagesExportEnded({
                outcome: 'failed',
                progress: progressText(progress),
                error: toAppError(e),
                ctx: {
                  action: 'export',
                  resource: view.toLowerCase(),
                  accounts: accountCodes,
                  baseUrl: session.baseUrl,
                },
              }),
            },
      )
    } finally {
      reading.current = null
    }
  }

  const busy = all.phase === 'reading'
  return (
    <span className="export">
      <button
        type="button"
        onClick={() => exportPage('annotated')}
        disabled={disabled || busy}
        title={msg('exports.labels.thisPage', { view: view.toLowerCase() })}
      >
        {msg('labels.exportButton.exportCsv')}
      </button>
      {readAll && (
        <button
          type="button"
          onClick={() => void exportAllPages('annotated')}
          disabled={disabled || busy}
          aria-label={msg('exports.labels.allPagesName')}
          title={msg('exports.labels.allPages', { view: view.toLowerCase(), cap: formatDecimal(EXPORT_ROW_CAP) })}
        >
          {msg('labels.exportButton.allPages')}
        </button>
      )}
      <Popover
        // The arrow is decoration: the button is named by its title.
        label={<span aria-hidden="true">▾</span>}
        buttonTitle={msg('exports.moreChoices')}
        buttonClass="export__more"
        panelLabel={msg('exports.moreChoices')}
      >
        <div className="export__choices">
          <button type="button" disabled={disabled || busy} onClick={() => exportPage('plain')}>
            {msg('exports.plainThisPage')}
          </button>
          {readAll && (
            <button type="button" disabled={disabled || busy} onClick={() => void exportAllPages('plain')}>
              {msg('exports.plainAllPages')}
            </button>
          )}
          <p className="muted">{msg('exports.plainExplained')}</p>
        </div>
      </Popover>
      {all.phase !== 'idle' && (
        <span
          className={
            all.phase === 'finished' && all.problem ? 'export__status export__status--problem' : 'export__status'
          }
          role="status"
        >
          {all.phase === 'reading'
            ? all.progress.back === undefined
              ? msg('labels.exportButton.readingAllPagesProgresstextSo', { progressText: progressText(all.progress) })
              : msg('exports.readingBack', {
                  progress: progressText(all.progress),
                  back: `${formatTimestamp(all.progress.back, zone)} ${zoneShortLabel(zone)}`,
                })
            : all.message}
        </span>
      )}
      {busy && (
        <button type="button" onClick={() => reading.current?.abort()} aria-label={msg('exports.labels.cancel')}>
          {msg('labels.exportButton.cancel')}
        </button>
      )}
    </span>
  )
}
