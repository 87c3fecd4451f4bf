// Finds the string and template literals of a source file that read as a sentence, with the place each sits in
// (the call, property, variable or JSX attribute that holds it), so a wording test can let through the ones that
// are not for people (log lines, patterns, class names) and fail on any other.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'

/** `words` or more words separated by spaces or punctuation: "Pick at least one account." */
export function sentencePattern(words: number): RegExp {
  return new RegExp(`\\p{L}[\\p{L}’']*(?:[ ,;:]+[\\p{L}’'“”]+){${words - 1},}`, 'u')
}

/** Four or more words: what main and shared/domain may not word. */
export const SENTENCE = sentencePattern(4)

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.InKeyword,
])

/**
 * The nearest place holding `node`: `fn` for an argument of `fn(…)`, `new Error`, `prop:name`, `var:name`,
 * `attr:name` for a JSX attribute, `import` for a module path; `compare` for a code a value is compared with
 * (`kind === 'action'`, `case 'ask':`, `'error' in x`), which is never shown.
 */
export function contextOf(node: ts.Node): string {
  const { parent } = node
  if (
    (ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind)) ||
    (ts.isCaseClause(parent) && parent.expression === node)
  ) {
    return 'compare'
  }
  for (let p: ts.Node | undefined = node.parent; p && !ts.isSourceFile(p); p = p.parent) {
    if (ts.isCallExpression(p)) return p.expression.getText()
    if (ts.isNewExpression(p)) return `new ${p.expression.getText()}`
    if (ts.isPropertyAssignment(p)) return `prop:${p.name.getText()}`
    if (ts.isJsxAttribute(p)) return `attr:${p.name.getText()}`
    if (ts.isVariableDeclaration(p)) return `var:${p.name.getText()}`
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p)) return 'import'
  }
  return ''
}

export interface Literal {
  line: number
  text: string
  context: string
}

/** Every string, template and JSX text literal of `code` matching `sentence`, outside imports. */
export function sentenceLiterals(file: string, code: string, sentence: RegExp): Literal[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind)
  const found: Literal[] = []
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node) ||
      ts.isJsxText(node)
    ) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…')
        : node.text
      const context = contextOf(node)
      if (sentence.test(text) && context !== 'import') {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
        found.push({ line, text: text.trim(), context })
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

/** The same, for a file of the repository. */
export function sentenceLiteralsOf(root: string, file: string, sentence: RegExp): Literal[] {
  return sentenceLiterals(file, readFileSync(resolve(root, file), 'utf8'), sentence)
}
