// The API client against a test sandbox (test-support/sandbox.ts): a client for the demo users, the error a
// failed call carries, and order requests built from what the sandbox holds.
import Big from 'big.js'
import { createDxClient, type DxClient, type DxClientOptions } from '../electron/core/api-client/client'
import { DxApiError } from '../electron/core/api-client/errors'
import type { Sandbox } from '../electron/sandbox'
import type { Order, SingleOrderRequest } from '@shared/api'
import type { AppError } from '@shared/ipc/result'

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
