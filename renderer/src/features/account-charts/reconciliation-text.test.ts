import { describe, expect, it } from 'vitest'
import { reconciliationBalanced, reconciliationDifference } from './reconciliation-text'

describe('the reconciliation’s verdict', () => {
  const text = (parts: ReadonlyArray<string>) => parts.join('')
  it('says the records balance, or by how much they differ and what explains it', () => {
    expect(text(reconciliationBalanced('1,000.00 USD'))).toBe(
      '✓ Balanced to the cent: the records account for the server’s balance of 1,000.00 USD.',
    )
    expect(
      text(reconciliationDifference({ difference: '6.00', unlisted: 1, explained: '5.00', unexplained: '1.00' })),
    ).toBe(
      '⚠ The records and the server’s balance differ by 6.00. 1 cash transaction on orders is missing from the transfer list and explains 5.00; 1.00 is explained by no record.',
    )
    expect(
      text(reconciliationDifference({ difference: '5.00', unlisted: 2, explained: '5.00', unexplained: undefined })),
    ).toBe(
      '⚠ The records and the server’s balance differ by 5.00. 2 cash transactions on orders are missing from the transfer list and explain 5.00.',
    )
    expect(
      text(reconciliationDifference({ difference: '6.00', unlisted: 0, explained: '0', unexplained: '6.00' })),
    ).toBe('⚠ The records and the server’s balance differ by 6.00. No record the server returned explains it.')
  })

  it('hands the caller’s amounts back untouched, in order', () => {
    const amount = (v: string) => ({ v })
    const parts = reconciliationDifference({
      difference: amount('d'),
      unlisted: 1,
      explained: amount('e'),
      unexplained: amount('u'),
    })
    expect(parts.filter((p) => typeof p !== 'string')).toEqual([{ v: 'd' }, { v: 'e' }, { v: 'u' }])
  })
})
