import { describe, expect, it } from 'vitest'
import { invalidFiltersSummary, moreNotListed, subtotalExplanation, unreadableRecordsNotice } from './table-text'

describe('notices about what an answer left out', () => {
  it('says how many records of a list could not be read and what that does to the sums', () => {
    expect(unreadableRecordsNotice({ count: 2, total: 6, noun: 'positions' })).toEqual({
      headlines: ['2 of 6 records in positions could not be read'],
      explanation:
        'The server sent them in a shape the API does not allow. The table shows the other 4; totals and subtotals leave the unreadable ones out and are incomplete.',
    })
    const accounts = [
      { account: 'default:1001', count: 2 },
      { account: 'default:1002', count: 1 },
    ]
    expect(unreadableRecordsNotice({ count: 4, total: 20, noun: 'open orders', accounts }).headlines).toEqual([
      'default:1001: 2 records could not be read',
      'default:1002: 1 record could not be read',
      '1 record naming no account could not be read',
    ])
    expect(moreNotListed(3)).toBe('…and 3 more.')
    expect(subtotalExplanation('1,250.00', { count: 2, total: 6 })).toBe(
      'Sum of the readable rows only (2 of 6 records could not be read): 1,250.00',
    )
    expect(subtotalExplanation('1,250.00')).toBe('Exact sum of the rows above: 1,250.00')
  })
})

describe('form summaries', () => {
  it('names the invalid filters, in one sentence', () => {
    expect(invalidFiltersSummary(['From'])).toBe('One filter is not valid; nothing was sent: From.')
    expect(invalidFiltersSummary(['From', 'Instrument'])).toBe(
      '2 filters are not valid; nothing was sent: From, Instrument.',
    )
  })
})
