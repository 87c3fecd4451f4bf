import { describe, expect, it } from 'vitest'
import { CANCEL_REREAD_BECAUSE, cancelReviewSentence, orderNoLongerWorking } from './cancel-text'

describe('the cancel dialog', () => {
  it('tells what a fresh read found after a cancel was refused, naming the order or group', () => {
    expect(cancelReviewSentence('unchanged', 'the OCO group')).toEqual({
      message: 'The account changed, the OCO group did not. Nothing was cancelled; cancel it now?',
      again: true,
    })
    expect(cancelReviewSentence('changed', 'this order').message).toBe(
      'This order changed since you confirmed: check it below and confirm again.',
    )
    expect(cancelReviewSentence('gone', 'the OCO group')).toEqual({
      message: 'The OCO group is no longer working.',
      again: false,
    })
    expect(`${CANCEL_REREAD_BECAUSE.answerLost} ${orderNoLongerWorking(100227)}`).toBe(
      'The answer to the cancel was lost, so the open orders were read again. Order 100227 is no longer working.',
    )
  })
})
