import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// What a person reads about a failure or a warning is written in one module (renderer/src/lib/error-messages.ts),
// so that one state reads the same everywhere and a change of wording is made once. This check finds the
// elements that announce such a state — role="alert", a `notice` class (notice, notice--warn, oe-notice…) or the
// <Notice> component — and fails when one of them holds a sentence written as JSX text. It reads the source as
// text, not as a syntax tree: text inside `{…}` is not looked at (a sentence built in an expression is missed), and
// a sentence is four or more words in a row outside a button, so labels, two-word headings and "Restarting…" pass.
const src = resolve(import.meta.dirname, '../renderer/src')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : []
  })
}

/** Index just past the `}` that closes the `{` at `start`, skipping strings and template literals. */
function skipBraces(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (c === '"' || c === "'" || c === '`') {
      const end = text.indexOf(c, i + 1)
      i = end < 0 ? text.length : end
    } else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return i + 1
  }
  return text.length
}

/** Index just past the `>` that ends the tag opened at `start`, with `{…}` attributes skipped. */
function tagEnd(text: string, start: number): number {
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (c === '{') i = skipBraces(text, i) - 1
    else if (c === '"') i = text.indexOf('"', i + 1)
    else if (c === '>') return i + 1
  }
  return text.length
}

/** The JSX text of an element's body: expressions and tags taken out, each leaving a break between words. */
function jsxText(body: string): string {
  let out = ''
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (c === '{') {
      i = skipBraces(body, i) - 1
      out += ' | '
    } else if (body.startsWith('<button', i)) {
      // A button's text is a label ("Read the order again"), not the notice's sentence.
      const close = body.indexOf('</button>', i)
      i = close < 0 ? body.length : close + '</button>'.length - 1
      out += ' | '
    } else if (c === '<') {
      i = tagEnd(body, i) - 1
      out += ' | '
    } else out += c
  }
  return out
}

const ANNOUNCES = /role="alert"|className=["`{][^>]*?\b(oe-)?notice\b/

/** Every announcing element's JSX text with four or more words in a row, as "file: text". */
function literalSentences(path: string, text: string): string[] {
  const found: string[] = []
  const open = /<([A-Za-z][\w.]*)\b/g
  for (let m = open.exec(text); m; m = open.exec(text)) {
    const name = m[1] ?? ''
    const end = tagEnd(text, m.index)
    const tag = text.slice(m.index, end)
    if (tag.endsWith('/>') || !(name === 'Notice' || ANNOUNCES.test(tag))) continue
    // The body runs to this element's own closing tag (elements of the same name inside it are counted).
    const same = new RegExp(`<${name}\\b|</${name}>`, 'g')
    same.lastIndex = end
    let depth = 1
    let close = text.length
    for (let t = same.exec(text); t; t = same.exec(text)) {
      if (t[0].startsWith('</')) depth--
      else if (!text.slice(t.index, tagEnd(text, t.index)).endsWith('/>')) depth++
      if (depth === 0) {
        close = t.index
        break
      }
    }
    for (const run of jsxText(text.slice(end, close)).split('|')) {
      const words = run
        .trim()
        .split(/\s+/)
        .filter((w) => /\p{L}/u.test(w))
      if (words.length >= 4) found.push(`${path}: ${words.join(' ')}`)
    }
  }
  return found
}

describe('user-facing wording has one home', () => {
  it('no notice or alert in a renderer component writes its sentence inline', () => {
    const found = sources(src).flatMap((path) => literalSentences(relative(src, path), readFileSync(path, 'utf8')))
    expect(found).toEqual([])
  })

  it('finds a sentence written inline, and lets labels and expressions pass', () => {
    const sample = `
      <p className="notice notice--warn" role="alert">Something went wrong with {thing}; try again.</p>
      <div className="oe-notice" onClick={() => go(a > b)}><strong>Two words</strong> {text}</div>
      <Notice tone="warn">{RECONNECTING}</Notice>
      <p role="status">Loading positions for the accounts…</p>
      <span role="alert"><span>Discard changes?</span> <button type="button">Read the order again</button></span>`
    expect(literalSentences('x.tsx', sample)).toEqual(['x.tsx: Something went wrong with'])
  })
})
