// Which answers the router's output check parses: every handler's output, except a read the API client's worker
// answered (SerializedRead), whose records were parsed with the shared schemas where they entered and which
// leaves as the worker's own JSON text. Anything else that breaks the contract is still refused.
import { describe, expect, it } from 'vitest'
import { SerializedRead } from '../api-client/worker/serialized-read'
import { createRouter, type Handlers } from './router'

const ctx = { signal: new AbortController().signal, caller: 'test' }
const input = { accounts: ['default:1001'] }

function routerAnswering(positions: () => Promise<unknown>) {
  return createRouter({ 'positions.list': positions } as unknown as Handlers)
}

describe('the router’s output check', () => {
  it('forwards a worker’s read as its JSON text, unparsed, and window.api gets the same value back', async () => {
    const json = JSON.stringify({ data: [], etag: '"4"', notModified: false, fetchedAt: 1 })
    const router = routerAnswering(
      async () => new SerializedRead({ notModified: false, fetchedAt: 1, etag: '"4"' }, { json }),
    )
    const wire = await router.invokeWire('positions.list', input, ctx)
    expect(wire).toEqual({ ok: true, json })
    expect(await router.invoke('positions.list', input, ctx)).toEqual({ ok: true, value: JSON.parse(json) })
  })

  it('still parses a plain answer: a record outside the contract never reaches the window', async () => {
    const router = routerAnswering(async () => ({ data: [{ positionCode: 7 }], notModified: false, fetchedAt: 1 }))
    expect(await router.invokeWire('positions.list', input, ctx)).toMatchObject({
      ok: false,
      error: { kind: 'internal' },
    })
  })

  it('a plain answer leaves contract-shaped: fields the contract does not name are dropped', async () => {
    const router = routerAnswering(async () => ({ data: [], notModified: false, fetchedAt: 1, token: 'secret' }))
    expect(await router.invokeWire('positions.list', input, ctx)).toEqual({
      ok: true,
      value: { data: [], notModified: false, fetchedAt: 1 },
    })
  })
})
