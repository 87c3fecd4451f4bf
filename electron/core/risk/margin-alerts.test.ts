import { describe, expect, it } from 'vitest'
import { evaluateRisk, INITIAL_RISK_STATE, type AccountRiskState, type RiskAlert } from './margin-alerts'

const settings = {
  levels: { marginCallPercent: 100, stopOutPercent: 50, warnMarginPercent: 150 },
  dayKey: '2026-11-28',
}
const MIN = 60_000

/** Feeds equity figures (margin 1000, so equity 1200 is 120 %) a read apart and collects what fires. */
function run(reads: Array<{ equity: string; at: number; margin?: string; dayKey?: string }>, extra = {}) {
  let state: AccountRiskState = INITIAL_RISK_STATE
  const out: RiskAlert[][] = []
  for (const r of reads) {
    const next = evaluateRisk(state, { equity: r.equity, margin: r.margin ?? '1000' }, r.at, {
      ...settings,
      ...extra,
      ...(r.dayKey ? { dayKey: r.dayKey } : {}),
    })
    state = next.state
    out.push(next.alerts)
  }
  return out
}

describe('margin-level alerts', () => {
  it('fire once per crossing, the worst level reached only', () => {
    const out = run([
      { equity: '2000', at: 0 },
      { equity: '1400', at: 15_000 },
      { equity: '1390', at: 30_000 },
      { equity: '450', at: 45_000 },
      { equity: '440', at: 60_000 },
    ])
    expect(out[0]).toEqual([])
    expect(out[1]).toEqual([{ kind: 'margin-level', level: 'warning', levelPercent: '140', thresholdPercent: 150 }])
    expect(out[2]).toEqual([])
    expect(out[3]).toEqual([{ kind: 'margin-level', level: 'stop-out', levelPercent: '45', thresholdPercent: 50 }])
    expect(out[4]).toEqual([])
  })

  it('fire again only after recovering above the level by the hysteresis', () => {
    const out = run([
      { equity: '990', at: 0 },
      { equity: '1040', at: 15_000 }, // 104 %: above, within 5 points
      { equity: '995', at: 30_000 }, // no second alert
      { equity: '1060', at: 45_000 }, // 106 %: re-armed
      { equity: '1000', at: 60_000 }, // at the level counts as reached
    ])
    expect(out.map((a) => a.map((x) => (x.kind === 'margin-level' ? x.level : x.kind)))).toEqual([
      ['margin-call'],
      [],
      [],
      [],
      ['margin-call'],
    ])
  })

  it('fire again after a gap in watching, saying how long it was', () => {
    const out = run([
      { equity: '900', at: 0 },
      { equity: '900', at: 15_000 },
      { equity: '950', at: 15_000 + 10 * MIN },
    ])
    expect(out[1]).toEqual([])
    expect(out[2]).toEqual([
      { kind: 'margin-level', level: 'margin-call', levelPercent: '95', thresholdPercent: 100, gapMinutes: 10 },
    ])
  })

  it('a crossing that happened entirely during the gap is told when watching resumes', () => {
    const out = run([
      { equity: '2000', at: 0 },
      { equity: '800', at: 20 * MIN },
    ])
    expect(out[1]).toEqual([{ kind: 'margin-level', level: 'margin-call', levelPercent: '80', thresholdPercent: 100 }])
  })

  it('say nothing without margin in use, and re-arm there', () => {
    const out = run([
      { equity: '900', at: 0 },
      { equity: '900', margin: '0', at: 15_000 },
      { equity: '900', at: 30_000 },
    ])
    expect(out.map((a) => a.length)).toEqual([1, 0, 1])
  })
})

describe('daily loss limit', () => {
  it('fires once a day when equity is down by the limit since the first read of the day', () => {
    const extra = { levels: { marginCallPercent: 100, stopOutPercent: 50, dailyLossLimit: 500 } }
    const out = run(
      [
        { equity: '10000', at: 0, margin: '0' },
        { equity: '9500.01', at: 15_000, margin: '0' },
        { equity: '9500', at: 30_000, margin: '0' },
        { equity: '9000', at: 45_000, margin: '0' },
        { equity: '8000', at: 60_000, margin: '0', dayKey: '2026-11-29' },
        { equity: '7400', at: 75_000, margin: '0', dayKey: '2026-11-29' },
      ],
      extra,
    )
    expect(out).toEqual([
      [],
      [],
      [{ kind: 'loss-limit', loss: '500.00', limit: 500 }],
      [],
      [],
      [{ kind: 'loss-limit', loss: '600.00', limit: 500 }],
    ])
  })
})
