import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sentenceLiterals, sentenceLiteralsOf, sentencePattern, type Literal } from './wording-scan'

// The renderer's words come from the message catalogue (shared/text/messages/). The lint rules refuse words in
// JSX; this test sees the rest: every string, template and JSX text literal of renderer/src that reads as a
// phrase (three or more words) — in plain data, a setError, a confirm, a caption built as a string — and, in the
// places that hold a short one (SHORT_PLACES: a view's title, a tab's label, a column's header, a caption, a
// placeholder, a product's name), a single word too. Some are not for people and may stay (CONTEXTS); the few
// still worded in code are listed (KEPT) with why, and a listed one that is gone fails too, so the list can only
// shrink.
const ROOT = resolve(import.meta.dirname, '..')

const PHRASE = sentencePattern(3)
const WORD = sentencePattern(1)

/** Where a literal of one or two words is a name on screen: properties, variables and attributes so named. */
const SHORT_PLACES =
  /^(prop|var|attr):(\w*(Label|Title|Heading|Caption|Placeholder|Tooltip)|label|title|heading|header|caption|placeholder|tooltip|'?aria-label'?)$/
/** `name` holds codes too (a phase, a form field): there a capitalised word, or two, reads as a name on screen. */
const NAME_PLACE = /^(prop|var):name$/
const READS_AS_NAME = /^\p{Lu}|\p{L}\s+\p{L}/u

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
  [/^compare$/, 'a code a value is compared with'],
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
  {
    file: 'renderer/src/features/metrics/summary-fixture.tsx',
    starts: 'Account summary',
    why: "a test fixture's query of the bar by its accessible name, not words it shows",
  },
]

const SOURCES = execFileSync('git', ['ls-files', 'renderer/src/*.ts', 'renderer/src/*.tsx'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f !== '' && !/\.test\.tsx?$/.test(f))

const allowed = ({ context }: Literal) => CONTEXTS.some(([re]) => re.test(context))
const shortName = ({ context, text }: Literal) =>
  SHORT_PLACES.test(context) || (NAME_PLACE.test(context) && READS_AS_NAME.test(text))
const wording = (l: Literal) => !allowed(l) && (PHRASE.test(l.text) || shortName(l))
const keptFor = (file: string, { text }: Literal) => KEPT.find((k) => k.file === file && text.startsWith(k.starts))

describe('the renderer words nothing outside the catalogue', () => {
  const found = SOURCES.map((file) => [file, sentenceLiteralsOf(ROOT, file, WORD).filter(wording)] as const)

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
    const caught = (code: string) => sentenceLiterals('probe.tsx', code, WORD).some(wording)
    expect(caught("setError('Enter the password for this login')")).toBe(true)
    expect(caught("const LABELS = { attempt: 'attempt · recorded before sending' }")).toBe(true)
    expect(caught('caption: (rows) => `${rows} rows · prices as of ${time}`')).toBe(true)
    expect(caught('window.confirm(`Remove the profile “${name}”?`)')).toBe(true)
    expect(caught('<span className="num exposure-cell muted" />')).toBe(false)
    expect(caught("console.error('order-edit: modify sent without If-Match')")).toBe(false)
    expect(caught("msg('tables.sortedBy.unsorted')")).toBe(false)
  })

  it('catches one or two words where a name on screen sits, and lets codes and catalogue reads there through', () => {
    const caught = (code: string) => sentenceLiterals('probe.tsx', code, WORD).some(wording)
    expect(caught("export const TABS = [{ id: 'positions', label: 'Positions', digit: '1' }]")).toBe(true)
    expect(caught("const view = { heading: 'Balances', caption: 'rows' }")).toBe(true)
    expect(caught('const title = `${symbol} price, ${range}`')).toBe(true)
    expect(caught("const appInfo = { name: 'DX Desk', version }")).toBe(true)
    expect(caught("<Field label='Account' />")).toBe(true)
    expect(caught("const props = { 'aria-label': 'Close' }")).toBe(true)
    expect(caught("const ACTION = { sortLabel: 'Sort' }")).toBe(true)
    expect(caught("export const TABS = [{ id: 'positions', label: msg('labels.app.positions') }]")).toBe(false)
    expect(caught("const phase = { name: 'loading' }")).toBe(false)
    expect(caught("<td title={spec.kind === 'action' ? undefined : text} />")).toBe(false)
    expect(caught("const sideLabel = (s: string) => (s === 'BUY' ? msg('labels.trades.long') : '')")).toBe(false)
    expect(caught("const view = { className: 'portfolio', id: 'balances' }")).toBe(false)
  })
})
