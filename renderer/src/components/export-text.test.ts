import { describe, expect, it } from 'vitest'
import type { AppError } from '@shared/ipc/result'
import { allPagesExportEnded } from './export-text'

const err = (e: Partial<AppError> & Pick<AppError, 'kind'>): AppError => ({ message: '', ...e })

describe('exports', () => {
  it('says how an export of every page ended, with the reason when it failed', () => {
    expect(allPagesExportEnded({ outcome: 'written', rows: '1,200 rows' })).toBe('Exported all pages: 1,200 rows.')
    expect(allPagesExportEnded({ outcome: 'capped', cap: '100,000' })).toBe(
      'Exported the first 100,000 rows: an export stops there. Narrow the filters to export the rest.',
    )
    expect(allPagesExportEnded({ outcome: 'cancelled', progress: '3 pages, 300 rows' })).toBe(
      'Export cancelled after 3 pages, 300 rows; no file written.',
    )
    const failed = allPagesExportEnded({
      outcome: 'failed',
      progress: '1 page, 100 rows',
      error: err({ kind: 'server', cause: 'server-failed', httpStatus: 503 }),
      ctx: { action: 'export', resource: 'order history' },
    })
    expect(failed).toMatch(
      /^Export of all pages stopped after 1 page, 100 rows; no file written\. The server failed while answering the order history request \(HTTP 503\)\./,
    )
  })
})
