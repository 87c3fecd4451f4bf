// The connection pool the client reaches the broker through: its own undici Agent, never Node's global one,
// so that nothing in the environment can loosen it. NODE_TLS_REJECT_UNAUTHORIZED=0 (often set machine-wide
// for a proxy) only changes the default of `rejectUnauthorized`; saying `true` here keeps certificate checks
// on for the broker whatever it says. Extra trust from NODE_EXTRA_CA_CERTS (a corporate CA) is still
// honoured: passing `ca` replaces Node's default list, so the bundled roots and that file are both listed.
import { readFileSync } from 'node:fs'
import { rootCertificates } from 'node:tls'
import { Agent } from 'undici'

/** The certificates in a PEM file; an unreadable file adds nothing (Node itself only warns about it). */
export function readExtraCaFile(path: string | undefined): string[] {
  if (path === undefined || path.trim() === '') return []
  try {
    const pem = readFileSync(path, 'utf8')
    return pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []
  } catch {
    return []
  }
}

export function createBrokerDispatcher(env: Readonly<Record<string, string | undefined>> = process.env): Agent {
  return new Agent({
    connect: { rejectUnauthorized: true, ca: [...rootCertificates, ...readExtraCaFile(env.NODE_EXTRA_CA_CERTS)] },
  })
}
