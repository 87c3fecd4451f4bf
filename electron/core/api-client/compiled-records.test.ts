// The list reads check records with zod's compiled form of the shared schemas (endpoints.ts). These tests hold it
// to the schema's own runtime parser: for a record in every spelling a server may send, and for the same record
// with each field broken in turn, the read keeps exactly what the runtime parser keeps (same values, same keys in
// the same order) and refuses exactly what it refuses, naming the same field with the same words.
import { describe, expect, it } from 'vitest'
import { HistoricOrderListSchema, OrderSchema } from '@shared/api'
import { readData } from './endpoints'
import { DxApiError, ruleAt } from './errors'

const execution = {
  account: 'default:1099',
  executionCode: '1000921379',
  orderCode: 110701,
  updateOrderId: '110701',
  version: 10001,
  clientOrderId: 'bench-110701',
  actionCode: '110701-1',
  instrument: 'GBP/USD',
  status: 'COMPLETED',
  finalStatus: true,
  filledQuantity: 50000,
  lastQuantity: '-5E4',
  remainingQuantity: 0,
  filledQuantityNotional: 64382.5,
  lastQuantityNotional: '-64382.50',
  transactionTime: '2026-11-24T09:09:28.396+02:00',
  lastPrice: 1.28765,
  averagePrice: '1.28765',
  rejectCode: 7,
  futureField: { nested: [1, 2] },
}

const wireOrder = {
  account: { clearing: 'default', account: '1099' },
  orderId: 110701,
  orderCode: '110701',
  version: '10001',
  clientOrderId: 'bench-110701',
  actionCode: '110701-1',
  legCount: 1,
  type: 'LIMIT',
  instrument: 'GBP/USD',
  status: 'SOMETHING_NEW',
  finalStatus: true,
  legs: [
    {
      instrument: 'GBP/USD',
      positionEffect: 'OPEN',
      positionCode: 42,
      side: 'SELL',
      price: 1.28765,
      legRatio: 1,
      filledQuantity: '50000.000',
      remainingQuantity: 0,
      averagePrice: 1.28765,
      quantity: 50000,
    },
  ],
  side: 'SELL',
  tif: 'GTD',
  priceOffset: '+0.0010',
  priceLink: 'LAST',
  expireDate: '2026-12-01',
  openTime: '2026-11-24T03:12:30Z',
  openPrice: 1.2,
  issueTime: '2026-11-24T03:12:30.793Z',
  transactionTime: '2026-11-24T07:09:28.396Z',
  links: [{ linkType: 'OCO', linkedOrder: 7, linkedClientOrderId: 'x-7' }],
  executions: [{ ...execution, status: 'WORKING', finalStatus: false, rejectCode: undefined }, execution],
  cashTransactions: [
    {
      account: 'default:1099',
      transactionCode: '55',
      version: 3,
      type: 'COMMISSION',
      value: -1.5,
      currency: 'USD',
      transactionTime: '2026-11-24T07:09:28.396Z',
    },
  ],
  hedgedOrderId: '9',
  externalOrderId: 'ext-1',
  unknownTopLevel: 'dropped',
}

/** Where a record was refused and by which rule: the field's path and the rule's code. */
interface Refusal {
  parameter: string | undefined
  rule: string | undefined
}

/** What the runtime parser makes of one record: its JSON, or where and by which rule its first issue refused it. */
function runtime(record: unknown): { json: string } | { refused: Refusal } {
  const parsed = OrderSchema.safeParse(record)
  if (parsed.success) return { json: JSON.stringify(parsed.data) }
  const first = parsed.error.issues[0]
  const facts = first ? ruleAt(first, ['orders', 0]) : undefined
  return { refused: { parameter: facts?.parameter, rule: facts?.rule } }
}

/** What a history read makes of the same record. */
function read(record: unknown): { json: string } | { refused: Refusal } {
  const { data, unreadable } = readData('orders.history', 200, JSON.stringify({ orders: [record] }))
  // The sample names the field (`orders[0].legs[0].price`) and the rule it broke, as the runtime parser does.
  const sample = unreadable?.samples[0]
  if (unreadable) return { refused: { parameter: sample?.parameter, rule: sample?.rule } }
  return { json: JSON.stringify(data.orders[0]) }
}

const ODD_VALUES: unknown[] = [
  null,
  '',
  ' ',
  'x',
  '1e3',
  '+1.50',
  '-0',
  12,
  -3.5,
  1e21,
  true,
  {},
  [],
  '2026-03-18T10:00:00+02:00',
]

/** Every field path of a JSON value (objects and arrays, not the root). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return []
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value)
  return keys.flatMap((k) => [[...prefix, k], ...paths((value as Record<string | number, unknown>)[k], [...prefix, k])])
}

function withValue(record: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(record)) as Record<string | number, unknown>
  let at: Record<string | number, unknown> = copy
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  const last = path[path.length - 1] as string | number
  if (value === undefined) delete at[last]
  else at[last] = value
  return copy
}

describe('records checked by the compiled shared schemas', () => {
  it('a record in every accepted spelling reads exactly as the runtime parser reads it', () => {
    const got = read(wireOrder)
    expect(got).toHaveProperty('json')
    expect(got).toEqual(runtime(JSON.parse(JSON.stringify(wireOrder))))
    expect('json' in got && got.json).toContain('"account":"default:1099"')
    expect('json' in got && got.json).not.toContain('unknownTopLevel')
  })

  it('each field broken or left out in turn: kept or refused exactly as the runtime parser decides', () => {
    const plain = JSON.parse(JSON.stringify(wireOrder)) as unknown
    let refused = 0
    for (const path of paths(plain)) {
      for (const value of [undefined, ...ODD_VALUES]) {
        // A server sends JSON: what the runtime parser is given is the record as it would arrive.
        const record = JSON.parse(JSON.stringify(withValue(plain, path, value))) as unknown
        const got = read(record)
        const expected = runtime(record)
        if ('refused' in expected) {
          refused++
          expect(got, `${path.join('.')} = ${JSON.stringify(value)}`).toEqual(expected)
        } else {
          expect(got, `${path.join('.')} = ${JSON.stringify(value)}`).toEqual(expected)
        }
      }
    }
    // The sweep must have exercised refusals, not only harmless changes.
    expect(refused).toBeGreaterThan(200)
  })

  it('the list envelope is still the shared schema: a bad nextPageTransactionTime is a server error', () => {
    const body = JSON.stringify({ orders: [wireOrder], nextPageTransactionTime: 'soon' })
    let error: unknown
    try {
      readData('orders.history', 200, body)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DxApiError)
    expect(JSON.stringify((error as DxApiError).appError)).toContain('nextPageTransactionTime')
    expect(HistoricOrderListSchema.safeParse(JSON.parse(body)).success).toBe(false)
  })
})
