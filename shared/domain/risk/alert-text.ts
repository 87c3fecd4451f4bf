// What a risk alert says in the activity list and an OS notification (worked out in main, which sees every
// metrics read; worded here beside the other activity entries, shared/domain/activity/diff.ts).
export type MarginLevelId = 'warning' | 'margin-call' | 'stop-out'

const LEVEL_NAME: Record<MarginLevelId, string> = {
  warning: 'your warning level',
  'margin-call': 'the margin-call level',
  'stop-out': 'the stop-out level',
}

export function marginAlertTitle(level: MarginLevelId, afterGap: boolean): string {
  const name = LEVEL_NAME[level]
  return afterGap ? `Margin level below ${name} (found after a gap in watching)` : `Margin level fell to ${name}`
}

export function marginAlertDetail(f: { levelPercent: string; thresholdPercent: number; gapMinutes?: number }): string {
  const gap = f.gapMinutes !== undefined ? ` Not watched for ${f.gapMinutes} min before this read.` : ''
  return `Margin level ${f.levelPercent} % (level ${f.thresholdPercent} %).${gap}`
}

export function lossLimitTitle(): string {
  return 'Daily loss limit reached'
}

export function lossLimitDetail(f: { loss: string; limit: number; currency: string }): string {
  return `Down ${f.loss} ${f.currency} since the first read today (limit ${f.limit} ${f.currency}). Nothing was done to the account.`
}
