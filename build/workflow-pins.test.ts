import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// A tag can be moved to other code after review; a commit cannot. Every action a workflow runs is named by the full
// commit it was reviewed at, with the release it is in a comment beside it for people and update tools.
const WORKFLOWS = resolve(import.meta.dirname, '..', '.github', 'workflows')
const USES = /^\s*-?\s*uses:\s*(\S+)(.*)$/

function unpinned(text: string): string[] {
  return text
    .split('\n')
    .map((line) => USES.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .filter((m) => !m[1]!.startsWith('./') && !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(m[1]!))
    .map((m) => m[1]!)
}

describe('workflow actions are pinned by commit', () => {
  it('refuses a tag or a branch, accepts a full commit and a local action', () => {
    const text = [
      '      - uses: actions/checkout@v4',
      '      - uses: actions/setup-node@main',
      '      - uses: actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0',
      '      - uses: ./.github/actions/local',
    ].join('\n')
    expect(unpinned(text)).toEqual(['actions/checkout@v4', 'actions/setup-node@main'])
  })

  it.each(readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f)))('%s names every action by commit', (file) => {
    expect(unpinned(readFileSync(join(WORKFLOWS, file), 'utf8'))).toEqual([])
  })
})
