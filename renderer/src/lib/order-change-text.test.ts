import { describe, expect, it } from 'vitest'
import { accountBlocksEdit, ORDER_EDIT } from './order-change-text'

describe('the order editor’s fixed sentences', () => {
  it('keeps every fixed sentence a sentence', () => {
    for (const [key, text] of Object.entries(ORDER_EDIT)) expect(text.length, key).toBeGreaterThan(10)
  })
})

describe('an account whose status forbids a change', () => {
  const order = (positionEffect: 'OPEN' | 'CLOSE') =>
    ({ account: 'default:1002', legs: [{ positionEffect }] }) as unknown as Parameters<typeof accountBlocksEdit>[1]
  it('names the account and its status, and lets a closing order through a CLOSE_ONLY account', () => {
    expect(accountBlocksEdit('FULL_TRADING', order('OPEN'))).toBeUndefined()
    expect(accountBlocksEdit('CLOSE_ONLY', order('CLOSE'))).toBeUndefined()
    expect(accountBlocksEdit('CLOSE_ONLY', order('OPEN'))).toBe(
      'Account default:1002 only allows closing positions: only orders that close a position can be changed, so the server refuses a change to this one.',
    )
    expect(accountBlocksEdit('NO_TRADING', order('CLOSE'))).toBe(
      'Account default:1002 is set to “no trading”: the server refuses changes to its orders.',
    )
  })
})
