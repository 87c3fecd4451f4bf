// The last requests the app made on the user's behalf, for "Report a problem": per channel call that reaches
// the DX server, its method and path template, outcome, HTTP status, DX error code and timing — never an input,
// a body, a header or an account code. Recorded around the IPC handlers, so it holds exactly what the person did.
import { appErrorOf } from '@shared/ipc/result'
import type { Clock } from '@shared/domain/clock'
import type { InvokeChannel } from '@shared/ipc/channels'
import type { Handlers } from '../ipc/router'

/** The DX request each server-bound channel makes (path templates as the API documents them). */
const SERVER_CALLS: Partial<Record<InvokeChannel, string>> = {
  'session.connect': 'POST /login, GET /users/{username}',
  'users.me': 'GET /users/{username}',
  'users.get': 'GET /users/{username}',
  'users.list': 'GET /users',
  'instruments.bySymbol': 'GET /instruments/{symbol}',
  'instruments.byType': 'GET /instruments/type/{type}',
  'instruments.query': 'GET /instruments/query',
  'instruments.reference': 'GET /instruments/{symbol}',
  'events.list': 'GET /accounts/{accounts}/events',
  'portfolio.list': 'GET /accounts/{accounts}/portfolio',
  'positions.list': 'GET /accounts/{accounts}/positions',
  'orders.open': 'GET /accounts/{accounts}/orders',
  'orders.history': 'GET /accounts/{accounts}/orders/history',
  'orders.modify': 'PUT /accounts/{account}/orders',
  'orders.cancel': 'DELETE /accounts/{account}/orders/{orderCode}',
  'orders.cancelGroup': 'DELETE /accounts/{account}/orders/group',
  'metrics.list': 'GET /accounts/{accounts}/metrics',
  'transfers.list': 'GET /accounts/{accounts}/transfers',
  'marketData.quotes': 'POST /marketdata',
  'marketData.candles': 'POST /marketdata',
  'ledger.read': 'GET /accounts/{account}/transfers, GET /accounts/{account}/orders/history',
}

export interface JournalEntry {
  at: string
  channel: string
  request: string
  outcome: 'ok' | 'error'
  ms: number
  status?: number
  kind?: string
  cause?: string
  code?: string
}

export interface RequestJournal {
  entries(): JournalEntry[]
  /** The handlers, each server-bound one recording its calls. */
  around(handlers: Handlers): Handlers
}

export function createRequestJournal(clock: Clock, limit = 100): RequestJournal {
  const kept: JournalEntry[] = []
  const keep = (entry: JournalEntry) => {
    kept.push(entry)
    if (kept.length > limit) kept.shift()
  }
  return {
    entries: () => [...kept],
    around(handlers) {
      const out = { ...handlers } as Record<string, (input: unknown, ctx: unknown) => Promise<unknown>>
      for (const [channel, request] of Object.entries(SERVER_CALLS)) {
        const handler = out[channel]
        if (!handler) continue
        out[channel] = async (input, ctx) => {
          const started = clock.now()
          const at = new Date(started).toISOString()
          try {
            const value = await handler(input, ctx)
            keep({ at, channel, request, outcome: 'ok', ms: clock.now() - started })
            return value
          } catch (error) {
            const e = appErrorOf(error)
            keep({
              at,
              channel,
              request,
              outcome: 'error',
              ms: clock.now() - started,
              ...(e?.httpStatus !== undefined ? { status: e.httpStatus } : {}),
              ...(e?.kind ? { kind: e.kind } : {}),
              ...(e?.cause ? { cause: e.cause } : {}),
              ...((e?.dxCode ?? e?.systemCode) ? { code: e.dxCode ?? e.systemCode } : {}),
            })
            throw error
          }
        }
      }
      return out as unknown as Handlers
    },
  }
}
