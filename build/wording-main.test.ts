import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { contextOf, SENTENCE, sentenceLiteralsOf } from './wording-scan'

// Main and shared/domain send codes and facts; the sentences a person reads live in the message catalogue
// (shared/text/messages/) and are chosen where they are shown. This test reads every source file of
// electron/core, electron/main and shared/domain and finds the string literals that read as a sentence (four
// or more words). Some are not for people and may stay (CONTEXTS); any other fails.
const ROOT = resolve(import.meta.dirname, '..')

/** Callees and properties whose strings are not read by people: each with why. */
const CONTEXTS: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)logger\??\.(debug|info|warn|error|fatal|child)$|^note$/, 'log lines: English for support, never shown'],
  [/^(new )?(RegExp|Error|TypeError|RangeError)$|^z\.regex$/, 'patterns, and internal faults that are logged'],
  [
    /^(malformedResponse|fact|requestNotBuilt|protocolError)$|^(prop|var):(message|detail)$/,
    "an AppError's technical summary (`message` when a cause is set) or detail: shown in support details only",
  ],
  [/^prop:serviceName$/, "a process's name in the system's task list"],
]

const SOURCES = execFileSync('git', ['ls-files', 'electron/core/*.ts', 'electron/main/*.ts', 'shared/domain/*.ts'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f !== '' && !/\.test\.ts$/.test(f))

/** The literals of a file that read as a sentence and are not in an allowed context: `line: text`. */
function sentencesIn(file: string): string[] {
  return sentenceLiteralsOf(ROOT, file, SENTENCE)
    .filter(({ context }) => !CONTEXTS.some(([re]) => re.test(context)))
    .map(({ line, text }) => `${line}: ${text}`)
}

describe('main and shared/domain send codes and facts, not sentences', () => {
  const found = new Map(SOURCES.map((file) => [file, sentencesIn(file)] as const))

  it('finds no sentence in any of their files', () => {
    const wording = [...found].filter(([, lines]) => lines.length > 0)
    expect(Object.fromEntries(wording)).toEqual({})
  })

  it('catches a sentence and lets a log line and a code through', () => {
    const probe = (code: string) => {
      const source = ts.createSourceFile('probe.ts', code, ts.ScriptTarget.Latest, true)
      let hit = false
      const visit = (node: ts.Node): void => {
        if (ts.isStringLiteral(node) && SENTENCE.test(node.text)) {
          hit ||= !CONTEXTS.some(([re]) => re.test(contextOf(node)))
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
      return hit
    }
    expect(probe("throw validationFailure('Pick at least one account.', 'accounts')")).toBe(true)
    expect(probe("notices.push({ text: 'The saved profiles could not be read' })")).toBe(true)
    expect(probe("logger.warn({ file }, 'profiles file unreadable; kept aside')")).toBe(false)
    expect(probe("throw refusalFailure('accounts-required', 'accounts')")).toBe(false)
  })
})
