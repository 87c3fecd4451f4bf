// Open orders, order history, and the writes: modify and cancel, each sent only with the If-Match ETag the
// trader's decision was based on, only to an account the connection may write (its own, or one unlocked with
// an audited reason: sessions.writeScope decides from server facts), and only through auditedWrite: main
// records the attempt — the changes old → new, every field of the request against the orders as it last read
// them — before sending, and the outcome after. The connection is captured once per write: the check, the
// last read, the audit line, the send and the re-read all go through that one scope, which fails if another
// connection replaced it meanwhile. After every write, whatever its outcome, the live watch checks the account.
import { appErrorOf } from '@shared/ipc/result'
import type { Order } from '@shared/api/records'
import type { OrderRequest } from '@shared/api/requests'
import { cleanServerText } from '@shared/ipc/result'
import { rereadLine } from '@shared/ipc/audit'
import { auditedWrite } from '../../audit/audited-write'
import { refusalFailure } from '../app-failure'
import type { WriteScope } from '../../session/session-manager'
import { orderChanges, orderCodesOf, ordersOf } from '../../audit/order-changes'
import type { DxClient } from '../../api-client'
import type { Handlers } from '../router'
import { readOf, withoutAccounts, type HandlerDeps } from './deps'
import { sharedPushedRead } from './shared-reads'

/**
 * Orders by the codes a request may use (order code, client order id). Main holds no open-orders records of its
 * own: the client keeps what it last read (api-client/last-read-orders.ts) and answers only for the named ones.
 */
function byCode(orders: readonly Order[]): Map<string, Order> {
  const map = new Map<string, Order>()
  for (const o of orders) for (const code of [o.orderCode, o.clientOrderId]) map.set(code, o)
  return map
}

/** What a fresh read of the account says about a write whose answer never came. */
async function rereadOutcome(
  client: DxClient,
  account: string,
  request: OrderRequest,
  signal: AbortSignal,
): Promise<string> {
  const codes = orderCodesOf(request).split(',')
  const fresh = byCode(await client.rereadOrders(account, codes, { signal }))
  const missing = codes.filter((code) => !fresh.has(code))
  if (missing.length > 0) return rereadLine('not-open', missing)
  const left = orderChanges(request, (code) => fresh.get(code))
  return left.length === 0
    ? rereadLine('applied')
    : rereadLine(
        'differs',
        left.map((c) => c.field),
      )
}

/** What a re-read says about a cancel whose answer never came. */
async function rereadCancel(client: DxClient, account: string, codes: readonly string[]): Promise<string> {
  const open = byCode(await client.rereadOrders(account, codes))
  const still = codes.filter((c) => open.has(c))
  return still.length === 0 ? rereadLine('cancelled') : rereadLine('still-open', still)
}

type OrderChannels = 'orders.open' | 'orders.history' | 'orders.modify' | 'orders.cancel' | 'orders.cancelGroup'

export function orderHandlers(deps: HandlerDeps): Pick<Handlers, OrderChannels> {
  const { sessions, requests, audit, watch } = deps
  // Answered from the pushed portfolio where the live watch vouches for it; docs/live-data.md.
  const openOrderReads = sharedPushedRead<Awaited<ReturnType<DxClient['openOrders']>>>('orders.open', watch)

  /** The named orders of the account as the write's connection last read them. */
  const lastRead = (scope: Pick<WriteScope, 'run'>, account: string, codes: readonly string[]) =>
    scope.run((client) => client.lastReadOrders(account, codes)).then(byCode)

  /** The order ids the grid and notices show ("Order 100208") for the codes a write names, as last read. */
  function orderIdsOf(read: ReadonlyMap<string, Order>, codes: readonly string[]): { orderIds?: string } {
    const ids = codes.flatMap((code) => {
      const id = read.get(code)?.orderId
      return id === undefined ? [] : [String(id)]
    })
    return ids.length ? { orderIds: ids.join(',') } : {}
  }

  /** Read-only case mode refuses in main; the refusal is on the trail too (nothing was sent). */
  async function editable(action: 'modify-order' | 'cancel-order', account: string, order: string) {
    try {
      return sessions.writeScope(account)
    } catch (refusal) {
      const current = sessions.current()
      if (current) {
        const codes = order.split(',')
        const read = await lastRead(sessions, account, codes).catch(() => new Map<string, Order>())
        await audit
          .append({
            action,
            profileId: current.profileId,
            profileName: current.profileName,
            user: current.username,
            account,
            order,
            ...orderIdsOf(read, codes),
            result: appErrorOf(refusal)?.cause === 'case-required' ? 'refused (no case)' : 'refused (read-only)',
          })
          .catch((error: unknown) => deps.logger.error({ err: error }, 'audit log write failed'))
      }
      throw refusal
    }
  }

  async function cancel(
    account: string,
    codes: readonly string[],
    ifMatch: string,
    attempt: string | undefined,
    send: (
      client: DxClient,
      signal: AbortSignal,
    ) => Promise<{ responses: Array<{ orderId: number; updateOrderId: number }> }>,
    signal: AbortSignal,
  ) {
    const order = codes.join(',')
    const scope = await editable('cancel-order', account, order)
    const session = scope.info
    const read = await lastRead(scope, account, codes)
    const changes = codes.map((code) => ({
      order: code,
      field: 'status',
      from: read.get(code)?.status ?? null,
      to: 'CANCELED',
    }))
    try {
      return await auditedWrite(
        audit,
        {
          record: {
            action: 'cancel-order',
            profileId: session.profileId,
            profileName: session.profileName,
            user: session.username,
            account,
            order,
            ...orderIdsOf(read, codes),
            etag: ifMatch,
            changes,
            ...(attempt ? { attempt } : {}),
          },
          send: () => scope.run((client) => send(client, signal)),
          reread: () => scope.run((client) => rereadCancel(client, account, codes)),
        },
        deps.logger,
      )
    } finally {
      watch.refresh([account])
    }
  }

  return {
    'orders.open': (request, ctx) =>
      requests.track(request.requestId, ctx, (signal, onRetry) =>
        readOf(
          sessions,
          request.accounts,
        )((client) =>
          openOrderReads(client, request, signal, (rest, pushed, shared) =>
            client.openOrders(request.accounts, rest, { signal: shared, onRetry, pushed }),
          ),
        ),
      ),
    'orders.history': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        readOf(sessions, accounts)((client) => client.history(accounts, withoutAccounts(params), { signal, onRetry })),
      ),
    'orders.modify': async ({ account, request, ifMatch, audit: step }, ctx) => {
      // The body's account is sent to the server too: it must be the account that was checked and audited.
      const bodyAccounts = [request, ...ordersOf(request)].flatMap((r) => (r.account === undefined ? [] : [r.account]))
      if (bodyAccounts.some((a) => a !== account)) {
        throw refusalFailure('other-account-in-body', 'request.account')
      }
      const scope = await editable('modify-order', account, orderCodesOf(request))
      const session = scope.info
      const codes = orderCodesOf(request).split(',')
      const read = await lastRead(scope, account, codes)
      const changes = orderChanges(request, (code) => read.get(code))
      const written = auditedWrite(
        audit,
        {
          record: {
            action: 'modify-order',
            profileId: session.profileId,
            profileName: session.profileName,
            user: session.username,
            account,
            order: orderCodesOf(request),
            ...orderIdsOf(read, codes),
            etag: ifMatch,
            changes,
            ...(step?.attempt ? { attempt: step.attempt } : {}),
            // The page's own words, kept as what it said it showed: marked as such, cleaned of control characters.
            ...(step?.warnings?.length
              ? { warnings: step.warnings.map((w) => cleanServerText(w, 500)), warningsBy: 'page' as const }
              : {}),
          },
          send: () =>
            scope.run(async (client) => {
              try {
                const result = await client.modifyOrder(account, request, { ifMatch, signal: ctx.signal })
                watch.noteOwnChange(account, orderCodesOf(request).split(','))
                return result
              } catch (error) {
                const kind = (error as { appError?: { kind?: string } }).appError?.kind
                // 403 "99" means we sent a write without If-Match: nothing changed, but it is a bug on our side.
                if (kind === 'conditional-required') deps.logger.error({ account }, 'modify sent without If-Match')
                throw error
              }
            }),
          reread: () => scope.run((client) => rereadOutcome(client, account, request, new AbortController().signal)),
        },
        deps.logger,
      )
      return written.finally(() => watch.refresh([account]))
    },
    'orders.cancel': ({ account, orderCode, ifMatch, audit: step }, ctx) =>
      cancel(
        account,
        [orderCode],
        ifMatch,
        step?.attempt,
        (client, signal) => client.cancelOrder(account, orderCode, { ifMatch, signal }),
        ctx.signal,
      ),
    'orders.cancelGroup': ({ account, orderCodes, contingencyType, ifMatch, audit: step }, ctx) =>
      cancel(
        account,
        orderCodes,
        ifMatch,
        step?.attempt,
        (client, signal) =>
          client.cancelGroup(account, orderCodes, { ifMatch, signal, ...(contingencyType ? { contingencyType } : {}) }),
        ctx.signal,
      ),
  }
}
