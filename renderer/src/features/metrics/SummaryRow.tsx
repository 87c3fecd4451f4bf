// One account's row of the summary bar. The bar re-renders on every watch status and every pushed figure of any
// account; with a couple of hundred accounts on screen, re-rendering each row (its gauge, its Live cell, its
// formatted figures) every time put the summary in the frames a fill needs to reach the tables. The bar keeps an
// unchanged account's props the same objects (`useKeptPerKey`), so a row renders again only when something it
// shows changed.
import { memo, type Ref } from 'react'
import type { Instrument } from '@shared/api'
import type { AccountMetrics } from '@shared/api/records'
import type { WatchAccountStatus } from '@shared/ipc/contract'
import type { RiskLevels } from '@shared/ipc/profile-settings'
import type { ExposureRow } from '@shared/domain/risk'
import { figuresEstimateExplained, type liveSource } from './summary-text'
import { formatMoney, formatPercent } from '../../lib/format'
import { signClass } from '../columns'
import { MarginGauge } from '../risk/MarginGauge'
import { ExposureCell } from '../risk/SummaryExposure'
import type { FiguresEstimate } from './estimate'
import { figureText, SUMMARY_FIELDS } from './summary-fields'
import { AccountCode, countNote, LiveCell, NoFigure, PositionsOrdersCell, StatusTag } from './SummaryCells'

export interface SummaryRowProps {
  metrics: AccountMetrics
  currency: string | undefined
  /** The client who owns the account, when a support user views it. */
  client: string | undefined
  /** The account's status when it is anything but full trading. */
  restricted: string | undefined
  estimate: FiguresEstimate | undefined
  /** The figures' time, given only where the row shows it (an estimate, a count the figures contradict). */
  figuresTime: string | undefined
  zone: string
  levels: RiskLevels
  reference: ReadonlyMap<string, Instrument>
  exposure: ExposureRow | undefined
  live: WatchAccountStatus | undefined
  /** How the watch hears of changes, in words. */
  via: ReturnType<typeof liveSource>
}

/** What a row shows of its own account; the rest of its props are the same for every row. */
export type SummaryRowFacts = Omit<SummaryRowProps, 'zone' | 'levels' | 'reference' | 'via'>

/**
 * A row in view has its place in the bar (`index`) and is measured (`rowRef`); a row out of view is laid out only to
 * size the columns (`index` undefined), collapsed: see `widestRows`.
 */
export interface SummaryRowPlace {
  index: number | undefined
  rowRef: Ref<HTMLTableRowElement> | undefined
}

export const SummaryRow = memo(function SummaryRow(p: SummaryRowProps & SummaryRowPlace) {
  return (
    <tr
      className={p.index === undefined ? 'summary-bar__sizer' : undefined}
      aria-hidden={p.index === undefined || undefined}
      data-index={p.index}
      aria-rowindex={p.index === undefined ? undefined : p.index + 2}
      ref={p.rowRef}
    >
      <RowFigures
        metrics={p.metrics}
        currency={p.currency}
        client={p.client}
        restricted={p.restricted}
        estimate={p.estimate}
        figuresTime={p.figuresTime}
        levels={p.levels}
        reference={p.reference}
        exposure={p.exposure}
      />
      <LiveCell status={p.live} zone={p.zone} via={p.via} />
    </tr>
  )
})

/**
 * Every cell but Live. A burst's watch statuses change the Live cell of a couple of hundred rows a second while
 * their figures stay the same objects: the figures, the gauge's distances to each level (decimal arithmetic) and
 * the exposure are not worked out again for that.
 */
const RowFigures = memo(function RowFigures(p: Omit<SummaryRowProps, 'zone' | 'live' | 'via'>) {
  const m = p.metrics
  const estimateTitle = () => figuresEstimateExplained(p.figuresTime ?? '')
  return (
    <>
      <th scope="row" title={p.client}>
        <AccountCode code={m.account} /> <span className="muted">{p.currency ?? ''}</span>
        <StatusTag status={p.restricted} />
        {p.client && <span className="summary-bar__client narrow-sr-only"> {p.client}</span>}
      </th>
      {SUMMARY_FIELDS.map((f) => {
        const v = f.value(m)
        const shown = figureText(f, m)
        return (
          <td
            key={f.key}
            className={`num ${f.signed ? (signClass(v) ?? '') : ''}`}
            title={f.formula}
            data-field={f.key}
          >
            {shown ?? <NoFigure figure={f.label} sent={v} />}
            {f.key === 'equity' && p.estimate && (
              <span className="summary-bar__estimate muted" data-testid="equity-estimate" title={estimateTitle()}>
                {' '}
                ≈ {formatMoney(p.estimate.equity)}
              </span>
            )}
          </td>
        )
      })}
      <td data-field="level">
        <MarginGauge metrics={m} currency={p.currency ?? ''} levels={p.levels} reference={p.reference} />
        {p.estimate?.level !== undefined && (
          <span className="summary-bar__estimate muted" data-testid="level-estimate" title={estimateTitle()}>
            ≈ {formatPercent(p.estimate.level)}
          </span>
        )}
      </td>
      <ExposureCell row={p.exposure} />
      <PositionsOrdersCell metrics={m} note={p.figuresTime === undefined ? undefined : countNote(m, p.figuresTime)} />
    </>
  )
})
