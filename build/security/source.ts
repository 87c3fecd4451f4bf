// Functions for the security tests that read our sources as TypeScript syntax trees (the compiler API), so a
// check asserts what the code says — a property's literal value, a call's place in the file — not a regex guess.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

export const ROOT = resolve(import.meta.dirname, '../..')

/** Shipped source files below a folder: TypeScript and TSX, without tests and test-only code. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(resolve(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => !f.split('/').includes('test'))
    .sort()
}

export function parse(file: string): ts.SourceFile {
  const text = readFileSync(resolve(ROOT, file), 'utf8')
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
}

export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node)
  node.forEachChild((child) => walk(child, visit))
}

export function findAll<T extends ts.Node>(root: ts.Node, guard: (node: ts.Node) => node is T): T[] {
  const found: T[] = []
  walk(root, (node) => {
    if (guard(node)) found.push(node)
  })
  return found
}

/** `a.b.c(...)` → 'a.b.c'; anything else → the callee's source text. */
export function calleeName(call: ts.CallExpression): string {
  return call.expression.getText().replace(/\s+/g, '')
}

export function callsTo(root: ts.Node, name: string | RegExp): ts.CallExpression[] {
  return findAll(root, ts.isCallExpression).filter((call) => {
    const callee = calleeName(call)
    return typeof name === 'string' ? callee === name : name.test(callee)
  })
}

export function propertyName(prop: ts.ObjectLiteralElementLike): string | undefined {
  if (!prop.name) return undefined
  if (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) return prop.name.text
  return undefined
}

/** The properties of an object literal as name → initializer (shorthand properties map to their identifier). */
export function literalProperties(object: ts.ObjectLiteralExpression): Map<string, ts.Expression> {
  const props = new Map<string, ts.Expression>()
  for (const prop of object.properties) {
    const name = propertyName(prop)
    if (!name) continue
    if (ts.isPropertyAssignment(prop)) props.set(name, prop.initializer)
    else if (ts.isShorthandPropertyAssignment(prop)) props.set(name, prop.name)
  }
  return props
}

/** true / false for the boolean literals, undefined for anything computed. */
export function booleanLiteral(expression: ts.Expression | undefined): boolean | undefined {
  if (!expression) return undefined
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false
  return undefined
}

/** Where a node sits, for failure messages: `file:line`. */
export function where(node: ts.Node): string {
  const file = node.getSourceFile()
  return `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
}

/** The statement of the source file that contains a node (its top-level ancestor). */
export function topLevelStatement(node: ts.Node): ts.Node {
  let current = node
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent
  return current
}

/** Whether a node is inside a function (a callback, a method, an arrow) rather than run at module load. */
export function insideFunction(node: ts.Node, stopAt?: ts.Node): boolean {
  for (let current = node.parent; current && current !== stopAt; current = current.parent) {
    if (ts.isFunctionLike(current)) return true
  }
  return false
}
