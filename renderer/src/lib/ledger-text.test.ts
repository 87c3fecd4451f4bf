import { describe, expect, it } from 'vitest'
import { ledgerOrdersUnreadable, ledgerTransfersUnreadable, noBalanceToReconcile } from './ledger-text'

describe('the ledger’s notices', () => {
  it('counts one left-out record in the singular', () => {
    expect(ledgerTransfersUnreadable(1)).toBe(
      '1 cash transfer could not be read and is left out; the reconciliation shows the difference it makes.',
    )
    expect(ledgerTransfersUnreadable(3)).toBe(
      '3 cash transfers could not be read and are left out; the reconciliation shows the difference they make.',
    )
    expect(ledgerOrdersUnreadable(1)).toMatch(
      /^1 history order could not be read and is left out;.*what it would add\.$/,
    )
    expect(ledgerOrdersUnreadable(2)).toMatch(
      /^2 history orders could not be read and are left out;.*what they would add\.$/,
    )
  })

  it('says when there is no balance to reconcile against', () => {
    expect(noBalanceToReconcile('ACC-1')).toBe(
      'The server reported no balance for ACC-1, so its records cannot be checked against it.',
    )
  })
})
