import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { prepareFirstScreen } from './app/first-screen'
import { createQueryClient } from './app/query-client'
import { ThemeProvider } from './app/theme'
import { snapshotRouteOf, SnapshotViewer, WithInlineSnapshot } from './features/support/SnapshotViewer'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const client = createQueryClient()
const root = createRoot(container)
const snapshotWindow = snapshotRouteOf(window.location.hash)

if (snapshotWindow && !snapshotWindow.inline) {
  // A window main opened for a snapshot is its read-only viewer and nothing else: no session, no reads.
  root.render(
    <StrictMode>
      <ThemeProvider>
        <QueryClientProvider client={client}>
          <SnapshotViewer id={snapshotWindow.id} inline={false} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  )
} else {
  // index.html already shows "Starting…"; React renders once the first screen's session, code and first read
  // are under way, so its first frame is that screen rather than a loading state.
  void prepareFirstScreen(client).then(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={client}>
          <WithInlineSnapshot>
            <App client={client} />
          </WithInlineSnapshot>
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
}
