import { act, fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionContext, type SessionValue } from '../app/session'
import { parseCsv } from '@test-support/csv'
import type { WalkProgress, WalkResult } from '../lib/all-pages'
import type { TableSnapshot } from './DataTable/types'
import { ExportButton, type ReadAllPages } from './ExportButton'

const downloads: string[] = []
vi.mock('../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/csv')>()),
  downloadText: (_name: string, text: string) => downloads.push(text),
}))

const session = {
  session: { baseUrl: 'http://127.0.0.1:1/dxsca-web', profileName: 'Demo' },
  profile: undefined,
  accounts: [],
  accountCodes: ['default:1001'],
  appInfo: { name: 'DX Desk', version: 'test' },
  zone: 'UTC',
  readOnly: false,
} as unknown as SessionValue

interface Row {
  id: number
}
const snapshotRef = createRef<() => TableSnapshot>() as { current: (() => TableSnapshot) | null }
snapshotRef.current = () => ({
  headers: ['Id'],
  rows: [['1'], ['2']],
  sortDescription: 'in the order the server returned',
  rowsText: (rows) => (rows as Row[]).map((r) => [String(r.id)]),
  allPagesSort: 'in the order the server returned',
  shown: { columns: [{ id: 'id', header: 'Id', kind: 'number' }], rows: [['1'], ['2']] },
})

function renderButton(readAll: ReadAllPages) {
  render(
    <SessionContext.Provider value={session}>
      <ExportButton
        view="Cash transfers"
        snapshotRef={snapshotRef}
        fetchedAt={Date.now()}
        filterLines={['Type: Deposit']}
        page="rows 1–2, server returned 2"
        readAll={readAll}
      />
    </SessionContext.Provider>,
  )
}

const pageLine = (csv: string) => parseCsv(csv).provenance.find((l) => l.startsWith('Page: '))

beforeEach(() => {
  downloads.length = 0
})

describe('ExportButton', () => {
  it('exports this page, saying so in the file', () => {
    renderButton(() => Promise.reject(new Error('not used')))
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(downloads).toHaveLength(1)
    expect(pageLine(downloads[0] ?? '')).toBe('Page: rows 1–2, server returned 2; this page only')
    expect(parseCsv(downloads[0] ?? '').rows).toEqual([['1'], ['2']])
  })

  it('offers a plain CSV for spreadsheets beside the default: the header row first, no notes', () => {
    renderButton(() => Promise.reject(new Error('not used')))
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    fireEvent.click(screen.getByRole('button', { name: 'More export choices' }))
    fireEvent.click(screen.getByRole('button', { name: 'This page: CSV for spreadsheets (no header notes)' }))
    expect(downloads).toHaveLength(2)
    const [annotated = '', plain = ''] = downloads
    expect(parseCsv(annotated).provenance).toContain('Filters: Type: Deposit')
    expect(parseCsv(annotated).rows).toEqual([['1'], ['2']])
    // A spreadsheet reads the plain file's first line as the header: nothing comes before it.
    expect(plain.split('\r\n')).toEqual(['Id', '1', '2', ''])
  })

  it('exports all pages as a plain CSV too', async () => {
    renderButton(() => Promise.resolve({ rows: [{ id: 1 }, { id: 2 }, { id: 3 }], pages: 2, capped: false }))
    fireEvent.click(screen.getByRole('button', { name: 'More export choices' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'All pages: CSV for spreadsheets (no header notes)' }))
      await Promise.resolve()
    })
    expect(screen.getByRole('status').textContent).toBe('Exported all pages: 3 rows.')
    expect(downloads[0]?.split('\r\n')).toEqual(['Id', '1', '2', '3', ''])
  })

  it('exports all pages with progress, and the file says how many rows', async () => {
    let report: ((p: WalkProgress) => void) | undefined
    let finish: ((r: WalkResult<object>) => void) | undefined
    renderButton(
      (_signal, onProgress) =>
        new Promise((resolve) => {
          report = onProgress
          finish = resolve
        }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Export all pages as CSV' }))
    act(() => report?.({ pages: 2, rows: 4 }))
    expect(screen.getByRole('status').textContent).toBe('Reading all pages: 2 pages, 4 rows so far…')
    // A history read has no total from the server: it says how far back it has come.
    act(() => report?.({ pages: 3, rows: 6, back: '2024-04-21T09:30:15.123Z' }))
    expect(screen.getByRole('status').textContent).toMatch(
      /^Reading all pages: 3 pages, 6 rows so far, back to 2024-04-21 09:30:15(\.123)? UTC; the server gives no total/,
    )
    await act(async () => finish?.({ rows: [{ id: 1 }, { id: 2 }, { id: 3 }], pages: 2, capped: false }))
    expect(screen.getByRole('status').textContent).toBe('Exported all pages: 3 rows.')
    const csv = parseCsv(downloads[0] ?? '')
    expect(pageLine(downloads[0] ?? '')).toBe('Page: all pages, 3 rows (2 pages read)')
    expect(csv.rows).toEqual([['1'], ['2'], ['3']])
    expect(csv.provenance).toContain('Filters: Type: Deposit')
  })

  it('says on screen and in the file when the row cap cut the export', async () => {
    renderButton(() => Promise.resolve({ rows: [{ id: 1 }], pages: 1, capped: true }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export all pages as CSV' }))
      await Promise.resolve()
    })
    expect(screen.getByRole('status').textContent).toMatch(/^Exported the first 100,000 rows: an export stops there/)
    expect(pageLine(downloads[0] ?? '')).toMatch(
      /^Page: all pages up to the export's limit: the first 1 row only \(1 page read\)/,
    )
  })

  it('Cancel aborts the read and writes no file', async () => {
    let aborted = false
    renderButton(
      (signal, onProgress) =>
        new Promise((_resolve, reject) => {
          onProgress({ pages: 1, rows: 2 })
          signal.addEventListener('abort', () => {
            aborted = true
            reject(new DOMException('aborted', 'AbortError'))
          })
        }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Export all pages as CSV' }))
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel the export' }))
      await Promise.resolve()
    })
    expect(aborted).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('Export cancelled after 1 page, 2 rows; no file written.')
    expect(screen.queryByRole('button', { name: 'Cancel the export' })).toBeNull()
    expect(downloads).toHaveLength(0)
  })
})
