// Nothing the main process sends to the renderer may carry a secret: no channel output and no event payload
// has a field named like a password, token, secret, cookie or credential. Walks the zod schemas themselves,
// so a new channel or field is checked without anyone remembering to add it here.
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { INVOKE_CHANNELS } from '@shared/ipc/channels'
import { contract, events } from '@shared/ipc/contract'

const SECRET_LIKE =
  /pass(word|wd|phrase)?|secret|token|credential|cookie|authori[sz]ation|api[-_]?key|private[-_]?key|cipher|session[-_]?id|\bpin\b/i

/** Keys that name a secret but carry none; each must hold only the type given. */
const ALLOWED: Record<string, { type: string; why: string }> = {
  passwordSaved: { type: 'boolean', why: 'whether a password is saved, never the password' },
  secrets: { type: 'object', why: 'app.info: the name of the OS key store and whether it can be used' },
}

interface Finding {
  path: string
  key: string
  type: string
}

type AnySchema = z.core.$ZodType

function isSchema(value: unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && '_zod' in value
}

/** Every object key reachable in a schema, with its path and the type of its value. */
function keysOf(schema: AnySchema, path = '', seen = new Set<AnySchema>()): Finding[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string }
  const found: Finding[] = []
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, AnySchema>)) {
      found.push({ path: `${path}.${key}`, key, type: unwrap(child)._zod.def.type })
      found.push(...keysOf(child, `${path}.${key}`, seen))
    }
    if (isSchema(def.catchall)) found.push(...keysOf(def.catchall, `${path}.*`, seen))
    return found
  }
  if (def.type === 'lazy' && typeof def.getter === 'function') {
    return keysOf((def.getter as () => AnySchema)(), path, seen)
  }
  // Wrappers, unions, arrays, records, pipes, intersections, tuples: follow every schema they hold.
  for (const value of Object.values(def)) {
    const children = Array.isArray(value) ? value : [value]
    for (const child of children) if (isSchema(child)) found.push(...keysOf(child, path, seen))
  }
  return found
}

function unwrap(schema: AnySchema): AnySchema {
  const def = schema._zod.def as unknown as { type: string; innerType?: AnySchema; in?: AnySchema }
  if (
    ['optional', 'nullable', 'default', 'readonly', 'catch', 'nonoptional', 'prefault'].includes(def.type) &&
    def.innerType
  ) {
    return unwrap(def.innerType)
  }
  if (def.type === 'pipe' && def.in) return unwrap(def.in)
  return schema
}

function secretLike(findings: Finding[]): Finding[] {
  return findings.filter((f) => {
    if (!SECRET_LIKE.test(f.key)) return false
    const allowed = ALLOWED[f.key]
    return !allowed || allowed.type !== f.type
  })
}

describe('no secret ever leaves main', () => {
  it.each([...INVOKE_CHANNELS])('%s: the output has no password-, token- or secret-like field', (channel) => {
    const findings = keysOf(contract[channel].output)
    expect(secretLike(findings)).toEqual([])
  })

  it.each(Object.keys(events) as Array<keyof typeof events>)('event %s carries no secret-like field', (event) => {
    expect(secretLike(keysOf(events[event]))).toEqual([])
  })

  it('the walker finds nested keys (so a pass above means something)', () => {
    const keys = keysOf(contract['session.connect'].output).map((f) => f.path)
    expect(keys).toContain('.user.accounts.account')
    const profileKeys = keysOf(contract['profiles.list'].output).map((f) => f.key)
    expect(profileKeys).toEqual(expect.arrayContaining(['passwordSaved', 'baseUrl', 'notices']))
    expect(secretLike([{ path: '.x', key: 'sessionToken', type: 'string' }])).toHaveLength(1)
    expect(secretLike([{ path: '.x', key: 'passwordSaved', type: 'string' }])).toHaveLength(1)
  })

  it('inputs may carry a password only inward, where the contract says so', () => {
    const inward = INVOKE_CHANNELS.filter((channel) =>
      keysOf(contract[channel].input).some((f) => /pass(word)?$/i.test(f.key)),
    )
    expect(inward.sort()).toEqual(['profiles.save', 'session.connect', 'session.relogin'])
  })
})
