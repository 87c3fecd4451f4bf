import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { prepareFirstScreen } from './app/first-screen'
import { createQueryClient } from './app/query-client'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// index.html already shows "Starting…"; React renders once the first screen's session, code and first read
// are under way, so its first frame is that screen rather than a loading state.
const client = createQueryClient()
void prepareFirstScreen(client).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  ),
)
