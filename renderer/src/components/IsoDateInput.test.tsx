import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AuditLogView } from '../features/audit/AuditLogView'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { IsoDateInput } from './IsoDateInput'

describe('dates typed as the app writes them', () => {
  it('takes 2026-11-23, refuses 11/23/2026 and 2026-02-30 without passing them on', () => {
    const changed = vi.fn()
    render(<IsoDateInput aria-label="From" value="" onChange={changed} />)
    const box = screen.getByLabelText('From')
    expect(box).toHaveAttribute('placeholder', 'YYYY-MM-DD')
    fireEvent.change(box, { target: { value: '11/23/2026' } })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    fireEvent.change(box, { target: { value: '2026-02-30' } })
    expect(changed).not.toHaveBeenCalled()
    fireEvent.change(box, { target: { value: '2026-11-23' } })
    expect(changed).toHaveBeenCalledWith('2026-11-23')
    expect(box).not.toHaveAttribute('aria-invalid')
  })

  it('the audit log’s From and To are ISO date boxes, not the browser’s locale date picker', () => {
    ;(window as unknown as { api: unknown }).api = {
      audit: { list: () => new Promise(() => undefined) },
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuditLogView zone="UTC" onClose={() => undefined} />
      </QueryClientProvider>,
    )
    for (const name of ['From', 'To']) {
      const box = screen.getByLabelText(name)
      expect(box).toHaveAttribute('type', 'text')
      expect(box).toHaveAttribute('placeholder', 'YYYY-MM-DD')
    }
  })
})
