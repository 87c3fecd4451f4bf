import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The project's decisions live in its own docs (docs/, the README). A
// comment or doc that cites a section sign or a research note kept outside the repository points the next reader
// at text they cannot open, so no tracked file may mention one.
const root = resolve(import.meta.dirname, '..')
const self = 'build/no-outside-references.test.ts'

const FORBIDDEN = ['§', 'codebase-anchors', 'product-anchors', 'dx-rest-api', 'toolchain.md', 'shared/reference']

// Files speak of the product as it is today: a work log's words (a session or an issue named by its number) send
// the reader to a tracker or a diary, and "helper" names no concern. History lives in git.
const DIARY: { word: string; pattern: RegExp }[] = [
  { word: 'session N', pattern: /\bsessions? \d+/i },
  { word: 'issue N', pattern: /\bissues? #?\d+/i },
  { word: 'item N of issue N', pattern: /\bitems? \d+(?:,? (?:and|or) \d+)* of issue/i },
  { word: 'helper', pattern: /\bhelpers?\b/i },
]
// Third-party package names and metadata are not the project's words.
const NOT_OURS = new Set(['package-lock.json'])

// A path a comment or a doc cites must exist, or the next reader follows it into nothing.
const CITED_PATH =
  /(?<![\w./-])((?:build|docs|e2e|electron|renderer|shared|test-support)\/[\w./-]*\w\.(?:tsx?|mjs|md|json|plist|css))/g
const PROSE_LINE = /^\s*(?:\/\/|\*|\/\*|<!--)/

// In a doc, a backticked repository path may also be a folder (`electron/core/watch/`) or a pattern
// (`e2e/specs/order-edit*.spec.ts`, `renderer/src/features/<feature>/`): it must name at least one tracked file.
const BACKTICKED_PATH = /`((?:build|docs|e2e|electron|renderer|shared|test-support)\/[^`\s]*)`/g

/** Backticked repository paths of a Markdown `text`, without a trailing `#anchor` or `:line`. */
export function backtickedPaths(text: string): string[] {
  return [...text.matchAll(BACKTICKED_PATH)].map((m) => (m[1] ?? '').replace(/[#:].*$/, ''))
}

/** Whether a cited path, folder or pattern names one of `files` (tracked paths). */
export function namesAFile(cited: string, files: readonly string[]): boolean {
  const pattern = cited
    .split(/(\*\*|\*|<[^>]+>)/)
    .map((part) =>
      part === '**'
        ? '.*'
        : part === '*'
          ? '[^/]*'
          : part.startsWith('<')
            ? '[^/]+'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  const whole = new RegExp(`^${pattern}${cited.endsWith('/') ? '' : '(/|$)'}`)
  return files.some((file) => whole.test(file))
}

/** Offences of `text` (a file at `path`) against the diary rule, as "path:line: word". */
export function diaryWords(path: string, text: string): string[] {
  const offences: string[] = []
  text.split('\n').forEach((line, index) => {
    const found = DIARY.filter(({ pattern }) => pattern.test(line)).map(({ word }) => word)
    if (found.length > 0) offences.push(`${path}:${index + 1}: ${found.join(', ')}`)
  })
  return offences
}

/** Repository paths cited in the prose of `text` (a doc, or comment lines of code). */
export function citedPaths(path: string, text: string): string[] {
  const prose = path.endsWith('.md') || path.endsWith('.plist')
  return text
    .split('\n')
    .filter((line) => prose || PROSE_LINE.test(line))
    .flatMap((line) => [...line.matchAll(CITED_PATH)].map((m) => m[1] ?? ''))
}

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

  it('no tracked file speaks of sessions, issues or helpers', () => {
    const offences = trackedFiles()
      .filter((path) => !NOT_OURS.has(path))
      .flatMap((path) => {
        const text = textOf(path)
        return text === undefined ? [] : diaryWords(path, text)
      })
    expect(offences).toEqual([])
  })

  it("finds a work log's words and lets ordinary ones pass", () => {
    // Built from parts, so that this file does not carry the words it refuses.
    const [session, issue, item] = ['Session', 'issue', 'item']
    const sample = [
      `// ${session} 9: read ahead`,
      `it('refuses Period (${issue} 19 ${item} 3)', () => {`,
      `// as ${item} 8 of ${issue} 18 asked`,
      "import { open } from '../pages/order-edit-helpers'",
      '// the session token is refreshed; the issue path names the field; item 8 of the bench',
    ].join('\n')
    expect(diaryWords('x.ts', sample)).toEqual([
      'x.ts:1: session N',
      'x.ts:2: issue N',
      'x.ts:3: issue N, item N of issue N',
      'x.ts:4: helper',
    ])
  })

  it('every path a doc or a comment cites exists', () => {
    const missing = trackedFiles().flatMap((path) => {
      const text = textOf(path)
      if (text === undefined) return []
      return citedPaths(path, text)
        .filter((cited) => !existsSync(resolve(root, cited)))
        .map((cited) => `${path}: ${cited}`)
    })
    expect(missing).toEqual([])
  })

  it('every backticked path, folder or pattern in the README and docs/ names a tracked file', () => {
    const files = trackedFiles()
    const docs = files.filter((path) => path === 'README.md' || /^docs\/[^/]+\.md$/.test(path))
    expect(docs.length).toBeGreaterThan(5)
    const missing = docs.flatMap((doc) =>
      backtickedPaths(textOf(doc) ?? '')
        .filter((cited) => !namesAFile(cited, files))
        .map((cited) => `${doc}: ${cited}`),
    )
    expect(missing).toEqual([])
  })

  it('reads a folder and a pattern as the files they name', () => {
    const files = ['electron/core/watch/account-watch.ts', 'e2e/specs/order-edit-conflict.spec.ts']
    const text = '`electron/core/watch/` and `e2e/specs/order-edit*.spec.ts:12`, `renderer/src/features/<feature>/`'
    const cited = backtickedPaths(text)
    expect(cited).toEqual(['electron/core/watch/', 'e2e/specs/order-edit*.spec.ts', 'renderer/src/features/<feature>/'])
    expect(cited.map((path) => namesAFile(path, files))).toEqual([true, true, false])
    expect(namesAFile('electron/core/watc', files)).toBe(false)
    expect(namesAFile('electron/core', files)).toBe(true)
  })

  it('reads cited paths from comments and docs, not from code', () => {
    const code = "// see build/packaging/builder-config.test.ts\nconst file = 'electron/core/x.ts'\n * docs/sandbox.md"
    expect(citedPaths('x.ts', code)).toEqual(['build/packaging/builder-config.test.ts', 'docs/sandbox.md'])
  })
})
