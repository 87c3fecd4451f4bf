// Why a server could not be reached, from real sockets: a port nobody listens on, and https spoken to a server
// that answers plain http. The cause decides the sentence the user reads, so it must name what really happened.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { startStub, type StubServer } from '@test-support/stub-server'

let harness: ServicesHarness | null = null
let stub: StubServer | null = null
afterEach(async () => {
  await harness?.close()
  await stub?.close()
  harness = stub = null
})

/** A port that was free a moment ago and that nothing listens on now. */
async function closedPort(): Promise<number> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function connectTo(baseUrl: string) {
  harness = await createServicesHarness()
  const profile = await harness.value<{ id: string }>('profiles.save', {
    profile: { name: 'Broker', baseUrl, username: 'trader' },
  })
  return harness.call('session.connect', { profileId: profile.id, password: 'demo' })
}

describe('why a server could not be reached', () => {
  it('a port nobody listens on: the connection was refused', async () => {
    const result = await connectTo(`http://127.0.0.1:${await closedPort()}/dxsca-web`)
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', cause: 'connection-refused' } })
  })

  it('https to a server that answers plain http: it does not speak https, not a certificate problem', async () => {
    stub = await startStub()
    const result = await connectTo(stub.baseUrl.replace(/^http:/, 'https:'))
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', cause: 'not-https' } })
  })
})
