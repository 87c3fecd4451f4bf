// The margin gauge of one account in the summary bar: its margin level against the profile's margin-call and
// stop-out levels, the state in words (never colour alone), and in its tooltip the distance to each level in the
// account currency and as the price move of the largest position that would reach it.
import type { AccountMetrics, Instrument } from '@shared/api/records'
import { decimalsOfStep } from '@shared/domain/decimal'
import {
  equityToLevel,
  exposureOf,
  largestPosition,
  marginLevelPercent,
  marginState,
  priceMoveToLevel,
  type MarginState,
} from '@shared/domain/risk'
import type { RiskLevels } from '@shared/ipc/profile-settings'
import { MARGIN_LEVEL_EXPLAINED } from '../../lib/figures-text'
import { MARGIN_STATE_LABEL, MARGIN_STATE_SHORT, marginDistanceText, marginLevelName } from './risk-text'
import { formatDecimal, formatMoney } from '../../lib/format'
import './risk.css'

const STATE_SYMBOL: Record<MarginState, string> = {
  'no-margin': '–',
  ok: '✓',
  warning: '!',
  'margin-call': '⚠',
  'stop-out': '✕',
}

/** Decimals of a price move: the instrument's increment when known, else 5. */
function decimalsOf(instrument: Instrument | undefined): number {
  const inc = instrument?.priceIncrement
  return (inc ? decimalsOfStep(inc) : undefined) ?? 5
}

export interface GaugeFigures {
  level: string | undefined
  state: MarginState
  lines: string[]
}

export function gaugeFigures(
  m: AccountMetrics,
  currency: string,
  levels: RiskLevels,
  reference: ReadonlyMap<string, Instrument>,
): GaugeFigures {
  const figures = { equity: m.equity, margin: m.maintenanceMargin }
  const level = marginLevelPercent(figures)
  const state = marginState(level, {
    marginCallPercent: levels.marginCallPercent,
    stopOutPercent: levels.stopOutPercent,
    warnAtPercent: levels.warnMarginPercent,
  })
  if (level === undefined) return { level, state, lines: [MARGIN_STATE_LABEL['no-margin']] }
  const positions = (m.positions ?? []).map((p) => exposureOf(m.account, currency, p, reference.get(p.symbol)))
  const largest = largestPosition(positions)
  const rows = [
    { name: marginLevelName('margin-call'), percent: levels.marginCallPercent },
    { name: marginLevelName('stop-out'), percent: levels.stopOutPercent },
    ...(levels.warnMarginPercent !== undefined
      ? [{ name: marginLevelName('warning'), percent: levels.warnMarginPercent }]
      : []),
  ]
  const lines = rows.map((r) => {
    const equity = equityToLevel(figures, r.percent) ?? '0'
    const move =
      largest && !equity.startsWith('-')
        ? priceMoveToLevel(largest, equity, decimalsOf(reference.get(largest.symbol)))
        : undefined
    return marginDistanceText({
      level: r.name,
      percent: r.percent,
      equity: formatMoney(equity),
      currency,
      ...(move ? { move: { ...move, move: formatDecimal(move.move), price: formatDecimal(move.price) } } : {}),
    })
  })
  return { level, state, lines }
}

export function MarginGauge(props: {
  metrics: AccountMetrics
  currency: string
  levels: RiskLevels
  reference: ReadonlyMap<string, Instrument>
}) {
  const { level, state, lines } = gaugeFigures(props.metrics, props.currency, props.levels, props.reference)
  const title = [...lines, MARGIN_LEVEL_EXPLAINED].join('\n')
  if (level === undefined) {
    return (
      <span className="margin-gauge margin-gauge--no-margin muted" title={title} data-margin-state={state}>
        {MARGIN_STATE_LABEL['no-margin']}
      </span>
    )
  }
  // The bar spans 0 … twice the margin-call level; the marks are the stop-out and margin-call levels.
  const span = props.levels.marginCallPercent * 2
  const at = (percent: number) => `${Math.max(0, Math.min(100, (percent / span) * 100))}%`
  return (
    <span className={`margin-gauge margin-gauge--${state}`} title={title} data-margin-state={state}>
      <span className="margin-gauge__bar" aria-hidden="true">
        <span className="margin-gauge__fill" style={{ width: at(Number(level)) }} />
        <span className="margin-gauge__mark" style={{ left: at(props.levels.stopOutPercent) }} />
        <span className="margin-gauge__mark" style={{ left: at(props.levels.marginCallPercent) }} />
      </span>
      <span className="margin-gauge__value">{formatDecimal(level, { maxDecimals: 2 })}%</span>
      <span className="margin-gauge__state">
        {STATE_SYMBOL[state]} <span className="margin-gauge__long">{MARGIN_STATE_LABEL[state]}</span>
        <span className="margin-gauge__short" aria-hidden="true">
          {MARGIN_STATE_SHORT[state]}
        </span>
      </span>
      <span className="sr-only">{lines.join('. ')}</span>
    </span>
  )
}
