import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The README's user guide says where each figure on screen comes from, in the words the detailed docs use: a reader
// who checks a figure against the server finds its source and its definition there, and the two never disagree.
const root = resolve(import.meta.dirname, '..')
const readme = readFileSync(resolve(root, 'README.md'), 'utf8')
const risk = readFileSync(resolve(root, 'docs/risk.md'), 'utf8')

function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`)
  if (start < 0) return ''
  const end = text.indexOf('\n## ', start + 1)
  return text.slice(start, end < 0 ? undefined : end).replace(/\s+/g, ' ')
}

const MARGIN_LEVEL = 'Margin level = equity ÷ maintenance margin × 100 %'

describe('the user guide says where the figures come from', () => {
  const guide = section(readme, 'Where the figures come from')

  it('is listed in the guide and names each figure with its source', () => {
    expect(readme).toContain('[where the figures come from](#where-the-figures-come-from)')
    for (const [figure, source] of [
      ['**Exposure**', 'quantity × current price × contract multiplier × conversion rate'],
      ['**Margin level and the gauge**', MARGIN_LEVEL],
      ['**Reporting currency**', 'GET /conversionRates?toCurrency='],
      ['**Trades: realised P/L**', '`SETTLEMENT` cash record'],
      ['**Statement**', "closing balance checked against the server's balance"],
      ['**Performance**', 'maximum drawdown'],
    ] as const) {
      expect(guide, figure).toContain(figure)
      expect(guide, figure).toContain(source)
    }
  })

  it('defines margin level as the risk document does', () => {
    expect(risk.replace(/\s+/g, ' ')).toContain(`**${MARGIN_LEVEL}**`)
    expect(guide).toContain(`**${MARGIN_LEVEL}**`)
  })
})
