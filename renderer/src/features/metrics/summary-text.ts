// The summary bar's explanations: how its figures reach the screen, and where they disagree or are missing.
import type { AnswerFacts } from '@shared/ipc/result'
import { msg } from '@shared/text/messages'
import { sampleProblems } from '../../lib/answer-text'

/**
 * Why the summary's "Pos" figure is marked: the server's count and the positions listed in the same figures
 * disagree. A support user comparing the two must not be left with a contradiction and no explanation.
 */
export function positionsSnapshotNote(f: { serverCount: number; listed: number; at: string }): string {
  return msg('tables.positionsCount.snapshot', { count: f.serverCount, listed: f.listed, at: f.at })
}

/** What the server sent, as much of it as a tooltip can hold: hostile data may be a page long. */
const SENT_SHOWN = 40

/** Why a summary figure shows "—": the server sent something that is not a number, or nothing. */
export function noFigureExplained(figure: string, sent: string | undefined): string {
  if (sent === undefined) return msg('tables.noFigure.missing', { figure })
  const shown = sent.length > SENT_SHOWN ? `${sent.slice(0, SENT_SHOWN)}…` : sent
  return msg('tables.noFigure.unreadable', { figure, sent: shown })
}

/** Accounts a "no total" tooltip names; the rest are on their rows, each "—" saying why. */
const ACCOUNTS_NAMED = 3

/** Why a currency's total of a figure is blank: some of its accounts have no readable figure to add. */
export function noTotalExplained(figure: string, currency: string, accounts: readonly string[]): string {
  const named = accounts.slice(0, ACCOUNTS_NAMED).join(', ')
  return msg('tables.noFigure.noTotal', {
    figure,
    currency,
    accounts: accounts.length > ACCOUNTS_NAMED ? `${named}…` : named,
  })
}

/** The "≈" beside equity and margin level where figures are not pushed. */
export function figuresEstimateExplained(figuresAt: string): string {
  return msg('tables.figuresEstimate', { at: figuresAt })
}

/** The summary bar's badge when some accounts' metrics could not be read, and its tooltip naming where. */
export function metricsIncomplete(f: { count: number; total: number; samples: readonly AnswerFacts[] }): {
  badge: string
  title: string
} {
  return {
    badge: msg('tables.metricsIncomplete.badge', { count: f.count, total: f.total }),
    title: msg('tables.metricsIncomplete.title', { count: f.count, samples: sampleProblems(f.samples).join('; ') }),
  }
}

/** The summary's Live cell before the watch's first complete look at the account. */
export const LIVE_STARTING_EXPLANATION = msg('connect.live.starting')

/**
 * The summary's Live cell while the account is watched: how its changes reach the screen (`via`, left out of narrow
 * windows, where the tooltip still says it), and its tooltip.
 */
export function liveSource(
  source: 'push' | 'polling' | 'reconnecting' | undefined,
  intervalMs: number,
): { live: boolean; text: string; via?: string; title: string } {
  const seconds = Math.round(intervalMs / 100) / 10
  if (source === 'push') {
    return {
      live: true,
      text: msg('labels.lib.liveWord'),
      via: msg('labels.lib.viaPush'),
      title: msg('labels.lib.theServerPushesEveryChange'),
    }
  }
  if (source === 'reconnecting') {
    return {
      live: false,
      text: msg('labels.lib.reconnectingWord'),
      title: msg('labels.lib.pushUpdatesWereInterruptedChecking', { seconds }),
    }
  }
  return {
    live: true,
    text: msg('labels.lib.liveWord'),
    via: msg('labels.lib.viaChecking', { seconds }),
    title: msg('labels.lib.thisServerDoesNotPush', { seconds }),
  }
}

/** The summary's Live cell while the window is hidden. */
export const LIVE_PAUSED_EXPLANATION = msg('connect.live.paused')

/** The summary's Live cell of an account the watch has said nothing of yet. */
export const LIVE_UNKNOWN_EXPLANATION = msg('connect.live.unknown')
