import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TypedAccounts } from './TypedAccounts'

describe('typed account codes', () => {
  it('one mistyped code among several: the others are added, the bad one stays in the box, named', () => {
    const onAdd = vi.fn()
    render(<TypedAccounts onAdd={onAdd} />)
    const box = screen.getByLabelText('Client account codes')
    fireEvent.change(box, { target: { value: 'default:1001, garbage, default:1002' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(onAdd).toHaveBeenCalledWith(['default:1001', 'default:1002'])
    expect(box).toHaveValue('garbage')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(/“garbage” is not an account code such as default:1001/)).toHaveTextContent(
      'Added the others: default:1001, default:1002.',
    )
  })

  it('all valid: everything is added and the box empties', () => {
    const onAdd = vi.fn()
    render(<TypedAccounts onAdd={onAdd} />)
    const box = screen.getByLabelText('Client account codes')
    fireEvent.change(box, { target: { value: 'default:1001 default:1002' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(onAdd).toHaveBeenCalledWith(['default:1001', 'default:1002'])
    expect(box).toHaveValue('')
  })
})
