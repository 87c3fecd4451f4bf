// What each row of the summary bar shows of its own account, gathered from the bar's reads. The bar renders on every
// watch status, every pushed figure and every status or quote read of any account; with a couple of hundred
// accounts on screen, gathering and comparing every row's facts on each of those renders was the largest part of a
// fill's render. They are gathered again only when something they are gathered from changed, and then each row
// keeps its facts object where nothing in it changed (`useKeptPerKey`), so only a changed row renders.
import { useMemo } from 'react'
import type { Instrument, Quote } from '@shared/api'
import type { AccountMetrics } from '@shared/api/records'
import type { WatchAccountStatus } from '@shared/ipc/contract'
import type { ExposureRow } from '@shared/domain/risk'
import { formatClock } from '../../lib/format'
import { useKeptPerKey } from '../../lib/use-kept-per-key'
import { estimateFigures } from './estimate'
import { countContradicted } from './SummaryCells'
import type { SummaryRowFacts } from './SummaryRow'

type AccountWords = (account: string) => string | undefined

export interface SummaryFactsSources {
  metrics: readonly AccountMetrics[]
  /** The prices an estimate is made at; undefined where the figures are pushed, which need none. */
  quotes: ReadonlyMap<string, Quote> | undefined
  reference: ReadonlyMap<string, Instrument>
  currencyOf: AccountWords
  /** The client who owns the account, when a support user views it. */
  clientOf: AccountWords
  /** The account's status when it is anything but full trading. */
  restricted: AccountWords
  exposure: ReadonlyMap<string, ExposureRow>
  live: ReadonlyMap<string, WatchAccountStatus>
  /** When the figures were read or last pushed. */
  figuresAt: number
  zone: string
}

/** Each account's row facts, by account, in the order of the figures. */
export function useSummaryRowFacts(s: SummaryFactsSources): ReadonlyMap<string, SummaryRowFacts> {
  const { metrics, quotes, reference, currencyOf, clientOf, restricted, exposure, live, figuresAt, zone } = s
  const gathered = useMemo(
    () =>
      new Map(
        metrics.map((m): [string, SummaryRowFacts] => [
          m.account,
          {
            metrics: m,
            currency: currencyOf(m.account),
            client: clientOf(m.account),
            restricted: restricted(m.account),
            estimate: quotes ? estimateFigures(m, quotes, reference) : undefined,
            exposure: exposure.get(m.account),
            live: live.get(m.account),
            figuresTime: undefined,
          },
        ]),
      ),
    [metrics, quotes, reference, currencyOf, clientOf, restricted, exposure, live],
  )
  // The figures' time moves with every read or pushed figure of any account: only the rows that show it (an
  // estimate, a contradicting count) are given it, so a new time alone compares no row when none shows it.
  const timed = useMemo(() => {
    let shown: Map<string, SummaryRowFacts> | undefined
    let clock: string | undefined
    for (const [account, facts] of gathered) {
      if (!facts.estimate && !countContradicted(facts.metrics)) continue
      shown ??= new Map(gathered)
      shown.set(account, { ...facts, figuresTime: (clock ??= formatClock(figuresAt, zone)) })
    }
    return shown ?? gathered
  }, [gathered, figuresAt, zone])
  return useKeptPerKey(timed)
}
