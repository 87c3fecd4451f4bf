import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// A sentence on screen comes from the message catalogue (shared/text/messages/), so that one state reads the
// same everywhere, a change of wording is made once and a second language needs no component change. These
// fixtures prove the lint rule refuses a sentence written as JSX text, in a JSX expression or in an attribute a
// person reads (aria-label, title, placeholder, alt), and lets labels and expressions through.
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') })

async function literalSentences(code: string, filePath = 'renderer/src/features/x/X.tsx'): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'i18next/no-literal-string').length
}

describe('sentences on screen come from the catalogue', () => {
  it.each([
    'export const Alert = () => <p className="notice notice--warn" role="alert">Something went wrong with it.</p>\n',
    'export const Status = () => <p role="status">Loading positions for the accounts…</p>\n',
    'export const Count = ({ n }: { n: number }) => <span>{n} orders could not be read</span>\n',
    'export const Close = () => <button type="button" aria-label="Close the audit log">✕</button>\n',
    'export const Tip = ({ h }: { h: string }) => <th title={`Sort the rows on this page by ${h}`}>{h}</th>\n',
    'export const Find = () => <input placeholder="order id or client order id" />\n',
    "export const Empty = ({ n }: { n: number }) => <p>{n ? 'No activity matches these filters.' : ''}</p>\n",
  ])('refuses a sentence written inline: %s', async (code) => {
    expect(await literalSentences(code)).toBeGreaterThan(0)
  })

  it('lets short labels, numbers and expressions through', async () => {
    const code = [
      "import { msg } from '../../../../shared/text/messages'",
      'export const Labels = ({ n }: { n: number }) => (',
      '  <div>',
      '    <button type="button">Read the order</button> <strong>Two words</strong> {n} · 12:00 ✓',
      '    <button type="button" className="row-action is-blocked danger" aria-label="Close details">✕</button>',
      '    <p role="alert">{msg(\'connect.reconnecting\')}</p>',
      '  </div>',
      ')',
      '',
    ].join('\n')
    expect(await literalSentences(code)).toBe(0)
  })

  it('leaves tests free to write what they expect to see', async () => {
    const code = 'export const Expected = () => <p>Something went wrong with it.</p>\n'
    expect(await literalSentences(code, 'renderer/src/features/x/X.test.tsx')).toBe(0)
  })
})
