// The account's money as chart specs: the balance as a step line with funding marked, net P/L as a bar a day.
import type { BalancePoint, DayPl } from '@shared/domain/account-ledger'
import { daySeconds, seconds, type ChartSpec } from '../charts/chart-spec'
import { formatMoney } from '../../lib/format'
import { msg } from '@shared/text/messages'

/** The balance as a step line (one value per second: the last record of a second wins), funding marked. */
export function balanceChart(
  points: readonly BalancePoint[],
  currency: string,
  equityNow: string | undefined,
): ChartSpec {
  const bySecond = new Map<number, number>()
  for (const p of points) bySecond.set(seconds(p.ms), Number(p.balance))
  const t = [...bySecond.keys()].sort((x, y) => x - y)
  return {
    kind: 'steps',
    name: msg('ledger.series.balance', { currency }),
    t,
    values: t.map((s) => bySecond.get(s) ?? 0),
    markers: points.flatMap((p) =>
      p.funding
        ? [{ t: seconds(p.ms), value: bySecond.get(seconds(p.ms)) ?? 0, kind: p.funding, amount: p.value }]
        : [],
    ),
    lines:
      equityNow === undefined
        ? []
        : [
            {
              value: Number(equityNow),
              text: formatMoney(equityNow),
              label: msg('labels.accountCharts.equityNow'),
              tone: 'equity',
              dashed: true,
            },
          ],
  }
}

export function plByDayChart(days: readonly DayPl[], currency: string): ChartSpec {
  return {
    kind: 'bars',
    name: msg('ledger.series.netPl', { currency }),
    t: days.map((d) => daySeconds(d.day)),
    values: days.map((d) => Number(d.net)),
  }
}
