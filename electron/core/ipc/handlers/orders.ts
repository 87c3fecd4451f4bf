// Open orders, order history, and the one write: modifyOrder, sent only with the If-Match ETag the edit
// started from, only on a connection that may edit, and only through auditedWrite: main records the attempt —
// the changes old → new from the orders as it last read them and the request it sends — before sending, and
// the outcome after.
import type { Order } from '../../../../shared/api/records'
import type { OrderRequest } from '../../../../shared/api/requests'
import type { SessionInfo } from '../../../../shared/ipc/contract'
import { auditedWrite } from '../../audit/audited-write'
import { LastReadOrders } from '../../audit/last-read-orders'
import { orderChanges, orderCodesOf } from '../../audit/order-changes'
import type { DxClient } from '../../api-client'
import type { Handlers } from '../router'
import { withoutAccounts, type HandlerDeps } from './deps'

/** Orders read under one login belong to it alone. */
const connectionOf = (session: SessionInfo) => `${session.profileId}@${session.connectedAt}`

/** What a fresh read of the account says about a write whose answer never came. */
async function rereadOutcome(
  client: DxClient,
  session: SessionInfo,
  account: string,
  request: OrderRequest,
  lastRead: LastReadOrders,
  signal: AbortSignal,
): Promise<string> {
  const fresh = await client.openOrders([account], undefined, { signal })
  const byCode = new Map<string, Order>()
  for (const o of fresh.data) for (const code of [o.orderCode, o.clientOrderId]) byCode.set(code, o)
  const missing = orderCodesOf(request)
    .split(',')
    .filter((code) => !byCode.has(code))
  lastRead.note(connectionOf(session), fresh.data)
  if (missing.length > 0) return `re-read: ${missing.join(', ')} no longer open`
  const left = orderChanges(request, (code) => byCode.get(code))
  return left.length === 0
    ? 're-read: the orders now show the requested values (applied)'
    : `re-read: the orders do not show the requested values (${left.map((c) => c.field).join(', ')} differ)`
}

export function orderHandlers(deps: HandlerDeps): Pick<Handlers, 'orders.open' | 'orders.history' | 'orders.modify'> {
  const { sessions, requests, audit } = deps
  const lastRead = new LastReadOrders()
  return {
    'orders.open': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        sessions.run(async (client, session) => {
          const read = await client.openOrders(accounts, withoutAccounts(params), { signal })
          lastRead.note(connectionOf(session), read.data)
          return read
        }),
      ),
    'orders.history': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        sessions.run((client) => client.history(accounts, withoutAccounts(params), { signal })),
      ),
    'orders.modify': ({ account, request, ifMatch, audit: step }, ctx) => {
      const session = sessions.requireEditable()
      const connection = connectionOf(session)
      const changes = orderChanges(request, (code) => lastRead.find(connection, account, code))
      return auditedWrite(
        audit,
        {
          record: {
            action: 'modify-order',
            profileId: session.profileId,
            profileName: session.profileName,
            user: session.username,
            account,
            order: orderCodesOf(request),
            etag: ifMatch,
            changes,
            ...(step?.attempt ? { attempt: step.attempt } : {}),
            ...(step?.warnings?.length ? { warnings: step.warnings } : {}),
          },
          send: () =>
            sessions.run(async (client) => {
              try {
                return await client.modifyOrder(account, request, { ifMatch, signal: ctx.signal })
              } catch (error) {
                const kind = (error as { appError?: { kind?: string } }).appError?.kind
                // 403 "99" means we sent a write without If-Match: nothing changed, but it is a bug on our side.
                if (kind === 'conditional-required') deps.logger.error({ account }, 'modify sent without If-Match')
                throw error
              }
            }),
          reread: () =>
            sessions.run((client) =>
              rereadOutcome(client, session, account, request, lastRead, new AbortController().signal),
            ),
        },
        deps.logger,
      )
    },
  }
}
