// Checklist items 13 and 22 at the contract: every channel has an input and an output schema, every input is a
// strict object (unknown keys refused), and nothing main sends to the renderer — channel outputs and events — has
// a field that could carry a password, token or secret (flags such as `passwordSaved` are booleans).
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { contract, events } from '@shared/ipc/contract'
import { EVENT_CHANNELS, INVOKE_CHANNELS } from '@shared/ipc/channels'

interface ZodDef {
  type: string
  shape?: Record<string, z.core.$ZodType>
  catchall?: z.core.$ZodType
  element?: z.core.$ZodType
  innerType?: z.core.$ZodType
  options?: z.core.$ZodType[]
  left?: z.core.$ZodType
  right?: z.core.$ZodType
  valueType?: z.core.$ZodType
  in?: z.core.$ZodType
  out?: z.core.$ZodType
  items?: z.core.$ZodType[]
  getter?: () => z.core.$ZodType
}

const defOf = (schema: z.core.$ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def

const SECRET_NAME = /pass(word|wd|phrase)?|secret|token|api[-_]?key|authori[sz]ation|cookie|credential|private[-_]?key/i

/**
 * Keys that match the pattern but carry no secret, each with its reason. Nothing else may match unless boolean.
 */
const NOT_SECRETS: Record<string, string> = {
  'app.info.secrets': 'which OS key store is in use and whether passwords can be remembered; no secret value',
}

/** Every object key reachable from a schema, with its path and the schema of its value. */
function keysOf(
  schema: z.core.$ZodType,
  path: string,
  seen = new Set<z.core.$ZodType>(),
): Array<[string, z.core.$ZodType]> {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = defOf(schema)
  const children: Array<[string, z.core.$ZodType]> = []
  const into = (child: z.core.$ZodType | undefined, at = path) => {
    if (child) children.push(...keysOf(child, at, seen))
  }
  if (def.type === 'object' && def.shape) {
    for (const [key, value] of Object.entries(def.shape)) {
      const at = `${path}.${key}`
      children.push([at, value])
      into(value, at)
    }
  }
  into(def.element, `${path}[]`)
  into(def.innerType)
  into(def.left)
  into(def.right)
  into(def.valueType, `${path}{}`)
  into(def.in)
  into(def.out)
  for (const option of def.options ?? []) into(option)
  for (const item of def.items ?? []) into(item, `${path}[]`)
  if (def.getter) into(def.getter())
  return children
}

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema
  for (
    let def = defOf(current);
    ['optional', 'nullable', 'default', 'readonly'].includes(def.type);
    def = defOf(current)
  ) {
    current = def.innerType as z.core.$ZodType
  }
  return current
}

function isBoolean(schema: z.core.$ZodType): boolean {
  return defOf(unwrap(schema)).type === 'boolean'
}

describe('IPC contract', () => {
  it('every channel has an input and an output schema; every event has a payload schema', () => {
    for (const channel of INVOKE_CHANNELS) {
      const definition = contract[channel]
      expect(typeof definition.input.safeParse, channel).toBe('function')
      expect(typeof definition.output.safeParse, channel).toBe('function')
    }
    for (const event of EVENT_CHANNELS) expect(typeof events[event].safeParse, event).toBe('function')
  })

  it('every input is a strict object: unknown keys are refused, not ignored (item 13)', () => {
    for (const channel of INVOKE_CHANNELS) {
      const input = defOf(contract[channel].input)
      expect(input.type, channel).toBe('object')
      expect(input.catchall && defOf(input.catchall).type, `${channel} input must be .strict()`).toBe('never')
    }
  })

  it('no output or event field can carry a password, token or secret (item 22)', () => {
    const offenders: string[] = []
    const check = (root: string, schema: z.core.$ZodType) => {
      for (const [path, value] of keysOf(schema, root)) {
        const key = path.slice(path.lastIndexOf('.') + 1)
        if (!SECRET_NAME.test(key) || isBoolean(value) || Object.hasOwn(NOT_SECRETS, path)) continue
        offenders.push(path)
      }
    }
    for (const channel of INVOKE_CHANNELS) check(channel, contract[channel].output)
    for (const event of EVENT_CHANNELS) check(event, events[event])
    expect(offenders).toEqual([])
  })

  it('the secret-name check is not vacuous', () => {
    const found = keysOf(contract['session.connect'].input, 'session.connect').map(([path]) => path)
    expect(found).toContain('session.connect.password')
    const profiles = keysOf(contract['profiles.list'].output, 'profiles.list').map(([path]) => path)
    expect(profiles).toContain('profiles.list.profiles[].passwordSaved')
  })
})
