import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Main and shared/domain send codes and facts; the sentences a person reads live in the message catalogue
// (shared/text/messages/) and are chosen where they are shown. This test reads every source file of
// electron/core, electron/main and shared/domain and finds the string literals that read as a sentence (four
// or more words). Some are not for people and may stay (CONTEXTS); any other fails.
const ROOT = resolve(import.meta.dirname, '..')

/** Four or more words separated by spaces: "Pick at least one account." */
const SENTENCE = /\p{L}[\p{L}’']*(?:[ ,;:]+[\p{L}’'“”]+){3,}/u

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

function contextOf(node: ts.Node): string {
  for (let p: ts.Node | undefined = node.parent; p && !ts.isSourceFile(p); p = p.parent) {
    if (ts.isCallExpression(p)) return p.expression.getText()
    if (ts.isNewExpression(p)) return `new ${p.expression.getText()}`
    if (ts.isPropertyAssignment(p)) return `prop:${p.name.getText()}`
    if (ts.isVariableDeclaration(p)) return `var:${p.name.getText()}`
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p)) return 'import'
  }
  return ''
}

/** The literals of a file that read as a sentence and are not in an allowed context: `line: text`. */
function sentencesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(resolve(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…')
        : node.text
      const context = contextOf(node)
      if (SENTENCE.test(text) && context !== 'import' && !CONTEXTS.some(([re]) => re.test(context))) {
        found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`)
      }
      // A literal inside a placeholder (`${issue?.message ?? 'The order is not valid.'}`) is read on its own.
      if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
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
