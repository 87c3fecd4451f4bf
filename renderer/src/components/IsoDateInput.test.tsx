import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuditLogView } from '../features/audit/AuditLogView'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { IsoDateInput } from './IsoDateInput'
import { installFakeWindowApi, type FakeWindowApi } from '@test-support/fake-window-api'

let api: FakeWindowApi | undefined
afterEach(() => api?.remove())

/** The field as its owners use it: the value it reports comes back as its value. */
function Owned({ changed }: { changed: (value: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <IsoDateInput
      aria-label="From"
      withTime
      value={value}
      onChange={(v) => {
        changed(v)
        setValue(v)
      }}
    />
  )
}

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
    api = installFakeWindowApi({ audit: { list: () => new Promise(() => undefined) } })
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

describe('a date and a time typed as the app writes them', () => {
  it('takes 2026-11-23 14:05 (or with seconds, or a T), refuses a 12-hour US time', () => {
    const changed = vi.fn()
    render(<Owned changed={changed} />)
    const box = screen.getByLabelText('From')
    expect(box).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm')
    fireEvent.change(box, { target: { value: '11/23/2026 02:05 PM' } })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(changed).not.toHaveBeenCalled()
    fireEvent.change(box, { target: { value: '2026-11-23 14:05' } })
    expect(changed).toHaveBeenLastCalledWith('2026-11-23T14:05:00')
    expect(box).toHaveValue('2026-11-23 14:05')
    fireEvent.change(box, { target: { value: '2026-11-23T14:05:30' } })
    expect(changed).toHaveBeenLastCalledWith('2026-11-23T14:05:30')
    fireEvent.change(box, { target: { value: '2026-11-23 24:00' } })
    expect(box).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows a value set from outside as YYYY-MM-DD HH:mm, seconds only when they count', () => {
    const { rerender } = render(
      <IsoDateInput aria-label="To" withTime value="2026-11-23T09:30:00" onChange={() => undefined} />,
    )
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-23 09:30')
    rerender(<IsoDateInput aria-label="To" withTime value="2026-11-23T09:30:15" onChange={() => undefined} />)
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-23 09:30:15')
  })

  it('passes unfinished text on to an owner that checks it itself', () => {
    const changed = vi.fn()
    render(<IsoDateInput aria-label="Expiry" passInvalid value="" onChange={changed} />)
    fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '2026-11' } })
    expect(changed).toHaveBeenLastCalledWith('2026-11')
  })
})
