import type { Figure, Goal } from './report'

export interface BenchContext {
  /** Runs per figure (at least 5: figures are medians with their min and max). */
  runs: number
  log(message: string): void
  /** Where an item that runs main's services in a process of their own writes that process's V8 CPU profile. */
  profileMainDir?: string
}

/** A figure an item promises: printed with its target and a "?" mark when the item could not measure it. */
export interface ExpectedFigure {
  name: string
  unit: string
  goal?: Goal
}

/** One numbered item of `npm run bench` (registered in e2e/bench/items/index.ts). */
export interface BenchItem {
  /** What `--only` selects; figure names start with it ("3. …"). */
  id: number
  title: string
  /** Every figure it produces, so a failed item still prints its rows and targets. */
  expects: readonly ExpectedFigure[]
  run(ctx: BenchContext): Promise<Figure[]>
}
