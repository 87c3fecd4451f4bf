// A field that appears after the page has loaded (a view opened, a dialog shown) takes focus, as a person typing
// straight away expects; re-renders while they type elsewhere do not pull focus back.
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, it } from 'vitest'

// The renderer's fields that take focus as they appear do it with `autoFocus`, as here.
function Field() {
  return <input autoFocus aria-label="reason" />
}

function Page() {
  const [shown, setShown] = useState(false)
  const [count, setCount] = useState(0)
  return (
    <>
      <button onClick={() => setShown(true)}>Show</button>
      <button onClick={() => setCount((c) => c + 1)}>Count {count}</button>
      {shown && <Field />}
    </>
  )
}

it('focuses the field when it appears, and only then', () => {
  render(<Page />)
  fireEvent.click(screen.getByRole('button', { name: 'Show' }))
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'reason' }))
  const counter = screen.getByRole('button', { name: /^Count/ })
  counter.focus()
  fireEvent.click(counter)
  expect(screen.getByRole('button', { name: 'Count 1' })).toBe(document.activeElement)
})
