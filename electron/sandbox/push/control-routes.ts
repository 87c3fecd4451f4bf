// HTTP face of the push sockets' scenario controls, under /sandbox/push/ (the same operations as
// `control.push` in process): what a trainer or a test does to the sockets from outside.
import { z } from 'zod'
import { parseControlBody, type SandboxControl } from '../control'
import type { RouteDef } from '../http/routing'
import type { RouteDoc } from '../openapi/route-doc'

const DelayBodySchema = z.strictObject({ delayMs: z.number().int().min(0).max(120_000) })
const RefuseBodySchema = z.strictObject({ status: z.number().int().min(400).max(599).optional() })
const ExpireBodySchema = z.strictObject({ sessions: z.array(z.string().min(1)).max(1000).optional() })

type Doc = (summary: string, body?: z.ZodType) => RouteDoc

export function pushControlRoutes(control: SandboxControl, doc: Doc): RouteDef[] {
  const push = () => control.push
  return [
    {
      method: 'GET',
      url: '/push',
      doc: doc('Push sockets open now'),
      handler: () => ({ connections: push().connections() }),
    },
    {
      method: 'POST',
      url: '/push/drop',
      doc: doc('Lose every push socket abruptly (no close frame)'),
      handler: () => ({ dropped: push().dropConnections() }),
    },
    {
      method: 'POST',
      url: '/push/hold',
      doc: doc('Hold every push until released'),
      handler: () => {
        push().holdPushes()
        return { held: true }
      },
    },
    {
      method: 'POST',
      url: '/push/release',
      doc: doc('Send held pushes, in order; no more delay'),
      handler: () => {
        push().releasePushes()
        return { held: false }
      },
    },
    {
      method: 'POST',
      url: '/push/delay',
      doc: doc('Send every push this late', DelayBodySchema),
      handler: (request) => {
        const body = parseControlBody(DelayBodySchema, request.body)
        push().delayPushes(body.delayMs)
        return body
      },
    },
    {
      method: 'POST',
      url: '/push/refuse-upgrades',
      doc: doc('Refuse WebSocket upgrades with this status (default 404: a server without push)', RefuseBodySchema),
      handler: (request) => {
        const status = parseControlBody(RefuseBodySchema, request.body).status ?? 404
        push().refuseUpgrades(status)
        return { status }
      },
    },
    {
      method: 'POST',
      url: '/push/accept-upgrades',
      doc: doc('Accept WebSocket upgrades again'),
      handler: () => {
        push().refuseUpgrades(0)
        return { status: 101 }
      },
    },
    {
      method: 'POST',
      url: '/push/sessions/expire',
      doc: doc('End these sessions (all when none named): SessionClosed on their sockets', ExpireBodySchema),
      handler: (request) => {
        const body = parseControlBody(ExpireBodySchema, request.body)
        push().expireSessions(body.sessions)
        return { expired: body.sessions?.length ?? 'all' }
      },
    },
  ]
}
