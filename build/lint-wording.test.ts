import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// A word on screen comes from the message catalogue (shared/text/messages/), so that one state reads the same
// everywhere, a change of wording is made once and a second language needs no component change. These fixtures
// prove the lint rules refuse a word — a one-word button as much as a sentence — written as JSX text, in a JSX
// expression, in an attribute a person reads or in a column's header, tooltip or empty-table text, and let
// symbols, codes typed as such and catalogue reads through.
const root = resolve(import.meta.dirname, '..')
// The fixtures are not files of the renderer's project: the type-aware rule reads them in a default project with
// the renderer's compiler options.
const fixtures = ['renderer/src/features/x/*.tsx', 'renderer/src/features/x/*.ts']
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: fixtures,
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: fixtures, defaultProject: 'renderer/tsconfig.json' } },
    },
  },
})
const WORDING_RULES = new Set(['i18next/no-literal-string', 'no-restricted-syntax'])

async function literalWords(code: string, filePath = 'renderer/src/features/x/X.tsx'): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) })
  const fatal = (result?.messages ?? []).filter((m) => m.fatal)
  expect(fatal).toEqual([])
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && WORDING_RULES.has(m.ruleId)).length
}

describe('words on screen come from the catalogue', () => {
  // The first lint loads the renderer's project for the type-aware rule.
  beforeAll(async () => {
    await literalWords('export {}\n')
  }, 180_000)

  it.each([
    'export const Alert = () => <p className="notice notice--warn" role="alert">Something went wrong with it.</p>\n',
    'export const Count = ({ n }: { n: number }) => <span>{n} orders could not be read</span>\n',
    'export const Close = () => <button type="button">Close</button>\n',
    'export const Pair = () => <strong>Two words</strong>\n',
    'export const Mark = () => <button type="button" aria-label="Close">✕</button>\n',
    'export const Tip = ({ h }: { h: string }) => <th title={`Sort by ${h}`}>{h}</th>\n',
    'export const Find = () => <input placeholder="search" />\n',
    'export const Pic = () => <img alt="logo" src="x.png" />\n',
    'export const Hint = () => <div aria-description="Shortcut" />\n',
    'export const Pick = () => <option value="a" label="First" />\n',
    'export const Icon = () => <svg aria-label="Chart"><path d="M0 0" /></svg>\n',
    'export const Box = ({ F }: { F: (p: { label: string }) => null }) => <F label="Name" />\n',
    "export const Busy = ({ b }: { b: boolean }) => <button type=\"button\">{b ? 'Saving…' : 'Save'}</button>\n",
    'export const PORTFOLIO_VIEW = { above: () => <details><summary>Versions</summary></details> }\n',
    "export const VIEW = { above: (n: number) => <span>{n > 0 ? 'some' : 'none'}</span> }\n",
    "export const VIEW = { above: () => <>{'none'}</> }\n",
  ])('refuses a word written inline: %s', async (code) => {
    expect(await literalWords(code)).toBeGreaterThan(0)
  })

  it.each([
    "import { textCol } from '../columns'\nexport const COLS = [textCol('symbol', 'Symbol', (r: { s: string }) => r.s)]\n",
    "export const COL = { id: 'symbol', header: 'Symbol', kind: 'text' }\n",
    "export const COL = { id: 'pl', header: 'P/L', description: `Profit in ${'USD'}` }\n",
    "export const EMPTY = { empty: { filtered: 'No rows match.', none: 'Nothing yet.' } }\n",
  ])('refuses a column header, tooltip or empty text written inline: %s', async (code) => {
    expect(await literalWords(code, 'renderer/src/features/x/columns.ts')).toBeGreaterThan(0)
  })

  it('lets symbols, numbers, codes typed as codes and catalogue reads through', async () => {
    const code = [
      "import { msg } from '@shared/text/messages'",
      "type Field = 'name' | 'kind'",
      'const field = (name: Field) => name',
      'export const Labels = ({ n }: { n: number }) => (',
      '  <div>',
      '    {n} · 12:00 ✓ → % — {n > 1 ? "×" : "+"}',
      '    <button type="button" className="row-action is-blocked danger" aria-label={msg(\'labels.trades.close\')}>',
      '      ✕',
      '    </button>',
      '    <input id={field(\'name\')} type="text" />',
      '    <p role="alert">{msg(\'connect.reconnecting\')}</p>',
      '  </div>',
      ')',
      "export const COL = { id: 'pct', header: msg('columns.trades.amount'), description: '%' }",
      "export const VIEW = { above: (n: number) => <p className={n ? 'is-on' : 'muted'}>{msg('labels.app.update')} ·</p> }",
      '',
    ].join('\n')
    expect(await literalWords(code)).toBe(0)
  })

  it('leaves tests free to write what they expect to see', async () => {
    const code = 'export const Expected = () => <p>Close</p>\n'
    expect(await literalWords(code, 'renderer/src/features/x/X.test.tsx')).toBe(0)
  })
})
