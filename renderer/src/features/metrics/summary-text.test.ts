import { describe, expect, it } from 'vitest'
import { metricsIncomplete, positionsSnapshotNote } from './summary-text'

describe('the summary count set against the positions listed with it', () => {
  it('names both figures of the one snapshot and when it was taken', () => {
    expect(positionsSnapshotNote({ serverCount: 3, listed: 2, at: '12:00:00' })).toBe(
      '3 open per the server, but the same figures (as of 12:00:00) list 2 positions. The server contradicts itself: check the Positions table and ask the broker if it persists.',
    )
  })
})

describe('notices about what an answer left out', () => {
  it('names the accounts whose metrics could not be read', () => {
    const sample = {
      answer: 'mismatch',
      parameter: 'metrics[1].equity',
      rule: 'invalid_format',
      format: 'decimal',
    } as const
    expect(metricsIncomplete({ count: 1, total: 3, samples: [sample] })).toEqual({
      badge: 'Incomplete: 1 of 3 accounts could not be read',
      title:
        'The server sent 1 account metrics in a shape the API does not allow: “metrics[1].equity” is not a number such as 1.2345',
    })
  })
})
