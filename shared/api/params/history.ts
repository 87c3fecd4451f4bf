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
    label: 'Status',
    help: 'Order statuses; an order with any of them matches.',
  }),
  // Documented in lower case: sent in lower case.
  enumListSpec('of-type', ORDER_TYPES, {
    role: 'filter',
    label: 'Order types',
    help: 'Order types such as MARKET, LIMIT or STOP; any of them matches.',
    wireCase: 'lower',
  }),
  enumSpec('side', 'enum', SIDES, {
    role: 'filter',
    label: 'Side',
    help: 'Only buy orders or only sell orders.',
    wireCase: 'lower',
  }),
  listSpec(
    'for-instrument',
    'symbol-list',
    {
      role: 'filter',
      label: 'Instruments',
      help: 'Instrument symbols such as EUR/USD or EUR/*, in any letter case; any of them matches.',
    },
    token('for-instrument'),
  ),
  listSpec(
    'with-client-id',
    'id-list',
    {
      role: 'filter',
      label: 'Client order ids',
      help: 'Up to 50 client order ids; any of them matches.',
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
      label: 'Order ids',
      help: 'Up to 50 order ids (numbers such as 100234); any of them matches.',
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
  ...timeRange('issued-from', 'issued-to', ['Issued from', 'Issued to'], 'Orders issued', 'filter', [
    '; alone, until now',
    '; alone, since the first order',
  ]),
  period('Orders issued', ['issued-from', 'issued-to']),
  ...timeRange('transaction-from', 'transaction-to', ['Last change from', 'Last change to'], 'Orders last changed'),
  ...timeRange('completed-from', 'completed-to', ['Completed from', 'Completed to'], 'Orders completed'),
  intSpec(
    'at-least-version',
    {
      role: 'filter',
      label: 'Version from',
      help: 'Orders whose last update has this account version or a later one.',
      min: 0,
      rangeWith: 'at-most-version',
      rangeEnd: 'from',
    },
    'version',
  ),
  intSpec(
    'at-most-version',
    {
      role: 'filter',
      label: 'Version to',
      help: 'Orders whose last update has this account version or an earlier one.',
      min: 0,
      rangeWith: 'at-least-version',
      rangeEnd: 'to',
    },
    'version',
  ),
  intSpec('page', { role: 'paging', label: 'Page', help: 'Page number; the first page is 1.', min: 1 }),
  intSpec('page-size', { role: 'paging', label: 'Page size', help: 'Orders per page (at least 1).', min: 1 }),
  // Not in the public text; the PHP SDK sends it.
  limit('orders'),
] as const
export const historyParams = paramsObject(historyParamSpecs)

export type HistoryParams = z.output<typeof historyParams>
