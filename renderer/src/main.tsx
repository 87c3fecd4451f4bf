import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { prepareFirstScreen } from './app/first-screen'
import { createQueryClient } from './app/query-client'
import { ThemeProvider } from './app/theme'
import { snapshotRouteOf, SnapshotViewer } from './features/support/SnapshotViewer'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const client = createQueryClient()
const root = createRoot(container)
let prepared: Promise<void> | null = null

// A window opened for a snapshot (`#snapshot=<id>`) is its read-only viewer and nothing else. Otherwise
// index.html already shows "Starting…"; React renders once the first screen's session, code and first read
// are under way, so its first frame is that screen rather than a loading state.
function show(): void {
  const route = snapshotRouteOf(window.location.hash)
  if (route) {
    root.render(
      <StrictMode>
        <ThemeProvider>
          <QueryClientProvider client={client}>
            <SnapshotViewer id={route.id} inline={route.inline} />
          </QueryClientProvider>
        </ThemeProvider>
      </StrictMode>,
    )
    return
  }
  prepared ??= prepareFirstScreen(client)
  void prepared.then(() => {
    if (snapshotRouteOf(window.location.hash)) return
    root.render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    )
  })
}

window.addEventListener('hashchange', show)
show()
