import type { Figure } from './report'

export interface BenchContext {
  /** Runs per figure (at least 5: figures are medians with their min and max). */
  runs: number
  log(message: string): void
}

export interface BenchItem {
  id: number
  title: string
  /** The names (and units, targets) of the figures it produces, so a failed item still prints its rows. */
  expects: ReadonlyArray<{ name: string; unit: string }>
  run(ctx: BenchContext): Promise<Figure[]>
}
