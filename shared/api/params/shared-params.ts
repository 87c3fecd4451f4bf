// Parameters several endpoints share: the accounts scope, paging, time ranges and `period`. Each endpoint's
// module (./positions, ./history, …) builds its own list from these.
import { PERIODS } from '../enums'
import { accountCodeMessage, accountCodeProblem } from '../primitives'
import {
  booleanSpec,
  intSpec,
  listSpec,
  timestampSpec,
  enumSpec,
  type ParamRole,
  type ParamWordsKey,
  type RangeWordsKey,
} from './spec'

/** The endpoints whose parameters are worded per endpoint in the catalogue (`queryParams.<endpoint>.*`). */
type Paged = 'history' | 'events' | 'instruments' | 'portfolio' | 'transfers' | 'users'

export const accounts = listSpec(
  'accounts',
  'account-list',
  {
    role: 'scope',
    words: 'queryParams.accounts',
  },
  (raw) => {
    const problem = accountCodeProblem(raw)
    return problem ? { message: `accounts: ${accountCodeMessage(raw, problem)}`, rule: problem } : raw
  },
)

// SDK-only (PHP): applies to the multi-account forms when no accounts are given.
export const includeOffset = booleanSpec('include-offset', {
  role: 'scope',
  words: 'queryParams.includeOffset',
})

export const limit = (endpoint: Paged) =>
  intSpec('limit', { role: 'paging', words: `queryParams.${endpoint}.limit`, min: 0 })

export const startFrom = (endpoint: Exclude<Paged, 'history'>) =>
  intSpec('start-from', { role: 'paging', words: `queryParams.${endpoint}.startFrom`, min: 0 })

export function timeRange<const F extends string, const T extends string>(
  from: F,
  to: T,
  words: readonly [RangeWordsKey, ParamWordsKey],
  role: ParamRole = 'filter',
) {
  return [
    timestampSpec(from, { role, words: words[0], rangeWith: to, rangeEnd: 'from', rangeWords: words[0] }),
    timestampSpec(to, { role, words: words[1], rangeWith: from, rangeEnd: 'to' }),
  ] as const
}

export const period = (endpoint: 'history' | 'events' | 'transfers', range: readonly [string, string]) =>
  enumSpec('period', 'period', PERIODS, {
    role: 'filter',
    words: `queryParams.${endpoint}.period`,
    conflictsWith: range,
  })

export const lastUpdated = (endpoint: 'portfolio' | 'users') =>
  timeRange('last-updated-from', 'last-updated-to', [
    `queryParams.${endpoint}.lastUpdatedFrom`,
    `queryParams.${endpoint}.lastUpdatedTo`,
  ])
