import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The project's decisions live in its own docs (docs/api-notes.md, docs/security-checklist.md, the README). A
// comment or doc that cites a section sign or a research note kept outside the repository points the next reader
// at text they cannot open, so no tracked file may mention one.
const root = resolve(import.meta.dirname, '..')
const self = 'build/no-outside-references.test.ts'

const FORBIDDEN = ['§', 'codebase-anchors', 'product-anchors', 'dx-rest-api', 'toolchain.md', 'shared/reference']

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
  return out
    .toString('utf8')
    .split('\0')
    .filter((path) => path !== '' && path !== self)
}

function textOf(path: string): string | undefined {
  const full = resolve(root, path)
  if (!existsSync(full)) return undefined
  const bytes = readFileSync(full)
  // Icons and other binaries can hold any byte sequence; they carry no prose.
  if (bytes.includes(0)) return undefined
  return bytes.toString('utf8')
}

describe('references stay inside the repository', () => {
  it('reads the tracked files (the check below is not vacuous)', () => {
    const files = trackedFiles()
    expect(files).toContain('docs/api-notes.md')
    expect(files).toContain('README.md')
  })

  it('no tracked file cites a section sign or a document the repository does not contain', () => {
    const offences: string[] = []
    for (const path of trackedFiles()) {
      const text = textOf(path)
      if (text === undefined) continue
      text.split('\n').forEach((line, index) => {
        const found = FORBIDDEN.filter((word) => line.includes(word))
        if (found.length > 0) offences.push(`${path}:${index + 1}: ${found.join(', ')}`)
      })
    }
    expect(offences).toEqual([])
  })
})
