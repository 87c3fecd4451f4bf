// The allowlist accepts each reviewed finding exactly, never a whole (check, file) pair.
import { describe, expect, it } from 'vitest'
import { matchAllowlist, type AllowEntry, type Finding } from './electronegativity-allowlist'

const source: Record<string, string[]> = {
  'electron/main/index.ts': [
    'import x',
    '  openExternal: (url) => shell.openExternal(url),',
    'shell.openExternal(other)',
  ],
}
const lines = (file: string) => source[file] ?? []
const at = (line: number): Finding => ({
  id: 'OPEN_EXTERNAL_JS_CHECK',
  file: 'electron/main/index.ts',
  location: { line, column: 0 },
})
const entry: AllowEntry = {
  id: 'OPEN_EXTERNAL_JS_CHECK',
  file: 'electron/main/index.ts',
  snippet: 'openExternal: (url) => shell.openExternal(url),',
  reason: 'reviewed',
  verifiedBy: 'a test',
}

describe('allowlist matching', () => {
  it('accepts the reviewed finding wherever its line moved', () => {
    expect(matchAllowlist([at(2)], [entry], lines)).toEqual({ unaccepted: [], stale: [] })
  })

  it('reports a second finding of the same check in the same file', () => {
    expect(matchAllowlist([at(2), at(3)], [entry], lines).unaccepted).toEqual([
      'OPEN_EXTERNAL_JS_CHECK electron/main/index.ts:3',
    ])
  })

  it('reports an entry whose line is gone as stale', () => {
    expect(matchAllowlist([at(3)], [entry], lines)).toMatchObject({
      unaccepted: ['OPEN_EXTERNAL_JS_CHECK electron/main/index.ts:3'],
      stale: [expect.stringContaining('shell.openExternal(url)')],
    })
  })
})
