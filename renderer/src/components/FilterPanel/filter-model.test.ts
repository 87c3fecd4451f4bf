import { describe, expect, it } from 'vitest'
import {
  eventsParams,
  historyParams,
  instrumentsQueryParams,
  metricsParams,
  paramSpecsOf,
  portfolioParams,
  positionsParams,
  transfersParams,
} from '@shared/api/params'
import { buildFilterFields, chipsFor, draftFromParams, fieldParams, validateDraft, withoutParams } from './filter-model'

const historySpecs = paramSpecsOf(historyParams)

describe('filter fields generated from the shared param specs', () => {
  it('covers every filter parameter of order history, pairing ranges', () => {
    const fields = buildFilterFields(historySpecs)
    const covered = fields.flatMap(fieldParams)
    const filters = historySpecs.filter((s) => s.role === 'filter').map((s) => s.name)
    expect([...covered].sort()).toEqual([...filters].sort())
    expect(fields.map((f) => f.id)).toEqual([
      'in-status',
      'of-type',
      'side',
      'for-instrument',
      'with-client-id',
      'with-order-id',
      'issued-from..issued-to',
      'period',
      'transaction-from..transaction-to',
      'completed-from..completed-to',
      'at-least-version..at-most-version',
    ])
    expect(fields.find((f) => f.id === 'issued-from..issued-to')?.type).toBe('time-range')
    expect(fields.find((f) => f.id === 'at-least-version..at-most-version')?.type).toBe('number-range')
  })

  it('leaves paging, sorting, scope and aliases to their own controls', () => {
    const all = [
      historyParams,
      eventsParams,
      transfersParams,
      portfolioParams,
      instrumentsQueryParams,
      metricsParams,
      positionsParams,
    ]
    for (const schema of all) {
      const covered = new Set(buildFilterFields(paramSpecsOf(schema)).flatMap(fieldParams))
      for (const spec of paramSpecsOf(schema)) {
        expect(covered.has(spec.name)).toBe(spec.role === 'filter')
      }
    }
    expect(buildFilterFields(paramSpecsOf(positionsParams))).toEqual([])
    const eventsCovered = buildFilterFields(paramSpecsOf(eventsParams)).flatMap(fieldParams)
    expect(eventsCovered).toEqual(['of-type', 'from-time', 'to-time', 'period'])
  })
})

describe('draft validation', () => {
  it('turns typed input into the typed params the endpoint accepts', () => {
    const r = validateDraft(
      historySpecs,
      {
        'in-status': ['WORKING', 'COMPLETED'],
        'of-type': ['LIMIT'],
        side: 'BUY',
        'for-instrument': 'EUR/USD, GBP/*',
        'with-order-id': '100001\n100002;100003,',
        'issued-from': '2024-07-01T09:00:00',
        'at-least-version': '5',
      },
      'Europe/London',
      historyParams,
    )
    expect(r.errors).toEqual({})
    expect(r.params).toEqual({
      'in-status': ['WORKING', 'COMPLETED'],
      'of-type': ['LIMIT'],
      side: 'BUY',
      'for-instrument': ['EUR/USD', 'GBP/*'],
      'with-order-id': ['100001', '100002', '100003'],
      'issued-from': '2024-07-01T08:00:00.000Z',
      'at-least-version': 5,
    })
  })

  it('enforces the 50-id limit before anything is sent', () => {
    const ids = Array.from({ length: 51 }, (_, i) => String(100000 + i)).join(',')
    const r = validateDraft(historySpecs, { 'with-client-id': ids }, 'UTC', historyParams)
    expect(r.ok).toBe(false)
    expect(r.errors['with-client-id']).toBe('“Client order ids” takes at most 50 items.')
    expect(r.params['with-client-id']).toBeUndefined()
    expect(
      validateDraft(historySpecs, { 'with-client-id': ids.split(',').slice(0, 50).join(',') }, 'UTC', historyParams).ok,
    ).toBe(true)
  })

  it('marks the field of an inverted range and of a non-number version', () => {
    const r = validateDraft(
      historySpecs,
      { 'issued-from': '2024-07-02T00:00:00', 'issued-to': '2024-07-01T00:00:00' },
      'UTC',
      historyParams,
    )
    // The rule said from the catalogue with the fields' labels beside the field, not the wire names.
    expect(r.errors['issued-to']).toBe('“Issued to” must not be before “Issued from”.')
    expect(validateDraft(historySpecs, { 'at-most-version': 'ten' }, 'UTC').errors['at-most-version']).toBe(
      '“Version to” takes a whole number.',
    )
    expect(validateDraft(historySpecs, { 'at-least-version': '-1' }, 'UTC').errors['at-least-version']).toBe(
      '“Version from” takes at least 0.',
    )
    expect(
      validateDraft(historySpecs, { 'at-least-version': '9', 'at-most-version': '3' }, 'UTC', historyParams).errors[
        'at-most-version'
      ],
    ).toBe('“Version to” must not be smaller than “Version from”.')
  })

  it('refuses a time that is not a time', () => {
    expect(validateDraft(historySpecs, { 'completed-to': '2024-13-45T99:00' }, 'UTC').errors['completed-to']).toMatch(
      /date and time/,
    )
  })

  it('explains DST gaps and still sends a real instant', () => {
    const r = validateDraft(historySpecs, { 'issued-from': '2024-03-31T01:30:00' }, 'Europe/London')
    expect(r.ok).toBe(true)
    expect(r.params['issued-from']).toBe('2024-03-31T01:30:00.000Z')
    expect(r.notes['issued-from']).toMatch(/does not exist/)
  })

  it('refuses sort-by-asc together with sort-by-desc', () => {
    const specs = paramSpecsOf(instrumentsQueryParams)
    const r = validateDraft(
      specs,
      { 'sort-by-asc': ['SYMBOL'], 'sort-by-desc': ['TYPE'] },
      'UTC',
      instrumentsQueryParams,
    )
    expect(r.ok).toBe(false)
    expect(r.errors['sort-by-desc']).toBe(
      '“Sort descending by” cannot be given with “Sort ascending by”: give one of them.',
    )
  })

  it('names an order id that is not a number, from the rule the schema found', () => {
    expect(validateDraft(historySpecs, { 'with-order-id': '100001, abc' }, 'UTC').errors['with-order-id']).toBe(
      '“Order ids” is not an order id (a number such as 100234).',
    )
  })

  it('accepts open instrument types typed as "other" next to the known ones', () => {
    const specs = paramSpecsOf(instrumentsQueryParams)
    const r = validateDraft(specs, { types: ['FOREX'], 'types:other': 'MY_TYPE' }, 'UTC', instrumentsQueryParams)
    expect(r.params.types).toEqual(['FOREX', 'MY_TYPE'])
    expect(draftFromParams(specs, r.params, 'UTC')).toEqual({ types: ['FOREX'], 'types:other': 'MY_TYPE' })
  })

  it('drops empty values instead of sending empty parameters', () => {
    const r = validateDraft(historySpecs, { 'in-status': [], side: '', 'for-instrument': ' , ' }, 'UTC', historyParams)
    expect(r.params).toEqual({})
    expect(r.ok).toBe(true)
  })
})

describe('chips', () => {
  it('one chip per filter, ranges as one chip naming the zone, removable together', () => {
    const fields = buildFilterFields(historySpecs)
    const params = {
      'in-status': ['WORKING'],
      'issued-from': '2024-07-01T08:00:00.000Z',
      'issued-to': '2024-07-02T08:00:00.000Z',
    }
    const chips = chipsFor(fields, params, 'Europe/London')
    expect(chips).toEqual([
      { params: ['in-status'], label: 'Status', value: 'WORKING' },
      {
        params: ['issued-from', 'issued-to'],
        label: 'Issued',
        value: '2024-07-01 09:00:00 → 2024-07-02 09:00:00 (Europe/London)',
      },
    ])
    expect(withoutParams(params, chips[1]!.params)).toEqual({ 'in-status': ['WORKING'] })
  })

  it('round-trips applied params into the editor in the display zone', () => {
    const draft = draftFromParams(
      historySpecs,
      { 'issued-from': '2024-07-01T08:00:00.000Z', 'with-order-id': ['1', '2'], page: 3 },
      'Europe/London',
    )
    expect(draft).toMatchObject({ 'issued-from': '2024-07-01T09:00:00', 'with-order-id': '1, 2' })
  })
})
