import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { historyParams, paramSpecsOf, transfersParams } from '@shared/api/params'
import { paramLabel } from '@shared/text/param-text'
import { FilterPanel } from './FilterPanel'

const historySpecs = paramSpecsOf(historyParams)

function renderHistoryPanel(onApply = vi.fn()) {
  render(
    <FilterPanel
      title="Order history"
      specs={historySpecs}
      schema={historyParams}
      applied={{}}
      zone="Europe/London"
      onApply={onApply}
      onReset={() => undefined}
    />,
  )
  return onApply
}

describe('FilterPanel', () => {
  it('has a labelled control for every filter parameter and names the zone', () => {
    renderHistoryPanel()
    for (const spec of historySpecs.filter((s) => s.role === 'filter')) {
      if (spec.kind === 'enum-list') {
        expect(screen.getByRole('group', { name: `${paramLabel(spec)} (${spec.name})` })).toBeInTheDocument()
      } else {
        expect(screen.getByLabelText(new RegExp(`\\(${spec.name}\\)`))).toBeInTheDocument()
      }
    }
    expect(screen.getByText('Europe/London')).toBeInTheDocument()
    expect(screen.getByText(/both ends of a range are included/)).toBeInTheDocument()
    expect(screen.queryByLabelText(/\(page\)/)).toBeNull()
  })

  it('marks an invalid field and sends nothing', () => {
    const onApply = renderHistoryPanel()
    const ids = Array.from({ length: 51 }, (_, i) => `c${i}`).join(',')
    fireEvent.change(screen.getByLabelText(/\(with-client-id\)/), { target: { value: ids } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(onApply).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/\(with-client-id\)/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('not valid; nothing was sent')
    expect(screen.getAllByText(/at most 50 items/).length).toBeGreaterThan(0)
  })

  it('applies valid filters as typed params, converting times from the display zone', () => {
    const onApply = renderHistoryPanel()
    fireEvent.click(screen.getByRole('checkbox', { name: 'COMPLETED' }))
    fireEvent.change(screen.getByLabelText(/From \(issued-from\)/), { target: { value: '2024-01-15T10:00:00' } })
    fireEvent.change(screen.getByLabelText(/\(side\)/), { target: { value: 'SELL' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(onApply).toHaveBeenCalledWith({
      'in-status': ['COMPLETED'],
      side: 'SELL',
      'issued-from': '2024-01-15T10:00:00.000Z',
    })
  })

  it('shows the UTC instant a typed time becomes', () => {
    renderHistoryPanel()
    fireEvent.change(screen.getByLabelText(/From \(issued-from\)/), { target: { value: '2024-07-15T10:00:00' } })
    expect(screen.getByText(/2024-07-15T09:00:00.000Z UTC/)).toBeInTheDocument()
  })

  it('offers period shortcuts and every transfer type', () => {
    render(
      <FilterPanel
        title="Cash transfers"
        specs={paramSpecsOf(transfersParams)}
        schema={transfersParams}
        applied={{ period: 'week' }}
        zone="UTC"
        onApply={() => undefined}
        onReset={() => undefined}
      />,
    )
    expect(screen.getByLabelText(/\(period\)/)).toHaveValue('week')
    expect(screen.getByRole('checkbox', { name: 'DEPOSIT' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'POSITION_UPDATE' })).toBeInTheDocument()
  })

  it('refuses Period together with Issued from before sending, naming both fields', () => {
    const onApply = renderHistoryPanel()
    fireEvent.change(screen.getByLabelText(/\(period\)/), { target: { value: 'week' } })
    fireEvent.change(screen.getByLabelText(/From \(issued-from\)/), { target: { value: '2024-01-15T10:00:00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(onApply).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/\(period\)/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/From \(issued-from\)/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('nothing was sent: Period, Issued from.')
    expect(
      screen.getByText('“Period” cannot be given with “Issued from/Issued to”: give one or the other.'),
    ).toBeInTheDocument()
    expect(screen.getByText('“Issued from” cannot be given with “Period”: give one or the other.')).toBeInTheDocument()
  })

  it('Reset filters throws away an invalid draft even when nothing was applied', () => {
    const onApply = renderHistoryPanel()
    fireEvent.change(screen.getByLabelText(/From \(issued-from\)/), { target: { value: '2030-01-01T00:00:00' } })
    fireEvent.change(screen.getByLabelText(/To \(issued-to\)/), { target: { value: '2020-01-01T00:00:00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(screen.getByRole('alert')).toHaveTextContent('not valid; nothing was sent')
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(screen.getByLabelText(/From \(issued-from\)/)).toHaveValue('')
    expect(screen.getByLabelText(/To \(issued-to\)/)).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(onApply).toHaveBeenCalledWith({})
  })
})
