// One tab per resource view, each view's code in its own chunk: only the view on screen is loaded at start,
// and the others are loaded while the app is idle, so switching tabs later does not wait for code.
import type { QueryClient } from '@tanstack/react-query'
import { historyQuery, positionsQuery, type Scope } from '../api/queries'
import { lazyComponent, type LazyComponent } from './lazy-component'
import { markStartup, STARTUP_MARK } from './startup-marks'
import { TABS, type TabId } from './tabs'
import { DEFAULT_PAGE_SIZE, hasViewState, viewStateKey } from './view-state'
import { msg } from '@shared/text/messages'

type View = LazyComponent<object>

export const VIEWS: Record<TabId, View> = {
  positions: lazyComponent(() => import('../features/positions/PositionsView').then((m) => m.PositionsView), {
    what: msg('shell.parts.positionsView'),
  }),
  orders: lazyComponent(() => import('../features/orders/OpenOrdersView').then((m) => m.OpenOrdersView), {
    what: msg('shell.parts.ordersView'),
  }),
  history: lazyComponent(() => import('../features/history/HistoryView').then((m) => m.HistoryView), {
    what: msg('shell.parts.historyView'),
  }),
  portfolio: lazyComponent(() => import('../features/portfolio/PortfolioView').then((m) => m.PortfolioView), {
    what: msg('shell.parts.portfolioView'),
  }),
  metrics: lazyComponent(() => import('../features/metrics/MetricsView').then((m) => m.MetricsView), {
    what: msg('shell.parts.metricsView'),
  }),
  transfers: lazyComponent(() => import('../features/transfers/TransfersView').then((m) => m.TransfersView), {
    what: msg('shell.parts.transfersView'),
  }),
  events: lazyComponent(() => import('../features/account-events/EventsView').then((m) => m.EventsView), {
    what: msg('shell.parts.eventsView'),
  }),
  instruments: lazyComponent(() => import('../features/instruments/InstrumentsView').then((m) => m.InstrumentsView), {
    what: msg('shell.parts.instrumentsView'),
  }),
  balance: lazyComponent(() => import('../features/account-charts/AccountChartsView').then((m) => m.default), {
    what: msg('shell.parts.balanceView'),
  }),
  trades: lazyComponent(() => import('../features/trades/TradesView').then((m) => m.default), {
    what: msg('shell.parts.tradesView'),
  }),
  exposure: lazyComponent(() => import('../features/risk/ExposureView').then((m) => m.ExposureView), {
    what: msg('shell.parts.exposureView'),
  }),
}

/**
 * The first read of a view as it opens with no filters set, started before its code has arrived. The key
 * must be the one the view asks for (its default filters, first page), or the view reads again.
 */
const FIRST_READS: Partial<Record<TabId, (client: QueryClient, scope: Scope) => Promise<void>>> = {
  positions: (client, scope) => client.prefetchQuery(positionsQuery(scope, {})),
  history: (client, scope) => client.prefetchQuery(historyQuery(scope, { page: 1, 'page-size': DEFAULT_PAGE_SIZE })),
}

/** A tab's first read, where known and the view opens with its defaults (no state kept from an earlier visit). */
function firstRead(tab: TabId, scope: Scope): ((client: QueryClient) => Promise<void>) | undefined {
  const read = FIRST_READS[tab]
  if (!read || scope.accounts.length === 0 || hasViewState(viewStateKey(scope.profileId, tab))) return undefined
  return (client) => read(client, scope)
}

/**
 * Starts the first screen's first read, where known, before its code runs; the view finds it in the cache.
 * Resolves when it is answered (or failed: the view shows why), at once for a tab without one.
 */
export function startFirstRead(tab: TabId, client: QueryClient, scope: Scope): Promise<void> {
  const read = firstRead(tab, scope)
  if (!read) return Promise.resolve()
  markStartup(STARTUP_MARK.firstReadAsked)
  return read(client).then(() => markStartup(STARTUP_MARK.firstReadAnswered))
}

/**
 * A tab is being opened (pressed, clicked or chosen by keyboard): its code and its first read start together,
 * so the read is not queued behind the chunk's download and the view's first render. Both are idempotent —
 * a chunk loads once, and a read already in flight or fresh in the cache is not asked again.
 */
export function startOpening(tab: TabId, client: QueryClient, scope: Scope): void {
  // Only a head start: a failed load is forgotten (lazy-component.tsx), and the view, rendering next, loads
  // again and shows that failure itself, with "Try again".
  void VIEWS[tab].load().catch(() => undefined)
  void firstRead(tab, scope)?.(client)
}

/**
 * Views whose code is loaded only when their tab is opened, never by the warm-up: the Balance & P/L view
 * brings the chart library, the largest chunk of the app, and running it while the user starts working would
 * be a long task at a time nobody asked for it.
 */
const LOADED_WHEN_OPENED: ReadonlySet<TabId> = new Set<TabId>(['balance', 'trades'])

/**
 * The pointer is over a tab, so it is likely to be opened next: its first read and its code start now (but
 * code kept for the click), which gives them the time between hover and click.
 */
export function startPreparing(tab: TabId, client: QueryClient, scope: Scope): void {
  if (!LOADED_WHEN_OPENED.has(tab)) void VIEWS[tab].load().catch(() => undefined)
  void firstRead(tab, scope)?.(client)
}

/**
 * Views whose first read (and code) start as soon as the first screen has painted, before their tab is opened:
 * Order history on a large account is the one read a click waits for long (the server's query, the worker and
 * IPC), and one page of 100 orders costs little. The view shows it at once and, once it is stale, reads it
 * again. Not in the first idle moment: that comes only once every read of the first screen
 * (summary bar, open orders, instruments) has been answered, and a click on History during start-up that came
 * before it waited for the whole read (bench item 8, "open during start-up").
 */
const READ_AFTER_FIRST_PAINT: readonly TabId[] = ['history']

export function startReadsAfterFirstPaint(client: QueryClient, scope: Scope): void {
  for (const tab of READ_AFTER_FIRST_PAINT) startPreparing(tab, client, scope)
}

/**
 * Loads the code of every view (but those loaded only when opened) and of `more` (dialogs a click away), one chunk after the
 * other, while the renderer has nothing else to do, so a later tab switch or first edit does not wait for it.
 */
export function warmUp(isBusy: () => boolean, more: ReadonlyArray<{ load(): Promise<void> }> = []): () => void {
  let handle: number | undefined
  let cancelled = false
  const queue = [...TABS.filter((t) => !LOADED_WHEN_OPENED.has(t.id)).map((t) => VIEWS[t.id]), ...more]
  const next = () => {
    if (cancelled) return
    handle = requestIdleCallback(
      (deadline) => {
        // Reads in flight will be painted soon: loading code now would only delay them.
        if (isBusy() && !deadline.didTimeout) return next()
        const view = queue.shift()
        if (!view) return
        void view.load().then(next, next)
      },
      { timeout: 5000 },
    )
  }
  next()
  return () => {
    cancelled = true
    if (handle !== undefined) cancelIdleCallback(handle)
  }
}
