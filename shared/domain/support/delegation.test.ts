import { describe, expect, it } from 'vitest'
import { delegatedAccounts, editingLocked } from './delegation'

const trader = { user: { accounts: [{ account: 'default:1001' }] }, readOnly: false, unlockedAccounts: [] }

describe('editing rule from server facts', () => {
  it('own accounts are editable; anyone else’s needs the unlock of that very account', () => {
    expect(editingLocked(trader, 'default:1001')).toBe(false)
    expect(editingLocked(trader, 'default:2001')).toBe(true)
    expect(editingLocked({ ...trader, unlockedAccounts: ['default:2001'] }, 'default:2001')).toBe(false)
    expect(editingLocked({ ...trader, unlockedAccounts: ['default:2001'] }, 'default:2002')).toBe(true)
  })

  it('a read-only profile locks its own accounts too', () => {
    expect(editingLocked({ ...trader, readOnly: true }, 'default:1001')).toBe(true)
  })

  it('lists the accounts that are not the user’s', () => {
    expect(delegatedAccounts(trader, ['default:1001', 'default:2001'])).toEqual(['default:2001'])
  })
})
