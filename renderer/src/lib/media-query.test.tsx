// The hook follows a media query as it changes (the system's dark mode, a window made shorter).
import { act, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { useMediaQuery } from './media-query'

function Probe({ query }: { query: string }) {
  return <span data-testid="probe">{useMediaQuery(query) ? 'matches' : 'no match'}</span>
}

afterEach(() => vi.unstubAllGlobals())

it('is false without matchMedia, and follows the query once it changes', () => {
  const { unmount } = render(<Probe query="(max-height: 819px)" />)
  expect(screen.getByTestId('probe').textContent).toBe('no match')
  unmount()

  let matches = false
  const listeners = new Set<() => void>()
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }))
  render(<Probe query="(max-height: 819px)" />)
  expect(screen.getByTestId('probe').textContent).toBe('no match')
  act(() => {
    matches = true
    for (const l of listeners) l()
  })
  expect(screen.getByTestId('probe').textContent).toBe('matches')
})
