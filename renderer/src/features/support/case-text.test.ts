import { describe, expect, it } from 'vitest'
import { caseEditingState } from './case-text'

describe('the case banner', () => {
  it('says when order edits are disabled', () => {
    expect(caseEditingState(false)).toBe('Read-only: order edits are disabled.')
  })
})
