// The margin gauge's and the Exposure view's words.
import { type Words, msg } from '@shared/text/messages'

const MARGIN_STATES = ['no-margin', 'ok', 'warning', 'margin-call', 'stop-out'] as const

type MarginStateId = (typeof MARGIN_STATES)[number]

/** The margin gauge: its state in words (never colour alone) and what each level means. */
export const MARGIN_STATE_LABEL = Object.fromEntries(
  MARGIN_STATES.map((state) => [state, msg(`risk.margin.state.${state}`)]),
) as Record<MarginStateId, Words>

/** The same in a narrow window's summary bar. */
export const MARGIN_STATE_SHORT = Object.fromEntries(
  MARGIN_STATES.map((state) => [state, msg(`risk.margin.short.${state}`)]),
) as Record<MarginStateId, Words>

/** A level's name in the gauge's tooltip. */
export function marginLevelName(level: 'margin-call' | 'stop-out' | 'warning'): string {
  return msg(`risk.margin.levelName.${level}`)
}

/** The distance to a level in the account currency and as the largest position's price move. */
export function marginDistanceText(f: {
  level: string
  percent: number
  equity: string
  currency: string
  move?: { symbol: string; move: string; price: string }
}): string {
  const move = f.move ? msg('risk.margin.move', f.move) : ''
  const { level, percent, currency } = f
  return f.equity.startsWith('-') || f.equity.startsWith('−')
    ? msg('risk.margin.passed', { level, percent, currency, equity: f.equity.replace(/^[-−]/, '') })
    : msg('risk.margin.away', { level, percent, currency, equity: f.equity, move })
}

/** The Exposure view's lead: what net and gross mean and what the figures are in. */
export const EXPOSURE_EXPLAINED = msg('risk.exposureExplained')

/** Figures left out of a converted total because their currency has no rate. */
export function leftOutNoRate(currencies: readonly string[], to: string): string {
  return msg('risk.leftOutNoRate', { currencies: currencies.join(', '), to })
}
