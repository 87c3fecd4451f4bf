import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { ruleFactsOf, RuleFactsSchema } from '../ipc/result'
import {
  accountCode,
  caseInsensitiveEnum,
  date,
  decimal,
  idString,
  integer,
  openEnum,
  sessionTimeout,
  timestamp,
} from './primitives'
import {
  cancelGroupParams,
  eventsParams,
  historyParams,
  instrumentsQueryParams,
  metricsParams,
  positionsParams,
  QueryParamError,
  toQueryString,
} from './params'
import { CandleEventTypeSchema } from './market-data'
import { OrderRequestSchema } from './requests'

type Schema = { safeParse(v: unknown): { success: boolean; error?: { issues: readonly unknown[] } } }

/** The facts the window is given for the first thing a schema refused: what crosses IPC, never its message. */
function firstRule(schema: Schema, input: unknown) {
  const r = schema.safeParse(input)
  expect(r.success, JSON.stringify(input)).toBe(false)
  const issue = r.error?.issues[0] as z.core.$ZodIssue
  const parameter = issue.path.map(String).join('.') || undefined
  return ruleFactsOf(issue, parameter)
}

const BUY = { orderCode: 'c1', instrument: 'EUR/USD', side: 'BUY', type: 'LIMIT', quantity: 1000 }

// Each refinement of shared/api names the rule it found broken (the issue's params), so the window words it from
// the catalogue instead of a generic "not accepted".
describe('every refusal of a parameter or value names its rule', () => {
  it.each<[string, Schema, unknown, Record<string, unknown>]>([
    ['a count that is not a whole number', historyParams, { limit: 'x' }, { rule: 'invalid_type', expected: 'int' }],
    ['a count below its minimum', historyParams, { limit: -1 }, { rule: 'too_small', minimum: 0, origin: 'number' }],
    [
      'a time that is not one',
      eventsParams,
      { 'from-time': 'yesterday' },
      { rule: 'invalid_format', format: 'timestamp' },
    ],
    [
      'a yes/no that is neither',
      metricsParams,
      { 'include-positions': 'maybe' },
      { rule: 'invalid_type', expected: 'boolean' },
    ],
    ['a value outside its list', historyParams, { period: 'someday' }, { rule: 'invalid_value' }],
    ['a list with an empty item', historyParams, { 'with-order-id': '1,,2' }, { rule: 'list_item_empty' }],
    ['a list item with a comma', historyParams, { 'with-order-id': ['1,2'] }, { rule: 'list_item_comma' }],
    [
      'a list too long',
      historyParams,
      { 'with-order-id': Array.from({ length: 51 }, (_, i) => String(i)) },
      { rule: 'too_big', maximum: 50, origin: 'array' },
    ],
    [
      'an order id that is not a number',
      historyParams,
      { 'with-order-id': 'abc' },
      { rule: 'invalid_format', format: 'order-id' },
    ],
    [
      'a sort field it does not know',
      instrumentsQueryParams,
      { 'sort-by-asc': 'PRICE' },
      { rule: 'invalid_value', options: 'TYPE, SYMBOL' },
    ],
    [
      'an overlong code in a list',
      instrumentsQueryParams,
      { symbols: 'A'.repeat(300) },
      { rule: 'list_item_too_long', maximum: 256 },
    ],
    [
      'an account code without its clearing',
      positionsParams,
      { accounts: 'nocolon' },
      { rule: 'invalid_format', format: 'account-code' },
    ],
    ['a parameter the request needs', cancelGroupParams, {}, { rule: 'required' }],
    [
      'both sort directions',
      instrumentsQueryParams,
      { 'sort-by-asc': 'TYPE', 'sort-by-desc': 'SYMBOL' },
      { rule: 'exclusive_with', other: 'sort-by-asc' },
    ],
    [
      'a period with the range it replaces',
      historyParams,
      { period: 'today', 'issued-from': '2026-03-01T00:00:00Z' },
      { rule: 'conflicts_with', other: 'issued-from/issued-to' },
    ],
    [
      'a parameter with its other spelling',
      eventsParams,
      { 'from-time': '2026-03-01T00:00:00Z', 'time-from': '2026-03-01T00:00:00Z' },
      { rule: 'alias_of', other: 'from-time' },
    ],
    [
      'a range ending before it starts',
      historyParams,
      { 'issued-from': '2026-03-02T00:00:00Z', 'issued-to': '2026-03-01T00:00:00Z' },
      { rule: 'range_inverted', other: 'issued-from', origin: 'timestamp' },
    ],
    ['a number that is not one', decimal, 'abc', { rule: 'invalid_format', format: 'decimal' }],
    ['a number of another type', decimal, true, { rule: 'invalid_type', expected: 'number' }],
    ['a whole number with a fraction', integer, '1.5', { rule: 'invalid_type', expected: 'int' }],
    ['an identifier that is neither text nor whole', idString, 1.5, { rule: 'invalid_type', expected: 'id' }],
    ['a timestamp that is not one', timestamp, '2026-02-30T00:00:00Z', { rule: 'invalid_format', format: 'timestamp' }],
    ['a date that is not one', date, 'tomorrow', { rule: 'invalid_format', format: 'date' }],
    ['an account code that is not one', accountCode, 'nocolon', { rule: 'invalid_format', format: 'account-code' }],
    [
      'an account code too long',
      accountCode,
      `default:${'9'.repeat(300)}`,
      { rule: 'too_big', maximum: 256, origin: 'string' },
    ],
    [
      'a value outside a closed list',
      caseInsensitiveEnum(['BUY', 'SELL']),
      'HOLD',
      { rule: 'invalid_value', options: 'BUY, SELL' },
    ],
    ['an empty open value', openEnum(['A']), '', { rule: 'too_small', minimum: 1, origin: 'string' }],
    ['a time-out that is not one', sessionTimeout, 'soon', { rule: 'invalid_format', format: 'timeout' }],
    [
      'candles from after to',
      CandleEventTypeSchema,
      { type: 'Candle', candleType: 'h', fromTime: '2026-03-02T00:00:00Z', toTime: '2026-03-01T00:00:00Z' },
      { rule: 'range_after_end', other: 'toTime' },
    ],
    [
      'an order price that is not a number',
      OrderRequestSchema,
      { ...BUY, limitPrice: 'cheap' },
      { rule: 'invalid_format', format: 'decimal' },
    ],
  ])('%s', (_, schema, input, expected) => {
    const facts = firstRule(schema, input)
    expect(facts).toMatchObject(expected)
    expect(RuleFactsSchema.safeParse(facts).success).toBe(true)
  })

  it('a period next to its range: each side names the other', () => {
    const r = historyParams.safeParse({ period: 'today', 'issued-from': '2026-03-01T00:00:00Z' })
    const facts = (r.error?.issues ?? []).map((issue) => ruleFactsOf(issue, String(issue.path[0])))
    expect(facts).toEqual([
      { rule: 'conflicts_with', other: 'issued-from/issued-to', parameter: 'period' },
      { rule: 'conflicts_with', other: 'period', parameter: 'issued-from' },
    ])
  })

  it('a refused query carries the issue, not only its words', () => {
    let thrown: unknown
    try {
      toQueryString(historyParams, { limit: -1 })
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(QueryParamError)
    const { parameter, issue } = thrown as QueryParamError
    expect(ruleFactsOf(issue, parameter)).toEqual({
      rule: 'too_small',
      minimum: 0,
      origin: 'number',
      parameter: 'limit',
    })
  })
})
