// The global instrument reference (price increment, lot size, multiplier), which the order dialog needs
// to check a price against the tick grid before sending. It sits outside the account-scoped catalogue of the
// client, so it is fetched here through the client's authenticated session. A server without the endpoint
// (404) yields an empty list: the dialog then says the grid could not be checked and the server decides.
import { encodePathSegment, InstrumentListSchema } from '../../../../shared/api'
import { DxApiError } from '../../api-client'
import { httpError } from '../../api-client/errors'
import { parseBody } from '../../api-client/endpoints'
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

export function referenceHandlers(
  deps: Pick<HandlerDeps, 'sessions' | 'requests'>,
): Pick<Handlers, 'instruments.reference'> {
  const { sessions, requests } = deps
  return {
    'instruments.reference': ({ symbol, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        sessions.run(async (client) => {
          const res = await client.session.send({
            method: 'GET',
            path: `/instruments/${encodePathSegment(symbol)}`,
            category: 'data',
            retry: true,
            write: false,
            label: 'instruments.reference',
            signal,
          })
          const fetchedAt = Date.now()
          if (res.status === 404) return { data: [], notModified: false, fetchedAt }
          if (res.status !== 200) throw new DxApiError(httpError(res.status, res.text, res.headers, { now: fetchedAt }))
          const body = parseBody(InstrumentListSchema, 'the instrument reference', res.status, res.text)
          return { data: body.instruments, notModified: false, fetchedAt }
        }),
      ),
  }
}
