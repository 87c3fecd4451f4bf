// Test support: components under the live watch as the workspace mounts them (a query client, a connected
// session and LiveProvider), the window.api the provider talks to, and the entries a burst of activity tells.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { ActivityEvent } from '@shared/domain/activity'
import type { WatchStatus } from '@shared/ipc/contract'
import { LiveProvider } from '../renderer/src/app/live'
import { SessionContext, type SessionValue } from '../renderer/src/app/session'
import { answer, installFakeWindowApi, type FakeWindowApi } from './fake-window-api'

export { connectedSession } from './session'

/** window.api as main answers the live watch: `watch.set` with `status`, an empty activity list. */
export function installLiveApi(status: WatchStatus | null = null): FakeWindowApi {
  return installFakeWindowApi({
    watch: { set: () => answer(status), refresh: () => answer(null) },
    activity: { list: () => answer({ events: [], unread: 0 }), markRead: () => answer(null) },
  })
}

export interface LiveTreeProps {
  readonly session: SessionValue
  readonly client?: QueryClient
  readonly onOpenTarget?: () => void
  readonly children: ReactNode
}

/** The providers the workspace puts around every view, in its order. */
export function LiveTree({ session, client, onOpenTarget, children }: LiveTreeProps) {
  return (
    <QueryClientProvider client={client ?? new QueryClient()}>
      <SessionContext.Provider value={session}>
        <LiveProvider onOpenTarget={onOpenTarget ?? (() => undefined)}>{children}</LiveProvider>
      </SessionContext.Provider>
    </QueryClientProvider>
  )
}

export function renderLive(ui: ReactNode, props: Omit<LiveTreeProps, 'children'>): RenderResult {
  return render(<LiveTree {...props}>{ui}</LiveTree>)
}

/** The `i`th entry of a burst: a 10 USD deposit on `account`, told `i` ms after `firstAt`. */
export function transferEntry(account: string, i: number, firstAt = 0): ActivityEvent {
  return {
    id: `${account}|transfer|${i}`,
    account,
    kind: 'transfer',
    at: firstAt + i,
    words: { code: 'transfer', account, type: 'DEPOSIT', value: '10.00', currency: 'USD', comment: '' },
    target: { view: 'transfers', account, rowKey: String(i) },
  }
}

/** A burst of `total` entries on `account` as main tells it: in parts of `size`, oldest first. */
export function burstParts(account: string, total: number, size: number, firstAt = 0): ActivityEvent[][] {
  return Array.from({ length: Math.ceil(total / size) }, (_, part) =>
    Array.from({ length: Math.min(size, total - part * size) }, (_, k) =>
      transferEntry(account, part * size + k, firstAt),
    ),
  )
}
