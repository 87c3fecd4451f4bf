import { describe, expect, it } from 'vitest'
import type { AppError } from '@shared/ipc/result'
import {
  orderChangeRefused,
  orderReadFailed,
  orderRereadFailed,
  orderUpdatedTo,
  outcomeAndRereadUnknown,
  staleRereadFailed,
} from './editor-text'

const err = (e: Partial<AppError> & Pick<AppError, 'kind'>): AppError => ({ message: '', ...e })

describe('the order editor’s sentences', () => {
  const refused = err({ kind: 'bad-request', cause: 'refused', httpStatus: 400, description: 'Market closed' })
  const cut = err({ kind: 'network', cause: 'connection-cut' })
  it('keeps the server’s reason when the order editor could not re-read', () => {
    const text = orderRereadFailed(err({ kind: 'network', cause: 'connection-refused' }))
    expect(text).toMatch(/^The order could not be re-read\. The server could not be reached: it refused the connection/)
  })

  it('says nothing was changed, and why, in the server’s words', () => {
    expect(orderChangeRefused(refused)).toMatch(/^Nothing was changed\. The server refused .*“Market closed”/)
    expect(orderUpdatedTo('The price moved to 1.0790.')).toBe(
      'Updated to the server’s current order. The price moved to 1.0790.',
    )
  })

  it('says when a read meant to settle the outcome failed too', () => {
    expect(staleRereadFailed(cut)).toMatch(
      /^The account changed, and reading it again failed\. The server could not be reached/,
    )
    expect(outcomeAndRereadUnknown(cut, cut)).toMatch(
      /^The server could not be reached.* Reading the order again failed too \(The server could not be reached.*\): its state is unknown\. Read it again before any further attempt\.$/,
    )
    expect(orderReadFailed(cut)).toMatch(/^Reading the order failed\. The server could not be reached/)
  })
})
