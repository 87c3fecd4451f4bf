import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  timeTextToEpochMs,
  accountCode,
  caseInsensitiveEnum,
  compareTimestamps,
  date,
  decimal,
  decimalToJson,
  dxErrorCode,
  formatDate,
  formatSessionTimeout,
  formatWireTimestamp,
  idString,
  integer,
  openEnum,
  sessionTimeout,
  timestamp,
  timestampToEpochMs,
} from './primitives'
import { contingencyType } from './enums'

function issueMessage(schema: z.ZodType, value: unknown): string {
  const r = schema.safeParse(value)
  if (r.success) throw new Error(`expected failure for ${JSON.stringify(value)}`)
  return r.error.issues[0]?.message ?? ''
}

describe('decimal', () => {
  it.each([
    ['1.0795', '1.0795'],
    ['10000', '10000'],
    ['+1234.456', '1234.456'],
    ['-1234.456', '-1234.456'],
    ['-.456', '-0.456'],
    ['.5', '0.5'],
    ['1.', '1'],
    ['123', '123'],
    ['-1E4', '-10000'],
    ['1E4', '10000'],
    ['1e-7', '0.0000001'],
    ['2.50e1', '25'],
    ['00012.3400', '12.34'],
    ['-0', '0'],
    ['0.000', '0'],
    ['+INF', 'Infinity'],
    ['INF', 'Infinity'],
    ['-INF', '-Infinity'],
    ['Infinity', 'Infinity'],
    ['-Infinity', '-Infinity'],
    ['0.1000000000000000000001', '0.1000000000000000000001'],
  ])('parses the text %s as %s', (input, output) => {
    expect(decimal.parse(input)).toBe(output)
  })

  it.each([
    [1.0795, '1.0795'],
    [10000, '10000'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e21, '1000000000000000000000'],
    [1e-7, '0.0000001'],
    [-0.456, '-0.456'],
    [-0, '0'],
  ])('converts the number %s via its shortest round-trip text', (input, output) => {
    expect(decimal.parse(input)).toBe(output)
  })

  it.each(['', 'abc', '1,5', '1.2.3', 'NaN', '0x1F', 'E4', '1e', '--1', ' ', '1 000'])('rejects %j', (input) => {
    expect(decimal.safeParse(input).success).toBe(false)
  })

  it('rejects NaN, Infinity numbers and non-numeric types with clear messages', () => {
    expect(issueMessage(decimal, Number.NaN)).toBe('Expected a number, got NaN')
    expect(issueMessage(decimal, Number.POSITIVE_INFINITY)).toMatch(/send the string "Infinity"/)
    expect(issueMessage(decimal, 'garbage')).toBe('Expected a number, got "garbage"')
    expect(issueMessage(decimal, true)).toBe('Expected a number or a numeric string')
    expect(issueMessage(decimal, null)).toBe('Expected a number or a numeric string')
    expect(decimal.safeParse('1E999').success).toBe(false)
  })

  it('writes JSON numbers only when they say exactly the same thing', () => {
    expect(decimalToJson('1.0795')).toBe(1.0795)
    expect(decimalToJson('-0.456')).toBe(-0.456)
    expect(decimalToJson('Infinity')).toBe('Infinity')
    expect(decimalToJson('0.1000000000000000000001')).toBe('0.1000000000000000000001')
  })
})

describe('integer, idString, dxErrorCode', () => {
  it('accepts numbers and integer text', () => {
    expect(integer.parse(42)).toBe(42)
    expect(integer.parse('1042')).toBe(1042)
    expect(integer.parse('-7')).toBe(-7)
  })
  it.each([1.5, '1.5', 'x', '', Number.NaN, 2 ** 60, '99999999999999999'])('rejects %j', (v) => {
    expect(integer.safeParse(v).success).toBe(false)
  })
  it('keeps codes as text', () => {
    expect(idString.parse(90261)).toBe('90261')
    expect(idString.parse('default:70001')).toBe('default:70001')
    expect(dxErrorCode.parse(32)).toBe('32')
    expect(dxErrorCode.parse('2')).toBe('2')
    expect(dxErrorCode.safeParse(1.5).success).toBe(false)
  })
})

describe('timestamp', () => {
  it.each([
    ['2024-04-21T09:30:15Z', '2024-04-21T09:30:15Z'],
    ['2024-04-21T09:30:15.123Z', '2024-04-21T09:30:15.123Z'],
    ['2013-01-24T23:05:08.52Z', '2013-01-24T23:05:08.52Z'],
    ['2024-04-21T09:30:15.123456Z', '2024-04-21T09:30:15.123456Z'],
    ['2024-04-21T09:30:15.123456789Z', '2024-04-21T09:30:15.123456789Z'],
    ['2024-04-21T09:30:15.120Z', '2024-04-21T09:30:15.120Z'],
    ['2024-04-21t09:30:15z', '2024-04-21T09:30:15Z'],
    ['2024-04-21T11:30:15.5+02:00', '2024-04-21T09:30:15.5Z'],
    ['2024-04-21T01:00:00.000000001+02:00', '2024-04-20T23:00:00.000000001Z'],
    ['2024-12-31T20:00:00-05:30', '2025-01-01T01:30:00Z'],
    ['2024-04-21T09:30:15-00:00', '2024-04-21T09:30:15Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00Z'],
    ['0050-01-01T00:00:00Z', '0050-01-01T00:00:00Z'],
  ])('canonicalises %s to %s', (input, output) => {
    expect(timestamp.parse(input)).toBe(output)
  })

  it.each([
    '2024-04-21',
    '2024-04-21T09:30:15',
    '2024-04-21T09:30:15.Z',
    '2024-04-21T09:30:15.1234567890Z',
    '2024-04-21 09:30:15Z',
    '2023-02-29T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-04-21T24:00:00Z',
    '2024-04-21T09:60:00Z',
    '2024-04-21T09:30:60Z',
    '2024-04-21T09:30:15+24:00',
    '1464264688310',
    'yesterday',
  ])('rejects %s', (input) => {
    expect(timestamp.safeParse(input).success).toBe(false)
  })

  it('names the expected form in its message', () => {
    expect(issueMessage(timestamp, 'soon')).toMatch(/RFC 3339 timestamp such as 2024-04-21T09:30:15.123Z/)
    expect(issueMessage(timestamp, 5)).toBe('Expected an RFC 3339 timestamp')
  })

  it('converts to epoch milliseconds and back', () => {
    expect(timestampToEpochMs('2024-04-21T09:30:15.123456Z')).toBe(Date.UTC(2024, 3, 21, 9, 30, 15, 123))
    expect(timestampToEpochMs('2024-04-21T11:30:15.5+02:00')).toBe(Date.UTC(2024, 3, 21, 9, 30, 15, 500))
    expect(timestampToEpochMs('2024-04-21T09:30:15Z')).toBe(Date.UTC(2024, 3, 21, 9, 30, 15))
    expect(formatWireTimestamp(Date.UTC(2024, 3, 21, 9, 30, 15, 7))).toBe('2024-04-21T09:30:15.007Z')
    expect(formatDate(Date.UTC(2024, 3, 21, 23, 59))).toBe('2024-04-21Z')
    expect(() => timestampToEpochMs('nope')).toThrow(RangeError)
  })

  it('compares at full precision, whatever the fraction length or offset', () => {
    expect(compareTimestamps('2024-04-21T09:30:15Z', '2024-04-21T09:30:15.000000001Z')).toBe(-1)
    expect(compareTimestamps('2024-04-21T09:30:15.5Z', '2024-04-21T09:30:15.500Z')).toBe(0)
    expect(compareTimestamps('2024-04-21T11:30:15+02:00', '2024-04-21T09:30:14.999Z')).toBe(1)
  })
})

describe('date', () => {
  it.each([
    ['2024-04-21Z', '2024-04-21Z'],
    ['2024-04-21', '2024-04-21Z'],
    ['2024-04-21T00:00:00.000Z', '2024-04-21Z'],
    ['2024-04-21T00:30:00+02:00', '2024-04-20Z'],
  ])('reads %s as %s', (input, output) => {
    expect(date.parse(input)).toBe(output)
  })
  it.each(['2024-02-30Z', '21/04/2024', '2024-04-21+02:00', ''])('rejects %s', (input) => {
    expect(date.safeParse(input).success).toBe(false)
  })
})

describe('accountCode', () => {
  it('accepts the string and the object form', () => {
    expect(accountCode.parse('default:1001')).toBe('default:1001')
    expect(accountCode.parse({ clearing: 'uptrendprop', account: 'alex' })).toBe('uptrendprop:alex')
  })
  it.each(['1001', ':1001', 'default:', '', { clearing: 'x' }, 1001])('rejects %j', (input) => {
    expect(accountCode.safeParse(input).success).toBe(false)
  })
})

describe('enums', () => {
  it('openEnum keeps unknown values verbatim', () => {
    const status = openEnum(['WORKING', 'COMPLETED'])
    expect(status.parse('WORKING')).toBe('WORKING')
    expect(status.parse('PENDING_REPLACE')).toBe('PENDING_REPLACE')
    expect(status.safeParse('').success).toBe(false)
    expect(status.safeParse(3).success).toBe(false)
    expect(status.known).toEqual(['WORKING', 'COMPLETED'])
  })
  it('caseInsensitiveEnum canonicalises case and aliases and refuses the rest', () => {
    expect(contingencyType.parse('oco')).toBe('OCO')
    expect(contingencyType.parse('If-Then')).toBe('IF-THEN')
    expect(contingencyType.parse('PNC')).toBe('IF-THEN')
    expect(contingencyType.parse('pnc')).toBe('IF-THEN')
    expect(contingencyType.safeParse('PNCOCO').success).toBe(false)
    const e = caseInsensitiveEnum(['MARKET', 'LIMIT'])
    expect(e.parse('limit')).toBe('LIMIT')
    expect(issueMessage(e, 'stop')).toBe('Expected one of MARKET, LIMIT')
  })
})

describe('sessionTimeout', () => {
  it.each([
    [1800000, 1800000],
    ['1800000', 1800000],
    ['00:30:00', 1800000],
    ['01:05:08', 3908000],
    ['00:00:01.5', 1500],
    ['PT30M', 1800000],
  ])('reads %j as %d ms', (input, ms) => {
    expect(sessionTimeout.parse(input)).toBe(ms)
  })
  it.each(['30 minutes', '00:60:00', '-5', -5, 'PT'])('rejects %j', (input) => {
    expect(sessionTimeout.safeParse(input).success).toBe(false)
  })
  it('formats what the sandbox emits', () => {
    expect(formatSessionTimeout(1800000)).toBe('00:30:00')
    expect(formatSessionTimeout(3908000)).toBe('01:05:08')
    expect(sessionTimeout.parse(formatSessionTimeout(7200000))).toBe(7200000)
  })
})

describe('timeTextToEpochMs', () => {
  it('reads every timestamp the schema accepts, and dates as their UTC midnight', () => {
    expect(timeTextToEpochMs('2024-04-21T11:30:15.123456789+02:00')).toBe(Date.parse('2024-04-21T09:30:15.123Z'))
    expect(timeTextToEpochMs('2024-04-21t09:30:15z')).toBe(Date.parse('2024-04-21T09:30:15Z'))
    expect(timeTextToEpochMs('2024-04-21Z')).toBe(Date.parse('2024-04-21T00:00:00Z'))
    expect(timeTextToEpochMs('2024-02-30T00:00:00Z')).toBeNull()
    expect(timeTextToEpochMs('yesterday')).toBeNull()
  })
})
