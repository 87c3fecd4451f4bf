// The Balance & P/L tab as the workspace registers it: the view and its chart library load when the tab is
// first shown, never with the first screen.
import { lazy, Suspense } from 'react'

const AccountChartsView = lazy(() => import('./AccountChartsView'))

export function AccountChartsTab() {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          Loading balance and P/L…
        </p>
      }
    >
      <AccountChartsView />
    </Suspense>
  )
}
