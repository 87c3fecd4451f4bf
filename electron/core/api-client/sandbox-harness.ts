// Test support for the integration tests: the real DX sandbox in-process on port 0, with every request
// counted where it matters — at the server — and a client factory for the demo users.
import type { IncomingMessage } from 'node:http'
import Big from 'big.js'
import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox'
import type { Order, SingleOrderRequest } from '../../../shared/api'
import type { AppError } from '../../../shared/ipc/result'
import { createDxClient, type DxClient, type DxClientOptions } from './client'
import { DxApiError } from './errors'

export interface SeenRequest {
  method: string
  /** As it arrived: path and query, still percent-encoded. */
  url: string
  authorization?: string
}

export interface CountingSandbox extends Sandbox {
  /** Every request the server received (HTTP level, before fastify routing or faults). */
  seen: SeenRequest[]
  /** Requests whose path (below /dxsca-web, without the query) is exactly this. */
  count(method: string, path: string): number
}

export async function startCountingSandbox(options: SandboxOptions = {}): Promise<CountingSandbox> {
  // Tests here run on the wall clock at any hour: every market stays open.
  const sandbox = await createSandbox({ seed: 1, tradingHours: false, ...options })
  const seen: SeenRequest[] = []
  sandbox.app.server.on('request', (req: IncomingMessage) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    })
  })
  const count = (method: string, path: string) =>
    seen.filter((r) => r.method === method && r.url.split('?')[0] === `/dxsca-web${path}`).length
  return Object.assign(sandbox, { seen, count })
}

export function demoClient(sandbox: Sandbox, username = 'trader', extra: Partial<DxClientOptions> = {}): DxClient {
  return createDxClient({
    baseUrl: sandbox.baseUrl,
    auth: { scheme: 'session', username, domain: 'default', getPassword: async () => 'demo' },
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    ...extra,
  })
}

export async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (e) {
    if (e instanceof DxApiError) return e.appError
    throw e
  }
  throw new Error('expected the call to fail')
}

/** The tick lives on the global instrument record, which the app does not read: ask the sandbox directly. */
export async function priceIncrementOf(sandbox: Sandbox, symbol: string): Promise<string> {
  const res = await fetch(`${sandbox.baseUrl}/instruments/${encodeURIComponent(symbol)}`, {
    headers: {
      authorization: `Basic ${Buffer.from('trader@default:demo').toString('base64')}`,
      accept: 'application/json',
    },
  })
  const body = (await res.json()) as { instruments: Array<{ priceIncrement: number | string }> }
  const tick = body.instruments[0]?.priceIncrement
  if (tick === undefined) throw new Error(`the sandbox has no instrument ${symbol}`)
  return String(tick)
}

/** The whole request for an order (a modify is a replace, not a patch), its limit price moved by `ticks`. */
export function repriced(order: Order, tick: string, ticks: number): SingleOrderRequest {
  const leg = order.legs[0]
  if (!leg || leg.price === undefined) throw new Error('order without a priced leg')
  return {
    orderCode: order.clientOrderId,
    instrument: order.instrument,
    side: order.side as 'BUY' | 'SELL',
    ...(leg.quantity !== undefined ? { quantity: leg.quantity } : {}),
    ...(leg.positionEffect ? { positionEffect: leg.positionEffect as 'OPEN' | 'CLOSE' } : {}),
    limitPrice: new Big(leg.price).minus(new Big(tick).times(ticks)).toString(),
    tif: order.tif as 'GTC',
    ...(order.expireDate ? { expireDate: order.expireDate } : {}),
  }
}
