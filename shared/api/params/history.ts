// Orders history: statuses, types, side, instruments, ids, three time ranges, versions and paging.
import type { z } from 'zod/mini'
import { ORDER_STATUSES, ORDER_TYPES, SIDES } from '../enums'
import { accounts, includeOffset, limit, period, timeRange } from './shared-params'
import { enumListSpec, enumSpec, intSpec, listSpec, paramsObject, token } from './spec'

export const historyParamSpecs = [
  accounts,
  includeOffset,
  enumListSpec('in-status', ORDER_STATUSES, {
    role: 'filter',
    words: 'queryParams.history.inStatus',
  }),
  // Documented in lower case: sent in lower case.
  enumListSpec('of-type', ORDER_TYPES, {
    role: 'filter',
    words: 'queryParams.history.ofType',
    wireCase: 'lower',
  }),
  enumSpec('side', 'enum', SIDES, {
    role: 'filter',
    words: 'queryParams.history.side',
    wireCase: 'lower',
  }),
  listSpec(
    'for-instrument',
    'symbol-list',
    {
      role: 'filter',
      words: 'queryParams.history.forInstrument',
    },
    token('for-instrument'),
  ),
  listSpec(
    'with-client-id',
    'id-list',
    {
      role: 'filter',
      words: 'queryParams.history.withClientId',
      maxItems: 50,
    },
    token('with-client-id'),
  ),
  // Order ids are numbers the server assigns; anything else is a mistake worth naming, not an empty answer.
  listSpec(
    'with-order-id',
    'id-list',
    {
      role: 'filter',
      words: 'queryParams.history.withOrderId',
      maxItems: 50,
    },
    (raw) =>
      /^\d{1,16}$/.test(raw)
        ? raw
        : {
            message: `with-order-id: ${JSON.stringify(raw)} is not an order id (a number)`,
            rule: { rule: 'invalid_format', format: 'order-id' },
          },
  ),
  ...timeRange('issued-from', 'issued-to', ['queryParams.history.issuedFrom', 'queryParams.history.issuedTo']),
  period('history', ['issued-from', 'issued-to']),
  ...timeRange('transaction-from', 'transaction-to', [
    'queryParams.history.transactionFrom',
    'queryParams.history.transactionTo',
  ]),
  ...timeRange('completed-from', 'completed-to', [
    'queryParams.history.completedFrom',
    'queryParams.history.completedTo',
  ]),
  intSpec(
    'at-least-version',
    {
      role: 'filter',
      words: 'queryParams.history.atLeastVersion',
      min: 0,
      rangeWith: 'at-most-version',
      rangeEnd: 'from',
      rangeWords: 'queryParams.history.atLeastVersion',
    },
    'version',
  ),
  intSpec(
    'at-most-version',
    {
      role: 'filter',
      words: 'queryParams.history.atMostVersion',
      min: 0,
      rangeWith: 'at-least-version',
      rangeEnd: 'to',
    },
    'version',
  ),
  intSpec('page', { role: 'paging', words: 'queryParams.history.page', min: 1 }),
  intSpec('page-size', { role: 'paging', words: 'queryParams.history.pageSize', min: 1 }),
  // Not in the public text; the PHP SDK sends it.
  limit('history'),
] as const
export const historyParams = paramsObject(historyParamSpecs)

export type HistoryParams = z.output<typeof historyParams>
