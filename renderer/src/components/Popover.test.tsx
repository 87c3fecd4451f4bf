import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Popover } from './Popover'

describe('Popover', () => {
  it('a click elsewhere right after opening (before the next frame) closes it', async () => {
    render(
      <>
        <Popover label="Columns" panelLabel="Choose columns">
          <p>panel</p>
        </Popover>
        <p>elsewhere</p>
      </>,
    )
    const button = screen.getByRole('button', { name: 'Columns' })
    // Plain DOM events, outside act(): as in the app, effects the renderer defers to the next frame have not run.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await Promise.resolve()
    await Promise.resolve()
    expect(screen.getByRole('dialog', { name: 'Choose columns' })).toBeInTheDocument()
    screen.getByText('elsewhere').dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    await Promise.resolve()
    await Promise.resolve()
    await new Promise((r) => setTimeout(r, 150))
    expect(screen.queryByRole('dialog', { name: 'Choose columns' })).not.toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
