import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sentenceLiterals, sentenceLiteralsOf, sentencePattern, type Literal } from './wording-scan'

// The renderer's words come from the message catalogue (shared/text/messages/). The lint rules refuse words in
// JSX; this test sees the rest: every string, template and JSX text literal of renderer/src that reads as a
// phrase (three or more words) — in plain data, a setError, a confirm, a caption built as a string. Some are
// not for people and may stay (CONTEXTS); the few still worded in code are listed (KEPT) with why, and a listed
// one that is gone fails too, so the list can only shrink.
const ROOT = resolve(import.meta.dirname, '..')

const PHRASE = sentencePattern(3)

/** Places whose strings are not read by people: each with why. */
const CONTEXTS: ReadonlyArray<[RegExp, string]> = [
  [/^console\.(debug|info|log|warn|error)$/, 'log lines: English for support, never shown'],
  [
    /^new (Error|TypeError|RangeError|RegExp)$/,
    'patterns, and internal faults: the screen words a failure by its kind',
  ],
  [/^attr:(className|id|htmlFor|role|type|data-[\w-]+|testId)$/, 'class names, element ids and test ids'],
  [/(^|\.)(querySelector|querySelectorAll|closest|matches)$/, 'CSS selectors'],
  [/^msg$/, "a catalogue key: the catalogue's words, not the code's"],
]

/** Literals still worded in the code, by file and their words' start: each with why. */
const KEPT: ReadonlyArray<{ file: string; starts: string; why: string }> = [
  {
    file: 'renderer/src/api/bridge.ts',
    starts: 'The bridge to the main process',
    why: "an internal ApiError's technical summary: the screen words the kind, support details show this",
  },
  {
    file: 'renderer/src/api/bridge.ts',
    starts: 'The request was cancelled.',
    why: "a cancelled ApiError's technical summary: the screen words the kind",
  },
  {
    file: 'renderer/src/components/DataTable/useRowNavigation.ts',
    starts: 'button, [href], input',
    why: 'a CSS selector of the focusable elements in a row',
  },
]

const SOURCES = execFileSync('git', ['ls-files', 'renderer/src/*.ts', 'renderer/src/*.tsx'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f !== '' && !/\.test\.tsx?$/.test(f))

const allowed = ({ context }: Literal) => CONTEXTS.some(([re]) => re.test(context))
const keptFor = (file: string, { text }: Literal) => KEPT.find((k) => k.file === file && text.startsWith(k.starts))

describe('the renderer words nothing outside the catalogue', () => {
  const found = SOURCES.map(
    (file) => [file, sentenceLiteralsOf(ROOT, file, PHRASE).filter((l) => !allowed(l))] as const,
  )

  it('finds no phrase in its files but the kept ones', () => {
    const wording = found
      .map(([file, literals]) => [file, literals.filter((l) => !keptFor(file, l))] as const)
      .filter(([, literals]) => literals.length > 0)
      .map(([file, literals]) => [file, literals.map(({ line, text }) => `${line}: ${text}`)] as const)
    expect(Object.fromEntries(wording)).toEqual({})
  })

  it('keeps no entry for words that are gone', () => {
    const gone = KEPT.filter(({ file, starts }) =>
      found.every(([f, literals]) => f !== file || !literals.some((l) => l.text.startsWith(starts))),
    )
    expect(gone).toEqual([])
  })

  it('catches a phrase in data, a setError and a caption, and lets a class name and a log line through', () => {
    const caught = (code: string) => sentenceLiterals('probe.tsx', code, PHRASE).filter((l) => !allowed(l)).length > 0
    expect(caught("setError('Enter the password for this login')")).toBe(true)
    expect(caught("const LABELS = { attempt: 'attempt · recorded before sending' }")).toBe(true)
    expect(caught('caption: (rows) => `${rows} rows · prices as of ${time}`')).toBe(true)
    expect(caught('window.confirm(`Remove the profile “${name}”?`)')).toBe(true)
    expect(caught('<span className="num exposure-cell muted" />')).toBe(false)
    expect(caught("console.error('order-edit: modify sent without If-Match')")).toBe(false)
    expect(caught("msg('tables.sortedBy.unsorted')")).toBe(false)
  })
})
