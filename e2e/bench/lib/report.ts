// The bench's output: one row per figure (median of its runs, with min and max), the ratio to its
// reference measured in the same run, and the target it is held to. Figures are printed, never asserted.
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname } from 'node:path'

export interface Summary {
  median: number
  min: number
  max: number
  runs: number
}

/** The shape of reports/bench.json's results (the shape docs/performance.md describes). */
export interface BenchResult {
  name: string
  /** null only when the figure could not be measured (JSON has no NaN). */
  value: number | null
  unit: string
  ratio: number | null
  target: string | null
  meets: boolean | null
}

/** What the console table shows beside a result; kept out of bench.json so its shape stays exact. */
export interface Figure extends BenchResult {
  value: number
  min: number
  max: number
  runs: number
  note?: string
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('no samples')
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const median =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, runs: sorted.length }
}

/** The nearest-rank percentile: a frame time that really happened, not an interpolation between two. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)))
  return sorted[rank - 1] as number
}

export type Goal =
  /** ratio = ours ÷ reference must stay at or below `max` (times, memory). */
  | { kind: 'ratio-max'; max: number; reference: string }
  /** ratio = ours ÷ reference must reach at least `min` (throughput). */
  | { kind: 'ratio-min'; min: number; reference: string }
  /** The value itself must stay at or below `max` (in the figure's unit). */
  | { kind: 'value-max'; max: number }

export interface FigureInput {
  name: string
  unit: string
  samples: readonly number[]
  /** The reference's samples, when the ratio is to another figure of the same run. */
  reference?: readonly number[]
  goal?: Goal
  note?: string
}

/** A target's number as people write it: 0.25, 0.8, 3 (never rounded to one digit). */
const targetNumber = (n: number) => String(Number(n.toPrecision(3)))

const round = (n: number, digits = 3) => {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

export function figure(input: FigureInput): Figure {
  const s = summarize(input.samples)
  const ref = input.reference && input.reference.length ? summarize(input.reference) : undefined
  // Ratios of medians: each side's median is robust to the odd slow run, on a shared and noisy machine.
  const ratio = ref && ref.median !== 0 ? s.median / ref.median : null
  let target: string | null = null
  let meets: boolean | null = null
  const goal = input.goal
  if (goal?.kind === 'ratio-max') {
    target = `≤ ${targetNumber(goal.max)}× ${goal.reference}`
    meets = ratio === null ? null : ratio <= goal.max
  } else if (goal?.kind === 'ratio-min') {
    target = `≥ ${targetNumber(goal.min)}× ${goal.reference}`
    meets = ratio === null ? null : ratio >= goal.min
  } else if (goal?.kind === 'value-max') {
    target = `≤ ${targetNumber(goal.max)} ${input.unit}`
    meets = s.median <= goal.max
  }
  return {
    name: input.name,
    value: round(s.median),
    unit: input.unit,
    ratio: ratio === null ? null : round(ratio),
    target,
    meets,
    min: round(s.min),
    max: round(s.max),
    runs: s.runs,
    ...(input.note ? { note: input.note } : {}),
  }
}

/** A figure that could not be measured (a dependency missing, a step failed): printed, never silently dropped. */
export function missing(name: string, unit: string, why: string, goal?: Goal): Figure {
  const f = figure({ name, unit, samples: [Number.NaN], ...(goal ? { goal } : {}) })
  return {
    ...f,
    value: Number.NaN,
    min: Number.NaN,
    max: Number.NaN,
    runs: 0,
    meets: null,
    note: `not measured: ${why}`,
  }
}

function fmt(n: number | null): string {
  if (n === null || Number.isNaN(n)) return '—'
  const abs = Math.abs(n)
  if (abs >= 1000) return n.toFixed(0)
  if (abs >= 100) return n.toFixed(1)
  if (abs >= 10) return n.toFixed(2)
  return n.toFixed(3)
}

export function formatTable(cpus: number, figures: readonly Figure[]): string {
  const header = ['figure', 'median', 'min', 'max', 'unit', 'n', 'ratio', 'target', '']
  const rows = figures.map((f) => [
    f.name,
    fmt(f.value),
    fmt(f.min),
    fmt(f.max),
    f.unit,
    String(f.runs),
    f.ratio === null ? '' : `${f.ratio.toFixed(2)}×`,
    f.target ?? '',
    // The mark: where a figure falls short of its target, and where it could not be judged.
    f.meets === false ? '✗ SHORT' : f.meets === true ? '✓' : f.target ? '?' : '',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const numeric = new Set([1, 2, 3, 5, 6])
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd()
  const out = [`DX Desk bench — ${cpus} CPUs, medians of n runs (min, max beside)`, line(header)]
  out.push(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const [i, r] of rows.entries()) {
    out.push(line(r))
    const note = figures[i]?.note
    if (note) out.push(`    ↳ ${note}`)
  }
  const short = figures.filter((f) => f.meets === false).length
  const judged = figures.filter((f) => f.meets !== null).length
  out.push(`${judged - short} of ${judged} targets met${short ? `; ${short} short (✗)` : ''}`)
  return out.join('\n')
}

export function cpuCount(): number {
  return availableParallelism()
}

export function writeReport(path: string, cpus: number, figures: readonly Figure[]): void {
  mkdirSync(dirname(path), { recursive: true })
  const results: BenchResult[] = figures.map((f) => ({
    name: f.name,
    value: Number.isNaN(f.value) ? null : f.value,
    unit: f.unit,
    ratio: f.ratio,
    target: f.target,
    meets: f.meets,
  }))
  writeFileSync(path, `${JSON.stringify({ cpus, results }, null, 2)}\n`)
}

/** Every figure with its min, max, run count and notes, for whoever wants more than bench.json carries. */
export function writeDetails(path: string, cpus: number, figures: readonly Figure[]): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify({ cpus, figures }, null, 2)}\n`)
}
