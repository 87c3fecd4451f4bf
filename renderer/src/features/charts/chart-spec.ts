// What a chart shows, as plain numbers: the views build a spec from their records (decimal text becomes a
// float only here, for drawing) and the lazily loaded ChartCanvas draws it. Times are epoch seconds.

/** A horizontal line across the plot, labelled on the price axis (an order's price, equity now). */
export interface LevelLine {
  value: number
  /** The value as the page writes it (money to the cent); absent: the number as it is. */
  text?: string
  label: string
  tone: 'current' | 'proposed' | 'entry' | 'equity' | 'group' | 'bid' | 'ask'
  dashed?: boolean
  /** A market level (bid, ask): a hairline, so the order's own lines stand out. */
  thin?: boolean
}

/** A level the user may move: a grip on its line to drag, a slider for the keyboard. */
export interface LevelHandle {
  value: number
  /** The value as the page writes it, for the slider's spoken value. */
  text: string
  label: string
  onDrag: (value: number) => void
  onStep: (steps: number) => void
}

/** A deposit (▲ below the line) or a withdrawal (▼ above it) at one point of a step line. */
export interface FundingMarker {
  t: number
  value: number
  kind: 'deposit' | 'withdrawal'
  /** The amount moved, as the server wrote it (negative for a withdrawal). */
  amount: string
}

export type ChartSpec =
  | {
      kind: 'candles'
      t: number[]
      open: number[]
      high: number[]
      low: number[]
      close: number[]
      lines: readonly LevelLine[]
    }
  | {
      kind: 'steps'
      name: string
      t: number[]
      values: number[]
      markers: readonly FundingMarker[]
      lines: readonly LevelLine[]
    }
  /** One bar per calendar day: `t` is that day's midnight UTC, and the axis reads it as a date, not an instant. */
  | { kind: 'bars'; name: string; t: number[]; values: number[] }

export const seconds = (ms: number): number => Math.floor(ms / 1000)

/** `YYYY-MM-DD` → midnight UTC of that day, in epoch seconds. */
export function daySeconds(day: string): number {
  return seconds(Date.parse(`${day}T00:00:00Z`))
}
