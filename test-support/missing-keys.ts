// Unit-test setup for both Vitest projects: a catalogue key asked for without a message fails the test that asked,
// so no screen or notice ever shows a raw key such as `labels.trades.close`.
import { onMissingKey } from '@shared/text/messages'
import { afterEach, beforeEach, expect } from 'vitest'

let missing: string[] = []

beforeEach(() => {
  missing = []
  onMissingKey((key, language) => missing.push(`${key} (${language})`))
})

afterEach(() => {
  onMissingKey(undefined)
  expect(missing, 'catalogue keys asked for without a message').toEqual([])
})
