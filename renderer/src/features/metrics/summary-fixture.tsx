// The summary bar as the app mounts it, for its component tests: the session of the accounts on screen, a query
// cache holding the metrics read (nothing read again during a test), the watch's status, and window.api answering
// what main answers (`@test-support/fake-window-api`).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import type { WatchStatus } from '@shared/ipc/contract'
import { metricsQuery, SUMMARY_PARAMS } from '../../api/queries'
import { LiveContext, type LiveValue } from '../../app/live'
import { SessionContext, type SessionValue } from '../../app/session'
import { QuotesProvider } from '../market/quotes'
import { AccountSummaryBar } from './AccountSummaryBar'

export const READ_AT = Date.UTC(2026, 10, 24, 12, 0, 1)

/**
 * jsdom lays nothing out: for each test of the file the bar's scroll box is given its height in a browser (128 px)
 * and each row one line's (19 px), so the virtualizer draws the rows in view and a few either side.
 */
export function layOutSummaryBar() {
  const sized = ['clientHeight', 'clientWidth', 'offsetHeight'] as const
  const size = (el: HTMLElement, name: (typeof sized)[number]) => {
    if (name === 'offsetHeight') return el instanceof HTMLTableRowElement ? 19 : 0
    if (!el.classList.contains('summary-bar')) return 0
    return name === 'clientHeight' ? 128 : 1200
  }
  // jsdom's own offsetHeight is HTMLElement's: put back after each test, not deleted, for the files that run next.
  const own = sized.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const)
  beforeEach(() => {
    for (const name of sized)
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          return size(this, name)
        },
      })
  })
  afterEach(() => {
    for (const [name, descriptor] of own) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor)
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
    }
  })
}
export const PROFILE = 'p1'

/** The session of `codes` on screen, each account in `currency` (or its own) and with `status`. */
export function summarySession(
  codes: readonly string[],
  opts: { currency?: (code: string) => string; status?: string } = {},
): SessionValue {
  return {
    session: { profileId: PROFILE, username: 'trader', user: { accounts: [] } },
    accounts: codes.map((account) => ({
      account,
      baseCurrency: opts.currency?.(account) ?? 'USD',
      ...(opts.status === undefined ? {} : { accountStatus: opts.status }),
    })),
    accountCodes: [...codes],
    zone: 'UTC',
  } as unknown as SessionValue
}

/** The watch's status of `codes`: each watched, by push unless said otherwise. */
export function watchStatus(
  codes: readonly string[],
  opts: { source?: WatchStatus['source']; checkedAt?: (code: string) => number } = {},
): WatchStatus {
  return {
    accounts: codes.map((account) => ({ account, state: 'watching', checkedAt: opts.checkedAt?.(account) ?? 1 })),
    intervalMs: 3000,
    visibility: 'foreground',
    source: opts.source ?? 'push',
  } as WatchStatus
}

/** A read as the query cache holds it. */
interface Read<T> {
  data: T
  notModified: boolean
  fetchedAt: number
}

export interface SummaryMount {
  session: SessionValue
  metrics: AccountMetrics[]
  /** The watch's status; none: the bar without the live context. */
  status?: WatchStatus
  /** Mount the quotes provider (the estimate where figures are not pushed reads it). */
  quotes?: boolean
  /** More reads the app holds (instrument reference, a shown table…). */
  seed?: (client: QueryClient, read: <T>(data: T, fetchedAt?: number) => Read<T>) => void
  /** Siblings of the bar (a view that observes a read). */
  beside?: ReactNode
}

/** Mounts the bar; `setStatus` publishes the watch's status again, as main does. */
export function mountSummary(opts: SummaryMount) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  const read = <T,>(data: T, fetchedAt = READ_AT): Read<T> => ({ data, notModified: false, fetchedAt })
  const scope = { profileId: PROFILE, accounts: opts.session.accountCodes }
  client.setQueryData(metricsQuery(scope, SUMMARY_PARAMS).queryKey, read(opts.metrics))
  opts.seed?.(client, read)
  const tree = (status: WatchStatus | undefined) => {
    const bar = (
      <>
        <AccountSummaryBar />
        {opts.beside}
      </>
    )
    const inner = opts.quotes ? <QuotesProvider>{bar}</QuotesProvider> : bar
    return (
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={opts.session}>
          {status ? (
            <LiveContext.Provider value={{ status } as unknown as LiveValue}>{inner}</LiveContext.Provider>
          ) : (
            inner
          )}
        </SessionContext.Provider>
      </QueryClientProvider>
    )
  }
  const view = render(tree(opts.status))
  return {
    client,
    setStatus: (status: WatchStatus) => view.rerender(tree(status)),
    bar: () => screen.getByRole('region', { name: 'Account summary' }),
  }
}
