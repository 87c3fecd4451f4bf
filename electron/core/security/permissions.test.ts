import { describe, expect, it } from 'vitest'
import { PERMISSION_TABLE, decidePermission } from './permissions'

describe('permission table', () => {
  it('denies every permission it lists', () => {
    for (const [permission, allowed] of Object.entries(PERMISSION_TABLE)) {
      expect(allowed, permission).toBe(false)
      expect(decidePermission(permission)).toEqual({ allow: false, known: true })
    }
  })

  it('denies permissions it has never heard of', () => {
    for (const permission of ['some-future-permission', '__proto__', 'constructor', '']) {
      expect(decidePermission(permission)).toEqual({ allow: false, known: false })
    }
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(PERMISSION_TABLE)).toBe(true)
  })
})
