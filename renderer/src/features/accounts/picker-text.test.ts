import { describe, expect, it } from 'vitest'
import { ACCOUNT_PICKER, tooManyAccounts } from './picker-text'

describe('the account picker', () => {
  it('says how many accounts to remove, and when a login owns none', () => {
    expect(tooManyAccounts(10, 12)).toBe('At most 10 accounts can be viewed together; remove 2.')
    expect(ACCOUNT_PICKER.ownsNone).toBe('This login owns no accounts.')
  })
})
