// Open orders, order history, and the one write: modifyOrder, sent only with the If-Match ETag the edit
// started from, only on a connection that may edit, and recorded in the audit log whatever the outcome.
import type { AppError } from '../../../../shared/ipc/result'
import type { Handlers } from '../router'
import { withoutAccounts, type HandlerDeps } from './deps'

function errorOf(error: unknown): AppError | undefined {
  return typeof error === 'object' && error !== null && 'appError' in error
    ? (error as { appError: AppError }).appError
    : undefined
}

export function orderHandlers(deps: HandlerDeps): Pick<Handlers, 'orders.open' | 'orders.history' | 'orders.modify'> {
  const { sessions, requests, audit } = deps
  return {
    'orders.open': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        sessions.run((client) => client.openOrders(accounts, withoutAccounts(params), { signal })),
      ),
    'orders.history': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        sessions.run((client) => client.history(accounts, withoutAccounts(params), { signal })),
      ),
    'orders.modify': async ({ account, request, ifMatch, audit: trail }, ctx) => {
      const session = sessions.requireEditable()
      const order = 'orders' in request ? request.orders.map((o) => o.orderCode).join(',') : request.orderCode
      const record = {
        action: 'modify-order' as const,
        profileId: session.profileId,
        profileName: session.profileName,
        user: session.username,
      }
      const where = {
        account,
        order,
        etag: ifMatch,
        ...(trail?.changes.length ? { changes: trail.changes } : {}),
        ...(trail?.attempt ? { attempt: trail.attempt } : {}),
      }
      try {
        const result = await sessions.run((client) =>
          client.modifyOrder(account, request, { ifMatch, signal: ctx.signal }),
        )
        await audit.append({ ...record, ...where, result: 'applied' })
        return result
      } catch (error) {
        const appError = errorOf(error)
        if (appError?.kind === 'conditional-required') {
          // 403 "99" means we sent a write without If-Match: nothing changed, but it is a bug on our side.
          deps.logger.error({ account, order }, 'modify sent without If-Match (403 "99")')
        }
        const outcome = appError?.outcomeUnknown ? `${appError.kind} (outcome unknown)` : (appError?.kind ?? 'internal')
        await audit
          .append({
            ...record,
            ...where,
            result: outcome,
            ...(appError?.description ? { description: appError.description } : {}),
          })
          .catch((auditError: unknown) => deps.logger.error({ err: auditError }, 'audit log write failed'))
        throw error
      }
    },
  }
}
