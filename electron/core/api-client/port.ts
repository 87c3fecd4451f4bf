// What the main process's code (session manager, IPC handlers, account watch) uses of a DX client: the client's
// own functions, whether it runs on this thread (createDxClient, in tests that inject a fetch or a clock) or on
// the API client's worker thread (the app: worker/host.ts).
import type { DxClient as InThreadClient } from './client'

type Verbs =
  | 'baseUrl'
  | 'login'
  | 'ping'
  | 'logout'
  | 'startKeepAlive'
  | 'stopKeepAlive'
  | 'getUser'
  | 'listUsers'
  | 'instrumentsBySymbol'
  | 'instrumentsByType'
  | 'instrumentsQuery'
  | 'instrumentReference'
  | 'events'
  | 'portfolio'
  | 'positions'
  | 'openOrders'
  | 'history'
  | 'metrics'
  | 'transfers'
  | 'marketData'
  | 'conversionRates'
  | 'eodMetrics'
  | 'modifyOrder'
  | 'cancelOrder'
  | 'cancelGroup'
  | 'probeAccount'
  | 'pushedPortfolio'
  | 'pushedLook'
  | 'lastReadOrders'
  | 'ledger'
  | 'rereadOrders'
  | 'push'

export type DxClientPort = Pick<InThreadClient, Verbs> & {
  /** The keep-alive switch (the token itself never leaves the client). */
  session: { startKeepAlive(): void; stopKeepAlive(): void }
}
