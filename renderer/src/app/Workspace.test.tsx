// The workspace in the frame it appears (after the accounts are chosen): the keyboard is already on the view's tabs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionContext, type SessionValue } from './session'
import { ThemeProvider } from './theme'
import { Workspace } from './Workspace'

// The header's and the views' own parts read the server; only the tabs are under test here.
const { pass } = vi.hoisted(() => ({ pass: ({ children }: { children: ReactNode }) => children }))
vi.mock('./views', async () => {
  const { TABS } = await import('./tabs')
  return {
    VIEWS: Object.fromEntries(TABS.map((t) => [t.id, () => <p>{t.label} view</p>])),
    startOpening: () => undefined,
    startPreparing: () => undefined,
    startReadsAfterFirstPaint: () => undefined,
    warmUp: () => () => undefined,
  }
})
vi.mock('./live', () => ({ LiveProvider: pass }))
vi.mock('./account-status', () => ({ AccountStatusesProvider: pass }))
vi.mock('./CaseBanner', () => ({ CaseBanner: () => null }))
vi.mock('../features/market/quotes', () => ({ QuotesProvider: pass }))
vi.mock('../features/order-edit/OrderEditHost', () => ({ OrderEditHost: pass, EDIT_DIALOGS: [] }))
vi.mock('../features/audit/AuditLogButton', () => ({ AuditLogButton: () => null }))
vi.mock('../features/activity/ActivityPanel', () => ({ ActivityButton: () => null }))
vi.mock('../features/metrics/AccountSummaryBar', () => ({ AccountSummaryBar: () => null }))

const session = {
  session: {
    profileId: 'p1',
    profileName: 'Demo',
    baseUrl: 'x',
    kind: 'trader',
    username: 'u',
    user: { fullName: 'U' },
  },
  profile: undefined,
  accountCodes: ['A'],
  zone: 'UTC',
  changeAccounts: () => undefined,
  disconnect: () => Promise.resolve(),
} as unknown as SessionValue

/** Stands for the account picker: its button goes away as the workspace comes. */
function Picker() {
  const [chosen, setChosen] = useState(false)
  if (!chosen)
    return (
      <button type="button" onClick={() => setChosen(true)}>
        Open accounts
      </button>
    )
  return (
    <SessionContext.Provider value={session}>
      <Workspace />
    </SessionContext.Provider>
  )
}

beforeEach(() => localStorage.clear())

describe('workspace: keyboard on arrival', () => {
  it('an arrow key pressed before the next frame after choosing the accounts moves to the next tab', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider>
          <Picker />
        </ThemeProvider>
      </QueryClientProvider>,
    )
    const pick = screen.getByRole('button', { name: 'Open accounts' })
    pick.focus()
    // Plain DOM events, outside act(): as in the app, effects the renderer defers to the next frame have not run.
    pick.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await Promise.resolve()
    await Promise.resolve()
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    await Promise.resolve()
    await Promise.resolve()
    await new Promise((r) => setTimeout(r, 150))
    expect(screen.getByRole('tab', { name: /Open orders/ })).toHaveAttribute('aria-selected', 'true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Open orders/ }))
  })
})
