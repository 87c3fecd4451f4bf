import { describe, expect, it } from 'vitest'
import { fileStamp } from './file-stamp'

describe('fileStamp', () => {
  it('writes the UTC second in ISO basic form, which sorts by time and suits every file system', () => {
    expect(fileStamp(Date.UTC(2026, 10, 23, 8, 30, 0, 999))).toBe('20261123T083000Z')
    expect(fileStamp(Date.UTC(1999, 11, 31, 23, 59, 59))).toBe('19991231T235959Z')
    expect(fileStamp(Date.UTC(2026, 0, 2, 3, 4, 5)) < fileStamp(Date.UTC(2026, 0, 10, 0, 0, 0))).toBe(true)
  })
})
