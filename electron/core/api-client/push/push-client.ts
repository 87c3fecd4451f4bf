// The client's side of the Push API: one account-data socket holding AccountPortfolios and AccountMetrics
// subscriptions for the accounts asked for, and (when symbols are asked for) one market-data socket with their quotes. It reports
// whether push is live and, coalesced once per event-loop turn, the newest version and figures each account was
// pushed with — the account watch decides what a version means. Runs beside the REST client (on its worker thread in
// the app) and uses its session token.
import { dequal } from 'dequal/lite'
import { pushUrl } from '@shared/api'
import type { AccountMetrics, AccountPortfolio, Order } from '@shared/api/records'
import { systemClock, type Clock } from '@shared/domain/clock'
import type { DxLogger } from '../transport'
import {
  DEFAULT_CHANNEL_LIMITS,
  PushChannel,
  type ChannelLimits,
  type ChannelState,
  type SessionTokens,
  type Wanted,
} from './channel'
import { MAX_VERSIONS_PER_EVENT, type PushEvent, type PushPort, type PushState } from './events'

export interface PushClientOptions {
  baseUrl: string
  tokens: SessionTokens
  logger?: DxLogger
  clock?: Clock
  limits?: Partial<ChannelLimits>
}

/** Account codes one subscription names; more are spread over several subscriptions. */
const ACCOUNTS_PER_SUBSCRIPTION = 500
/** Ended orders kept per account until the watch takes them: more than a burst ends between two of its looks. */
const ENDED_PER_ACCOUNT = 1_000

/** The client's own view of push: the port, plus the portfolios as pushed (read on this thread only). */
export interface PushClient extends PushPort {
  /** The account's portfolio as last pushed on the live socket (socket order), final states included. */
  portfolio(account: string): AccountPortfolio | undefined
  /** The orders pushed in a final state since the last call for the account (each once), then forgotten. */
  takeEnded(account: string): Order[]
}

export function createPushClient(options: PushClientOptions): PushClient {
  const clock = options.clock ?? systemClock
  const limits = { ...DEFAULT_CHANNEL_LIMITS, ...options.limits }
  const listeners = new Set<(event: PushEvent) => void>()
  const emit = (event: PushEvent) => {
    for (const l of listeners) l(event)
  }
  let state: PushState = 'off'
  let pending = new Map<string, number>()
  let pendingSnapshot = false
  let pendingMetrics = new Map<string, AccountMetrics>()
  /**
   * Each account's figures as last passed on. The server pushes every covered account again on its interval and on
   * each price move of any symbol the subscription holds, mostly with the same figures: those are named, not sent
   * again, so main neither receives nor forwards them (compared here, on the worker's thread).
   */
  const passedOn = new Map<string, AccountMetrics>()
  let flushing = false
  // The newest pushed portfolio of each account, replaced by each push in the order the socket delivered them (a
  // version far ahead cannot pin it: the watch vets each one before anything is shown from it), and the orders
  // pushed in a final state, which a later push no longer lists.
  const portfolios = new Map<string, AccountPortfolio>()
  const ended = new Map<string, Map<number, Order>>()
  function hold(p: AccountPortfolio): void {
    portfolios.set(p.account, p)
    for (const o of p.orders) {
      if (!o.finalStatus) continue
      let kept = ended.get(p.account)
      if (!kept) ended.set(p.account, (kept = new Map()))
      kept.set(o.orderId, o)
      if (kept.size > ENDED_PER_ACCOUNT) kept.delete(kept.keys().next().value as number)
    }
  }

  function later(): void {
    if (flushing) return
    flushing = true
    setImmediate(flush)
  }

  function flush(): void {
    flushing = false
    const versions = [...pending].map(([account, version]) => ({ account, version }))
    const snapshot = pendingSnapshot
    const metrics: AccountMetrics[] = []
    const unchanged: string[] = []
    for (const m of pendingMetrics.values()) {
      const was = passedOn.get(m.account)
      if (was !== undefined && dequal(was, m)) unchanged.push(m.account)
      else {
        passedOn.set(m.account, m)
        metrics.push(m)
      }
    }
    pending = new Map()
    pendingSnapshot = false
    pendingMetrics = new Map()
    // Figures first: whoever hears of a new version next reads an account whose figures are already current.
    for (let i = 0; i < Math.max(metrics.length, unchanged.length); i += MAX_VERSIONS_PER_EVENT) {
      emit({
        kind: 'metrics',
        metrics: metrics.slice(i, i + MAX_VERSIONS_PER_EVENT),
        unchanged: unchanged.slice(i, i + MAX_VERSIONS_PER_EVENT),
        at: clock.now(),
      })
    }
    if (versions.length === 0 && !snapshot) return
    for (let i = 0; i < versions.length || (i === 0 && snapshot); i += MAX_VERSIONS_PER_EVENT) {
      emit({ kind: 'versions', versions: versions.slice(i, i + MAX_VERSIONS_PER_EVENT), snapshot, at: clock.now() })
    }
  }

  function setState(next: PushState, reason?: string): void {
    if (next === state) return
    state = next
    // What was pushed before a loss says nothing about now: the snapshot after the next subscription refills it.
    if (next !== 'live') {
      portfolios.clear()
      ended.clear()
      passedOn.clear()
    }
    emit({
      kind: 'status',
      state: next,
      since: clock.now(),
      ...(reason !== undefined ? { reason: reason.slice(0, 200) } : {}),
    })
  }

  const toPushState = (s: ChannelState): PushState =>
    s === 'live'
      ? 'live'
      : s === 'refused'
        ? 'unavailable'
        : s === 'down'
          ? 'reconnecting'
          : s === 'idle'
            ? 'off'
            : 'connecting'

  const account = new PushChannel(
    pushUrl(options.baseUrl, 'account'),
    options.tokens,
    {
      data(message, first) {
        if (message.type === 'AccountMetrics') {
          for (const m of message.payload.metrics) pendingMetrics.set(m.account, m)
          return later()
        }
        if (message.type !== 'AccountPortfolios') return
        for (const p of message.payload.portfolios) {
          hold(p)
          pending.set(p.account, Math.max(pending.get(p.account) ?? 0, p.version))
        }
        if (first) pendingSnapshot = true
        later()
      },
      state: (s, reason) => setState(toPushState(s), reason),
    },
    limits,
    options.logger,
    clock,
  )
  const marketData = new PushChannel(
    pushUrl(options.baseUrl, 'marketData'),
    options.tokens,
    {
      data(message) {
        if (message.type !== 'MarketData') return
        const quotes = message.payload.events.flatMap((e) =>
          e.type === 'Quote' ? [{ symbol: e.symbol, bid: e.bid, ask: e.ask, time: e.time }] : [],
        )
        if (quotes.length > 0) emit({ kind: 'quotes', quotes: quotes.slice(0, 1000) })
      },
      // Said apart: whether account data is live does not depend on quotes, and the quotes' owner polls without them.
      state: (s) => emit({ kind: 'market', state: toPushState(s), since: clock.now() }),
    },
    limits,
    options.logger,
    clock,
  )

  let accountsKey = ''
  let symbolsKey = ''
  return {
    watch(accounts, symbols = []) {
      const sortedAccounts = [...new Set(accounts)].sort()
      const sortedSymbols = [...new Set(symbols)].sort()
      if (sortedAccounts.join(',') !== accountsKey) {
        accountsKey = sortedAccounts.join(',')
        const kept = new Set(sortedAccounts)
        for (const a of [...portfolios.keys()]) if (!kept.has(a)) portfolios.delete(a)
        for (const a of [...ended.keys()]) if (!kept.has(a)) ended.delete(a)
        for (const a of [...passedOn.keys()]) if (!kept.has(a)) passedOn.delete(a)
        const wanted = new Map<string, Wanted>()
        for (let i = 0; i < sortedAccounts.length; i += ACCOUNTS_PER_SUBSCRIPTION) {
          const chunk = sortedAccounts.slice(i, i + ACCOUNTS_PER_SUBSCRIPTION)
          wanted.set(`portfolios-${chunk[0]}`, {
            feed: 'AccountPortfolios',
            payload: { requestType: 'LIST', accounts: chunk },
          })
          // Equity and margin move with every price: they are pushed too, positions included (the margin gauge's
          // largest position), so the summary and the risk alerts never wait for a read.
          wanted.set(`metrics-${chunk[0]}`, {
            feed: 'AccountMetrics',
            payload: { requestType: 'LIST', accounts: chunk, includePositions: true },
          })
        }
        account.want(wanted)
      }
      // The quotes are asked for on behalf of the first account: symbols named before any account wait for one.
      const quotesKey = `${sortedAccounts[0] ?? ''}|${sortedSymbols.join(',')}`
      if (quotesKey !== symbolsKey) {
        symbolsKey = quotesKey
        const wanted = new Map<string, Wanted>()
        if (sortedSymbols.length > 0 && sortedAccounts[0] !== undefined) {
          wanted.set('quotes', {
            feed: 'MarketData',
            payload: {
              account: sortedAccounts[0],
              symbols: sortedSymbols,
              eventTypes: [{ type: 'Quote', format: 'COMPACT' }],
            },
          })
        }
        marketData.want(wanted)
      }
    },
    portfolio: (code) => portfolios.get(code),
    takeEnded(code) {
      const kept = ended.get(code)
      ended.delete(code)
      return kept ? [...kept.values()] : []
    },
    subscribe(listener) {
      // A listener that comes later has been told no figures yet.
      passedOn.clear()
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      portfolios.clear()
      ended.clear()
      passedOn.clear()
      accountsKey = ''
      symbolsKey = ''
      account.stop()
      marketData.stop()
    },
  }
}
