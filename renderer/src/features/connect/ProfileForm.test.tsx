// The profile form's sanity thresholds: shown with their defaults, checked with the shared schema, and the
// message lands on the field that is wrong.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProfileForm } from './ProfileForm'

function open() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm
        profile={undefined}
        canRememberPassword={false}
        rememberReason={undefined}
        onSaved={() => undefined}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  )
}
const farField = () => screen.getByLabelText(/^Warn when a price is further from the market/)
const sizeField = () => screen.getByLabelText(/^Warn when a size is above the account/)

describe('profile form: sanity thresholds', () => {
  it('starts at 5 % and 5×', () => {
    open()
    expect(farField()).toHaveValue(5)
    expect(sizeField()).toHaveValue(5)
  })

  it('names the field that is out of bounds, and an empty one, on save', () => {
    open()
    fireEvent.change(farField(), { target: { value: '0' } })
    fireEvent.change(sizeField(), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(farField()).toHaveAttribute('aria-invalid', 'true')
    expect(farField()).toHaveAccessibleDescription(/Price warning: at least 0\.1 %/)
    expect(sizeField()).toHaveAttribute('aria-invalid', 'true')
    expect(sizeField()).toHaveAccessibleDescription(/Enter a multiple such as 5/)
  })
})
