import { describe, expect, it } from 'vitest'
import { parseCsv } from '@test-support/csv'
import { buildCsv, csvFileName, provenanceTime } from './csv'

const provenance = {
  view: 'Positions',
  profile: 'Demo trader',
  server: 'http://127.0.0.1:5123/dxsca-web',
  accounts: ['default:1001', 'default:1002'],
  filters: ['Status: WORKING, COMPLETED', 'Issued: 2024-01-01 00:00:00 → … (UTC)'],
  sort: 'Symbol ascending (sorted on this page only)',
  page: 'rows 1–2',
  timeZone: 'Europe/London',
  fetchedAt: '2024-07-01 13:00:00.000 Europe/London (2024-07-01T12:00:00.000Z)',
  exportedAt: '2024-07-01 13:00:05.000 Europe/London (2024-07-01T12:00:05.000Z)',
  appVersion: 'DX Desk 0.1.0',
}

describe('CSV export', () => {
  it('starts with a provenance block naming profile, accounts, filters, sort, zone, fetch time and version', () => {
    const csv = buildCsv(provenance, [{ header: 'Symbol', text: (r: string[]) => r[0] ?? '' }], [['EUR/USD']])
    const parsed = parseCsv('\ufeff' + csv)
    expect(parsed.provenance).toEqual([
      'DX Desk export: Positions',
      'Profile: Demo trader (http://127.0.0.1:5123/dxsca-web)',
      'Accounts: default:1001, default:1002',
      'Filters: Status: WORKING, COMPLETED; Issued: 2024-01-01 00:00:00 → … (UTC)',
      'Sort: Symbol ascending (sorted on this page only)',
      'Page: rows 1–2',
      'Time zone: Europe/London',
      'Fetched at: 2024-07-01 13:00:00.000 Europe/London (2024-07-01T12:00:00.000Z)',
      'Exported at: 2024-07-01 13:00:05.000 Europe/London (2024-07-01T12:00:05.000Z)',
      'App version: DX Desk 0.1.0',
    ])
    expect(parsed.header).toEqual(['Symbol'])
    expect(parsed.rows).toEqual([['EUR/USD']])
  })

  it('quotes commas, quotes and line breaks, and round-trips', () => {
    const rows = [['a,b', 'say "hi"', 'two\nlines', ' padded ']]
    const csv = buildCsv(
      { ...provenance, filters: [] },
      rows[0]!.map((_, i) => ({ header: `c${i}`, text: (r: string[]) => r[i] ?? '' })),
      rows,
    )
    expect(parseCsv(csv).rows).toEqual(rows)
    expect(parseCsv(csv).provenance).toContain('Filters: none')
  })

  it('names files by view, accounts and time', () => {
    expect(csvFileName('positions', ['default:1001'], new Date('2024-07-01T12:00:00Z'))).toBe(
      'dxdesk-positions-default_1001-20240701T120000Z.csv',
    )
    expect(csvFileName('order-history', ['a:1', 'a:2'], new Date('2024-07-01T12:00:00Z'))).toBe(
      'dxdesk-order-history-2-accounts-20240701T120000Z.csv',
    )
  })
})

describe('provenanceTime', () => {
  it('writes an export time as on screen in the named zone, then the exact instant; no time is "not loaded"', () => {
    const ms = Date.UTC(2024, 6, 1, 12, 0, 0, 5)
    expect(provenanceTime(ms, 'UTC')).toBe('2024-07-01 12:00:00.005 UTC (2024-07-01T12:00:00.005Z)')
    expect(provenanceTime(ms, 'Europe/London')).toMatch(/^2024-07-01 13:00:00\.005 .*\(2024-07-01T12:00:00\.005Z\)$/)
    expect(provenanceTime(undefined, 'UTC')).toBe('not loaded')
  })
})
