// Parameters several endpoints share: the accounts scope, paging, time ranges and `period`. Each endpoint's
// module (./positions, ./history, …) builds its own list from these.
import { PERIODS } from '../enums'
import { accountCodeMessage, accountCodeProblem } from '../primitives'
import { booleanSpec, intSpec, listSpec, timestampSpec, enumSpec, type ParamRole } from './spec'

export const accounts = listSpec(
  'accounts',
  'account-list',
  {
    role: 'scope',
    label: 'Accounts',
    help: 'Accounts to include, such as default:1001; leave empty for every account you may see.',
  },
  (raw) => {
    const problem = accountCodeProblem(raw)
    return problem ? { message: `accounts: ${accountCodeMessage(raw, problem)}`, rule: problem } : raw
  },
)

// SDK-only (PHP): applies to the multi-account forms when no accounts are given.
export const includeOffset = booleanSpec('include-offset', {
  role: 'scope',
  label: 'Include offset accounts',
  help: 'Dealers only: also include offset accounts when no accounts are chosen.',
})

export const limit = (noun: string) =>
  intSpec('limit', {
    role: 'paging',
    label: 'Limit',
    help: `Return at most this many ${noun}; the server may return fewer.`,
    min: 0,
  })

export const startFrom = (noun: string) =>
  intSpec('start-from', {
    role: 'paging',
    label: 'Skip',
    help: `Skip this many ${noun} first (0, the default, starts at the first).`,
    min: 0,
  })

export function timeRange<const F extends string, const T extends string>(
  from: F,
  to: T,
  labels: [string, string],
  what: string,
  role: ParamRole = 'filter',
  extra: [string, string] = ['', ''],
) {
  return [
    timestampSpec(from, {
      role,
      label: labels[0],
      help: `${what} at or after this time (UTC, inclusive)${extra[0]}.`,
      rangeWith: to,
      rangeEnd: 'from',
    }),
    timestampSpec(to, {
      role,
      label: labels[1],
      help: `${what} at or before this time (UTC, inclusive)${extra[1]}.`,
      rangeWith: from,
      rangeEnd: 'to',
    }),
  ] as const
}

export const period = (what: string, range: readonly [string, string]) =>
  enumSpec('period', 'period', PERIODS, {
    role: 'filter',
    label: 'Period',
    help: `${what} today, the previous day, this week or the previous week (UTC days; weeks start Monday).`,
    conflictsWith: range,
  })

export const lastUpdated = (what: string) =>
  timeRange('last-updated-from', 'last-updated-to', ['Updated from', 'Updated to'], what, 'filter', [
    '',
    '; default now',
  ])
