// Instruments: the path forms (/instruments/…) take paging only; /instruments/query adds search and sorting.
import type { z } from 'zod/mini'
import { INSTRUMENT_TYPES, SORT_CRITERIA, type SortCriterion } from '../enums'
import { limit, startFrom } from './shared-params'
import { enumLookup, listSpec, paramsObject, token, type ParamWordsKey } from './spec'

export const instrumentsPathParamSpecs = [limit('instruments'), startFrom('instruments')] as const
export const instrumentsPathParams = paramsObject(instrumentsPathParamSpecs)

const sortSpec = <const N extends string>(name: N, other: string, words: ParamWordsKey) =>
  listSpec<N, SortCriterion>(
    name,
    'sort',
    {
      role: 'sort',
      words,
      values: SORT_CRITERIA,
      exclusiveWith: other,
    },
    (raw) =>
      enumLookup(SORT_CRITERIA)(raw) ?? {
        message: `${name}: ${JSON.stringify(raw)} is not TYPE or SYMBOL`,
        rule: { rule: 'invalid_value', options: SORT_CRITERIA.join(', ') },
      },
  )

const knownInstrumentType = enumLookup(INSTRUMENT_TYPES)

export const instrumentsQueryParamSpecs = [
  listSpec(
    'symbols',
    'symbol-list',
    {
      role: 'filter',
      words: 'queryParams.instruments.symbols',
    },
    token('symbols'),
  ),
  // Open on purpose, see the file comment.
  listSpec(
    'types',
    'enum-list',
    {
      role: 'filter',
      words: 'queryParams.instruments.types',
      values: INSTRUMENT_TYPES,
      openValues: true,
    },
    (raw) => knownInstrumentType(raw) ?? token('types')(raw),
  ),
  limit('instruments'),
  startFrom('instruments'),
  sortSpec('sort-by-asc', 'sort-by-desc', 'queryParams.instruments.sortByAsc'),
  sortSpec('sort-by-desc', 'sort-by-asc', 'queryParams.instruments.sortByDesc'),
] as const
export const instrumentsQueryParams = paramsObject(instrumentsQueryParamSpecs)

export type InstrumentsPathParams = z.output<typeof instrumentsPathParams>
export type InstrumentsQueryParams = z.output<typeof instrumentsQueryParams>
